"""The text size (Options → Accessibility, issue 26 item 2): every menu, dialog and overlay at 75 % to
200 % stays inside the window without overlaps, scrolls when it is taller, and the setting is kept.

Every screen of ``tools/menu_shots.py`` and a few more (the keys' overlay, the tutorial's chooser and
first-launch offer, the replays, a notice) is drawn at each text size and window size and checked
with the layout tour's checks (every box inside the window, or inside the scrolled view, no two
apart boxes overlapping, no line cut, no line of text over another).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import click, frames, key, make_app, top
from layout_tour import problems
from oh7_desktop.app import drawn
from oh7_desktop.app.menus.base import MenuScene
from oh7_desktop.app.paint import UI_SCALES
from test_window_sizes import _menu_shots, texts_overlapping

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _with_scale(app: Any, percent: int) -> None:
    """Set the text size for this run only (the settings file is not the point here)."""
    app.services.settings = app.services.settings.model_copy(update={"ui_scale": percent})


def _more_screens(app: Any) -> list[tuple[str, Callable[[], None]]]:
    """Dialogs and overlays ``menu_shots`` does not show: F1's keys, the tutorial's chooser and offer,
    the replays, a toast over the options."""
    from oh7_desktop.app.loop import Toast
    from oh7_desktop.app.menus.keys_help import KeysHelp
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.menus.options import OptionsScene
    from oh7_desktop.app.menus.replays import ReplaysScene
    from oh7_desktop.app.tutorial import offer

    services, stack = app.services, app.stack

    def reset() -> None:
        while stack.scenes:
            stack.pop()
        stack.push(MainMenu(services))

    def keys_help() -> None:
        reset()
        options = OptionsScene(services)
        stack.push(options)
        stack.push(KeysHelp(services, options.key_help()))

    def long_keys_help() -> None:  # as long as a table's (a menu's own are short)
        from oh7_desktop.app.menus.new_game import NewGameScene

        reset()
        listed = dict(OptionsScene(services).key_help()) | dict(NewGameScene(services).key_help()) \
            | dict(MainMenu(services).key_help())
        stack.push(KeysHelp(services, list(listed.items())))
        assert len(listed) >= 14

    def chooser() -> None:
        reset()
        offer.learn(services, stack)

    def first_offer() -> None:
        reset()
        offer.offer(services, stack, stack.top)

    def replays() -> None:
        reset()
        stack.push(ReplaysScene(services))

    def toast() -> None:
        reset()
        stack.push(OptionsScene(services))
        app.loop.toasts.clear()
        app.loop.toasts.append(Toast("settings.json: ui_scale must be one of 75, 100, 125, 150, 175, 200; "
                                     "kept 3 valid settings, the rest are defaults", 5.0))

    return [("keys-help", keys_help), ("keys-help-long", long_keys_help), ("tutorial-chooser", chooser), ("tutorial-offer", first_offer),
            ("replays", replays), ("toast", toast)]


@pytest.fixture(scope="module")
def menu_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The real app in French (the longer texts) with saves and a history, so lists have rows."""
    from oh7_desktop.app.i18n import Translator

    app = make_app(tmp_path_factory.mktemp("text-size"))
    shots = _menu_shots()
    shots._seed_saves(app)
    shots._seed_history(app)
    app.services.translator = Translator("fr")
    yield app
    app.close()


def _draw(app: Any, size: tuple[int, int], toasts: bool = False) -> list[drawn.Box]:
    """Draw the stack at ``size``; what it drew (``toasts``: then the notices over it, as the loop
    does, and only what they drew: a notice lies over the screen for a few seconds by design)."""
    surface = pygame.Surface(size)
    with drawn.recording(surface) as recorded:
        app.stack.draw(surface)
        if toasts:
            recorded.clear()
            app.loop._draw_toasts(surface, 0.0)
    return list(recorded)


