"""What a game may offer beside the :class:`~.interface.Game` protocol, typed once.

A game's registry entry (:class:`~.registry.GameEntry`) declares which capabilities it offers
(:data:`CAPABILITIES`) and hands them out typed: its advisers (:class:`Advisers`, the module
``<package>.bots.advice``, imported only where they run: the bot worker's process) and its
replayer (:class:`Replayer`, the adapter itself).

- ``hint``: ``advise(view)``, the hard level's choice for the seat with one line of why;
- ``explain``: ``decision_reason(view, action)``, why a bot made ``action`` from ``view``;
- ``hindsight``: ``hindsight_reason(states, seat)``, what ``seat`` could have done in one
  finished deal (its engine states, each the state before one action);
- ``replay``: ``record_actions(record)`` and ``starts_deal(action)``, for the step-by-step viewer.

>>> sorted(CAPABILITIES)
['explain', 'hindsight', 'hint', 'replay']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from .interface import Reason

CAPABILITIES: dict[str, tuple[str, ...]] = {
    "hint": ("advise",),
    "explain": ("decision_reason",),
    "hindsight": ("hindsight_reason",),
    "replay": ("record_actions", "starts_deal"),
}
"""Each capability -> the functions that offer it (the advisers' for the first three, the
adapter's for ``replay``)."""

ADVISED = ("hint", "explain", "hindsight")
"""The capabilities the game's advisers offer."""


class Advice(Protocol):
    """An adviser's answer: one of the view's legal actions and one line of why."""

    @property
    def action(self) -> Any:
        """The advised action (one of ``view.legal``)."""
        ...

    @property
    def reason(self) -> Reason:
        """Why, as a reason code the app translates."""
        ...


class Advisers(Protocol):
    """A game's advisers (its ``bots/advice.py`` module), each from a seat's view or, for
    hindsight, from a finished deal's engine states."""

    def advise(self, view: Any, /) -> Advice:
        """The hard level's action for ``view`` with its reason."""
        ...

    def decision_reason(self, view: Any, action: Any, /) -> Reason | None:
        """Why the seat of ``view`` made ``action`` (None: the game says nothing of it)."""
        ...

    def hindsight_reason(self, states: Sequence[Any], seat: int, /) -> Reason | None:
        """What ``seat`` could have done in the finished deal ``states`` (None: nothing to ask)."""
        ...


class Replayer(Protocol):
    """What a replay viewer needs of a game beside the game interface."""

    def record_actions(self, data: Mapping[str, Any], /) -> list[Any]:
        """Every action of a checked record, chance actions included, in order."""
        ...

    def starts_deal(self, action: Any, /) -> bool:
        """True for the action that deals a new hand."""
        ...


__all__ = ["ADVISED", "CAPABILITIES", "Advice", "Advisers", "Replayer"]
