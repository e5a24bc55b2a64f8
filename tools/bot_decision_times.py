"""Time one bot level's decisions in positions of real games, for any game of the registry.

    .venv/bin/python tools/bot_decision_times.py --game oh-hell --players 3 \
        --rules '{"sequence": "down"}' --level hard --decisions 200 --hand-at-least 15

Games are played by easy bots from seeded deals; at every decision of seat 0 whose hand holds
at least ``--hand-at-least`` cards (views with a ``hand``), the measured level decides from the
same view. Prints the count, CPU-time median, 90th percentile and max (thread CPU time: robust
to other processes' load) and the wall median, split by phase. Not a test: a benchmark whose
figures go in issue notes.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.games import registry


def _line(name: str, cpu: list[float], wall: list[float]) -> str:
    cpu = sorted(cpu)
    return (f"{name}: {len(cpu)} decisions, CPU median {statistics.median(cpu):.3f} s, "
            f"p90 {cpu[int(0.9 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s; wall median "
            f"{statistics.median(wall):.3f} s")


def measure(game_name: str, options: dict[str, object], level: str, decisions: int,
            hand_at_least: int) -> dict[str, tuple[list[float], list[float]]]:
    """CPU and wall seconds of ``level``'s decisions by phase name, over seeded easy-bot games."""
    game = registry.get(game_name)
    rules = game.rules_from_options(options)
    measured, easy = game.bot(level), game.bot("easy")
    times: dict[str, tuple[list[float], list[float]]] = defaultdict(lambda: ([], []))
    seed, taken = 0, 0
    while taken < decisions:
        state = game.new_game(rules, seed)
        seed += 1
        while not game.is_over(state) and taken < decisions:
            chance = game.chance_action(state)
            if chance is not None:
                state = game.apply(state, chance)[0]
                continue
            for seat in game.to_move(state):
                view = game.view(state, seat)
                if seat == 0 and len(getattr(view, "hand", ())) >= hand_at_least and taken < decisions:
                    cpu, wall = time.thread_time(), time.perf_counter()
                    measured(view)
                    phase = str(getattr(getattr(view, "phase", None), "name", "decision")).lower()
                    times[phase][0].append(time.thread_time() - cpu)
                    times[phase][1].append(time.perf_counter() - wall)
                    taken += 1
                state = game.apply(state, easy(view))[0]
    return times


def main() -> None:
    """Measure and print one line per phase and one for all decisions."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="oh-hell")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", default="{}", help="the game's options as JSON")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--hand-at-least", type=int, default=0)
    args = parser.parse_args()
    options = {**json.loads(args.rules), "players": args.players}
    times = measure(args.game, options, args.level, args.decisions, args.hand_at_least)
    print(f"{args.game} {options} level {args.level}, hands of at least {args.hand_at_least} cards")
    for phase, (cpu, wall) in sorted(times.items()):
        print("  " + _line(phase, cpu, wall))
    print("  " + _line("all", [c for cpu, _ in times.values() for c in cpu], [w for _, wall in times.values() for w in wall]))


if __name__ == "__main__":
    main()
