"""Broken saves and autosaves: ``nice -n 10 .venv/bin/python tools/redteam/attack_saves.py [--cases 1000] [--play 120]``.

Issue 23's second attack, rerunnable. Valid mid-game autosaves of the four games (bot games
stopped after some frames, made once in ``--work``) are broken: the record mutations of
``mutate_records.py`` applied to the save, and file-system cases (a folder, a dangling link, a
link loop, a link to a save outside the folder, an empty file, a named pipe, mode 000, the
``saves`` folder as a file, a broken backup beside a broken autosave). Each case is a fresh data
folder (HOME and XDG_* in a temporary folder) holding the broken file as the player's
autosave, its backup, or a named slot. For every case ``oh7 saves`` and ``oh7 saves --check``
run in-process (``persistence.cli.main``); for ``--play`` cases also ``oh7 play --load FILE``
and ``oh7 play --continue --autoplay --headless`` as subprocesses (``--frames`` bounds a game
that loads). Counted: tracebacks (0), error messages longer than one line, odd exit statuses,
and ``lost``: a broken file's bytes found nowhere in the data folder afterwards (kept means
byte-identical at its place or moved aside, e.g. ``autosave.json.broken``).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common
import mutate_records as mut

from oh7_desktop.persistence import cli as saves_cli

GAMES = ["oh7", "oh-hell", "seven-up", "red7"]
FS_KINDS = ["folder", "dangling", "loop", "link-out", "empty", "fifo", "mode000", "saves-file", "both-broken",
            "slot-folder", "bak-only"]


def make_saves(work: Path, root: Path) -> dict[str, bytes]:
    """Return a valid mid-game autosave of each game (made once, kept in ``work``)."""
    saves = {}
    for game in GAMES:
        path = work / f"save-{game}.json"
        if not path.exists():
            folder = Path(tempfile.mkdtemp(prefix="mk-", dir=root))
            env = common.user_env(folder)
            subprocess.run(common.oh7(*common.play_args(game, 7, []), "--frames", "20"), env=env,
                           capture_output=True, timeout=600, check=True)
            shutil.copyfile(folder / "data" / "oh7" / "autoplay.json", path)
        saves[game] = path.read_bytes()
    return saves


def snapshot(folder: Path) -> dict[str, bytes]:
    """Return the bytes of every regular file under ``folder`` (links not followed)."""
    files = {}
    for dirpath, _, names in os.walk(folder):
        for name in names:
            path = Path(dirpath) / name
            if path.is_file() and not path.is_symlink():
                try:
                    files[str(path)] = path.read_bytes()
                except OSError:
                    pass
    return files


def mutate_save(rng: random.Random, raw: bytes) -> tuple[bytes, str]:
    data = json.loads(raw)
    if rng.random() < 0.15:
        return mut.m_bytes(rng, raw)
    if rng.random() < 0.3:  # aim at the record inside the save
        record = data["record"]
        new, label = rng.choice(mut.STRUCTURAL)(rng, copy.deepcopy(record))
        try:
            data["record"] = json.loads(new)
        except (ValueError, RecursionError):
            return new, "record " + label
        return mut.dumps(data), "record " + label
    return rng.choice(mut.STRUCTURAL)(rng, data)


def set_up(rng: random.Random, data: Path, outside: Path, saves: dict[str, bytes]) -> tuple[str, list[Path]]:
    """Break ``data`` (the oh7 data folder) one way; return the label and the broken files."""
    data.mkdir(parents=True)
    raw = saves[rng.choice(GAMES)]
    where = rng.choice(["autosave.json", "autosave.bak.json", "saves/slot.json"])
    target = data / where
    target.parent.mkdir(parents=True, exist_ok=True)
    if rng.random() < 0.75:
        bad, label = mutate_save(rng, raw)
        target.write_bytes(bad)
        return f"{where}: {label.split(' ')[0]}", [target]
    kind = rng.choice(FS_KINDS)
    broken: list[Path] = []
    if kind == "folder":
        target.mkdir()
    elif kind == "dangling":
        target.symlink_to(data / "nowhere.json")
    elif kind == "loop":
        target.symlink_to(data / "loop-b")
        (data / "loop-b").symlink_to(target)
    elif kind == "link-out":
        outside.write_bytes(raw)
        target.symlink_to(outside)
    elif kind == "empty":
        target.write_bytes(b"")
        broken.append(target)
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "mode000":
        target.write_bytes(mut.m_bytes(rng, raw)[0])
        target.chmod(0)
        broken.append(target)
    elif kind == "saves-file":
        shutil.rmtree(data / "saves", ignore_errors=True)
        (data / "saves").write_bytes(raw)
        broken.append(data / "saves")
    elif kind == "both-broken":
        for name in ("autosave.json", "autosave.bak.json"):
            (data / name).write_bytes(mutate_save(rng, raw)[0])
            broken.append(data / name)
    elif kind == "slot-folder":
        (data / "saves" / "a.json").mkdir(parents=True, exist_ok=True)
    elif kind == "bak-only":
        (data / "autosave.bak.json").write_bytes(raw)
    return f"{where if kind not in ('saves-file', 'both-broken', 'bak-only') else ''}: fs {kind}", broken


def run_saves(env: dict[str, str], argv: list[str]) -> tuple[int | None, str, str]:
    """Run ``oh7 saves ARGV`` in-process with the case's user folders."""
    old = dict(os.environ)
    os.environ.update(env)
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status: int | None = saves_cli.main(argv)
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 2
    except BaseException as error:  # noqa: BLE001
        status, err = None, io.StringIO(f"{type(error).__name__}: {error}")
    finally:
        os.environ.clear()
        os.environ.update(old)
    return status, out.getvalue(), err.getvalue()


