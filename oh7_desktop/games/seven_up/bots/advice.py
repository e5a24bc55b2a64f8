"""Hints and bots' reasons in Seven Up: the hard level's choice for a seat, with one line of why.

:func:`advise` runs exactly the hard level's search on the seat's view (same seed, same worlds,
same candidates: :func:`.search.search_values`, so the hint *is* the hard bot's choice) and
keeps its figures: each candidate's chance to win the game once the deal is over (the hard
level's value, :func:`.search.race_value`), averaged over the sampled deals as they were
weighed. The line names the chosen action and its chance beside the next best one's.
:func:`decision_reason` explains a bot's stand, beg, give or run the same way, from its own
view when it decided; it names no card, so it can be shown to every player.

>>> from oh7_desktop.games.seven_up import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules(), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> seat_view = view(state, state.elder)
>>> advice = advise(seat_view, worlds=8)
>>> advice.action in seat_view.legal, advice.reason.code in ("hint_stand", "hint_beg")
(True, True)
>>> explain(Reason.of("hint_beg", chance=38, alt_chance=33, worlds=40))
'Beg: over the deals I tried, your chance to win the game is 38 %; 33 % if you stand'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...interface import Reason, english
from ...pack52 import Card
from .. import Action, Decide, Phase, SeatView
from ..rules import DECISIONS
from .easy import action_code, pick
from .hindsight import hindsight_reason
from .search import LEVELS, Config, Values, candidates, search_values
from .world import public_deal

TEXTS = {
    "hint_only": "Play {card}: it is your only choice",
    "hint_stand": "Stand: over the deals I tried, your chance to win the game is {chance} %; "
                  "{alt_chance} % if you beg",
    "hint_beg": "Beg: over the deals I tried, your chance to win the game is {chance} %; "
                "{alt_chance} % if you stand",
    "hint_give": "Give: over the deals I tried, your chance to win the game is {chance} %; "
                 "{alt_chance} % if you run",
    "hint_run": "Run: over the deals I tried, your chance to win the game is {chance} %; "
                "{alt_chance} % if you give",
    "hint_set_aside": "Set aside {card}: your chance to win the game is {chance} % over the deals "
                      "I tried; {alt_chance} % setting aside {alt_card}",
    "hint_lead": "Lead {card}: your chance to win the game is {chance} % over the deals I tried; "
                 "{alt_chance} % with {alt_card}",
    "hint_win": "Take the trick with {card}: your chance to win the game is {chance} % over the "
                "deals I tried; {alt_chance} % with {alt_card}",
    "hint_duck": "Let the trick go with {card}: your chance to win the game is {chance} % over "
                 "the deals I tried; {alt_chance} % with {alt_card}",
    "bot_stand": "Stand: over the deals I tried, my chance to win the game was {chance} %; "
                 "{alt_chance} % if I begged",
    "bot_beg": "Beg: over the deals I tried, my chance to win the game was {chance} %; "
               "{alt_chance} % if I stood",
    "bot_give": "Give: over the deals I tried, my chance to win the game was {chance} %; "
                "{alt_chance} % if I ran",
    "bot_run": "Run: over the deals I tried, my chance to win the game was {chance} %; "
               "{alt_chance} % if I gave",
}
"""English lines by code; chances in whole percent (the hard level's values)."""

HARD: Config = LEVELS["hard"]


@dataclass(frozen=True)
class Advice:
    """The hard level's action for a seat and why, as a translatable reason."""

    action: Action
    reason: Reason


def _config(worlds: int | None) -> Config:
    return HARD if worlds is None else replace(HARD, worlds=worlds)


def advise(view: SeatView, worlds: int | None = None) -> Advice:
    """Return the hard level's action for ``view`` (``worlds`` as in ``hard:N``) and its reason."""
    config = _config(worlds)
    options = candidates(view, config.aside_pool)
    if len(options) == 1:
        action = pick(view, options[0])
        return Advice(action, Reason.of("hint_only", card=_text(view, options[0])))
    values = search_values(view, config, options)
    best = values.best
    return Advice(pick(view, options[best]), _hint(view, values, best))


def decision_reason(view: SeatView, action: Action, worlds: int | None = None) -> Reason | None:
    """Return why the seat of ``view`` said ``action`` (stand, beg, give or run) from the hard
    level's figures, or None for any other action (plays and set-asides keep their cards)."""
    if not isinstance(action, Decide) or action not in view.legal:
        return None
    config = _config(worlds)
    options = candidates(view, config.aside_pool)
    values = search_values(view, config, options)
    chosen = options.index(action_code(action))
    return Reason.of(f"bot_{action.decision}", **_figures(values, chosen, _alternative(values, chosen)))


def explain(reason: Reason) -> str:
    """Return the English line of a hint's or a bot's reason."""
    return english(reason, TEXTS)


def _percent(share: float) -> int:
    return round(100 * share)


def _alternative(values: Values, chosen: int) -> int:
    """The best option other than ``chosen``."""
    return max((i for i in range(len(values.options)) if i != chosen), key=lambda i: values.sums[i])


def _figures(values: Values, chosen: int, alt: int) -> dict[str, int]:
    return {"chance": _percent(values.mean(chosen)), "alt_chance": _percent(values.mean(alt)),
            "worlds": values.worlds}


def _text(view: SeatView, code: int) -> str:
    """The cards of a play or set-aside code in the rulings' notation (``AH`` or ``AH,2C,5D``)."""
    if view.phase is Phase.SET_ASIDE:
        return ",".join(str(Card.from_code(c)) for c in range(52) if code >> c & 1)
    return str(Card.from_code(code))


def _hint(view: SeatView, values: Values, best: int) -> Reason:
    """Why the best option: its chance beside the next best option's, in the phase's words."""
    alt = _alternative(values, best)
    figures = _figures(values, best, alt)
    code = values.options[best]
    if view.phase in (Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN):
        return Reason.of(f"hint_{DECISIONS[code]}", **figures)
    cards = {"card": _text(view, code), "alt_card": _text(view, values.options[alt])}
    if view.phase is Phase.SET_ASIDE:
        return Reason.of("hint_set_aside", **cards, **figures)
    if not view.trick:
        return Reason.of("hint_lead", **cards, **figures)
    return Reason.of("hint_win" if _wins_trick(view, code) else "hint_duck", **cards, **figures)


def _wins_trick(view: SeatView, card: int) -> bool:
    """True when ``card`` takes the trick on the table (the seat plays second)."""
    deal = public_deal(view)
    lead, trump = deal.lead, deal.trump
    if card // 13 == lead // 13:
        return card > lead
    return card // 13 == trump


__all__ = ["Advice", "TEXTS", "advise", "decision_reason", "explain", "hindsight_reason"]
