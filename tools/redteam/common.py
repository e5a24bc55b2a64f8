"""Shared helpers of the red-team tools: fresh user folders, the app's command, valid records.

Every run gets its own HOME and XDG folders in a temporary folder (never the real user
folders); records of bot games are made once per output folder and reused.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

# (game, extra play options, seed): several options per game, each game's defaults included
RECORD_GAMES: list[tuple[str, list[str], int]] = [
    ("oh7", ["--target", "short"], 1),
    ("oh7", ["--mode", "advanced", "--target", "short"], 2),
    ("oh7", ["--players", "3", "--target", "short"], 3),
    ("oh7", ["--mode", "two", "--target", "short"], 4),
    ("oh-hell", [], 1),
    ("oh-hell", ["--rules", '{"hook": true, "sequence": "down", "players": 3}'], 2),
    ("oh-hell", ["--rules", '{"simultaneous": true, "zero_bonus": true, "players": 5}'], 3),
    ("oh-hell", ["--rules", '{"podrida": true, "miss_scores_tricks": true}'], 4),
    ("seven-up", [], 1),
    ("seven-up", [], 2),
    ("seven-up", ["--rules", '{"target": 11}'], 3),
    ("red7", [], 1),
    ("red7", ["--rules", '{"advanced": true, "players": 2}'], 2),
    ("red7", ["--rules", '{"actions": true, "players": 4}'], 3),
    ("red7", ["--rules", '{"advanced": true, "actions": true}'], 4),
]


def user_env(folder: Path) -> dict[str, str]:
    """Return an environment whose HOME and XDG folders are inside ``folder`` (made here)."""
    env = dict(os.environ)
    for name, sub in (("HOME", "home"), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                      ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        (folder / sub).mkdir(parents=True, exist_ok=True)
        env[name] = str(folder / sub)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(REPO))
    return env


def fresh_env(root: Path) -> dict[str, str]:
    """Return a user environment in a new temporary folder under ``root``."""
    return user_env(Path(tempfile.mkdtemp(prefix="run-", dir=root)))


def oh7(*args: str) -> list[str]:
    """Return the command line of ``oh7 ARGS`` with this checkout's code."""
    return [sys.executable, "-m", "oh7_desktop", *args]


def play_args(game: str, seed: int, extra: list[str]) -> list[str]:
    """Return ``oh7 play`` options of an instant headless bot game."""
    return ["play", "--game", game, "--autoplay", "--headless", "--speed", "instant",
            "--seed", str(seed), *extra]


def make_records(out: Path, root: Path) -> list[Path]:
    """Play every game of RECORD_GAMES (once; kept in ``out``) and return the record files."""
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for game, extra, seed in RECORD_GAMES:
        path = out / f"{game}-{seed}.json"
        if not path.exists():
            run = subprocess.run(oh7(*play_args(game, seed, extra), "--record-out", str(path)),
                                 env=fresh_env(root), capture_output=True, text=True, timeout=600)
            if run.returncode != 0:
                raise SystemExit(f"could not make {path}: {run.stderr.strip()}")
        files.append(path)
    return files


def shared_examples() -> list[Path]:
    """Return the shared example records (rulings' example and random games)."""
    folder = Path("/work/shared/examples")
    return sorted(p for p in folder.rglob("*.json") if not p.name.endswith(".expected.json"))
