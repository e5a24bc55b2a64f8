"""``oh7 stats``: the statistics of the game history, for people (a table) or scripts (``--json``).

    oh7 stats                          # finished games: every profile and bot level
    oh7 stats --json                   # {"games": N, "filter": {...}, "players": {...}, "levels": {...}}
    oh7 stats --game oh7 --mode advanced --players 4 --kind people
    oh7 stats --csv games.csv          # one row per seat of each game (``-``: standard output)

``games`` counts the finished games the filter selects (``--kind``: finished, people, bots,
undo, abandoned, all). The history is read from the user data folder; a missing one prints
empty statistics (nothing is created). A bad file is set aside as the game does (never
deleted; a damaged one's readable games start the new history): one line on stderr, exit 2.
A read-only one is read: one line on stderr, the statistics, exit 0. Games waiting in
``history-pending/`` are recorded first. Exit 0 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from ...games.output_path import output_problem
from ...games.terminal import message_line, shown
from .export import export_csv
from .opening import HISTORY_NAME, open_history
from .query import KINDS, Filter
from .stats import Stats, SubjectStats, compute_stats


def build_parser() -> argparse.ArgumentParser:
    """The ``oh7 stats`` options."""
    parser = argparse.ArgumentParser(prog="oh7 stats", description="Statistics of the games played.")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--csv", metavar="FILE", help="export the games as CSV (one row per seat; - for stdout)")
    parser.add_argument("--game", help="only this game (oh7, oh-hell, seven-up, red7)")
    parser.add_argument("--mode", help="only this mode (base, advanced, two...)")
    parser.add_argument("--players", type=int, help="only games with this many players")
    parser.add_argument("--kind", choices=KINDS, default="finished", help="which games (default: finished)")
    parser.add_argument("--file", type=Path, help=argparse.SUPPRESS)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 stats``; return the exit status."""
    args = build_parser().parse_args(argv)
    where = Filter(game=args.game, mode=args.mode, players=args.players, kind=args.kind)
    path: Path = args.file or _default_path()
    if args.csv is not None and args.csv != "-":
        problem = output_problem(Path(args.csv))  # before anything opens it: a pipe would block
        if problem is not None:
            print(f"oh7 stats: --csv {shown(args.csv, 200)}: {problem}", file=sys.stderr)
            return 2
    if not path.exists():
        stats = Stats(where)
        return _show(stats, None, args, sys.stdout) if args.csv is None else _export_none(args.csv)
    opened = open_history(path)  # every page checked (SQLite's quick_check): a damaged one is found here
    if opened.notice:
        print(f"oh7 stats: {message_line(opened.notice)}", file=sys.stderr)
    if opened.conn is None or opened.moved_to is not None:
        return 2
    try:
        if args.csv is not None:
            return _export(opened.conn, where, args.csv)
        return _show(compute_stats(opened.conn, where), path, args, sys.stdout)
    finally:
        opened.conn.close()


def _default_path() -> Path:
    from ..paths import data_dir

    return data_dir() / HISTORY_NAME


def _export(conn: Any, where: Filter, target: str) -> int:
    if target == "-":
        export_csv(conn, where, sys.stdout)
        return 0
    try:
        with open(target, "w", encoding="utf-8", newline="") as out:
            rows = export_csv(conn, where, out)
    except OSError as err:
        print(f"oh7 stats: {shown(target, 200)}: cannot be written ({err.strerror or err})", file=sys.stderr)
        return 2
    print(f"{rows} rows written to {shown(target, 200)}")
    return 0


def _export_none(target: str) -> int:
    """No history yet: an export holds only the header."""
    import io
    import sqlite3

    from .schema import migrate

    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn)
    buffer = io.StringIO()
    export_csv(conn, Filter(), buffer)
    conn.close()
    return _write_text(target, buffer.getvalue())


def _write_text(target: str, text: str) -> int:
    if target == "-":
        sys.stdout.write(text)
        return 0
    try:
        Path(target).write_text(text, encoding="utf-8")
    except OSError as err:
        print(f"oh7 stats: {shown(target, 200)}: cannot be written ({err.strerror or err})", file=sys.stderr)
        return 2
    print(f"0 rows written to {shown(target, 200)}")
    return 0


def _show(stats: Stats, path: Path | None, args: argparse.Namespace, out: TextIO) -> int:
    if args.json:
        print(json.dumps(stats.as_dict(), indent=2, ensure_ascii=False), file=out)
        return 0
    print(f"{stats.games} game{'s' if stats.games != 1 else ''} ({_describe(stats.where)})", file=out)
    subjects = stats.subjects()
    if not subjects:
        print("no games recorded yet" if path is None else "no games match", file=out)
        return 0
    table: list[tuple[str, ...]] = [("", "games", "wins", "win %", "bets made", "points/round", "streak",
                                     "best game")]
    table += [_row(subject) for subject in subjects]
    widths = [max(len(line[i]) for line in table) for i in range(len(table[0]))]
    for line in table:
        print("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(line, widths))),
              file=out)
    for subject in subjects:
        print(f"{_title(subject)}: by opponents {_tallies(subject.by_opponents)}; bets by value "
              f"{_tallies(subject.by_bet) or '-'}", file=out)
    if path is not None:
        print(f"({path})", file=out)
    return 0


def _describe(where: Filter) -> str:
    parts = [where.kind]
    parts += [f"{name} {shown(str(value))}" for name, value in (("game", where.game), ("mode", where.mode),
                                                     ("players", where.players)) if value is not None]
    return ", ".join(parts)


def _title(subject: SubjectStats) -> str:
    name = shown(subject.name)  # a name may hold escape sequences or be 10 000 characters long
    return f"{name} (bot)" if subject.kind == "level" else name


def _percent(share: float | None) -> str:
    return "-" if share is None else f"{100 * share:.1f}%"


def _row(subject: SubjectStats) -> tuple[str, ...]:
    best = subject.best
    best_text = "-" if best is None else (f"{best.ended:%Y-%m-%d} {'won' if best.won else 'lost'} "
                                          f"{best.total} ({best.margin:+d})")
    ppr = subject.points_per_round
    return (_title(subject), str(subject.games), str(subject.wins), _percent(subject.results.share),
            f"{_percent(subject.bets.share)} of {subject.bets.count}", "-" if ppr is None else f"{ppr:.2f}",
            str(subject.longest_streak), best_text)


def _tallies(tallies: dict[Any, Any]) -> str:
    return ", ".join(f"{key} {t.hits}/{t.count}" for key, t in sorted(tallies.items(), key=lambda kv: str(kv[0])))


if __name__ == "__main__":
    sys.exit(main())
