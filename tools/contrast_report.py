"""Measure the contrast of every text on every screen, from renders, in the high-contrast look.

Usage: ``.venv/bin/python tools/contrast_report.py [--normal] [--size 1280x720] [--lang en,fr]
[--scale 100,200] [--only menus,tables,keys,tutorials] [--shots DIR]``

Renders every menu screen and dialog (:mod:`menu_shots`' list, the game-over sheet, the first
launch's offer to learn, F1's list of keys over the menu), every table position of the layout
tour (``tests/layout_tour.py``: a first decision, a hint, a refused card, the score sheet... of
each game) with F1's list over each table, and every step of the four tutorials and of Oh 7 ?'s
advanced lesson (panel and table), in each language and text size asked (default both languages,
100 % and 200 %). It records where each line of text was drawn (:mod:`oh7_desktop.app.drawn`),
and reads the pixels back: the background is the median luminance of the one-pixel ring around
the line, the text the pixel inside it farthest from that; the ratio is WCAG's. A line none of
whose pixels differs from its surroundings is hidden (drawn, then covered by a panel: the table's
centre under the score sheet) and counted apart: the high-contrast look only re-inks what the
normal look draws dark on light or light on dark, so it cannot turn a shown line into an unseen
one; so is a line in a scrolled list's fade (a row half out of view at an edge with more beyond:
it is read, and measured, once scrolled to). It prints each screen's smallest ratio and every line under 7:1 (issue 26's target for the
high-contrast look, WCAG AAA), with the screenshot saved of that screen (``--shots``, default a
folder under the system's temporary one), then the smallest ratio of each group of screens;
``--normal`` measures the normal look instead. Exit status 1 if a line is under the target.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

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
Screen = tuple[str, list[Measure]]
"""A screen's name and its lines."""


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


FADE = "scroll-fade"
"""The kind of box :func:`scroll_fades_noted` records: a scrolled list's fade at an edge with more beyond."""
LINES = frozenset({"text", "panel-line"})
"""The kinds of box measured: each line of text drawn, and each line a tutorial's panel records
itself where it draws it (:func:`oh7_desktop.app.tutorial.runner.draw_panel`: the words it really
drew, at their size, even shrunk to find room)."""


def measure(surface: pygame.Surface, boxes: list[drawn.Box]) -> list[Measure]:
    """Every recorded line of text on ``surface`` (inside it) with its ratio; None for a line
    hidden, or in a scrolled list's fade (half out of view, meant to look faded: it is read once
    scrolled to, where it is measured)."""
    window = surface.get_rect()
    fades = [box.rect for box in boxes if box.kind == FADE]
    return [(box.label or f"(a line at {tuple(box.rect)})", None if box.rect.collidelist(fades) >= 0
             else line_contrast(surface, box.rect)) for box in boxes
            if box.kind in LINES and box.rect.clip(window).width >= 2]


SHOTS: list[Path | None] = [None]
"""Where a screen with a line under the target is saved (None: nowhere)."""
_last: list[pygame.Surface | None] = [None]
"""The surface of the screen last measured (saved if one of its lines is under the target)."""


def measured(surface: pygame.Surface, boxes: list[drawn.Box]) -> list[Measure]:
    """:func:`measure`, keeping ``surface`` (a copy) for :func:`report` to save if a line fails."""
    _last[0] = surface.copy()
    return measure(surface, boxes)


def menu_screens(size: str, lang: str, folder: Path, only: set[str] | None = None,
                 scale: int = 100) -> Iterator[Screen]:
    """Each menu screen and dialog's lines and ratios, drawn by the real app in the look the
    settings ask, at the text size ``scale`` (per cent)."""
    import menu_shots

    from oh7_desktop.app.loop import window
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    app = App(parse(["--headless", "--frames", "1", "--size", size, "--lang", lang]), UserDirs.under(folder))
    app.load_settings()
    app.apply_settings(high_contrast=HIGH[0], ui_scale=scale)
    menu_shots._seed_saves(app)
    menu_shots._seed_history(app)
    try:
        for name, prepare in menu_shots.screens(app) + dialogs(app):
            if only is not None and name not in only:
                continue
            prepare()
            surface = window()
            with scroll_fades_noted(), drawn.recording(surface) as boxes:
                app.stack.draw(surface)
            yield name, measured(surface, list(boxes))
    finally:
        app.close()


