"""Measure the built executables: sizes, and start-up times (median of several runs).

Usage, after ``build/build.py``::

    .venv/bin/python build/measure.py            # 5 runs of each measurement
    .venv/bin/python build/measure.py --runs 9 --json

Two timings per build, each the wall-clock time of a whole process run, with HOME, the XDG
folders and TMPDIR pointed at an empty temporary folder (so the one-file build unpacks itself
every time, as it does for a player):

* ``menu``: ``oh7 play --headless --exit-after-menu``: start, draw the menu, quit;
* ``smoke``: ``oh7 --smoke``: the menu plus a few frames of an autoplay round.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
BUILDS = {"onefile": Path("dist") / f"oh7{EXE_SUFFIX}", "onedir": Path("dist") / "oh7-dir" / f"oh7{EXE_SUFFIX}"}
RUNS = {"menu": ["play", "--headless", "--exit-after-menu"], "smoke": ["--smoke"]}


def isolated_env(folder: Path) -> dict[str, str]:
    """Return the environment of a first-time player whose home and temp folders are ``folder``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SDL_", "OH7_"))}
    env.update(HOME=str(folder), TMPDIR=str(folder), TEMP=str(folder), TMP=str(folder))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(folder / var.lower())
    return env


def time_run(exe: Path, args: list[str]) -> float:
    """Return the seconds one run of ``exe args`` takes; raise if it fails."""
    with tempfile.TemporaryDirectory(prefix="oh7-measure-") as tmp:
        started = time.perf_counter()
        result = subprocess.run([str(exe), *args], env=isolated_env(Path(tmp)), cwd=tmp,
                                capture_output=True, text=True, timeout=120, check=False)
        took = time.perf_counter() - started
    if result.returncode != 0:
        raise RuntimeError(f"{exe.name} {' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
    return took


def size_mb(path: Path) -> float:
    """Return the size of a file, or of all files in a folder, in megabytes (10^6 bytes)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def measure(runs: int) -> dict[str, dict[str, float]]:
    """Return, per build found in ``dist/``, its size and the median time of each run kind."""
    figures: dict[str, dict[str, float]] = {}
    for build, relative in BUILDS.items():
        exe = ROOT / relative
        if not exe.is_file():
            continue
        shipped = exe if build == "onefile" else exe.parent
        figures[build] = {"size_mb": round(size_mb(shipped), 1)}
        for kind, args in RUNS.items():
            times = [time_run(exe, args) for _ in range(runs)]
            figures[build][f"{kind}_median_s"] = round(statistics.median(times), 3)
            figures[build][f"{kind}_max_s"] = round(max(times), 3)
    return figures


def main(argv: list[str] | None = None) -> int:
    """Print the figures of the builds in ``dist/``."""
    parser = argparse.ArgumentParser(description="Measure the built oh7 executables.")
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    try:
        figures = measure(max(1, args.runs))
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"measure: {error}", file=sys.stderr)
        return 1
    if not figures:
        print("measure: no build in dist/: run build/build.py first", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    for build, values in figures.items():
        text = ", ".join(f"{key} {value}" for key, value in values.items())
        print(f"{build}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
