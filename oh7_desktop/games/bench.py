"""``oh7 bench engine``: random complete rounds per second of every game, checked path and fast path.

A round (deal, hand) is dealt, decided and scored with uniformly random legal actions, once
through the game's checked ``apply`` and once through the simulator its bots use. Each game
lists its configurations in its own ``bench`` module (:data:`BENCHES`); figures are for one
core (a single process).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable

BENCHES = ("oh7_desktop.games.oh7.bench", "oh7_desktop.games.oh_hell.bench",
           "oh7_desktop.games.seven_up.bench", "oh7_desktop.games.red7.bench")
"""Modules with ``measure(seconds, seed) -> {"checked": {config: rate}, "fast": {config: rate}}``."""


def rate(step: Callable[[], object], seconds: float) -> float:
    """Return how many times per second ``step`` runs, over about ``seconds`` (for the games'
    ``bench`` modules)."""
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
    """Return every game's figures, merged by path."""
    result: dict[str, dict[str, float]] = {"checked": {}, "fast": {}}
    for name in BENCHES:
        part = importlib.import_module(name).measure(seconds, seed)
        for path in result:
            result[path].update(part.get(path, {}))
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
    print(f"{'config':<16}{'checked':>12}{'fast':>12}")
    for name, rate in result["checked"].items():
        print(f"{name:<16}{rate:>12,.0f}{result['fast'].get(name, 0.0):>12,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
