"""SIGKILL then ``--continue`` in all four games: ``nice -n 10 .venv/bin/python tools/redteam/kill_resume_all.py [--kills 10] [--per-game 5]``.

Issue 23's third attack, rerunnable. ``tools/kill_resume.py`` is Oh 7 ?'s (its prefix check
reads Oh 7 ?'s deals); this runs the same kill loop for every game: each game is played
uninterrupted (``--record-out``), then again with its own autosave, SIGKILLed (the whole
process group, bot workers included) at random moments, about half of them inside an autosave
write, and resumed with ``--continue`` until it ends. After each kill the autosave must load
with the store and be the game so far (its record a prefix of the uninterrupted one, a secret
choice not yet revealed may be missing); the finished record must equal the uninterrupted one.
Each game runs in fresh user folders (HOME and XDG_*). Prints kills, kills inside a write,
games, games identical, and any failure.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests"))
import common
import crash_support as crash  # type: ignore[import-not-found]  # the crash tests' kill loop, in tests/

from oh7_desktop.persistence import SaveStore

GAMES: dict[str, list[str]] = {
    "oh7": ["--target", "short", "--seats", "medium,hard,easy,medium"],
    "oh-hell": ["--seats", "medium,hard,easy,medium"],
    "seven-up": ["--seats", "hard,medium"],
    "red7": ["--seats", "hard,medium,easy"],
}


def prefix(part: Any, full: Any) -> bool:
    """True if ``part`` is ``full`` stopped earlier (lists cut short, None for a choice not revealed)."""
    if part is None:
        return True
    if isinstance(part, dict) and isinstance(full, dict):
        return set(part) <= set(full) and all(prefix(part[k], full[k]) for k in part)
    if isinstance(part, list) and isinstance(full, list):
        return len(part) <= len(full) and all(prefix(a, b) for a, b in zip(part, full))
    return bool(part == full)


def autosave_record(data: Path) -> dict[str, Any]:
    store = SaveStore(data)
    result = store.load_autosave()
    store.release_autosave()
    if not (result.ok and result.save is not None):
        raise AssertionError(f"autosave unusable after a kill: {result.message}")
    return dict(result.save.record)


def one_game(game: str, seed: int, root: Path, rng: random.Random, kills_left: int,
             tally: dict[str, int]) -> str:
    """Play one game uninterrupted, then killed and resumed; return '' or what went wrong."""
    folder = Path(tempfile.mkdtemp(prefix=f"kill-{game}-", dir=root))
    base = common.play_args(game, seed, GAMES[game])
    ref = folder / "ref.json"
    done = subprocess.run(common.oh7(*base, "--record-out", str(ref)), env=common.user_env(folder / "ref"),
                          capture_output=True, timeout=1800)
    if done.returncode != 0:
        return f"uninterrupted run failed: {done.stderr.decode(errors='replace')[-300:]}"
    reference = json.loads(ref.read_text("utf-8"))
    home = folder / "run"
    env = common.user_env(home)
    autosave = home / "data" / "oh7" / "autosave.json"
    out = folder / "out.json"
    args = common.oh7(*base, "--autosave", str(autosave), "--record-out", str(out))
    resume = common.oh7("play", "--continue", "--autoplay", "--headless", "--speed", "instant",
                        "--autosave", str(autosave), "--record-out", str(out))
    kills = 0
    while True:
        proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        if kills < kills_left:
            crash._wait_for_progress(autosave, proc, rng)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
        _, stderr = proc.communicate(timeout=1800)
        if proc.returncode == 0 or out.exists():
            tally["games"] += 1
            same = json.loads(out.read_text("utf-8")) == reference
            tally["identical"] += same
            return "" if same else "the resumed game finished differently"
        if proc.returncode != -signal.SIGKILL:
            return f"run ended {proc.returncode}: {stderr.decode(errors='replace')[-300:]}"
        kills += 1
        tally["kills"] += 1
        tally["in_write"] += crash._writing(autosave)
        record = autosave_record(home / "data" / "oh7")
        if not prefix(record, reference):
            return "the autosave after a kill is not a prefix of the uninterrupted game"
        args = resume


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=10, help="kills per game kind")
    parser.add_argument("--per-game", type=int, default=5, help="kills in one game at most")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=301)
    parser.add_argument("--work", default="/tmp/oh7-redteam")
    args = parser.parse_args()
    root = Path(args.work) / "users"
    root.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    failures = 0
    started = time.monotonic()
    for game in args.games.split(","):
        tally = {"kills": 0, "in_write": 0, "games": 0, "identical": 0}
        seed = args.seed
        while tally["kills"] < args.kills:
            before = tally["kills"]
            try:
                problem = one_game(game, seed, root, rng, min(args.per_game, args.kills - before), tally)
            except (AssertionError, subprocess.TimeoutExpired) as error:
                problem = str(error)
            if problem:
                failures += 1
                print(f"  {game} seed {seed}: {problem}", flush=True)
            if tally["kills"] == before and not problem:
                print(f"  {game} seed {seed}: finished before any kill", flush=True)
            seed += 1
            if seed - args.seed > 3 * args.kills:
                break
        print(f"{game}: {tally['kills']} kills ({tally['in_write']} inside a write), {tally['identical']}/"
              f"{tally['games']} games identical to the uninterrupted one", flush=True)
        failures += tally["games"] - tally["identical"]
    print(json.dumps({"failures": failures, "seconds": round(time.monotonic() - started)}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