def dialogs(app: Any) -> list[tuple[str, Callable[[], None]]]:
    """The screens :mod:`menu_shots` does not show: the game-over sheet, the first launch's offer
    to learn, and F1's list of keys over the main menu."""
    from oh7_desktop.app.menus.game_over import GameOverScene
    from oh7_desktop.app.menus.history import HistoryScene
    from oh7_desktop.app.menus.keys_help import KeysHelp
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.tutorial.offer import learn, offer

    s, stack = app.services, app.stack

    def reset() -> MainMenu:
        while stack.scenes:
            stack.pop()
        menu = MainMenu(s)
        stack.push(menu)
        return menu

    def game_over() -> None:
        reset()
        stored = app.history.db().game(HistoryScene(s).rows[0].game.id)
        stack.push(GameOverScene(s, stored, play_again=lambda: None))

    def keys_help() -> None:
        menu = reset()
        stack.push(KeysHelp(s, menu.key_help()))

    return [("game-over", game_over), ("keys-help-menu", keys_help),
            ("tutorial-offer", lambda: offer(s, stack, reset())), ("tutorial-choose", lambda: (reset(), learn(s, stack)))]


def table_positions(size: tuple[int, int], lang: str, games: list[str] | None = None,
                    first_only: bool = False, scale: int = 100) -> Iterator[Screen]:
    """Each table position of the layout tour with its lines and ratios, at the text size
    ``scale``; after the first decision, F1's list of the table's keys over it."""
    import layout_tour

    from oh7_desktop.app import tables

    for game in games or tables.playable():
        table = layout_tour.make(game)
        table.services.settings.ui_scale = scale
        try:
            for position in layout_tour.tour(table):
                with scroll_fades_noted():
                    surface, boxes = layout_tour.drawn_at(table, size, lang)
                yield f"{game}-{position}", measured(surface, boxes)
                if position == "first-decision":
                    yield f"{game}-keys-help", keys_over(table, surface)
                if first_only:
                    break
        finally:
            table.exit()


def keys_over(scene: Any, surface: pygame.Surface) -> list[Measure]:
    """F1's list of ``scene``'s keys drawn over ``surface`` (where the scene is drawn): its lines only
    (what it dims under it is not to be read; at a large text size it scrolls, and a row in its fade
    is counted apart as in any scrolled list)."""
    from oh7_desktop.app.menus.keys_help import KeysHelp

    overlay = KeysHelp(scene.services, scene.key_help())
    with scroll_fades_noted(), drawn.recording(surface) as boxes:
        overlay.draw(surface)
    return measured(surface, list(boxes))


TUTORIALS = ("oh7", "oh7-advanced", "oh-hell", "seven-up", "red7")


def tutorial_steps(size: tuple[int, int], lang: str, scale: int = 100, games: tuple[str, ...] = TUTORIALS,
                   steps: int | None = None) -> Iterator[Screen]:
    """Each step of each tutorial (its panel and the table under it, once as it comes and once more
    when it waits to be read), played to the first score sheet by keys (:mod:`..tutorial.demo`),
    and F1's list over the first step; ``steps``: only that many of each tutorial's."""
    screen = pygame.Surface(size)
    for game in games:
        with scroll_fades_noted():
            yield from _steps(game, screen, lang, scale, steps)


def _steps(game: str, screen: pygame.Surface, lang: str, scale: int, steps: int | None) -> Iterator[Screen]:
    """One tutorial's steps for :func:`tutorial_steps`."""
    from oh7_desktop.app.kit import demo as kit_demo
    from oh7_desktop.app.tutorial import demo

    scene = _tutorial(game, lang, scale)
    rng, last, seen = random.Random(0), None, 0
    try:
        for _ in range(12000):
            scene.update(kit_demo.FRAME)
            with drawn.recording(screen) as boxes:
                scene.draw(screen)
            moment = scene.runner.current(), scene.held() is not None
            if moment[0] is not None and moment != last:
                seen += 1
                name = f"tutorial-{game}-{seen}-{moment[0].rsplit('.', 1)[1]}{'-wait' if moment[1] else ''}"
                yield name, measured(screen, list(boxes))
                if seen == 1:
                    yield f"tutorial-{game}-keys-help", keys_over(scene, screen.copy())
            last = moment
            if scene.phase_name() in demo.ENDS or (steps is not None and seen >= steps):
                break
            demo.act(scene, rng)
    finally:
        scene.exit()


@contextmanager
def scroll_fades_noted() -> Iterator[None]:
    """While the block runs, each fade a scrolled list draws at an edge with more beyond is
    recorded (kind :data:`FADE`, where :meth:`..menus.scrolling.ScrollView.draw_marks` draws it)."""
    from oh7_desktop.app.menus import scrolling

    real = scrolling.ScrollView.draw_marks

    def noting(view: scrolling.ScrollView, surface: pygame.Surface, right: int) -> None:
        real(view, surface, right)
        if view.active:
            height, area = scrolling.px(30, view.ui), view.view
            if view.offset > 0:
                drawn.note(FADE, pygame.Rect(area.x, area.y, area.width, height), surface=surface)
            if view.offset < view.overflow:
                drawn.note(FADE, pygame.Rect(area.x, area.bottom - height, area.width, height), surface=surface)

    scrolling.ScrollView.draw_marks = noting  # type: ignore[method-assign]
    try:
        yield
    finally:
        scrolling.ScrollView.draw_marks = real  # type: ignore[method-assign]


