"""Our Oh Hell bot against OpenSpiel's C++ ISMCTS bots, whole games on duplicate deals.

Run with a Python that has OpenSpiel (never a dependency of the project; ``tools/openspiel_venv.sh``
makes one in ``/work/scratch/openspiel``)::

    /work/scratch/openspiel/bin/python tools/openspiel_match.py --deals 50 --sims auto [--level hard]

Issue 28's measure: 4 players, hands of 1, 2, … 12 cards (sequence up; OpenSpiel's ``oh_hell``
deals at most 12 cards to 4 players because it always turns a trump card, so our 13th hand,
without trump, is not played), the hook, OpenSpiel's scoring (a bid made scores 10 + tricks, a
missed bid the tricks: our ``miss_scores_tricks``). Our checked engine referees every game; at an
ISMCTS seat the hand so far is replayed into an OpenSpiel state (the same dealer, deal, trump
card, bids and plays) and ``pyspiel.ISMCTSBot`` (random-rollout evaluator) chooses from it.
Each deal is played four times, our bot in each seat and ISMCTS in the three others.

OpenSpiel 2.0.2's ``oh_hell`` leaks: its ``ResampleFromInfostate`` only permutes the cards really
dealt to the other seats (500 resamples of a 1-card deal give the 3! orders of the three cards
dealt, never one of the 48 other unseen cards), so ISMCTS searching the true state knows which
cards are out (it made 361 of 361 unhooked bids in 1-card hands). ``--worlds N`` gives it a fair
start: N deals drawn from its seat's view by our exact sampler, each searched with 1/N of the
simulations, the root visit counts summed (Cowling, Powley & Whitehouse 2012: determinizations
from the searcher's information set); ``--true-worlds`` is the control (the same split over the
true state). Issue 28's figures since 2026-11-27 use ``--worlds 8``.

``--sims auto`` first times our bot (thread CPU per decision, on the first deal) and gives
ISMCTS the number of simulations whose CPU per decision is at least ours. Printed: games, our
win share with its 95 % interval (from the duplicate sets' means; chance 0.25, a shared win
split), points per hand, bids made, CPU per decision on each side; then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyspiel  # noqa: E402  (after the path: the scratch venv has it, the project does not)

from oh7_desktop.games.oh_hell.actions import Bid, Play, bid_of, play_of  # noqa: E402
from oh7_desktop.games.oh_hell.adapter import GAME  # noqa: E402
from oh7_desktop.games.oh_hell.rules import Rules  # noqa: E402
from oh7_desktop.games.oh_hell.state import GameState  # noqa: E402
from oh7_desktop.games.oh_hell.bots.world import knowledge  # noqa: E402
from oh7_desktop.games.pack52 import PACK, Card  # noqa: E402

PLAYERS = 4
HANDS = 12
RULES = Rules(players=PLAYERS, sequence="up", hook=True, miss_scores_tricks=True)
_SUITS = "CDSH"
"""OpenSpiel's suit order: its card id is rank * 4 + suit, rank 0 the two."""
_RANKS = "23456789TJQKA"


def spiel_card(card: Card) -> int:
    """OpenSpiel's id of one of our cards."""
    text = str(card)
    return _RANKS.index(text[0]) * 4 + _SUITS.index(text[1])


