"""Seven Up's part of ``oh7 bench engine``: random complete deals per second, checked and fast.

A deal (the pack, the trump decisions, any runs and set-asides, six tricks, the scoring) is
played with uniformly random legal actions, once through the checked ``apply`` and once
through the bots' :class:`~oh7_desktop.games.seven_up.fast.FastDeal`. Figures are for one core.
"""

from __future__ import annotations

import random

from ..bench import rate
from .fast import random_deal
from .game import apply, deal_action, legal_actions
from .rules import Phase, Rules
from .state import GameState, new_game

CONFIG = "seven-up"


def checked_deal(state: GameState, rng: random.Random) -> GameState:
    """Play one random deal through the checked ``apply``; return the state after it."""
    if state.is_over():
        state = new_game(state.rules, rng.randrange(1 << 30))
    deal = state.deal_index
    while state.deal_index == deal and not state.is_over():
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state = apply(state, action)[0]
    return state


def measure(seconds: float, seed: int) -> dict[str, dict[str, float]]:
    """Return deals per second on both paths."""
    rng = random.Random(seed)
    holder = [new_game(Rules(), seed)]

    def checked() -> None:
        holder[0] = checked_deal(holder[0], rng)

    fast_rng = random.Random(seed)
    return {"checked": {CONFIG: round(rate(checked, seconds), 1)},
            "fast": {CONFIG: round(rate(lambda: random_deal(7, [0, 0], 0, fast_rng), seconds), 1)}}
