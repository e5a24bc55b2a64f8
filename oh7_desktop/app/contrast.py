"""The high-contrast look (Options → High contrast): every text at least 7:1 on what it is drawn on.

WCAG AAA asks 7:1 between text and its background. In the normal look, light text sits on
translucent dark panels over a mid-green felt, about 5:1 at the felt's brightest. The high-contrast
look keeps the app's colours but changes what they sit on and lifts the dim ones:

- the felt is nearly black (:data:`FELT_CENTRE`, :data:`FELT_EDGE`) and panels are opaque black
  with light edges (:func:`fill`, :func:`edge`), so any light text reads on them;
- a light text colour too dim for 7:1 on black is blended toward white until it reaches
  :data:`LIGHT_FLOOR` luminance; a dark text colour (drawn on gold or paper) becomes black
  (:func:`ink`).

Card faces keep their colours; their texts are deepened in their own hue, or set on paper plates,
to 7:1 (:func:`.faces.legible`: ``tools/card_contrast.py`` measures them).
The look is one switch read when drawing (:func:`set_high`); caches key on it.

>>> set_high(True)
>>> ink((244, 241, 230)), ink((22, 26, 24)), ink((190, 140, 30))
((244, 241, 230), (0, 0, 0), (206, 169, 86))
>>> fill((8, 27, 17, 204)), edge((150, 190, 160, 110))
((0, 0, 0, 255), (236, 236, 236, 255))
>>> set_high(False)
>>> ink((190, 140, 30))
(190, 140, 30)
"""

from __future__ import annotations

from functools import lru_cache
from typing import overload

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

FELT_CENTRE: RGB = (14, 34, 22)
FELT_EDGE: RGB = (4, 12, 8)
"""The felt in the high-contrast look (luminance under 0.02: white text is over 15:1 on it)."""
LIGHT_FLOOR = 0.42
"""The luminance a light text colour is lifted to: 7.4:1 on the felt's centre, 9:1 on black."""
DARK_CEILING = 0.18
"""Under this luminance a text colour is dark text for a light ground (gold, paper)."""
EDGE_INK: RGBA = (236, 236, 236, 255)

_high = False


def set_high(on: bool) -> None:
    """Switch the high-contrast look on or off (drawing reads it; nothing else changes)."""
    global _high
    _high = bool(on)


def high() -> bool:
    """True while the high-contrast look is on."""
    return _high


def luminance(colour: RGB) -> float:
    """WCAG relative luminance of an sRGB colour (0 black to 1 white)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=256)
def _lifted(colour: RGB) -> RGB:
    """``colour`` for the high-contrast look (see the module)."""
    if luminance(colour) < DARK_CEILING:
        return (0, 0, 0)
    step = 0
    lifted = colour
    while luminance(lifted) < LIGHT_FLOOR and step < 100:
        step += 1
        t = step / 100
        lifted = (round(colour[0] + (255 - colour[0]) * t), round(colour[1] + (255 - colour[1]) * t),
                  round(colour[2] + (255 - colour[2]) * t))
    return lifted


@overload
def ink(colour: RGB) -> RGB: ...
@overload
def ink(colour: RGBA) -> RGBA: ...
def ink(colour: RGB | RGBA) -> RGB | RGBA:
    """A text colour as drawn now: itself, or lifted/darkened in the high-contrast look."""
    if not _high:
        return colour
    rgb = _lifted((colour[0], colour[1], colour[2]))
    return rgb if len(colour) == 3 else (*rgb, colour[3])


def fill(colour: RGBA) -> RGBA:
    """A panel's fill as drawn now: in the high-contrast look a dark fill becomes opaque black and
    a light one (a gold button under dark text) is lifted as light text is."""
    if not _high:
        return colour
    rgb = (colour[0], colour[1], colour[2])
    if luminance(rgb) >= DARK_CEILING:
        return (*_lifted(rgb), colour[3])
    return (0, 0, 0, 255 if colour[3] >= 96 else colour[3])


def edge(colour: RGBA) -> RGBA:
    """A panel's edge as drawn now: a light, opaque line in the high-contrast look."""
    return EDGE_INK if _high else colour


__all__ = ["DARK_CEILING", "EDGE_INK", "FELT_CENTRE", "FELT_EDGE", "LIGHT_FLOOR", "edge", "fill", "high", "ink",
           "luminance", "set_high"]
