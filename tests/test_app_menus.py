"""The menus driven with synthetic keys and clicks, in an in-process app with a placeholder table."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.loop import window
from oh7_desktop.app.menus.base import MenuScene
from oh7_desktop.app.menus.game_menu import GameMenu
from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.menus.options import OptionsScene
from oh7_desktop.app.menus.rules import RulesScene
from oh7_desktop.app.menus.saves import SavesScene
from oh7_desktop.games.oh7 import Rules
from app_support import FakeTable, click, frames, key, make_app, top, type_text


def test_keyboard_reaches_every_screen_from_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app)
    assert isinstance(top(app), MainMenu)
    for shortcut, screen in ((pygame.K_n, NewGameScene), (pygame.K_o, OptionsScene), (pygame.K_r, RulesScene),
                             (pygame.K_l, SavesScene)):
        key(app, shortcut)
        frames(app)
        assert isinstance(top(app), screen)
        key(app, pygame.K_ESCAPE)
        assert isinstance(top(app), MainMenu)
    key(app, pygame.K_DOWN)  # no autosave: the second entry is Load
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SavesScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    assert app.loop.exit_code == 0
    app.close()


def test_mouse_click_opens_options(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app)
    menu = top(app)
    assert isinstance(menu, MainMenu)
    options_button = next(button for button in menu.entries if button.shortcut == "O")
    click(app, options_button.rect.center)
    assert isinstance(top(app), OptionsScene)
    app.close()


def test_continue_appears_once_a_game_is_autosaved(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    frames(app)
    menu = top(app)
    assert isinstance(menu, MainMenu) and menu.entries[1] not in menu.group.widgets
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    frames(app, 5)
    assert isinstance(top(app), FakeTable)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), GameMenu)
    key(app, pygame.K_m)
    assert top(app) is menu and menu.group.focused is menu.entries[1], "Continue is shown and focused"
    app.close()


def test_new_game_seats_follow_the_mode_limits(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene) and scene.group.focused is scene.game, "the game chooser comes first"
    key(app, pygame.K_DOWN)
    assert scene.group.focused is scene.mode
    counts = {}
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)  # players
        values = [value for value, _ in scene.players.options]
        counts[scene.draft.mode] = (min(values), max(values), scene.players.enabled())
        key(app, pygame.K_UP)
    # Players offers 2 in every game (it switches to the two-player game, which offers the
    # counts of the game it came from).
    assert counts == {"advanced": (2, 6, True), "two": (2, 6, True), "base": (2, 5, True)}
    key(app, pygame.K_LEFT)  # back to two players
    assert scene.draft.players == 2 and len(scene.names) == 2
    key(app, pygame.K_LEFT)  # advanced: 2 seats grow to 3
    assert scene.draft.players == 3
    key(app, pygame.K_DOWN)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert scene.draft.players == 6 and len(scene.kinds) == 6
    key(app, pygame.K_RIGHT)
    assert scene.draft.players == 2 and scene.draft.mode == "two", "wraps around to the two-player game"
    key(app, pygame.K_RIGHT)
    assert scene.draft.players == 3 and scene.draft.mode == "advanced", "and back to the game it left"
    app.close()


def test_new_game_starts_from_the_keyboard_and_is_remembered(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.group.focus_on(scene.names[1])
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, "Zoé")
    key(app, pygame.K_s, unicode="s")  # the key of a letter typed in a field is not the Start shortcut
    assert scene.names[1].text == "Zoé" and isinstance(top(app), NewGameScene)
    key(app, pygame.K_DOWN)  # seat 2's player: medium -> hard
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_s)
    table = top(app)
    assert isinstance(table, FakeTable)
    assert table.setup.names[1] == "Zoé" and table.setup.seats[1].level == "hard"
    assert [s.kind for s in table.setup.seats] == ["human", "bot", "bot", "bot"]
    assert len(app.stack.scenes) == 2, "the form is gone: menu, table"
    stored = json.loads(app.dirs.settings_file.read_text("utf-8"))
    assert stored["last_names"][1] == "Zoé" and stored["last_seats"][1] == {"kind": "bot", "level": "hard"}
    assert stored["version"] == 2 and stored["game_options"]["oh7"] == {"mode": "base", "target": 35}
    app.close()
    again = make_app(tmp_path)
    key(again, pygame.K_n)
    form = top(again)
    assert isinstance(form, NewGameScene) and form.draft.names[1] == "Zoé" and form.draft.seats[1] == "hard"
    again.close()


def test_new_game_refuses_bad_names_and_targets(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.names[2].text = scene.draft.names[2] = scene.draft.names[0]
    key(app, pygame.K_s)
    assert isinstance(top(app), NewGameScene) and scene.message == app.services.translator.t("setup.name_twice")
    scene.draft.names[2] = "   "
    key(app, pygame.K_s)
    assert scene.message == app.services.translator.t("setup.name_needed")
    scene.draft.names[2] = "Bruno"
    scene.group.focus_on(scene.target)
    for _ in range(3):
        key(app, pygame.K_RIGHT)  # normal -> long -> custom (and wraps to short)
    key(app, pygame.K_LEFT)
    assert scene.draft.target_choice == "custom"
    key(app, pygame.K_DOWN)
    assert scene.group.focused is scene.custom
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, "6x0")
    assert scene.custom.text == "60", "digits only"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_s)
    table = top(app)
    assert isinstance(table, FakeTable) and isinstance(table.setup.rules, Rules) and table.setup.rules.target == 60
    app.close()


def test_options_change_language_and_speed_and_persist(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_o)
    scene = top(app)
    assert isinstance(scene, OptionsScene) and scene.group.focused is scene.language
    key(app, pygame.K_RIGHT)  # system -> en (explicit) ...
    key(app, pygame.K_RIGHT)  # ... -> fr
    assert app.services.translator.lang == "fr"
    assert scene.title() == "Options" and app.services.translator.t("menu.quit") == "Quitter"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # normal -> fast
    assert app.services.settings.speed == "fast"
    frames(app)
    app.close()
    stored = json.loads(app.dirs.settings_file.read_text("utf-8"))
    assert stored["language"] == "fr" and stored["speed"] == "fast"
    again = make_app(tmp_path)
    assert again.services.translator.lang == "fr" and again.services.settings.speed == "fast"
    again.close()


def test_speed_flag_overrides_without_being_saved(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "instant")
    assert app.services.settings.speed == "instant"
    app.apply_settings(volume=0.5)
    app.close()
    stored = json.loads(app.dirs.settings_file.read_text("utf-8"))
    assert stored["speed"] == "normal" and stored["volume"] == 0.5


def test_broken_settings_give_defaults_and_a_notice(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"format": "oh7-settings", "version": 1, "speed": "warp"}', "utf-8")
    app = make_app(tmp_path, gui=True)
    frames(app, 2)
    assert app.services.settings.speed == "normal"
    notice = top(app)
    assert isinstance(notice, Notice) and "settings.json" in notice.body
    app.close()


def test_rules_scroll_and_switch_language(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--lang", "en")
    key(app, pygame.K_r)
    frames(app)
    scene = top(app)
    assert isinstance(scene, RulesScene) and scene.lang == "en"
    assert scene._page_h > 3 * scene._view.height, "the whole rules text is typeset"
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene._page_h - scene._view.height
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    app.stack.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0))
    assert scene.scroll > 0
    key(app, pygame.K_l)
    frames(app)
    assert scene.lang == "fr" and scene.scroll == 0 and scene._cache_key is not None and scene._cache_key[0] == "fr"
    app.close()


def test_f11_toggles_fullscreen_and_remembers_it(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    frames(app, 2)
    windowed = window().get_size()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app)
    assert app.loop.is_fullscreen and app.services.settings.fullscreen
    assert json.loads(app.dirs.settings_file.read_text("utf-8"))["fullscreen"] is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app)
    assert not app.loop.is_fullscreen and window().get_size() == windowed
    assert app.services.settings.fullscreen is False
    app.close()


def test_menus_draw_at_every_window_size(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    for size in ((1280, 720), (1920, 1080), (3840, 2160), (800, 600)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        for shortcut in (pygame.K_n, pygame.K_o, pygame.K_r, pygame.K_l):
            key(app, shortcut)
            frames(app)
            scene = top(app)
            assert isinstance(scene, MenuScene)
            inside = [w.rect for w in scene.group.widgets if w.rect.width]
            assert all(pygame.Rect((0, 0), size).contains(rect) for rect in inside), (size, type(scene).__name__)
            key(app, pygame.K_ESCAPE)
    app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_pages_name_no_file_command_or_format(lang: str) -> None:
    """Issue 27 item 15: the rules in the app cited ``oh-hell-record``, ``oh7 replay FICHIER``,
    an option's key and the rulings' file; parts for developers are marked and left out."""
    import re

    from oh7_desktop.app import tables
    from oh7_desktop.app.menus.rules_text import load_rules

    for game in tables.playable():
        text = load_rules(lang, tables.get(game).rules_page)
        found = re.findall(r"oh7 \w+|\w+-record|\.md\b|\.json\b|autosave|`target`|\bFILE\b|FICHIER", text)
        assert not found, (game, found)
        assert "developers" not in text
