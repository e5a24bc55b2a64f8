"""The history database: migrations from every earlier schema, one row per game, bad files, two writers."""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from history_support import (Round, Spoil, fresh_db, made_game, spoil_corrupted, spoil_damaged_page, spoil_newer,
                             spoil_truncated, tallies_match_entries)
from oh7_desktop.persistence.history import (ABANDONED, SCHEMA_VERSION, Filter, HistoryDB, SeatEntry,
                                             compute_stats, entry_from_record, open_history)
from oh7_desktop.persistence.history.schema import MIGRATIONS, migrate, schema_version

FIXTURES = Path(__file__).parent / "fixtures" / "history"
EARLIER = sorted(FIXTURES.glob("history-v*.sqlite3"))


def test_there_is_a_fixture_for_every_earlier_schema_version() -> None:
    versions = sorted(int(path.stem.split("-v")[1]) for path in EARLIER)
    assert versions == list(range(1, SCHEMA_VERSION)), "run tools/make_history_fixture.py before a new migration"
    assert [m.version for m in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))


@pytest.mark.parametrize("fixture", EARLIER, ids=lambda path: path.stem)
def test_migrating_an_earlier_schema_keeps_every_game_and_gives_the_same_statistics(tmp_path: Path,
                                                                                   fixture: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture, path)
    opened = open_history(path)
    assert opened.conn is not None and opened.notice is None
    assert schema_version(opened.conn) == SCHEMA_VERSION
    migrated = HistoryDB(opened.conn)
    games = migrated.games(Filter(kind="all"), limit=100)
    expected = json.loads(fixture.with_name(fixture.stem + ".expected.json").read_text(encoding="utf-8"))
    assert [[g.id, g.status, g.bots_only, g.undo, g.mode, g.players, g.rounds, g.ended.isoformat(),
             [[s.name, s.kind, s.level, s.total, s.winner] for s in g.seats]] for g in games] == \
        [[e["id"], e["status"], e["bots_only"], e["undo"], e["mode"], e["players"], e["rounds"], e["ended"],
          e["seats"]] for e in expected]
    # The same games written by today's code give the same statistics as the migrated file.
    again = fresh_db(tmp_path, "again.sqlite3")
    for summary in reversed(games):
        stored = migrated.game(summary.id)
        assert stored is not None
        seats = [SeatEntry(s.name, s.kind, s.level) for s in summary.seats]
        entry = entry_from_record(summary.game, stored.record, seats, started=summary.started, ended=summary.ended,
                                  undo=summary.undo, colours={p.name: p.colour for p in migrated.profiles()})
        assert entry.rounds == stored.rounds
        again.record(entry)
    for where in (Filter(), Filter(kind="all"), Filter(kind="abandoned"), Filter(mode="advanced")):
        assert compute_stats(migrated.conn, where).as_dict() == compute_stats(again.conn, where).as_dict()
    assert tallies_match_entries(migrated.conn)


def test_an_empty_file_is_a_new_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    opened = open_history(path)
    assert opened.conn is not None and opened.notice is None and schema_version(opened.conn) == SCHEMA_VERSION
    assert opened.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert opened.conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 5000


def test_migrate_is_idempotent_and_refuses_a_newer_schema(tmp_path: Path) -> None:
    db = fresh_db(tmp_path)
    assert migrate(db.conn) == SCHEMA_VERSION
    db.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(Exception, match="newer version"):
        migrate(db.conn)


def test_a_game_recorded_again_replaces_its_row_and_finished_wins(tmp_path: Path) -> None:
    db = fresh_db(tmp_path)
    finished = made_game(1, ["Ann", "easy:E"], [((3, 1), (1, 1), (True, False))], (0,))
    left = replace(finished, status=ABANDONED, seats=tuple(replace(s, winner=False) for s in finished.seats))
    first = db.record(left)
    second = db.record(finished)
    assert db.count(Filter(kind="all")) == 1 and db.games(Filter())[0].id == second and first >= 1
    assert db.record(left) == second and db.games(Filter(kind="all"))[0].status == "finished"
    assert tallies_match_entries(db.conn)


