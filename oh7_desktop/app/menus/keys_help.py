"""The keys of the screen in front of you (F1 anywhere): every key it answers to, with what it does.

Each scene lists its own keys (:meth:`~oh7_desktop.app.scene.Scene.key_help`: a menu its moves,
Enter, Esc and the shortcuts on its buttons; a table its cards, choices and aids); this overlay
shows the list over the dimmed screen. F1, Esc, Enter or a click puts it away; every key of the
game is reachable without a mouse, and this is where a player finds them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from oh7_desktop.app import fonts, widgets
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.scrolling import ScrollView
from oh7_desktop.app.scene import Scene, Services, Table
from oh7_desktop.app.widgets import GOLD, INK, px

CLOSING_KEYS = frozenset({pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
ROW = 34
"""Design pixels of a key's row of one line (what ↑ or ↓ scrolls)."""


def asks_for_keys(event: pygame.event.Event, top: Scene) -> bool:
    """F1 on any screen, or ? at a table or over this list (where no text is typed), asks for
    (or puts away) the keys of the screen."""
    if event.type != pygame.KEYDOWN:
        return False
    typed = getattr(event, "unicode", "")
    return bool(event.key == pygame.K_F1 or (typed == "?" and isinstance(top, (Table, KeysHelp))))


class KeysHelp(Scene):
    """An overlay listing ``keys`` (``(key, what it does)`` pairs) of the scene below."""

    opaque = False

    def __init__(self, services: Services, keys: Sequence[tuple[str, str]]) -> None:
        super().__init__(services)
        self.keys = [(key, what) for key, what in keys if key and what]
        self.scrolled = ScrollView(shade=(14, 36, 24))
        """The list's scrolling when it is taller than the window's room (a large text size)."""

    def spoken(self) -> str | None:
        """The spoken table reads the whole list."""
        listed = ". ".join(f"{key}: {what}" for key, what in self.keys)
        return f"{tr(self.services, 'help.keys.title')}. {listed}"

    def handle(self, event: pygame.event.Event) -> None:
        """F1, Esc, Enter, Space or a click: back to the screen; a list taller than the window
        scrolls (↑ ↓, PageUp/PageDown, Home/End, the wheel)."""
        if self.scrolled.handle(event) or self.scrolled.handle_line_keys(event, ROW):
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)
        closing = (event.type == pygame.KEYDOWN and event.key in CLOSING_KEYS) or clicked
        if closing and self.stack is not None:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the screen, then the list in two columns, key caps then what they do, at the
        player's text size (scrolled inside the panel when taller than the window)."""
        ui = self.services.measure(surface.get_size())
        widgets.dim_below(surface, 170)
        width = min(px(860, ui), surface.get_width() - px(24, ui))
        column, rows = self._rows(ui, width)
        head, foot = px(70, ui), px(50, ui)
        listed = sum(height for _, _, height in rows)
        room = surface.get_height() - px(24, widgets.scale(surface.get_size()))
        panel = pygame.Rect(0, 0, width, min(room, head + listed + foot))
        panel.center = surface.get_rect().center
        surface.blit(widgets.rounded_panel(panel.size, (14, 36, 24, 246), px(20, ui), (*GOLD, 200), px(3, ui)), panel)
        widgets.blit_text(surface, tr(self.services, "help.keys.title"), px(30, ui), GOLD,
                          (panel.centerx, panel.y + px(16, ui)), bold=True, anchor="midtop", max_width=width - px(40, ui))
        area = pygame.Rect(panel.x + px(16, ui), panel.y + head, width - px(32, ui), listed)
        view = pygame.Rect(area.x, area.y, area.width, panel.bottom - foot - area.y)
        y = area.y + self.scrolled.place(area, view, ui, None)
        with self.scrolled.clipped(surface):
            for (key, lines, height) in rows:
                middle = y + height // 2
                widgets.key_cap(surface, key, (panel.x + column - px(12, ui), middle), ui, anchor="midright")
                size, line_h = px(19, ui), round(px(19, ui) * 1.3)
                for index, line in enumerate(lines):
                    top = middle - len(lines) * line_h // 2 + index * line_h + (line_h - size) // 2
                    widgets.blit_text(surface, line, size, INK, (panel.x + column + px(6, ui), top))
                y += height
        self.scrolled.draw_marks(surface, panel.right - px(8, ui))
        close = "help.keys.close_scroll" if self.scrolled.active else "help.keys.close"
        widgets.blit_text(surface, tr(self.services, close), px(16, ui), widgets.MUTED,
                          (panel.centerx, panel.bottom - px(16, ui)), anchor="midbottom", max_width=width - px(40, ui))

    def _rows(self, ui: float, width: int) -> tuple[int, list[tuple[str, list[str], int]]]:
        """Where the key caps end (from the panel's left), and each key with what it does
        wrapped to the room right of them and its row's height, at measure ``ui``."""
        caps = [fonts.font(px(15, ui), True).get_rect(key).width + px(14, ui) for key, _ in self.keys]
        column = max(round(width * 0.3), min(max(caps, default=0) + px(40, ui), round(width * 0.45)))
        size = px(19, ui)
        room = width - column - px(36, ui)
        rows = []
        for key, what in self.keys:
            lines = widgets.wrap(what, size, room)
            rows.append((key, lines, max(px(ROW, ui), len(lines) * round(size * 1.3) + px(10, ui))))
        return column, rows
