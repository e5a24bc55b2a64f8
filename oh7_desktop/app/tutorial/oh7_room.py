"""Where Oh 7 ?'s lessons find room for their panel when the usual spots (:mod:`.step_panel`) have none.

At the table, at 200 % in a small window (1024x640, and the French tricks step in 1280x720), no spot
is free of the score box for the panel's words even at their 100 % size: the panel then takes the
score box's place and the box moves to a free spot of its size (:func:`score_spot`) while the panel
needs it, so both are read. Over the score sheet the panel covered the sheet's "line by line"
explanation, which the step teaches: the sheet wraps its explanation narrower and leaves a column
beside it (:attr:`~oh7_desktop.app.tables.oh7.frame.Frame.sheet_aside`) where the panel's words fit
(:func:`column_look`, :func:`in_column`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from oh7_desktop.app.tutorial.placing import GAP, first_free, free
from oh7_desktop.app.tutorial.runner import FONT_PX, PANEL_MARGIN, PANEL_WIDTH
from oh7_desktop.app.tutorial.step_panel import Look, StepWords, looks, panel_height, panel_px

WIDEST = 2.0
"""The widest a panel in a column goes, as a factor of the width its text size asks for (lines any
longer are hard to follow back)."""
NARROWEST = 0.5
"""The narrowest, as the same factor (:data:`~.step_panel.WIDTHS`' narrowest)."""


def score_spot(window: pygame.Rect, home: pygame.Rect, panel: pygame.Rect, kept_clear: Sequence[pygame.Rect],
               hand: pygame.Rect, moved: pygame.Rect | None) -> pygame.Rect | None:
    """Where the score box goes while the lesson's ``panel`` lies over its ``home``: where it was
    ``moved`` to while that stays free, else the first free spot of its size, clear of ``kept_clear``
    and the panel (and of the learner's ``hand`` area where it can); None where the panel leaves
    it its home (or where no spot is free: it stays home)."""
    if not panel.colliderect(home):
        return None
    around = [*kept_clear, panel.inflate(2 * GAP, 2 * GAP)]
    if moved is not None and moved.size == home.size and window.contains(moved) and free(moved, [*around, hand]):
        return moved
    for obstacles in ([*around, hand], around):
        found = first_free(window, [home.size], PANEL_MARGIN, obstacles)
        if found is not None:
            return found[1]
    return None


def column_look(words: StepWords, ui: float, window: tuple[int, int], column: pygame.Rect) -> Look | None:
    """The look of ``words``' panel with the largest words that fits ``column`` (as wide as the column,
    within :data:`NARROWEST` and :data:`WIDEST`), its words never under the sizes :func:`.step_panel.looks`
    allows; None if none fits."""
    for size in dict.fromkeys(look.size for look in looks(window, panel_px(ui))):
        asked = PANEL_WIDTH * size / FONT_PX
        look = Look(size, min(column.width, round(asked * WIDEST)))
        if look.width >= asked * NARROWEST and panel_height(words, look) <= column.height:
            return look
    return None


def in_column(words: StepWords, look: Look, column: pygame.Rect) -> pygame.Rect:
    """The panel's rectangle with ``look``, at the top right of ``column``."""
    return pygame.Rect(column.right - look.width, column.top, look.width, panel_height(words, look))
