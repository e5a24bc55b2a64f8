"""What a Red7 move does, in the reasons' words: shared by the hints, the bots' reasons
(:mod:`.advice`) and hindsight (:mod:`.hindsight`).

>>> from oh7_desktop.games.red7.actions import Fold
>>> move_kind(Fold(0))
'fold'
"""

from __future__ import annotations

from ...interface import ReasonArg
from ..actions import Action, Finish, Fold, Move
from ..view import SeatView, preview


def move_kind(action: Action) -> str:
    """Return what a move does in the reasons' words (``palette``, ``canvas``, ``both``,
    ``palette_action``, ``both_action``, ``end_turn`` or ``fold``)."""
    if isinstance(action, Fold):
        return "fold"
    if isinstance(action, Finish):
        return "end_turn" if action.canvas is None else "canvas"
    assert isinstance(action, Move)
    if action.palette is None:
        return "canvas"
    kind = "palette" if action.canvas is None else "both"
    return kind + "_action" if action.effects else kind


def move_args(view: SeatView, action: Action) -> dict[str, ReasonArg]:
    """Return the cards of a move and the standing after it: ``card`` (to the palette),
    ``canvas`` (to the canvas), ``rule`` in force and ``count`` of the seat's counting cards."""
    args: dict[str, ReasonArg] = {}
    if isinstance(action, Move) and action.palette is not None:
        args["card"] = str(action.palette)
    if isinstance(action, (Move, Finish)) and action.canvas is not None:
        args["canvas"] = str(action.canvas)
    after = preview(view, action)
    args["rule"], args["count"] = after.rule, after.counts[view.seat]
    return args


__all__ = ["move_args", "move_kind"]
