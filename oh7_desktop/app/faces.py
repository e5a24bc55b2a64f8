"""What a card face shows, as data: each game's table describes its cards, :mod:`.cardart` draws them.

A :class:`Face` is a corner index (value text over a symbol), an ink colour, the paper and an
optional frame, and the centre art (a big symbol, a big text, a numbered star or a coloured
panel with the value). A :class:`FaceSet` turns a game's card text (its rulings' notation)
into faces; the art draws every pack in the same style, so a new game needs a face set, not
drawing code. The 52-card pack (Oh Hell, Seven Up) and Red7's pack are here; Oh 7 ?'s is its
table's (:mod:`oh7_desktop.app.tables.oh7.faces`).

>>> PACK52.face("TH", four_colour=True).index, PACK52.face("TH", four_colour=True).symbol
('10', '♥')
>>> RED7.face("3b", four_colour=True).centre, RED7.face("3b", four_colour=True).symbol
('panel', 'B')
>>> len(PACK52.cards()), len(RED7.cards())
(52, 49)
>>> PACK52.face("1H", four_colour=True)
Traceback (most recent call last):
...
oh7_desktop.app.faces.CardArtError: '1H' is not a card of the 52-card pack (expected e.g. AS, TH or 2C)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Literal

from oh7_desktop.app.colour_vision import contrast_ratio

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
FOUR_COLOURS_SAFE: dict[str, RGB] = {
    "S": (11, 0, 6), "H": (135, 34, 7), "C": (4, 132, 101), "D": (56, 69, 116), "F": (145, 69, 255),
}
"""The colour-safe suits (Options → Colour-safe cards), from ``tools/colour_palette_search.py``:
every two suits at least 20.7 CIEDE2000 apart for normal, protan, deutan and tritan vision
(four-colour: 24.7, 6.5, 6.6, 14.5); each at least 4.5:1 on the paper, as the text of a corner
index needs (the palette before, 28.4 apart, left ♣ and ✿ at 3.0:1; with every ink at 7:1 the
search's best is 12.9 apart)."""


TEXT_CONTRAST = 7.2
"""The contrast every text on a card reaches in the high-contrast look: WCAG AAA's 7:1 for text
(issue 26), with a little to spare for the edges a glyph is smoothed into."""
NEAR_BLACK: RGB = (20, 20, 24)
"""The text on a plate (18:1 on :data:`PAPER`)."""


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
    """Colour of the index and of the centre art (of the texts only where ``text_ink`` is None)."""
    centre: Centre = "symbol"
    """The centre art: the big ``symbol``, a big ``text``, a numbered gold ``star``, or a coloured
    ``panel`` holding the value (Red7)."""
    centre_text: str = ""
    """What a ``text``, ``star`` or ``panel`` centre shows."""
    paper: RGB = PAPER
    frame: RGB | None = None
    """An inner frame and edge band marking a special card (None: a plain card)."""
    filled: bool = False
    """The whole card is in its colour (Red7's colour-safe cards): ``paper`` is that colour."""
    text_ink: RGB | None = None
    """Ink of the texts (the value, a letter mark, a centre text) where it is not ``ink``: the
    high-contrast look's (:func:`legible`); a suit symbol, the centre symbol and the frame keep ``ink``."""
    plate: RGB | None = None
    """A plate of this colour behind the corner indices and the centre's value (None: none), for
    text no ink reaches :data:`TEXT_CONTRAST` on without it (the high-contrast look)."""


@dataclass(frozen=True)
class FaceSet:
    """One pack's faces: ``face(text, four_colour)`` for each card of ``cards()``."""

    name: str
    """Unique among packs (the art caches pictures by pack and card)."""
    cards: Callable[[], tuple[str, ...]]
    """Every card of the pack in its canonical order, in the game's notation."""
    describe: Callable[[str, bool], Face]
    """The face of a normalised card text; raises :class:`CardArtError` for a card not in the pack."""
    safe_inks: Mapping[RGB, RGB] = field(default_factory=dict, compare=False)
    """The colour-safe mode's ink for each ink of the pack (inks not listed stay as they are)."""
    safe_describe: Callable[[Face], Face] | None = field(default=None, compare=False)
    """The colour-safe mode's face made from the normal one, for a pack that changes more than its
    inks there (Red7's cards are filled with their colour); None: only the inks change."""

    def face(self, card: str, four_colour: bool, colour_safe: bool = False, high_contrast: bool = False) -> Face:
        """The face of ``card`` (any case, spaces around ignored); ``colour_safe`` swaps in the
        inks chosen to stay apart for colour-deficient vision (:data:`safe_inks`);
        ``high_contrast`` makes every text on it reach 7:1 (:func:`legible`)."""
        face = self.describe(str(card).strip().upper(), four_colour)
        if colour_safe and self.safe_describe is not None:
            face = self.safe_describe(face)
        elif colour_safe:
            frame = None if face.frame is None else self.safe_inks.get(face.frame, face.frame)
            face = replace(face, ink=self.safe_inks.get(face.ink, face.ink), frame=frame)
        return legible(face) if high_contrast else face

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


PACK52 = FaceSet("pack52", _pack52_cards, _pack52_face,
                 {FOUR_COLOURS[suit]: FOUR_COLOURS_SAFE[suit] for suit in SUITS52})


# -- Red7 ------------------------------------------------------------------------------------------
RED7_COLOURS: dict[str, RGB] = {
    "R": (206, 30, 38), "O": (232, 112, 20), "Y": (214, 170, 0), "G": (24, 140, 62),
    "B": (26, 110, 206), "I": (62, 44, 150), "V": (150, 48, 170),
}
"""Red7's rainbow, red (strongest) to violet; yellow darkened so it reads on white paper."""
RED7_ORDER = "ROYGBIV"
"""Red7's colour codes in the rulings' notation, strongest first."""
RED7_SAFE: dict[str, RGB] = {
    "R": (137, 30, 3), "O": (189, 128, 28), "Y": (255, 251, 0), "G": (6, 120, 110), "B": (132, 210, 228),
    "I": (46, 31, 123), "V": (149, 90, 252),
}
"""Red7's colour-safe rainbow (Options → Colour-safe cards), from ``tools/colour_palette_search.py``:
each card is filled with its colour (as the printed cards are) and its value and letter are
black or white, whichever reads better on it, so a colour need not be dark enough to read on
white paper (the constraint that held the inked faces at 15.6): every two colours at least 25.7
CIEDE2000 apart for normal, protan, deutan and tritan vision as drawn (default inks: 16.2, 5.9,
5.1, 12.4), each value at least 4.5:1 on its card, indigo darker and violet lighter as printed."""
INK_ON_COLOUR: tuple[RGB, RGB] = ((20, 20, 24), (255, 255, 255))
"""The two inks a value may take on a filled card: the one of higher contrast is used."""
# Each colour's corner mark is its letter, so that hue is never the only cue to a card's colour:
# the rulings' notation here (the English texts say "Green 6 (G)"), the player's language's letter
# at the table (:func:`red7_faces`: the French texts say "Vert 6 (Ve)").


def _red7_cards() -> tuple[str, ...]:
    return tuple(f"{value}{colour}" for colour in RED7_COLOURS for value in range(1, 8))


def _red7_face(text: str, four_colour: bool) -> Face:
    if len(text) != 2 or text[0] not in "1234567" or text[1] not in RED7_COLOURS:
        raise CardArtError(f"{text!r} is not a Red7 card (expected a value 1-7 and a colour ROYGBIV, e.g. 7R)")
    ink = RED7_COLOURS[text[1]]
    return Face(text[0], text[1], ink, "panel", text[0])


def readable_ink(paper: RGB) -> RGB:
    """Of :data:`INK_ON_COLOUR`, the one that contrasts most with ``paper`` (WCAG ratio).

    >>> readable_ink((255, 240, 0)), readable_ink((40, 20, 120))
    ((20, 20, 24), (255, 255, 255))
    """
    return max(INK_ON_COLOUR, key=lambda ink: contrast_ratio(ink, paper))


def legible_ink(ink: RGB, ground: RGB, target: float = TEXT_CONTRAST) -> RGB | None:
    """``ink`` taken toward black (or, lighter than ``ground``, toward white) in its own hue until
    it reaches ``target`` contrast on ``ground``; None if even black or white does not.

    >>> legible_ink((206, 22, 38), PAPER), legible_ink((20, 20, 24), PAPER), legible_ink((232, 112, 20), (189, 128, 28))
    ((169, 18, 31), (20, 20, 24), None)
    """
    lighter = contrast_ratio(ink, (255, 255, 255)) < contrast_ratio(ground, (255, 255, 255))
    end = (255, 255, 255) if lighter else (0, 0, 0)
    for step in range(101):
        t = step / 100
        shade = (round(ink[0] + (end[0] - ink[0]) * t), round(ink[1] + (end[1] - ink[1]) * t),
                 round(ink[2] + (end[2] - ink[2]) * t))
        if contrast_ratio(shade, ground) >= target:
            return shade
    return None


def legible(face: Face) -> Face:
    """The high-contrast look's ``face``: every text on it at least :data:`TEXT_CONTRAST` on what it
    is drawn on (WCAG AAA, issue 26), its colours kept where they are not text.

    The value, a letter mark and a centre text take the card's ink deepened (or lightened) in its
    own hue until they reach it on the paper; a suit symbol, the centre symbol and the frame keep
    the ink (graphics, for which WCAG asks 3:1: the colour-safe suits' distances are kept). A
    filled card (Red7's colour-safe ones) and Red7's coloured panel hold their texts on plates of
    paper, as no ink reaches 7:1 on every one of their colours.
    """
    if face.filled:
        return replace(face, text_ink=NEAR_BLACK, plate=PAPER)
    text_ink = legible_ink(face.ink, face.paper) or NEAR_BLACK
    return replace(face, text_ink=text_ink, plate=PAPER if face.centre == "panel" else None)


def _red7_safe_face(face: Face) -> Face:
    """A colour-safe Red7 face: the whole card in its colour-safe colour, value and letter in the
    ink that reads on it, the value large in the centre (no panel: the card is the panel)."""
    colour = next(code for code, ink in RED7_COLOURS.items() if ink == face.ink)  # a language's mark is no code
    paper = RED7_SAFE[colour]
    return Face(face.index, face.symbol, readable_ink(paper), "text", face.index, paper=paper, filled=True)


RED7 = FaceSet("red7", _red7_cards, _red7_face, {RED7_COLOURS[c]: RED7_SAFE[c] for c in RED7_COLOURS},
               _red7_safe_face)


@lru_cache(maxsize=8)
def _red7_marked(marks: tuple[str, ...]) -> FaceSet:
    def describe(text: str, four_colour: bool) -> Face:
        face = _red7_face(text, four_colour)
        return replace(face, symbol=marks[RED7_ORDER.index(text[1])])

    return FaceSet("red7-" + "-".join(marks), _red7_cards, describe, RED7.safe_inks, _red7_safe_face)


def red7_faces(marks: Mapping[str, str] | None = None) -> FaceSet:
    """Red7's faces with each colour's corner mark the letter the player reads in their language
    (``marks``: colour code -> letter, as the catalogs' ``red7.letter.*`` give it; the French cards
    say J for jaune, Ve and Vi for vert and violet); None or the rulings' own letters: :data:`RED7`.

    >>> red7_faces({"R": "R", "O": "O", "Y": "J", "G": "Ve", "B": "B", "I": "I", "V": "Vi"}).face("4G", True).symbol
    'Ve'
    >>> red7_faces({c: c for c in RED7_ORDER}) is RED7
    True
    """
    letters = tuple(RED7_ORDER if marks is None else (marks.get(code) or code for code in RED7_ORDER))
    return RED7 if letters == tuple(RED7_ORDER) else _red7_marked(letters)


def card_text(card: str) -> str:
    """A 52-card pack's card in the player's symbols: ``QS`` -> ``Q♠``, ``TH`` -> ``10♥``.

    >>> card_text("TH"), card_text(" QS"), card_text("?")
    ('10♥', 'Q♠', '?')
    """
    card = card.strip()
    if len(card) != 2:
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_GLYPHS.get(card[1], card[1])


__all__ = ["CardArtError", "FOUR_COLOURS", "FOUR_COLOURS_SAFE", "Face", "FaceSet", "PACK52", "PAPER", "RED7", "RED7_COLOURS",
           "RED7_SAFE", "SUIT_GLYPHS", "TEXT_CONTRAST", "TWO_COLOURS", "card_text", "legible", "legible_ink",
           "red7_faces"]
