"""Deal codes in the app: shown in the game menu, written in the record, played again from
New game → From a code and from ``oh7 play --code`` on a fresh profile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.deal_codes import code_of, setup_from_code
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.loop import window
from oh7_desktop.app.main import UsageError, parse
from oh7_desktop.app.menus.from_code import FromCodeScene
from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.games import registry
from app_support import click, frames, key, make_app, top, type_text

GAME = registry.get("oh7")


def _first_deal(setup: GameSetup) -> Any:
    state = GAME.new_game(setup.rules, setup.seed)
    return GAME.apply(state, GAME.chance_action(state))[0].hands


def _shared() -> tuple[GameSetup, str]:
    rules = GAME.rules_from_options({"mode": "advanced", "players": 4, "target": 49})
    setup = GameSetup("oh7", rules, 123456, (SeatSetup("Zoé", "human", None), SeatSetup("B", "bot", "hard"),
                                             SeatSetup("C", "bot", "easy"), SeatSetup("D", "bot", "medium")))
    code = code_of(setup)
    assert code is not None
    return setup, code


def test_the_game_menu_shows_the_code_and_the_record_carries_it(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.game_menu import GameMenu

    app = make_app(tmp_path)
    setup, code = _shared()
    app.flow.start(setup)
    frames(app)
    key(app, pygame.K_ESCAPE)
    menu = top(app)
    assert isinstance(menu, GameMenu) and menu.code() == code
    app.stack.draw(window())
    key(app, pygame.K_c)  # copies the code (or says there is no clipboard here)
    assert menu.message in ("Deal code copied: send it to a friend", "No clipboard here: the code is shown above")
    save = app.flow.current_save()
    assert save is not None and save.record["code"] == code
    assert setup_from_code(save.record["code"]).seed == setup.seed
    app.close()


def test_a_shared_code_deals_the_same_first_deal_on_a_fresh_profile(tmp_path: Path) -> None:
    """One player's game menu shows a code; another, on a new profile, types it in New game →
    From a code (keys and mouse) and gets the same game: rules, seats' bots, the same first deal."""
    setup, code = _shared()
    other = make_app(tmp_path / "friend")
    key(other, pygame.K_n)
    key(other, pygame.K_k)
    form = top(other)
    from oh7_desktop.app.menus.from_code import FromCodeScene

    assert isinstance(form, FromCodeScene)
    other.stack.draw(window())
    type_text(other, code.lower())  # read back in either case
    click(other, form.play_button.rect.center)
    played = other.flow.setup
    assert played is not None and other.flow.code == code
    assert _first_deal(played) == _first_deal(setup) and played.rules == setup.rules
    assert [s.level for s in played.seats] == [None, "hard", "easy", "medium"]
    other.close()


def test_a_mistyped_code_is_one_line_and_starts_nothing(tmp_path: Path) -> None:
    _, code = _shared()
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    new_game = top(app)
    app.stack.draw(window())
    assert isinstance(new_game, NewGameScene)
    click(app, new_game.from_code.rect.center)
    form = top(app)
    type_text(app, code[:-1] + ("0" if code[-1] != "0" else "1"))
    key(app, pygame.K_RETURN)
    assert top(app) is form and app.flow.table is None
    assert isinstance(form, FromCodeScene)
    message = form.message
    assert message is not None and message.startswith("“") and "is not a deal code" in message and "\n" not in message
    app.close()


def test_oh7_play_code_starts_that_game(tmp_path: Path) -> None:
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    setup, code = _shared()
    options = parse(["--code", code, "--autoplay", "--headless", "--frames", "5"])
    app = App(options, UserDirs.under(tmp_path))
    app._prepare()
    start = app._new_game_from_options()
    start()
    played = app.flow.setup
    assert played is not None and _first_deal(played) == _first_deal(setup)
    assert [s.level for s in played.seats] == ["medium", "hard", "easy", "medium"]  # --autoplay: a bot for you
    app.close()


@pytest.mark.parametrize("argv", [["--code", "X", "--seed", "3"], ["--code", "X", "--continue"],
                                  ["--code", "X", "--game", "oh-hell"]])
def test_code_with_other_game_options_is_refused(argv: list[str]) -> None:
    with pytest.raises(UsageError, match="--code"):
        parse(argv)


def test_a_bad_code_on_the_command_line_is_one_line(tmp_path: Path) -> None:
    from oh7_desktop.app.run_options import StartupError
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    app = App(parse(["--code", "ZZZZ", "--autoplay", "--headless", "--frames", "5"]), UserDirs.under(tmp_path))
    with pytest.raises(StartupError) as caught:
        app._new_game_from_options()
    assert "\n" not in str(caught.value) and "deal code" in str(caught.value)


def test_the_copied_line_stays_in_the_menu_panel_and_goes_when_the_menu_is_left(tmp_path: Path) -> None:
    """Issue 27 item 14: "Deal code copied" was drawn under the menu's panel, over the player's
    cards, and was still there after going to Options and back."""
    from oh7_desktop.app.menus.game_menu import GameMenu

    app = make_app(tmp_path)
    app.flow.start(_shared()[0])
    frames(app)
    key(app, pygame.K_ESCAPE)
    menu = top(app)
    assert isinstance(menu, GameMenu)
    key(app, pygame.K_c)
    app.stack.draw(window())
    assert menu.said_at is not None and menu.panel.contains(menu.said_at), "inside the panel"
    key(app, pygame.K_o)  # Options, then back to the menu
    key(app, pygame.K_ESCAPE)
    assert top(app) is menu and menu.message is None
    app.stack.draw(window())
    assert menu.said_at is None
    app.close()


def test_from_a_code_explains_itself_at_a_readable_size_and_an_empty_field_says_so(tmp_path: Path) -> None:
    """Issue 27 item 14: the explanation was shrunk to tiny type to fit one line; Play with the
    field empty said « » (empty quotes) is not a deal code."""
    from oh7_desktop.app.menus.from_code import FromCodeScene

    app = make_app(tmp_path)
    key(app, pygame.K_n)
    key(app, pygame.K_k)
    form = top(app)
    assert isinstance(form, FromCodeScene)
    screen = window()
    app.stack.draw(screen)
    from oh7_desktop.app import widgets

    size, lines = form.explained
    assert size >= widgets.px(18, widgets.scale(screen.get_size())) and lines >= 1
    key(app, pygame.K_RETURN)
    assert top(app) is form and app.flow.table is None
    assert form.message == "Type or paste a deal code first"
    app.close()
