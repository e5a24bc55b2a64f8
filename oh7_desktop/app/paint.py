"""Drawing helpers of the menus: the UI scale, text lines and key caps, in the theme's palette (:mod:`.theme`).

Sizes are design pixels at 1280x720 multiplied by :func:`scale`, so text stays readable from
1280x720 to 3840x2160. Panels are cached: menus redraw every frame for the price of blits.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import drawn, fonts
from oh7_desktop.app.theme import (BUTTON, BUTTON_EDGE, DANGER, DARK, FOCUS, GOLD, GOLD_DEEP, INK, MUTED, PANEL,
                                   RGB, RGBA, panel, wrap as _wrap)

DESIGN_SIZE = (1280, 720)
"""The window size at which :func:`scale` is 1; everything grows with the window."""


def scale(size: tuple[int, int]) -> float:
    """Return the UI scale for a window size (1.0 at 1280x720, 3.0 at 3840x2160)."""
    return max(0.5, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))


UI_SCALES = (75, 100, 125, 150, 175, 200)
"""The text sizes the player may choose (Options → Accessibility), per cent of :func:`scale`."""


def measure(size: tuple[int, int], percent: object) -> float:
    """Return the menus' measure: :func:`scale` of the window times ``percent`` / 100 (one of
    :data:`UI_SCALES`; anything else counts as 100: the settings' loader already said so)."""
    chosen = percent if isinstance(percent, int) and percent in UI_SCALES else 100
    return scale(size) * chosen / 100


def px(value: float, ui: float) -> int:
    """Return ``value`` design pixels at scale ``ui``, at least 1."""
    return max(1, round(value * ui))


def rounded_panel(size: tuple[int, int], fill: RGBA, radius: int, edge: RGBA | None = None,
                  width: int = 0) -> pygame.Surface:
    """Return a translucent rounded rectangle (the theme's cached panel)."""
    return panel(size, fill, radius, edge, width)


def blit_text(surface: pygame.Surface, content: str, size: int, colour: RGB, pos: tuple[int, int],
              *, bold: bool = False, anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (``"center"``, ``"midleft"``...); shrink to ``max_width``."""
    picture = fonts.text(content, size, colour, bold)
    if max_width is not None and picture.get_width() > max_width and size > 8:
        shrunk = max(8, int(size * max_width / picture.get_width()))
        picture = fonts.text(content, shrunk, colour, bold)
    rect = picture.get_rect(**{anchor: pos})
    surface.blit(picture, rect)
    drawn.note("text", rect, content, surface)
    drawn.note_size(rect, fonts.size_of(picture), surface)
    return rect


def dim_below(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole screen under an overlay (a dialog, the in-game menu, the keys); what lies
    dimmed below is not read by the layout and contrast checks (:func:`.drawn.cover`)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))
    drawn.cover(surface)


def wrap(content: str, size: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Split ``content`` into lines no wider than ``max_width`` pixels (the theme's wrap)."""
    return _wrap(content, size, max_width, bold)


def key_cap(surface: pygame.Surface, label: str, pos: tuple[int, int], ui: float, *,
            anchor: str = "midright", dark: bool = False) -> pygame.Rect:
    """Draw a small keyboard key with ``label`` (a shortcut hint) anchored at ``pos``."""
    size = px(15, ui)
    ink = DARK if dark else INK
    picture = fonts.text(label, size, ink, True)
    pad = px(7, ui)
    box = pygame.Rect(0, 0, max(picture.get_width() + 2 * pad, px(26, ui)), picture.get_height() + pad + px(2, ui))
    setattr(box, anchor, pos)
    fill: RGBA = (0, 0, 0, 40) if dark else (255, 255, 255, 28)
    edge: RGBA = (*DARK, 160) if dark else (*INK, 150)
    surface.blit(rounded_panel(box.size, fill, px(5, ui), edge, max(1, px(1.5, ui))), box)
    surface.blit(picture, picture.get_rect(center=box.center))
    return box


__all__ = ["BUTTON", "BUTTON_EDGE", "DANGER", "DARK", "DESIGN_SIZE", "FOCUS", "GOLD", "GOLD_DEEP", "INK", "MUTED",
           "PANEL", "RGB", "RGBA", "UI_SCALES", "blit_text", "key_cap", "measure", "px", "rounded_panel", "scale", "wrap"]
