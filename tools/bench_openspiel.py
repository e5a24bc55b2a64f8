"""Random games per second: OpenSpiel's ``oh_hell`` beside our Oh Hell and Oh 7 ? simulators.

Run with a Python that has OpenSpiel (never a dependency of the project)::

    /work/scratch/openspiel/bin/python tools/bench_openspiel.py [--seconds 3] [--rounds 3] [--json-only]

It imports this repository's package by path (the folder above ``tools/``) and ``pyspiel``,
and measures in one process (one core), one after the other and repeated in ``--rounds``
rounds (the median is kept, so a burst of load on a shared machine spoils one round, not
the figure), each a random game (one hand, or one round of Oh 7 ?) with uniformly random
legal moves and chance outcomes:

- ``openspiel-52``: OpenSpiel's ``oh_hell`` driven from Python, 4 players, 52 cards,
  7 tricks (``num_tricks_fixed=7``): every chance outcome (dealer, each card dealt, the
  trump card) and every bid and card is one ``apply_action`` from Python;
- ``openspiel-32``: the same with 32 cards (``num_suits=4, num_cards_per_suit=8``), as
  issue 14 states it ("4 players, 32 cards, 7 tricks");
- ``oh-hell-fast``: our Oh Hell simulator, the one the bots use (:func:`random_hand`:
  deal, random bids, random play and scoring of a 7-card hand, 4 players);
- ``oh-hell-checked``: our checked engine on the same hand (immutable states, events);
- ``oh7-fast``: Oh 7 ?'s fast simulator, base game, 4 players (one round);
- ``seven-up-fast``: Seven Up's simulator, one random deal from 0-0 to 7;
- ``red7-fast``: Red7's simulator, a shuffled deck dealt to 3 players and one random round.

Our figures are those of the bots' modules this process loads: compiled by mypyc where a fresh
build is present (``make compile``), else the Python sources (``OH7_PURE_PYTHON=1`` forces
them). ``--both`` runs the measure twice, on the sources then on the build, each against
OpenSpiel in its own process, and prints the two side by side.

Figures are CPU seconds of the process (robust to other processes' load); the wall-clock
rate is printed too. The JSON gives every rate and every ratio to both OpenSpiel figures;
issue 14's goal is a simulator the bots use at 10 times OpenSpiel's rate or more.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyspiel  # noqa: E402  (after the path: the scratch venv has it, the project does not)

from oh7_desktop.games import compiled  # noqa: E402
from oh7_desktop.games.oh7.fast import random_round  # noqa: E402
from oh7_desktop.games.oh7.rules import Rules as Oh7Rules  # noqa: E402
from oh7_desktop.games.oh_hell.bench import checked_hand  # noqa: E402
from oh7_desktop.games.oh_hell.fast import random_hand  # noqa: E402
from oh7_desktop.games.oh_hell.rules import Rules  # noqa: E402
from oh7_desktop.games.red7 import fast as red7_fast  # noqa: E402
from oh7_desktop.games.red7.rules import Rules as Red7Rules  # noqa: E402
from oh7_desktop.games.seven_up.fast import random_deal  # noqa: E402

GOAL = 10.0
"""Issue 14: the bots' simulator at this many times OpenSpiel's random games per second."""


def openspiel_game(params: dict[str, int], rng: random.Random) -> Callable[[], object]:
    """Return one random OpenSpiel game as a step (chance outcomes and moves uniform)."""
    game = pyspiel.load_game("oh_hell", params)
    rand = rng.random

    def play() -> object:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rand() * len(outcomes))][0])
            else:
                moves = state.legal_actions()
                state.apply_action(moves[int(rand() * len(moves))])
        return state.returns()
    return play


def contenders(seed: int) -> dict[str, Callable[[], object]]:
    """Return every measured random game by name."""
    rng = random.Random(seed)
    four, oh7 = Rules(players=4), Oh7Rules("base", 4)
    return {
        "openspiel-52": openspiel_game({"players": 4, "num_tricks_fixed": 7}, rng),
        "openspiel-32": openspiel_game({"players": 4, "num_suits": 4, "num_cards_per_suit": 8,
                                        "num_tricks_fixed": 7}, rng),
        "oh-hell-fast": lambda: random_hand(four, 6, rng),
        "oh-hell-checked": lambda: checked_hand(four, 6, rng),
        "oh7-fast": lambda: random_round(oh7, rng),
        "seven-up-fast": lambda: random_deal(7, [0, 0], 0, rng),
        "red7-fast": lambda: red7_round(Red7Rules(3), rng),
    }


def red7_round(rules: Red7Rules, rng: random.Random) -> int:
    """Deal a shuffled deck and play one random round of Red7 on the bots' simulator."""
    deck = list(range(49))
    rng.shuffle(deck)
    return red7_fast.random_round(red7_fast.Sim.deal(rules, deck), rng)


