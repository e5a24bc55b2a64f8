"""Random-bot statistics of basic Red7 rounds: length in turns, the rule that ends them, and
how often each seat wins counted from the first player (a sanity check against published
Monte Carlo studies of Red7, which find the first player disadvantaged and most games short).

Every seat plays a uniformly random legal move and folds only when nothing else is legal (the
``random`` bot's policy), on the bots' fast simulator (proven equal to the checked engine by
``tests/test_red7_fast.py``). Decks come from the game's documented seeded shuffle.

    .venv/bin/python tools/red7_random_report.py [--rounds 10000] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import Counter
from typing import Any

from oh7_desktop.games.red7.cards import COLOURS
from oh7_desktop.games.red7.dealing import seeded_deck
from oh7_desktop.games.red7.fast import Sim
from oh7_desktop.games.red7.rules import Rules


def play_round(rules: Rules, seed: int, index: int) -> tuple[int, int, int, int]:
    """Play one random round; return (turns, rule at the end, winner, first player)."""
    sim = Sim.deal(rules, [int(c) for c in seeded_deck(rules, seed, index, ())])
    first, turns = sim.turn, 0
    rng = random.Random(seed * 1_000_003 + index)
    while not sim.over:
        legal = sim.legal()
        sim.play(rng.choice(legal[:-1]) if len(legal) > 1 else legal[0])
        turns += 1
    return turns, sim.rule, sim.winner, first


def report(players: int, rounds: int, seed: int) -> dict[str, Any]:
    """Return the statistics of ``rounds`` random rounds for ``players`` players."""
    rules = Rules(players)
    lengths: list[int] = []
    ends: Counter[str] = Counter()
    by_position: Counter[int] = Counter()
    for index in range(rounds):
        turns, rule, winner, first = play_round(rules, seed, index)
        lengths.append(turns)
        ends[COLOURS[rule]] += 1
        by_position[(winner - first) % players] += 1
    cuts = statistics.quantiles(lengths, n=10)
    return {
        "players": players, "rounds": rounds,
        "turns": {"mean": round(statistics.mean(lengths), 2), "median": statistics.median(lengths),
                  "p10": cuts[0], "p90": cuts[-1], "min": min(lengths), "max": max(lengths),
                  "per_player": round(statistics.mean(lengths) / players, 2)},
        "ending_rule": {c: round(ends[c] / rounds, 4) for c in COLOURS},
        "win_rate_by_position_from_first": [round(by_position[p] / rounds, 4)
                                            for p in range(players)],
        "chance": round(1 / players, 4),
    }


def main(argv: list[str]) -> int:
    """Print the report for 2, 3 and 4 players."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = [report(n, args.rounds, args.seed) for n in (2, 3, 4)]
    if args.json:
        print(json.dumps(results))
        return 0
    for r in results:
        t = r["turns"]
        print(f"{r['players']} players, {r['rounds']} random basic rounds")
        print(f"  turns: mean {t['mean']}, median {t['median']}, 10%-90% {t['p10']}-{t['p90']}, "
              f"range {t['min']}-{t['max']} ({t['per_player']} a player)")
        print("  rule ending the round: " + ", ".join(
            f"{c} {share:.1%}" for c, share in r["ending_rule"].items()))
        print("  win rate by seat from the first player: " + ", ".join(
            f"{share:.1%}" for share in r["win_rate_by_position_from_first"])
              + f" (chance {r['chance']:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
