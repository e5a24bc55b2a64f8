"""Who must follow what, and who wins a trick (rulings, "Tricks").

Strength is a pair (tier, rank): tier 4 trump, 3 the ``?``, 2 lead suit, 1 ``N`` in a
trick without lead suit, 0 cannot win. A star ranks just below the regular card of its
value in the tier it joins (trump when trump is led, else the lead suit).

>>> from .cards import Card
>>> c = Card.from_str
>>> trick_winner([(0, c("2H")), (1, c("2*")), (2, c("1H"))], trump="H")
0
>>> trick_winner([(0, c("5C")), (1, c("?")), (2, c("0H"))], trump="H")
2
>>> trick_winner([(0, c("N")), (1, c("3*")), (2, c("?"))], trump="S")
2
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from .cards import CARD_COUNT, STAR_BASE, SUITS, Card


class InternalRulesError(RuntimeError):
    """A trick that nothing can win: impossible under the rulings, so never guessed."""


def lead_suit(cards: Iterable[Card]) -> str | None:
    """Return the suit of the first regular card played, or None if there is none yet."""
    for card in cards:
        if card < STAR_BASE:
            return card.suit
    return None


def strength(card: Card, trump: str | None, lead: str | None) -> tuple[int, int]:
    """Return the card's (tier, rank) in a trick with this trump and lead suit."""
    if card.is_interrobang:
        return (3, 0)
    if card.is_naught:
        return (1, 0) if lead is None else (0, 0)
    if card.is_star:
        if lead is None:
            return (2, card.value * 2)
        return (4 if lead == trump else 2, card.value * 2)
    if card.suit == trump:
        return (4, card.value * 2 + 1)
    if card.suit == lead:
        return (2, card.value * 2 + 1)
    return (0, 0)


@functools.lru_cache(maxsize=64)
def strength_table(trump: str | None, lead: str | None) -> tuple[int, ...]:
    """Return every card's strength as one number (0: cannot win), by card code."""
    powers = [strength(Card.from_code(code), trump, lead) for code in range(CARD_COUNT)]
    return tuple(tier * 100 + rank if tier else 0 for tier, rank in powers)


def trick_winner(trick: Sequence[tuple[int, Card]], trump: str | None) -> int:
    """Return the seat that wins the (complete) trick of (seat, card) pairs."""
    table = strength_table(trump, lead_suit(card for _, card in trick))
    best_seat, best = None, 0
    for seat, card in trick:
        if table[card] > best:
            best_seat, best = seat, table[card]
    if best_seat is None:
        raise InternalRulesError(f"no card wins the trick {[str(c) for _, c in trick]}")
    return best_seat


def follow_reason(hand: Sequence[Card], card: Card, lead: str | None) -> str | None:
    """Return why ``card`` may not be played from ``hand`` now, or None if it may.

    A player holding a regular card of the lead suit plays one, or any special.
    (A special's ``code >> 3`` is 5, which is no suit index.)
    """
    if lead is None or card >= STAR_BASE or card.suit == lead:
        return None
    index = SUITS.index(lead)
    held = [c for c in hand if c >> 3 == index]
    if held:
        return f"must follow {lead} (holds {held[0]})"
    return None


def playable(hand: Sequence[Card], lead: str | None) -> tuple[Card, ...]:
    """Return the distinct cards of ``hand`` that may be played to a trick with this lead."""
    distinct = tuple(dict.fromkeys(hand))
    if lead is None:
        return distinct
    index = SUITS.index(lead)
    if not any(c >> 3 == index for c in hand):
        return distinct
    return tuple(c for c in distinct if c >> 3 == index or c >= STAR_BASE)
