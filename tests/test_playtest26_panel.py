"""Play test 26, item 1 (issue 26): the tutorial panel is opaque (nothing under it shows through its
words) and its lines are spaced by the font's own line height (at 200 % the tight boxes of the
lines stacked them too close)."""

from __future__ import annotations

import pygame

from oh7_desktop.app.fonts import font
from oh7_desktop.app.tutorial.runner import draw_panel, panel_lines

WORDS = ("Learn to play", "The bets added up to 7, which is never allowed: everyone bets again with "
         "another card of their hand (press a card, or ← → then Enter).")


def _panel_over(colour: tuple[int, int, int]) -> pygame.Surface:
    """A 1280x720 window filled with ``colour`` and the panel at 200 % drawn over it."""
    window = pygame.Surface((1280, 720))
    window.fill(colour)
    draw_panel(window, *WORDS, width=760, size=32, place=lambda size: pygame.Rect((10, 200), size))
    return window


def test_nothing_under_the_panel_shows_through() -> None:
    """The panel looks the same over white and over red: nothing under it shows."""
    pygame.font.init()
    over_white, over_red = _panel_over((250, 250, 250)), _panel_over((200, 30, 30))
    rect = pygame.Rect(10, 200, 760, 200).inflate(-8, -8)
    differing = [(x, y) for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)
                 if over_white.get_at((x, y)) != over_red.get_at((x, y))]
    assert differing == []


def test_each_line_is_as_high_as_the_fonts_line() -> None:
    """Every body line takes at least the font's line height, at 100 % and 200 %."""
    for size in (16, 32):
        lines = panel_lines(*WORDS, width=760, size=size)
        assert len(lines) > 2
        assert min(line.get_height() for line in lines[1:]) >= font(size).get_sized_height(0)
