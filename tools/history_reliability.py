"""Measure the history database's reliability and speed (figures for the report; not a test).

    .venv/bin/python tools/history_reliability.py kill [--runs 50] [--seed 1]
    .venv/bin/python tools/history_reliability.py writers [--games 300]
    .venv/bin/python tools/history_reliability.py badfiles
    .venv/bin/python tools/history_reliability.py timing [--history /tmp/h10k.sqlite3]

``kill``: runs ``oh7 play --autoplay --headless --speed instant --games 3`` (easy bots, target
21) with its own user folders, SIGKILLs it at a random moment (after 0, 1 or 2 games are in
the history, plus a random part of a game's time, so every stretch of the run is hit), then
checks the database:
``PRAGMA integrity_check``, the tallies against the entries, and that it holds exactly the
games finished before the kill. The witness is the autosave, which the app clears only after
the game is committed: with game N's autosave unfinished on disk, the history holds games
1..N-1 exactly; finished on disk (killed between commit and clear), N may be there too.
Each game found must equal the same seed's game of an uninterrupted reference run.
``writers``: two processes record games into one database at once. ``badfiles``: the app
started on each kind of bad file. ``timing``: the statistics screen's opening and the
start-up with and without a large history (``tools/make_history.py`` makes one).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OH7 = [sys.executable, "-m", "oh7_desktop.cli"]
GAMES = 3
PLAY = ["play", "--autoplay", "--headless", "--speed", "instant", "--seats", "easy,easy,easy", "--target", "21"]


def _env(home: Path) -> dict[str, str]:
    # Every user folder in the run's own home: the log (XDG_STATE_HOME) went to the real one.
    return {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"), "XDG_CACHE_HOME": str(home / "cache"), "HOME": str(home),
            "PYTHONPATH": str(ROOT)}


def _history(home: Path) -> Path:
    return home / "data" / "oh7" / "history.sqlite3"


def _records(path: Path) -> dict[int, str]:
    """Seed -> record (compact JSON) of every finished game in a history."""
    if not path.exists():
        return {}
    conn = sqlite3.connect(path)
    try:
        if conn.execute("PRAGMA user_version").fetchone()[0] == 0:
            return {}  # killed while the new file was being set up: its first transaction never committed
        rows = conn.execute("SELECT seed, record, status FROM games").fetchall()
    finally:
        conn.close()
    assert all(status == "finished" for _, _, status in rows), rows
    return {int(seed): json.dumps(json.loads(record).get("deals")) for seed, record, _ in rows}


def _checks(path: Path) -> tuple[bool, bool]:
    """``PRAGMA integrity_check`` passes; the tallies equal sums of the entries."""
    sys.path.insert(0, str(ROOT / "tests"))
    from history_support import tallies_match_entries  # type: ignore[import-not-found]

    if not path.exists():
        return True, True
    conn = sqlite3.connect(path)
    try:
        ok = conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        if conn.execute("PRAGMA user_version").fetchone()[0] == 0:
            return ok, True  # killed while the new file was being set up (as _records says): no tables yet
        return ok, tallies_match_entries(conn)
    finally:
        conn.close()


def _autosave_witness(home: Path) -> tuple[int | None, bool]:
    """The seed of the game in the autosave and whether it is over (None: no autosave)."""
    from oh7_desktop.games import registry

    path = home / "data" / "oh7" / "autoplay.json"  # --autoplay runs keep their own autosave
    if not path.exists():
        return None, False
    try:
        record = json.loads(path.read_text(encoding="utf-8"))["record"]
        return int(record["seed"]), registry.get("oh7").is_over(registry.get("oh7").from_record(record))
    except (ValueError, KeyError, OSError):
        return None, False


def kill(runs: int, seed: int) -> int:
    """SIGKILL autoplay runs at random moments; print what each left behind."""
    rng = random.Random(seed)
    work = Path(tempfile.mkdtemp(prefix="oh7-kill-"))
    reference = work / "reference"
    began = time.perf_counter()
    subprocess.run([*OH7, *PLAY, "--games", str(GAMES), "--seed", "100"], env=_env(reference), check=True,
                   capture_output=True)
    full = time.perf_counter() - began
    expected = _records(_history(reference))
    assert sorted(expected) == [100, 101, 102], expected
    print(f"reference run: {GAMES} games in {full:.1f} s")
    failures, found, run, attempts = 0, [], 0, 0
    while run < runs and attempts < 2 * runs:
        attempts += 1
        home = work / f"run-{attempts}"
        process = subprocess.Popen([*OH7, *PLAY, "--games", str(GAMES), "--seed", "100"], env=_env(home),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        began = time.perf_counter()
        after = rng.randrange(GAMES)
        _wait_for_games(_history(home), after, process)
        time.sleep(rng.uniform(0.0, full / GAMES))
        moment = time.perf_counter() - began
        if process.poll() is not None:
            print(f"attempt {attempts}: the run ended before the kill (not counted)")
            shutil.rmtree(home, ignore_errors=True)
            continue
        process.send_signal(signal.SIGKILL)
        process.wait()
        run += 1
        games = _records(_history(home))
        integrity, tallies = _checks(_history(home))
        witness, over = _autosave_witness(home)
        exact = all(expected[s] == games[s] for s in games) and sorted(games) == list(range(100, 100 + len(games)))
        if witness is not None:  # the games before the autosave's, and that one too only if it is over
            allowed = [list(range(100, witness))] + ([list(range(100, witness + 1))] if over else [])
            exact = exact and sorted(games) in allowed
        ok = integrity and tallies and exact
        failures += not ok
        found.append(len(games))
        print(f"kill {run:2d} at {moment:5.2f} s: {len(games)} games, integrity {'ok' if integrity else 'BAD'}, "
              f"tallies {'ok' if tallies else 'BAD'}, autosave {witness}{' (over)' if over else ''}, "
              f"{'exact' if exact else 'NOT EXACT'}")
        shutil.rmtree(home, ignore_errors=True)
    print(f"{run} kills: {run - failures} passed every check; games found per kill: "
          f"{ {n: found.count(n) for n in sorted(set(found))} }")
    shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


def _wait_for_games(path: Path, count: int, process: subprocess.Popen[bytes]) -> None:
    """Wait until the history holds ``count`` games (read-only polls; a reader never blocks the writer)."""
    while count and process.poll() is None:
        try:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1)
            try:
                if conn.execute("SELECT count(*) FROM games").fetchone()[0] >= count:
                    return
            finally:
                conn.close()
        except sqlite3.Error:
            pass  # not made yet
        time.sleep(0.05)


WRITER = """
import sys, time
sys.path.insert(0, {tests!r})
from history_support import made_game
from oh7_desktop.persistence.history import HistoryDB, open_history
from pathlib import Path
db = HistoryDB(open_history(Path({path!r})).conn)
began = time.perf_counter()
slowest = 0.0
for day in range({count}):
    start = time.perf_counter()
    db.record(made_game({offset} + day, ["P{offset}", "easy:E", "hard:H", "medium:M"],
                        [((1, 2, 3, 4), (1, 1, 1, 2), (True, False, True, False))] * 8, (3,)))
    slowest = max(slowest, time.perf_counter() - start)
