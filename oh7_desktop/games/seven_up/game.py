"""The game as a state machine: ``legal_actions``, ``to_move`` and ``apply`` by phase.

The rules are in the package's docstring (:mod:`oh7_desktop.games.seven_up`).

>>> from .rules import Rules
>>> from .state import new_game
>>> state = new_game(Rules(), seed=7)
>>> state, events = apply(state, deal_action(state))
>>> state.phase.value, to_move(state), [str(a) for a in legal_actions(state)]
('stand_or_beg', (1,), ['seat 1 says stand', 'seat 1 says beg'])
>>> apply(state, decide_of(0, "give"))
Traceback (most recent call last):
...
oh7_desktop.games.interface.IllegalAction: it is seat 1's turn, not seat 0's
"""

from __future__ import annotations

from itertools import combinations

from ..interface import IllegalAction, Reason
from . import events as ev
from .actions import Action, Decide, Play, SetAside, Shuffle, decide_of, play_of, set_aside_of
from .opening import (apply_decide, apply_set_aside, apply_shuffle, pack_problem,
                       set_aside_reason, set_aside_turn)
from .dealing import seeded_pack
from .playing import apply_play, play_choices, play_reason, seat_to_play
from .reasons import explain
from .rules import RUN_SIZE, Phase
from .state import GameState

_ACTION_NAME = {Shuffle: "shuffle", Decide: "decide", SetAside: "set_aside", Play: "play"}
_EXPECTS: dict[Phase, type] = {Phase.DEAL: Shuffle, Phase.STAND_OR_BEG: Decide,
                               Phase.GIVE_OR_RUN: Decide, Phase.SET_ASIDE: SetAside,
                               Phase.PLAY: Play}
_CHOICES = {Phase.STAND_OR_BEG: ("stand", "beg"), Phase.GIVE_OR_RUN: ("give", "run")}


def deal_action(state: GameState) -> Shuffle:
    """Return the seeded pack due now (the deal's first, or the next after the pack ran out)."""
    reshuffle = len(state.current.packs) if len(state.log) > state.deal_index else 0
    return Shuffle(seeded_pack(state.seed, state.deal_index, reshuffle))


def to_move(state: GameState) -> tuple[int, ...]:
    """Return the seat that must act now (one at most: Seven Up has no simultaneous choice)."""
    phase = state.phase
    if phase is Phase.STAND_OR_BEG:
        return (state.elder,)
    if phase is Phase.GIVE_OR_RUN:
        return (state.dealer,)
    if phase is Phase.SET_ASIDE:
        return (set_aside_turn(state),)
    if phase is Phase.PLAY:
        return (seat_to_play(state),)
    return ()


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Return every legal action now, of ``seat`` or of whoever must act (the chance pack
    included when ``seat`` is None)."""
    if state.phase is Phase.DEAL:
        return [deal_action(state)] if seat is None else []
    movers = to_move(state)
    if not movers or (seat is not None and seat != movers[0]):
        return []
    mover = movers[0]
    if state.phase in _CHOICES:
        return [decide_of(mover, d) for d in _CHOICES[state.phase]]
    if state.phase is Phase.SET_ASIDE:
        return [set_aside_of(mover, cards)
                for cards in combinations(sorted(state.hands[mover]), RUN_SIZE)]
    return [play_of(mover, card) for card in play_choices(state, mover)]


def illegal_reason(state: GameState, action: Action) -> Reason | None:
    """Return why ``action`` is illegal in ``state`` as a code, or None if it is legal."""
    expected = _EXPECTS.get(state.phase)
    if expected is None or not isinstance(action, expected):
        return Reason.of("wrong_phase", action=_ACTION_NAME.get(type(action), "act"),
                         phase=state.phase.value)
    if isinstance(action, Shuffle):
        problem = pack_problem(action.pack)
        return None if problem is None else Reason.of("bad_pack", detail=problem)
    if action.seat not in (0, 1):
        return Reason.of("no_seat", seat=action.seat)
    if isinstance(action, Decide):
        turn, choices = to_move(state)[0], _CHOICES[state.phase]
        if action.seat != turn:
            return Reason.of("not_your_turn", seat=action.seat, turn=turn)
        if action.decision not in choices:
            return Reason.of("bad_decision", seat=action.seat, decision=str(action.decision),
                             choices=" or ".join(choices))
        return None
    if isinstance(action, SetAside):
        return set_aside_reason(state, action)
    return play_reason(state, action)


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Return the state after ``action`` and the events it caused; raise
    :class:`~oh7_desktop.games.interface.IllegalAction` with the reason if the rules forbid
    it. ``state`` is never changed."""
    reason = illegal_reason(state, action)
    if reason is not None:
        raise IllegalAction(explain(reason), reason)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Like :func:`apply` without validation: faster, and only for actions known legal
    (from :func:`legal_actions`); an illegal action gives an undefined state."""
    if isinstance(action, Play):
        new, out = apply_play(state, action)
    elif isinstance(action, Decide):
        new, out = apply_decide(state, action)
    elif isinstance(action, SetAside):
        new, out = apply_set_aside(state, action)
    else:
        new, out = apply_shuffle(state, action)
    return new.evolve(actions=state.actions + 1), tuple(out)


__all__ = ["apply", "apply_unchecked", "deal_action", "illegal_reason", "legal_actions", "to_move"]
