"""What every game's adapter does alike, from its registry entry and a few declarations.

A game's adapter (``games/<game>/adapter.py``) subclasses :class:`DeclaredGame` and declares,
rather than forwards: its package, its ``Rules`` class, the events that close undo, the unit it
counts progress in, and its engine's functions (``apply = staticmethod(apply)``). Its name, title,
record format and options come from its :class:`~.registry.GameEntry`; reading and writing options
from its schema; the bots from its package's ``bots``. What a game does its own way (its chance
action, its scored rounds) stays a method of its adapter. Standard library only.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol

from . import registry
from .interface import Bot, Progress, RoundResult, progress_of


class SeatAction(Protocol):
    """An action a seat takes: it names the seat."""

    @property
    def seat(self) -> int: ...


class DeclaredGame:
    """The :class:`~.interface.Game` methods every engine answers alike."""

    package: ClassVar[str]
    """The game's package (``oh7_desktop.games.oh7``): its registry entry, ``bots`` and ``rules``."""
    rules_type: ClassVar[Callable[..., Any]]
    """The game's ``Rules``: built from the schema's options, one keyword each."""
    required: ClassVar[tuple[str, ...]] = ()
    """Options a ``rules`` object must give (the rest take the schema's defaults)."""
    undo_closers: ClassVar[tuple[type, ...]]
    """Events after which the actions before them stand for good (undo against bots stops there)."""
    player_actions: ClassVar[tuple[type[SeatAction], ...]]
    """The actions a seat takes (each names its ``seat``); the others are chance actions."""
    unit: ClassVar[str] = "round"
    """What the game counts its progress in (``round``, ``hand``, ``deal``)."""
    write_record: ClassVar[Callable[..., dict[str, Any]]]
    """The engine's ``to_record(state, names, *, include_pending)``."""

    def __init__(self) -> None:
        entry = next(e for e in registry.ENTRIES if e.package == self.package)
        self.entry = entry
        self.name, self.title, self.record_format = entry.name, entry.title, entry.record_format

    def rules_from_options(self, options: Mapping[str, Any]) -> Any:
        """Return the rules of a record's ``rules`` object, read by the game's schema."""
        return self.rules_type(**self.entry.schema.read(options, required=self.required))

    def rules_to_options(self, rules: Any) -> dict[str, Any]:
        """Return the record's ``rules`` object, written by the game's schema."""
        return self.entry.schema.write(rules)

    def players(self, rules: Any) -> int:
        """Seats that play: the rules' ``players``, or the game's fixed count (a dummy is no seat)."""
        fixed = self.entry.schema.fixed_players
        return fixed if fixed is not None else int(rules.players)

    def actor(self, action: object) -> int | None:
        """The seat that takes ``action`` (None: a chance action, which no seat takes)."""
        return action.seat if isinstance(action, self.player_actions) else None

    def closes_undo(self, event: object) -> bool:
        """True for one of the game's :attr:`undo_closers`."""
        return isinstance(event, self.undo_closers)

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""
        return bool(state.is_over())

    def winners(self, state: Any) -> tuple[int, ...]:
        """The winners (empty until the game is over)."""
        return tuple(state.winners)

    def totals(self, state: Any) -> tuple[int, ...]:
        """Points so far by seat."""
        return tuple(state.totals)

    def round_results(self, state: Any) -> tuple[RoundResult, ...]:
        """Every scored round, in order (each game says how it reads them)."""
        raise NotImplementedError

    def rounds_count(self, state: Any) -> int | None:
        """How many rounds the game has (None when a target ends it)."""
        return None

    def progress(self, state: Any) -> Progress:
        """The round (hand, deal) being played, in the game's :attr:`unit`."""
        return progress_of(self.round_results(state), over=self.is_over(state), unit=self.unit,
                           count=self.rounds_count(state))

    def to_record(self, state: Any, names: Sequence[str] | None = None, *,
                  include_pending: bool = False) -> dict[str, Any]:
        """The rulings' record of the game so far (``include_pending``: secret choices made, for autosaves)."""
        return type(self).write_record(state, None if names is None else list(names), include_pending=include_pending)

    def bot(self, level: str) -> Bot:
        """The decision function of a level (``GameError`` for an unknown one); ``ismcts:N``
        is the reference search of :mod:`oh7_desktop.games.ismcts`."""
        if level.startswith("ismcts"):
            from .ismcts import ismcts_bot

            model = importlib.import_module(f"{self.package}.bots.determinize").MODEL
            return ismcts_bot(self, model, level)  # type: ignore[arg-type]
        make_bot: Callable[[str], Bot] = importlib.import_module(f"{self.package}.bots").make_bot
        return make_bot(level)


__all__ = ["DeclaredGame"]
