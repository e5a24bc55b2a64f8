"""``oh7 bench engine``: random complete rounds per second, checked path and fast path.

A round is dealt, bet (redealing if needed), played and scored with uniformly random
legal actions. Figures are for one core (a single process).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from .fast import random_round
from .game import apply, legal_actions
from .rules import Phase, Rules
from .state import GameState, new_game

CONFIGS = {"base-4": Rules("base", 4), "advanced-6": Rules("advanced", 6), "base-2": Rules("base", 2)}


def checked_round(state: GameState, rng: random.Random) -> GameState:
    """Play one random round through the checked ``apply``; return the state after scoring."""
    rounds = state.round_number
    if state.is_over():
        state = new_game(state.rules, rng.randrange(1 << 30))
        rounds = 0
    while state.round_number == rounds and not state.is_over():
        state = apply(state, rng.choice(legal_actions(state)))[0]
    return state


def rate(step: Callable[[], object], seconds: float) -> float:
    """Return how many times per second ``step`` runs, over about ``seconds``."""
    count, start = 0, time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            step()
        count += 20
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def measure(seconds: float, seed: int) -> dict[str, dict[str, float]]:
    """Return rounds per second for every configuration on both paths."""
    result: dict[str, dict[str, float]] = {"checked": {}, "fast": {}}
    for name, rules in CONFIGS.items():
        rng = random.Random(seed)
        holder = [new_game(rules, seed)]

        def checked() -> None:
            holder[0] = checked_round(holder[0], rng)

        result["checked"][name] = round(rate(checked, seconds), 1)
        fast_rng = random.Random(seed)
        result["fast"][name] = round(rate(lambda: random_round(rules, fast_rng), seconds), 1)
    return result


def main(argv: list[str]) -> int:
    """Run ``oh7 bench engine [--json] [--seconds S] [--seed N]``."""
    parser = argparse.ArgumentParser(prog="oh7 bench")
    parser.add_argument("what", choices=["engine"], help="what to measure")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per figure (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    result = measure(args.seconds, args.seed)
    if args.json:
        print(json.dumps(result))
        return 0
    print("random complete rounds per second (one core)")
    print(f"{'config':<12}{'checked':>12}{'fast':>12}")
    for name in CONFIGS:
        print(f"{name:<12}{result['checked'][name]:>12,.0f}{result['fast'][name]:>12,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
