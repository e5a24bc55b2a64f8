"""One unfinished game per game (issue 27 item 16): starting a game replaces only an unfinished
game of the same game; Continue resumes the one played last and says which; the old single
``autosave.json`` holding another game is moved to that game's own file, nothing lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.persistence import read_save_file
from app_support import FakeTable, frames, key, make_app, top
from persistence_support import oh_hell_save_at_hand


def _hell_setup() -> Any:
    from oh7_desktop.app import tables

    command_line = tables.get("oh-hell").command_line
    assert command_line is not None
    return command_line(4, ["human", "easy", "easy", "easy"], None, False, 5)


def test_a_game_of_another_kind_keeps_the_unfinished_one_and_continue_takes_the_last_played(tmp_path: Path) -> None:
    from oh7_desktop.app.flow import default_table

    data = tmp_path / "data"
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    frames(app, 25)
    oh7 = top(app)
    assert isinstance(oh7, FakeTable)
    app.flow.close_table()
    kept = read_save_file(data / "autosave.json").record
    app.flow.table_factory = default_table
    key(app, pygame.K_n)  # the new-game form, choosing Oh Hell: no "replace the game?" question
    form = top(app)
    form.game.select("oh-hell")  # type: ignore[attr-defined]
    form._seat_widgets()  # type: ignore[attr-defined]
    form.submit()  # type: ignore[attr-defined]
    assert not isinstance(top(app), Notice) and app.flow.setup.game == "oh-hell"
    frames(app, 5)
    app.flow.close_table()
    assert read_save_file(data / "autosave.json").record == kept, "Oh 7 ?'s game is untouched"
    assert read_save_file(data / "autosave-oh-hell.json").game == "oh-hell"
    assert app.flow.has_autosave("oh7") and app.flow.has_autosave("oh-hell")
    assert not app.flow.has_autosave("seven-up")
    menu = top(app)
    assert isinstance(menu, MainMenu)
    frames(app)
    assert menu.entries[1].label() == "Continue Oh Hell — hand 1"
    key(app, pygame.K_c)
    assert app.flow.setup.game == "oh-hell", "Continue resumes the game played last"
    app.close()


def test_the_old_autosave_of_another_game_moves_to_its_own_file_and_continues(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    save = oh_hell_save_at_hand(6)
    from oh7_desktop.persistence import SaveStore

    SaveStore(data).autosave(save)  # as a version with one autosave left it: autosave.json
    SaveStore(data).release_autosave()
    assert (data / "autosave.json").exists()
    app = make_app(tmp_path)
    assert app.flow.has_autosave() and not app.flow.has_autosave("oh7")
    assert not (data / "autosave.json").exists() and (data / "autosave-oh-hell.json").exists()
    assert read_save_file(data / "autosave-oh-hell.json").record == save.record
    menu = top(app)
    menu.enter()
    frames(app)
    assert menu.entries[1].label() == "Continue Oh Hell — hand 6"  # type: ignore[attr-defined]
    app.close()


def test_load_lists_every_unfinished_game_and_plays_one_on(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.saves import SavesScene
    from oh7_desktop.persistence import SaveStore
    from persistence_support import make_save

    data = tmp_path / "data"
    oh7 = SaveStore(data)
    oh7.autosave(make_save(steps=30))
    oh7.release_autosave()
    hell = SaveStore(data, autosave=data / "autosave-oh-hell.json")
    hell.autosave(oh_hell_save_at_hand(3))
    hell.release_autosave()
    import os

    os.utime(data / "autosave.json", (1_000_000_000, 1_000_000_000))  # Oh Hell's was played last
    app = make_app(tmp_path)
    key(app, pygame.K_l)
    screen = top(app)
    assert isinstance(screen, SavesScene)
    named = [row.info.name for row in screen.rows if row.info is not None]
    assert named[:2] == ["Unfinished: Oh Hell", "Unfinished: Oh 7 ?"], named
    first = screen.rows[0].info
    assert first is not None
    details = screen.rows[0].details(first)
    assert details.startswith("Oh Hell · 4 players · Up, then down · hand 3 of 25"), details
    screen.group.focus_on(screen.rows[1])
    key(app, pygame.K_RETURN)  # plays Oh 7 ?'s game on, replacing nothing
    table = top(app)
    assert isinstance(table, FakeTable) and app.flow.store.autosave_path == data / "autosave.json"
    assert (data / "autosave-oh-hell.json").exists()
    app.close()
