"""Frame times of a very long game: ``.venv/bin/python tools/long_game_frames.py [--deals 2479] [--source DIR]``.

Builds a valid save of a two-player base game played by easy bots to its ``--deals``-th deal
(2,479 deals make about 750 KB, the size of the save in issue 13), then plays it on with
``oh7 play --load SAVE --autoplay --headless --speed S --frames N --frame-stats`` for each
speed, in a fresh temporary user folder, and prints each run's frame times (ms: median, p95,
p99, max) with the machine's load average. ``--source DIR`` runs another checkout's code
(e.g. an older commit unpacked with ``git archive``) with this interpreter, for before/after.
Headless frames measure the game's own work (events, update, draw, autosave), not the screen.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def make_save(path: Path, deals: int) -> int:
    """Write the long game's save to ``path``; return its size in bytes."""
    sys.path.insert(0, str(REPO))
    from oh7_desktop.games.oh7 import Phase, Rules, chance_action, new_game, to_move, to_record, view
    from oh7_desktop.games.oh7.bots import decide
    from oh7_desktop.games.oh7.game import apply_unchecked
    from oh7_desktop.persistence import SaveFile, Seat
    from oh7_desktop.persistence.loader import encode_save

    state = new_game(Rules("base", 2, 9999), deals)
    while not (len(state.log) == deals and state.phase is Phase.PLAY and len(state.current.plays) >= 4):
        action = chance_action(state) or decide(view(state, to_move(state)[0]), "easy")  # the deal or a tie's settle
        state, _ = apply_unchecked(state, action)
        if state.is_over():
            raise SystemExit(f"the game ended before deal {deals}: ask for fewer deals")
    names = ["Alice", "Chloé"]
    save = SaveFile(game="oh7", rules={"mode": "base", "players": 2, "target": 9999},
                    seats=[Seat(kind="human", name=names[0]), Seat(kind="bot", level="easy", name=names[1])],
                    record=to_record(state, names, include_pending=True))
    data = encode_save(save)
    path.write_bytes(data)
    return len(data)


def run(save: Path, speed: str, frames: int, source: Path) -> dict[str, float]:
    """Play ``frames`` frames of the saved game at ``speed``; return the frame statistics."""
    with tempfile.TemporaryDirectory(prefix="oh7-frames-") as home:
        env = dict(os.environ, PYTHONPATH=str(source), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   **{f"XDG_{name}_HOME": str(Path(home) / name.lower()) for name in ("DATA", "CONFIG", "CACHE")})
        stats = Path(home) / "stats.json"
        subprocess.run([sys.executable, "-m", "oh7_desktop", "play", "--load", str(save), "--autoplay", "--headless",
                        "--speed", speed, "--frames", str(frames), "--frame-stats", str(stats)],
                       env=env, cwd=source, check=True, capture_output=True, timeout=1800)  # -m looks in cwd first
        figures: dict[str, float] = json.loads(stats.read_text("utf-8"))
        return figures


def main() -> int:
    """Build the save, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=2479)
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--source", type=Path, default=REPO, help="the checkout whose code runs the game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="oh7-long-") as folder:
        save = Path(folder) / "long.json"
        size = make_save(save, args.deals)
        print(f"save: {args.deals} deals, {size / 1024:.0f} KiB; code: {args.source}")
        for speed in ("normal", "instant"):
            figures = run(save, speed, args.frames, args.source)
            load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            print(f"  --speed {speed:<8} frames {figures['count']}: median {figures['median']:.1f} ms, "
                  f"p95 {figures['p95']:.1f}, p99 {figures['p99']:.1f}, max {figures['max']:.0f} "
                  f"(load average {load:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
