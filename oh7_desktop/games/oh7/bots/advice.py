"""Hints and bots' reasons: the hard level's choice for a seat, with one line of why.

:func:`advise` runs exactly the hard level's decision on the seat's view (same seed, same
budgets, so the hint *is* the hard bot's choice) and keeps the figures it decided on: for a
bet, the share of the sampled deals in which each candidate made its bet; for a play, each
card's mean value over the search's playouts. The reason is a code with arguments that the
app translates (cards in the rulings' notation, shares in whole percent); :data:`TEXTS` are
the English lines. The same function explains a hard bot's own bet ("Bet 1: …"), from its
own view at the time it bet.

Oh 7 ? offers the same advisers as every game (:mod:`oh7_desktop.games.capabilities`):
:func:`advise`, :func:`decision_reason` (a bot's bet: :mod:`.bet_reason`) and
:func:`hindsight_reason` (could a seat have made its bet: :mod:`.hindsight`).

>>> from oh7_desktop.games.oh7 import Rules, new_game, apply, chance_action, view
>>> state = new_game(Rules("base", 4), seed=5)
>>> state, _ = apply(state, chance_action(state))
>>> advice = advise(view(state, 0), iterations=60)
>>> advice.reason.code, advice.action in view(state, 0).legal
('hint_bet', True)
>>> explain(Reason.of("hint_bet", card="2H", bet=2, made=58, alt_card="1S", alt_bet=1, alt_made=41, worlds=200))
'Bet 2 with 2H: you make it in 58 % of the deals I tried; 1 with 1S makes it in 41 %'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...interface import Reason, ReasonArg, english
from .. import Action, Phase, SeatView
from ..cards import Card
from ..fast import card_value
from ..state import GameState
from .bet_reason import bet_reason
from .easy import winning_now
from .easy_bot import pick
from .hard import DEFAULT, BetValue, HardConfig, PlayValues, bet_values, play_values
from .hindsight import hindsight, hindsight_reason as answer_reason
from .medium import candidates
from .value import Scorer
from .world import deck_counts, play_world

TEXTS = {
    "hint_only": "{card} is your only choice",
    "hint_bet": "Bet {bet} with {card}: you make it in {made} % of the deals I tried; "
                "{alt_bet} with {alt_card} makes it in {alt_made} %",
    "hint_show": "Show the ?: your bet is made in {made} % of the deals I tried, {alt_made} % if you keep it",
    "hint_keep": "Keep the ?: your bet is made in {made} % of the deals I tried, {alt_made} % if you show it",
    "hint_lead_need": "Lead {card}: you still need {need} (worth {value}; {alt_card} {alt_value})",
    "hint_lead_done": "Lead {card}: you have your tricks, give the lead away (worth {value}; {alt_card} {alt_value})",
    "hint_win": "Win with {card}: you still need {need} (worth {value}; {alt_card} {alt_value})",
    "hint_win_cheaply": "Win cheaply with {card}: you still need {need} (worth {value}; {alt_card} {alt_value})",
    "hint_duck": "Let this trick go with {card}: you still need {need}, but not this one "
                 "(worth {value}; {alt_card} {alt_value})",
    "hint_shed": "Shed {card}: you have your tricks, take no more (worth {value}; {alt_card} {alt_value})",
    "hint_take": "Take it with {card}: you cannot lose it here (worth {value}; {alt_card} {alt_value})",
}
"""English lines by code; values are the search's mean relative points, signed."""


@dataclass(frozen=True)
class Advice:
    """The hard level's action for a seat and why, as a translatable reason."""

    action: Action
    reason: Reason


