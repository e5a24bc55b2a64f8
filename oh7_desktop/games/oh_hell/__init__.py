"""Oh Hell, the ancestor of Oh 7 ?, as a pure state machine (standard library only).

The rules (``seeds/oh-hell-fr.txt`` and its rulings; ``RULES-OH-HELL.md`` for players):

- 3 to 7 players, seats 0…P−1 clockwise, one 52-card pack (ace high, suits equal). Seat 0
  deals the first hand; the deal passes to the left (the next seat) every hand.
- N, the most cards a hand can have, is 15, 13, 10, 8, 7 for 3, 4, 5, 6, 7 players. The
  option ``sequence`` sets the hands' sizes: ``up`` 1 … N (the sheet's game), ``down``
  N … 1, ``up-down`` 1 … N … 1, ``down-up`` N … 1 … N (the turning size once).
- After the deal the next card is turned face up: its suit is trump. A hand of N cards has
  no trump and no card is turned. The other cards are set aside unseen.
- Bids: from the dealer's left, clockwise, each seat bids 0 to the hand's size, all public;
  the dealer bids last. ``hook``: the dealer may not bid the number that makes the bids add
  up to the hand's size. ``simultaneous``: every seat chooses in secret and all bids are
  revealed together (not with ``hook``: the rules refuse the pair).
- Play: the dealer's left leads the first trick, the winner of a trick leads the next. A
  seat follows the led suit if it can, else plays anything; ``podrida``: a seat that cannot
  follow must play a trump if it holds one. The highest trump wins; with no trump in the
  trick, the highest card of the led suit.
- Scoring each hand: a bid made exactly scores 10 + tricks won, a missed bid 0.
  ``miss_scores_tricks``: a missed bid scores 1 per trick won. ``zero_bonus``: a made bid
  of 0 scores 5 + the hand's size instead of 10.
- After the last hand the highest total wins; a tie shares the victory.

Public API::

    from oh7_desktop.games.oh_hell import (
        Rules, Phase, GameState, new_game, deal_action, apply, apply_unchecked,
        legal_actions, to_move, illegal_reason, view, SeatView, Deal, Bid, Play,
        to_record, from_record, replay_summary, RecordError, IllegalAction, explain,
        Card, events,
    )

``fast`` holds the bots' simulator; ``adapter.GAME`` is the game behind the interface.
"""

from ..pack52 import Card
from . import events
from .actions import Action, Bid, Deal, Play, PlayerAction, bid_of, play_of
from .game import (IllegalAction, apply, apply_unchecked, deal_action, illegal_reason,
                   legal_actions, to_move)
from .reasons import Reason, explain
from .record import RecordError, from_record, replay_summary, to_record
from .rules import Phase, Rules, RulesError
from .state import GameState, new_game
from .view import SeatView, view

__all__ = [
    "Action", "Bid", "Card", "Deal", "GameState", "IllegalAction", "Phase", "Play", "PlayerAction",
    "Reason", "RecordError", "Rules", "RulesError", "SeatView", "apply", "apply_unchecked",
    "bid_of", "events", "deal_action", "explain", "from_record", "illegal_reason", "legal_actions",
    "new_game", "play_of", "replay_summary", "to_move", "to_record", "view",
]
