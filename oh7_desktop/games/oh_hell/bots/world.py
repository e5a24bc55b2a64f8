"""From a seat's view to sampled worlds: voids, the hidden-card sampler, simulators, bids.

Everything here reads only the :class:`~oh7_desktop.games.oh_hell.SeatView`. A *world* is
one exactly uniform deal of the unseen cards (the other hands and the cards set aside)
consistent with everything public: the seat's own hand, the turned card, the cards played,
and the voids seats have shown (a seat that did not follow holds none of the led suit; under
*podrida*, one that neither followed nor trumped holds no trump either).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...pack52 import SUIT_OF, SUITS
from ...sampling import DealSampler
from ..bidding import bid_order
from ..fast import NONE, FastHand, bid_choices, score_table
from ..rules import Phase
from ..view import SeatView
from .estimate import card_chances, choose_bid, expected_scores, trick_distribution


def trump_of(view: SeatView) -> int:
    """Return the trump suit's index, or :data:`~..fast.NONE`."""
    return NONE if view.trump is None else SUITS.index(view.trump)


def out_of_play(view: SeatView) -> int:
    """Return the bit mask of cards every seat knows are out of play: played or turned."""
    mask = 0 if view.trump_card is None else 1 << int(view.trump_card)
    for trick in view.tricks + (view.trick,):
        for _, card in trick:
            mask |= 1 << int(card)
    return mask


def voids(view: SeatView) -> list[int]:
    """Return, per seat, the bit mask of suits it has shown it does not hold."""
    out = [0] * view.players
    trump = trump_of(view)
    for trick in view.tricks + (view.trick,):
        if not trick:
            continue
        lead = SUIT_OF[int(trick[0][1])]
        for seat, card in trick[1:]:
            suit = SUIT_OF[int(card)]
            if suit != lead:
                out[seat] |= 1 << lead
                if view.rules.podrida and trump != NONE and suit != trump:
                    out[seat] |= 1 << trump
    return out


@dataclass
class Knowledge:
    """What a seat knows of the hidden cards: who holds how many, and the exact sampler."""

    me: int
    others: tuple[int, ...]
    mine: list[int]
    sampler: DealSampler

    def sample(self, rng: random.Random) -> list[list[int]]:
        """Return one uniform world: every seat's hand (the cards set aside are dropped)."""
        parts = self.sampler.sample(rng)
        hands: list[list[int]] = [[] for _ in range(len(self.others) + 1)]
        hands[self.me] = self.mine[:]
        for seat, part in zip(self.others, parts):
            hands[seat] = part
        return hands


def knowledge(view: SeatView) -> Knowledge:
    """Return the sampler of the hidden cards for this view."""
    me, players = view.seat, view.players
    others = tuple(s for s in range(players) if s != me)
    hidden = [int(c) for c in view.unseen_cards()]
    caps = [view.hand_sizes[s] for s in others]
    caps.append(len(hidden) - sum(caps))
    void = voids(view)
    sampler = DealSampler(hidden, caps, [void[s] for s in others] + [0], suit_of=SUIT_OF)
    return Knowledge(me, others, [int(c) for c in view.hand], sampler)


def play_world(view: SeatView, hands: list[list[int]]) -> FastHand:
    """Return a simulator of the hand in progress (bids made) with these hands."""
    sim = FastHand.start(hands, trump_of(view), view.leader, [b or 0 for b in view.bids],
                         view.rules, cards=view.cards)
    sim.won = list(view.tricks_won)
    sim.played = len(view.tricks)
    sim.gone = out_of_play(view)
    for _, card in view.trick:
        sim.trick.append(int(card))
    if sim.trick:
        sim.lead = SUIT_OF[sim.trick[0]]
    return sim


BidModel = Callable[[list[int]], list[float]]
"""A model of another seat's bid: its hand -> the expected points of every bid (it bids
the legal one with the most)."""


def easy_bid_model(view: SeatView) -> BidModel:
    """Return the easy level's estimate as a model of the seats' bids."""
    trump, out = trump_of(view), out_of_play(view)
    scores = score_table(view.rules, view.cards)

    def model(hand: list[int]) -> list[float]:
        return expected_scores(trick_distribution(card_chances(hand, trump, view.players, out)),
                               scores)
    return model


class WorldBids:
    """The bids of one world: public bids as they are, the seats still to bid by a model
    (evaluated once per world), the dealer hooked in turn if ``hook``."""

    def __init__(self, view: SeatView, hands: list[list[int]], model: BidModel) -> None:
        self.view = view
        self.known = [b if b is not None else -1 for b in view.bids]
        self.expected = {s: model(hands[s]) for s in range(view.players)
                         if self.known[s] < 0 and s != view.seat}
        rules = view.rules
        self.order: Sequence[int] = (range(view.players) if rules.simultaneous
                                     else bid_order(view.players, view.dealer))
        self.hook = rules.hook and not rules.simultaneous

    def bids(self, mine: int) -> list[int]:
        """Return every seat's bid when this seat bids ``mine``."""
        view, bids = self.view, self.known[:]
        bids[view.seat] = mine
        total = 0
        for seat in self.order:
            if bids[seat] < 0:
                choices = bid_choices(view.cards, total, seat == view.dealer, self.hook)
                bids[seat] = choose_bid(self.expected[seat], choices)
            total += bids[seat]
        return bids


def relative(points: Sequence[int], seat: int, spite: float = 1.0) -> float:
    """Return a seat's points minus ``spite`` times the mean of the others' (1: what decides
    who leads; 0: the seat's own points)."""
    total = sum(points)
    return points[seat] - spite * (total - points[seat]) / (len(points) - 1)


def candidates(view: SeatView) -> list[int]:
    """Return the distinct choices of this decision: bids, or card codes."""
    if view.phase is Phase.BID:
        return sorted({a.bid for a in view.legal})  # type: ignore[union-attr]
    return sorted({int(a.card) for a in view.legal})  # type: ignore[union-attr]
