"""The colour-safe suits' inks read on the card's paper (issue 26, "legible at the smallest card size").

The colour-safe pack's ♣ and ✿ inks were 3.0:1 on the paper (WCAG's floor for large text only),
yet they draw the corner index, small at the smallest card size. Every suit's ink, read back from
the pixels of a face rendered at that size (``tools/colour_report.py``'s ``drawn_ink``), is now at
least 4.5:1 (WCAG AA for text), while the suits stay at least 20 CIEDE2000 apart in every
vision (:mod:`test_colour_safe`). ``tools/colour_palette_search.py`` searches under that floor.
"""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.colour_vision import contrast_ratio
from oh7_desktop.app.faces import PACK52, PAPER, FaceSet
from oh7_desktop.app.tables.oh7.faces import OH7
from tool_support import load_tool

PACKS = {"oh7": (OH7, "SHCDF"), "pack52": (PACK52, "SHDC")}
"""The packs whose colour-safe faces draw a coloured ink on white paper (Red7's are filled with
their colour, their value read in black or white: test_colour_safe)."""


@pytest.mark.parametrize("four_colour", [True, False])
@pytest.mark.parametrize("pack", sorted(PACKS))
def test_every_colour_safe_ink_is_at_least_4_5_to_1_on_the_paper(pack: str, four_colour: bool) -> None:
    faces, suits = PACKS[pack]
    assert isinstance(faces, FaceSet)
    pygame.display.init()
    drawn_ink = load_tool("colour_report").drawn_ink
    art = CardArt(faces, four_colour=four_colour, colour_safe=True)
    width = 60  # the smallest card size the tables use (tools/colour_report.py)
    for suit in suits:
        ink = drawn_ink(art, f"5{suit}", width)
        assert contrast_ratio(ink, PAPER) >= 4.5, (suit, ink, round(contrast_ratio(ink, PAPER), 2))


def test_the_palette_search_asks_the_same_floor() -> None:
    assert load_tool("colour_palette_search").MIN_CONTRAST == 4.5
