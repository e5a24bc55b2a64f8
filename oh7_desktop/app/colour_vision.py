"""How far apart two colours look, to a person with normal or deficient colour vision.

Two published models, in the standard library only, so that the card art can be measured:

- colour-vision deficiency is simulated with Machado, Oliveira & Fernandes (2009), "A
  physiologically-based model for simulation of color vision deficiency" (IEEE TVCG 15(6)), at
  severity 1.0 (protanopia, deuteranopia, tritanopia): a 3×3 matrix on linear sRGB;
- the difference is CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 color-difference formula:
  implementation notes"), on CIELAB under D65. A difference near 1 is the smallest a person
  notices side by side; cards that must be told apart at a glance want 20 or more.

>>> round(ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)), 4)
2.0425
>>> simulate((255, 255, 255), "deutan")
(255, 255, 255)
>>> round(difference((206, 22, 38), (16, 128, 56), "deutan"), 1) < 20
True
"""

from __future__ import annotations

import math
from typing import Literal

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
Vision = Literal["normal", "protan", "deutan", "tritan"]
VISIONS: tuple[Vision, ...] = ("normal", "protan", "deutan", "tritan")

_Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]
# Machado et al. 2009, severity 1.0, on linear sRGB.
_MACHADO: dict[str, _Matrix] = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}
# sRGB (linear) to XYZ under D65, and the D65 white point (IEC 61966-2-1).
_TO_XYZ: _Matrix = ((0.4124564, 0.3575761, 0.1804375), (0.2126729, 0.7151522, 0.0721750),
                    (0.0193339, 0.1191920, 0.9503041))
_WHITE = (0.95047, 1.0, 1.08883)


def to_linear(channel: int) -> float:
    """One 0-255 sRGB channel as linear light in 0..1."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(value: float) -> int:
    """Linear light (clipped to 0..1) as a 0-255 sRGB channel."""
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def _times(matrix: _Matrix, vector: tuple[float, float, float]) -> tuple[float, float, float]:
    x, y, z = (sum(m * v for m, v in zip(row, vector)) for row in matrix)
    return x, y, z


def simulate(colour: RGB, vision: Vision) -> RGB:
    """The sRGB colour as a person with ``vision`` sees it (Machado 2009, severity 1)."""
    if vision == "normal":
        return colour
    linear = (to_linear(colour[0]), to_linear(colour[1]), to_linear(colour[2]))
    r, g, b = _times(_MACHADO[vision], linear)
    return from_linear(r), from_linear(g), from_linear(b)


def to_lab(colour: RGB) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    xyz = _times(_TO_XYZ, (to_linear(colour[0]), to_linear(colour[1]), to_linear(colour[2])))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(value / white) for value, white in zip(xyz, _WHITE))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _hue(b: float, a: float) -> float:
    """Hue angle in degrees 0..360 (0 for a neutral colour)."""
    if a == 0 and b == 0:
        return 0.0
    return math.degrees(math.atan2(b, a)) % 360


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p, h2p = _hue(b1, a1p), _hue(b2, a2p)
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0 if c1p * c2p == 0 else (h2p - h1p + 180) % 360 - 180
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    h_bar = _mean_hue(h1p, h2p, c1p * c2p)
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_bar, 1 + 0.015 * cp_bar * t
    rt = (-2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((h_bar - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (d_big_h / sh) ** 2 + rt * (dc / sc) * (d_big_h / sh))


def _mean_hue(h1: float, h2: float, chroma_product: float) -> float:
    """The mean of two hue angles the short way round (Sharma et al.'s rule)."""
    if chroma_product == 0:
        return h1 + h2
    if abs(h1 - h2) <= 180:
        return (h1 + h2) / 2
    return (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2


def difference(first: RGB, second: RGB, vision: Vision = "normal") -> float:
    """CIEDE2000 between two sRGB colours as a person with ``vision`` sees them."""
    return ciede2000(to_lab(simulate(first, vision)), to_lab(simulate(second, vision)))


def closest_pair(colours: dict[str, RGB], vision: Vision = "normal") -> tuple[float, str, str]:
    """The smallest difference between any two named colours, and their names."""
    names = sorted(colours)
    best = (math.inf, "", "")
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            best = min(best, (difference(colours[first], colours[second], vision), first, second))
    return best


def contrast_ratio(first: RGB, second: RGB) -> float:
    """WCAG 2 contrast ratio of two sRGB colours (1 to 21)."""

    def luminance(colour: RGB) -> float:
        r, g, b = (to_linear(c) for c in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


__all__ = ["VISIONS", "Vision", "ciede2000", "closest_pair", "contrast_ratio", "difference", "simulate",
           "to_lab"]
