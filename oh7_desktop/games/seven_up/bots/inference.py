"""What the other seat's trump decisions say about its hand: weights for sampled worlds.

Elder stands with a hand worth much under the turned suit and begs with a weak one; a dealer
gives with a strong hand. Under a soft version of the easy rule (:mod:`.policy`), a world in
which the other seat's hand explains its decisions is more likely: it is weighted by the
chance of those decisions. Only decisions about the hand now in play are used (no run changed
the trump: after a run, 3 of the cards that decided are set aside or new).
"""

from __future__ import annotations

import math
from typing import Final

from .. import SeatView
from ...pack52 import SUITS
from .policy import GIVE_AT, STAND_AT, hand_worth

TEMPER: Final = 0.8
"""Softness of the decision model, in hand-worth units (larger: decisions say less)."""


def _likely(worth: float, threshold: float, yes: bool) -> float:
    chance = 1.0 / (1.0 + math.exp(-(worth - threshold) / TEMPER))
    return chance if yes else 1.0 - chance


def decisions_about_hand(view: SeatView) -> list[str]:
    """Return the other seat's decisions that were made with the cards it still has in play."""
    if view.reshuffles or "run" in view.decisions or view.proposal is None:
        return []
    other = 1 - view.seat
    said = []
    for index, decision in enumerate(view.decisions):
        seat = view.elder if index == 0 else view.dealer
        if seat == other:
            said.append(decision)
    return said


def weight(view: SeatView, said: list[str], other_hand: list[int]) -> float:
    """Return how likely the other seat's decisions are with ``other_hand`` (its cards in play,
    played ones included)."""
    if not said:
        return 1.0
    worth = hand_worth(other_hand, SUITS.index(view.proposal or "S"))
    out = 1.0
    for decision in said:
        if decision in ("stand", "beg"):
            out *= _likely(worth, STAND_AT, decision == "stand")
        elif decision == "give":
            out *= _likely(worth, GIVE_AT, True)
    return out


__all__ = ["TEMPER", "decisions_about_hand", "weight"]
