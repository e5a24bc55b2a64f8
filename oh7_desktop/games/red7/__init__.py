"""Red7 as a pure state machine (standard library only).

Public API::

    from oh7_desktop.games.red7 import (
        Rules, GameState, Phase, new_game, apply, apply_unchecked, legal_actions, to_move,
        deal_action, view, SeatView, Card, Move, Finish, Fold, Deal, IllegalAction,
        to_record, from_record, replay_summary, RecordError, standing, Standing,
        preview, events,
    )

- ``new_game(Rules(players, advanced, actions), seed)`` gives a state in phase ``DEAL``;
  ``deal_action(state)`` is the round's seeded deck (:mod:`.dealing` documents the shuffle).
- ``apply(state, action) -> (new_state, events)``: checked; raises ``IllegalAction`` with a
  :class:`~oh7_desktop.games.interface.Reason` and never mutates its input.
  ``apply_unchecked`` skips validation (same result for legal actions).
- ``legal_actions(state, seat=None)``: the mover's legal moves (every one keeps the mover
  winning), then the fold; ``illegal_reason`` says why any other action is refused.
- ``standing(rule, palettes, active)``: who is winning and every seat's counting cards, the
  one evaluation the engine, the bots and the table share (:mod:`.standing`).
- ``preview(view, move)``: who would be winning after one of the seat's moves (the table's
  hover); ``events``: what ``apply`` reports, for a table to animate.
- ``view(state, seat)``: what that seat may know; ``to_record``/``from_record``: the rulings'
  ``red7-record``; ``fast``: the bots' simulator.

The rules themselves, in brief: see :mod:`.game`; in full: ``RULES-RED7.md``.
"""

from . import events
from .actions import (Action, Deal, Draw, Effect, Finish, Fold, Move, PlayAlso, PlayerAction, Take,
                      ToCanvas, ToDeck)
from .cards import COLOURS, PACK, Card, CardError
from .errors import IllegalAction
from .game import (apply, apply_unchecked, deal_action, illegal_reason, illegal_message,
                   legal_actions, to_move)
from .reasons import Reason, explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import TARGETS, Phase, Rules, RulesError
from .standing import RULE_TEXT, Standing, standing
from .state import GameState, new_game
from .view import SeatView, preview, view, visible_to

__all__ = [
    "Action", "COLOURS", "Card", "CardError", "Deal", "Draw", "Effect", "Finish", "Fold",
    "GameState", "IllegalAction", "Move", "PACK", "Phase", "PlayAlso", "PlayerAction", "RULE_TEXT",
    "Reason", "RecordError", "Rules", "RulesError", "SeatView", "Standing", "TARGETS", "Take",
    "ToCanvas", "ToDeck", "apply", "apply_unchecked", "deal_action", "events", "explain", "from_record",
    "illegal_reason", "illegal_message", "legal_actions", "new_game", "preview", "replay_summary", "standing",
    "to_move", "to_record", "view", "visible_to",
]
