"""Seeded, stable dealing: a record without its decks deals the same cards forever.

1. The cards in play for a round are the pack less every card already scored, in the pack's
   canonical order (:data:`.cards.PACK`: values 1 to 7, and within a value the colours
   ``R O Y G B I V``).
2. They are shuffled with the shared generator (:mod:`oh7_desktop.games.rng`): SplitMix64
   seeded with ``(seed * 1_000_003 + round_index) mod 2**64``, ``round_index`` counting the
   game's rounds from 0; Fisher-Yates from the last position down (for ``i`` from ``n-1`` to
   1, swap positions ``i`` and ``next() % (i + 1)``). The result is the round's deck, top first.
3. Hands are dealt from the top one card at a time clockwise from seat 0 (card ``i`` of the
   first ``7 * players`` goes to seat ``i % players``), then one card to each palette, seat 0
   first; the rest is the draw deck, top first.

>>> from .rules import Rules
>>> deck = seeded_deck(Rules(2), seed=5, round_index=0, scored=())
>>> len(deck), [str(c) for c in deck[:4]]
(49, ['1B', '6Y', '4G', '4R'])
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rng import SplitMix64, deal_seed, shuffled
from .actions import Deal
from .cards import PACK, Card
from .rules import HAND_SIZE, Rules


def cards_in_play(scored: Iterable[Card]) -> tuple[Card, ...]:
    """Return the cards a round is dealt from, in canonical order."""
    out = set(scored)
    return tuple(card for card in PACK if card not in out)


def seeded_deck(rules: Rules, seed: int, round_index: int, scored: Iterable[Card]) -> tuple[Card, ...]:
    """Return the shuffled deck (top first) the seed gives for this round."""
    return tuple(shuffled(cards_in_play(scored), SplitMix64(deal_seed(seed, round_index))))


def seeded_deal(rules: Rules, seed: int, round_index: int, scored: Iterable[Card]) -> Deal:
    """Return the round's chance action."""
    return Deal(seeded_deck(rules, seed, round_index, scored))


def split(deck: tuple[Card, ...], players: int) -> tuple[list[list[Card]], list[Card], list[Card]]:
    """Return the hands, the palettes' first cards and the draw deck of a round's deck."""
    dealt = HAND_SIZE * players
    hands: list[list[Card]] = [list(deck[s:dealt:players]) for s in range(players)]
    return hands, list(deck[dealt:dealt + players]), list(deck[dealt + players:])
