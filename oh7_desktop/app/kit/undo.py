"""Undo against bots at any game's table: the states a human may go back to, and the rule.

The table notes every applied action (the state before it, who acted, the events it caused).
A human takes back their last action and every bot action after it, as long as no event
since closed the way back (the game's :meth:`~oh7_desktop.games.interface.Game.closes_undo`:
bets revealed, a trick won...; :func:`oh7_desktop.games.undo.undo_point` decides). Undo is
never offered with another human at the table: their choices are not ours to take back.
The game then goes on from the state before the action, so its record is the record of the
actions kept; :attr:`UndoLog.count` says how many times undo was used (the save notes it).

>>> log = UndoLog(lambda event: event == "won", humans=(0,))
>>> log.note("s0", 0, ())
>>> log.note("s1", 1, ())
>>> log.can_undo(0), log.take_back(0), log.count
(True, 's0', 1)
>>> log.note("s0", 0, ("won",))
>>> log.can_undo(0), log.take_back(0)
(False, None)
>>> UndoLog(lambda event: False, humans=(0, 1)).allowed
False
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from oh7_desktop.games.undo import Step, undo_point


S = TypeVar("S")
"""The game's state type."""


class UndoLog(Generic[S]):
    """The actions since the way back last closed, each with the state before it."""

    def __init__(self, closes: Callable[[object], bool], humans: tuple[int, ...], count: int = 0) -> None:
        self.closes = closes
        self.allowed = len(humans) == 1
        """Undo is offered only to a lone human among bots."""
        self.count = count
        self._before: list[S] = []
        self._steps: list[Step] = []

    def note(self, before: S, seat: int | None, events: tuple[object, ...]) -> None:
        """An action by ``seat`` (None: chance) turned ``before`` into the next state with ``events``."""
        if any(self.closes(event) for event in events):
            self.clear()  # nothing before a closing event can be taken back
            return
        self._before.append(before)
        self._steps.append(Step(seat, events))

    @property
    def noted(self) -> int:
        """How many actions are noted since the way back last closed."""
        return len(self._before)

    def point(self, seat: int) -> int | None:
        """How many noted actions stay when ``seat`` takes back its last one (None: refused)."""
        if not self.allowed:
            return None
        return undo_point(self._steps, seat, self.closes)

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` may take back its last action now."""
        return self.point(seat) is not None

    def take_back(self, seat: int) -> S | None:
        """Forget ``seat``'s last action and all after it; return the state before it (None: refused)."""
        keep = self.point(seat)
        if keep is None:
            return None
        state = self._before[keep]
        del self._before[keep:], self._steps[keep:]
        self.count += 1
        return state

    def clear(self) -> None:
        """Nothing may be taken back (a closing event, or a state loaded from elsewhere)."""
        self._before.clear()
        self._steps.clear()


__all__ = ["UndoLog"]