print(round(time.perf_counter() - began, 2), round(slowest * 1000, 1))
"""


def writers(count: int) -> int:
    """Two processes record ``count`` games each into one database at once."""
    folder = Path(tempfile.mkdtemp(prefix="oh7-writers-"))
    path = folder / "history.sqlite3"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER.format(tests=str(ROOT / "tests"), path=str(path),
                                                                   count=count, offset=offset)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(folder))
             for offset in (0, 100_000)]
    outputs = [p.communicate() for p in procs]
    conn = sqlite3.connect(path)
    total = conn.execute("SELECT count(*) FROM games").fetchone()[0]
    conn.close()
    integrity, tallies = _checks(path)
    for (out, err), p in zip(outputs, procs):
        print(f"writer exit {p.returncode}: {out.strip()} (seconds, slowest write ms) {err.strip()[-200:]}")
    print(f"{total} games of {2 * count} written; integrity {'ok' if integrity else 'BAD'}; "
          f"tallies {'ok' if tallies else 'BAD'}")
    shutil.rmtree(folder, ignore_errors=True)
    return 0 if total == 2 * count and integrity and tallies else 1


def badfiles() -> int:
    """Start the app on each kind of bad history; print its one line and what was kept aside."""
    sys.path.insert(0, str(ROOT / "tests"))
    import history_support as cases  # type: ignore[import-not-found]

    spoilers = {"corrupted": cases.spoil_corrupted, "truncated": cases.spoil_truncated, "damaged page": cases.spoil_damaged_page,
                "read-only": cases.spoil_read_only, "newer version": cases.spoil_newer}
    for name, spoil in spoilers.items():
        home = Path(tempfile.mkdtemp(prefix="oh7-bad-"))
        path = _history(home)
        path.parent.mkdir(parents=True)
        spoil(path, home)
        done = subprocess.run([*OH7, *PLAY, "--games", "1", "--seed", "7"], env=_env(home), capture_output=True,
                              text=True)
        lines = [line for line in done.stderr.splitlines() if "history" in line]
        aside = sorted(p.name for p in path.parent.glob("history.sqlite3.*"))
        print(f"{name}: exit {done.returncode}; {len(lines)} line: {lines}; kept aside: {aside}; "
              f"games now: {len(_records(path))}")
        shutil.rmtree(home, ignore_errors=True)
    return 0


START = """
import os, sys, time
began = time.perf_counter()
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from oh7_desktop.app import flow
from oh7_desktop.app.main import parse
from oh7_desktop.app.settings_bridge import UserDirs
from oh7_desktop.app.shell import App
marks = {}

