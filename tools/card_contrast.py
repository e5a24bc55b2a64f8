"""Measure the contrast of every text and symbol on every card face, from renders, in the high-contrast look.

Usage: ``.venv/bin/python tools/card_contrast.py [--normal] [--width 60,110] [--all]``

``tools/contrast_report.py`` measures the lines of text the screens record; the texts on the cards
(corner values ``7``/``10``/``A``, suit symbols, Red7's colour letters, the values on its panels,
court letters, Oh 7 ?'s stars, Ø and ?) are drawn by :mod:`oh7_desktop.app.cardart` and measured
here. For each pack (Oh 7 ?, the 52-card pack of Oh Hell and Seven Up, Red7 in English and with its
French letters) and mode (four-colour, classic two-colour, colour-safe; Red7: normal, colour-safe)
it renders every face, then each face again with one of its texts left out: the pixels that
change are that text, the face without it is its ground. The ratio is WCAG's, between the text's
pixel farthest from its ground and the ground's median under it. A letter or a digit is text and
wants 7:1 (issue 26, WCAG AAA); a suit symbol (♠ ♥ ♣ ♦ ✿ ★) is a graphic and wants 3:1 (WCAG's
non-text contrast). It prints each pack and mode's smallest ratio of text and of symbols, with the
card, and (``--all``) every text under its target. Exit status 1 if one is under its target.
``--normal`` measures the normal look instead (no target: the figures only).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app import contrast, fonts
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.contrast import luminance
from oh7_desktop.app.faces import PACK52, RED7, FaceSet, red7_faces
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tables.oh7.faces import OH7
from oh7_desktop.app.tables.red7.card_words import letters

TEXT_TARGET = 7.0
"""Issue 26: every text in the high-contrast look at least 7:1 (WCAG AAA)."""
SYMBOL_TARGET = 3.0
"""WCAG's non-text contrast, for a suit symbol (a graphic)."""
MODES: dict[str, tuple[bool, bool]] = {"four-colour": (True, False), "two-colour": (False, False),
                                       "colour-safe": (True, True)}
"""Each mode's (four_colour, colour_safe)."""
RED7_MODES = ("four-colour", "colour-safe")
"""Red7 has no two-colour pack: its normal faces are measured once (four_colour changes nothing)."""


def packs() -> dict[str, tuple[FaceSet, tuple[str, ...]]]:
    """Each pack measured, with the modes it is drawn in."""
    red7_fr = red7_faces(letters(Translator("fr")))
    return {"oh7": (OH7, tuple(MODES)), "pack52 (oh-hell, seven-up)": (PACK52, tuple(MODES)),
            "red7": (RED7, RED7_MODES), "red7 (fr)": (red7_fr, RED7_MODES)}


class Text(NamedTuple):
    """One text drawn on a face and its contrast on what it is drawn on (None: nothing drawn)."""

    card: str
    content: str
    ratio: float | None

    @property
    def is_text(self) -> bool:
        """A letter or a digit (or ``?``) is text; a suit symbol is a graphic."""
        return any(ch.isalnum() or ch == "?" for ch in self.content)

    @property
    def target(self) -> float:
        """The least contrast this text wants."""
        return TEXT_TARGET if self.is_text else SYMBOL_TARGET


class _Blank(pygame.Surface):
    """A text left out: transparent, but as large (and as wide in ink) as the text it stands for,
    so that the face is laid out as with it."""

    def __init__(self, picture: pygame.Surface) -> None:
        super().__init__(picture.get_size(), pygame.SRCALPHA)
        self._ink = picture.get_bounding_rect()

    def get_bounding_rect(self, *args: Any, **kwargs: Any) -> pygame.Rect:
        """The left-out text's ink (:func:`oh7_desktop.app.cardart.centre_text` sizes by it)."""
        return self._ink.copy()


@contextmanager
def _texts_left_out(skip: int | None, seen: list[str]) -> Iterator[None]:
    """While open, the card art's ``skip``-th text (counted from 0 per face, None: none) is left
    out; every text asked for is appended to ``seen``."""
    real = fonts.card_text

    def card_text(content: str, size_px: int, colour: Any, bold: bool = False) -> pygame.Surface:
        picture = real(content, size_px, colour, bold)
        seen.append(content)
        return _Blank(picture) if len(seen) - 1 == skip else picture

    fonts.card_text = card_text  # type: ignore[assignment]
    try:
        yield
    finally:
        fonts.card_text = real


