"""Cards, suits and decks of Oh 7 ?, in the notation of the rulings.

A card is a small value: an ``int`` subclass whose integer is the card's *code*, so
the bots' fast simulator can work on plain ints while everything else reads cards.

Codes: a regular card is ``suit_index * 8 + value`` (0-39, suits in priority order
S H C D F); the stars ``1*``..``4*`` are 40-43; the naught ``N`` is 44; the ``?`` is 45.
The two ``N`` copies are the same value: hands are multisets.

>>> Card.from_str("3h")
Card('3H')
>>> str(Card.from_str("2*")), str(Card.from_str("n")), str(Card.from_str("?"))
('2*', 'N', '?')
>>> Card.from_str("7F").suit, Card.from_str("7F").value
('F', 7)
>>> len(deck("advanced", 6)), len(deck("base", 2))
(47, 24)
"""

from __future__ import annotations

from typing import Final

SUITS: Final = "SHCDF"
"""Regular suits, highest priority first: ♠ ♥ ♣ ♦ ✿ (Flowers)."""

SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "C": "♣", "D": "♦", "F": "✿"}
STAR_BASE: Final = 40
NAUGHT_CODE: Final = 44
INTERROBANG_CODE: Final = 45
CARD_COUNT: Final = 46
MODES: Final = ("base", "advanced")


class CardError(ValueError):
    """Raised for text that is not a card in the rulings' notation."""


def shown(value: object, limit: int = 40) -> str:
    """Return ``repr(value)`` cut to ``limit`` characters, for one-line error messages.

    >>> shown("x" * 100, 10)
    "'xxxxxxxx…"
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Card(int):
    """One card; its ``int`` value is its code (see the module docstring)."""

    __slots__ = ()

    @classmethod
    def from_code(cls, code: int) -> Card:
        """Return the card with this code (0-45)."""
        if not 0 <= code < CARD_COUNT:
            raise CardError(f"no card has code {code}")
        return _BY_CODE[code]

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``3H``, ``1*``, ``N`` or ``?`` (case-insensitive)."""
        card = _BY_TEXT.get(text.upper()) if isinstance(text, str) else None
        if card is None:
            raise CardError(f"{shown(text)} is not a card (expected e.g. 3H, 1*, N or ?)")
        return card

    @property
    def is_regular(self) -> bool:
        """True for a card of one of the five suits."""
        return int(self) < STAR_BASE

    @property
    def is_star(self) -> bool:
        """True for ``1*``..``4*``."""
        return STAR_BASE <= int(self) < NAUGHT_CODE

    @property
    def is_naught(self) -> bool:
        """True for ``N`` (Ø)."""
        return int(self) == NAUGHT_CODE

    @property
    def is_interrobang(self) -> bool:
        """True for ``?``."""
        return int(self) == INTERROBANG_CODE

    @property
    def is_special(self) -> bool:
        """True for every card that is not regular."""
        return int(self) >= STAR_BASE

    @property
    def suit(self) -> str | None:
        """The regular suit letter, or None for a special card."""
        return SUITS[int(self) >> 3] if int(self) < STAR_BASE else None

    @property
    def value(self) -> int:
        """The face value: 0-7 for regular cards, 1-4 for stars, 0 for ``N`` and ``?``."""
        code = int(self)
        if code < STAR_BASE:
            return code & 7
        if code < NAUGHT_CODE:
            return code - STAR_BASE + 1
        return 0

    @property
    def bet_value(self) -> int | None:
        """The number of tricks this card bets, or None for ``?`` (never a bet)."""
        return None if self.is_interrobang else self.value

    @property
    def symbol(self) -> str:
        """The card as a player reads it: ``3♥``, ``2★``, ``Ø``, ``?``."""
        if self.is_regular:
            return f"{self.value}{SUIT_SYMBOLS[self.suit or 'S']}"
        if self.is_star:
            return f"{self.value}★"
        return "Ø" if self.is_naught else "?"

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card({_TEXT[int(self)]!r})"


def _card_text(code: int) -> str:
    if code < STAR_BASE:
        return f"{code & 7}{SUITS[code >> 3]}"
    if code < NAUGHT_CODE:
        return f"{code - STAR_BASE + 1}*"
    return "N" if code == NAUGHT_CODE else "?"


_TEXT: Final = tuple(_card_text(code) for code in range(CARD_COUNT))
_BY_CODE: Final = tuple(int.__new__(Card, code) for code in range(CARD_COUNT))
_BY_TEXT: Final = {text: _BY_CODE[code] for code, text in enumerate(_TEXT)}

VALUES: Final = tuple(_BY_CODE[code].value for code in range(CARD_COUNT))
"""Each card's face value by code (for the int-based fast paths)."""
STARS: Final = tuple(_BY_CODE[STAR_BASE + i] for i in range(4))
NAUGHT: Final = _BY_CODE[NAUGHT_CODE]
INTERROBANG: Final = _BY_CODE[INTERROBANG_CODE]


def player_limits(mode: str) -> tuple[int, int]:
    """Return the (fewest, most) players a mode allows."""
    if mode == "base":
        return (2, 5)
    if mode == "advanced":
        return (3, 6)
    raise CardError(f"unknown mode {shown(mode)} (expected 'base' or 'advanced')")


def deck_suits(mode: str, players: int) -> str:
    """Return the regular suits in play: base P suits (two players: 3), advanced P-1."""
    low, high = player_limits(mode)
    if not low <= players <= high:
        raise CardError(f"the {mode} game is for {low} to {high} players, not {players}")
    if mode == "advanced":
        return SUITS[: players - 1]
    return SUITS[: max(players, 3)]


def deck(mode: str, players: int) -> tuple[Card, ...]:
    """Return the deck in its canonical order: suits by priority, values 0-7, then specials.

    The specials (advanced only) come as ``1* 2* 3* 4* N N ?``.
    """
    cards = [_BY_CODE[i * 8 + v] for i in range(len(deck_suits(mode, players))) for v in range(8)]
    if mode == "advanced":
        cards += [*STARS, NAUGHT, NAUGHT, INTERROBANG]
    return tuple(cards)


def cards_str(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Return the cards in notation, for records and messages."""
    return [str(card) for card in cards]