@pytest.mark.parametrize("percent", UI_SCALES)
def test_every_menu_dialog_and_overlay_fits_every_window_at_every_text_size(menu_app: Any, percent: int) -> None:
    _with_scale(menu_app, percent)
    found: list[str] = []
    screens = _menu_shots().screens(menu_app) + _more_screens(menu_app)
    for name, prepare in screens:
        prepare()
        for size in SIZES:
            boxes = _draw(menu_app, size, toasts=name == "toast")
            assert boxes or name == "error", f"{name} drew no text"
            found += [f"{name} at {size}: {p}" for p in problems(boxes, size) + texts_overlapping(boxes)]
    assert len(screens) >= 26
    assert found == []


def _menu_scenes(app: Any) -> Iterator[tuple[str, MenuScene]]:
    """Each screen of ``menu_shots`` whose top is a menu of widgets (its name and scene)."""
    for name, prepare in _menu_shots().screens(app):
        prepare()
        scene = app.stack.top
        if isinstance(scene, MenuScene) and len(scene.group.widgets) > 1:
            yield name, scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_tabbing_through_every_widget_at_200_keeps_the_focused_one_in_view(menu_app: Any,
                                                                           size: tuple[int, int]) -> None:
    _with_scale(menu_app, 200)
    window = pygame.Rect((0, 0), size)
    hidden: list[str] = []
    scrolled: set[str] = set()
    for name, scene in _menu_scenes(menu_app):
        seen: set[int] = set()
        for _ in range(len(scene.group.widgets) + 1):
            _draw(menu_app, size)
            focused = scene.group.focused
            if focused is None or focused.rect.width == 0:
                break
            seen.add(id(focused))
            view = scene.scrolled.view if scene.scrolled.active else window
            if scene.scrolled.active:
                scrolled.add(name)
            if scene.scrolled.active:  # and clear of a fade (drawn over it, it was half dimmed)
                view = scene.scrolled.unfaded()
            if not (window.contains(focused.rect) and view.inflate(0, 2).contains(focused.rect)):
                hidden.append(f"{name}: {focused.label()!r} at {tuple(focused.rect)} outside {tuple(view)}")
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
        assert seen, f"{name}: nothing focused"
    assert hidden == []
    assert {"options", "new-game-base"} <= scrolled  # the test saw real scrolling
    assert "menu" not in scrolled  # the main menu goes to two columns instead (play test 26)


def _options_at_200(tmp_path: Path) -> Any:
    app = make_app(tmp_path)
    app.apply_settings(ui_scale=200)
    key(app, pygame.K_o)
    frames(app)
    return app


def test_a_click_on_a_widget_of_a_scrolled_column_hits_it_and_one_beside_the_view_hits_nothing(
        tmp_path: Path) -> None:
    from oh7_desktop.app.menus.accessibility import AccessibilityScene
    from oh7_desktop.app.menus.options import OptionsScene

    app = _options_at_200(tmp_path)
    options = top(app)
    assert isinstance(options, OptionsScene) and options.scrolled.active
    below = options.accessibility.rect  # laid out under the view's bottom: not shown, not clickable
    assert below.top >= options.scrolled.view.bottom
    click(app, below.center)
    assert top(app) is options
    for _ in range(3):
        key(app, pygame.K_PAGEDOWN)
        frames(app)
    assert options.scrolled.offset == options.scrolled.overflow > 0
    assert options.scrolled.view.contains(options.accessibility.rect)
    click(app, options.accessibility.rect.center)
    assert isinstance(top(app), AccessibilityScene)


def test_the_wheel_scrolls_a_column_and_moving_by_keys_brings_the_focus_back(tmp_path: Path) -> None:
    app = _options_at_200(tmp_path)
    options = top(app)
    assert isinstance(options, MenuScene)
    app.stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0))
    frames(app)
    assert options.scrolled.offset > 0
    focused = options.group.focused
    assert focused is options.group.widgets[0] and focused.rect.bottom <= options.scrolled.view.top + 10
    key(app, pygame.K_UP)  # wraps to the last widget (Back), at the bottom
    frames(app)
    assert options.scrolled.view.contains(options.group.widgets[-1].rect)
    assert options.scrolled.offset == options.scrolled.overflow


