"""Time the learning aids at full budget: hints (the hard level with its reasons) and "could I
have made my bet?", over decisions and rounds of easy-bot games in several configurations.

    .venv/bin/python tools/hint_bench.py [--decisions 200] [--rounds 200]

Prints CPU-time median, 90th percentile and max (robust to other processes' load) and wall
median. Not a test: a benchmark whose figures go in issue notes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.games.oh7 import Phase, Rules, apply, chance_action, new_game, to_move, view
from oh7_desktop.games.oh7.bots import make_bot
from oh7_desktop.games.oh7.bots.advice import advise
from oh7_desktop.games.oh7.bots.hindsight import hindsight

CONFIGS = [("base", 4), ("advanced", 5), ("base", 2), ("advanced", 6), ("base", 3)]


def _figures(name: str, cpu: list[float], wall: list[float]) -> str:
    cpu.sort()
    if not cpu:
        return f"{name}: not measured (0 calls asked)"
    return (f"{name}: {len(cpu)} calls, CPU median {statistics.median(cpu):.3f} s, "
            f"p90 {cpu[int(0.9 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s; "
            f"wall median {statistics.median(wall):.3f} s")


def main() -> None:
    """Run both measurements and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    easy, rng = make_bot("easy"), random.Random(1)
    hint_cpu: list[float] = []
    hint_wall: list[float] = []
    look_cpu: list[float] = []
    look_wall: list[float] = []
    seed = 0
    while len(hint_cpu) < args.decisions or len(look_cpu) < args.rounds:
        mode, players = CONFIGS[seed % len(CONFIGS)]
        state, seed = new_game(Rules(mode, players, 21), seed=seed), seed + 1
        while not state.is_over() and state.round_number < 2:
            chance = chance_action(state)
            if chance is not None:
                state, _ = apply(state, chance)
            views = [view(state, s) for s in to_move(state)]
            if state.phase is Phase.PLAY and not state.tricks and not state.trick and len(look_cpu) < args.rounds:
                started, clock = time.process_time(), time.perf_counter()
                hindsight(state, 0)
                look_cpu.append(time.process_time() - started)
                look_wall.append(time.perf_counter() - clock)
            if views and len(hint_cpu) < args.decisions and rng.random() < 0.25:
                started, clock = time.process_time(), time.perf_counter()
                advise(views[0])
                hint_cpu.append(time.process_time() - started)
                hint_wall.append(time.perf_counter() - clock)
            for seat_view in views:
                state, _ = apply(state, easy(seat_view))
    print(_figures("hint (hard level, full budget)", hint_cpu, hint_wall))
    print(_figures("could I have made my bet", look_cpu, look_wall))


if __name__ == "__main__":
    main()
