"""Determinizations for the reference search (:mod:`oh7_desktop.games.ismcts`): view -> state.

A sampled state is a full :class:`~oh7_desktop.games.seven_up.state.GameState` whose view for
the observing seat is the view itself (all but ``decision_seed``: the seed is drawn at random).
The unseen cards go uniformly (the shared exact sampler) to the other hand (never a suit it
failed to follow), the other seat's set-aside, the repeated runs' extras and the stock, in a
random order; the cards already out of the pack are placed before the stock.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...ismcts import Model
from ...pack52 import PACK, SUIT_OF, Card
from ...sampling import DealSampler
from ..rules import Phase
from ..state import DealLog, GameState, new_game
from ..view import SeatView


def sample_state(view: SeatView, rng: random.Random) -> GameState:
    """Return one full state consistent with ``view``, drawn uniformly over hidden cards."""
    return prepare(view)(rng)


def prepare(view: SeatView) -> Callable[[random.Random], GameState]:
    """Return the sampler of ``view``'s states (its counting done once)."""
    other = 1 - view.seat
    aside = 3 if view.set_aside_done[other] else 0
    caps = [view.hand_sizes[other], aside, view.discarded_count, view.stock_size]
    unseen = [int(c) for c in view.unseen_cards()]
    sampler = DealSampler(unseen, caps, [view.voids()[other], 0, 0, 0], suit_of=SUIT_OF)
    return lambda rng: _state(view, sampler.sample(rng), rng)


def _state(view: SeatView, parts: list[list[int]], rng: random.Random) -> GameState:
    me, other = view.seat, 1 - view.seat
    hand, set_aside, discarded, stock = ([PACK[c] for c in part] for part in parts)
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[me], hands[other] = view.hand, tuple(hand)
    asides: list[tuple[Card, ...] | None] = [None, None]
    asides[me] = view.my_set_aside
    asides[other] = tuple(set_aside) if view.set_aside_done[other] else None
    played: list[tuple[Card, ...]] = [(), ()]
    for trick in view.tricks + (view.trick,):
        for seat, card in trick:
            played[seat] += (card,)
    stocked = set(stock)
    pack = tuple(c for c in PACK if c not in stocked) + tuple(stock)
    current = DealLog(dealer=view.dealer, packs=(pack,) * (view.reshuffles + 1),
                      decisions=view.decisions, set_aside=tuple(asides),
                      plays=tuple(c for trick in view.tricks + (view.trick,) for _, c in trick),
                      turned=view.turned, trump=view.trump, trick_winners=view.trick_winners,
                      turned_jacks=view.turned_jacks, gift=view.gift)
    earlier = tuple(DealLog(dealer=h.dealer, scored=h) for h in view.history)
    in_play: tuple[tuple[Card, ...], ...] = ((), ())
    if view.phase is Phase.PLAY:
        in_play = tuple(hands[s] + played[s] for s in (0, 1))
    return new_game(view.rules, rng.getrandbits(62)).evolve(
        phase=view.phase, deal_index=view.deal_index, dealer=view.dealer, pack=pack,
        drawn=len(pack) - len(stock), hands=tuple(hands), set_aside=tuple(asides),
        discarded=tuple(discarded), turned=view.turned, trump=view.trump, in_play=in_play,
        leader=view.leader, trick=view.trick, tricks=view.tricks,
        trick_winners=view.trick_winners, totals=view.totals, winners=view.winners,
        log=earlier + (current,))


MODEL = Model(prepare, low=0.0, high=4.0)
"""Seven Up's deal points: high, low, jack and game, plus a turned jack or a gift (0 to 4)."""

__all__ = ["MODEL", "prepare", "sample_state"]
