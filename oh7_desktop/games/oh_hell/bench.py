"""Oh Hell's part of ``oh7 bench engine``: random complete hands per second, checked and fast.

A hand is dealt, bid and played with uniformly random legal actions, then scored: once
through the checked ``apply`` (from a fresh game state at that hand of the sequence) and
once through the fast simulator the bots use (:func:`.fast.random_hand`). Configurations
are named ``oh-hell-PxN``: P players, hands of N cards. One core (a single process).
"""

from __future__ import annotations

import random

from ..bench import rate
from .fast import random_hand
from .game import apply, deal_action, legal_actions
from .rules import Phase, Rules
from .state import GameState, new_game

CONFIGS = {"oh-hell-4x7": (Rules(players=4), 6), "oh-hell-3x15": (Rules(players=3), 14),
           "oh-hell-7x6": (Rules(players=7, hook=True, podrida=True), 5)}
"""name -> (rules, index of the hand in the sequence ``up``: its size is index + 1)."""


def checked_hand(rules: Rules, hand_index: int, rng: random.Random) -> GameState:
    """Play one random hand through the checked ``apply``; return the state once scored."""
    state = new_game(rules, rng.randrange(1 << 30)).evolve(hand_index=hand_index)
    state = apply(state, deal_action(state))[0]
    while state.phase is not Phase.DEAL and not state.is_over():
        state = apply(state, rng.choice(legal_actions(state)))[0]
    return state


def measure(seconds: float, seed: int) -> dict[str, dict[str, float]]:
    """Return hands per second for every configuration on both paths."""
    result: dict[str, dict[str, float]] = {"checked": {}, "fast": {}}
    for name, (rules, index) in CONFIGS.items():
        rng = random.Random(seed)
        result["checked"][name] = round(rate(lambda: checked_hand(rules, index, rng), seconds), 1)  # noqa: B023 - called here
        fast_rng = random.Random(seed)
        result["fast"][name] = round(rate(lambda: random_hand(rules, index, fast_rng), seconds), 1)  # noqa: B023
    return result
