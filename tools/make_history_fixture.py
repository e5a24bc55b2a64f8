"""Write the history fixture of the current schema version, for the migration tests.

    .venv/bin/python tools/make_history_fixture.py

Writes ``tests/fixtures/history/history-v<N>.sqlite3`` (N = the current schema version) and
``history-v<N>.expected.json`` (what the games hold, as read back). Run it just before adding
a migration, so every earlier schema version keeps a fixture; never regenerate an old one.
The games are real Oh 7 ? games (fixed seeds and times; every seat is played by the easy bot,
whatever level the seat is labelled with): finished, abandoned, played by bots alone,
finished with undo, with two profiles among the seats.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from oh7_desktop.games import registry
from oh7_desktop.games.interface import play_out
from oh7_desktop.persistence.history import (SCHEMA_VERSION, Filter, HistoryDB, SeatEntry, entry_from_record,
                                             open_history)

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "history"
GAMES: list[dict[str, Any]] = [
    {"rules": {"mode": "base", "players": 4, "target": 21}, "seed": 11, "seats": ["Ana", "easy", "medium", "hard"]},
    {"rules": {"mode": "advanced", "players": 5, "target": 21}, "seed": 12,
     "seats": ["Ana", "Bo", "easy", "easy", "medium"], "undo": True},
    {"rules": {"mode": "base", "players": 2, "target": 21}, "seed": 13, "seats": ["Bo", "medium"]},
    {"rules": {"mode": "base", "players": 3, "target": 21}, "seed": 14, "seats": ["medium", "medium", "hard"]},
    {"rules": {"mode": "base", "players": 4, "target": 35}, "seed": 15, "seats": ["Ana", "hard", "hard", "hard"],
     "stop": 60},
]
START = datetime(2024, 3, 1, 20, 0, tzinfo=timezone.utc)


def play(spec: dict[str, Any]) -> dict[str, Any]:
    """Play one game between easy bots (to the end, or ``stop`` actions) and return its record."""
    game = registry.get("oh7")
    bot = game.bot("easy")
    state = game.new_game(game.rules_from_options(spec["rules"]), spec["seed"])
    if "stop" in spec:
        for _ in range(spec["stop"]):
            chance = game.chance_action(state)
            action = chance if chance is not None else bot(game.view(state, game.to_move(state)[0]))
            state = game.apply(state, action)[0]
    else:
        state = play_out(game, state, lambda s, seat: bot(game.view(s, seat)))
    return game.to_record(state, names(spec))


def names(spec: dict[str, Any]) -> list[str]:
    """Profiles keep their name; bots are called after their level and seat."""
    return [seat if seat[0].isupper() else f"{seat.title()} {i + 1}" for i, seat in enumerate(spec["seats"])]


def seats(spec: dict[str, Any]) -> list[SeatEntry]:
    """Who sat where."""
    return [SeatEntry(name, "human") if kind[0].isupper() else SeatEntry(name, "bot", kind)
            for name, kind in zip(names(spec), spec["seats"])]


def main() -> int:
    """Write the fixture and its expected content; print the paths."""
    path = FIXTURES / f"history-v{SCHEMA_VERSION}.sqlite3"
    for old in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        old.unlink(missing_ok=True)
    opened = open_history(path)
    assert opened.conn is not None, opened.notice
    db = HistoryDB(opened.conn)
    for number, spec in enumerate(GAMES):
        started = START + timedelta(days=number)
        entry = entry_from_record("oh7", play(spec), seats(spec), started=started,
                                  ended=started + timedelta(minutes=25), undo=spec.get("undo", False),
                                  colours={"Ana": "#4a90d8"} if "Ana" in spec["seats"] else {})
        db.record(entry)
    expected = [{"id": g.id, "status": g.status, "bots_only": g.bots_only, "undo": g.undo, "mode": g.mode,
                 "players": g.players, "rounds": g.rounds, "ended": g.ended.isoformat(),
                 "seats": [[s.name, s.kind, s.level, s.total, s.winner] for s in g.seats]}
                for g in db.games(Filter(kind="all"), limit=100)]
    opened.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    opened.conn.execute("PRAGMA journal_mode = DELETE")  # one self-contained file in the repository
    db.close()
    (FIXTURES / f"history-v{SCHEMA_VERSION}.expected.json").write_text("[\n" + ",\n".join(json.dumps(game) for game in expected) + "\n]\n",
                                                                        encoding="utf-8")
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
