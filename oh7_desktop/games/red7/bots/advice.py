"""Hints and bots' reasons in Red7: the hard level's move for a seat, with one line of why.

:func:`advise` runs exactly the hard level's search on the seat's view (same seed, worlds and
candidates: :func:`.search.search_values`, so the hint *is* the hard bot's move) and keeps its
figures: each searched move's value, averaged over the sampled worlds it was played in (the
chance to win the round in the basic game, the hard level's estimate of the chance to win the
game in the advanced one). The line says what the move does (the rule in force after it and
the cards the seat leads with, the engine's own standing) and its chance beside the next best
searched move's. :func:`decision_reason` explains a bot's move the same way, from its own view
when it moved: the move is public once made, so the line can be shown to every player.

>>> from oh7_desktop.games.red7 import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules(3), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> seat_view = view(state, state.turn)
>>> advice = advise(seat_view, worlds=8)
>>> advice.action in seat_view.legal, advice.reason.code.startswith("hint_")
(True, True)
>>> explain(Reason.of("hint_canvas", canvas="6G", rule="G", count=2, chance=61, alt_chance=48, worlds=96))
'Play 6G to the canvas: the rule becomes green and you lead with 2 cards; your chance to win is 61 % over the deals I tried, 48 % for the next best move'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...interface import Reason, english
from ..actions import Action, Fold
from ..cards import COLOUR_NAMES
from ..view import SeatView
from .hindsight import hindsight_reason
from .moves import move_args, move_kind
from .search import PROFILES, Profile, Values, search_values

_CHANCE = "your chance to win is {chance} % over the deals I tried, {alt_chance} % for the next best move"
_MINE = "my chance to win was {chance} % over the deals I tried, {alt_chance} % for my next best move"
_LEAD = "you lead with {count} cards"
_I_LEAD = "I led with {count} cards"

TEXTS = {
    "hint_palette": f"Play {{card}} to your palette: under {{rule}} {_LEAD}; {_CHANCE}",
    "hint_canvas": f"Play {{canvas}} to the canvas: the rule becomes {{rule}} and {_LEAD}; {_CHANCE}",
    "hint_both": f"Play {{card}} to your palette and {{canvas}} to the canvas: the rule becomes {{rule}} "
                 f"and {_LEAD}; {_CHANCE}",
    "hint_palette_action": f"Play {{card}} to your palette and use its action: {_CHANCE}",
    "hint_both_action": f"Play {{card}} to your palette, use its action, then {{canvas}} to the canvas: "
                        f"the rule becomes {{rule}} and {_LEAD}; {_CHANCE}",
    "hint_end_turn": f"End your turn without a discard: under {{rule}} {_LEAD}; {_CHANCE}",
    "hint_fold": "Fold: your chance to win is {chance} % folding over the deals I tried, "
                 "{alt_chance} % with the best move",
    "hint_fold_forced": "Fold: no move keeps you winning",
    "bot_palette": f"I played {{card}} to my palette: under {{rule}} {_I_LEAD}; {_MINE}",
    "bot_canvas": f"I played {{canvas}} to the canvas: the rule became {{rule}} and {_I_LEAD}; {_MINE}",
    "bot_both": f"I played {{card}} to my palette and {{canvas}} to the canvas: the rule became {{rule}} "
                f"and {_I_LEAD}; {_MINE}",
    "bot_palette_action": f"I played {{card}} to my palette and used its action: {_MINE}",
    "bot_both_action": f"I played {{card}} to my palette, used its action, then {{canvas}} to the "
                       f"canvas: the rule became {{rule}} and {_I_LEAD}; {_MINE}",
    "bot_end_turn": f"I ended my turn without a discard: under {{rule}} {_I_LEAD}; {_MINE}",
    "bot_fold": "I folded: my chance to win was {chance} % folding over the deals I tried, "
                "{alt_chance} % with my best move",
    "bot_fold_forced": "I folded: no move kept me winning",
}
"""English lines by code: cards in the rulings' notation, ``rule`` a colour letter (the table
draws its name), chances in whole percent."""

HARD: Profile = PROFILES["hard"]


@dataclass(frozen=True)
class Advice:
    """The hard level's action for a seat and why, as a translatable reason."""

    action: Action
    reason: Reason


def _profile(worlds: int | None) -> Profile:
    return HARD if worlds is None else dataclasses.replace(HARD, worlds=worlds)


def advise(view: SeatView, worlds: int | None = None) -> Advice:
    """Return the hard level's action for ``view`` (``worlds`` as in ``hard:N``) and its reason."""
    values = search_values(view, _profile(worlds))
    action = view.legal[values.best]
    reason = _reason("hint", view, values, values.best)
    assert reason is not None  # the chosen move was searched, or was the only candidate
    return Advice(action, reason)


def decision_reason(view: SeatView, action: Action, worlds: int | None = None) -> Reason | None:
    """Return why the seat of ``view`` made ``action``, from the hard level's figures (None if
    it is not one of the view's actions, or a move the hard level did not search)."""
    if action not in view.legal:
        return None
    values = search_values(view, _profile(worlds))
    return _reason("bot", view, values, view.legal.index(action))


def explain(reason: Reason) -> str:
    """Return the English line of a hint's or a bot's reason (the rule by its colour's name)."""
    rule = reason.get("rule")
    if isinstance(rule, str) and rule in COLOUR_NAMES:
        reason = Reason(reason.code, tuple((k, COLOUR_NAMES[rule] if k == "rule" else v)
                                           for k, v in reason.args))
    return english(reason, TEXTS)


def _percent(share: float) -> int:
    return round(100 * share)


def _reason(who: str, view: SeatView, values: Values, index: int) -> Reason | None:
    """The line for ``who`` ("hint" or "bot") about legal action ``index``: what it does and its
    chance beside the best other action searched to the end (None: ``index`` was not searched)."""
    action = view.legal[index]
    if values.worlds == 0:  # nothing but the fold was worth searching
        return Reason.of(f"{who}_fold_forced") if isinstance(action, Fold) else None
    mine = values.mean(index)
    others = [m for i in values.alive if i != index and (m := values.mean(i)) is not None]
    if mine is None or not others:
        return None
    kind = move_kind(action)
    args = {} if kind == "fold" else move_args(view, action)
    return Reason.of(f"{who}_{kind}", **args, chance=_percent(mine), alt_chance=_percent(max(others)),
                     worlds=values.worlds)


__all__ = ["Advice", "TEXTS", "advise", "decision_reason", "explain", "hindsight_reason", "move_args", "move_kind"]
