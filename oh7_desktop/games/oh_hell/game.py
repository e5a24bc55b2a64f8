"""The game as a state machine: ``legal_actions``, ``to_move`` and ``apply`` by phase.

>>> from .rules import Rules
>>> from .state import new_game
>>> state = new_game(Rules(players=4, hook=True), seed=7)
>>> state, events = apply(state, deal_action(state))
>>> state.phase.value, to_move(state), [a.bid for a in legal_actions(state, 1)]
('bid', (1,), [0, 1])
>>> apply(state, Bid(2, 0))
Traceback (most recent call last):
...
oh7_desktop.games.oh_hell.game.IllegalAction: it is seat 1's turn, not seat 2's
"""

from __future__ import annotations

from collections.abc import Sequence

from ..interface import IllegalAction as _GameIllegalAction
from ..pack52 import Card
from . import events as ev
from .actions import Action, Bid, Deal, Play, bid_of, play_of
from .bidding import apply_bid, apply_deal, bid_choices, bid_reason, bidders, deal_problem
from .dealing import seeded_deal
from .playing import apply_play, play_choices, play_reason, seat_to_play
from .reasons import Reason, explain
from .rules import Phase
from .state import GameState

_ACTION_NAME = {Deal: "deal", Bid: "bid", Play: "play"}
_EXPECTS = {Phase.DEAL: Deal, Phase.BID: Bid, Phase.PLAY: Play}


class IllegalAction(_GameIllegalAction):
    """Raised by the checked ``apply`` for an action the rules forbid; the message says why."""


def deal_action(state: GameState) -> Deal:
    """Return the chance action of the next hand, drawn from the game's seed."""
    return seeded_deal(state.rules, state.seed, state.hand_index)


def to_move(state: GameState) -> tuple[int, ...]:
    """Return the seats that must act now (every seat still choosing secret bids)."""
    if state.phase is Phase.BID:
        return bidders(state)
    if state.phase is Phase.PLAY:
        return (seat_to_play(state),)
    return ()


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Return every legal action now, of ``seat`` or of every seat (the chance deal included)."""
    if state.phase is Phase.DEAL:
        return [deal_action(state)] if seat is None else []
    seats: Sequence[int] = to_move(state) if seat is None else [s for s in to_move(state) if s == seat]
    actions: list[Action] = []
    for s in seats:
        if state.phase is Phase.BID:
            actions += [bid_of(s, b) for b in bid_choices(state, s)]
        else:
            actions += [play_of(s, c) for c in play_choices(state, s)]
    return actions


def illegal_reason(state: GameState, action: Action) -> Reason | None:
    """Return why ``action`` is illegal in ``state`` as a code, or None if it is legal."""
    expected = _EXPECTS.get(state.phase)
    if expected is None or not isinstance(action, expected):
        return Reason.of("wrong_phase", action=_ACTION_NAME.get(type(action), "act"),
                         phase=state.phase.value)
    if isinstance(action, Deal):
        problem = deal_problem(state.rules, state.hand_index, action)
        return None if problem is None else Reason.of("bad_deal", detail=problem)
    if isinstance(action, Bid):
        return bid_reason(state, action.seat, action.bid)
    if not isinstance(action.card, Card):
        return Reason.of("not_holding", seat=action.seat, card=repr(action.card))
    return play_reason(state, action.seat, action.card)


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Return the state after ``action`` and the events it caused; raise
    :class:`IllegalAction` (with its reason) if the rules forbid it. ``state`` never changes."""
    reason = illegal_reason(state, action)
    if reason is not None:
        raise IllegalAction(explain(reason), reason)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Like :func:`apply` without validation: faster, only for actions known legal (from
    :func:`legal_actions`); an illegal action gives an undefined state."""
    if isinstance(action, Play):
        new, out = apply_play(state, action)
    elif isinstance(action, Bid):
        new, out = apply_bid(state, action)
    else:
        new, out = apply_deal(state, action)
    return new, tuple(out)
