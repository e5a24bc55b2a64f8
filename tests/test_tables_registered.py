"""What every registered table passes, one test each, run for each game (``table_support.CHECKS``):
the menu starts it and Continue brings it back, headless autoplay plays a game that replays to its
scores, the command line refuses bad options with one line, its rules page in both languages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.scene import Services
from oh7_desktop.games import replay_cli
from table_support import CHECKS, OWN_TESTS

GAMES = [game for game in tables.playable() if game not in OWN_TESTS]


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_CONFIG_HOME=str(tmp_path / "config"))


def test_every_playable_game_has_its_checks() -> None:
    assert set(GAMES) == set(CHECKS), "a registered table needs its entry in table_support.CHECKS"


@pytest.mark.parametrize("game", GAMES)
def test_the_menu_starts_the_game_and_continue_brings_it_back(tmp_path: Path, game: str) -> None:
    from oh7_desktop.app.flow import default_table
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.menus.main_menu import MainMenu
    from oh7_desktop.app.menus.new_game import NewGameScene
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    checks = CHECKS[game]
    app = App(parse(["--headless", "--frames", "100000", "--size", "1280x720", "--speed", "instant"]),
              UserDirs.under(tmp_path), table_factory=default_table)
    app._prepare()
    app.load_settings()
    app.stack.push(MainMenu(app.services))

    def press(code: int) -> None:  # as the loop delivers it: the app's filters (Esc: game menu), then the top
        event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        if not any(accept(event) for accept in app.loop.filters):
            app.stack.handle(event)

    def step(count: int = 1) -> None:
        for _ in range(count):
            app.loop.step(1 / 60)

    try:
        press(pygame.K_n)
        form = app.stack.top
        assert isinstance(form, NewGameScene)
        presses = 0
        while form.game.value != game and presses < 10:  # the game chooser, in the registry's order
            press(pygame.K_RIGHT)
            presses += 1
        assert form.game.value == game and presses == tables.playable().index(game)
        checks.choose(form, press, step)
        press(pygame.K_s)
        step(30)
        table = app.stack.top
        assert isinstance(table, checks.table) and table.setup.game == game
        checks.started(table, form)
        played = checks.mark(table)
        press(pygame.K_ESCAPE)  # the game menu, then back to the main menu (the game stays autosaved)
        press(pygame.K_m)
        step(5)
        assert isinstance(app.stack.top, MainMenu)
        press(pygame.K_c)
        step(5)
        resumed = app.stack.top
        assert isinstance(resumed, checks.table)
        checks.same_game(resumed, played)
    finally:
        app.close()


@pytest.mark.parametrize("game", GAMES)
def test_autoplay_headless_plays_a_full_game_that_replays_to_its_scores(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    checks = CHECKS[game]
    out = tmp_path / "game.json"
    command = [sys.executable, "-m", "oh7_desktop", "play", "--game", game, "--autoplay", "--headless",
               "--speed", "instant", "--seed", "11", *checks.autoplay, "--record-out", str(out)]
    done = subprocess.run(command, env=_env(tmp_path), capture_output=True, text=True, timeout=240, check=False)
    assert done.returncode == 0, done.stderr
    record = json.loads(out.read_text("utf-8"))
    state = checks.from_record(record)
    assert state.is_over() and checks.played_out(state) and record["names"] == list(checks.names)
    assert replay_cli.main([str(out)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed[checks.replay_parts][-1]["totals"] == list(state.totals)
    assert replayed["winners"] == list(state.winners)


@pytest.mark.parametrize("game", GAMES)
def test_the_cli_refuses_bad_options_with_one_line(tmp_path: Path, game: str) -> None:
    for extra, words in CHECKS[game].refusals:
        command = [sys.executable, "-m", "oh7_desktop", "play", "--game", game, "--autoplay", "--headless", *extra]
        done = subprocess.run(command, env=_env(tmp_path), capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_of_the_game_in_both_languages_and_g_turns_it(game: str) -> None:
    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.menus.rules import RulesScene
    from oh7_desktop.app.menus.rules_text import load_rules

    checks = CHECKS[game]
    assert tables.get(game).rules_page == checks.rules_page
    english, french = (load_rules(language, checks.rules_page) for language in ("en", "fr"))
    assert checks.rules_words[0] in english and checks.rules_words[1] in french and french
    pygame.display.init()
    try:
        surface = pygame.display.set_mode((1280, 720))
        playing = SimpleNamespace(table=SimpleNamespace(), setup=SimpleNamespace(game=game))  # a game at its table
        in_french = RulesScene(Services(flow=playing, translator=Translator("fr")))
        assert in_french.game == game and checks.name in in_french.title()
        in_french.draw(surface)
        scene = RulesScene(Services(flow=playing, translator=Translator("en")))
        assert scene.game == game and scene.title() == f"Rules: {checks.name}"
        scene.draw(surface)
        page = scene._page_h
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g"))
        scene.draw(surface)
        games = tables.playable()
        following = games[(games.index(game) + 1) % len(games)]  # G turns to the next game's page
        assert scene.game == following and scene.title().startswith("Rules: ") and 0 < page != scene._page_h
    finally:
        pygame.display.quit()
