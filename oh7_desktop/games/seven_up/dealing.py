"""Seeded, stable dealing: the pack of every deal, and where each of its cards goes.

A record without a deal's ``pack`` deals it from the game's seed, forever the same:

1. The deal's generator is SplitMix64 (:mod:`oh7_desktop.games.rng`) seeded with
   ``(seed * 1_000_003 + deal_index) mod 2**64``, ``deal_index`` counting the game's deals
   from 0 (the same dealer dealing again after an exhausted pack is *not* a new deal).
2. The deal's pack is the canonical pack (:data:`oh7_desktop.games.pack52.PACK`: ``2S 3S …
   AS 2H … AC``) shuffled by :func:`oh7_desktop.games.rng.shuffled` (Fisher-Yates from the
   last position down, ``next() % (i + 1)``) with that generator. Position 0 is the top.
3. If the pack runs out during a run, the reshuffled pack is the canonical pack shuffled
   again by the *same* generator, continuing where the previous shuffle stopped (the
   gathered cards' order plays no part): the ``k``-th reshuffle of a deal is the ``k + 1``-th
   shuffle drawn from the deal's generator.

From the top of a pack: 3 cards to elder, 3 to the dealer, 3 to elder, 3 to the dealer, and
card 12 is turned up. Each run takes the next 7: 3 to elder, 3 to the dealer, one turned up.

>>> pack = seeded_pack(3, 0)
>>> len(set(pack)), [str(c) for c in pack[:4]], seeded_pack(3, 0) == pack
(52, ['JD', 'KH', 'AH', 'KC'], True)
>>> seeded_pack(3, 0, reshuffle=1) != pack
True
>>> elder, dealer, turned = first_deal(pack)
>>> elder == pack[0:3] + pack[6:9], dealer == pack[3:6] + pack[9:12], turned == pack[12]
(True, True, True)
"""

from __future__ import annotations

from ..pack52 import PACK, Card
from ..rng import SplitMix64, deal_seed, shuffled
from .rules import RUN_SIZE

FIRST_DEAL: int = 4 * RUN_SIZE + 1
"""Cards the deal takes from the top of a pack: 12 dealt, 1 turned."""


def seeded_pack(seed: int, deal_index: int, reshuffle: int = 0) -> tuple[Card, ...]:
    """Return the pack of this deal (``reshuffle`` 0), or of its ``reshuffle``-th new pack."""
    rng = SplitMix64(deal_seed(seed, deal_index))
    pack = shuffled(PACK, rng)
    for _ in range(reshuffle):
        pack = shuffled(PACK, rng)
    return tuple(pack)


def first_deal(pack: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], Card]:
    """Return elder's 6 cards, the dealer's 6 and the turned card of a new pack."""
    return pack[0:3] + pack[6:9], pack[3:6] + pack[9:12], pack[12]


def run_cards(pack: tuple[Card, ...], at: int) -> tuple[tuple[Card, ...], tuple[Card, ...], Card]:
    """Return elder's 3 extra cards, the dealer's 3 and the turned card of a run from ``at``."""
    return pack[at:at + 3], pack[at + 3:at + 6], pack[at + 6]


__all__ = ["FIRST_DEAL", "first_deal", "run_cards", "seeded_pack"]
