"""From a seat's view to sampled worlds: voids, the hidden-card sampler, simulators.

Everything here reads only the :class:`~oh7_desktop.games.oh7.SeatView`; a *world* is one
uniform guess of the hidden cards (other hands and the rest), turned into a simulator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .. import SeatView
from ..betting import leader_by_priority
from ..cards import SUITS, deck
from ..fast import STAR_BASE, Sim
from .sampler import DealSampler


def deck_counts(mode: str, players: int) -> list[int]:
    """Return how many copies of each card code the game's deck holds."""
    counts = [0] * 46
    for card in deck(mode, players):
        counts[int(card)] += 1
    return counts


def voids(view: SeatView) -> list[int]:
    """Return, per seat, the bit mask of suits it has shown it lacks (by not following)."""
    out = [0] * view.players
    for trick in view.tricks + (view.trick,):
        lead = -1
        for seat, card in trick:
            code = int(card)
            if code < STAR_BASE:
                if lead >= 0 and code >> 3 != lead and seat >= 0:
                    out[seat] |= 1 << lead
                if lead < 0:
                    lead = code >> 3
    return out


@dataclass
class Knowledge:
    """What a seat knows of the hidden cards: who holds how many, and the sampler."""

    me: int
    players: int
    others: tuple[int, ...]
    fixed: tuple[tuple[int, ...], ...]
    """Per seat, the cards known to be in that hand (all of mine, others' public cards)."""
    voids: tuple[int, ...]
    sampler: DealSampler

    def sample(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        """Return one uniform world: every seat's whole hand, and the rest (top card last)."""
        parts = self.sampler.sample(rng)
        hands = [list(cards) for cards in self.fixed]
        for seat, part in zip(self.others, parts):
            hands[seat].extend(part)
        return hands, parts[-1]


def knowledge(view: SeatView) -> Knowledge:
    """Return the sampler of the hidden cards for this view."""
    me, players = view.seat, view.players
    fixed = [tuple(int(c) for c in view.revealed[s]) if s != me else tuple(int(c) for c in view.hand)
             for s in range(players)]
    others = tuple(s for s in range(players) if s != me)
    caps = [view.hand_sizes[s] - len(fixed[s]) for s in others]
    hidden = [int(c) for c in view.unseen_cards()]
    caps.append(len(hidden) - sum(caps))
    void = voids(view)
    sampler = DealSampler(hidden, caps, [void[s] for s in others] + [0])
    return Knowledge(me, players, others, tuple(fixed), tuple(void), sampler)


def play_world(view: SeatView, hands: list[list[int]], rest: list[int],
               counts: list[int]) -> Sim:
    """Return a simulator of the round in progress with these (sampled) hands."""
    trump = SUITS.index(view.trump) if view.trump else -1
    first = view.first_leader if view.first_leader is not None else 0
    sim = Sim(hands, trump, view.leader, list(view.bets), [c.is_naught for c in view.bet_cards],
              pile=rest, up=[int(c) for c in view.dummy_up], first=first, deck=counts)
    for trick in view.tricks:
        for _, card in trick:
            sim.gone[int(card)] += 1
    sim.ntricks = len(view.tricks)
    sim.winners = list(view.trick_winners)
    sim.won = list(view.tricks_won)
    sim.dummy_won = view.dummy_tricks
    for seat, card in view.trick:
        sim.place(seat, int(card))
    return sim


def start_round(hands: list[list[int]], rest: list[int], cards: list[int], leader: int,
                counts: list[int]) -> Sim:
    """Return the simulator of a round whose final bet cards are ``cards`` (by seat)."""
    return Sim.start(hands, rest, cards, leader, counts)


def leader_of(cards: list[int]) -> tuple[int, list[int]]:
    """Return the first leader by value then suit priority, and the seats tied on value
    (``cards`` must hold at least one regular card): the engine's rule."""
    return leader_by_priority(cards)


def used_bets(view: SeatView) -> list[list[int]]:
    """Return, per seat, the cards it bet with in earlier attempts of this deal."""
    return [[int(attempt[s]) for attempt in view.attempts] for s in range(view.players)]
