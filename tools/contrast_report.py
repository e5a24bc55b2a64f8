"""Measure the contrast of every text on every screen, from renders, in the high-contrast look.

Usage: ``.venv/bin/python tools/contrast_report.py [--normal] [--size 1280x720] [--lang en] [--all]``

Renders every menu screen (:mod:`menu_shots`' list) and every table position of the layout tour
(``tests/layout_tour.py``: a first decision, a hint, a refused card, the score sheet... of each
game), records where each line of text was drawn (:mod:`oh7_desktop.app.drawn`), and reads the
pixels back: the background is the median luminance of the one-pixel ring around the line, the
text the pixel inside it farthest from that; the ratio is WCAG's. A line none of whose pixels
differs from its surroundings is hidden (drawn, then covered by a panel: the table's centre under
the score sheet) and counted apart: the high-contrast look only re-inks what the normal look draws
dark on light or light on dark, so it cannot turn a shown line into an unseen one. It prints each
screen's smallest ratio and every line under 7:1 (issue 26's target for the high-contrast look,
WCAG AAA); ``--normal`` measures the normal look instead. Exit status 1 if a line is under the target.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.contrast import luminance

TARGET = 7.0
Measure = tuple[str, float | None]
"""A line of text and its contrast ratio (None: hidden)."""


def _lum(surface: pygame.Surface, x: int, y: int) -> float:
    r, g, b, _ = surface.get_at((x, y))
    return luminance((r, g, b))


def line_contrast(surface: pygame.Surface, rect: pygame.Rect) -> float | None:
    """The WCAG ratio between a drawn line's text and what surrounds it (None: off screen, or hidden)."""
    box = rect.clip(surface.get_rect())
    if box.width < 2 or box.height < 2:
        return None
    ring = box.inflate(2, 2).clip(surface.get_rect())
    around = [_lum(surface, x, y) for x in range(ring.left, ring.right) for y in (ring.top, ring.bottom - 1)]
    around += [_lum(surface, x, y) for y in range(ring.top, ring.bottom) for x in (ring.left, ring.right - 1)]
    background = statistics.median(around)
    inside = [_lum(surface, x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
    text = max(inside, key=lambda value: abs(value - background))
    if abs(text - background) < 1e-3:
        return None  # hidden under something drawn later
    high, low = max(text, background), min(text, background)
    return (high + 0.05) / (low + 0.05)


def measure(surface: pygame.Surface, boxes: list[drawn.Box]) -> list[Measure]:
    """Every recorded line of text on ``surface`` (inside it) with its ratio."""
    window = surface.get_rect()
    return [(box.label, line_contrast(surface, box.rect)) for box in boxes
            if box.kind == "text" and box.rect.clip(window).width >= 2]


def menu_screens(size: str, lang: str, folder: Path, only: set[str] | None = None) -> Iterator[tuple[str, list[Measure]]]:
    """Each menu screen's lines and ratios, drawn by the real app in the look the settings ask."""
    import menu_shots

    from oh7_desktop.app.loop import window
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    app = App(parse(["--headless", "--frames", "1", "--size", size, "--lang", lang]), UserDirs.under(folder))
    app.load_settings()
    app.apply_settings(high_contrast=HIGH[0])
    menu_shots._seed_saves(app)
    menu_shots._seed_history(app)
    try:
        for name, prepare in menu_shots.screens(app):
            if only is not None and name not in only:
                continue
            prepare()
            surface = window()
            with drawn.recording(surface) as boxes:
                app.stack.draw(surface)
            yield name, measure(surface, list(boxes))
    finally:
        app.close()


def table_positions(size: tuple[int, int], lang: str, games: list[str] | None = None,
                    first_only: bool = False) -> Iterator[tuple[str, list[Measure]]]:
    """Each table position of the layout tour with its lines and ratios."""
    import layout_tour

    from oh7_desktop.app import tables

    for game in games or tables.playable():
        table = layout_tour.make(game)
        try:
            for position in layout_tour.tour(table):
                surface, boxes = layout_tour.drawn_at(table, size, lang)
                yield f"{game}-{position}", measure(surface, boxes)
                if first_only:
                    break
        finally:
            table.exit()


HIGH = [True]
"""The look measured (the report's ``--normal`` switches it off)."""


def report(screens: Iterator[tuple[str, list[Measure]]], show: Callable[[str], None] = print) -> int:
    """Print each screen's smallest ratio and its lines under the target; return how many."""
    failures = 0
    for name, lines in screens:
        shown = [(label, ratio) for label, ratio in lines if ratio is not None]
        worst = min((ratio for _, ratio in shown), default=float("inf"))
        hidden = len(lines) - len(shown)
        show(f"{name:36} {len(shown):4} lines  smallest {worst:5.1f}:1" + (f"  ({hidden} hidden)" if hidden else ""))
        for label, ratio in shown:
            if ratio < TARGET:
                failures += 1
                show(f"    {ratio:4.1f}:1  {label[:60]!r}")
    return failures


def main(argv: list[str] | None = None) -> int:
    """Measure the menus and the tables; exit 1 if a line is under 7:1."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--normal", action="store_true", help="measure the normal look")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    HIGH[0] = not args.normal
    width, height = (int(v) for v in args.size.split("x"))
    from oh7_desktop.app import contrast

    with tempfile.TemporaryDirectory() as tmp:
        failures = report(menu_screens(args.size, args.lang, Path(tmp)))
    contrast.set_high(HIGH[0])
    failures += report(table_positions((width, height), args.lang))
    print(f"{failures} lines under {TARGET:.0f}:1")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
