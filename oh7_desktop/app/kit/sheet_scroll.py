"""A score sheet's rounds that scroll when they are taller than the sheet leaves them (a long game,
a large text size): every table's sheet draws its rounds and its explanation through
:func:`draw_scrolled`, with the menus' scrolled column (:class:`~oh7_desktop.app.menus.scrolling.ScrollView`:
its clip, its bar and fades, the wheel and PageUp/PageDown) and ↑ ↓ (a line), Home and End (the
first and the last round) by :func:`scroll_event`.

A sheet opens scrolled down to its last round's line (a sheet notes each round's line as a
``row`` box, :func:`oh7_desktop.app.drawn.note`): the round just scored and its explanation
show first, as they did when the sheet showed only the latest rounds.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

import pygame

from oh7_desktop.app import drawn, paint
from oh7_desktop.app.menus.scrolling import ScrollView

Body = Callable[[pygame.Surface, int], int]
"""Draws a sheet's scrolled part from the top ``y`` given; returns the ``y`` below it."""

FADE = 30
"""Design pixels of the fade at an edge with more beyond (:meth:`ScrollView.draw_marks`'s)."""
LINE_STEP = 40
"""Design pixels ↑ or ↓ scrolls (about one round's line)."""
AT_THE_END = 1 << 30
"""An offset past any sheet's end (:meth:`ScrollView.place` keeps it to the end); a new view's
offset: a sheet just opened."""


class HasSheet(Protocol):
    """A table with a score sheet that scrolls (the kit's loop, Oh 7 ?'s scene)."""

    sheet_open: bool
    sheet_chart: bool
    sheet_scroll: ScrollView


def new_view() -> ScrollView:
    """The scroll of a sheet just opened (its last round's line will show at the top)."""
    return ScrollView(offset=AT_THE_END)


def draw_scrolled(surface: pygame.Surface, view: ScrollView, room: pygame.Rect, ui: float, body: Body) -> int:
    """Draw ``body`` in ``room`` (``ui``: the window's scale times the text scale): moved up by the
    scrolled offset and cut to the room when it is taller, with a bar and fades; returns the ``y``
    below what shows."""
    scratch = _scratch(surface.get_size())
    with drawn.recording(scratch) as measured:  # the measuring pass is recorded apart, never checked
        height = body(scratch, room.top) - room.top
    area = pygame.Rect(room.x, room.y, room.width, height)
    rows = [box.rect.top for box in measured if box.kind == "row"]
    if view.offset >= AT_THE_END and rows:  # just opened: the last round's line at the top of the view
        view.offset = rows[-1] - room.top - paint.px(FADE, ui)  # the fade over the line before it
    elif view.offset >= view.overflow:  # at the end it stays there (a new size, a new round)
        view.offset = AT_THE_END
    moved = view.place(area, room, ui, None)
    with view.clipped(surface):
        bottom = body(surface, room.top + moved)
    view.draw_marks(surface, room.right + paint.px(10, ui))
    return min(bottom, room.bottom) if view.active else bottom


def scroll_event(table: HasSheet, event: pygame.event.Event) -> bool:
    """The wheel, PageUp/PageDown, ↑ ↓, Home and End scroll an open sheet's rounds (not its chart)
    when they do not fit; True if used."""
    view = table.sheet_scroll
    if not table.sheet_open or table.sheet_chart or not view.active:
        return False
    return view.handle(event) or view.handle_line_keys(event, LINE_STEP)


@lru_cache(maxsize=2)
def _scratch(size: tuple[int, int]) -> pygame.Surface:
    """A surface to measure a sheet's body on (drawn, then never shown)."""
    return pygame.Surface(size)


__all__ = ["Body", "HasSheet", "draw_scrolled", "new_view", "scroll_event"]
