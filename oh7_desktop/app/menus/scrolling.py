"""A menu's column that scrolls when it is taller than the room the window leaves it (a large text size).

The screen lays its widgets out as if the window were tall enough (:meth:`.base.MenuScene.layout`);
:meth:`ScrollView.place` then says how far to move them so that they sit in the room: not at all
when they fit, else by the scrolled offset, kept so that the focused widget is fully in view after
a move by keys. Drawing is clipped to the view (what is cut off is not recorded for the layout checks
either, :func:`.drawn.clipped`), a scroll bar and a fade at each edge with more beyond show that the
column goes on; the wheel and PageUp/PageDown scroll; a click outside the view hits nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.paint import GOLD, px, rounded_panel

WHEEL_STEP = 64
"""Design pixels one notch of the wheel scrolls."""
FADE = 30
"""Design pixels of the fade at an edge with more beyond it."""


@dataclass
class ScrollView:
    """The scrolled state of one column: the offset, and the view of the last frame."""

    offset: int = 0
    """How far the content is scrolled up, in pixels (0: its top shows)."""
    reveal: bool = False
    """Bring the focused widget fully into view at the next frame (set by a move by keys)."""
    view: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """The visible part of the column on screen; empty when everything fits (nothing scrolls)."""
    overflow: int = 0
    """How much taller the column is than its view (0: it fits)."""
    ui: float = 1.0
    shade: tuple[int, int, int] = (6, 20, 12)
    """The colour the edges fade to: the background under the column (the felt; a sheet's paper)."""

    @property
    def active(self) -> bool:
        """Whether the column is taller than its room (it scrolls)."""
        return self.overflow > 0

    def place(self, area: pygame.Rect, room: pygame.Rect, ui: float, focused: pygame.Rect | None) -> int:
        """Return how far to move the column laid out in ``area`` down (negative: up) to show it in
        ``room``; remember the view. ``focused``: the focused widget's rectangle, as laid out."""
        self.ui = ui
        pad = px(10, ui)  # the focus ring's glow stays inside the view
        if area.height <= room.height:  # it fits: moved into the room if it lies across an edge
            self.offset, self.overflow, self.view = 0, 0, pygame.Rect(0, 0, 0, 0)
            if area.top < room.top:
                return room.top - area.top
            return min(0, room.bottom - area.bottom)
        self.overflow = area.height + 2 * pad - room.height
        self.view = pygame.Rect(area.x - pad, room.y, area.width + 2 * pad, room.height)
        if self.reveal and focused is not None:
            top = focused.top - area.top + pad  # the focused widget in the scrolled content
            margin = px(FADE, ui)  # clear of the fade an edge with more beyond it shows
            self.offset = min(self.offset, top - margin)
            self.offset = max(self.offset, top + focused.height + margin - room.height)
        self.reveal = False
        self.offset = max(0, min(self.offset, self.overflow))
        return room.top + pad - area.top - self.offset

    def scroll(self, pixels: int) -> bool:
        """Scroll down by ``pixels`` (up if negative); report whether the column scrolls at all."""
        if not self.active:
            return False
        self.offset = max(0, min(self.offset + pixels, self.overflow))
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel and PageUp/PageDown scroll; report whether the event was used."""
        if not self.active:
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll(-round(event.y * px(WHEEL_STEP, self.ui)))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = round(self.view.height * 0.85)
            return self.scroll(page if event.key == pygame.K_PAGEDOWN else -page)
        return False

    def handle_line_keys(self, event: pygame.event.Event, step: int) -> bool:
        """↑ ↓ scroll ``step`` design pixels, Home and End to either end; report whether the
        event was used (only while the column scrolls)."""
        if event.type != pygame.KEYDOWN or not self.active:
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.scroll(px(step, self.ui) * (1 if event.key == pygame.K_DOWN else -1))
        if event.key in (pygame.K_HOME, pygame.K_END):
            return self.scroll(self.overflow if event.key == pygame.K_END else -self.overflow)
        return False

    def hides(self, event: pygame.event.Event) -> bool:
        """Whether a mouse event points outside the view (at nothing the column shows)."""
        if not self.active or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return not self.view.collidepoint(event.pos)

    @contextmanager
    def clipped(self, surface: pygame.Surface) -> Iterator[None]:
        """Draw inside the view only (everything when the column fits)."""
        if not self.active:
            yield
            return
        before = surface.get_clip()
        surface.set_clip(self.view.clip(before))
        try:
            with drawn.clipped(self.view):
                yield
        finally:
            surface.set_clip(before)

    def unfaded(self) -> pygame.Rect:
        """The part of the view no edge's fade covers (the view itself when nothing scrolls)."""
        fade = px(FADE, self.ui)
        top = self.view.top + (fade if self.offset > 0 else 0)
        bottom = self.view.bottom - (fade if self.offset < self.overflow else 0)
        return pygame.Rect(self.view.x, top, self.view.width, max(0, bottom - top))

    def draw_marks(self, surface: pygame.Surface, right: int) -> None:
        """A fade at each edge with more beyond it, and a scroll bar with its right side at ``right``."""
        if not self.active:
            return
        ui, view = self.ui, self.view
        fade = px(FADE, ui)
        if self.offset > 0:
            surface.blit(_fade(view.width, fade, True, self.shade), (view.x, view.y))
        if self.offset < self.overflow:
            surface.blit(_fade(view.width, fade, False, self.shade), (view.x, view.bottom - fade))
        width = px(6, ui)
        track = pygame.Rect(right - width, view.y, width, view.height)
        surface.blit(rounded_panel(track.size, (255, 255, 255, 30), width // 2), track)
        total = view.height + self.overflow
        thumb = pygame.Rect(track.x, 0, width, max(px(24, ui), round(view.height * view.height / total)))
        thumb.y = track.y + round((track.height - thumb.height) * self.offset / self.overflow)
        surface.blit(rounded_panel(thumb.size, (*GOLD, 200), width // 2), thumb)


@lru_cache(maxsize=8)
def _fade(width: int, height: int, top: bool, shade: tuple[int, int, int]) -> pygame.Surface:
    """A band that fades to ``shade`` towards the edge it lies on (content goes on beyond it)."""
    band = pygame.Surface((width, height), pygame.SRCALPHA)
    for row in range(height):
        depth = (height - row) / height if top else (row + 1) / height
        band.fill((*shade, round(235 * depth)), pygame.Rect(0, row, width, 1))
    return band
