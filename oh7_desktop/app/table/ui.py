"""Small drawing helpers of every table: words, buttons and pills, in the theme's palette and
with its cached panels and text (:mod:`oh7_desktop.app.theme`, re-exported here for the tables).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.theme import (DARK, GOLD, GREEN, INK, MUTED, PANEL, PANEL_EDGE, RED, RGB, RGBA, TURN, blit, panel,
                                   text, wrap)

from .kinds import Line

class Words:
    """Looks up the table's strings in the player's current language (English if none is set)."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self._english: Translator | None = None

    def _translator(self) -> Translator:
        translator = self.services.translator
        if translator is None:
            translator = self._english = self._english or Translator("en")
        return translator

    def __call__(self, key: str, **fields: object) -> str:
        return self._translator().t(key, **fields)

    def has(self, key: str) -> bool:
        """True if some language has a message for ``key``."""
        return bool(self._translator().has(key))

    def line(self, line: Line) -> str:
        """The text of a (key, arguments) line."""
        return self(line[0], **line[1])


def button(surface: pygame.Surface, label: str, rect: pygame.Rect, size: int, *,
           focused: bool = False, key: str | None = None, primary: bool = False) -> pygame.Rect:
    """A rounded button with its label (and a key hint after it); returns its rect."""
    fill: RGBA = (196, 150, 40, 240) if primary else (22, 52, 34, 236)
    edge: RGBA = TURN if focused else (170, 210, 180, 150)
    surface.blit(panel(rect.size, fill, rect.height // 3, edge, 3 if focused else 2), rect)
    ink = DARK if primary else INK
    caption = f"{label}  [{key}]" if key else label
    blit(surface, text(caption, size, ink, True, rect.width - 12), center=rect.center)
    return rect


def pill(surface: pygame.Surface, content: str, size: int, centre: tuple[int, int],
         colour: RGB = INK, fill: RGBA = PANEL, edge: RGBA | None = PANEL_EDGE,
         bold: bool = True) -> pygame.Rect:
    """A line of text on a rounded dark pill centred at ``centre``."""
    glyphs = text(content, size, colour, bold)
    pad_x, pad_y = max(8, size * 2 // 3), max(4, size // 3)
    rect = pygame.Rect(0, 0, glyphs.get_width() + 2 * pad_x, glyphs.get_height() + 2 * pad_y)
    rect.center = centre
    surface.blit(panel(rect.size, fill, rect.height // 2, edge, 2), rect)
    blit(surface, glyphs, center=rect.center)
    return rect


__all__ = ["DARK", "GOLD", "GREEN", "INK", "MUTED", "PANEL", "PANEL_EDGE", "RED", "RGB", "RGBA", "TURN", "Words",
           "blit", "button", "panel", "pill", "text", "wrap"]
