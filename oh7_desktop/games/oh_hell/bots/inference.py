"""Inference: how likely a world makes the bids and the plays the other seats made.

Bids: a seat is assumed to bid near what its hand was worth when it bid (the easy
estimate's expected tricks, :mod:`.estimate`), straying by about ``spread`` tricks (a
normal error), for the hand it held then: its cards in the world plus those it has played
since. Plays: a seat is assumed to play the easy policy's card most of the time.
A world's weight is the product of these likelihoods over the other seats.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TypeVar

from ..fast import FastHand
from ..view import SeatView
from .estimate import card_chances
from .policy import easy_card
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


def play_log_weights(view: SeatView, worlds: Sequence[list[list[int]]], noise: float) -> list[float]:
    """Return each world's log likelihood of the other seats' plays in this hand so far, if
    each plays the easy policy's card with probability ``1 - noise`` and otherwise a
    uniformly random legal card (forced plays tell nothing)."""
    plays = [(seat, int(card)) for trick in view.tricks + (view.trick,) for seat, card in trick]
    if not plays:
        return [0.0] * len(worlds)
    played: list[list[int]] = [[] for _ in range(view.players)]
    for seat, card in plays:
        played[seat].append(card)
    trump, bids = trump_of(view), [b or 0 for b in view.bids]
    leader = (view.dealer + 1) % view.players
    turned = 0 if view.trump_card is None else 1 << int(view.trump_card)
    out = []
    for hands in worlds:
        sim = FastHand.start([h + p for h, p in zip(hands, played)], trump, leader, bids[:],
                             view.rules, cards=view.cards)
        sim.gone = turned
        log = 0.0
        for seat, card in plays:
            if seat != view.seat:
                legal = sim.legal()
                if len(legal) > 1:
                    spread = noise / len(legal)
                    log += math.log(1.0 - noise + spread if easy_card(sim) == card else spread)
            sim.play(card)
        out.append(log)
    return out