def our_card(action: int) -> Card:
    """Our card for an OpenSpiel card id."""
    return Card.from_str(_RANKS[action // 4] + _SUITS[action % 4])


class SpielSeats:
    """OpenSpiel's ISMCTS choosing for some seats, from our engine's state replayed into its own."""

    def __init__(self, simulations: int, seed: int, worlds: int = 0, true_worlds: bool = False) -> None:
        self.simulations = simulations
        self.seed = seed
        self.worlds = worlds
        self.true_worlds = true_worlds
        """Control: the ``worlds`` searches all start from the true state (the split, no fair deal)."""
        """0: search the true state (OpenSpiel 2.0.2's ``oh_hell`` resampling then only permutes
        the cards really dealt to the others: the bot knows which cards are out). N: search N
        states dealt from the seat's view by our exact sampler, the simulations shared, the root
        visit counts summed (the cards out vary between worlds: the leak is diluted)."""
        self._games: dict[int, Any] = {}

    def _game(self, cards: int) -> Any:
        if cards not in self._games:
            self._games[cards] = pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": cards})
        return self._games[cards]

    def replay(self, state: GameState, deal: Any = None) -> Any:
        """The OpenSpiel state of the hand in progress: dealer, deal (``deal``: these hands as
        dealt instead of the true ones), trump, bids and plays."""
        log = state.log[-1]
        deal = log.deal if deal is None else deal
        spiel = self._game(log.cards).new_initial_state()
        spiel.apply_action(log.cards)
        spiel.apply_action(log.dealer)
        for index in range(PLAYERS * log.cards):
            spiel.apply_action(spiel_card(deal[index % PLAYERS][index // PLAYERS]))
        assert log.trump_card is not None, "OpenSpiel always turns a trump card"
        spiel.apply_action(spiel_card(log.trump_card))
        for turn in range(PLAYERS):
            bid = state.bids[(log.dealer + 1 + turn) % PLAYERS]
            if bid is None:
                break
            spiel.apply_action(52 + bid)
        for card in log.plays:
            spiel.apply_action(spiel_card(card))
        return spiel

    def choose(self, state: GameState, seat: int, decision: int) -> tuple[Bid | Play, float]:
        """ISMCTS's action for ``seat`` and the thread CPU its search took (seeded by the game's
        seed and the decision's number)."""
        seed = (self.seed * 1_000_003 + state.seed * 7919 + decision) % (2 ** 31)
        start = time.thread_time()
        if self.worlds:
            action = self._honest(state, seat, seed)
        else:
            spiel = self.replay(state)
            assert spiel.current_player() == seat, (spiel.current_player(), seat)
            evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
            bot = pyspiel.ISMCTSBot(seed, evaluator, 2.0, self.simulations, -1,
                                    pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
            action = bot.step(spiel)
        cpu = time.thread_time() - start
        if action >= 52:
            return bid_of(seat, action - 52), cpu
        return play_of(seat, our_card(action)), cpu


    def _honest(self, state: GameState, seat: int, seed: int) -> int:
        """ISMCTS's action summed over worlds dealt from the seat's view (see ``worlds``)."""
        rng = random.Random(seed)
        visits: dict[int, float] = {}
        share = max(1, self.simulations // self.worlds)
        for world in range(self.worlds):
            spiel = self.replay(state, None if self.true_worlds else view_deal(state, seat, rng))
            evaluator = pyspiel.RandomRolloutEvaluator(1, seed + world)
            bot = pyspiel.ISMCTSBot(seed + world, evaluator, 2.0, share, -1,
                                    pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT, False, False)
            for action, probability in bot.step_with_policy(spiel)[0]:
                visits[action] = visits.get(action, 0.0) + probability
        return max(sorted(visits), key=visits.__getitem__)


def view_deal(state: GameState, seat: int, rng: random.Random) -> list[list[Card]]:
    """The hand's deal as ``seat`` may imagine it: its own cards and every card played as they
    were, the others' unplayed cards drawn by our exact sampler from the seat's view (voids
    kept), so nothing says which cards the others hold."""
    hands = knowledge(GAME.view(state, seat)).sample(rng)
    played: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for trick in state.tricks + (state.trick,):
        for who, card in trick:
            played[who].append(card)
    return [played[s] + [PACK[c] for c in hands[s]] for s in range(PLAYERS)]


def our_bot(level: str, hard_config: dict[str, Any] | None) -> Any:
    """Our bot: the level, or (``hard_config``: HardConfig fields to change) the hard level so changed."""
    if not hard_config:
        return GAME.bot(level)
    from dataclasses import replace

    from oh7_desktop.games.oh_hell.bots.basic import pick
    from oh7_desktop.games.oh_hell.bots.hard import DEFAULT, hard_choice
    config = replace(DEFAULT, **hard_config)
    return lambda view: pick(view, hard_choice(view, None, config).option)


def play_game(seed: int, ours: int, level: str, spiel: SpielSeats, cpu: dict[str, list[float]],
              hard_config: dict[str, Any] | None = None, swap: str = "") -> dict[str, Any]:
    """One game of 12 hands, our ``level`` at seat ``ours``; its points, bids made, winners,
    each seat's bid minus tricks per hand and the hands' records (``swap``: ``bid`` or
    ``play``: ISMCTS makes our seat's decisions of that kind, for diagnosis)."""
    bot = our_bot(level, hard_config)
    state = GAME.new_game(RULES, seed)
    decision = 0
    while not GAME.is_over(state) and scored_hands(state) < HANDS:
        chance = GAME.chance_action(state)
        if chance is not None:
            state = GAME.apply(state, chance)[0]
            continue
        (seat,) = GAME.to_move(state)
        start = time.thread_time()
        if seat == ours and swap != ("bid" if state.phase.value == "bid" else "play"):
            action = bot(GAME.view(state, seat))
            cpu["ours"].append(time.thread_time() - start)
        else:
            action, spent = spiel.choose(state, seat, decision)
            cpu["ismcts"].append(spent)
        decision += 1
        state = GAME.apply(state, action)[0]
    hands = [log for log in state.log if log.scored is not None][:HANDS]
    points = [sum(log.scored.points[s] for log in hands) for s in range(PLAYERS)]  # type: ignore[union-attr]
    made = [sum(log.scored.made[s] for log in hands) for s in range(PLAYERS)]  # type: ignore[union-attr]
    best = max(points)
    winners = [s for s in range(PLAYERS) if points[s] == best]
    errors = [[log.scored.bids[s] - log.scored.tricks_won[s] for log in hands] for s in range(PLAYERS)]  # type: ignore[union-attr]
    records = [{"cards": log.cards, "dealer": log.dealer, "bids": list(log.scored.bids),  # type: ignore[union-attr]
                "tricks": list(log.scored.tricks_won), "points": list(log.scored.points)}  # type: ignore[union-attr]
               for log in hands]
    return {"seed": seed, "ours": ours, "points": points, "made": made, "winners": winners, "hands": len(hands),
            "errors": errors, "records": records}


def scored_hands(state: GameState) -> int:
    """How many hands of the game are scored."""
    return sum(log.scored is not None for log in state.log)


def calibrate(level: str, seed: int, target_decisions: int = 60,
              hard_config: dict[str, Any] | None = None) -> tuple[float, int]:
    """Our bot's median CPU per decision, and ISMCTS simulations at least as costly."""
    ours: list[float] = []
    state = GAME.new_game(RULES, seed)
    bot = our_bot(level, hard_config)
    rng = random.Random(seed)
    while len(ours) < target_decisions and not GAME.is_over(state):
        chance = GAME.chance_action(state)
        if chance is not None:
            state = GAME.apply(state, chance)[0]
            continue
        (seat,) = GAME.to_move(state)
        start = time.thread_time()
        action = bot(GAME.view(state, seat))
        ours.append(time.thread_time() - start)
        if rng.random() < 0.5:
            action = rng.choice(list(GAME.legal_actions(state, seat)))
        state = GAME.apply(state, action)[0]
    median = statistics.median(ours)
    simulations = 50
    while True:
        spiel, state = SpielSeats(simulations, seed), GAME.new_game(RULES, seed + 1)
        for _ in range(3):  # the third hand's first decisions
            state = _next_hand(state)
        spent: list[float] = []
        while len(spent) < 12 and not GAME.is_over(state):
            chance = GAME.chance_action(state)
            if chance is not None:
                state = GAME.apply(state, chance)[0]
                continue
            (seat,) = GAME.to_move(state)
            action, cpu = spiel.choose(state, seat, len(spent))
            spent.append(cpu)
            state = GAME.apply(state, action)[0]
        if statistics.median(spent) >= median:
            return median, simulations
        simulations = int(simulations * 1.25) + 1


def _next_hand(state: GameState) -> GameState:
    """Play the hand in progress (or the next) to its end with the first legal actions."""
    target = scored_hands(state) + 1
    while not GAME.is_over(state) and scored_hands(state) < target:
        chance = GAME.chance_action(state)
        if chance is not None:
            state = GAME.apply(state, chance)[0]
            continue
        (seat,) = GAME.to_move(state)
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])[0]
    return state


def summary(games: list[dict[str, Any]], cpu: dict[str, list[float]]) -> dict[str, Any]:
    """Win share with its interval over duplicate sets, points per hand, bids made, CPU."""
    by_set: dict[int, list[float]] = {}
    for g in games:
        share = 1 / len(g["winners"]) if g["ours"] in g["winners"] else 0.0
        by_set.setdefault(g["seed"], []).append(share)
    means = [statistics.fmean(v) for v in by_set.values()]
    share = statistics.fmean(means)
    half = 1.96 * statistics.stdev(means) / len(means) ** 0.5 if len(means) > 1 else float("nan")
    hands = sum(g["hands"] for g in games)
    ours_points = sum(g["points"][g["ours"]] for g in games) / hands
    their_points = sum(sum(p for s, p in enumerate(g["points"]) if s != g["ours"]) for g in games) / (3 * hands)
    ours_made = sum(g["made"][g["ours"]] for g in games) / hands
    their_made = sum(sum(m for s, m in enumerate(g["made"]) if s != g["ours"]) for g in games) / (3 * hands)
    return {"games": len(games), "win_share": round(share, 3), "ci95": [round(share - half, 3), round(share + half, 3)],
            "bid_minus_tricks": bid_errors(games),
            "points_per_hand": [round(ours_points, 2), round(their_points, 2)],
            "bids_made": [round(ours_made, 3), round(their_made, 3)],
            "cpu_median_s": [round(statistics.median(cpu["ours"]), 4), round(statistics.median(cpu["ismcts"]), 4)],
            "cpu_max_s": [round(max(cpu["ours"]), 4), round(max(cpu["ismcts"]), 4)]}


def bid_errors(games: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Share of hands by bid minus tricks (-2: two or more under, 2: two or more over), ours and theirs."""
    counts: dict[str, dict[int, int]] = {"ours": {}, "ismcts": {}}
    for g in games:
        for seat, errors in enumerate(g["errors"]):
            side = counts["ours" if seat == g["ours"] else "ismcts"]
            for error in errors:
                key = max(-2, min(2, error))
                side[key] = side.get(key, 0) + 1
    return {name: {str(k): round(v / max(1, sum(side.values())), 3) for k, v in sorted(side.items())}
            for name, side in counts.items()}


def main(argv: list[str] | None = None) -> int:
    """Run the match and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=50, help="duplicate deals (each played 4 times)")
    parser.add_argument("--sims", default="auto", help="ISMCTS simulations per decision, or 'auto'")
    parser.add_argument("--level", default="hard", help="our bot's level (default hard)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-config", type=json.loads, default=None,
                        help='experiments: HardConfig fields to change, as JSON (e.g. \'{"spread": 3.0}\')')
    parser.add_argument("--swap", choices=("", "bid", "play"), default="",
                        help="diagnosis: ISMCTS makes our seat's bids (bid) or plays (play)")
    parser.add_argument("--worlds", type=int, default=0,
                        help="ISMCTS searches this many worlds dealt from its seat's view (0: the true state, "
                             "whose resampling in OpenSpiel 2.0.2 knows which cards the others hold)")
    parser.add_argument("--true-worlds", action="store_true",
                        help="control for --worlds: split the simulations the same way over the true state")
    parser.add_argument("--records", type=Path, default=None,
                        help="write each game (its hands' bids, tricks, points) as a JSON line here")
    args = parser.parse_args(argv)
    if args.sims == "auto":
        ours_cpu, simulations = calibrate(args.level, args.seed, hard_config=args.hard_config)
        print(f"calibrated: our median CPU {ours_cpu * 1000:.1f} ms per decision -> {simulations} simulations",
              flush=True)
    else:
        simulations = int(args.sims)
    spiel = SpielSeats(simulations, args.seed, args.worlds, args.true_worlds)
    cpu: dict[str, list[float]] = {"ours": [], "ismcts": []}
    games = []
    for deal in range(args.deals):
        for ours in range(PLAYERS):
            games.append(play_game(args.seed * 10_007 + deal, ours, args.level, spiel, cpu, args.hard_config,
                                   args.swap))
            if args.records is not None:
                with args.records.open("a") as out:
                    out.write(json.dumps(games[-1]) + "\n")
        result = summary(games, cpu)
        print(f"deal {deal + 1}/{args.deals}: {json.dumps(result)}", flush=True)
    print(json.dumps({"simulations": simulations, "worlds": args.worlds, "true_worlds": args.true_worlds, "level": args.level, "hard_config": args.hard_config,
                      **summary(games, cpu)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