def test_tallies_follow_random_writes_and_deletes(tmp_path: Path) -> None:
    db = fresh_db(tmp_path)
    rng = random.Random(5)
    names = ["Ann", "Bob", "easy:E1", "medium:M1", "hard:H1", "medium:M2"]
    for day in range(60):
        seats = rng.sample(names, rng.randint(2, 4))
        rounds: list[Round] = [(tuple(rng.randint(0, 9) for _ in seats), tuple(rng.randint(0, 3) for _ in seats),
                   tuple(rng.random() < 0.4 for _ in seats)) for _ in range(rng.randint(1, 4))]
        db.record(made_game(day, seats, rounds, (rng.randrange(len(seats)),), mode=rng.choice(["base", "advanced"]),
                            status=rng.choice(["finished", "finished", "abandoned"]), undo=rng.random() < 0.2))
        if rng.random() < 0.3:
            games = db.games(Filter(kind="all"), limit=1000)
            db.delete(rng.choice(games).id)
    assert tallies_match_entries(db.conn)
    assert db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_profiles_keep_their_colour_and_match_names_whatever_the_case(tmp_path: Path) -> None:
    db = fresh_db(tmp_path)
    db.set_profile("Chloé", "#4a90d8")
    db.record(replace(made_game(1, ["CHLOÉ", "easy:E"], [((1, 2), None, None)], (1,)), colours={}))
    assert [(p.name, p.colour) for p in db.profiles()] == [("Chloé", "#4a90d8")]
    assert set(compute_stats(db.conn).profiles) == {"Chloé"}
    assert db.set_profile("Dan").colour != "#4a90d8", "a new profile gets a colour nobody has"


# -- bad files ------------------------------------------------------------------------------------

def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize(("spoil", "suffix", "words"), [
    (spoil_corrupted, ".broken", "damaged"), (spoil_truncated, ".broken", "damaged"), (spoil_damaged_page, ".broken", "damaged"),
    (spoil_newer, ".newer", "newer version"),  # a read-only file is read, not moved: test_history_hardening.py
])
def test_a_bad_file_is_set_aside_untouched_and_a_new_history_starts(tmp_path: Path, spoil: Spoil, suffix: str,
                                                                      words: str) -> None:
    path = tmp_path / "history.sqlite3"
    spoil(path, tmp_path)
    before = _digest(path)
    opened = open_history(path)
    assert opened.conn is not None and opened.notice is not None and "\n" not in opened.notice
    assert opened.notice.startswith("history.sqlite3: ") and words in opened.notice
    assert opened.moved_to == path.with_name("history.sqlite3" + suffix) and _digest(opened.moved_to) == before
    db = HistoryDB(opened.conn)
    db.record(made_game(1, ["Ann", "easy:E"], [((1, 2), None, None)], (1,)))
    assert db.count(Filter()) == 1
    again = open_history(path)  # the new file is sound: nothing more is moved
    assert again.notice is None and again.conn is not None


