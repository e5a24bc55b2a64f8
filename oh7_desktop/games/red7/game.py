"""The game as a state machine: ``legal_actions``, ``to_move`` and ``apply`` by phase.

Rules in brief (the rulings and ``RULES-RED7.md`` have them whole): seven cards to each hand and
one face up to each palette; the canvas starts red (highest card wins), and the player left of
the one winning under red starts. On a turn a player plays a card to their palette, discards
one to the canvas (its colour becomes the rule), or both, and must be winning afterwards; or
folds and leaves the round. The last player left wins the round (basic: the game). Advanced:
discarding a card higher than one's palette size draws a card; the winner scores their counting
cards; rounds follow until 40/35/30 points or too few cards. The action rule gives 7, 5, 3
and 1 their actions (see :mod:`.legality`).

>>> from .rules import Rules
>>> from .state import new_game
>>> state = new_game(Rules(3), seed=7)
>>> state, events = apply(state, deal_action(state))
>>> state.phase.value, to_move(state), len(legal_actions(state)) > 1
('turn', (1,), True)
>>> apply(state, Fold(0))
Traceback (most recent call last):
...
oh7_desktop.games.red7.errors.IllegalAction: it is seat 1's turn, not seat 0's
"""

from __future__ import annotations

from collections import Counter

from . import events as ev
from .actions import (DRAW, Action, Deal, Draw, Effect, Finish, Fold, FOLDS, Move, PlayAlso, Take,
                      ToCanvas, ToDeck, finish_of, move_of)
from .cards import BY_CODE, Card
from .dealing import cards_in_play, seeded_deal
from .errors import IllegalAction
from .play import apply_deal, apply_finish, apply_fold, apply_move
from .reasons import Reason, explain
from .rules import Phase
from .state import GameState
from .legality import (DRAW as DRAW_KIND, PALETTE, TAKE, TO_CANVAS, TO_DECK, EffectCode, MoveCode,
                    finish_reason, finishes, legal_moves, move_reason)

_ACTION_NAME = {Deal: "deal", Move: "move", Finish: "finish", Fold: "fold"}


def deal_action(state: GameState) -> Deal:
    """Return the chance action of the next round, drawn from the game's seed."""
    scored = [card for pile in state.scored for card in pile]
    return seeded_deal(state.rules, state.seed, state.round_index, scored)


def to_move(state: GameState) -> tuple[int, ...]:
    """Return the seat that must act now (none while a round waits to be dealt)."""
    return (state.turn,) if state.phase in (Phase.TURN, Phase.AFTER_DRAW) else ()


def effect_code(effect: Effect) -> EffectCode:
    """Return an effect as the mask-level tuple of :mod:`.legality`."""
    if isinstance(effect, Draw):
        return (DRAW_KIND, -1, -1)
    if isinstance(effect, Take):
        return (TAKE, effect.card, effect.owner)
    kind = TO_CANVAS if isinstance(effect, ToCanvas) else TO_DECK if isinstance(effect, ToDeck) \
        else PALETTE
    return (kind, effect.card, -1)


def effect_of(code: EffectCode) -> Effect:
    """Return the effect value of a mask-level tuple."""
    kind, card, owner = code
    if kind == DRAW_KIND:
        return DRAW
    if kind == TAKE:
        return Take(BY_CODE[card], owner)
    return (ToCanvas, ToDeck, PlayAlso)[kind](BY_CODE[card])


def move_from_code(seat: int, code: MoveCode) -> Move:
    """Return the shared ``Move`` of a mask-level move."""
    palette, effects, canvas = code
    return move_of(seat, BY_CODE[palette] if palette >= 0 else None,
                   BY_CODE[canvas] if canvas >= 0 else None, tuple(effect_of(e) for e in effects))


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Return every legal action now, of ``seat`` or of the seat to move (the chance deal
    included when ``seat`` is None): moves in :func:`.legality.legal_moves` order, then the fold."""
    if state.phase is Phase.DEAL:
        return [deal_action(state)] if seat is None else []
    mover = state.turn
    if state.phase is Phase.GAME_OVER or seat not in (None, mover):
        return []
    if not state.hands[mover]:
        return [FOLDS[mover]]
    pos = state.position()
    if state.phase is Phase.AFTER_DRAW:
        ends = [finish_of(mover, BY_CODE[c] if c >= 0 else None)
                for _, _, c in finishes(pos, mover, state.active)]
        return [*ends, FOLDS[mover]]
    codes = legal_moves(pos, mover, state.active, state.rules.actions)
    return [*(move_from_code(mover, code) for code in codes), FOLDS[mover]]


def illegal_reason(state: GameState, action: Action) -> Reason | None:
    """Return why ``action`` is illegal in ``state`` as a code, or None if it is legal."""
    if isinstance(action, Deal):
        if state.phase is not Phase.DEAL:
            return Reason.of("wrong_phase", action="deal", phase=state.phase.value)
        return _deal_reason(state, action)
    name = _ACTION_NAME.get(type(action), "act")
    if state.phase not in (Phase.TURN, Phase.AFTER_DRAW):
        return Reason.of("wrong_phase", action=name, phase=state.phase.value)
    seat = getattr(action, "seat", -1)
    if seat != state.turn:
        return Reason.of("not_your_turn", seat=seat, turn=state.turn)
    if isinstance(action, Fold):
        return None
    if isinstance(action, Finish):
        if state.phase is not Phase.AFTER_DRAW:
            return Reason.of("nothing_drawn", seat=seat)
        canvas = action.canvas if action.canvas is not None else -1
        return finish_reason(state.position(), seat, state.active, canvas)
    if state.phase is Phase.AFTER_DRAW:
        return Reason.of("wrong_phase", action=name, phase=state.phase.value)
    if not state.hands[seat]:
        return Reason.of("must_fold", seat=seat)
    code = (-1 if action.palette is None else action.palette,
            tuple(effect_code(e) for e in action.effects),
            -1 if action.canvas is None else action.canvas)
    return move_reason(state.position(), seat, state.active, state.rules.actions, code)


def _deal_reason(state: GameState, deal: Deal) -> Reason | None:
    scored = [card for pile in state.scored for card in pile]
    expected = Counter(cards_in_play(scored))
    got = Counter(deal.deck)
    if got != expected or not all(isinstance(c, Card) for c in deal.deck):
        missing = sorted(expected - got)
        extra = sorted(got - expected)
        detail = "the deck must hold every card in play once"
        if missing:
            detail += f" (missing {', '.join(map(str, missing[:3]))}{'…' if len(missing) > 3 else ''})"
        if extra:
            detail += f" (not in play or repeated: {', '.join(map(str, extra[:3]))})"
        return Reason.of("bad_deal", detail=detail)
    return None


def illegal_message(state: GameState, action: Action) -> str | None:
    """Return why ``action`` is illegal in ``state`` in English, or None if it is legal."""
    reason = illegal_reason(state, action)
    return None if reason is None else explain(reason)


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Return the state after ``action`` and the events it caused; raise ``IllegalAction``
    with the reason if the rules forbid it. ``state`` is never changed."""
    reason = illegal_reason(state, action)
    if reason is not None:
        raise IllegalAction(explain(reason), reason)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Like :func:`apply` without validation: faster, and only for actions known legal (from
    :func:`legal_actions`); an illegal action gives an undefined state."""
    if isinstance(action, Move):
        new, out = apply_move(state, action)
    elif isinstance(action, Fold):
        new, out = apply_fold(state, action)
    elif isinstance(action, Finish):
        new, out = apply_finish(state, action)
    else:
        new, out = apply_deal(state, action)
    return new, tuple(out)
