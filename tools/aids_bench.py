"""Time Seven Up's and Red7's learning aids at full budget: hints (the hard level with its
reason) and hindsight ("could I have won the point I lost?", "was there a move that kept me
in?"), over decisions and finished deals/rounds of easy-bot games.

    .venv/bin/python tools/aids_bench.py [--game seven-up|red7|all] [--decisions 100] [--units 100]

Prints, per game and aid, the CPU-time median, 90th percentile and max (robust to other
processes' load) and the wall median. Not a test: a benchmark whose figures go in the notes
(the target is a median of 1 s or less per game).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

Call = Callable[[], object]


def _figures(name: str, cpu: list[float], wall: list[float]) -> str:
    cpu.sort()
    if not cpu:
        return f"{name}: not measured (0 calls)"
    return (f"{name}: {len(cpu)} calls, CPU median {statistics.median(cpu):.3f} s, "
            f"p90 {cpu[int(0.9 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s; "
            f"wall median {statistics.median(wall):.3f} s")


def seven_up_calls(rng: random.Random) -> Iterator[tuple[str, Call]]:
    """Hints at decisions and hindsight after each deal of easy-bot Seven Up games."""
    from oh7_desktop.games.seven_up import Phase, Rules, apply, deal_action, new_game, to_move, view
    from oh7_desktop.games.seven_up.bots import make_bot
    from oh7_desktop.games.seven_up.bots.advice import advise
    from oh7_desktop.games.seven_up.bots.hindsight import hindsight_reason

    easy, seed = make_bot("easy"), 0
    while True:
        state, seed, deal = new_game(Rules(), seed), seed + 1, []
        while not state.is_over():
            if state.phase is Phase.DEAL and deal and state.deal_index != deal[0].deal_index:
                states = tuple(deal)
                yield "hindsight", lambda: [hindsight_reason(states, s) for s in (0, 1)]  # noqa: B023
                deal = []
            deal.append(state)
            movers = to_move(state)
            if movers and len(view(state, movers[0]).legal) > 1 and rng.random() < 0.25:
                seat_view = view(state, movers[0])
                yield "hint", lambda: advise(seat_view)  # noqa: B023
            state, _ = apply(state, deal_action(state) if not movers else easy(view(state, movers[0])))


def red7_calls(rng: random.Random) -> Iterator[tuple[str, Call]]:
    """Hints at turns and hindsight after each round of easy-bot Red7 games, in 2 to 4 players,
    basic and advanced, with and without the action rule, in turn."""
    from oh7_desktop.games.red7 import Phase, Rules, apply, deal_action, new_game, to_move, view
    from oh7_desktop.games.red7.bots import make_bot
    from oh7_desktop.games.red7.bots.advice import advise
    from oh7_desktop.games.red7.bots.hindsight import hindsight_reason

    configs = [Rules(p, a, x) for p in (2, 3, 4) for a in (False, True) for x in (False, True)]
    easy, seed = make_bot("easy"), 0
    while True:
        rules = configs[seed % len(configs)]
        state, seed, unit = new_game(rules, seed), seed + 1, []
        while not state.is_over():
            if state.phase is Phase.DEAL and unit:
                states = tuple(unit)
                yield "hindsight", lambda: [hindsight_reason(states, s) for s in range(rules.players)]  # noqa: B023
                unit = []
            unit.append(state)
            movers = to_move(state)
            if movers and len(view(state, movers[0]).legal) > 1 and rng.random() < 0.25:
                seat_view = view(state, movers[0])
                yield "hint", lambda: advise(seat_view)  # noqa: B023
            state, _ = apply(state, deal_action(state) if not movers else easy(view(state, movers[0])))


GAMES: dict[str, Callable[[random.Random], Iterator[tuple[str, Call]]]] = {
    "seven-up": seven_up_calls, "red7": red7_calls}


def measure(game: str, decisions: int, units: int) -> None:
    """Time ``decisions`` hints and ``units`` hindsight answers of ``game``; print the figures."""
    wanted = {"hint": decisions, "hindsight": units}
    cpu: dict[str, list[float]] = {"hint": [], "hindsight": []}
    wall: dict[str, list[float]] = {"hint": [], "hindsight": []}
    for kind, call in GAMES[game](random.Random(1)):
        if len(cpu[kind]) < wanted[kind]:
            started, clock = time.process_time(), time.perf_counter()
            call()
            cpu[kind].append(time.process_time() - started)
            wall[kind].append(time.perf_counter() - clock)
        if all(len(cpu[k]) >= wanted[k] for k in wanted):
            break
    print(_figures(f"{game} hint (hard level, full budget)", cpu["hint"], wall["hint"]))
    print(_figures(f"{game} hindsight (every seat of the deal/round)", cpu["hindsight"], wall["hindsight"]))


def main() -> None:
    """Run the measurements and print two lines per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    parser.add_argument("--decisions", type=int, default=100)
    parser.add_argument("--units", type=int, default=100)
    args = parser.parse_args()
    for game in GAMES if args.game == "all" else [args.game]:
        measure(game, args.decisions, args.units)


if __name__ == "__main__":
    main()
