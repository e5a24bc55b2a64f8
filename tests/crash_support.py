"""The crash tests' kill loop (``tests/test_persistence_crash.py``, ``tools/kill_resume.py``): kill a
game at random moments, check each autosave it leaves, resume it, until a run finishes.

Each kill is followed by checks on the autosave: it loads (never broken), its record is a prefix
of the uninterrupted game's (:func:`is_prefix`), and it never goes backwards; the game is then
resumed and killed again, until a run finishes, whose record must equal the uninterrupted one.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
KILLS = 50
"""Kills a test makes in all (the loop stops a chain once this many are done)."""


# -- the record prefix relation ------------------------------------------------------------------


def is_prefix(part: dict[str, Any], full: dict[str, Any]) -> bool:
    """Whether record ``part`` is ``full`` stopped earlier (a pending attempt may be partly in)."""
    head = ("format", "version", "rules", "names", "seed")
    if any(part.get(key) != full.get(key) for key in head):
        return False
    deals, whole = part["deals"], full["deals"]
    if not deals:
        return True
    if len(deals) > len(whole) or deals[:-1] != whole[: len(deals) - 1]:
        return False
    last, ref = deals[-1], whole[len(deals) - 1]
    if last.get("hands") != ref.get("hands") or last.get("dummy_pile") != ref.get("dummy_pile"):
        return False
    bets, ref_bets = last.get("bets", []), ref.get("bets", [])
    if bets and (len(bets) > len(ref_bets) or bets[:-1] != ref_bets[: len(bets) - 1]):
        return False
    if bets and not all(mine is None or mine == theirs for mine, theirs in zip(bets[-1], ref_bets[len(bets) - 1])):
        return False
    if "show_interrobang" in last and last["show_interrobang"] != ref.get("show_interrobang"):
        return False
    plays = last.get("plays", [])
    return bool(plays == ref.get("plays", [])[: len(plays)])


def action_count(record: dict[str, Any]) -> int:
    """How many actions (deals, bets, ? decisions, plays) the record holds."""
    count = 0
    for deal in record["deals"]:
        count += 1 + sum(card is not None for attempt in deal.get("bets", []) for card in attempt)
        count += "show_interrobang" in deal
        count += len(deal.get("plays", []))
    return count


# -- the kill loop ---------------------------------------------------------------------------------


@dataclass
class Tally:
    """What the kill loop saw."""

    kills: int = 0
    in_write: int = 0
    games: int = 0
    resumes: int = 0
    lost_acked: list[str] = field(default_factory=list)


def child_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DATA", "CONFIG", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    env["SDL_VIDEODRIVER"] = env["SDL_AUDIODRIVER"] = "dummy"
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def autosave_path(home: Path) -> Path:
    return home / "data" / "oh7" / "autosave.json"


def _read_record(home: Path) -> dict[str, Any]:
    """Load the autosave with the store (it must be sound) and return its record."""
    from oh7_desktop.persistence import SaveStore

    store = SaveStore(home / "data" / "oh7")
    result = store.load_autosave()
    store.release_autosave()  # the resumed run must be able to take the game
    assert result.ok and result.save is not None, f"autosave unusable after a kill: {result.message}"
    return result.save.record


def _wait_for_progress(path: Path, proc: subprocess.Popen[bytes], rng: random.Random) -> None:
    """Wait until the run has written the autosave twice (a resumed run first rewrites what it
    loaded), then until a random later moment."""
    deadline = time.monotonic() + 20
    for _ in range(2):
        before = _stamp(path)
        while _stamp(path) == before and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.001)
    if rng.random() < 0.5:
        # Aim inside a write: kill as soon as the temporary file shows up.
        end = time.monotonic() + rng.uniform(0.003, 0.1)
        while time.monotonic() < end and proc.poll() is None:
            if _writing(path):
                return
    else:
        time.sleep(rng.uniform(0.0, 0.08))


def _writing(path: Path) -> bool:
    """Whether a temporary file of ``path`` exists (a write in progress, or cut by a kill)."""
    from oh7_desktop.persistence.tempnames import temporary_files

    return bool(temporary_files(path))


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    return info.st_ino, info.st_mtime_ns


def kill_chain(command: list[str], resume: list[str], home: Path, reference: dict[str, Any],
                out: Path, rng: random.Random, tally: Tally, *, acked: bool) -> None:
    """Run one game, killing and resuming it until it finishes; check every autosave on the way."""
    args, previous = command, 0
    while True:
        # A session of its own, so the kill takes the app's helper processes (bot worker) too,
        # as a crash of the machine or the task manager's "end process tree" would.
        proc = subprocess.Popen(args, env=child_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
        if tally.kills < KILLS:
            _wait_for_progress(autosave_path(home), proc, rng)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
        # Enough kills: let this game finish to compare its end.
        stdout, stderr = proc.communicate(timeout=RUN_TIMEOUT)
        if proc.returncode == 0:
            assert json.loads(out.read_text("utf-8")) == reference, "the resumed game finished differently"
            tally.games += 1
            return
        assert proc.returncode == -signal.SIGKILL, stderr.decode(errors="replace")
        tally.kills += 1
        if out.exists():
            # Killed after the game ended and its record was written: the end must match.
            assert json.loads(out.read_text("utf-8")) == reference, "the resumed game finished differently"
            tally.games += 1
            return
        tally.in_write += _writing(autosave_path(home))
        record = _read_record(home)
        assert is_prefix(record, reference), "the autosave is not a prefix of the uninterrupted game"
        done = action_count(record)
        assert done >= previous, "the autosave went backwards"
        if acked:
            reported = [int(line) for line in stdout.split()]
            # The last action reported may still be in flight (written on a worker thread), and
            # the next one may have been written just before the kill: one either way, no more.
            if reported and not reported[-1] - 1 <= done <= reported[-1] + 1:
                tally.lost_acked.append(f"reported {reported[-1]} actions done, autosave holds {done}")
        previous, args = done, resume
        tally.resumes += 1


RUN_TIMEOUT = float(os.environ.get("OH7_CRASH_TIMEOUT", "120"))
"""Seconds a run may take to finish its game (the uninterrupted one, or the last resumed one)."""
