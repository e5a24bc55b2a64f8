"""Small drawing helpers of the table: words, cached panels, text lines, buttons.

Every surface here is cached (panels by size and colour, text by ``fonts.text``), so a
frame only blits. Colours are the table's palette.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.i18n import Translator

from .model import Line

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

INK: RGB = (246, 242, 228)
MUTED: RGB = (190, 204, 192)
DARK: RGB = (20, 24, 22)
GOLD: RGB = (242, 196, 70)
GREEN: RGB = (120, 220, 140)
RED: RGB = (250, 120, 104)
PANEL: RGBA = (8, 26, 16, 210)
PANEL_EDGE: RGBA = (150, 190, 160, 110)
TURN: RGBA = (242, 196, 70, 255)


class Words:
    """Looks up the table's strings in the player's current language (English if none is set)."""

    def __init__(self, services: Any) -> None:
        self.services = services
        self._english: Translator | None = None

    def __call__(self, key: str, **fields: object) -> str:
        translator = getattr(self.services, "translator", None)
        if translator is None:
            translator = self._english = self._english or Translator("en")
        return str(translator.t(key, **fields))

    def line(self, line: Line) -> str:
        """The text of a (key, arguments) line."""
        return self(line[0], **line[1])


_PANELS: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()


def panel(size: tuple[int, int], fill: RGBA = PANEL, radius: int = 12,
          edge: RGB | RGBA | None = PANEL_EDGE, width: int = 2) -> pygame.Surface:
    """A translucent rounded rectangle, cached by its look."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (size, fill, radius, edge, width)
    surface = _PANELS.get(key)
    if surface is None:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if edge is not None and width > 0:
            pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)
        _PANELS[key] = surface
        if len(_PANELS) > 300:
            _PANELS.popitem(last=False)
    else:
        _PANELS.move_to_end(key)
    return surface


def text(content: str, size: int, colour: RGB = INK, bold: bool = False,
         max_width: int | None = None) -> pygame.Surface:
    """A cached line of text, shrunk (never below 11 px) to fit ``max_width``, then cut with an
    ellipsis if it still does not fit (a long name in the score sheet's header)."""
    picture = fonts.text(content, size, colour, bold)
    if max_width is not None and picture.get_width() > max_width and size > 11:
        size = max(11, int(size * max_width / picture.get_width()))
        picture = fonts.text(content, size, colour, bold)
    if max_width is not None and picture.get_width() > max_width:
        picture = fonts.text(fonts.fit(content, size, max_width, bold), size, colour, bold)
    return picture


def blit(surface: pygame.Surface, picture: pygame.Surface, **anchor: Any) -> pygame.Rect:
    """Blit ``picture`` placed by a rect anchor (``center=(x, y)``, ``midleft=...``)."""
    rect = picture.get_rect(**anchor)
    surface.blit(picture, rect)
    return rect


def wrap(content: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``max_width`` (words kept whole)."""
    face = fonts.font(size, bold)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and face.get_rect(candidate).width > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


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
