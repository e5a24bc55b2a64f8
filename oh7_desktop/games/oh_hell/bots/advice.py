"""Hints and bots' reasons for Oh Hell: the hard level's choice for a seat, with one line of why.

:func:`advise` runs exactly the hard level's decision on the seat's view (same seed, same
budget: :func:`.hard.hard_choice`, so the hint *is* the hard bot's choice) and states the
figures it decided on: for a bid, the share of the sampled deals in which the bid was made
beside the next best bid's (and the bid the hook forbids the dealer); for a card, what the
seat still needs, whether the card wins the trick as it stands, and its mean value (relative
points per deal) beside the next best card's. :func:`decision_reason` explains a bot's own
bid from its view when it bid. Reasons are codes the app translates (cards in the rulings'
notation, shares in whole percent); :data:`TEXTS` are the English lines.

>>> from oh7_desktop.games.oh_hell import Rules, apply, deal_action, new_game, view
>>> state = new_game(Rules(players=4), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> advice = advise(view(state, 1), budget=4)
>>> advice.reason.code, advice.action in view(state, 1).legal
('hint_bid', True)
>>> explain(Reason.of("hint_bid", bid=2, made=58, alt_bid=1, alt_made=41, worlds=40))
'Bid 2: you make it in 58 % of the deals I tried; bidding 1 makes it in 41 %'
"""

from __future__ import annotations

from dataclasses import dataclass

from ...interface import Reason, ReasonArg, english
from ...pack52 import PACK
from ..actions import Action, Bid
from ..fast import POWER
from ..rules import Phase
from ..view import SeatView
from .basic import pick
from .hard import DEFAULT, HardChoice, HardConfig, hard_choice
from .hindsight import hindsight_reason
from .world import play_world

_PLAY_FIGURES = "(worth {value} points; {alt_card} {alt_value})"
TEXTS = {
    "hint_only_bid": "Bid {bid}: it is the only bid you may make",
    "hint_only_card": "Play {card}: it is the only card you may play",
    "hint_bid": "Bid {bid}: you make it in {made} % of the deals I tried; "
                "bidding {alt_bid} makes it in {alt_made} %",
    "hint_bid_hook": "Bid {bid}: the hook forbids you {forbidden}; {bid} is made in {made} % "
                     "of the deals I tried, {alt_bid} in {alt_made} %",
    "hint_lead_need": "Lead {card}: tricks still to win: {need} " + _PLAY_FIGURES,
    "hint_lead_done": "Lead {card}: you have your tricks, give the lead away " + _PLAY_FIGURES,
    "hint_win": "Win with {card}: tricks still to win: {need} " + _PLAY_FIGURES,
    "hint_win_cheaply": "Win cheaply with {card}: tricks still to win: {need} " + _PLAY_FIGURES,
    "hint_duck": "Let this trick go with {card}: tricks still to win: {need}, but not this one "
                 + _PLAY_FIGURES,
    "hint_shed": "Shed {card}: you have your tricks, take no more " + _PLAY_FIGURES,
    "hint_take": "Take it with {card}: you cannot lose it here " + _PLAY_FIGURES,
    "hint_take_now": "Take it with {card}: it costs you least here " + _PLAY_FIGURES,
    "bot_bid": "Bid {bid}: I expected to make it in {made} % of the deals I tried "
               "({tricks} tricks on average); my next best bid made it in {alt_made} %",
    "bot_bid_hook": "Bid {bid}: as dealer I could not bid {forbidden} (hook); I expected to "
                    "make {bid} in {made} % of the deals I tried ({tricks} tricks on average)",
    "bot_bid_only": "Bid {bid}: it was the only bid I could make",
}
"""English lines by code; values are mean relative points per deal, signed."""


@dataclass(frozen=True)
class Advice:
    """The hard level's action for a seat and why, as a translatable reason."""

    action: Action
    reason: Reason


def advise(view: SeatView, budget: int | None = None, config: HardConfig = DEFAULT) -> Advice:
    """Return the hard level's action for ``view`` (``budget`` as in ``hard:N``) and its reason."""
    choice = hard_choice(view, budget, config)
    action = pick(view, choice.option)
    if view.phase is Phase.BID:
        return Advice(action, _bid_hint(view, choice))
    if choice.method == "only":
        return Advice(action, Reason.of("hint_only_card", card=str(PACK[choice.option])))
    return Advice(action, _play_hint(view, choice))


