"""Seven Up (All Fours for two): the rules, behind the game interface.

The rules, as the French sheet and its rulings (``RULINGS-SEVEN-UP.md``) settle them:

- **Cards.** One 52-card pack, ace high. Two players, seats 0 and 1; seat 0 deals first and
  the deal alternates. The dealer's opponent is *elder*.
- **Deal.** From the top of the shuffled pack: 3 cards to elder, 3 to the dealer, 3 to elder,
  3 to the dealer; the next card is turned up and its suit proposed as trump. A turned jack
  scores 1 for the dealer at once.
- **Trump.** Elder *stands* (the suit is trump, play starts) or *begs*. After a beg the dealer
  *gives* (the suit is trump and elder scores 1) or *runs*: 3 more cards to elder, 3 to the
  dealer, and the next card is turned up.
  - Same suit as proposed: both sets of 3 extra cards leave the deal unseen and the dealer
    runs again.
  - Another suit: it is trump (a turned jack scores 1 for the dealer again). Both players keep
    their 3 extra cards and each sets aside 3 cards of their choice, face down, elder first.
  - A run needs 7 cards; if the pack holds fewer, every card is gathered, shuffled, and the
    same dealer deals again from the start (points already scored stay).
- **Tricks.** Elder leads the first trick, the winner of a trick leads the next; six tricks.
  Follow the led suit if you can, otherwise play anything (trumping is never required). The
  highest trump wins, else the highest card of the led suit.
- **End of the deal.** Only the cards of the two 6-card hands are *in play*. 1 point each for:
  *high*, holding the highest trump in play; *low*, winning the lowest trump in play in your
  tricks (a lone trump in play is both high and low); *jack*, winning the jack of trump in
  your tricks, if in play; *game*, the most card points in your tricks (ten 10, ace 4, king 3,
  queen 2, jack 1; equal counts: nobody).
- **Winning.** The first to reach 7 (the ``target``) wins, counting in this order: turned jacks
  and gifts as they happen (the game ends at once), then at the end of the deal high, low,
  jack, game.

>>> from oh7_desktop.games.interface import play_out
>>> from .adapter import GAME
>>> rules = GAME.rules_from_options({"target": 7})
>>> end = play_out(GAME, GAME.new_game(rules, 3), lambda s, seat: GAME.legal_actions(s, seat)[0])
>>> GAME.is_over(end), max(GAME.totals(end)) >= 7, len(GAME.winners(end))
(True, True, 1)
"""

from __future__ import annotations

from ..interface import Reason
from ..pack52 import Card
from . import events
from .actions import Action, Decide, Play, SetAside, Shuffle, decide_of, play_of, set_aside_of
from .game import apply, apply_unchecked, deal_action, illegal_reason, legal_actions, to_move
from .reasons import explain
from .record import from_record, replay_summary, to_record
from .rules import CARD_POINTS, RUN_SIZE, Phase, Rules, RulesError
from .state import DealLog, GameState, new_game
from .view import SeatView, view

__all__ = [
    "Action", "CARD_POINTS", "Card", "DealLog", "Decide", "GameState", "Phase", "Play", "RUN_SIZE",
    "Reason", "Rules", "RulesError", "SeatView", "SetAside", "Shuffle", "apply", "apply_unchecked",
    "deal_action", "decide_of", "events", "explain", "from_record", "illegal_reason",
    "legal_actions", "new_game", "play_of", "replay_summary", "set_aside_of", "to_move",
    "to_record", "view",
]
