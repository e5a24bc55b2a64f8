"""Seven Up's panels keep their text inside at every text scale (issue 26 play tests).

At 200 % the race panel's last line ("Deal 1 · trump ♥") left its panel, and a scored deal's
points ran out of theirs. Over a seeded game (a deal being played, then a deal scored with every
point listed), at 75 to 200 %, at three window sizes and in both languages, every line each
panel draws lies inside the panel it drew first.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from layout_tour import LANGUAGES, SIZES, drawn_at, make, settle, until
from oh7_desktop.app import drawn
from oh7_desktop.app.tables.seven_up import panels

SCALES = (75, 100, 125, 150, 175, 200)


class Blits(pygame.Surface):
    """A window that remembers where each picture was put (a panel is the first one drawn)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        """Blit as a surface does; remember where."""
        rect = super().blit(source, dest, area, special_flags)
        self.placed.append(pygame.Rect(dest if isinstance(dest, pygame.Rect) else source.get_rect(topleft=dest)))
        return rect


def _outside(table: Any, draw: Callable[[pygame.Surface, Any], None], size: tuple[int, int]) -> list[str]:
    """The lines ``draw`` put outside the panel it drew (none drawn: nothing)."""
    surface = Blits(size)
    with drawn.recording(surface) as boxes:
        draw(surface, table)
    if not surface.placed:
        return []
    box = surface.placed[0]
    window = pygame.Rect((0, 0), size)
    return [f"{b.label!r} {tuple(b.rect)} outside {tuple(box)}" for b in boxes
            if b.kind == "text" and not (box.contains(b.rect) and window.contains(b.rect))]


@pytest.fixture(scope="module")
def positions() -> list[tuple[str, Any]]:
    """A table in the middle of a deal, then with a scored deal's points all listed."""
    pygame.init()
    rng = random.Random(2)
    mid = make("seven-up")
    settle(mid)
    until(mid, lambda t: t.model.trump is not None and t.acting_seat() is not None, rng)
    table = make("seven-up")
    settle(table)
    until(table, lambda t: t.model.scored is not None, rng)
    table.animator.finish()
    assert len(panels.award_lines(table)) >= 5
    return [("playing", mid), ("scored", table)]


@pytest.mark.parametrize("scale", SCALES)
def test_every_panels_text_stays_inside_it(positions: list[tuple[str, Any]], scale: int) -> None:
    wrong: list[str] = []
    for name, table in positions:
        table.services.settings.ui_scale = scale
        for language in LANGUAGES:
            for size in SIZES:
                drawn_at(table, size, language)  # the table laid out at this size, scale and language
                for draw in (panels.draw_race, panels.draw_awards):
                    wrong += [f"{name} {language} {size} {draw.__name__}: {p}" for p in _outside(table, draw, size)]
        table.services.settings.ui_scale = 100
    assert wrong == []
