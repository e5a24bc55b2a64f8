"""The ``hard`` level: inference-weighted worlds, information-set MCTS, exact endgames.

- Worlds: uniform samples of the hidden cards, each weighted by how likely it makes the
  opponents' revealed bet cards and plays (:mod:`.inference`).
- Plays: information-set MCTS over the weighted worlds (:mod:`.search`) with easy-policy
  playouts; once the remaining game is small, every world is solved exactly instead.
- Bets (and the ``?`` choice): each candidate is played out in every world, the other
  seats betting by the easy rule (re-bets included), so the value counts which suit the
  card would make trump, the shared basket and the game's end (:mod:`.value`).

The budget is a number of iterations, so the same view gives the same action anywhere;
``TIME_CAP`` only guards against a pathological position.
"""

from __future__ import annotations

import random
import time
from typing import Final

from ..engine import Action, Phase, SeatView
from .easy_bot import pick
from .inference import Observer, normalized
from .medium import candidates, round_maker
from .rollout import rollout
from .search import WorldPool, endgame_size, ismcts, solve_endgame
from .value import Scorer
from .world import deck_counts, knowledge, play_world

ITERATIONS: Final = 1500
TIME_CAP: Final = 1.2
ENDGAME_LEAVES: Final = 300
TEMPER: Final = 0.6
"""Power applied to inference weights, so a few lucky worlds do not take over."""


def hard_decide(view: SeatView, iterations: int = ITERATIONS) -> Action:
    """Return the hard bot's action."""
    options = candidates(view)
    if len(options) == 1:
        return pick(view, options[0])
    rng = random.Random(view.decision_seed)
    deadline = time.perf_counter() + TIME_CAP
    scorer = Scorer.of(view)
    if view.phase is Phase.PLAY:
        return pick(view, _play(view, iterations, scorer, rng, deadline))
    return pick(view, _bet(view, options, iterations, scorer, rng, deadline))


def weighted_hands(view: SeatView, size: int, rng: random.Random
                   ) -> tuple[list[tuple[list[list[int]], list[int]]], list[float]]:
    """Return ``size`` uniform worlds (hands, rest) and their inference weights."""
    know = knowledge(view)
    worlds = [know.sample(rng) for _ in range(size)]
    observer = Observer(view, deck_counts(view.rules.mode, view.players))
    if not observer.informative():
        return worlds, [1.0 / size] * size
    logs = [TEMPER * observer.log_weight(hands) for hands, _ in worlds]
    return worlds, normalized(logs)


def _play(view: SeatView, iterations: int, scorer: Scorer, rng: random.Random,
          deadline: float) -> int:
    counts = deck_counts(view.rules.mode, view.players)
    hands_list, weights = weighted_hands(view, max(8, iterations // 5), rng)
    sims = [play_world(view, hands, rest, counts) for hands, rest in hands_list]
    pool = WorldPool(sims, weights)
    moves = sims[0].legal(view.seat)
    if endgame_size(sims[0]) <= ENDGAME_LEAVES:
        worlds = max(4, iterations // 30)
        totals = solve_endgame(pool, view.seat, moves, scorer, worlds, rng, deadline)
        return max(moves, key=lambda m: totals[m])
    stats = ismcts(pool, view.seat, scorer, iterations, rng, deadline)
    return max(moves, key=lambda m: (stats.get(m, (0, 0.0))[0], stats.get(m, (0, 0.0))[1]))


def _bet(view: SeatView, options: list[int | bool], iterations: int, scorer: Scorer,
         rng: random.Random, deadline: float) -> int | bool:
    worlds, weights = weighted_hands(view, max(4, iterations // 10), rng)
    make = round_maker(view)
    totals = [0.0] * len(options)
    for (hands, rest), weight in zip(worlds, weights):
        if time.perf_counter() > deadline:
            break
        for i, option in enumerate(options):
            sim = make(hands, rest, option)
            if sim is not None:
                rollout(sim)
                totals[i] += weight * scorer.values(sim)[view.seat]
    best = max(range(len(options)), key=lambda i: totals[i])
    return options[best]
