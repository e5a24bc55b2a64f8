"""Red7's counting lines keep their size at 200 % and stay clear of their pill's edge (issue 26 item 1).

Play test 26 (200 % text, high contrast, 1280x720): the "N cards count" pills shrank to 11 px (8 px
in the play test) to squeeze beside four palettes, and their outline touched their letters
(measured 2.0:1 by ``tools/contrast_report.py``). Here four seats hold palettes of one or two
cards, then of two to seven (one seat folded), drawn at 200 % in the high-contrast look at 1024x640 and 1280x720 in English
and French: every counting line is drawn at the table's full size for it, each of its rows at
least 7:1 against its own pill and the one-pixel ring around each row all the pill's fill (its
edge clear of the letters), and no pill meets another box or leaves the window.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pygame
import pytest

from layout_tour import drawn_at, problems
from oh7_desktop.app import contrast, drawn
from oh7_desktop.app.tables.red7.demo import table
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.games.red7 import Rules
from red7_support import position
from tool_support import load_tool

WINDOWS = [(1024, 640), (1280, 720)]


@pytest.fixture(scope="module")
def report() -> ModuleType:
    return load_tool("contrast_report", "contrast_report_pills")


PALETTES = {"short": ["7R 6O", "1Y", "6Y 7G", "2Y"],
            "long": ["7R 6O", "1Y 2G 3B 4I 5V", "6Y 7G 1B 2I 3V 4R 5O", "2Y 3G 7B"]}
"""Four seats' palettes: one or two cards (the play test's), then up to seven (the last folded)."""


@pytest.fixture(params=list(PALETTES))
def palettes(screen: pygame.Surface, request: pytest.FixtureRequest) -> Iterator[Red7Table]:
    """Four seats with the palettes asked, at 200 % in high contrast, the person to play."""
    scene = table(Rules(4))
    settings: Any = scene.services.settings  # a test's own settings, changed in place as the tour does
    settings.ui_scale = 200
    scene.state = position(["1R 2O 3Y", "6R 1O", "7O 2R", "1I 4V"], PALETTES[request.param],
                           deck="4O 5R", rules=Rules(4), active=[True, True, True, False])
    scene.went_back()
    scene.animator.finish()
    contrast.set_high(True)
    try:
        yield scene
    finally:
        contrast.set_high(False)
        scene.exit()


def _ring_touches_the_edge(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """True when the one-pixel ring around a row of text is not all one colour (the pill's fill):
    the pill's light edge runs through it."""
    ring = rect.inflate(2, 2)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(ring.left, ring.right) for y in (ring.top, ring.bottom - 1)}
    colours |= {tuple(surface.get_at((x, y)))[:3] for y in range(ring.top, ring.bottom) for x in (ring.left, ring.right - 1)}
    return len(colours) > 1


def _count_pills(scene: Red7Table, boxes: list[drawn.Box]) -> list[drawn.Box]:
    words = {scene.words("red7.counting", count=n) for n in range(8)} | {scene.words("red7.folded")}
    return [b for b in boxes if b.kind == "pill" and b.label in words]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("window", WINDOWS, ids=["1024x640", "1280x720"])
def test_count_pills_keep_their_size_and_their_letters_clear_of_the_edge(
        palettes: Red7Table, report: ModuleType, window: tuple[int, int], language: str) -> None:
    scene = palettes
    surface, boxes = drawn_at(scene, window, language)
    pills = _count_pills(scene, boxes)
    assert len(pills) == 4, [b.label for b in pills]
    full = scene.geo.font(20, 13)
    wrong = [f"overlap or outside: {p}" for p in problems(boxes, window)
             if any(repr(b.label) in p for b in pills)]
    for pill in pills:
        rows = [b for b in boxes if b.kind == "text" and pill.rect.contains(b.rect)]
        sizes = [int(b.label) for b in boxes if b.kind == "size" and pill.rect.contains(b.rect)]
        assert rows and sizes, pill
        wrong += [f"{pill.label!r}: {size} px, not {full}" for size in sizes if size != full]
        for row in rows:
            ratio = report.line_contrast(surface, row.rect)
            if ratio is None or ratio < 7.0:
                wrong.append(f"{pill.label!r}: a row at {tuple(row.rect)} measures {ratio}")
            if _ring_touches_the_edge(surface, row.rect):
                wrong.append(f"{pill.label!r}: the pill's edge touches the row at {tuple(row.rect)}")
    assert not wrong, wrong
