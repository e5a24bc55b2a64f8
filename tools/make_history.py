"""Fill a history database with many games, to measure the statistics screen and the start-up.

    .venv/bin/python tools/make_history.py OUT.sqlite3 [--games 10000] [--distinct 300] [--seed 1]

Plays ``--distinct`` real Oh 7 ? games between easy bots (3 to 6 players, base, advanced and
two-player; about 15 ms each), then writes ``--games`` entries cycling through them, spread
over two years: most with the profile "You" at seat 0 (sometimes "Sam" too), about 8 % played
by bots alone, 4 % abandoned, 3 % finished with undo; bot seats labelled easy, medium or hard.
Pass the user data folder's ``history.sqlite3`` to try the app with it (``oh7 stats`` shows it).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from oh7_desktop.games import registry
from oh7_desktop.games.interface import play_out
from oh7_desktop.persistence.history import (ABANDONED, GameEntry, HistoryDB, SeatEntry, entry_from_record,
                                             game_uid, open_history)

SHAPES = (("base", 3), ("base", 4), ("base", 4), ("base", 5), ("advanced", 4), ("advanced", 5), ("advanced", 6),
          ("base", 2))
LEVELS = ("easy", "medium", "hard")
START = datetime(2023, 1, 1, tzinfo=timezone.utc)


def distinct_games(count: int, rng: random.Random) -> list[GameEntry]:
    """Play ``count`` games between easy bots; return them as entries (seats named later)."""
    game = registry.get("oh7")
    bot = game.bot("easy")
    entries = []
    for number in range(count):
        mode, players = SHAPES[number % len(SHAPES)]
        rules = game.rules_from_options({"mode": mode, "players": players, "target": rng.choice((21, 35))})
        state = play_out(game, game.new_game(rules, rng.randrange(2**31)), lambda s, seat: bot(game.view(s, seat)))
        names = [f"Seat {i + 1}" for i in range(players)]
        entries.append(entry_from_record("oh7", game.to_record(state, names), [SeatEntry(n) for n in names],
                                         started=START, ended=START))
    return entries


def dressed(base: GameEntry, number: int, rng: random.Random) -> GameEntry:
    """Entry ``number``: ``base`` with its own date, seats and marks."""
    ended = START + timedelta(minutes=number * 100 + rng.randrange(60))
    started = ended - timedelta(minutes=rng.randrange(8, 40))
    bots_only = rng.random() < 0.08
    seats = []
    for index, seat in enumerate(base.seats):
        if not bots_only and index == 0:
            seats.append(replace(seat, name="You", kind="human", level=None))
        elif not bots_only and index == 1 and rng.random() < 0.2:
            seats.append(replace(seat, name="Sam", kind="human", level=None))
        else:
            level = rng.choice(LEVELS)
            seats.append(replace(seat, name=f"{level.title()} {index + 1}", kind="bot", level=level))
    entry = replace(base, seats=tuple(seats), started=started, ended=ended, undo=rng.random() < 0.03,
                    uid=game_uid(base.game, number, started, [s.name for s in seats]))
    if rng.random() < 0.04:
        cut = max(1, len(base.rounds) // 2)
        entry = replace(entry, status=ABANDONED, rounds=base.rounds[:cut],
                        seats=tuple(replace(s, winner=False, total=base.rounds[cut - 1].totals[i])
                                    for i, s in enumerate(entry.seats)))
    return entry


def main(argv: list[str] | None = None) -> int:
    """Write the games; print what was done and how long it took."""
    parser = argparse.ArgumentParser(prog="make_history")
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--distinct", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    started = time.perf_counter()
    bases = distinct_games(args.distinct, rng)
    played = time.perf_counter()
    opened = open_history(args.out, thorough=False)
    if opened.conn is None:
        print(f"make_history: {opened.notice}", file=sys.stderr)
        return 2
    opened.conn.execute("PRAGMA synchronous = OFF")  # a generator, not the game: speed over durability
    db = HistoryDB(opened.conn)
    for number in range(args.games):
        db.record(dressed(bases[number % len(bases)], number, rng))
    db.close()
    print(f"{args.games} games ({args.distinct} distinct, played in {played - started:.1f} s) written to {args.out} "
          f"in {time.perf_counter() - played:.1f} s; {args.out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
