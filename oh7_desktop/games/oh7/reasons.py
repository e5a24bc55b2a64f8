"""Why an Oh 7 ? action is illegal, as codes (:class:`~oh7_desktop.games.interface.Reason`).

The app translates a reason from its code and arguments; :func:`explain` gives the English
line used by the command line and in records' error messages. Cards and suits are arguments
in the rulings' notation (``4H``, ``H``); the app draws them with symbols.

>>> explain(Reason.of("must_follow", seat=2, suit="H", holds="4H"))
'seat 2 must follow H (holds 4H)'
>>> explain(Reason.of("wrong_phase", action="play", phase="bet"))
'cannot play a card while bets are being made'
"""

from __future__ import annotations

from typing import Final

from ..interface import Reason, english

ACTION_TEXT: Final = {"deal": "deal", "bet": "bet", "show": "decide on the ?", "settle": "settle a tie",
                     "play": "play a card"}
PHASE_TEXT: Final = {
    "deal": "the cards are not dealt yet", "bet": "bets are being made",
    "interrobang": "the tie for first leader is being settled", "play": "tricks are being played",
    "game_over": "the game is over",
}
TEXTS: Final = {
    "bad_deal": "{detail}",
    "no_bet_now": "seat {seat} has no bet to make now",
    "not_holding": "seat {seat} does not hold {card}",
    "interrobang_never_bet": "the ? can never be bet with",
    "already_bet_with": "seat {seat} already bet with {card} in this deal",
    "not_asked": "seat {seat} was not asked about the ?",
    "question_pending": "the tied ? holder must decide first",
    "not_your_turn": "it is seat {turn}'s turn, not seat {seat}'s",
    "must_follow": "seat {seat} must follow {suit} (holds {holds})",
    "won_trump": "seat {seat} wins with {card}, the highest trump",
    "won_interrobang": "seat {seat} wins with the ?, as no trump was played",
    "won_lead": "seat {seat} wins with {card}, the highest of the led suit {suit}",
    "won_naught": "seat {seat} wins with the N, as no suit was led",
}
"""English templates by code (``wrong_phase`` is composed from the two tables above)."""


def explain(reason: Reason) -> str:
    """Return the English line for an Oh 7 ? reason."""
    if reason.code == "wrong_phase":
        action, phase = str(reason.get("action")), str(reason.get("phase"))
        return f"cannot {ACTION_TEXT.get(action, 'act')} while {PHASE_TEXT.get(phase, phase)}"
    return english(reason, TEXTS)


__all__ = ["ACTION_TEXT", "PHASE_TEXT", "Reason", "TEXTS", "explain"]
