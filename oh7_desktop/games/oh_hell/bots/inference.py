"""Inference from public bids: how likely a world makes the bids the other seats made.

A seat is assumed to bid near what its hand was worth when it bid (the easy estimate's
expected tricks, :mod:`.estimate`), straying by about ``spread`` tricks (a normal error).
A world's weight is the product over the seats that bid of that likelihood, for the hand
the seat held then: its cards in the world plus those it has played since.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TypeVar

from ..view import SeatView
from .estimate import card_chances
from .world import trump_of

T = TypeVar("T")


def bid_log_weights(view: SeatView, worlds: Sequence[list[list[int]]], spread: float) -> list[float]:
    """Return each world's log likelihood of the other seats' public bids."""
    trump = trump_of(view)
    turned = 0 if view.trump_card is None else 1 << int(view.trump_card)
    played: list[list[int]] = [[] for _ in range(view.players)]
    for trick in view.tricks + (view.trick,):
        for seat, card in trick:
            played[seat].append(int(card))
    bidders = [(s, b) for s, b in enumerate(view.bids) if b is not None and s != view.seat]
    scale = -0.5 / (spread * spread)
    out = []
    for hands in worlds:
        log = 0.0
        for seat, bid in bidders:
            worth = sum(card_chances(hands[seat] + played[seat], trump, view.players, turned))
            log += scale * (bid - worth) ** 2
        out.append(log)
    return out


def resample(items: Sequence[T], logs: Sequence[float], count: int, rng: random.Random) -> list[T]:
    """Return ``count`` items drawn with replacement in proportion to ``exp(logs)``."""
    top = max(logs)
    weights = [math.exp(x - top) for x in logs]
    return rng.choices(list(items), weights=weights, k=count)