def _tutorial(game: str, lang: str, scale: int) -> Any:
    """``game``'s tutorial (``oh7-advanced``: Oh 7 ?'s advanced lesson) at fast speed, ``scale`` %."""
    from types import SimpleNamespace

    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.scene import Services
    from oh7_desktop.app.tutorial import demo, oh7

    if game != "oh7":
        return demo.lesson(game, lang, scale=scale)
    settings = SimpleNamespace(speed="fast", bot_pace="normal", four_colour=True, colour_safe=False, ui_scale=scale,
                               auto_forced=False, auto_finish=False, reduced_motion=False)  # as demo.lesson's
    return oh7.TutorialTable(Services(settings=settings, translator=Translator(lang)))


HIGH = [True]
"""The look measured (the report's ``--normal`` switches it off)."""


def group_of(name: str) -> str:
    """The group a screen's figures are summed up in: ``menus``, ``dialogs``, ``keys-help``, a
    game's ``table``, a game's ``tutorial``."""
    if "keys-help" in name:
        return "keys-help (F1)"
    if name.startswith("tutorial-") and name.split("-")[1] not in ("offer", "choose"):
        return "tutorial " + next(g for g in sorted(TUTORIALS, key=len, reverse=True) if name[9:].startswith(g))
    from oh7_desktop.app import tables

    game = next((g for g in tables.playable() if name.startswith(g + "-")), None)
    if game is not None:
        return f"table {game}"
    if name.startswith(("notice", "prompt", "error", "game-over", "game-menu", "tutorial-")):
        return "dialogs"
    return "menus"


def report(screens: Iterator[Screen], show: Callable[[str], None] = print, tag: str = "",
           smallest: dict[str, float] | None = None) -> int:
    """Print each screen's smallest ratio and its lines under the target (with the screenshot saved
    of that screen, if :data:`SHOTS` names a folder); return how many. ``smallest`` collects each
    group's smallest ratio (:func:`group_of`, after ``tag``)."""
    failures = 0
    for name, lines in screens:
        shown = [(label, ratio) for label, ratio in lines if ratio is not None]
        worst = min((ratio for _, ratio in shown), default=float("inf"))
        if smallest is not None:
            group = f"{tag}{group_of(name)}"
            smallest[group] = min(smallest.get(group, float("inf")), worst)
        hidden = len(lines) - len(shown)
        show(f"{tag}{name:36} {len(shown):4} lines  smallest {worst:5.1f}:1" + (f"  ({hidden} hidden or in a scroll fade)" if hidden else ""))
        low = [(label, ratio) for label, ratio in shown if ratio < TARGET]
        for label, ratio in low:
            failures += 1
            show(f"    {ratio:4.1f}:1  {label[:60]!r}")
        if low and SHOTS[0] is not None and _last[0] is not None:
            path = SHOTS[0] / f"{tag.strip().replace(' ', '-')}-{name}.png".strip("-")
            pygame.image.save(_last[0], str(path))
            show(f"    see {path}")
    return failures


def main(argv: list[str] | None = None) -> int:
    """Measure the menus, dialogs, tables, keys lists and tutorials; exit 1 if a line is under 7:1."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--normal", action="store_true", help="measure the normal look")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en,fr", help="languages, comma-separated (default en,fr)")
    parser.add_argument("--scale", default="100,200", help="text sizes in %%, comma-separated (75 to 200)")
    parser.add_argument("--only", default="menus,tables,tutorials", help="what to measure, comma-separated")
    parser.add_argument("--shots", type=Path, default=Path(tempfile.gettempdir()) / "oh7-contrast",
                        help="folder for the screens with a line under the target")
    args = parser.parse_args(argv)
    HIGH[0] = not args.normal
    SHOTS[0] = args.shots
    args.shots.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    parts = set(args.only.split(","))
    from oh7_desktop.app import contrast

    failures, smallest = 0, dict[str, float]()
    for scale in (int(v) for v in args.scale.split(",")):
        for lang in args.lang.split(","):
            tag = f"{lang} {scale}% "
            if "menus" in parts:
                with tempfile.TemporaryDirectory() as tmp:
                    failures += report(menu_screens(args.size, lang, Path(tmp), scale=scale), tag=tag, smallest=smallest)
            contrast.set_high(HIGH[0])
            if "tables" in parts:
                failures += report(table_positions((width, height), lang, scale=scale), tag=tag, smallest=smallest)
            if "tutorials" in parts:
                failures += report(tutorial_steps((width, height), lang, scale), tag=tag, smallest=smallest)
    print("\nsmallest ratio per group of screens")
    for group, ratio in sorted(smallest.items()):
        print(f"{group:40} {ratio:5.1f}:1")
    print(f"{failures} lines under {TARGET:.0f}:1")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
