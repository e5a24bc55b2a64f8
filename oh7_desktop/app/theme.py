"""The app's one look: its palette, and the text and panel helpers every screen draws with.

Menus (:mod:`.paint`, :mod:`.widgets`), every game's table (:mod:`.table.ui`) and the card art
(:mod:`.cardart`) take their colours from here, so the gold of a button, of the turn marker and
of a card's back is one gold. Panels and text are cached: a screen redraws every frame for the
price of blits.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from oh7_desktop.app import contrast, drawn, fonts

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

INK: RGB = (244, 241, 230)
"""Text on the felt and on dark panels."""
MUTED: RGB = (196, 206, 196)
"""Secondary text: hints, captions."""
DARK: RGB = (22, 26, 24)
"""Text on gold and on paper."""
GOLD: RGB = (240, 192, 64)
"""Titles, focus, the turn, the card back's medallion."""
GOLD_DEEP: RGB = (190, 140, 30)
GREEN: RGB = (120, 220, 140)
"""A bet made."""
RED: RGB = (250, 120, 104)
"""A bet broken, a refused card."""
DANGER: RGB = (232, 96, 84)
"""Destructive actions and broken files in menus."""
PANEL: RGBA = (8, 27, 17, 204)
"""Translucent dark panels over the felt."""
PANEL_EDGE: RGBA = (150, 190, 160, 110)
BUTTON: RGBA = (18, 44, 30, 232)
BUTTON_EDGE: RGBA = (150, 190, 160, 120)
FOCUS: RGBA = (*GOLD, 255)
TURN: RGBA = (*GOLD, 255)

_PANELS: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def panel(size: tuple[int, int], fill: RGBA = PANEL, radius: int = 12,
          edge: RGB | RGBA | None = PANEL_EDGE, width: int = 2) -> pygame.Surface:
    """A translucent rounded rectangle (optionally edged), cached by its look."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    fill = contrast.fill(fill)  # the high-contrast look: opaque black, light edges
    edge = None if edge is None else contrast.edge(edge if len(edge) == 4 else (*edge, 255))
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


def text(content: str, size: int, colour: RGB = INK, bold: bool = False, max_width: int | None = None,
         smallest: int = 11) -> pygame.Surface:
    """A cached line of text, shrunk (never below ``smallest`` px) to fit ``max_width``, then cut
    with an ellipsis if it still does not fit (a long name in the score sheet's header)."""
    picture = fonts.text(content, size, colour, bold)
    if max_width is not None and picture.get_width() > max_width and size > smallest:
        size = max(smallest, int(size * max_width / picture.get_width()))
        picture = fonts.text(content, size, colour, bold)
        while picture.get_width() > max_width and size > smallest:  # widths do not shrink exactly in step
            size -= 1
            picture = fonts.text(content, size, colour, bold)
        drawn.note("shrunk", picture.get_rect(), content)  # counted by the text-scale checks
    if max_width is not None and picture.get_width() > max_width:
        picture = fonts.text(fonts.fit(content, size, max_width, bold), size, colour, bold)
        drawn.note("cut", picture.get_rect(), content)
    return picture


SHRINK_LIMIT = 0.75
"""The least share of its size a table's line may shrink to to fit its room (:func:`shrink_floor`,
:func:`.kit.ui.text`); past it the line is cut with an ellipsis (or wrapped by its caller). Without
it a line at a large text scale shrank without bound (8 px at 200 %, issue 26), undoing the scale
the player asked for."""


def shrink_floor(size: int, smallest: int = 11) -> int:
    """The smallest size a line asked at ``size`` px may shrink to (``smallest`` px at least)."""
    return max(smallest, round(size * SHRINK_LIMIT))


def blit(surface: pygame.Surface, picture: pygame.Surface, **anchor: int | tuple[int, int]) -> pygame.Rect:
    """Blit ``picture`` placed by a rect anchor (``center=(x, y)``, ``midleft=...``); return its rect.
    (an anchor is a number, ``x=10``, or a point, ``center=(x, y)``.)"""
    rect = picture.get_rect(**anchor)
    surface.blit(picture, rect)
    if drawn.recording_now() and picture.get_bounding_rect().width:  # a blank line draws nothing
        drawn.note("text", rect, surface=surface)
        drawn.note_size(rect, fonts.size_of(picture), surface)
    return rect


def wrap(content: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``max_width`` pixels (words kept whole, newlines kept)."""
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