def rates(step: Callable[[], object], seconds: float) -> tuple[float, float]:
    """Return (games per CPU second, games per wall second) over about ``seconds`` of CPU."""
    count, cpu0, wall0 = 0, time.process_time(), time.perf_counter()
    while time.process_time() - cpu0 < seconds:
        for _ in range(10):
            step()
        count += 10
    return count / (time.process_time() - cpu0), count / (time.perf_counter() - wall0)


def measure(seconds: float, rounds: int, seed: int) -> dict[str, Any]:
    """Return the median rates over ``rounds`` interleaved rounds, and the ratios."""
    steps = contenders(seed)
    cpu: dict[str, list[float]] = {name: [] for name in steps}
    wall: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(rounds):
        for name, step in steps.items():
            per_cpu, per_wall = rates(step, seconds)
            cpu[name].append(per_cpu)
            wall[name].append(per_wall)
    rate = {name: round(statistics.median(values), 1) for name, values in cpu.items()}
    ours = [name for name in steps if not name.startswith("openspiel")]
    return {
        "games_per_cpu_second": rate,
        "games_per_wall_second": {n: round(statistics.median(v), 1) for n, v in wall.items()},
        "ratio_to_openspiel_52": {n: round(rate[n] / rate["openspiel-52"], 2) for n in ours},
        "ratio_to_openspiel_32": {n: round(rate[n] / rate["openspiel-32"], 2) for n in ours},
        "goal": GOAL, "bots_simulator": "oh-hell-fast",
        "settings": {"seconds": seconds, "rounds": rounds, "seed": seed,
                     "bots_modules": "compiled" if compiled.is_compiled(red7_fast) else "python",
                     "python": sys.version.split()[0], "pyspiel": getattr(pyspiel, "__version__", "?")},
    }


def table(result: dict[str, Any]) -> str:
    """Return the human table of a measurement."""
    lines = ["random games per CPU second, one core (median of rounds)",
             f"{'game':<18}{'per cpu s':>12}{'per wall s':>12}{'x os-52':>9}{'x os-32':>9}"]
    for name, per_cpu in result["games_per_cpu_second"].items():
        x52 = result["ratio_to_openspiel_52"].get(name)
        x32 = result["ratio_to_openspiel_32"].get(name)
        lines.append(f"{name:<18}{per_cpu:>12,.0f}{result['games_per_wall_second'][name]:>12,.0f}"
                     f"{'' if x52 is None else f'{x52:.2f}':>9}{'' if x32 is None else f'{x32:.2f}':>9}")
    fast = result["ratio_to_openspiel_52"]["oh-hell-fast"]
    lines.append(f"goal: the bots' simulator (oh-hell-fast) at {GOAL:.0f}x OpenSpiel; it is at "
                 f"{fast:.2f}x (52 cards) and {result['ratio_to_openspiel_32']['oh-hell-fast']:.2f}x "
                 f"(32 cards): {'met' if fast >= GOAL else f'{GOAL / fast:.1f}x short'}")
    return "\n".join(lines)


def both(args: argparse.Namespace) -> dict[str, Any]:
    """Measure in a process on the Python sources, then in one on the compiled build."""
    runs: dict[str, Any] = {}
    for label, pure in (("python", "1"), ("compiled", "0")):
        command = [sys.executable, __file__, "--json-only", "--seconds", str(args.seconds),
                   "--rounds", str(args.rounds), "--seed", str(args.seed)]
        out = subprocess.run(command, env={**os.environ, compiled.PURE_VARIABLE: pure},
                             capture_output=True, text=True, check=True).stdout
        runs[label] = json.loads(out.strip().splitlines()[-1])
    if runs["compiled"]["settings"]["bots_modules"] != "compiled":
        raise SystemExit("bench_openspiel: no fresh compiled build (make compile); nothing to compare")
    return runs


def both_table(runs: dict[str, Any]) -> str:
    """Return the side-by-side table of :func:`both`."""
    py, built = runs["python"], runs["compiled"]
    lines = ["random games per CPU second, Python sources then compiled build (each with its OpenSpiel)",
             f"{'game':<18}{'python':>10}{'compiled':>10}{'speed-up':>9}{'x os-52':>9}{'->':>3}{'x os-52':>8}"]
    for name, rate in built["games_per_cpu_second"].items():
        before = py["games_per_cpu_second"][name]
        x_py, x_built = py["ratio_to_openspiel_52"].get(name), built["ratio_to_openspiel_52"].get(name)
        ratios = "" if x_py is None else f"{x_py:>9.2f}{'':>3}{x_built:>8.2f}"
        lines.append(f"{name:<18}{before:>10,.0f}{rate:>10,.0f}{rate / before:>9.2f}{ratios}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Measure, print the table then the JSON on one line."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per figure and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json-only", action="store_true")
    parser.add_argument("--both", action="store_true", help="the Python sources, then the compiled build")
    args = parser.parse_args(argv)
    if args.both:
        runs = both(args)
        if not args.json_only:
            print(both_table(runs))
        print(json.dumps(runs))
        return 0
    result = measure(args.seconds, args.rounds, args.seed)
    if not args.json_only:
        print(table(result))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
