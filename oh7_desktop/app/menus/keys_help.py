"""The keys of the screen in front of you (F1 anywhere): every key it answers to, with what it does.

Each scene lists its own keys (:meth:`~oh7_desktop.app.scene.Scene.key_help`: a menu its moves,
Enter, Esc and the shortcuts on its buttons; a table its cards, choices and aids); this overlay
shows the list over the dimmed screen. F1, Esc, Enter or a click puts it away; every key of the
game is reachable without a mouse, and this is where a player finds them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.scene import Scene, Services, Table
from oh7_desktop.app.widgets import GOLD, INK, px

CLOSING_KEYS = frozenset({pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})


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

    def spoken(self) -> str | None:
        """The spoken table reads the whole list."""
        listed = ". ".join(f"{key}: {what}" for key, what in self.keys)
        return f"{tr(self.services, 'help.keys.title')}. {listed}"

    def handle(self, event: pygame.event.Event) -> None:
        """F1, Esc, Enter, Space or a click: back to the screen."""
        closing = (event.type == pygame.KEYDOWN and event.key in CLOSING_KEYS) or event.type == pygame.MOUSEBUTTONDOWN
        if closing and self.stack is not None:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the screen, then the list in two columns: key caps, then what they do."""
        ui = self.services.measure(surface.get_size())
        widgets.dim_below(surface, 170)
        for _ in range(3):  # a long list at a large text size: as large as the window holds
            need = px(130, ui) + max(1, len(self.keys)) * px(34, ui)
            if need <= surface.get_height() - px(60, ui):
                break
            ui *= (surface.get_height() - px(60, ui)) / need
        size, row = px(19, ui), px(34, ui)
        width = min(px(860, ui), surface.get_width() - px(40, ui))
        rows = max(1, len(self.keys))
        room = surface.get_height() - px(60, ui)
        row = min(row, max(px(18, ui), (room - px(150, ui)) // rows))
        height = min(room, px(130, ui) + rows * row)
        panel = pygame.Rect(0, 0, width, height)
        panel.center = surface.get_rect().center
        surface.blit(widgets.rounded_panel(panel.size, (14, 36, 24, 246), px(20, ui), (*GOLD, 200), px(3, ui)), panel)
        widgets.blit_text(surface, tr(self.services, "help.keys.title"), px(30, ui), GOLD,
                          (panel.centerx, panel.y + px(20, ui)), bold=True, anchor="midtop", max_width=width - px(40, ui))
        column = panel.x + round(width * 0.34)
        y = panel.y + px(80, ui)
        for key, what in self.keys:
            widgets.key_cap(surface, key, (column - px(12, ui), y), ui, anchor="midright")
            widgets.blit_text(surface, what, size, INK, (column + px(6, ui), y), anchor="midleft",
                              max_width=panel.right - column - px(30, ui))
            y += row
        widgets.blit_text(surface, tr(self.services, "help.keys.close"), px(16, ui), widgets.MUTED,
                          (panel.centerx, panel.bottom - px(18, ui)), anchor="midbottom")
