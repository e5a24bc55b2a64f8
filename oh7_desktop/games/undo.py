"""Undo against bots: how far back a seat may take its last action, in any game.

A seat may take back its last action, and every action after it (the bots' answers), as
long as nothing since has been made public for good: the game says which events close the
way back (:meth:`~oh7_desktop.games.interface.Game.closes_undo`: bets revealed, a trick
won, a card drawn...). The game is then the same game with those actions never played: its
record is the record cut before them, so the save and the record stay true. Whether undo
is allowed at all (never with another human at the table) is the app's rule, not this
module's.

>>> steps = [Step(None, ("deal",)), Step(0, ()), Step(1, ()), Step(2, ("trick won",)), Step(0, ()), Step(1, ())]
>>> undo_point(steps, 0, lambda event: event == "trick won")
4
>>> undo_point(steps[:4], 0, lambda event: event == "trick won") is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .interface import Game


@dataclass(frozen=True)
class Step:
    """One applied action: who acted (None for a chance action) and the events it caused."""

    seat: int | None
    events: tuple[object, ...]


def undo_point(steps: Sequence[Step], seat: int, closes: Callable[[object], bool]) -> int | None:
    """Return how many actions to keep so that ``seat``'s last action and all after it are
    undone, or None when that action (or one after it) closed the way back, or ``seat`` has
    not acted since."""
    for index in range(len(steps) - 1, -1, -1):
        step = steps[index]
        if any(closes(event) for event in step.events):
            return None
        if step.seat == seat:
            return index
    return None


def replay_steps(game: Game[Any, Any, Any, Any], rules: Any, seed: int,
                 actions: Sequence[Any]) -> tuple[Any, list[Step]]:
    """Return the state after ``actions`` from a new game, and the steps (who acted, which
    events) that :func:`undo_point` reads; raises the game's errors for an illegal action."""
    state, steps = game.new_game(rules, seed), []
    for action in actions:
        seat = game.actor(action)
        state, events = game.apply(state, action)
        steps.append(Step(seat, tuple(events)))
    return state, steps


__all__ = ["Step", "replay_steps", "undo_point"]
