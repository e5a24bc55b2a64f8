"""Determinizations for the reference search (:mod:`oh7_desktop.games.ismcts`): view -> state.

A sampled state is a full :class:`~oh7_desktop.games.oh_hell.state.GameState` whose view for
the observing seat is the view itself (all but ``decision_seed``: the seed is drawn at random).
The other hands and the cards set aside are dealt uniformly by :func:`.world.knowledge` (the
voids seats showed respected); a seat that has already chosen a secret bid is given a
uniformly drawn one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...ismcts import Model
from ...pack52 import PACK, Card
from ..rules import Phase
from ..state import GameState, HandLog, new_game
from ..view import SeatView
from .world import Knowledge, knowledge


def sample_state(view: SeatView, rng: random.Random) -> GameState:
    """Return one full state consistent with ``view``, drawn uniformly over hidden cards."""
    return prepare(view)(rng)


def prepare(view: SeatView) -> Callable[[random.Random], GameState]:
    """Return the sampler of ``view``'s states (its counting done once)."""
    known = knowledge(view)
    return lambda rng: _state(view, known, rng)


def _state(view: SeatView, known: Knowledge, rng: random.Random) -> GameState:
    players, me = view.players, view.seat
    parts = known.sampler.sample(rng)
    hands: list[tuple[Card, ...]] = [()] * players
    hands[me] = view.hand
    for seat, part in zip(known.others, parts):
        hands[seat] = tuple(PACK[c] for c in part)
    played: list[tuple[Card, ...]] = [()] * players
    plays: list[Card] = []
    for trick in view.tricks + (view.trick,):
        for seat, card in trick:
            played[seat] += (card,)
            plays.append(card)
    current = HandLog(cards=view.cards, dealer=view.dealer,
                      deal=tuple(hands[s] + played[s] for s in range(players)),
                      trump_card=view.trump_card, bids=view.bids, plays=tuple(plays),
                      trick_winners=view.trick_winners)
    earlier = tuple(HandLog(cards=h.cards, dealer=h.dealer, deal=(), trump_card=None, bids=(),
                            scored=h) for h in view.history)
    pending: tuple[int | None, ...] = (None,) * players
    if view.phase is Phase.BID and view.rules.simultaneous:
        pending = tuple(view.my_secret_bid if s == me else
                        rng.randrange(view.cards + 1) if chosen else None
                        for s, chosen in enumerate(view.bid_chosen))
    return new_game(view.rules, rng.getrandbits(62)).evolve(
        phase=view.phase, hand_index=view.hand_index, hands=tuple(hands),
        trump_card=view.trump_card, trump=view.trump,
        rest=tuple(PACK[c] for c in parts[-1]), bids=view.bids, pending=pending,
        leader=view.leader, trick=view.trick, lead=view.lead, tricks=view.tricks,
        tricks_won=view.tricks_won, totals=view.totals, winners=view.winners,
        log=earlier + (current,))


MODEL = Model(prepare, low=0.0, high=25.0)
"""Oh Hell's hand points: 0 for a missed bid, 10 + tricks (at most 25 with 15 cards)."""

__all__ = ["MODEL", "prepare", "sample_state"]
