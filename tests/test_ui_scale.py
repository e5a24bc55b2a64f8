"""The UI scale (issue 26, item 2): every screen 75 % to 200 %, inside the window, nothing overlapping.

Scenes draw on a logical canvas of the window's size divided by the scale (never under 1024x640),
which the loop smooth-scales to the window (:mod:`oh7_desktop.app.canvas`). So a screen is inside
the window at a scale exactly when it is inside its canvas: every menu of ``tools/menu_shots.py``
and every position of the layout tour (each game's table in its phases, a practice over the
review, the score sheet) is drawn at the canvas of each window (1024x640, 1280x720, 1920x1080)
and scale, once per distinct canvas, and checked with the layout tour's checks (no box overlaps
another or leaves the canvas, no line cut) and no two lines of text overlapping.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from app_support import frames, make_app, top
from layout_tour import SIZES as TABLE_SIZES_CHECKED
from layout_tour import drawn_at, make, problems, settle, tour
from oh7_desktop.app import drawn, tables
from oh7_desktop.app.canvas import SCALES, canvas_size, effective_scale, shown_percent, to_canvas
from oh7_desktop.app.menus.base import MenuScene

WINDOWS = [(1024, 640), (1280, 720), (1920, 1080)]
LANGUAGES = ["en", "fr"]
CANVASES: dict[tuple[int, int], list[str]] = {}
"""Each distinct canvas, with the windows and scales drawn on it ("1920x1080 at 175 %")."""
for _window, _scale in itertools.product(WINDOWS, SCALES):
    CANVASES.setdefault(canvas_size(_window, _scale), []).append(f"{_window[0]}x{_window[1]} at {_scale} %")
TABLE_CANVASES = [size for size in CANVASES if size not in TABLE_SIZES_CHECKED]
"""The canvases a table is drawn on here (the others are the window sizes test_table_layout checks)."""


def texts_overlapping(boxes: list[drawn.Box]) -> list[str]:
    """Every two lines of text that overlap (a line's own shadow, the same words, excepted)."""
    lines = [b for b in boxes if b.kind == "text"]
    found = []
    for first, second in itertools.combinations(lines, 2):
        common = first.rect.clip(second.rect)
        if common.width > 1 and common.height > 1 and first.label != second.label:
            found.append(f"text over text: {tuple(first.rect)} and {tuple(second.rect)}")
    return found


def where(size: tuple[int, int]) -> str:
    """The windows and scales that draw on this canvas."""
    return ", ".join(CANVASES[size])


@lru_cache(maxsize=None)
def _table_problems(game: str, language: str) -> tuple[str, ...]:
    """Play ``game``'s tour once; at each position draw every canvas; what is wrong, and where."""
    found: list[str] = []
    table = make(game)
    try:
        for position in tour(table):
            for size in TABLE_CANVASES:
                for practice in (False, True) if position == "first-decision" else (False,):
                    _, boxes = drawn_at(table, size, language, practice)
                    found += [f"{position} on {size} ({where(size)}): {p}"
                              for p in problems(boxes, size) + texts_overlapping(boxes)]
    finally:
        table.exit()
    return tuple(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", tables.playable())
def test_every_table_position_fits_at_every_scale(game: str, language: str) -> None:
    assert len(TABLE_CANVASES) >= 5
    assert list(_table_problems(game, language)) == []


@lru_cache(maxsize=1)
def _menu_shots() -> ModuleType:
    """``tools/menu_shots.py``: every menu screen, set up as the screenshots show it."""
    spec = importlib.util.spec_from_file_location("menu_shots", Path(__file__).resolve().parents[1] / "tools"
                                                  / "menu_shots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def menu_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The real app with saves and a history, so the lists and statistics have rows."""
    app = make_app(tmp_path_factory.mktemp("menus"))
    shots = _menu_shots()
    shots._seed_saves(app)
    shots._seed_history(app)
    yield app
    app.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_fits_at_every_scale(menu_app: Any, language: str) -> None:
    from oh7_desktop.app.i18n import Translator

    menu_app.services.translator = Translator(language)
    found: list[str] = []
    screens = _menu_shots().screens(menu_app)
    for name, prepare in screens:
        prepare()
        for size in CANVASES:
            surface = pygame.Surface(size)
            with drawn.recording(surface) as recorded:
                menu_app.stack.draw(surface)
            boxes = list(recorded)
            assert boxes or name == "error", f"{name} drew no text"
            found += [f"{name} on {size} ({where(size)}): {p}" for p in problems(boxes, size) + texts_overlapping(boxes)]
    assert len(screens) >= 18
    assert found == []


def test_the_canvas_is_the_window_over_the_scale_never_under_1024x640() -> None:
    assert canvas_size((1920, 1080), 150) == (1280, 720)
    assert canvas_size((1920, 1080), 75) == (2560, 1440)
    assert canvas_size((1280, 720), 100) == (1280, 720)
    assert canvas_size((1280, 720), 200) == (1138, 640), "limited: 112.5 % is all 1280x720 has room for"
    assert canvas_size((800, 500), 150) == (800, 500), "a small window is never drawn smaller than 100 %"
    assert shown_percent((1280, 720), 200) == 112 and shown_percent((3840, 2160), 200) == 200
    assert all(effective_scale(w, s) <= s / 100 for w in WINDOWS for s in SCALES)


def _app_at(tmp_path: Path, size: str, scale: int) -> Any:
    app = make_app(tmp_path, "--size", size)
    app.apply_settings(ui_scale=scale)
    frames(app)  # the first frame handles no input
    return app


def _window_point(app: Any, point: tuple[int, int]) -> tuple[int, int]:
    """A point of the canvas where it shows in the window."""
    window = pygame.display.get_surface()
    assert window is not None
    canvas = canvas_size(window.get_size(), app.services.settings.ui_scale)
    return (round((point[0] + 0.5) * window.get_width() / canvas[0]),
            round((point[1] + 0.5) * window.get_height() / canvas[1]))


@pytest.mark.parametrize("scale", [75, 150, 200])
def test_a_click_where_a_button_shows_in_the_window_presses_that_button(tmp_path: Path, scale: int) -> None:
    from oh7_desktop.app.menus.options import OptionsScene

    app = _app_at(tmp_path, "1920x1080", scale)
    frames(app)
    menu = top(app)
    assert isinstance(menu, MenuScene)
    options = next(w for w in menu.group.widgets if w.label() == menu.t("menu.options"))
    assert options.rect.width, "laid out on the canvas"
    at = _window_point(app, options.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(4, 4), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    frames(app)
    assert isinstance(top(app), OptionsScene), f"the click at {at} in the window opened {type(top(app)).__name__}"
    app.close()


@pytest.mark.parametrize("scale", [75, 200])
def test_pointing_where_a_card_shows_in_the_window_points_at_that_card(tmp_path: Path, scale: int) -> None:
    table = make("seven-up")
    settle(table)
    app = _app_at(tmp_path, "1920x1080", scale)
    app.stack.push(table)
    frames(app)  # the table lays itself out on the canvas
    assert table.geo.size == canvas_size((1920, 1080), scale)

    def topmost(point: tuple[int, int]) -> Any:
        return next((k for k, r in reversed(table.drawn.cards) if r.collidepoint(point)), None)

    cards = [(k, r) for k, r in table.drawn.cards if k in table.choosable() and topmost(r.center) == k]
    assert len(cards) >= 2
    for card, rect in cards[:2]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_window_point(app, rect.center), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(app)
        assert table.hover == card
    table.exit()
    app.close()


def test_mouse_positions_are_mapped_to_the_canvas_and_other_events_kept() -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(1919, 1079), rel=(30, -15), buttons=(1, 0, 0))
    mapped = to_canvas(motion, (1920, 1080), 150)
    assert mapped.pos == (1279, 719) and mapped.rel == (20, -10) and mapped.buttons == (1, 0, 0)
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    assert to_canvas(press, (1920, 1080), 150) is press
    assert to_canvas(motion, (1920, 1080), 100) is motion


def test_the_window_shows_the_canvas_scaled(tmp_path: Path) -> None:
    app = _app_at(tmp_path, "1920x1080", 150)
    frames(app)
    window = pygame.display.get_surface()
    assert window is not None and window.get_size() == (1920, 1080)
    canvas = app.loop.canvas.target(window, 150)
    assert canvas.get_size() == (1280, 720) and canvas is not window
    menu = top(app)
    assert isinstance(menu, MenuScene)
    first = menu.group.widgets[0].rect
    assert first.right <= 1280 and first.bottom <= 720, "laid out for the canvas"
    app.apply_settings(ui_scale=100)
    frames(app)
    assert app.loop.canvas.target(window, 100) is window, "at 100 % the scenes draw on the window itself"
    app.close()


def test_the_scale_is_offered_with_keys_applies_at_once_and_is_remembered(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.accessibility import AccessibilityScene

    app = _app_at(tmp_path, "1920x1080", 100)
    scene = AccessibilityScene(app.services)
    app.stack.push(scene)
    scene.group.focus_on(scene.scale)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    frames(app)
    assert app.services.settings.ui_scale == 150
    assert scene.scale.rect.right <= 1280, "the next frame is laid out on the 1280x720 canvas"
    assert json.loads(app.dirs.settings_file.read_text("utf-8"))["ui_scale"] == 150
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    frames(app)
    assert app.services.settings.ui_scale == 125
    app.close()
    again = make_app(tmp_path, "--size", "1920x1080")
    assert again.services.settings.ui_scale == 125
    again.close()


@pytest.mark.parametrize(("size", "said"), [("1920x1080", "200% (limited by the window: 169%)"),
                                            ("3840x2160", "200%")])
def test_the_option_says_when_the_window_limits_the_scale(tmp_path: Path, size: str, said: str) -> None:
    from oh7_desktop.app.menus.accessibility import AccessibilityScene

    app = _app_at(tmp_path, size, 200)
    scene = AccessibilityScene(app.services)
    assert scene.scale.value == 200
    assert scene.scale.spoken() == f"{scene.t('options.ui_scale')}: {said}"
    app.close()


def test_a_bad_scale_in_the_settings_file_is_one_line_and_loses_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.apply_settings(ui_scale=175, four_colour=False)
    path = app.dirs.settings_file
    app.close()
    data = json.loads(path.read_text("utf-8"))
    data["ui_scale"] = 90
    path.write_text(json.dumps(data), encoding="utf-8")
    from oh7_desktop.persistence.settings import load_settings

    settings, notice = load_settings(path)
    assert notice is not None and "\n" not in notice and "ui_scale" in notice and "75, 100, 125" in notice
    assert settings.ui_scale == 100 and settings.four_colour is False, "every other setting is kept"
    assert (path.parent / "settings.json.broken").is_file(), "the file is kept aside"
