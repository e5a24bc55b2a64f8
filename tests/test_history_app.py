"""The app records its games in the history: finished, abandoned, bots alone, undo; bad files at start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.games import registry
from oh7_desktop.persistence.history import Filter, compute_stats
from app_support import FakeTable, frames, key, make_app, top
from history_support import finish_game, recorded_games, start_near_the_end


def _start(app: Any, extra: int = 12) -> FakeTable:
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    frames(app, extra)
    table = top(app)
    assert isinstance(table, FakeTable), f"{type(table).__name__}: {getattr(table, 'body', '')}"
    return table


def test_a_finished_game_is_recorded_with_its_rounds_seats_and_winners(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_near_the_end(app)
    finish_game(app, table)
    db = app.history.db()
    [summary] = db.games(Filter(kind="all"))
    stored = db.game(summary.id)
    game = registry.get("oh7")
    assert summary.status == "finished" and not summary.bots_only and not summary.undo
    assert stored.rounds == game.round_results(table.state)
    assert [s.name for s in summary.seats] == table.setup.names
    assert summary.winners == tuple(table.state.winners)
    assert [(s.kind, s.level) for s in summary.seats] == [(s.kind, s.level) for s in table.setup.seats]
    assert game.to_record(game.from_record(stored.record)) == game.to_record(table.state)
    assert [p.name for p in db.profiles()] == ["You"], "the person's seat made a profile"
    assert not (tmp_path / "data" / "autosave.json").exists()
    app.close()


def test_a_game_replaced_or_left_at_quit_is_abandoned_then_replaced_when_finished(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    start_near_the_end(app, left=60)  # rounds in, a few to go
    frames(app, 5)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_m)  # back to the menu: still autosaved
    app.close()  # quitting: the game is kept, marked abandoned
    [left] = recorded_games(tmp_path)
    assert left.status == "abandoned" and left.rounds >= 1 and not any(s.winner for s in left.seats)
    app = make_app(tmp_path)
    key(app, pygame.K_c)  # Continue, to the end: the finished game takes the abandoned one's place
    frames(app)
    table = top(app)
    assert isinstance(table, FakeTable)
    finish_game(app, table)
    app.close()
    [done] = recorded_games(tmp_path)
    assert done.status == "finished" and done.rounds > left.rounds and done.started == left.started


def test_a_new_game_over_an_unfinished_one_records_it_abandoned(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    start_near_the_end(app, left=60, seed=11)
    frames(app, 5)
    start_near_the_end(app, left=60, seed=12)  # as New game → Start → "replace the game in progress?" → Start
    frames(app, 5)
    app.close()
    games = recorded_games(tmp_path)
    assert [g.status for g in games] == ["abandoned", "abandoned"], "the second was left at quit"
    assert games[1].rounds >= 1


def test_a_game_left_before_its_first_round_is_not_history(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _start(app, 3)
    app.close()
    assert recorded_games(tmp_path) == []


def test_autoplay_games_are_marked_bots_only_and_undo_is_kept(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--autoplay", "--games", "1", "--seed", "4")
    frames(app, 3)
    table = top(app)
    assert isinstance(table, FakeTable)
    table.undone = True  # as if the undo feature had been used
    finish_game(app, table)
    app.close()
    [game] = recorded_games(tmp_path)
    assert game.bots_only and game.undo and all(s.kind == "bot" for s in game.seats)
    assert recorded_games(tmp_path, "people") == [] and len(recorded_games(tmp_path, "undo")) == 1


def test_no_history_flag_writes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--no-history")
    finish_game(app, start_near_the_end(app))
    app.close()
    assert not (tmp_path / "data" / "history.sqlite3").exists()


@pytest.mark.parametrize("content", [b"SQLite format 3\x00" + b"\x13" * 5000, b"garbage" * 300])
def test_a_bad_history_at_start_is_set_aside_in_one_line_and_the_game_plays_on(
        tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture) -> None:
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / "history.sqlite3").write_bytes(content)
    app = make_app(tmp_path)
    frames(app, 2)  # after the first frame the history is checked off the main thread
    finish_game(app, start_near_the_end(app))
    app.close()
    lines = [line for line in capsys.readouterr().err.splitlines() if "history.sqlite3" in line]
    assert len(lines) == 1 and "kept as history.sqlite3.broken" in lines[0], lines
    assert [r.levelname for r in caplog.records if "history.sqlite3.broken" in r.getMessage()] == ["WARNING"]
    assert (data / "history.sqlite3.broken").read_bytes() == content
    assert [g.status for g in recorded_games(tmp_path)] == ["finished"]


def test_statistics_count_the_recorded_games(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = start_near_the_end(app)
    finish_game(app, table)
    stats = compute_stats(app.history.db().conn)
    you = stats.profiles["You"]
    assert (stats.games, you.games, you.wins) == (1, 1, int(0 in table.state.winners))
    assert you.rounds == you.bets.count == len(table.state.history)
    assert you.points == table.state.totals[0] and stats.levels["medium"].games == 3
    app.close()


def test_the_autosave_of_a_run_that_died_is_recorded_when_a_new_game_replaces_it(tmp_path: Path) -> None:
    from oh7_desktop.app.tables.oh7.form import draft_for

    dead = make_app(tmp_path / "dead", "--no-history")
    # a seeded game played until its first round is scored (a random seed's game could end within
    # a fixed number of frames: the test then met the game-over notice instead of the table)
    dead.flow.start(draft_for("base", 4, None, 35).to_setup(seed=11))
    table = top(dead)
    for _ in range(2000):
        if not isinstance(table, FakeTable) or table.state.history:
            break
        frames(dead, 1)
    assert isinstance(table, FakeTable) and top(dead) is table and table.state.history and not table.finished
    dead.flow.flush()
    import shutil

    (tmp_path / "live" / "data").mkdir(parents=True)
    shutil.copy(tmp_path / "dead" / "data" / "autosave.json", tmp_path / "live" / "data" / "autosave.json")
    dead.close()
    quiet = make_app(tmp_path / "live")
    quiet.close()  # looking at the menu and quitting replaces nothing
    assert recorded_games(tmp_path / "live") == []
    app = make_app(tmp_path / "live")
    key(app, pygame.K_n)
    key(app, pygame.K_s)
    key(app, pygame.K_RETURN)  # "Replace the game in progress?" Start
    frames(app, 3)
    assert isinstance(top(app), FakeTable)
    app.close()
    [left] = recorded_games(tmp_path / "live")
    assert left.status == "abandoned" and left.rounds >= 1


def test_a_history_that_cannot_open_at_all_is_one_line_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import oh7_desktop.persistence.history as history

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("no sqlite3 module in this Python")

    monkeypatch.setattr(history, "open_history", broken)
    app = make_app(tmp_path)
    app.history.open_in_background()
    finish_game(app, start_near_the_end(app))
    app.close()
    lines = [line for line in capsys.readouterr().err.splitlines() if "history" in line]
    assert lines == ["oh7: history.sqlite3: the history is off (no sqlite3 module in this Python)"]


def test_a_damaged_page_is_found_while_the_menu_is_idle(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from history_support import spoil_damaged_page

    data = tmp_path / "data"
    data.mkdir(parents=True)
    spoil_damaged_page(data / "history.sqlite3", tmp_path)
    app = make_app(tmp_path)
    app.history.open_in_background()
    assert app.history._thread is not None
    app.history._thread.join()  # headless frames take no time: let the opening finish first
    frames(app, 61)  # a second with the main menu on top: the pages are checked on a worker
    assert app.history._check is not None
    while not app.history._checked:
        app.history._check.join()
        app.history.idle()  # the next idle second applies the check
    frames(app)
    assert app.history._checked and (data / "history.sqlite3.broken").exists()
    lines = [line for line in capsys.readouterr().err.splitlines() if "history.sqlite3" in line]
    assert len(lines) == 1 and "damaged" in lines[0] and "a new history is started" in lines[0], lines
    finish_game(app, start_near_the_end(app))
    app.close()
    assert [g.status for g in recorded_games(tmp_path)] == ["finished"]


def test_statistics_are_ready_after_a_moment_on_the_menu(tmp_path: Path) -> None:
    from oh7_desktop.persistence.history import Filter

    app = make_app(tmp_path)
    finish_game(app, start_near_the_end(app))
    from oh7_desktop.app.menus.main_menu import MainMenu

    frames(app, 40)  # the end screen ignores keys for a moment
    key(app, pygame.K_ESCAPE)  # the end screen: Main menu
    assert isinstance(top(app), MainMenu)
    frames(app, 61)  # a second on the menu: the pages are checked, then the figures computed on workers
    for _ in range(3):
        if app.history._check is not None:
            app.history._check.join()
        app.history.idle()
        app.history.cache.wait()
    entry = app.history.cache._entries.get(Filter())
    assert entry is not None and entry[1].games == 1 and entry[2], "the figures and results are ready"
    assert app.history.stats(Filter()) is entry[1], "the screen takes them as they are"
    app.close()


def test_a_starting_game_does_not_wait_for_the_page_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Recording the game a new one replaces (and the players' profiles) uses the history at
    once; every page is checked meanwhile on a worker, its verdict applied once the menu is idle."""
    import threading

    import oh7_desktop.persistence.history.opening as opening
    from history_support import made_game
    from oh7_desktop.app.history_service import HistoryService

    release = threading.Event()
    monkeypatch.setattr(opening, "damage", lambda path: None if release.wait(60) else "never")
    service = HistoryService(tmp_path)
    db = service.db(wait_for_check=False)
    assert db is not None and service._check is not None and service._check.is_alive()
    db.record(made_game(1, ["Ann", "easy:E1"], [((5, 2), (2, 1), (True, False))], (0,)))
    assert not service._checked, "the write did not wait for the check"
    release.set()
    service._check.join(60)
    service.idle()
    assert service._checked and service.db() is db and len(db.games(Filter(kind="all"))) == 1
    service.close()


