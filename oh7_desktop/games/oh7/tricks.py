"""Who must follow what, and who wins a trick (rulings, "Tricks"), on the shared
trick-taking rules of :mod:`oh7_desktop.games.tricks`.

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
from typing import Final

from .. import tricks as shared
from ..interface import Reason

from .cards import CARD_COUNT, STAR_BASE, SUITS, Card


class InternalRulesError(shared.NoWinner):
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
    try:
        return shared.trick_winner(trick, table)
    except shared.NoWinner:
        raise InternalRulesError(f"no card wins the trick {[str(c) for _, c in trick]}") from None


WIN_CODES: Final = {4: "won_trump", 3: "won_interrobang", 2: "won_lead", 1: "won_naught"}
"""Why a trick's winner won, by the strength tier of its card (see the module's docstring)."""


def win_reason(trick: Sequence[tuple[int, Card]], trump: str | None) -> Reason:
    """Return who won the (complete) trick and why, as a reason code with its arguments:
    ``won_trump`` (the highest trump), ``won_interrobang`` (the ? with no trump played),
    ``won_lead`` (the highest card of the led suit) or ``won_naught`` (the N, nothing led).

    >>> from .cards import Card
    >>> c = Card.from_str
    >>> win_reason([(0, c("5C")), (1, c("2H")), (2, c("7C"))], trump="H")
    won_trump(seat=1, card=2H, suit=H)
    >>> win_reason([(0, c("5C")), (1, c("2S")), (2, c("7C"))], trump="H")
    won_lead(seat=2, card=7C, suit=C)
    """
    winner = trick_winner(trick, trump)
    card = next(card for seat, card in trick if seat == winner)
    lead = lead_suit(card for _, card in trick)
    tier = strength(card, trump, lead)[0]
    suit = trump if tier == 4 else lead
    return Reason.of(WIN_CODES[tier], seat=winner, card=str(card), suit=suit or "")


SUIT_OF: Final = tuple(code >> 3 if code < STAR_BASE else shared.NO_SUIT for code in range(CARD_COUNT))
"""Each card's suit index (specials: none, so they may always be played)."""


def follow_reason(hand: Sequence[Card], card: Card, lead: str | None) -> Card | None:
    """Return a card of the lead suit that forbids playing ``card`` from ``hand`` now (the
    player must follow), or None if ``card`` may be played.

    A player holding a regular card of the lead suit plays one, or any special.
    """
    if lead is None:
        return None
    problem = shared.follow_problem(hand, card, SUITS.index(lead), SUIT_OF)
    return None if problem is None else Card.from_code(problem[1])


def playable(hand: Sequence[Card], lead: str | None) -> tuple[Card, ...]:
    """Return the distinct cards of ``hand`` that may be played to a trick with this lead."""
    if lead is None:
        return tuple(dict.fromkeys(hand))
    return shared.follow_choices(hand, SUITS.index(lead), SUIT_OF)  # type: ignore[return-value]
