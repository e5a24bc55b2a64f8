"""The seeded generator every game deals from: SplitMix64 and a documented Fisher-Yates shuffle.

Records without their cards are dealt from the game's seed, so this must never change:

1. The generator is SplitMix64 (Steele, Lea and Flood), seeded with
   ``(seed * 1_000_003 + index) mod 2**64`` where ``index`` counts the game's deals (or hands,
   or rounds) from 0, as each game documents.
2. A shuffle starts from the game's canonical pack order and runs Fisher-Yates from the last
   position down: for ``i`` from ``n-1`` to 1, swap positions ``i`` and ``next() % (i + 1)``.

>>> rng = SplitMix64(0)
>>> rng.next()
16294208416658607535
>>> shuffled((1, 2, 3, 4), SplitMix64(deal_seed(7, 0)))
[2, 1, 4, 3]
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """A tiny, fully specified 64-bit generator."""

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


def deal_seed(seed: int, index: int) -> int:
    """Return the generator seed of one deal (hand, round) of a game."""
    return (seed * 1_000_003 + index) & _MASK


def shuffled(cards: Sequence[T], rng: SplitMix64) -> list[T]:
    """Return a Fisher-Yates shuffle of ``cards`` driven by ``rng``."""
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = rng.next() % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def decision_seed(game: str, seed: int, seat: int, position: int) -> int:
    """Return a bot's seed for one decision of ``game``: stable for the same moment, and
    useless for guessing the deal (a one-way hash of the game's seed, the seat and the
    position), so a seat's view may carry it.

    >>> decision_seed("oh-hell", 7, 1, 12) == decision_seed("oh-hell", 7, 1, 12)
    True
    >>> decision_seed("oh-hell", 7, 1, 12) != decision_seed("oh-hell", 7, 2, 12)
    True
    """
    digest = hashlib.blake2b(f"{game}:{seed}:{seat}:{position}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
