"""Oh 7 ?'s part of ``oh7 bench engine``: random complete rounds per second, checked and fast.

A round is dealt, bet (redealing if needed), played and scored with uniformly random
legal actions. Figures are for one core (a single process).
"""

from __future__ import annotations

import random

from ..bench import rate
from .fast import random_round
from .game import apply, legal_actions
from .rules import Rules
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


def measure(seconds: float, seed: int) -> dict[str, dict[str, float]]:
    """Return rounds per second for every configuration on both paths."""
    result: dict[str, dict[str, float]] = {"checked": {}, "fast": {}}
    for name, rules in CONFIGS.items():
        rng = random.Random(seed)
        holder = [new_game(rules, seed)]

        def checked() -> None:
            holder[0] = checked_round(holder[0], rng)  # noqa: B023 - called within this iteration

        result["checked"][name] = round(rate(checked, seconds), 1)
        fast_rng = random.Random(seed)
        result["fast"][name] = round(rate(lambda: random_round(rules, fast_rng), seconds), 1)  # noqa: B023
    return result