def table(services, setup, autoplay):
    scene = flow.default_table(services, setup, autoplay)
    draw = scene.draw
    def first_draw(surface):
        draw(surface)
        marks.setdefault("table", (time.perf_counter() - began, time.thread_time()))
    scene.draw = first_draw
    return scene

args = ["--headless", "--frames", "40", "--seed", "3", "--seats", "easy,easy,easy", *sys.argv[1:]]
app = App(parse(args), UserDirs.default(), table_factory=table)
app.run()
menu = app.loop.menu_drawn_at - began
app.close()
print(f"{menu:.4f} {marks['table'][0]:.4f} {marks['table'][1]:.4f}")
"""


def timing(history: Path | None, runs: int) -> int:
    """The start-up with no history, an empty one and a large one; the statistics screen's opening.

    Start-up, measured in the process (configurations take turns, run after run, as a loaded
    machine drifts): until the menu's first frame, and until the first frame of a game asked
    for on the command line (the history is opened, checked and its statistics computed on a
    worker meanwhile), with the game thread's CPU time until then.
    """
    homes: dict[str, tuple[Path, list[str]]] = {}
    for label, source, extra in (("no history", None, ["--no-history"]), ("empty history", None, []),
                                 ("10,000 games", history, [])):
        home = Path(tempfile.mkdtemp(prefix="oh7-time-"))
        if source is not None:
            _history(home).parent.mkdir(parents=True)
            shutil.copy(source, _history(home))
        homes[label] = (home, extra)
    found: dict[str, list[list[float]]] = {label: [] for label in homes}
    for _ in range(runs):
        for label, (home, extra) in homes.items():
            out = subprocess.run([sys.executable, "-c", START, *extra], env=_env(home), capture_output=True,
                                 text=True, check=True).stdout.strip().splitlines()[-1]
            found[label].append([float(v) for v in out.split()])
    for label, rows in found.items():
        menu, table, cpu = (statistics.median(row[i] for row in rows) for i in range(3))
        print(f"{label}: menu drawn at {menu:.3f} s; game's first frame at {table:.3f} s (game thread CPU "
              f"{cpu:.3f} s); medians of {runs}")
    print(f"statistics screen with 10,000 games: {_screen_times(homes['10,000 games'][0], runs)}")
    for home, _ in homes.values():
        shutil.rmtree(home, ignore_errors=True)
    return 0


SCREEN = """
import os, sys, time
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pathlib import Path
from oh7_desktop.app.main import parse
from oh7_desktop.app.settings_bridge import UserDirs
from oh7_desktop.app.shell import App
from oh7_desktop.app.loop import window
from oh7_desktop.app.menus.stats import StatisticsScene
app = App(parse(["--headless", "--frames", "1", "--size", "1280x720"]), UserDirs.default())
app.load_settings()
app.history.db()  # opened and checked, as after a moment on the menu
figures = []
for warm in (False, True):
    if not warm:
        app.history.cache.clear()  # cold: as if another window had just recorded a game
    began, cpu = time.perf_counter(), time.process_time()
    scene = StatisticsScene(app.services)
    scene.draw(window())
    figures += [time.perf_counter() - began, time.process_time() - cpu]
print(" ".join(f"{v:.3f}" for v in figures), scene.stats.games)
app.close()
"""


def _screen_times(home: Path, runs: int) -> str:
    results = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", SCREEN], env=_env(home), capture_output=True, text=True,
                             check=True).stdout.strip().splitlines()[-1].split()
        results.append([float(v) for v in out[:4]] + [int(out[4])])
    text = []
    for label, column in (("computed on opening", 0), ("kept ready (as after a second on the menu)", 2)):
        wall = [r[column] for r in results]
        cpu = [r[column + 1] for r in results]
        text.append(f"{label}: median {statistics.median(wall):.3f} s wall / {statistics.median(cpu):.3f} s CPU, "
                    f"max {max(wall):.3f} s")
    return "; ".join(text) + f" ({results[0][4]} games)"


def main(argv: list[str] | None = None) -> int:
    """Run one measurement."""
    parser = argparse.ArgumentParser(prog="history_reliability")
    parser.add_argument("what", choices=("kill", "writers", "badfiles", "timing"))
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--history", type=Path)
    args = parser.parse_args(argv)
    if args.what == "kill":
        return kill(args.runs, args.seed)
    if args.what == "writers":
        return writers(args.games)
    if args.what == "badfiles":
        return badfiles()
    return timing(args.history, args.runs if args.runs != 50 else 5)


if __name__ == "__main__":
    sys.exit(main())
