"""Oh 7 ?'s card faces: values 0-7 in five suits, the numbered stars ★, the naught Ø and the ?.

Cards are named in the rulings' notation (``3H``, ``1*``, ``N``, ``?``); the specials are each
visibly special (a tinted paper and a coloured frame) and none looks like a suit.

>>> OH7.face("2*", True).centre, OH7.face("n", True).index, len(OH7.cards())
('star', 'Ø', 46)
"""

from __future__ import annotations

import re

from oh7_desktop.app.faces import FOUR_COLOURS, FOUR_COLOURS_SAFE, PAPER, SUIT_GLYPHS, TWO_COLOURS, CardArtError, Face, FaceSet, RGB

STAR_STYLE: tuple[RGB, RGB, RGB] = ((150, 100, 0), (255, 244, 206), (214, 160, 20))
NAUGHT_STYLE: tuple[RGB, RGB, RGB] = ((84, 98, 116), (230, 235, 241), (120, 136, 156))
QUERY_STYLE: tuple[RGB, RGB, RGB] = ((0, 122, 128), (222, 245, 244), (0, 150, 156))
"""Specials: (ink, paper tint, frame)."""

_CARD_RE = re.compile(r"^(?:[0-7][SHCDF]|[1-4]\*|N|\?)$")


def _cards() -> tuple[str, ...]:
    return tuple(f"{v}{s}" for s in "SHCDF" for v in range(8)) + ("1*", "2*", "3*", "4*", "N", "?")


def _face(text: str, four_colour: bool) -> Face:
    if not _CARD_RE.match(text):
        raise CardArtError(f"{text!r} is not a card (expected e.g. 3H, 1*, N or ?)")
    if text.endswith("*"):
        ink, paper, frame = STAR_STYLE
        return Face(text[0], "★", ink, "star", text[0], paper, frame)
    if text in ("N", "?"):
        ink, paper, frame = NAUGHT_STYLE if text == "N" else QUERY_STYLE
        shown = "Ø" if text == "N" else "?"
        return Face(shown, "", ink, "text", shown, paper, frame)
    ink = (FOUR_COLOURS if four_colour else TWO_COLOURS)[text[1]]
    return Face(text[0], SUIT_GLYPHS[text[1]], ink, "symbol", "", PAPER)


OH7 = FaceSet("oh7", _cards, _face, {FOUR_COLOURS[suit]: FOUR_COLOURS_SAFE[suit] for suit in "SHCDF"})


def suit_colour(suit: str, four_colour: bool, colour_safe: bool = False) -> RGB:
    """The ink of a suit letter (S H C D F) or a special (``*``, ``N``, ``?``), as the cards draw it."""
    specials = {"*": STAR_STYLE[0], "N": NAUGHT_STYLE[0], "?": QUERY_STYLE[0]}
    if suit.upper() in specials:
        return specials[suit.upper()]
    ink = (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit.upper()]
    return OH7.safe_inks.get(ink, ink) if colour_safe else ink
