"""Every table honours the player's text and card scale (Options → Accessibility, 75..200 %,
issue 26 item 2) and stays in the window without overlaps at every scale.

Over the positions of :mod:`layout_tour` (each game's first decision, refusals, hints, bots'
reasons, Red7's preview and fold, the score sheet), drawn at every scale, at 1024x640, 1280x720
and 1920x1080 and in English and French: no two boxes overlap, nothing leaves the window, no
line is cut (the same check as :mod:`test_table_layout`), and the text really grows.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from layout_tour import LANGUAGES, SIZES, drawn_at, make, problems, tour
from oh7_desktop.app import drawn, tables

SCALES = (75, 100, 125, 150, 175, 200)
View = tuple[int, tuple[int, int], str]


@lru_cache(maxsize=None)
def _tour_at_every_scale(game: str) -> dict[View, tuple[tuple[str, ...], tuple[drawn.Box, ...]]]:
    """Play ``game``'s tour once; at each position draw every scale, size and language: what is
    wrong with each view, and (first position only) what it drew."""
    found: dict[View, list[str]] = {(scale, size, lang): [] for scale in SCALES for size in SIZES for lang in LANGUAGES}
    first: dict[View, tuple[drawn.Box, ...]] = {}
    table = make(game)
    try:
        for position in tour(table):
            for scale in SCALES:
                table.services.settings.ui_scale = scale
                for size in SIZES:
                    for language in LANGUAGES:
                        _, boxes = drawn_at(table, size, language)
                        first.setdefault((scale, size, language), tuple(boxes))
                        found[(scale, size, language)] += [f"{position}: {p}" for p in problems(boxes, size)]
            table.services.settings.ui_scale = 100
    finally:
        table.exit()
    return {view: (tuple(lines), first[view]) for view, lines in found.items()}


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("game", tables.playable())
def test_every_scale_stays_in_the_window_without_overlaps(game: str, scale: int) -> None:
    views = _tour_at_every_scale(game)
    wrong = {f"{size[0]}x{size[1]} {lang}": list(views[(scale, size, lang)][0])
             for size in SIZES for lang in LANGUAGES if views[(scale, size, lang)][0]}
    assert wrong == {}


def _text_height(boxes: tuple[drawn.Box, ...]) -> float:
    """The median height of the lines of text drawn."""
    heights = sorted(b.rect.height for b in boxes if b.kind == "text")
    assert heights, "nothing with text was drawn"
    return heights[len(heights) // 2]


@pytest.mark.parametrize("game", tables.playable())
def test_the_text_grows_and_shrinks_with_the_scale(game: str) -> None:
    views = _tour_at_every_scale(game)
    for size in SIZES[1:]:
        normal = _text_height(views[(100, size, "en")][1])
        assert _text_height(views[(200, size, "en")][1]) >= 1.6 * normal, size
        assert _text_height(views[(75, size, "en")][1]) < normal, size
