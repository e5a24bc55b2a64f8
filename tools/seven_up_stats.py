"""Seven Up dealing statistics: how often each point is scored and how often a run repeats.

A check that the dealing follows the rulings: ``--deals`` deals (10,000 by default) are played
through the checked engine by ``random`` bots (every decision and card uniformly random), each
deal from a fresh seeded game (seed, then the deal's own generator as the rulings document).
Printed beside the measured rates are the rates the rulings imply for uniform packs, worked
out by counting (hypergeometric chances), so a wrong deal order or a biased shuffle shows; the
same deals' seeded packs are also read directly (``packs_*``: does the card a run would turn
repeat the proposal's suit?), a larger sample of the dealing than the runs the bots chose.

    .venv/bin/python tools/seven_up_stats.py [--deals 10000] [--seed 1] [--json]
    .venv/bin/python tools/seven_up_stats.py --sequences [--deals 20000]   # the race model's data

``--sequences`` instead counts the order of the points (D: dealer, E: elder) over deals
between ``easy`` bots on the fast simulator: the data of ``bots/race.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from math import comb
from typing import Any

from oh7_desktop.games.seven_up import Rules, new_game
from oh7_desktop.games.seven_up.adapter import GAME
from oh7_desktop.games.seven_up.bots.policy import easy_action
from oh7_desktop.games.seven_up.dealing import seeded_pack
from oh7_desktop.games.seven_up.fast import DONE, NEED_PACK, FastDeal


def play_deal(seed: int) -> Any:
    """Play the first deal of a seeded game (target out of reach) with random bots; return
    the game's state once that deal is over."""
    bot = GAME.bot("random")
    state = new_game(Rules(99), seed)
    while state.deal_index == 0:
        chance = GAME.chance_action(state)
        action = chance if chance is not None else bot(GAME.view(state, GAME.to_move(state)[0]))
        state = GAME.apply(state, action)[0]
    return state


def measure(deals: int, seed: int) -> dict[str, Any]:
    """Return the counts and rates over ``deals`` random deals."""
    count: Counter[str] = Counter()
    for index in range(deals):
        log = play_deal(seed * 1_000_003 + index).log[0]
        sheet = log.scored
        for kind in ("high", "low", "jack", "game"):
            count[kind] += getattr(sheet, kind) is not None
        count["turned_jack_points"] += sum(log.turned_jacks)
        count["first_turn_jack"] += log.packs and log.turned[0].rank_char == "J"
        count["beg"] += "beg" in log.decisions
        count["give"] += log.gift
        count["deals_with_a_run"] += log.runs > 0
        count["runs"] += log.runs
        count["repeats"] += log.repeats
        count["repeated_once"] += log.repeats >= 1 and not log.reshuffles
        count["repeated_twice"] += log.repeats >= 2 and not log.reshuffles
        count["runs_no_reshuffle"] += log.runs > 0 and not log.reshuffles
        count["exhausted_packs"] += log.reshuffles
        count["set_aside"] += log.set_aside[0] is not None
    count.update(pack_check(deals, seed))
    rate = {k: round(v / deals, 4) for k, v in count.items()}
    rate["repeat_per_run"] = round(count["repeats"] / max(1, count["runs"]), 4)
    rate["first_run_repeats"] = round(count["repeated_once"] / max(1, count["runs_no_reshuffle"]), 4)
    rate["second_run_repeats"] = round(count["repeated_twice"] / max(1, count["repeated_once"]), 4)
    rate["packs_second_run_repeats"] = round(
        count["packs_second_run_repeats"] / max(1, count["packs_first_run_repeats"]), 4)
    return {"deals": deals, "seed": seed, "counts": dict(count), "rates": rate,
            "expected": expected_rates()}


def pack_check(deals: int, seed: int) -> Counter[str]:
    """Count, over the seeded packs of the same deals, how often the first run's turned card
    (position 19) and the second's (26) repeat the proposal's suit (position 12)."""
    out: Counter[str] = Counter()
    for index in range(deals):
        pack = seeded_pack(seed * 1_000_003 + index, 0)
        first = pack[19].suit == pack[12].suit
        out["packs_first_run_repeats"] += first
        out["packs_second_run_repeats"] += first and pack[26].suit == pack[12].suit
    return out


def expected_rates() -> dict[str, float]:
    """Return the rates the rulings imply for a uniformly shuffled pack (before any run)."""
    no_trump = comb(39, 12) / comb(51, 12)  # none of the 12 dealt cards of the turned suit
    jack_in_play = (12 / 13) * (12 / 51)    # the turned card is not the jack, one of 12 dealt is
    # The card a run turns is, like any card of the pack, uniformly one of the 51 others than
    # the proposal: of the proposed suit with chance 12/51; after one repeat, 11/50.
    first_repeat, second_repeat = 12 / 51, 11 / 50
    return {"turned_jack_first_turn": round(1 / 13, 4), "high_if_stood": round(1 - no_trump, 4),
            "jack_in_play_if_stood": round(jack_in_play, 4),
            "first_run_repeats": round(first_repeat, 4), "second_run_repeats": round(second_repeat, 4)}


def sequences(deals: int, seed: int) -> Counter[str]:
    """Count the orders of points (D dealer, E elder) over deals between easy bots."""
    rng = random.Random(seed)

    def pack() -> list[int]:
        cards = list(range(52))
        rng.shuffle(cards)
        return cards

    out: Counter[str] = Counter()
    for _ in range(deals):
        deal = FastDeal(99, [0, 0], 0, pack)
        while deal.phase != DONE:
            deal.step(0 if deal.phase == NEED_PACK else easy_action(deal))
        roles = ["D" if seat == 0 else "E" for seat in deal.parts if seat >= 0]
        out["D" * deal.jacks[0] + "E" * deal.gift + "".join(roles)] += 1
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the statistics."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--sequences", action="store_true")
    args = parser.parse_args(argv)
    if args.sequences:
        print(json.dumps(dict(sequences(args.deals, 5 if args.seed == 1 else args.seed).most_common())))
        return 0
    result = measure(args.deals, args.seed)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{result['deals']} deals, random bots, seed {result['seed']}")
    for name, value in result["rates"].items():
        counted = result["counts"].get(name)
        print(f"  {name:<22}{value:>8.4f}" + (f"   ({counted})" if counted is not None else ""))
    print("expected for uniform packs:")
    for name, value in result["expected"].items():
        print(f"  {name:<22}{value:>8.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
