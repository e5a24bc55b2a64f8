"""Red7's 49 cards in the rulings' notation, and palettes as bit masks.

A card is an ``int`` subclass whose integer is its *code*: ``(value - 1) * 7 + (6 - colour)``
with colours indexed ``R O Y G B I V`` = 0..6. Codes therefore run from the weakest card
(``1V`` = 0) to the strongest (``7R`` = 48), so comparing codes compares cards exactly as the
rulings do (value first, then colour, red highest), and a set of cards is a 49-bit mask whose
highest set bit is its highest card.

>>> Card.parse("6r") > Card.parse("6O") > Card.parse("5R")
True
>>> c = Card.parse("3B"); (c.value, c.colour, int(c), c)
(3, 'B', 16, Card('3B'))
>>> cards_of(mask_of([Card.parse("7R"), Card.parse("1V")]))
(Card('1V'), Card('7R'))
>>> len(PACK), str(PACK[0]), str(PACK[-1])
(49, '1R', '7V')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

COLOURS: Final = "ROYGBIV"
"""The seven colours, strongest first (the rainbow from red)."""

COLOUR_NAMES: Final = {"R": "red", "O": "orange", "Y": "yellow", "G": "green", "B": "blue",
                       "I": "indigo", "V": "violet"}
CARD_COUNT: Final = 49
VALUES: Final = range(1, 8)


class CardError(ValueError):
    """Raised for text that is not a card in the rulings' notation."""


def shown(value: object, limit: int = 40) -> str:
    """Return ``repr(value)`` cut to ``limit`` characters, for one-line error messages."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Card(int):
    """One card; its ``int`` value is its code (see the module docstring)."""

    __slots__ = ()

    @classmethod
    def of(cls, code: int) -> Card:
        """Return the card with this code (0-48)."""
        if not 0 <= code < CARD_COUNT:
            raise CardError(f"no card has code {code}")
        return BY_CODE[code]

    @classmethod
    def parse(cls, text: object) -> Card:
        """Parse ``7R``, ``1v``... (value then colour, case-insensitive)."""
        card = _BY_TEXT.get(text.upper()) if isinstance(text, str) else None
        if card is None:
            raise CardError(f"{shown(text)} is not a card (expected a value 1-7 and a colour "
                            f"of {COLOURS}, e.g. 7R)")
        return card

    @property
    def value(self) -> int:
        """The number on the card, 1-7."""
        return int(self) // 7 + 1

    @property
    def colour_index(self) -> int:
        """The colour's rank, 0 (red, strongest) to 6 (violet)."""
        return 6 - int(self) % 7

    @property
    def colour(self) -> str:
        """The colour's letter, one of ``ROYGBIV``: also the rule this card sets on the canvas."""
        return COLOURS[6 - int(self) % 7]

    @property
    def bit(self) -> int:
        """This card's bit in a mask."""
        return 1 << int(self)

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card({_TEXT[int(self)]!r})"


def code_of(value: int, colour: str) -> int:
    """Return the code of the card of this value (1-7) and colour letter."""
    return (value - 1) * 7 + 6 - COLOURS.index(colour)


_TEXT: Final = tuple(f"{code // 7 + 1}{COLOURS[6 - code % 7]}" for code in range(CARD_COUNT))
BY_CODE: Final = tuple(int.__new__(Card, code) for code in range(CARD_COUNT))
"""Every card, indexed by code (the shared instances)."""
_BY_TEXT: Final = {text: BY_CODE[code] for code, text in enumerate(_TEXT)}

PACK: Final = tuple(BY_CODE[code_of(v, c)] for v in VALUES for c in COLOURS)
"""The canonical order of the pack (dealing starts from it): values 1 to 7, and within a value
the colours ``R O Y G B I V``."""

FULL_MASK: Final = (1 << CARD_COUNT) - 1


def mask_of(cards: Iterable[int]) -> int:
    """Return the mask of a set of cards (or codes)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """Return the cards of a mask, weakest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(BY_CODE[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def cards_str(cards: Iterable[Card]) -> list[str]:
    """Return the cards in notation, for records and messages."""
    return [str(card) for card in cards]


__all__ = ["BY_CODE", "CARD_COUNT", "COLOURS", "COLOUR_NAMES", "Card", "CardError", "FULL_MASK",
           "PACK", "cards_of", "cards_str", "code_of", "mask_of", "shown"]
