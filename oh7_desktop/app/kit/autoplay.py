"""Auto-play at any game's table (options, off by default): what may be played for a human.

Two settings: ``auto_forced`` plays a human's forced choice by itself (only one legal action),
after the same short rest a bot's move gets; ``auto_finish`` shows the rest of a round at
once when the human has no choice left in it. Nothing here ever picks among several legal
actions: a choice that is not forced is always the player's.

>>> forced_action(["4H"]), forced_action(["4H", "5H"]), forced_action([])
('4H', None, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from oh7_desktop.games.interface import Game

A = TypeVar("A")
S = TypeVar("S")

FORCED_REST = 0.35
"""Seconds (normal speed) the table rests before playing a forced card, so it can be seen coming."""


def forced_action(legal: Sequence[A]) -> A | None:
    """The only legal action, or None when there is a choice (or nothing to do)."""
    return legal[0] if len(legal) == 1 else None


def forced_move(game: Game[object, S, A, object], state: S, humans: Sequence[int]) -> A | None:
    """The forced action of a human seat to move in ``state`` (its only legal action), or None:
    what auto-play plays for a person at any table on the shared loop."""
    for seat in game.to_move(state):
        if seat in humans:
            action = forced_action(game.legal_actions(state, seat))
            if action is not None:
                return action
    return None


__all__ = ["FORCED_REST", "forced_action", "forced_move"]