def test_a_second_bad_file_does_not_overwrite_the_first(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    for text in (b"first bad file" * 100, b"second bad file" * 100):
        path.write_bytes(text)
        opened = open_history(path)
        assert opened.conn is not None
        opened.conn.close()
    assert (tmp_path / "history.sqlite3.broken").read_bytes().startswith(b"first")
    assert (tmp_path / "history.sqlite3.broken-2").read_bytes().startswith(b"second")


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_turns_the_history_off_with_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        opened = open_history(folder / "history.sqlite3")
        assert opened.conn is None and opened.notice is not None and "not recorded" in opened.notice
    finally:
        folder.chmod(0o755)


# -- two processes --------------------------------------------------------------------------------

WRITER = """
import sys
sys.path.insert(0, {tests!r})
from history_support import made_game
from oh7_desktop.persistence.history import HistoryDB, open_history
from pathlib import Path
opened = open_history(Path({path!r}))
assert opened.conn is not None, opened.notice
db = HistoryDB(opened.conn)
for day in range({count}):
    db.record(made_game({offset} + day, ["P{offset}", "easy:E", "hard:H"], [((1, 2, 3), (1, 1, 1), (True, False, True))] * 3, (2,)))
print("done")
"""


def test_two_processes_writing_games_at_once(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    count = 40
    writers = [subprocess.Popen([sys.executable, "-c", WRITER.format(tests=str(Path(__file__).parent), path=str(path),
                                                                     count=count, offset=offset)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for offset in (0, 1000)]
    results = [writer.communicate(timeout=120) for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0], [err for _, err in results]
    db = fresh_db(tmp_path)
    assert db.count(Filter()) == 2 * count
    assert db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert tallies_match_entries(db.conn)
    stats = compute_stats(db.conn)
    assert (stats.profiles["P0"].games, stats.profiles["P1000"].games, stats.levels["hard"].wins) == (count, count,
                                                                                                    2 * count)


def test_a_folder_that_cannot_hold_the_history_turns_it_off_with_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    opened = open_history(blocker / "history.sqlite3")
    assert opened.conn is None and opened.notice is not None and "\n" not in opened.notice
    assert "not recorded" in opened.notice and blocker.read_text(encoding="utf-8").startswith("a file")


def test_every_registered_game_is_recorded_and_replays_from_the_history(tmp_path: Path) -> None:
    """Oh 7 ?, Oh Hell, Seven Up and Red7 games (random bots) go through the game interface:
    rounds as the game reports them, bets only where the game has them, the record replays."""
    from datetime import datetime, timedelta, timezone

    from oh7_desktop.games import registry
    from oh7_desktop.games.interface import play_out

    db = fresh_db(tmp_path)
    day = datetime(2025, 1, 1, tzinfo=timezone.utc)
    for index, name in enumerate(registry.names()):
        game = registry.get(name)
        players = 2 if name == "seven-up" else 3
        bot = game.bot("random")
        state = play_out(game, game.new_game(game.rules_from_options({"players": players}), 11 + index),
                         lambda s, seat: bot(game.view(s, seat)))  # noqa: B023 - played out here
        seats = [SeatEntry("Ann", "human")] + [SeatEntry(f"R{i}", "bot", "random") for i in range(players - 1)]
        record = game.to_record(state, [s.name for s in seats])
        moment = day + timedelta(days=index)
        db.record(entry_from_record(name, record, seats, started=moment, ended=moment + timedelta(minutes=9)))
        stored = db.game(db.games(Filter(game=name))[0].id)
        assert stored is not None and stored.rounds == game.round_results(state), name
        replayed = game.from_record(stored.record)
        assert game.totals(replayed) == game.totals(state) and game.is_over(replayed), name
        assert [s.winner for s in stored.summary.seats] == [i in game.winners(state) for i in range(players)]
        ann = compute_stats(db.conn, Filter(game=name)).profiles["Ann"]
        has_bets = game.round_results(state)[0].bets is not None
        assert ann.games == 1 and (ann.bets.count > 0) == has_bets, name
    assert db.values("game", Filter(kind="all")) == sorted(registry.names())
    assert compute_stats(db.conn).profiles["Ann"].games == len(registry.names())
    assert tallies_match_entries(db.conn)


def test_a_game_whose_write_fails_half_way_leaves_nothing_behind(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """One transaction per game: games, seats, rounds, entries and a new profile are written
    before the tallies; an error there rolls every one of them back."""
    import oh7_desktop.persistence.history.db as db_module

    db = fresh_db(tmp_path)
    db.record(made_game(1, ["Ann", "easy:E1"], [((5, 2), (2, 1), (True, False))], (0,)))
    tables = ("games", "seats", "rounds", "entries", "profiles", "tallies", "bet_tallies")
    before = {name: db.conn.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in tables}

    def broken(*args: object, **kwargs: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(db_module, "tally", broken)
    with pytest.raises(sqlite3.OperationalError):
        db.record(made_game(2, ["Zoe", "hard:H1"], [((1, 6), (3, 1), (False, True))], (1,)))
    after = {name: db.conn.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in tables}
    assert after == before and not db.conn.in_transaction
    assert [p.name for p in db.profiles()] == ["Ann"] and tallies_match_entries(db.conn)
