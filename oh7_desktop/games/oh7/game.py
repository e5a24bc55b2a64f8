"""The game as a state machine: ``legal_actions``, ``to_move`` and ``apply`` by phase.

Rules in brief (``RULES.md`` has them whole): each deal gives seven cards to each seat;
everyone bets at once by revealing a card of their hand (its value is the number of
tricks they must win exactly); a sum of 7 (with the two-player dummy's 2), or no
regular card among the bets, means betting again with another card, and a third
failure redeals. The highest regular bet card leads first and its suit is trump
(a tied ``?`` holder may show it to take the lead, asked in private: see
:mod:`.betting`). Seven tricks follow; losses
|bet - tricks| fill the basket; made bets score double the basket plus 2 plus tricks,
failed ones the basket minus their loss.

>>> from .rules import Rules
>>> from .state import new_game
>>> state = new_game(Rules("base", 4), seed=7)
>>> state, events = apply(state, deal_action(state))
>>> state.phase.value, len(legal_actions(state)) > 0, to_move(state)
('bet', True, (0, 1, 2, 3))
>>> apply(state, Play(0, state.hands[0][0]))
Traceback (most recent call last):
...
oh7_desktop.games.oh7.errors.IllegalAction: cannot play a card while bets are being made
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as ev
from .actions import SETTLE_TIE, Action, Bet, Deal, Play, SettleTie, ShowInterrobang, bet_of, play_of
from .betting import (apply_bet, apply_deal, apply_settle, apply_show, bet_choices, bet_reason,
                      check_deal, tie_settling)
from .dealing import seeded_deal
from .errors import IllegalAction
from .playing import apply_play, play_choices, play_reason, seat_to_play
from .reasons import Reason, explain
from .rules import Phase
from .state import GameState

__all__ = ["apply", "apply_unchecked", "chance_action", "deal_action", "illegal_reason", "illegal_message",
           "legal_actions", "tie_settling", "to_move"]

_ACTION_NAME = {Deal: "deal", Bet: "bet", ShowInterrobang: "show", SettleTie: "settle", Play: "play"}
_EXPECTS: dict[Phase, tuple[type, ...]] = {
    Phase.DEAL: (Deal,), Phase.BET: (Bet,), Phase.INTERROBANG: (ShowInterrobang, SettleTie),
    Phase.PLAY: (Play,),
}


def deal_action(state: GameState) -> Deal:
    """Return the chance action of the next deal, drawn from the game's seed."""
    return seeded_deal(state.rules, state.seed, state.deal_index)


def chance_action(state: GameState) -> Deal | SettleTie | None:
    """Return the chance action due now: the seeded deal, or the settle of a tie nobody is
    asked about; None while a seat must act (or the game is over)."""
    if state.phase is Phase.DEAL:
        return deal_action(state)
    if state.phase is Phase.INTERROBANG and state.asked is None:
        return SETTLE_TIE
    return None


def to_move(state: GameState) -> tuple[int, ...]:
    """Return the seats that must act now (all pending bettors during the bets)."""
    if state.phase is Phase.BET:
        return tuple(s for s, card in enumerate(state.pending) if card is None)
    if state.phase is Phase.INTERROBANG:
        return (state.asked,) if state.asked is not None else ()
    if state.phase is Phase.PLAY:
        return (seat_to_play(state),)
    return ()


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Return every legal action now, of ``seat`` or of every seat (chance deal included)."""
    if state.phase is Phase.DEAL or (state.phase is Phase.INTERROBANG and state.asked is None):
        chance = chance_action(state)
        return [chance] if seat is None and chance is not None else []
    seats: Sequence[int] = to_move(state) if seat is None else [s for s in to_move(state) if s == seat]
    actions: list[Action] = []
    for s in seats:
        if state.phase is Phase.BET:
            actions += [bet_of(s, card) for card in bet_choices(state, s)]
        elif state.phase is Phase.INTERROBANG:
            actions += [ShowInterrobang(s, True), ShowInterrobang(s, False)]
        else:
            actions += [play_of(s, card) for card in play_choices(state, s)]
    return actions


def illegal_reason(state: GameState, action: Action) -> Reason | None:
    """Return why ``action`` is illegal in ``state`` as a code, or None if it is legal."""
    if not isinstance(action, _EXPECTS.get(state.phase, ())):
        return Reason.of("wrong_phase", action=_ACTION_NAME.get(type(action), "act"),
                         phase=state.phase.value)
    if isinstance(action, Deal):
        try:
            check_deal(state, action)
        except IllegalAction as error:
            return Reason.of("bad_deal", detail=str(error))
        return None
    if isinstance(action, Bet):
        return bet_reason(state, action.seat, action.card)
    if isinstance(action, ShowInterrobang):
        return None if action.seat == state.asked else Reason.of("not_asked", seat=action.seat)
    if isinstance(action, SettleTie):
        return None if state.asked is None else Reason.of("question_pending")
    if isinstance(action, Play):
        return play_reason(state, action.seat, action.card)
    return Reason.of("bad_deal", detail=f"unknown action {action!r}")


def illegal_message(state: GameState, action: Action) -> str | None:
    """Return why ``action`` is illegal in ``state`` in English, or None if it is legal."""
    reason = illegal_reason(state, action)
    return None if reason is None else explain(reason)


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Return the state after ``action`` and the events it caused; raise ``IllegalAction``
    (a ``ValueError``) with the reason if the rules forbid it. ``state`` is never changed."""
    reason = illegal_reason(state, action)
    if reason is not None:
        raise IllegalAction(explain(reason), reason)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Like :func:`apply` without validation: faster, and only for actions known legal
    (from :func:`legal_actions`); an illegal action gives an undefined state."""
    if isinstance(action, Play):
        new, out = apply_play(state, action)
    elif isinstance(action, Bet):
        new, out = apply_bet(state, action)
    elif isinstance(action, Deal):
        new, out = apply_deal(state, action)
    elif isinstance(action, SettleTie):
        new, out = apply_settle(state, action)
    else:
        new, out = apply_show(state, action)
    return new, tuple(out)
