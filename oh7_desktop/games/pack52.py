"""The standard 52-card pack of Oh Hell and Seven Up, in their rulings' notation.

A card is an ``int`` subclass whose integer is its code ``suit * 13 + rank``: suits in the
order ``S H D C`` (0-3), ranks ``2 3 4 5 6 7 8 9 T J Q K A`` (0-12, ace high). The pack's
canonical order (the order a seeded shuffle starts from) is by code: ``2S 3S … AS 2H … AC``.

>>> Card.from_str("th"), Card.from_str("AS").rank_char, Card.from_str("2c").suit
(Card('TH'), 'A', 'C')
>>> int(Card.from_str("AS")), len(PACK), str(PACK[-1])
(12, 52, 'AC')
>>> Card.from_str("1H")
Traceback (most recent call last):
...
oh7_desktop.games.pack52.CardError: '1H' is not a card (expected rank then suit, e.g. AS, TH, 2C)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from .interface import GameError
from .tricks import standard_power

SUITS: Final = "SHDC"
RANKS: Final = "23456789TJQKA"
SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_OF: Final = tuple(code // 13 for code in range(52))
"""Suit index by card code (for :mod:`oh7_desktop.games.tricks`)."""
RANK_OF: Final = tuple(code % 13 for code in range(52))
"""Rank index by card code: 0 for a 2 … 12 for an ace."""


class CardError(GameError):
    """Text that is not a card of the pack."""


def _short(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Card(int):
    """One card of the 52-card pack; its ``int`` value is its code."""

    __slots__ = ()

    @classmethod
    def from_code(cls, code: int) -> Card:
        """Return the card with this code (0-51)."""
        if not 0 <= code < 52:
            raise CardError(f"no card has code {code}")
        return PACK[code]

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``AS``, ``th``, ``2C`` (case-insensitive)."""
        card = _BY_TEXT.get(text.upper()) if isinstance(text, str) else None
        if card is None:
            raise CardError(f"{_short(text)} is not a card (expected rank then suit, e.g. AS, TH, 2C)")
        return card

    @property
    def suit(self) -> str:
        """The suit letter: ``S``, ``H``, ``D`` or ``C``."""
        return SUITS[int(self) // 13]

    @property
    def rank(self) -> int:
        """The rank index: 0 for a 2 … 12 for an ace."""
        return int(self) % 13

    @property
    def rank_char(self) -> str:
        """The rank as written: ``2`` … ``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANKS[int(self) % 13]

    @property
    def symbol(self) -> str:
        """The card as a player reads it: ``10♥``, ``A♠``."""
        rank = "10" if self.rank_char == "T" else self.rank_char
        return f"{rank}{SUIT_SYMBOLS[self.suit]}"

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card({_TEXT[int(self)]!r})"


_TEXT: Final = tuple(RANKS[code % 13] + SUITS[code // 13] for code in range(52))
PACK: Final = tuple(int.__new__(Card, code) for code in range(52))
"""Every card in canonical order (by code)."""
_BY_TEXT: Final = {text: PACK[code] for code, text in enumerate(_TEXT)}


@lru_cache(maxsize=None)
def trick_power(trump: int, lead: int) -> tuple[int, ...]:
    """Return every card's power (by code) in a trick with this trump and lead suit (suit
    indices, :data:`~oh7_desktop.games.tricks.NO_SUIT` for none): the highest trump wins,
    else the highest card of the lead suit; 0 cannot win.

    >>> power = trick_power(trump=SUITS.index("H"), lead=SUITS.index("S"))
    >>> power[int(Card.from_str("2H"))] > power[int(Card.from_str("AS"))] > power[int(Card.from_str("KS"))]
    True
    >>> from oh7_desktop.games.tricks import NO_SUIT
    >>> trick_power(NO_SUIT, SUITS.index("S"))[int(Card.from_str("AD"))]
    0
    """
    return standard_power(RANK_OF, SUIT_OF, trump, lead)


def cards_from(texts: object, where: str) -> tuple[Card, ...]:
    """Parse a list of card texts from a record; raise :class:`CardError` naming ``where``."""
    if not isinstance(texts, list):
        raise CardError(f"{where}: expected a list of cards")
    try:
        return tuple(Card.from_str(t) for t in texts)
    except CardError as error:
        raise CardError(f"{where}: {error}") from None
