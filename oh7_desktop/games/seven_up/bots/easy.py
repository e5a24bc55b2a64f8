"""The ``random`` and ``easy`` levels, and the link from simulator actions to real ones."""

from __future__ import annotations

import random

from .. import Action, Decide, Play, SeatView, SetAside
from ..rules import DECISIONS
from .policy import easy_level_action
from .world import public_deal


def action_code(action: Action) -> int:
    """Return the simulator's int for a real action (decision index, card mask, card code)."""
    if isinstance(action, Decide):
        return DECISIONS.index(action.decision)
    if isinstance(action, SetAside):
        return sum(1 << int(c) for c in action.cards)
    if isinstance(action, Play):
        return int(action.card)
    raise ValueError(f"no simulator code for {action!r}")


def pick(view: SeatView, code: int) -> Action:
    """Return the legal action of ``view`` that the simulator's ``code`` stands for."""
    for action in view.legal:
        if action_code(action) == code:
            return action
    raise ValueError(f"no legal action for code {code}")


def random_decide(view: SeatView) -> Action:
    """Return a uniformly random legal action (seeded by the view's decision seed)."""
    return random.Random(view.decision_seed).choice(view.legal)


def easy_decide(view: SeatView) -> Action:
    """Return the easy bot's action: the easy policy (with the easy level's careful
    thresholds) on the view's own deal."""
    if len(view.legal) == 1:
        return view.legal[0]
    return pick(view, easy_level_action(public_deal(view)))


__all__ = ["action_code", "easy_decide", "pick", "random_decide"]