def test_text_size_is_chosen_with_keys_applied_at_once_and_saved(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.accessibility import AccessibilityScene
    from oh7_desktop.persistence import load_settings
    from oh7_desktop.userfiles import first_frame_settings

    app = make_app(tmp_path)
    scene = AccessibilityScene(app.services)
    app.stack.push(scene)
    scene.group.focus_on(scene.text_size)
    size = (1280, 720)
    before = app.services.measure(size)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.services.settings.ui_scale == 150
    assert app.services.measure(size) == pytest.approx(before * 1.5)
    key(app, pygame.K_LEFT)
    assert scene.text_size.value == 125
    path = app.dirs.settings_file
    assert load_settings(path)[0].ui_scale == 125
    assert first_frame_settings(path)["ui_scale"] == 125  # the first frame of the next launch
    assert scene.text_size.spoken() in ("Text size: 125 %", "Taille du texte : 125 %", "Taille du texte: 125 %")


def test_a_bad_text_size_in_the_settings_file_gives_one_clear_line_and_keeps_the_rest(tmp_path: Path) -> None:
    from oh7_desktop.persistence import load_settings
    from oh7_desktop.userfiles import first_frame_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "oh7-settings", "version": 2, "language": "fr", "ui_scale": 130,
                                "speed": "fast"}), encoding="utf-8")
    assert first_frame_settings(path)["ui_scale"] == 100
    assert first_frame_settings(path)["language"] == "fr"
    settings, notice = load_settings(path)
    assert notice is not None and "ui_scale" in notice and "\n" not in notice
    assert (settings.ui_scale, settings.language, settings.speed) == (100, "fr", "fast")


def test_a_measure_never_reads_a_value_outside_the_choices() -> None:
    from types import SimpleNamespace

    from oh7_desktop.app.paint import measure, scale
    from oh7_desktop.app.scene import Services

    assert measure((1280, 720), 150) == 1.5
    assert measure((1280, 720), 130) == measure((1280, 720), "big") == scale((1280, 720))
    assert Services(settings=SimpleNamespace()).measure((1920, 1080)) == 1.5


def test_the_menus_text_grows_with_the_text_size(menu_app: Any) -> None:
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.menus.options import OptionsScene

    heights: dict[int, int] = {}
    for percent in (75, 100, 200):
        _with_scale(menu_app, percent)
        while menu_app.stack.scenes:
            menu_app.stack.pop()
        menu_app.stack.push(MainMenu(menu_app.services))
        menu_app.stack.push(OptionsScene(menu_app.services))
        boxes = _draw(menu_app, (1280, 720))
        heights[percent] = next(b.rect.height for b in boxes if b.kind == "text" and b.label == "Langue")
    assert heights[75] < heights[100] and heights[200] >= 1.8 * heights[100]


@pytest.mark.parametrize("size", [(1240, 610), (1024, 640)])
def test_every_button_s_label_keeps_inside_its_frame_at_200(menu_app: Any, size: tuple[int, int]) -> None:
    # The main menu's two columns at 200 % in the first window of a 1280x720 screen squeezed
    # their rows to 1.2 times the labels' size: the words ran over the buttons' frames.
    from oh7_desktop.app.widgets import Button

    _with_scale(menu_app, 200)
    squeezed: list[str] = []
    for name, scene in _menu_scenes(menu_app):
        boxes = _draw(menu_app, size)
        lines = [box.rect for box in boxes if box.kind == "text"]
        for widget in scene.group.widgets:
            if not isinstance(widget, Button) or widget.rect.height == 0:
                continue
            room = widget.rect.height * 0.12  # above and below the line: the frame and a margin
            labels = [r for r in lines if widget.rect.collidepoint(r.center) and r.width > widget.rect.width // 5
                      and widget.rect.left <= r.left and r.right <= widget.rect.right]  # its own words
            for line in labels:
                if line.top - widget.rect.top < room or widget.rect.bottom - line.bottom < room:
                    squeezed.append(f"{name}: {widget.label()!r} line {tuple(line)} in {tuple(widget.rect)}")
    assert squeezed == []