def _render(pack: FaceSet, card: str, width: int, mode: str, skip: int | None) -> tuple[bytes, list[str]]:
    four_colour, colour_safe = MODES[mode]
    seen: list[str] = []
    with _texts_left_out(skip, seen):
        face = CardArt(pack, four_colour, colour_safe=colour_safe).face(card, width)  # a new art: nothing cached
    return pygame.image.tobytes(face, "RGBA"), seen


def _ratio(full: bytes, ground: bytes) -> float | None:
    """WCAG ratio between the pixels that differ (the text) and the ground under them."""
    changed = [i for i in range(0, len(full), 4) if full[i:i + 3] != ground[i:i + 3]]
    if not changed:
        return None
    under = statistics.median(luminance((ground[i], ground[i + 1], ground[i + 2])) for i in changed)
    text = max((luminance((full[i], full[i + 1], full[i + 2])) for i in changed), key=lambda v: abs(v - under))
    high, low = max(text, under), min(text, under)
    return (high + 0.05) / (low + 0.05)


def face_texts(pack: FaceSet, card: str, width: int, mode: str) -> list[Text]:
    """Every text drawn on ``card``'s face at ``width`` px in ``mode``, each with its contrast."""
    full, seen = _render(pack, card, width, mode, None)
    found = []
    for k, content in enumerate(seen):
        ground, _ = _render(pack, card, width, mode, k)
        found.append(Text(card, content, _ratio(full, ground)))
    return found


def measure(width: int, high: bool = True) -> dict[str, dict[str, list[Text]]]:
    """Every text of every pack in every mode (pack -> mode -> texts), in the high-contrast look or not."""
    pygame.display.init()
    was = contrast.high()
    contrast.set_high(high)
    try:
        return {name: {mode: [text for card in pack.cards() for text in face_texts(pack, card, width, mode)]
                       for mode in modes} for name, (pack, modes) in packs().items()}
    finally:
        contrast.set_high(was)


def least(texts: list[Text], is_text: bool) -> Text | None:
    """Of ``texts``, the text (or symbol) of smallest contrast (None: none drawn)."""
    drawn = [t for t in texts if t.is_text == is_text and t.ratio is not None]
    return min(drawn, key=lambda t: t.ratio or 0.0) if drawn else None


def misses(data: dict[str, dict[str, list[Text]]]) -> list[str]:
    """Every text under its target, one line each (none: met)."""
    return [f"{pack} {mode} {width_free(t)}" for pack, modes in data.items() for mode, texts in modes.items()
            for t in texts if t.ratio is not None and t.ratio < t.target]


def width_free(text: Text) -> str:
    """One text as a report line: card, content, ratio and target."""
    return f"{text.card} {text.content!r} {text.ratio:.2f}:1 (wants {text.target:.0f}:1)"


def main(argv: list[str] | None = None) -> int:
    """Print each pack and mode's smallest ratios, at each width asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--width", default="60,110", help="card widths in pixels (default 60,110)")
    parser.add_argument("--normal", action="store_true", help="the normal look (figures only, no target)")
    parser.add_argument("--all", action="store_true", help="print every text under its target")
    args = parser.parse_args(argv)
    missed: list[str] = []
    for width in (int(w) for w in args.width.split(",")):
        data = measure(width, high=not args.normal)
        print(f"{'width ' + str(width):44} {'least text':>26} {'least symbol':>22}")
        for pack, modes in data.items():
            for mode, texts in modes.items():
                cells = [least(texts, kind) for kind in (True, False)]
                shown = [f"{t.ratio:5.2f} {t.card:>4} {t.content:<3}" if t else "-" for t in cells]
                print(f"{pack + ' ' + mode:44} {shown[0]:>26} {shown[1]:>22}")
        if not args.normal:
            missed += [f"{width} px {line}" for line in misses(data)]
    for line in missed if args.all else missed[:10]:
        print(f"target missed: {line}")
    if len(missed) > 10 and not args.all:
        print(f"target missed: ... {len(missed) - 10} more (--all)")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
