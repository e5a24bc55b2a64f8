"""Determinizations for the reference search (:mod:`oh7_desktop.games.ismcts`): view -> state.

A sampled state is a full :class:`~oh7_desktop.games.oh7.state.GameState` whose view for the
observing seat is the view itself (all but ``decision_seed``: the seed is drawn at random).
Hidden cards are dealt uniformly by :func:`.world.knowledge` (voids and revealed bet cards
respected); a seat that has already chosen its secret bet is given a uniformly drawn legal one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from ...ismcts import Model
from ..actions import DUMMY
from ..cards import INTERROBANG, Card
from ..playing import trick_order
from ..rules import Phase
from ..state import DealLog, GameState, new_game
from ..view import SeatView
from ..betting import leader_by_priority
from .world import Knowledge, knowledge


def sample_state(view: SeatView, rng: random.Random) -> GameState:
    """Return one full state consistent with ``view``, drawn uniformly over hidden cards."""
    return prepare(view)(rng)


def prepare(view: SeatView) -> Callable[[random.Random], GameState]:
    """Return the sampler of ``view``'s states (its counting done once)."""
    known, barred = knowledge(view), _barred(view)
    return lambda rng: _state(view, *_hidden_cards(known, barred, rng), rng)


def _state(view: SeatView, hands: list[list[int]], rest: list[int],
           rng: random.Random) -> GameState:
    players, me = view.players, view.seat
    card_hands = [tuple(Card.from_code(c) for c in hand) for hand in hands]
    card_hands[me] = view.hand
    played: list[list[Card]] = [[] for _ in range(players)]
    plays: list[Card] = []
    for trick in view.tricks + (view.trick,):
        for seat, card in trick:
            if seat != DUMMY:
                played[seat].append(card)
                plays.append(card)
    rest_cards = tuple(Card.from_code(c) for c in rest)
    current = DealLog(hands=tuple(card_hands[s] + tuple(played[s]) for s in range(players)),
                      rest=view.dummy_up + rest_cards, attempts=view.attempts,
                      show_interrobang=True if view.interrobang_shown else None,
                      plays=tuple(plays), first_leader=view.first_leader, trump=view.trump,
                      trick_winners=view.trick_winners)
    earlier = tuple(DealLog(hands=(), rest=(), scored=scored) for scored in view.history)
    state = new_game(view.rules, rng.getrandbits(62)).evolve(
        phase=view.phase, deal_index=view.deal_index, round_number=view.round_number,
        hands=tuple(card_hands), rest=rest_cards, pending=(None,) * players,
        interrobang_shown=view.interrobang_shown, bets=view.bets, bet_cards=view.bet_cards,
        leader=view.leader, trick=view.trick, lead=_lead(view), tricks=view.tricks,
        tricks_won=view.tricks_won, dummy_up=view.dummy_up, totals=view.totals,
        made_bets=view.made_bets, winners=view.winners, log=earlier + (current,))
    if view.phase is Phase.PLAY:
        state = state.evolve(order=trick_order(state, view.leader))
    elif view.phase is Phase.BET:
        state = state.evolve(pending=_pending(view, card_hands, rng))
    elif view.phase is Phase.INTERROBANG:
        state = state.evolve(asked=_asked(view, card_hands))
    return state


def _barred(view: SeatView) -> list[tuple[int, int]]:
    """(seat, card) pairs the view excludes: a seat that no longer shows a card it bet with
    holds no other copy of it (the view would show that copy)."""
    barred = []
    for seat in range(view.players):
        if seat != view.seat:
            bet = Counter(int(attempt[seat]) for attempt in view.attempts)
            shown = Counter(int(c) for c in view.revealed[seat])
            barred += [(seat, code) for code in bet if shown[code] < bet[code]]
    return barred


def _hidden_cards(known: Knowledge, barred: list[tuple[int, int]],
                  rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Deal the hidden cards uniformly; deals giving a seat a barred card are drawn again
    (rejection keeps the draw uniform)."""
    for _ in range(10_000):
        hands, rest = known.sample(rng)
        if not any(code in hands[seat][len(known.fixed[seat]):] for seat, code in barred):
            return hands, rest
    raise ValueError("no deal of the hidden cards fits the view")


def _lead(view: SeatView) -> str | None:
    """The suit led in the current trick: the first regular card's (specials lead none)."""
    return next((card.suit for _, card in view.trick if not card.is_special), None)


def _pending(view: SeatView, hands: list[tuple[Card, ...]],
             rng: random.Random) -> tuple[Card | None, ...]:
    """The secret bets of this attempt: mine as I chose it, a uniform legal card for every
    other seat that has chosen, None for the seats still choosing."""
    out: list[Card | None] = []
    for seat, hand in enumerate(hands):
        if seat == view.seat:
            out.append(view.my_pending_bet)
        elif seat in view.waiting_for:
            out.append(None)
        else:
            used = Counter(attempt[seat] for attempt in view.attempts)
            held = Counter(hand)
            choices = [c for c in dict.fromkeys(hand) if not c.is_interrobang and held[c] > used[c]]
            out.append(choices[rng.randrange(len(choices))])
    return tuple(out)


def _asked(view: SeatView, hands: list[tuple[Card, ...]]) -> int | None:
    """The tied ``?`` holder the engine asks in this world (the engine's own rule)."""
    if view.asked is not None:
        return view.asked
    best, tied = leader_by_priority(view.attempts[-1])
    return next((s for s in tied if s != best and INTERROBANG in hands[s]), None)


MODEL = Model(prepare, low=0.0, high=30.0)
"""Oh 7 ?'s round points are never negative (a failed bet scores the basket less its own loss)
and rarely pass 30 (a made bet: twice the basket, 2 and the tricks)."""

__all__ = ["MODEL", "prepare", "sample_state"]
