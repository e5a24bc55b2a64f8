"""Seeded, stable dealing of Oh Hell (the shared generator and shuffle are in :mod:`..rng`).

A record whose hand omits ``deal`` is dealt like this, forever:

1. The generator is SplitMix64 seeded with ``(seed * 1_000_003 + hand_index) mod 2**64``,
   ``hand_index`` counting the game's hands from 0 (:func:`oh7_desktop.games.rng.deal_seed`).
2. The pack starts in canonical order (:data:`oh7_desktop.games.pack52.PACK`: ``2S 3S … AS
   2H … AH 2D … AD 2C … AC``) and is shuffled by Fisher-Yates from the last position down
   (:func:`oh7_desktop.games.rng.shuffled`).
3. With ``n`` cards a seat and ``P`` players, seat ``s`` receives the cards at positions
   ``s*n … s*n+n-1`` (seat 0 first, whoever deals). In a hand with trump the card at
   position ``P*n`` is turned up; the cards after it (after the hands, in a hand without
   trump) are set aside in order.

The deal depends on the seed and the hand's index only, never on who sits where, so a
tournament's duplicate games deal the same cards.

>>> from .rules import Rules
>>> deal = seeded_deal(Rules(players=4), seed=7, hand_index=0)
>>> [str(h[0]) for h in deal.hands], str(deal.trump_card), len(deal.rest)
(['5S', '2C', '2D', '7H'], 'QC', 47)
"""

from __future__ import annotations

from ..pack52 import PACK
from ..rng import SplitMix64, deal_seed, shuffled
from .actions import Deal
from .rules import Rules


def seeded_deal(rules: Rules, seed: int, hand_index: int) -> Deal:
    """Return the deal the seed gives for hand ``hand_index`` of the game."""
    cards = shuffled(PACK, SplitMix64(deal_seed(seed, hand_index)))
    size, players = rules.hand_size(hand_index), rules.players
    hands = tuple(tuple(cards[s * size:(s + 1) * size]) for s in range(players))
    dealt = players * size
    if rules.has_trump(hand_index):
        return Deal(hands, cards[dealt], tuple(cards[dealt + 1:]))
    return Deal(hands, None, tuple(cards[dealt:]))
