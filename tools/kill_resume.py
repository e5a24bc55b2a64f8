"""Kill-and-resume benchmark: ``nice -n 10 .venv/bin/python tools/kill_resume.py [--kills 50] [--per-game 12] [--busy 1]``.

Issue 13's closing figure. Plays games of ``oh7 play --autoplay --headless --speed instant``
(by default seats ``medium,hard,easy,medium``, target 21), each first uninterrupted, then again
killed with SIGKILL at random moments (about half of them inside an autosave write) and
resumed with ``--continue`` (at most ``--per-game`` kills a game) until it finishes; the resumed game's final record must equal the
uninterrupted one. Every autosave left by a kill must load and be a prefix of the game. With
``--busy N`` the machine is loaded by N ``nice -n 10`` busy processes for the whole run (the
hard bot used to decide differently under load); they are paused during the uninterrupted
runs, so those run on the machine as it is without them. Prints the kills, the games finished
identically or not, the load average, and the wall clock.

The kill loop is the crash test's (``tests/crash_support.py``, shared with ``tests/test_persistence_crash.py``):
the test runs it with quick bots; this runs it with the hard level, long enough to load a
machine. Run it niced (``nice -n 10``), it uses one core plus the busy processes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import statistics
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO))

import crash_support as crash  # type: ignore[import-not-found]  # noqa: E402  (the kill loop, after the path is set)

BUSY = "while True: pass"


def sample_load(loads: list[float], stop: threading.Event) -> None:
    """Append the 1-minute load average every 5 seconds until ``stop``."""
    while not stop.wait(5.0):
        loads.append(os.getloadavg()[0])


def _app(*extra: str) -> list[str]:
    return [sys.executable, "-m", "oh7_desktop", "play", "--autoplay", "--headless", "--speed", "instant", *extra]


def one_game(seed: int, game: list[str], folder: Path, rng: random.Random, tally: crash.Tally,
             timeout: float, busy: list[subprocess.Popen[bytes]]) -> bool:
    """Play game ``seed`` uninterrupted with the busy processes paused, then killed and resumed
    with them running; True if both end the same."""
    ref_out = folder / f"ref{seed}.json"
    for proc in busy:
        proc.send_signal(signal.SIGSTOP)
    try:
        done = subprocess.run(_app("--seed", str(seed), *game, "--record-out", str(ref_out)),
                              env=crash.child_env(folder / f"ref{seed}"), capture_output=True, check=False,
                              timeout=timeout)
    finally:
        for proc in busy:
            proc.send_signal(signal.SIGCONT)
    if done.returncode != 0:
        raise SystemExit(f"the uninterrupted run of seed {seed} failed: {done.stderr.decode(errors='replace')[-500:]}")
    reference = json.loads(ref_out.read_text("utf-8"))
    out, home = folder / f"run{seed}.json", folder / f"run{seed}"
    autosave = ("--autosave", str(crash.autosave_path(home)))
    try:
        crash.kill_chain(_app("--seed", str(seed), *game, *autosave, "--record-out", str(out)),
                          _app("--continue", *autosave, "--record-out", str(out)),
                          home, reference, out, rng, tally, acked=False)
    except AssertionError as error:  # a different end, an autosave not a prefix, a failed run
        print(f"  seed {seed}: DIFFERENT ({error})", flush=True)
        return False
    return True


def main() -> int:
    """Load the machine, run games until enough kills, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--per-game", type=int, default=12, help="kills in one game at most (then it finishes)")
    parser.add_argument("--busy", type=int, default=1, help="busy processes loading the machine meanwhile")
    parser.add_argument("--game", default="--seats medium,hard,easy,medium --target 21",
                        help="the play options of each game (a seed is added)")
    parser.add_argument("--seed", type=int, default=101, help="the first game's seed (then +1 a game)")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds a whole run may take")
    args = parser.parse_args()
    crash.RUN_TIMEOUT = args.timeout
    busy = [subprocess.Popen(["nice", "-n", "10", sys.executable, "-c", BUSY]) for _ in range(args.busy)]
    rng, tally, seed, same = random.Random(7), crash.Tally(), args.seed, 0
    loads: list[float] = []
    started, stop = time.monotonic(), threading.Event()
    threading.Thread(target=sample_load, args=(loads, stop), daemon=True).start()
    try:
        with tempfile.TemporaryDirectory(prefix="oh7-kills-") as folder:
            while tally.kills < args.kills:
                kills_before = tally.kills
                crash.KILLS = min(args.kills, kills_before + args.per_game)  # the kill loop stops at KILLS
                same += one_game(seed, args.game.split(), Path(folder), rng, tally, args.timeout, busy)
                print(f"  seed {seed}: {tally.kills - kills_before} kills, {tally.kills} in all, "
                      f"load average {os.getloadavg()[0]:.1f}", flush=True)
                seed += 1
    finally:
        stop.set()
        for proc in busy:
            proc.kill()
            proc.wait()
    games = seed - args.seed
    print(f"{tally.kills} kills ({tally.in_write} inside a write), {tally.resumes} resumes; "
          f"{same}/{games} games finished identically to their uninterrupted run; "
          f"load average (1 min, every 5 s) median {statistics.median(loads or [0.0]):.1f}, "
          f"range {min(loads or [0.0]):.1f}..{max(loads or [0.0]):.1f} with "
          f"{args.busy} busy process(es); {time.monotonic() - started:.0f} s; game: {args.game}")
    return 0 if same == games else 1


if __name__ == "__main__":
    sys.exit(main())