def decision_reason(view: SeatView, action: Action, budget: int | None = None,
                    config: HardConfig = DEFAULT) -> Reason | None:
    """Return why the seat of ``view`` bid ``action`` (None for a play, or an action that is
    not one of the view's bids), from the hard level's figures on that view."""
    if not isinstance(action, Bid) or action not in view.legal:
        return None
    choice = hard_choice(view, budget, config)
    if choice.method == "only":
        return Reason.of("bot_bid_only", bid=action.bid)
    made, tricks = _outcome(choice, action.bid)
    forbidden = hooked(view)
    if forbidden is not None:
        return Reason.of("bot_bid_hook", bid=action.bid, forbidden=forbidden, made=made,
                         tricks=f"{tricks:.1f}", worlds=choice.worlds)
    alt = _runner_up(choice, action.bid)
    return Reason.of("bot_bid", bid=action.bid, made=made, tricks=f"{tricks:.1f}",
                     alt_made=_outcome(choice, alt)[0], worlds=choice.worlds)


def explain(reason: Reason) -> str:
    """Return the English line of a hint's or a bot's reason."""
    return english(reason, TEXTS)


def hooked(view: SeatView) -> int | None:
    """Return the bid the hook forbids this seat now (None: no bid is forbidden)."""
    if view.phase is not Phase.BID:
        return None
    allowed = {a.bid for a in view.legal if isinstance(a, Bid)}
    if not allowed:
        return None  # nothing to bid now (a secret bid already chosen)
    forbidden = [b for b in range(view.cards + 1) if b not in allowed]
    return forbidden[0] if forbidden else None


def _outcome(choice: HardChoice, bid: int) -> tuple[int, float]:
    """Return the share (whole percent) of worlds in which ``bid`` was made, and the mean
    tricks won, from the bid's playouts."""
    assert choice.won is not None
    won = choice.won[choice.options.index(bid)]
    return round(100 * sum(w == bid for w in won) / len(won)), sum(won) / len(won)


def _runner_up(choice: HardChoice, chosen: int) -> int:
    """Return the best candidate other than ``chosen`` (ties: the first)."""
    others = [i for i, option in enumerate(choice.options) if option != chosen]
    return choice.options[max(others, key=choice.values.__getitem__)]


def _bid_hint(view: SeatView, choice: HardChoice) -> Reason:
    """Why this bid: its made share beside the next best bid's (and the hook, if it bites)."""
    bid = choice.option
    if choice.method == "only":
        return Reason.of("hint_only_bid", bid=bid)
    alt = _runner_up(choice, bid)
    made, alt_made = _outcome(choice, bid)[0], _outcome(choice, alt)[0]
    forbidden = hooked(view)
    if forbidden is not None:
        return Reason.of("hint_bid_hook", bid=bid, forbidden=forbidden, made=made, alt_bid=alt,
                         alt_made=alt_made, worlds=choice.worlds)
    return Reason.of("hint_bid", bid=bid, made=made, alt_bid=alt, alt_made=alt_made,
                     worlds=choice.worlds)


def _play_hint(view: SeatView, choice: HardChoice) -> Reason:
    """Why this card: what the seat still needs, whether the card wins the trick as it
    stands, and its value beside the next best card's."""
    move = choice.option
    bid = view.bids[view.seat] or 0
    need = bid - view.tricks_won[view.seat]
    alt = _runner_up(choice, move)
    figures: dict[str, ReasonArg] = {
        "card": str(PACK[move]), "need": max(need, 0), "value": f"{choice.mean(move):+.1f}",
        "alt_card": str(PACK[alt]), "alt_value": f"{choice.mean(alt):+.1f}",
        "worlds": choice.worlds, "method": choice.method}
    if not view.trick:
        return Reason.of("hint_lead_need" if need > 0 else "hint_lead_done", **figures)
    hands: list[list[int]] = [[] for _ in range(view.players)]
    hands[view.seat] = [int(c) for c in view.hand]
    sim = play_world(view, hands)
    power = POWER[sim.row + sim.lead]
    top = max(power[c] for c in sim.trick)
    winners = [c for c in choice.options if power[c] > top]
    if move in winners:
        if need <= 0:
            forced = len(winners) == len(choice.options)
            return Reason.of("hint_take" if forced else "hint_take_now", **figures)
        cheapest = min(winners, key=power.__getitem__)
        return Reason.of("hint_win_cheaply" if move == cheapest else "hint_win", **figures)
    return Reason.of("hint_duck" if need > 0 else "hint_shed", **figures)


__all__ = ["Advice", "TEXTS", "advise", "decision_reason", "explain", "hindsight_reason", "hooked"]
