"""Seeded, stable shuffling and dealing.

The shuffle is documented so any record without hands deals the same forever:

1. The generator is SplitMix64, seeded with ``(seed * 1_000_003 + deal_index) mod 2**64``
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

from .actions import Deal
from .cards import Card, deck
from .rules import HAND_SIZE, Rules

_MASK = (1 << 64) - 1


class SplitMix64:
    """A tiny, fully specified 64-bit generator (Steele, Lea and Flood's SplitMix64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        """Return the next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)


def deal_seed(seed: int, deal_index: int) -> int:
    """Return the generator seed of one deal of a game."""
    return (seed * 1_000_003 + deal_index) & _MASK


def shuffled(cards: tuple[Card, ...], rng: SplitMix64) -> list[Card]:
    """Return a Fisher-Yates shuffle of ``cards`` driven by ``rng``."""
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = rng.next() % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def seeded_deal(rules: Rules, seed: int, deal_index: int) -> Deal:
    """Return the deal the seed gives for this deal of the game."""
    cards = shuffled(deck(rules.mode, rules.players), SplitMix64(deal_seed(seed, deal_index)))
    hands = tuple(tuple(cards[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(rules.players))
    return Deal(hands=hands, rest=tuple(cards[rules.players * HAND_SIZE:]))
