"""The history under a full disk, parallel runs, a lock held too long, a read-only file and damaged pages
(issue 23, items 2-6): a passing problem never sets the history aside, a game is never lost."""

from __future__ import annotations

import errno
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from history_support import fresh_db, made_game
from oh7_desktop.cli import main
from oh7_desktop.persistence.history import Filter, HistoryDB, open_history
from oh7_desktop.persistence.history import opening as opening_module

T, F = True, False


def _history(folder: Path, games: int = 30) -> Path:
    """A sound history of ``games`` finished games (checkpointed: no ``-wal`` beside it)."""
    db = fresh_db(folder)
    for day in range(games):
        db.record(made_game(day, ["Ann", "easy:E"], [((1, 2), (1, 0), (T, F))] * 5, (1,)))
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return folder / "history.sqlite3"


def _count(path: Path, kind: str = "all") -> int:
    conn = sqlite3.connect(path)
    try:
        return HistoryDB(conn).count(Filter(kind=kind))
    finally:
        conn.close()


def _failing_sqlite(monkeypatch: pytest.MonkeyPatch, fail_on: str, message: str) -> None:
    """Every new SQLite connection raises ``OperationalError(message)`` for a statement containing ``fail_on``."""
    real = sqlite3.connect

    class Failing(sqlite3.Connection):
        def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
            if fail_on in sql:
                raise sqlite3.OperationalError(message)
            return super().execute(sql, *args)

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        return real(*args, **kwargs, factory=Failing)

    monkeypatch.setattr(sqlite3, "connect", connect)


def _aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".broken" in p.name or ".readonly" in p.name)


# -- 2. a full disk, an I/O error -------------------------------------------------------------------

@pytest.mark.parametrize("message", ["disk I/O error", "database or disk is full"])
def test_an_io_error_at_opening_keeps_the_history_where_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              message: str) -> None:
    path = _history(tmp_path)
    before = path.read_bytes()
    _failing_sqlite(monkeypatch, "journal_mode", message)
    opened = open_history(path)
    assert opened.conn is None and opened.moved_to is None and opened.notice is not None
    assert "\n" not in opened.notice and message in opened.notice and "history-pending" in opened.notice
    monkeypatch.undo()
    assert _aside(tmp_path) == [] and path.read_bytes() == before and _count(path) == 30


def test_an_io_error_while_checking_the_pages_is_not_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.persistence.history.opening import damage

    path = _history(tmp_path)
    _failing_sqlite(monkeypatch, "quick_check", "disk I/O error")
    assert damage(path) is None
    assert open_history(path).moved_to is None
    monkeypatch.undo()
    assert _aside(tmp_path) == [] and _count(path) == 30


