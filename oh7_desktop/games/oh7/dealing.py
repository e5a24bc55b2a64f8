"""Seeded, stable dealing (the shared generator and shuffle are in :mod:`..rng`).

The deal is documented so any record without hands deals the same forever:

1. The generator is SplitMix64 (:mod:`oh7_desktop.games.rng`), seeded with ``(seed * 1_000_003 + deal_index) mod 2**64``
   (``deal_index`` counts every deal of the game from 0, redeals included).
2. The deck starts in canonical order (:func:`cards.deck`: suits by priority, values 0-7,
   then ``1* 2* 3* 4* N N ?``) and is shuffled by Fisher-Yates from the last position
   down: for ``i`` from ``n-1`` to 1, swap positions ``i`` and ``next() % (i + 1)``.
3. Seat ``s`` receives the cards at positions ``7s .. 7s+6``; the rest, in order, is the
   discard, or with two players the dummy's pile (its first card on top).

>>> rng = SplitMix64(0)
>>> rng.next()
16294208416658607535
"""

from __future__ import annotations

from ..rng import SplitMix64, deal_seed, shuffled
from .actions import Deal
from .cards import deck
from .rules import HAND_SIZE, Rules

__all__ = ["SplitMix64", "deal_seed", "seeded_deal", "shuffled"]


def seeded_deal(rules: Rules, seed: int, deal_index: int) -> Deal:
    """Return the deal the seed gives for this deal of the game."""
    cards = shuffled(deck(rules.mode, rules.players), SplitMix64(deal_seed(seed, deal_index)))
    hands = tuple(tuple(cards[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(rules.players))
    return Deal(hands=hands, rest=tuple(cards[rules.players * HAND_SIZE:]))
