"""Red7's part of ``oh7 bench engine``: random complete rounds per second, checked and fast.

A round is dealt from a seeded deck and played to its end with uniformly random legal moves
(folding only when nothing else is legal), once through the checked ``apply`` and once on the
bots' simulator. Figures are for one core (a single process).
"""

from __future__ import annotations

import itertools
import random

from ..bench import rate
from .actions import Fold
from .dealing import seeded_deck, seeded_deal
from .fast import Sim, random_round
from .game import apply_unchecked, legal_actions
from .rules import Phase, Rules
from .state import new_game

CONFIGS = {"red7-basic-2": Rules(2), "red7-basic-4": Rules(4),
           "red7-advanced-3": Rules(3, advanced=True), "red7-actions-3": Rules(3, True, True)}


def checked_round(rules: Rules, seed: int, rng: random.Random) -> None:
    """Play one random round through the checked engine (legal actions, then ``apply``)."""
    state = new_game(rules, seed)
    state = apply_unchecked(state, seeded_deal(rules, seed, 0, ()))[0]
    while state.phase in (Phase.TURN, Phase.AFTER_DRAW):
        legal = legal_actions(state, state.turn)
        moves = [a for a in legal if not isinstance(a, Fold)]
        state = apply_unchecked(state, rng.choice(moves or legal))[0]


def fast_round(rules: Rules, seed: int, rng: random.Random) -> None:
    """Play one random round on the simulator."""
    random_round(Sim.deal(rules, [int(c) for c in seeded_deck(rules, seed, 0, ())]), rng)


def measure(seconds: float, seed: int) -> dict[str, dict[str, float]]:
    """Return rounds per second for every configuration on both paths."""
    result: dict[str, dict[str, float]] = {"checked": {}, "fast": {}}
    for name, rules in CONFIGS.items():
        for path, play in (("checked", checked_round), ("fast", fast_round)):
            rng, seeds = random.Random(seed), itertools.count(seed)
            result[path][name] = round(
                rate(lambda: play(rules, next(seeds), rng), seconds), 1)  # noqa: B023
    return result