def test_play_again_after_continue_is_a_fresh_game_and_each_game_is_recorded_once(tmp_path: Path) -> None:
    """Issue 27 item 1: Continue, finish, Play again used to replay the resumed game (same
    cards, old scores) and every finish added the same game to the history once more."""
    from oh7_desktop.app.menus.game_over import GameOverScene

    app = make_app(tmp_path)
    table = start_near_the_end(app, left=20)
    frames(app, 3)
    app.flow.close_table()  # Esc, Main menu: the game stays autosaved
    key(app, pygame.K_c)  # Continue (the loader's replayed state is handed to the table)
    resumed = top(app)
    assert isinstance(resumed, FakeTable) and resumed is not table
    finish_game(app, resumed)
    assert len(recorded_games(tmp_path)) == 1
    over = top(app)
    assert isinstance(over, GameOverScene)
    frames(app, 40)  # the end screen ignores keys for a moment (item 11)
    key(app, pygame.K_a)  # Play again
    again = top(app)
    assert isinstance(again, FakeTable) and again is not resumed
    assert not again.state.history, "a fresh game, not the round it was resumed from"
    assert again.setup.seed != resumed.setup.seed and again.setup.seats == resumed.setup.seats
    frames(app, 5)
    assert not again.finished and len(recorded_games(tmp_path)) == 1, "the finished game is recorded once"
    app.close()
