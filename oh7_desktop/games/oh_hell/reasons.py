"""Why an Oh Hell action is illegal, as codes (:class:`~oh7_desktop.games.interface.Reason`).

The app translates a reason from its code and arguments; :func:`explain` gives the English
line used by the command line and in records' error messages. Cards and suits are in the
rulings' notation (``9S``, ``S``).

>>> explain(Reason.of("must_follow", seat=1, suit="S", holds="9S"))
'seat 1 must follow S (holds 9S)'
>>> explain(Reason.of("hook_forbids", seat=0, bid=2, cards=5))
'seat 0 deals and may not bid 2: the bids would add up to 5, the number of tricks (hook)'
>>> explain(Reason.of("wrong_phase", action="bid", phase="play"))
'cannot bid while tricks are being played'
"""

from __future__ import annotations

from typing import Final

from ..interface import Reason, english

ACTION_TEXT: Final = {"deal": "deal", "bid": "bid", "play": "play a card"}
PHASE_TEXT: Final = {
    "deal": "the cards are not dealt yet", "bid": "bids are being made",
    "play": "tricks are being played", "game_over": "the game is over",
}
TEXTS: Final = {
    "bad_deal": "{detail}",
    "not_your_turn": "it is seat {turn}'s turn, not seat {seat}'s",
    "no_bid_now": "seat {seat} has no bid to make now",
    "bid_out_of_range": "seat {seat} may bid 0 to {cards}, not {bid}",
    "hook_forbids": "seat {seat} deals and may not bid {bid}: the bids would add up to "
                    "{cards}, the number of tricks (hook)",
    "not_holding": "seat {seat} does not hold {card}",
    "must_follow": "seat {seat} must follow {suit} (holds {holds})",
    "must_trump": "seat {seat} cannot follow {lead} and must trump with {suit} (holds {holds}: "
                  "podrida)",
}
"""English templates by code (``wrong_phase`` is composed from the two tables above)."""


def explain(reason: Reason) -> str:
    """Return the English line for an Oh Hell reason."""
    if reason.code == "wrong_phase":
        action, phase = str(reason.get("action")), str(reason.get("phase"))
        return f"cannot {ACTION_TEXT.get(action, 'act')} while {PHASE_TEXT.get(phase, phase)}"
    return english(reason, TEXTS)


__all__ = ["ACTION_TEXT", "PHASE_TEXT", "Reason", "TEXTS", "explain"]
