"""Time Oh Hell's learning aids at full budget: hints (the hard level with its reasons) and
"could I have made my bid?", over positions of easy-bot games with hands of 1 to 13 cards.

    .venv/bin/python tools/oh_hell_aids_bench.py [--positions 100] [--players 4]

Hints: ``--positions`` decisions spread evenly over the hand sizes (bids and plays, four
players, the hook on every other game). Hindsight: as many finished hands, one per game and
hand size in turn, every seat asked (what the review asks for a seat that missed:
``hindsight_reason``), and the full answer (every number of tricks) for seat 0. Prints CPU-time
median, 90th percentile and max (robust to other processes' load) and the wall median. Not a
test: a benchmark whose figures go in issue notes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oh7_desktop.games.oh_hell import GameState, Phase, Rules, new_game, to_move, view
from oh7_desktop.games.oh_hell.bots import make_bot
from oh7_desktop.games.oh_hell.bots.advice import advise
from oh7_desktop.games.oh_hell.bots.hindsight import hand_states, hindsight, hindsight_reason


class Timings:
    """CPU and wall seconds of one kind of call."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cpu: list[float] = []
        self.wall: list[float] = []

    def time(self, call: Callable[[], object]) -> None:
        """Run ``call`` once and keep its times."""
        started, clock = time.process_time(), time.perf_counter()
        call()
        self.cpu.append(time.process_time() - started)
        self.wall.append(time.perf_counter() - clock)

    def line(self) -> str:
        """One line of figures."""
        cpu = sorted(self.cpu)
        if not cpu:
            return f"{self.name}: not measured"
        return (f"{self.name}: {len(cpu)} calls, CPU median {statistics.median(cpu):.3f} s, "
                f"p90 {cpu[int(0.9 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s; "
                f"wall median {statistics.median(self.wall):.3f} s")


def _hands(count: int, players: int) -> list[list[GameState]]:
    """``count`` finished hands of easy-bot games, their sizes cycling through 1 to 13."""
    easy = make_bot("easy")
    sizes = Rules(players=players).hand_sizes
    return [hand_states(new_game(Rules(players=players, hook=k % 2 == 1), seed=k), easy,
                        hand_index=k % len(sizes)) for k in range(count)]


def main() -> None:
    """Run both measurements and print one line each."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    hands = _hands(args.positions, args.players)
    rng = random.Random(1)
    hint, asked, full = Timings("hint (hard level, full budget)"), Timings(
        "could I have made my bid (hindsight_reason, each seat)"), Timings(
        "every number of tricks (hindsight, seat 0)")
    for states in hands:
        decisions = [s for s in states if s.phase in (Phase.BID, Phase.PLAY)]
        state = rng.choice(decisions)
        seat_view = view(state, rng.choice(to_move(state)))
        hint.time(partial(advise, seat_view))
        for seat in range(args.players):
            asked.time(partial(hindsight_reason, states, seat))
        full.time(partial(hindsight, states, 0))
    for timings in (hint, asked, full):
        print(timings.line())


if __name__ == "__main__":
    main()
