"""Red7's line under the prompt saying whether the move previewed would be winning ("You would be
winning" / "Vous seriez en tête") grows with the text size (issue 26, any size 75-200 %).

It was drawn at the prompt's size, which shrinks to hold the prompt's words in two lines: at 200 %
in French it stayed at 100 %'s size or below. Now it has the text size chosen (shrunk no further
than its floor, then wrapped) and the prompt makes room above it; read back from the recorded
text sizes of a rendered table (:mod:`oh7_desktop.app.drawn`).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from layout_tour import drawn_at, make, until
from oh7_desktop.app import drawn
from oh7_desktop.app.theme import shrink_floor

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def previewed() -> Any:
    """Red7's table with a palette card picked and the palette pointed at: the preview shows."""
    from oh7_desktop.app.tables.red7.model import key_of

    table = make("red7")
    until(table, lambda t: t.acting_seat() is not None and bool(t.choices().moves), random.Random(1))
    move = next(m for m in table.choices().moves if getattr(m, "palette", None) is not None)
    table.pick(key_of(move.palette))
    table.hover_target = "palette"
    yield table
    table.exit()


def _lines_in_the_prompt(table: Any, size: tuple[int, int], language: str) -> list[drawn.Box]:
    """The sizes of the lines of text drawn in the prompt's area, top to bottom."""
    _, boxes = drawn_at(table, size, language)
    area = table.geo.area("prompt").rect
    return sorted((b for b in boxes if b.kind == "size" and area.contains(b.rect)), key=lambda b: b.rect.top)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_preview_line_has_the_text_size_chosen_under_the_prompt(previewed: Any, scale: int, language: str) -> None:
    try:
        previewed.services.settings.ui_scale = scale
        for size in SIZES:
            lines = _lines_in_the_prompt(previewed, size, language)
            assert len(lines) >= 2, (size, lines)
            preview = lines[-1]
            wanted = previewed.geo.font(22, 14)
            assert int(preview.label) >= shrink_floor(wanted), (size, language, preview, wanted)
            assert not any(line.rect.colliderect(preview.rect) for line in lines[:-1]), (size, lines)
    finally:
        previewed.services.settings.ui_scale = 100