def test_a_full_disk_at_the_end_of_a_game_keeps_its_autosave_until_the_game_is_recorded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from oh7_desktop.persistence import atomic
    from history_support import finish_game, recorded_games, start_near_the_end
    from app_support import make_app

    data = tmp_path / "data"
    app = make_app(tmp_path)
    table = start_near_the_end(app)
    app.flow.flush()
    assert (data / "autosave.json").exists()

    def no_space(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def full(self: object, entry: object) -> int:
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as disk_full:
        disk_full.setattr(atomic, "_write_file", no_space)
        disk_full.setattr(HistoryDB, "record", full)
        finish_game(app, table)
        app.close()
    lines = [line for line in capsys.readouterr().err.splitlines() if "history.sqlite3" in line]
    assert len(lines) == 1 and "its autosave is kept" in lines[0], lines
    assert (data / "autosave.json").exists() and recorded_games(tmp_path) == [] and _aside(data) == []
    again = make_app(tmp_path)  # the disk has room again: Continue, and the game ends again
    assert again.flow.continue_game().ok
    finish_game(again, again.flow.table)
    again.close()
    assert [g.status for g in recorded_games(tmp_path)] == ["finished"] and not (data / "autosave.json").exists()


# -- 3. parallel runs ---------------------------------------------------------------------------------

def _played(seed: int = 11) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    """A game's setup, its record after its first scored round, and its finished record."""
    from oh7_desktop.app.tables.oh7.form import draft_for
    from oh7_desktop.games.oh7 import Phase, apply, deal_action, legal_actions, new_game, to_record

    setup = draft_for("base", 4, None, 35).to_setup(seed=seed)
    rules: Any = setup.rules  # an Oh 7 ? setup's
    states = [new_game(rules, setup.seed)]
    while not states[-1].is_over():
        state = states[-1]
        states.append(apply(state, deal_action(state) if state.phase is Phase.DEAL else legal_actions(state)[0])[0])
    first = next(s for s in states if s.history)
    return setup, to_record(first, setup.names), to_record(states[-1], setup.names)


def test_two_games_alike_to_the_second_are_two_rows_and_one_game_recorded_twice_is_one(tmp_path: Path) -> None:
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.history_service import HistoryService
    from oh7_desktop.persistence import SaveFile

    setup, partial, finished = _played()
    first, second = save_meta(setup), save_meta(setup)  # two runs side by side: same seed, names...
    second = second.model_copy(update={"created": first.created})  # ...and start second
    history = HistoryService(tmp_path)
    assert history.record_game(setup, first, partial) and history.record_game(setup, second, finished)
    # the first game again, from its autosave on disk (left abandoned, then finished after Continue)
    reloaded = SaveFile.model_validate_json(first.model_dump_json())
    assert history.record_game(setup, reloaded, partial) and history.record_game(setup, reloaded, finished)
    assert history.record_game(setup, first, partial)  # an abandoned copy never replaces the finished game
    history.close()
    assert _count(tmp_path / "history.sqlite3") == 2
    assert _count(tmp_path / "history.sqlite3", "abandoned") == 0


# -- 4. a lock held too long ----------------------------------------------------------------------

def test_a_game_ended_while_another_process_holds_the_lock_waits_and_is_recorded_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.history_service import HistoryService

    path = _history(tmp_path, 2)
    monkeypatch.setattr(opening_module, "BUSY_SECONDS", 0.2)  # not 10 s of waiting in a test
    setup, partial, finished = _played()
    save = save_meta(setup)
    history = HistoryService(tmp_path)
    assert history.db() is not None
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another window writing, for longer than the busy timeout
    kept = [history.record_game(setup, save, partial), history.record_game(setup, save, finished)]
    lines = history.take_notices()
    assert len(lines) == 2 and all("history-pending/" in line and "locked" in line for line in lines), lines
    assert [p.name for p in (tmp_path / "history-pending").iterdir()] == [f"{_uid(setup, save)}.json"]
    assert _count(path) == 2
    other.execute("COMMIT")
    other.close()
    history.close()
    opened = open_history(path)  # the next opening records what waits
    assert opened.notice is None and opened.drained == 1 and opened.conn is not None
    opened.conn.close()
    assert _count(path) == 3 and _count(path, "finished") == 3 and list((tmp_path / "history-pending").iterdir()) == []
    assert kept == [True, True]


def _uid(setup: Any, save: Any) -> str:
    from oh7_desktop.persistence.history import game_uid

    return game_uid("oh7", setup.seed, save.created, [s.name for s in setup.seats], save.uid)


def test_a_waiting_game_is_recorded_with_the_next_game_of_the_run(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.history_service import HistoryService

    path = _history(tmp_path, 0)
    setup, _, finished = _played()
    history = HistoryService(tmp_path)
    db = history.db()
    real = HistoryDB.record
    with monkeypatch.context() as busy:
        def locked(self: HistoryDB, entry: Any) -> int:
            raise sqlite3.OperationalError("database is locked")

        busy.setattr(HistoryDB, "record", locked)
        history.record_game(setup, save_meta(setup), finished)
    assert HistoryDB.record is real and db is history.db()
    history.record_game(setup, save_meta(setup), finished)
    history.close()
    assert _count(path) == 2 and list((tmp_path / "history-pending").iterdir()) == []


def test_a_waiting_file_that_cannot_be_read_is_set_aside_not_deleted(tmp_path: Path) -> None:
    path = _history(tmp_path, 1)
    waiting = tmp_path / "history-pending"
    waiting.mkdir()
    (waiting / "oh7-0123.json").write_text("{half a file", encoding="utf-8")
    opened = open_history(path)
    assert opened.conn is not None and opened.drained == 0
    opened.conn.close()
    assert [p.name for p in waiting.iterdir()] == ["oh7-0123.json.broken"] and _count(path) == 1


# -- 5. a read-only history ------------------------------------------------------------------------

def _stats(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, int | None, list[str]]:
    """``oh7 stats --json --kind all``: its status, the number of games, and its stderr lines."""
    status = main(["stats", "--file", str(path), "--json", "--kind", "all"])
    out, err = capsys.readouterr()
    return status, json.loads(out)["games"] if out.strip() else None, err.splitlines()


def test_a_read_only_history_is_read_and_its_new_games_wait_until_it_can_be_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.history_service import HistoryService

    path = _history(tmp_path)
    path.chmod(0o444)  # as root SQLite would write anyway: the app goes by the mode bits
    for _ in range(2):
        status, games, err = _stats(path, capsys)
        assert (status, games) == (0, 30) and len(err) == 1 and "read-only" in err[0], err
    setup, _, finished = _played()
    history = HistoryService(tmp_path)
    assert history.record_game(setup, save_meta(setup), finished)
    [notice, line] = history.take_notices()
    assert "read-only" in notice and "history-pending/" in line and "readonly database" in line, line
    history.close()
    assert _aside(tmp_path) == [] and _stats(path, capsys)[:2] == (0, 30)
    path.chmod(0o644)
    assert _stats(path, capsys) == (0, 31, [])
    assert list((tmp_path / "history-pending").iterdir()) == []


def test_a_history_sqlite_finds_read_only_is_read_not_moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = _history(tmp_path)
    _failing_sqlite(monkeypatch, "journal_mode", "attempt to write a readonly database")
    status, games, err = _stats(path, capsys)
    monkeypatch.undo()
    assert (status, games) == (0, 30) and len(err) == 1 and "read-only" in err[0], err
    assert _aside(tmp_path) == [] and _count(path) == 30


# -- 6. damaged pages ----------------------------------------------------------------------------------

def _spoiled_copy(source: Path, target: Path, page: int, pages: int = 1) -> Path:
    data = bytearray(source.read_bytes())
    data[4096 * page: 4096 * (page + pages)] = bytes(4096 * pages)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(bytes(data))
    return target


def _games_by_uid(path: Path) -> dict[str, Any]:
    conn = sqlite3.connect(path)
    try:
        db = HistoryDB(conn)
        found = {}
        for uid, game_id in conn.execute("SELECT uid, id FROM games").fetchall():
            stored = db.game(game_id)
            assert stored is not None
            found[uid] = (stored.summary.seats, stored.summary.status, stored.rounds, stored.record, stored.rules)
        return found
    finally:
        conn.close()


def _last_games_page(path: Path) -> int:
    """Where the newest games' rows are (counted from 0): SQLite reads the others past it."""
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT max(pageno) FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'")
                   .fetchone()[0]) - 1
    finally:
        conn.close()


def test_stats_on_a_damaged_page_sets_the_file_aside_and_recovers_the_games_it_can_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sound = _history(tmp_path / "sound")
    path = _spoiled_copy(sound, tmp_path / "h" / "history.sqlite3", _last_games_page(sound))
    before = path.read_bytes()
    status, games, err = _stats(path, capsys)
    assert status == 2 and games is None and len(err) == 1, err
    assert "damaged" in err[0] and "kept as history.sqlite3.broken" in err[0], err
    assert (path.parent / "history.sqlite3.broken").read_bytes() == before
    status, games, err = _stats(path, capsys)
    assert status == 0 and err == [] and games is not None and 0 < games < 30
    assert f"the {games} games that could be read" in _last_notice(sound, tmp_path)
    recovered, original = _games_by_uid(path), _games_by_uid(sound)
    assert len(recovered) == games and all(recovered[uid] == original[uid] for uid in recovered)


def _last_notice(sound: Path, tmp_path: Path) -> str:
    """The notice of the same damage met again (the sentence counts the games read back)."""
    opened = open_history(_spoiled_copy(sound, tmp_path / "again" / "history.sqlite3", _last_games_page(sound)))
    assert opened.conn is not None and opened.notice is not None
    opened.conn.close()
    return opened.notice


def test_stats_never_crashes_nor_shows_figures_of_a_damaged_file(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    sound = _history(tmp_path / "sound")
    pages = sound.stat().st_size // 4096
    for page in range(1, pages):  # page 0 holds the header: that case is a file that is not SQLite
        path = _spoiled_copy(sound, tmp_path / str(page) / "history.sqlite3", page)
        conn = sqlite3.connect(path)
        try:
            damaged = conn.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok"
        except sqlite3.DatabaseError:
            damaged = True
        conn.close()
        status, games, err = _stats(path, capsys)
        if damaged:
            assert status == 2 and games is None and len(err) == 1 and "damaged" in err[0], (page, err)
            assert (path.parent / "history.sqlite3.broken").exists()
        else:
            assert (status, games, err) == (0, 30, []), page
