"""The rules of Oh 7 ? as a pure state machine (standard library only).

Public API (everything a table, a bot, a save or a test needs)::

    from oh7_desktop.games.oh7 import (
        Rules, GameState, Phase, new_game, apply, legal_actions, to_move, deal_action,
        view, SeatView, Card, Bet, Play, ShowInterrobang, Deal, DUMMY, IllegalAction,
        to_record, from_record, replay_summary, RecordError, outcome,
    )

- ``new_game(Rules(mode, players, target), seed)`` gives a state in phase ``DEAL``.
- ``deal_action(state)`` is the chance action for that deal, drawn from the seed
  (see :mod:`.dealing` for the documented, stable shuffle); ``chance_action(state)`` is the
  chance action due now, if any (that deal, or ``SETTLE_TIE`` ending a tie nobody is asked about).
- ``apply(state, action) -> (new_state, events)``: checked; raises ``IllegalAction``
  (a ``ValueError``) with a clear message and never mutates its input.
  ``apply_unchecked`` skips validation (same result for legal actions).
- ``to_move(state)``: the seats that must act now (several while bets are secret).
- ``legal_actions(state, seat=None)``: every legal action, of one seat or of all.
- ``view(state, seat)``: what that seat may know, and nothing else.
- ``to_record(state)`` / ``from_record(data)``: the rulings' game record (a dict);
  ``RecordWriter().record(state)`` gives the same, reusing finished deals (for every action);
  ``replay_summary(state)`` is what ``oh7 replay`` prints.
- ``fast``: the bots' compact simulator (plain-int cards, in-place playouts).
- ``events``: the event types ``apply`` returns (the table plays them back); ``SUITS`` and
  ``SUIT_SYMBOLS`` name the suits; ``public_cards(state, seat)`` are a seat's face-up cards.
"""

from .actions import DUMMY, SETTLE_TIE, Action, Bet, Deal, Play, PlayerAction, SettleTie, ShowInterrobang
from . import events
from .cards import SUIT_SYMBOLS, SUITS, Card, CardError, deck
from .errors import IllegalAction
from .game import (apply, apply_unchecked, chance_action, deal_action, illegal_reason, illegal_message,
                   legal_actions, tie_settling, to_move)
from .playing import current_lead
from .tricks import win_reason
from .reasons import Reason, explain
from .record import RecordError, RecordWriter, from_record, replay_summary, to_record
from .rules import TARGETS, Phase, Rules, RulesError
from .state import GameState, new_game
from .view import SeatView, public_cards, view, visible_to


def outcome(state: GameState) -> tuple[int, ...] | None:
    """Return the winners once the game is over, else None (one outcome query)."""
    return state.winners if state.is_over() else None


__all__ = [
    "DUMMY", "SUITS", "SUIT_SYMBOLS", "events", "public_cards", "current_lead", "Action", "Bet", "Card",
    "CardError", "Deal", "GameState", "IllegalAction", "Phase", "Play", "PlayerAction", "RecordError",
    "RecordWriter", "Rules", "RulesError", "SETTLE_TIE", "SeatView", "SettleTie", "ShowInterrobang",
    "chance_action", "tie_settling",
    "Reason", "TARGETS", "apply", "apply_unchecked", "deal_action", "deck", "explain", "from_record", "illegal_reason", "illegal_message",
    "legal_actions", "new_game", "outcome", "replay_summary", "to_move", "to_record", "view",
    "visible_to", "win_reason",
]
