"""Wrap text with bold spans and coloured suit symbols into lines of pictures on one baseline.

``flow(text, size, width, ink)`` takes a block's text (bold spans between
:data:`~oh7_desktop.app.menus.rules_text.BOLD` marks) and returns lines, each a list of
``(x, y, surface)`` relative to the line's top-left: words wrap at spaces, every piece sits
on the same baseline, and ♠ ♥ ♣ ♦ ✿ ★ are drawn in the deck's colours.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.faces import FOUR_COLOURS, SUIT_GLYPHS
from oh7_desktop.app.menus.rules_text import runs
from oh7_desktop.app.tables.oh7.faces import STAR_STYLE

RGB = tuple[int, int, int]
Piece = tuple[int, int, pygame.Surface]
GLYPH_COLOURS: dict[str, RGB] = {glyph: FOUR_COLOURS[suit] for suit, glyph in SUIT_GLYPHS.items()}
GLYPH_COLOURS["★"] = STAR_STYLE[0]
LINE_HEIGHT = 1.45


@lru_cache(maxsize=4096)
def _render(text: str, size: int, colour: RGB, bold: bool) -> tuple[pygame.Surface, int, int]:
    """The picture of ``text``, how far its top is above the baseline, and its advance."""
    face = fonts.font(size, bold)
    surface, rect = face.render(text, colour)
    advance = sum(metric[4] for metric in face.get_metrics(text) if metric is not None)
    return surface, rect.y, max(rect.width, round(advance))


def _tokens(text: str) -> list[tuple[bool, list[tuple[str, bool]]]]:
    """Words as (space before, [(text, bold)...]): a word may change style midway (``**1★**,``)."""
    words: list[tuple[bool, list[tuple[str, bool]]]] = []
    current: list[tuple[str, bool]] = []
    space = False
    for part, bold in runs(text):
        chunks = part.split(" ")
        for index, chunk in enumerate(chunks):
            if index > 0:
                if current:
                    words.append((space, current))
                    current = []
                space = True
            if chunk:
                current.append((chunk, bold))
    if current:
        words.append((space, current))
    return words


def _segments(text: str, ink: RGB, colours: Mapping[str, RGB]) -> list[tuple[str, RGB]]:
    """Split ``text`` so each suit symbol gets its own colour."""
    out: list[tuple[str, RGB]] = []
    for char in text:
        colour = colours.get(char, ink)
        if out and out[-1][1] == colour:
            out[-1] = (out[-1][0] + char, colour)
        else:
            out.append((char, colour))
    return out


def flow(text: str, size: int, width: int, ink: RGB, *, bold: bool = False,
         colours: Mapping[str, RGB] = GLYPH_COLOURS) -> list[list[Piece]]:
    """Lay ``text`` out in lines at most ``width`` pixels wide (a longer word gets a line of its own)."""
    baseline = round(size * 1.05)
    space_w = _render("a a", size, ink, bold)[2] - _render("aa", size, ink, bold)[2]
    lines: list[list[Piece]] = [[]]
    x = 0
    for space, parts in _tokens(text):
        pieces: list[tuple[pygame.Surface, int, int]] = []
        for chunk, strong in parts:
            for segment, colour in _segments(chunk, ink, colours):
                pieces.append(_render(segment, size, colour, bold or strong))
        word_w = sum(advance for _, _, advance in pieces)
        gap = space_w if space and lines[-1] else 0
        if lines[-1] and x + gap + word_w > width:
            lines.append([])
            x, gap = 0, 0
        x += gap
        for surface, top, advance in pieces:
            lines[-1].append((x, baseline - top, surface))
            x += advance
    return lines


def line_height(size: int) -> int:
    """The distance between two lines of text of ``size`` pixels."""
    return round(size * LINE_HEIGHT)