def run_play(env: dict[str, str], args: list[str]) -> tuple[int | None, str, str]:
    try:
        run = subprocess.run(common.oh7("play", *args), env=env, capture_output=True, text=True,
                             errors="replace", timeout=120)
    except subprocess.TimeoutExpired:
        return None, "", "TIMEOUT"
    return run.returncode, run.stdout, run.stderr


def problems(name: str, status: int | None, out: str, err: str) -> list[str]:
    """Return what is wrong with one command's outcome."""
    found = []
    if status is None or "Traceback" in out + err:
        found.append(f"{name}: traceback or timeout")
    elif status not in (0, 1, 2):
        found.append(f"{name}: exit {status}")
    if len([line for line in err.splitlines() if line.strip() and "pygame" not in line.lower()]) > 1:
        found.append(f"{name}: {len(err.splitlines())} lines on stderr")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--play", type=int, default=120, help="cases also run with oh7 play --load/--continue")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--work", default="/tmp/oh7-redteam")
    parser.add_argument("--show", type=int, default=25)
    args = parser.parse_args()
    work = Path(args.work)
    root = work / "users"
    root.mkdir(parents=True, exist_ok=True)
    saves = make_saves(work, root)
    rng = random.Random(args.seed)
    play_cases = set(rng.sample(range(args.cases), min(args.play, args.cases)))
    tally: Counter[str] = Counter()
    shown: list[str] = []
    for n in range(args.cases):
        folder = Path(tempfile.mkdtemp(prefix="case-", dir=root))
        env = common.user_env(folder)
        env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        data = folder / "data" / "oh7"
        label, broken = set_up(rng, data, folder / "outside.json", saves)
        before = snapshot(folder)
        found: list[str] = []
        status, out, err = run_saves(env, [])
        found += problems("saves", status, out, err)
        status, out, err = run_saves(env, ["--check"])
        found += problems("saves --check", status, out, err)
        tally[f"check-exit-{status}"] += 1
        if status == 0:  # every file read as a good save: a continued game may rewrite its autosave
            broken = [p for p in broken if p.name not in ("autosave.json", "autosave.bak.json")]
        commands = 2
        if n in play_cases:
            loadable = next((p for p in sorted(data.rglob("*")) if p.name.endswith(".json")), data / "autosave.json")
            for name, argv in (("play --load", ["--load", str(loadable), "--autoplay", "--headless", "--speed",
                                                "instant", "--frames", "40"]),
                               ("play --continue", ["--continue", "--autoplay", "--headless", "--speed", "instant",
                                                    "--frames", "40"])):
                status, out, err = run_play(env, argv)
                found += problems(name, status, out, err)
                tally[f"{name} exit {status}"] += 1
                commands += 1
        after_bytes = set(snapshot(folder).values())
        lost = [str(p) for p in broken if before.get(str(p)) is not None and before[str(p)] not in after_bytes]
        tally["commands"] += commands
        tally["cases"] += 1
        if lost:
            tally["lost"] += 1
            found.append(f"lost {lost}")
        if found:
            tally["failures"] += 1
            if len(shown) < args.show:
                shown.append(f"case {n} [{label}] {folder}: {'; '.join(found)}")
        else:
            tally["clean"] += 1
            shutil.rmtree(folder, ignore_errors=True)
    print(f"cases {args.cases}, seed {args.seed}")
    for key in sorted(tally):
        print(f"  {key}: {tally[key]}")
    for line in shown:
        print("  " + line)
    print(json.dumps(dict(tally)))
    return 1 if tally["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
