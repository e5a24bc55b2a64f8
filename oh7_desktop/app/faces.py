"""What a card face shows, as data: each game's table describes its cards, :mod:`.cardart` draws them.

A :class:`Face` is a corner index (value text over a symbol), an ink colour, the paper and an
optional frame, and the centre art (a big symbol, a big text, a numbered star or a coloured
panel with the value). A :class:`FaceSet` turns a game's card text (its rulings' notation)
into faces; the art draws every pack in the same style, so a new game needs a face set, not
drawing code. The 52-card pack (Oh Hell, Seven Up) and Red7's pack are here; Oh 7 ?'s is its
table's (:mod:`oh7_desktop.app.tables.oh7.faces`).

>>> PACK52.face("TH", four_colour=True).index, PACK52.face("TH", four_colour=True).symbol
('10', '♥')
>>> RED7.face("3b", four_colour=True).centre, len(PACK52.cards()), len(RED7.cards())
('panel', 52, 49)
>>> PACK52.face("1H", four_colour=True)
Traceback (most recent call last):
...
oh7_desktop.app.faces.CardArtError: '1H' is not a card of the 52-card pack (expected e.g. AS, TH or 2C)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

RGB = tuple[int, int, int]
Centre = Literal["symbol", "text", "star", "panel"]

PAPER: RGB = (252, 251, 246)
SUIT_GLYPHS: dict[str, str] = {"S": "♠", "H": "♥", "C": "♣", "D": "♦", "F": "✿"}
FOUR_COLOURS: dict[str, RGB] = {
    "S": (24, 24, 30), "H": (206, 22, 38), "C": (16, 128, 56), "D": (22, 86, 204), "F": (160, 36, 170),
}
TWO_COLOURS: dict[str, RGB] = {
    "S": (24, 24, 30), "H": (206, 22, 38), "C": (24, 24, 30), "D": (206, 22, 38), "F": (160, 36, 170),
}


class CardArtError(ValueError):
    """Raised for card text that is not a card of the pack asked for."""


@dataclass(frozen=True)
class Face:
    """Everything drawn on one card face."""

    index: str
    """The corner's value line (``7``, ``10``, ``A``, ``Ø``)."""
    symbol: str
    """The corner's symbol line under it (``♥``, ``★``; empty for none)."""
    ink: RGB
    """Colour of the index and of the centre art."""
    centre: Centre = "symbol"
    """The centre art: the big ``symbol``, a big ``text``, a numbered gold ``star``, or a coloured
    ``panel`` holding the value (Red7)."""
    centre_text: str = ""
    """What a ``text``, ``star`` or ``panel`` centre shows."""
    paper: RGB = PAPER
    frame: RGB | None = None
    """An inner frame and edge band marking a special card (None: a plain card)."""


@dataclass(frozen=True)
class FaceSet:
    """One pack's faces: ``face(text, four_colour)`` for each card of ``cards()``."""

    name: str
    """Unique among packs (the art caches pictures by pack and card)."""
    cards: Callable[[], tuple[str, ...]]
    """Every card of the pack in its canonical order, in the game's notation."""
    describe: Callable[[str, bool], Face]
    """The face of a normalised card text; raises :class:`CardArtError` for a card not in the pack."""

    def face(self, card: str, four_colour: bool) -> Face:
        """The face of ``card`` (any case, spaces around ignored)."""
        return self.describe(str(card).strip().upper(), four_colour)

    def normalise(self, card: str) -> str:
        """The card's text as cached (upper case); raise :class:`CardArtError` if not a card."""
        text = str(card).strip().upper()
        self.describe(text, True)
        return text


# -- the 52-card pack (Oh Hell, Seven Up) ----------------------------------------------------------
RANKS52 = "23456789TJQKA"
SUITS52 = "SHDC"


def _pack52_cards() -> tuple[str, ...]:
    return tuple(rank + suit for suit in SUITS52 for rank in RANKS52)


def _pack52_face(text: str, four_colour: bool) -> Face:
    if len(text) != 2 or text[0] not in RANKS52 or text[1] not in SUITS52:
        raise CardArtError(f"{text!r} is not a card of the 52-card pack (expected e.g. AS, TH or 2C)")
    rank, suit = text[0], text[1]
    ink = (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]
    index = "10" if rank == "T" else rank
    if rank in "JQKA":
        # Court cards and aces: the letter large in the centre, framed in the suit's colour.
        return Face(index, SUIT_GLYPHS[suit], ink, "text", index, frame=ink if rank != "A" else None)
    return Face(index, SUIT_GLYPHS[suit], ink)


PACK52 = FaceSet("pack52", _pack52_cards, _pack52_face)


# -- Red7 ------------------------------------------------------------------------------------------
RED7_COLOURS: dict[str, RGB] = {
    "R": (206, 30, 38), "O": (232, 112, 20), "Y": (214, 170, 0), "G": (24, 140, 62),
    "B": (26, 110, 206), "I": (62, 44, 150), "V": (150, 48, 170),
}
"""Red7's rainbow, red (strongest) to violet; yellow darkened so it reads on white paper."""
RED7_MARK = "●"


def _red7_cards() -> tuple[str, ...]:
    return tuple(f"{value}{colour}" for colour in RED7_COLOURS for value in range(1, 8))


def _red7_face(text: str, four_colour: bool) -> Face:
    if len(text) != 2 or text[0] not in "1234567" or text[1] not in RED7_COLOURS:
        raise CardArtError(f"{text!r} is not a Red7 card (expected a value 1-7 and a colour ROYGBIV, e.g. 7R)")
    ink = RED7_COLOURS[text[1]]
    return Face(text[0], RED7_MARK, ink, "panel", text[0])


RED7 = FaceSet("red7", _red7_cards, _red7_face)

__all__ = ["CardArtError", "FOUR_COLOURS", "Face", "FaceSet", "PACK52", "PAPER", "RED7", "RED7_COLOURS",
           "SUIT_GLYPHS", "TWO_COLOURS"]
