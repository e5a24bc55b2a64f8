"""The UI scale (Options → Accessibility → Scale): every screen drawn bigger or smaller.

At a scale ``s`` the scenes lay out and draw on a logical canvas of the window's size divided by
``s``, which the frame loop smooth-scales to the window; mouse positions are mapped back from the
window to the canvas before any scene sees them. Scenes therefore keep measuring from the surface
they are given, as at 100 %, and every check made at a canvas size holds in the window.

A canvas is never smaller than :data:`SMALLEST_CANVAS` (1024x640, the smallest size at which
every table and menu is checked to fit without overlaps): a scale the window has no room for is
limited to the largest that fits (shown in the option as "150 % (limited by the window: 113 %)").
Below 100 % the canvas is larger than the window, so everything is drawn smaller.

>>> effective_scale((1920, 1080), 150), effective_scale((1280, 720), 200), effective_scale((1280, 720), 75)
(1.5, 1.125, 0.75)
>>> canvas_size((1920, 1080), 200), canvas_size((1024, 640), 125), canvas_size((1280, 720), 100)
((1138, 640), (1024, 640), (1280, 720))
"""

from __future__ import annotations

from typing import Final

import pygame

SCALES: Final = (75, 100, 125, 150, 175, 200)
"""The scales offered, in percent."""
SMALLEST_CANVAS: Final = (1024, 640)
"""No scale makes the logical canvas smaller than this (a smaller window is drawn at 100 %)."""
MOUSE_EVENTS: Final = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})


def effective_scale(window_size: tuple[int, int], percent: int) -> float:
    """The scale drawn for ``percent`` in a window of ``window_size`` (limited by the window's room)."""
    wanted = percent / 100
    if wanted <= 1.0:
        return wanted
    room = min(window_size[0] / SMALLEST_CANVAS[0], window_size[1] / SMALLEST_CANVAS[1])
    return max(1.0, min(wanted, room))


def canvas_size(window_size: tuple[int, int], percent: int) -> tuple[int, int]:
    """The logical size the scenes lay out and draw at, for ``percent`` in this window."""
    scale = effective_scale(window_size, percent)
    return max(1, round(window_size[0] / scale)), max(1, round(window_size[1] / scale))


def shown_percent(window_size: tuple[int, int], percent: int) -> int:
    """The scale really drawn, in whole percent (``percent`` unless the window limits it)."""
    return round(effective_scale(window_size, percent) * 100)


def to_canvas(event: pygame.event.Event, window_size: tuple[int, int], percent: int) -> pygame.event.Event:
    """``event`` with its mouse position (and motion) in canvas pixels; other events unchanged."""
    if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
        return event
    size = canvas_size(window_size, percent)
    if size == window_size:
        return event
    fx, fy = size[0] / window_size[0], size[1] / window_size[1]
    fields = dict(event.dict)
    fields["pos"] = (int(event.pos[0] * fx), int(event.pos[1] * fy))
    if "rel" in fields:
        fields["rel"] = (round(event.rel[0] * fx), round(event.rel[1] * fy))
    return pygame.event.Event(event.type, fields)


class Canvas:
    """The surface the scenes draw on this frame, and its scaling to the window."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None

    def target(self, window: pygame.Surface, percent: int) -> pygame.Surface:
        """The window itself at 100 %, else the logical canvas (kept while its size holds)."""
        size = canvas_size(window.get_size(), percent)
        if size == window.get_size():
            self._surface = None
            return window
        if self._surface is None or self._surface.get_size() != size:
            self._surface = pygame.Surface(size, 0, window)
        return self._surface

    @staticmethod
    def present(canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Scale the canvas onto the window (nothing to do when the scenes drew on the window)."""
        if canvas is window:
            return
        if canvas.get_bitsize() in (24, 32) and window.get_bitsize() in (24, 32):
            pygame.transform.smoothscale(canvas, window.get_size(), window)
        else:  # smoothscale needs 24 or 32 bits a pixel
            pygame.transform.scale(canvas, window.get_size(), window)
