"""Autosave after every action, Continue, the save and load screens, errors that never show a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.menus.game_menu import GameMenu
from oh7_desktop.app.menus.game_over import GameOverScene
from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.notice import Notice, Prompt
from oh7_desktop.app.menus.saves import SavesScene, SlotRow
from oh7_desktop.games.oh7 import from_record, to_record
from oh7_desktop.persistence import read_save_file
from app_support import FakeTable, frames, key, make_app, needs_table, top, type_text


def _start(app: object, *extra_frames: int) -> FakeTable:
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    frames(app, extra_frames[0] if extra_frames else 12)
    table = top(app)
    assert isinstance(table, FakeTable)
    return table


def test_every_action_is_autosaved_and_continue_resumes_exactly(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = _start(app, 25)
    app.flow.flush()
    # Read as another program would: this run holds the autosave while it plays the game.
    autosave = read_save_file(tmp_path / "data" / "autosave.json")
    code = autosave.record.pop("code")  # the game's deal code (issue 18), beside the table's record
    assert code == app.flow.code and autosave.record == table.record(), "the autosave holds the last action"
    assert autosave.names == table.setup.names
    played = to_record(table.state)
    app.flow.close_table()
    key(app, pygame.K_c)
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed is not table
    assert to_record(resumed.state) == played and resumed.setup.seats == table.setup.seats
    app.close()


def test_finished_game_clears_the_autosave(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = _start(app, 1)
    while not table.finished:
        frames(app, 20)
    frames(app)
    assert not (tmp_path / "data" / "autosave.json").exists()
    assert app.flow.games_played == 1
    offer = top(app)
    assert isinstance(offer, GameOverScene) and [type(s) for s in app.stack.scenes] == [MainMenu, GameOverScene]
    assert any(name in offer.stored.summary.seats[i].name for i in offer.stored.summary.winners
               for name in table.setup.names), "says who won"
    frames(app, 40)  # past the moment the end screen ignores keys
    key(app, pygame.K_a)  # Play again: same seats, new deals
    again = top(app)
    assert isinstance(again, FakeTable) and again.setup.seats == table.setup.seats
    assert again.setup.seed != table.setup.seed
    app.close()


def test_broken_autosave_offers_the_backup(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    table = _start(app, 10)
    app.flow.close_table()
    backup_record = json.loads((tmp_path / "data" / "autosave.bak.json").read_text("utf-8"))["record"]
    (tmp_path / "data" / "autosave.json").write_text('{"format": "oh7-sa', "utf-8")
    key(app, pygame.K_c)
    notice = top(app)
    assert isinstance(notice, Notice) and "autosave.json" in notice.body
    assert (tmp_path / "data" / "autosave.json.broken").exists()
    key(app, pygame.K_RETURN)  # the first choice: continue from the backup
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed.record()["deals"] == backup_record["deals"]
    assert len(table.record()["deals"]) >= 1
    app.close()


def test_continue_flag_with_broken_autosave_exits_2_with_one_line(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from oh7_desktop.app.main import parse, run
    from oh7_desktop.app.settings_bridge import UserDirs

    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.json").write_bytes(b"")
    code = run(parse(["--continue", "--autoplay", "--headless"]), UserDirs.under(tmp_path))
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "autosave.json" in err[0] and "Traceback" not in err[0]
    assert (data / "autosave.json.broken").exists()


def test_load_flag_with_a_bad_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from oh7_desktop.app.main import parse, run
    from oh7_desktop.app.settings_bridge import UserDirs

    bad = tmp_path / "game.json"
    bad.write_text('{"format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": 9}}', "utf-8")
    code = run(parse(["--load", str(bad), "--autoplay", "--headless"]), UserDirs.under(tmp_path))
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "game.json" in err[0]


def test_save_rename_export_delete_import_with_the_keyboard(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = _start(app, 30)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), GameMenu)
    key(app, pygame.K_s)
    screen = top(app)
    assert isinstance(screen, SavesScene) and screen.group.focused is screen.name_field
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, "Mardi soir")
    key(app, pygame.K_RETURN)
    assert [s.name for s in screen.slots] == ["Mardi soir"]
    row = screen.rows[0]
    assert row.info is not None
    assert row.info.ok and row.info.names == tuple(table.setup.names) and row.info.players == 4
    assert "4" in screen._details(row.info)

    screen.group.focus_on(row)
    key(app, pygame.K_F2)
    prompt = top(app)
    assert isinstance(prompt, Prompt)
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, "Tuesday night")
    key(app, pygame.K_RETURN)
    assert top(app) is screen and [s.name for s in screen.slots] == ["Tuesday night"]

    exported = tmp_path / "out" / "tuesday.json"
    screen.group.focus_on(screen.rows[0])
    key(app, pygame.K_e)
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, str(exported))
    key(app, pygame.K_RETURN)
    assert from_record(json.loads(exported.read_text("utf-8"))).actions == table.state.actions

    screen.group.focus_on(screen.rows[0])
    key(app, pygame.K_DELETE)
    assert isinstance(top(app), Notice)
    key(app, pygame.K_RETURN)  # Delete
    assert screen.slots == []

    key(app, pygame.K_i)
    key(app, pygame.K_DELETE, mod=pygame.KMOD_CTRL)
    type_text(app, str(exported))
    key(app, pygame.K_RETURN)
    assert [s.name for s in screen.slots] == ["tuesday"] and screen.slots[0].ok
    app.close()


def test_load_screen_loads_a_slot_after_asking(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = _start(app, 20)
    saved = app.flow.current_save()
    app.flow.store.save_slot("kept", saved)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_l)
    screen = top(app)
    assert isinstance(screen, SavesScene) and isinstance(screen.group.focused, SlotRow)
    key(app, pygame.K_RETURN)  # the slot's choices
    key(app, pygame.K_RETURN)  # Load
    ask = top(app)
    assert isinstance(ask, Notice), "a game is in progress: asks before replacing it"
    key(app, pygame.K_RETURN)
    loaded = top(app)
    assert isinstance(loaded, FakeTable) and loaded is not table
    assert loaded.record()["deals"] == saved.record["deals"]
    assert [type(s) for s in app.stack.scenes] == [MainMenu, FakeTable]
    app.close()


def test_unexpected_error_shows_a_notice_and_writes_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    app = make_app(tmp_path, gui=True)
    table = _start(app, 5)
    table.fail_next_update = True
    frames(app)
    notice = top(app)
    assert isinstance(notice, Notice) and str(app.dirs.log_file) in notice.body
    assert [type(s) for s in app.stack.scenes] == [MainMenu, Notice]
    logged = app.dirs.log_file.read_text("utf-8")
    assert "placeholder table exploded" in logged and str(app.flow.store.autosave_path) in logged
    assert app.dirs.log_file.parent == app.dirs.logs  # the log folder, not the saves'
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and "Traceback" not in captured.out
    key(app, pygame.K_RETURN)
    key(app, pygame.K_c)  # the game was autosaved before the error: Continue brings it back
    assert isinstance(top(app), FakeTable)
    assert app.loop.exit_code is None
    app.close()


def test_headless_error_is_one_line_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    app = make_app(tmp_path)
    table = _start(app, 2)
    table.fail_next_update = True
    frames(app)
    err = capsys.readouterr().err.strip().splitlines()
    assert app.loop.exit_code == 1 and len(err) == 1 and "placeholder table exploded" in err[0]
    app.close()


def test_autosave_failure_is_shown_once_and_the_game_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, gui=True)
    table = _start(app, 3)
    session = app.flow.session

    def failing(record: object) -> bool:
        session.last_error = "autosave.json: cannot be written (No space left on device)"
        return False

    monkeypatch.setattr(session, "record_action", failing)
    before = table.state.actions
    frames(app, 10)
    assert table.state.actions > before, "the game goes on"
    messages = [toast.message for toast in app.loop.toasts]
    assert messages == ["autosave.json: cannot be written (No space left on device)"]
    app.close()


def _oh7_replay(path: Path) -> dict[str, Any]:
    """``oh7 replay FILE``'s JSON (the engine-only reader any player can run on a shared record)."""
    done = subprocess.run([sys.executable, "-m", "oh7_desktop", "replay", str(path)], capture_output=True,
                          text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    summary: dict[str, Any] = json.loads(done.stdout)
    return summary


def _last_totals(summary: dict[str, Any]) -> list[int]:
    scored = [deal["totals"] for deal in summary["deals"] if "totals" in deal]
    return list(scored[-1]) if scored else []


@needs_table
def test_saves_written_by_the_app_replay_with_oh7_replay_to_the_same_scores(tmp_path: Path) -> None:
    """The real table plays; mid-game the slot is saved and exported as the Save screen does;
    at the end ``--record-out``. ``oh7 replay`` of each gives the scores the app had."""
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App
    from oh7_desktop.app.tables.oh7.scene import TableScene

    out, mid = tmp_path / "final.json", tmp_path / "mid.json"
    options = parse(["--autoplay", "--headless", "--speed", "instant", "--seats", "easy,easy,easy",
                     "--target", "30", "--seed", "8", "--record-out", str(out)])
    app = App(options, UserDirs.under(tmp_path))
    flow = app.flow
    seen: list[tuple[list[int], int]] = []

    def after_action(scene: Any) -> None:
        flow.on_action(scene)  # the autosave, as always
        state = scene.state
        scored = [deal for deal in state.log if deal.scored is not None]
        # Mid-round, after a round was scored: a save with scores and a trick under way.
        if not seen and scored and state.log[-1].plays and not state.is_over():
            save = flow.current_save()
            assert save is not None
            flow.store.save_slot("mid-game", save)
            flow.store.export(flow.store.load_slot("mid-game"), mid)
            seen.append((list(state.totals), state.actions))

    app.services.on_action = after_action
    try:
        assert app.run() == 0
        assert isinstance(flow.table, TableScene)
        final = flow.table.state
    finally:
        app.close()
    assert seen, "the game was saved after its first scored round"
    totals, actions = seen[0]
    mid_summary = _oh7_replay(mid)
    assert _last_totals(mid_summary) == totals and not mid_summary["finished"]
    [row] = flow.store.list_slots()
    assert list(row.scores) == totals, "the saves list shows the same scores"
    assert from_record(json.loads(mid.read_text("utf-8"))).actions == actions
    final_summary = _oh7_replay(out)
    assert final_summary["finished"] and final.is_over()
    assert _last_totals(final_summary) == list(final.totals)
    assert final_summary["winners"] == list(final.winners)


def test_each_action_in_the_app_is_a_fsynced_file_renamed_over_the_autosave(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the app's own path (table hook, flow, session): per action one temporary file, fsynced,
    renamed over ``autosave.json``, then the folder fsynced."""
    import os

    calls: list[tuple[str, str]] = []
    real_fsync, real_replace = os.fsync, os.replace
    names: dict[int, str] = {}
    real_open = os.open

    def spy_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        fd = real_open(path, flags, *args, **kwargs)
        names[fd] = Path(path).name
        return fd

    def spy_fsync(fd: int) -> None:
        calls.append(("fsync", names.get(fd, "?")))
        real_fsync(fd)

    def spy_replace(src: Any, dst: Any) -> None:
        calls.append(("replace", f"{Path(src).name} -> {Path(dst).name}"))
        real_replace(src, dst)

    app = make_app(tmp_path)
    table = _start(app, 1)
    app.flow.flush()  # the first action's write, still in flight on the worker thread, is not counted
    monkeypatch.setattr(os, "open", spy_open)
    monkeypatch.setattr(os, "fsync", spy_fsync)
    monkeypatch.setattr(os, "replace", spy_replace)
    before = table.state.actions
    frames(app, 30)
    app.flow.flush()
    actions = table.state.actions - before
    monkeypatch.undo()
    app.close()
    writes = [call for call in calls if call[0] == "replace" and call[1].endswith("-> autosave.json")]
    assert actions >= 20 and len(writes) == actions
    assert all(call[1].startswith(".autosave.json.") for call in writes), "a temporary file each time"
    file_syncs = [call for call in calls if call[0] == "fsync" and call[1].startswith(".autosave.json.")]
    folder_syncs = [call for call in calls if call == ("fsync", "data")]
    assert len(file_syncs) == actions and len(folder_syncs) == actions


def test_the_end_screen_needs_a_deliberate_choice(tmp_path: Path) -> None:
    """Issue 27 item 11: a stray Enter (still pressed for the table's final sheet) went straight
    into Play again; the end screen ignores keys for a moment, then Enter does nothing until
    the player moves to a choice, and each choice has its key."""
    app = make_app(tmp_path)
    table = _start(app, 1)
    while not table.finished:
        frames(app, 20)
    frames(app)
    over = top(app)
    assert isinstance(over, GameOverScene) and over.stored.rounds, "the final sheet and the chart"
    key(app, pygame.K_a)
    key(app, pygame.K_RETURN)
    assert top(app) is over, "keys are ignored as the end screen appears"
    frames(app, 40)
    key(app, pygame.K_RETURN)
    assert top(app) is over, "Enter chooses nothing before the player moves to a choice"
    assert [b.shortcut for b in over.group.widgets] == ["A", "N", "M", "P"]
    key(app, pygame.K_TAB)
    assert over.group.focused is over.again_button
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # New game: the form over the menu
    assert type(top(app)).__name__ == "NewGameScene" and not app.flow.in_game
    app.close()
