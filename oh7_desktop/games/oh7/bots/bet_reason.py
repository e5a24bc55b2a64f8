"""A bot's own reason for the bet it made, in one line, from the hard level's valuation.

:func:`bet_reason` weighs every bet candidate of the seat's view exactly as the hard level
does before betting (same seed, same budgets: :func:`.hard.bet_values`) and states the bet
that was made with its figures: the share of the sampled deals in which it was made, the
tricks it expected, and the next best bet's share. It names no card of the hand but the one
bet, which is public once bets are revealed, so the line can be shown to every player.

>>> from oh7_desktop.games.oh7 import Rules, new_game, apply, chance_action, view
>>> from oh7_desktop.games.oh7.bots.hard import hard_decide
>>> state = new_game(Rules("base", 4), seed=5)
>>> state, _ = apply(state, chance_action(state))
>>> seat_view = view(state, 1)
>>> reason = bet_reason(seat_view, hard_decide(seat_view, iterations=60), iterations=60)
>>> reason.code in ("bot_bet", "bot_bet_only")
True
>>> explain_bet(Reason.of("bot_bet", bet=1, made=58, tricks="1.2", alt_made=41, worlds=200))
'Bet 1: I expected to make it in 58 % of the deals I tried (1.2 tricks on average); my next best bet made it in 41 %'
"""

from __future__ import annotations

import random

from ...interface import Reason, english
from .. import Action, Bet, SeatView
from ..fast import card_value
from .hard import DEFAULT, HardConfig, bet_values
from .medium import candidates
from .value import Scorer

TEXTS = {
    "bot_bet": "Bet {bet}: I expected to make it in {made} % of the deals I tried "
               "({tricks} tricks on average); my next best bet made it in {alt_made} %",
    "bot_bet_only": "Bet {bet}: it was the only card I could bet",
}
"""English lines by code (shares in whole percent, tricks with one decimal)."""


def bet_reason(view: SeatView, action: Action, iterations: int | None = None,
               config: HardConfig = DEFAULT) -> Reason | None:
    """Return why the seat of ``view`` bet ``action`` (None when it is not a bet of that view)."""
    if not isinstance(action, Bet) or action not in view.legal:
        return None
    if iterations is not None:
        config = config.scaled(iterations)
    options = candidates(view)
    chosen = int(action.card)
    bet = card_value(chosen)
    if len(options) == 1:
        return Reason.of("bot_bet_only", bet=bet)
    rng = random.Random(view.decision_seed)  # the hard level's own seed: its own figures
    values = bet_values(view, options, config, Scorer.of(view, config.bonus), rng)
    mine = next(v for v in values if v.option == chosen)
    alt = max((v for v in values if v.option != chosen), key=lambda v: v.total)
    return Reason.of("bot_bet", bet=bet, made=round(100 * mine.made), tricks=f"{mine.tricks:.1f}",
                     alt_made=round(100 * alt.made), worlds=mine.worlds)


def explain_bet(reason: Reason) -> str:
    """Return the English line of a bot's bet reason."""
    return english(reason, TEXTS)


__all__ = ["TEXTS", "bet_reason", "explain_bet"]
