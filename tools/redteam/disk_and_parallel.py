"""A full disk and parallel writers: ``nice -n 10 .venv/bin/python tools/redteam/disk_and_parallel.py [disk] [parallel]``.

Issue 23's fourth attack (the part ``tools/history_reliability.py`` does not run), rerunnable.

``disk`` (root only: it mounts a 2 MB tmpfs on a new folder under ``--work`` and unmounts it at
the end): for each game, a bot game is started with its own autosave on the small disk
(``--frames`` stops it), the disk is filled with ``dd``, the game is continued
(``oh7 play --continue --autoplay``) on the full disk: it must end with one line and a
non-zero status, and its autosave must still load; then the disk is freed and the game
continued again to its end: ``oh7 stats`` must count it (and its record must equal the same
seed's game played on a roomy disk).

``parallel``: 2 and then 3 processes ``oh7 play --game red7 --autoplay --headless --speed
instant --seed 5 --games 5`` at once, each with its own autosave, one shared history: every
game must be recorded (10 and 15).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common

GAMES = {"oh7": ["--target", "short"], "oh-hell": [], "seven-up": [], "red7": []}


def stats_games(env: dict[str, str]) -> tuple[int, str]:
    done = subprocess.run(common.oh7("stats", "--json", "--kind", "all"), env=env, capture_output=True, text=True,
                          timeout=600)
    if done.returncode not in (0,):
        return -1, done.stderr.strip()
    return int(json.loads(done.stdout)["games"]), done.stderr.strip()


def run(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(common.oh7(*argv), env=env, capture_output=True, text=True, errors="replace", timeout=1800)


def one_line(text: str) -> bool:
    return len([line for line in text.splitlines() if line.strip()]) <= 1 and "Traceback" not in text


def full_disk(game: str, seed: int, mount: Path, root: Path) -> list[str]:
    """One game through a full disk; return what went wrong."""
    problems: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix=f"disk-{game}-", dir=root))
    env = common.user_env(folder)
    data = mount / game
    data.mkdir()
    env["XDG_DATA_HOME"] = str(data)
    autosave = data / "game.json"
    reference = folder / "ref.json"
    ref = run([*common.play_args(game, seed, GAMES[game]), "--no-history", "--record-out", str(reference)],
              common.user_env(folder / "ref"))
    if ref.returncode != 0:
        return [f"reference run: {ref.stderr[-200:]}"]
    start = run([*common.play_args(game, seed, GAMES[game]), "--autosave", str(autosave), "--frames", "15"], env)
    if start.returncode != 0 or not autosave.exists():
        return [f"start: exit {start.returncode} {start.stderr[-200:]}"]
    subprocess.run(["dd", "if=/dev/zero", f"of={mount / 'fill'}", "bs=4k"], capture_output=True)
    full = run(["play", "--continue", "--autoplay", "--headless", "--speed", "instant", "--autosave", str(autosave)],
               env)
    lines = [line for line in full.stderr.splitlines() if line.strip()]
    note = f"full disk: exit {full.returncode}, {len(lines)} line(s) {full.stderr.strip()[:300]!r}"
    # a line per problem (the autosave, the history's opening, the finished game's recording;
    # today the autosave's line shows twice): never a traceback, never a success
    if "Traceback" in full.stderr or not all(line.startswith("oh7: ") for line in lines) or full.returncode == 0:
        problems.append(note)
    load = run(["saves", "--check"], env)
    kept_after = autosave.exists() and autosave.stat().st_size > 0
    if not kept_after:
        problems.append("the autosave is gone after the full disk")
    (mount / "fill").unlink()
    out = folder / "out.json"
    again = run(["play", "--continue", "--autoplay", "--headless", "--speed", "instant", "--autosave", str(autosave),
                 "--record-out", str(out)], env)
    if again.returncode != 0:
        problems.append(f"continue after freeing: exit {again.returncode} {again.stderr[-200:]!r}")
    elif json.loads(out.read_text("utf-8")) != json.loads(reference.read_text("utf-8")):
        problems.append("the game continued after the full disk ended differently from the reference")
    games, err = stats_games(env)
    pending = list((data / "oh7" / "history-pending").glob("*")) if (data / "oh7").exists() else []
    if games != 1:
        problems.append(f"stats counts {games} games ({err!r}), pending {len(pending)}")
    print(f"  {game}: {note}; autosave kept on the full disk: {kept_after}; "
          f"finished after freeing: exit {again.returncode}; stats games {games}; saves --check exit "
          f"{load.returncode}", flush=True)
    return problems


def disk(work: Path, root: Path) -> int:
    mount = Path(tempfile.mkdtemp(prefix="rt-small-", dir=work))
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount)], check=True)
    problems: list[str] = []
    try:
        for n, game in enumerate(GAMES):
            try:
                problems += [f"{game}: {p}" for p in full_disk(game, 40 + n, mount, root)]
            finally:
                (mount / "fill").unlink(missing_ok=True)
    finally:
        subprocess.run(["umount", str(mount)], check=True)
        mount.rmdir()
    for line in problems:
        print("  FAIL " + line)
    print(json.dumps({"disk_games": len(GAMES), "disk_failures": len(problems)}), flush=True)
    return len(problems)


def parallel(root: Path) -> int:
    failures = 0
    for count in (2, 3):
        folder = Path(tempfile.mkdtemp(prefix=f"par{count}-", dir=root))
        env = common.user_env(folder)
        procs = [subprocess.Popen(common.oh7(*common.play_args("red7", 5, ["--games", "5"]), "--autosave",
                                             str(folder / f"auto{i}.json")), env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for i in range(count)]
        ends = [(p.wait(timeout=1800), p.stderr.read() if p.stderr else "") for p in procs]
        games, err = stats_games(env)
        ok = all(code == 0 for code, _ in ends) and games == 5 * count
        failures += not ok
        print(f"  {count} parallel runs of 5 games: exits {[c for c, _ in ends]}, history holds {games} "
              f"(expected {5 * count}) {'ok' if ok else 'FAIL ' + repr([e[-200:] for _, e in ends]) + err}",
              flush=True)
    print(json.dumps({"parallel_sets": 2, "parallel_failures": failures}), flush=True)
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("parts", nargs="*", default=["disk", "parallel"])
    parser.add_argument("--work", default="/tmp/oh7-redteam")
    args = parser.parse_args()
    work = Path(args.work)
    root = work / "users"
    root.mkdir(parents=True, exist_ok=True)
    failures = 0
    if "disk" in args.parts:
        failures += disk(work, root)
    if "parallel" in args.parts:
        failures += parallel(root)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
