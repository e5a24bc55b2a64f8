"""Red7's score sheet keeps its row of buttons (Review, the Enter button, Chart) on its panel
at every window size, in French too (at 1920x1080 the French buttons overhung a narrower panel).
The advanced game's: the basic game has no points, so no Chart."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from oh7_desktop.app.tables.red7.sheet import sheet_box
from layout_tour import SIZES, drawn_at, make, tour


def _at_the_sheet(language: str) -> Any:
    table = make("red7", language, options={"advanced": True})
    for position in tour(table):
        if position == "score-sheet":
            return table
    raise AssertionError("no score sheet")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_sheets_buttons_stay_on_its_panel(language: str, screen: pygame.Surface) -> None:
    table = _at_the_sheet(language)
    for size in SIZES:
        surface, boxes = drawn_at(table, size, language)
        size_h = table.geo.font(22, 13)
        box = sheet_box(surface, table, 1, round(size_h * 1.6))
        buttons = [b for b in boxes if b.kind == "button"]
        assert len(buttons) >= 3  # review, the Enter button, chart
        outside = [(b.label, tuple(b.rect)) for b in buttons if not box.contains(b.rect)]
        assert outside == [], (size, tuple(box), outside)
    table.exit()
