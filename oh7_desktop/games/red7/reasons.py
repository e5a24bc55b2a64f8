"""Why a Red7 action is illegal, as codes (:class:`~oh7_desktop.games.interface.Reason`).

The app translates a reason from its code and arguments; :func:`explain` gives the English
line used by the command line and in records' error messages. Cards and rules are arguments
in the rulings' notation (``4G``, ``G``).

>>> explain(Reason.of("would_not_win", seat=2, rule="G"))
'seat 2 would not be winning under G'
>>> explain(Reason.of("wrong_phase", action="move", phase="deal"))
'cannot make a move while the round is not dealt yet'
"""

from __future__ import annotations

from typing import Final

from ..interface import Reason, explain_phases

ACTION_TEXT: Final = {"deal": "deal", "move": "make a move", "finish": "end a turn",
                      "fold": "fold"}
PHASE_TEXT: Final = {
    "deal": "the round is not dealt yet", "turn": "a round is being played",
    "after_draw": "the mover must first end the turn that drew",
    "game_over": "the game is over",
}
TEXTS: Final = {
    "bad_deal": "{detail}",
    "not_your_turn": "it is seat {turn}'s turn, not seat {seat}'s",
    "not_holding": "seat {seat} does not hold {card}",
    "empty_move": "seat {seat} must play a card to the palette, discard one to the canvas, "
                  "or fold",
    "same_card": "{card} cannot go both to the palette and to the canvas",
    "must_fold": "seat {seat} has no card left and must fold",
    "would_not_win": "seat {seat} would not be winning under {rule}",
    "nothing_due": "no action is due after {card} ({effect})",
    "action_due": "{card} obliges its action: {action}",
    "not_in_palette": "{card} is not in seat {seat}'s palette",
    "cannot_take": "{card} cannot be taken from seat {owner} (not in a palette with at least "
                   "as many cards as the mover's)",
    "nothing_drawn": "seat {seat} has drawn no card this turn: end turns with a move",
    "discard_after_draw": "seat {seat} drew: the discard is chosen after the drawn card is seen",
}
"""English templates by code (``wrong_phase`` is composed from the two tables above)."""


def explain(reason: Reason) -> str:
    """Return the English line for a Red7 reason."""
    return explain_phases(reason, TEXTS, ACTION_TEXT, PHASE_TEXT)


__all__ = ["ACTION_TEXT", "PHASE_TEXT", "Reason", "TEXTS", "explain"]
