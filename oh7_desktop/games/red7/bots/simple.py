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
from ..cards import COLOURS, mask_of
from ..legality import MoveCode, Pos
from ..view import SeatView
from .policy import cheapest


def action_code(action: Action) -> MoveCode:
    """Return a legal action of a view as a move code (:mod:`..legality`)."""
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


def view_pos(view: SeatView) -> Pos:
    """Return the seat's turn as masks (:mod:`..legality`)."""
    return Pos(mask_of(view.hand), tuple(mask_of(p) for p in view.palettes),
               COLOURS.index(view.rule), view.deck_size)


def easy_decide(view: SeatView) -> Action:
    """Return the legal move that keeps the bot winning with the fewest cards spent."""
    codes = [action_code(a) for a in view.legal]
    choice = cheapest(codes, view_pos(view), view.seat, view.active, view.rules.advanced)
    return view.legal[codes.index(choice)]
