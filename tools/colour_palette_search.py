"""Search a colour-safe palette for each pack: every pair far apart in all four visions.

Usage: ``.venv/bin/python tools/colour_palette_search.py [--steps 12000] [--restarts 16] [--seed 7] [--pack red7]``

A hill-climb over sRGB (deterministic: seeded): each step moves one colour of the palette a
little and keeps the move when the palette's smallest CIEDE2000 difference between two of its
colours, taken over normal vision and protanopia, deuteranopia and tritanopia (Machado 2009,
:mod:`oh7_desktop.app.colour_vision`), does not get worse (ties are broken by the next smallest
differences). Each colour must stay recognisably its name (its CIELAB hue within a window, or
dark for black) and readable: an ink at least 4.5:1 (WCAG AA: it draws the corner index) on
the card's paper ``PAPER``; a colour
that fills the whole card (Red7's colour-safe cards, :data:`FILLED`) at least 4.5:1 under the
black or white value drawn on it.
It prints the best palette of each pack with its figures, ready to paste into ``faces.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.app.colour_vision import VISIONS, ciede2000, contrast_ratio, simulate, to_lab
from oh7_desktop.app.faces import FOUR_COLOURS, PAPER, RED7_COLOURS, readable_ink

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]
# What keeps a colour its name: (hue centre, half-width) in CIELAB degrees, a minimum chroma, and
# the lightness range (darker reads black or brown), or None for black (dark and nearly neutral).
# Red7's indigo stays darker and its violet lighter, as on the printed cards, so the rainbow's order
# reads as it does there; its orange keeps off red's hues.
Window = tuple[float, float, float, float, float] | None
WINDOWS: dict[str, dict[str, Window]] = {
    "suits": {"S": None, "H": (32, 12, 55, 30, 100), "C": (145, 25, 30, 30, 100), "D": (268, 20, 30, 30, 100),
              "F": (322, 18, 35, 30, 100)},
    "red7": {"R": (32, 14, 50, 30, 100), "O": (65, 10, 40, 40, 100), "Y": (86, 16, 35, 50, 100),
             "G": (150, 35, 25, 30, 75), "B": (250, 30, 25, 30, 80), "I": (285, 20, 25, 20, 35),
             "V": (325, 25, 25, 50, 100)},
}
STARTS: dict[str, dict[str, RGB]] = {"suits": dict(FOUR_COLOURS), "red7": dict(RED7_COLOURS)}
MIN_CONTRAST = 4.5
"""An ink on the card's paper (the suits' symbols, small in a corner index): WCAG AA 4.5:1 for text."""
FILLED = {"red7"}
"""Packs whose colour-safe cards are filled with their colour (faces.RED7_SAFE): the colour needs no
contrast with the paper, but the value's black or white on it needs :data:`MIN_TEXT_CONTRAST`."""
MIN_TEXT_CONTRAST = 4.5
"""A value on a filled card: WCAG AA for text."""


def readable(colour: RGB, filled: bool) -> bool:
    """Whether ``colour`` reads on the paper (an ink) or carries a readable value (a filled card)."""
    if filled:
        return contrast_ratio(readable_ink(colour), colour) >= MIN_TEXT_CONTRAST
    return contrast_ratio(colour, PAPER) >= MIN_CONTRAST


def allowed(colour: RGB, window: Window, filled: bool = False) -> bool:
    """Whether ``colour`` still reads as its name, and reads (see :func:`readable`)."""
    if not readable(colour, filled):
        return False
    lightness, a, b = to_lab(colour)
    if window is None:
        return lightness <= 25 and math.hypot(a, b) <= 12
    centre, half, chroma, darkest, lightest = window
    hue = math.degrees(math.atan2(b, a)) % 360
    in_window = abs((hue - centre + 180) % 360 - 180) <= half and math.hypot(a, b) >= chroma
    return in_window and darkest <= lightness <= lightest


def seen(colour: RGB) -> tuple[Lab, ...]:
    """The colour's CIELAB in each vision."""
    return tuple(to_lab(simulate(colour, vision)) for vision in VISIONS)


def score(labs: dict[str, tuple[Lab, ...]]) -> list[float]:
    """Every pair's smallest difference over the visions, smallest first (compared as a list)."""
    names = sorted(labs)
    pairs = [min(ciede2000(x, y) for x, y in zip(labs[first], labs[second]))
             for i, first in enumerate(names) for second in names[i + 1:]]
    return sorted(pairs)[:4]


def climb(start: dict[str, RGB], windows: dict[str, Window], rng: random.Random,
          steps: int, filled: bool = False) -> tuple[list[float], dict[str, RGB]]:
    """One hill-climb from ``start``; returns (score, palette)."""
    palette = dict(start)
    labs = {name: seen(colour) for name, colour in palette.items()}
    best = score(labs)
    for step in range(steps):
        reach = max(2, round(40 * (1 - step / steps)))
        name = rng.choice(sorted(palette))
        moved = tuple(min(255, max(0, c + rng.randint(-reach, reach))) for c in palette[name])
        candidate: RGB = (moved[0], moved[1], moved[2])
        if not allowed(candidate, windows[name], filled):
            continue
        old = labs[name]
        labs[name] = seen(candidate)
        trial = score(labs)
        if trial >= best:
            best, palette[name] = trial, candidate
        else:
            labs[name] = old
    return best, palette


def search(pack: str, steps: int, restarts: int, seed: int) -> tuple[list[float], dict[str, RGB]]:
    """The best of ``restarts`` climbs (the first from the current palette, the others jittered)."""
    rng = random.Random(f"{seed}-{pack}")
    windows, start, filled = WINDOWS[pack], STARTS[pack], pack in FILLED
    best: tuple[list[float], dict[str, RGB]] = ([-1.0], start)
    for restart in range(restarts):
        origin = dict(start)
        for name, colour in start.items():
            if restart == 0 and allowed(colour, windows[name], filled):
                continue
            # Jittered restarts; a colour not allowed as it is (yellow on paper) starts nearby.
            for _ in range(2000):
                jitter = tuple(min(255, max(0, c + rng.randint(-90, 90))) for c in colour)
                if allowed((jitter[0], jitter[1], jitter[2]), windows[name], filled):
                    origin[name] = (jitter[0], jitter[1], jitter[2])
                    break
        result = climb(origin, windows, rng, steps, filled)
        if result[0] > best[0]:
            best = result
    return best


def main(argv: list[str] | None = None) -> int:
    """Search each pack and print its palette and figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--steps", type=int, default=12000)
    parser.add_argument("--restarts", type=int, default=16)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pack", choices=sorted(WINDOWS), action="append", help="only this pack (repeatable)")
    args = parser.parse_args(argv)
    for pack in args.pack or WINDOWS:
        figures, palette = search(pack, args.steps, args.restarts, args.seed)
        print(f"{pack}: smallest difference over the four visions {figures[0]:.1f}")
        print("  " + ", ".join(f'"{name}": {colour}' for name, colour in palette.items()))
        for name, colour in palette.items():
            if pack in FILLED:
                print(f"  {name} value on the card {contrast_ratio(readable_ink(colour), colour):.2f}")
            else:
                print(f"  {name} contrast on paper {contrast_ratio(colour, PAPER):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
