"""Why a Seven Up action is illegal, as codes (:class:`~oh7_desktop.games.interface.Reason`).

The app translates a reason from its code and arguments; :func:`explain` gives the English
line used by the command line and in records' error messages. Cards and suits are arguments
in the rulings' notation (``9S``, ``H``).

>>> explain(Reason.of("must_follow", seat=1, suit="S", holds="9S"))
'seat 1 must follow S (holds 9S)'
>>> explain(Reason.of("bad_decision", seat=0, decision="give", choices="stand or beg"))
'seat 0 must say stand or beg, not give'
>>> explain(Reason.of("wrong_phase", action="play", phase="set_aside"))
'cannot play a card while the players set cards aside'
"""

from __future__ import annotations

from typing import Final

from ..interface import Reason, english

ACTION_TEXT: Final = {"shuffle": "shuffle a pack", "decide": "decide on the trump",
                      "set_aside": "set cards aside", "play": "play a card"}
PHASE_TEXT: Final = {
    "deal": "a pack is due", "stand_or_beg": "elder decides to stand or beg",
    "give_or_run": "the dealer decides to give or run",
    "set_aside": "the players set cards aside", "play": "tricks are being played",
    "game_over": "the game is over",
}
TEXTS: Final = {
    "bad_pack": "{detail}",
    "no_seat": "there is no seat {seat} (seats are 0 and 1)",
    "not_your_turn": "it is seat {turn}'s turn, not seat {seat}'s",
    "bad_decision": "seat {seat} must say {choices}, not {decision}",
    "set_aside_count": "seat {seat} must set aside exactly 3 cards, not {count}",
    "set_aside_twice": "seat {seat} names {card} twice in its set-aside",
    "not_holding": "seat {seat} does not hold {card}",
    "must_follow": "seat {seat} must follow {suit} (holds {holds})",
}
"""English templates by code (``wrong_phase`` is composed from the two tables above)."""


def explain(reason: Reason) -> str:
    """Return the English line for a Seven Up reason."""
    if reason.code == "wrong_phase":
        action, phase = str(reason.get("action")), str(reason.get("phase"))
        return f"cannot {ACTION_TEXT.get(action, 'act')} while {PHASE_TEXT.get(phase, phase)}"
    return english(reason, TEXTS)


__all__ = ["ACTION_TEXT", "PHASE_TEXT", "Reason", "TEXTS", "explain"]
