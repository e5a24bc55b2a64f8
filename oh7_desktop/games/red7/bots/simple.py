"""The ``random`` and ``easy`` bots.

>>> from oh7_desktop.games.red7 import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules(2, advanced=True), seed=3)
>>> state, _ = apply(state, deal_action(state))
>>> v = view(state, state.turn)
>>> easy_decide(v) in v.legal, random_decide(v) in v.legal
(True, True)
"""

from __future__ import annotations

import random

from ..actions import Action, Finish, Fold, Move
from ..fast import FOLD
from ..game import effect_code
from ..turns import MoveCode
from ..view import SeatView
from .policy import move_key


def action_code(action: Action) -> MoveCode:
    """Return a legal action of a view as a move code (:mod:`..turns`)."""
    if isinstance(action, Fold):
        return FOLD
    if isinstance(action, Finish):
        return (-1, (), -1 if action.canvas is None else action.canvas)
    assert isinstance(action, Move)
    return (-1 if action.palette is None else action.palette,
            tuple(effect_code(e) for e in action.effects),
            -1 if action.canvas is None else action.canvas)


def random_decide(view: SeatView) -> Action:
    """Return a uniformly random legal action, folding only when nothing else is legal."""
    moves = [a for a in view.legal if not isinstance(a, Fold)]
    return random.Random(view.decision_seed).choice(moves or list(view.legal))


def easy_decide(view: SeatView) -> Action:
    """Return the legal move that keeps the bot winning with the fewest cards spent."""
    size = len(view.palettes[view.seat])
    advanced = view.rules.advanced
    return min(view.legal, key=lambda a: move_key(action_code(a), size, view.deck_size, advanced))