def advise(view: SeatView, iterations: int | None = None, config: HardConfig = DEFAULT) -> Advice:
    """Return the hard level's action for ``view`` (``iterations`` as in ``hard:N``) and its reason."""
    if iterations is not None:
        config = config.scaled(iterations)
    options = candidates(view)
    if len(options) == 1:
        action = pick(view, options[0])
        return Advice(action, Reason.of("hint_only", card=_option_text(options[0])))
    rng = random.Random(view.decision_seed)  # the hard level's own seed: the same choice
    scorer = Scorer.of(view, config.bonus)
    if view.phase is Phase.PLAY:
        found = play_values(view, config, scorer, rng)
        return Advice(pick(view, found.move), _play_reason(view, found))
    values = bet_values(view, options, config, scorer, rng)
    best = max(values, key=lambda v: v.total)
    return Advice(pick(view, best.option), _bet_reason(best, values))


def decision_reason(view: SeatView, action: Action, iterations: int | None = None) -> Reason | None:
    """Return why the seat of ``view`` bet ``action`` (:func:`.bet_reason.bet_reason`; None for
    anything but a bet: Oh 7 ? bots explain their bets)."""
    return bet_reason(view, action, iterations)


def hindsight_reason(states: Sequence[GameState], seat: int) -> Reason | None:
    """Could ``seat`` have made its bet in the finished deal ``states`` (each the engine's state
    before one action)? Searched from the first state of its play (None: it was never played)."""
    start = next((state for state in states if state.phase is Phase.PLAY), None)
    return None if start is None else answer_reason(hindsight(start, seat))


def explain(reason: Reason) -> str:
    """Return the English line of a hint's reason."""
    return english(reason, TEXTS)


def _option_text(option: int | bool) -> str:
    if isinstance(option, bool):
        return "show the ?" if option else "keep the ?"
    return str(Card.from_code(option))


def _percent(share: float) -> int:
    return round(100 * share)


def _bet_reason(best: BetValue, values: list[BetValue]) -> Reason:
    """Why this bet (or ``?`` choice): its bet-made share beside the next best candidate's."""
    others = [v for v in values if v is not best]
    alt = max(others, key=lambda v: v.total)
    if isinstance(best.option, bool):
        return Reason.of("hint_show" if best.option else "hint_keep", made=_percent(best.made),
                         alt_made=_percent(alt.made), worlds=best.worlds)
    assert not isinstance(alt.option, bool)
    return Reason.of("hint_bet", card=_option_text(best.option), bet=card_value(best.option),
                     made=_percent(best.made), alt_card=_option_text(alt.option),
                     alt_bet=card_value(alt.option), alt_made=_percent(alt.made), worlds=best.worlds)


def _play_reason(view: SeatView, found: PlayValues) -> Reason:
    """Why this card: what the seat still needs, whether the card wins the trick as it stands,
    and the card's value beside the next best card's."""
    move, need = found.move, view.bets[view.seat] - view.tricks_won[view.seat]
    others = [m for m in found.values if m != move]
    alt = max(others, key=lambda m: found.values[m]) if others else move
    figures: dict[str, ReasonArg] = {"card": _option_text(move), "need": max(need, 0),
               "value": f"{found.values.get(move, 0.0):+.1f}", "alt_card": _option_text(alt),
               "alt_value": f"{found.values.get(alt, 0.0):+.1f}", "searched": found.visits.get(move, 0)}
    if not view.trick:
        return Reason.of("hint_lead_need" if need > 0 else "hint_lead_done", **figures)
    hands: list[list[int]] = [[] for _ in range(view.players)]
    hands[view.seat] = [int(c) for c in view.hand]
    sim = play_world(view, hands, [], deck_counts(view.rules.mode, view.players))
    legal = sim.legal(view.seat)
    winners = winning_now(sim, legal)
    if move in winners:
        if need <= 0:
            return Reason.of("hint_take", **figures)
        cheapest = min(winners, key=lambda c: sim.strength[c])
        return Reason.of("hint_win_cheaply" if move == cheapest else "hint_win", **figures)
    return Reason.of("hint_duck" if need > 0 else "hint_shed", **figures)


__all__ = ["Advice", "TEXTS", "advise", "decision_reason", "explain", "hindsight_reason"]
