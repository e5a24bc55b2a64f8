"""Valuing choices by playouts in sampled worlds (flat Monte Carlo over determinizations).

Every candidate is played out in the same worlds, so their comparison is fair. Bids are
valued by the seat's own expected points (the bid that maximises the expected score);
cards by relative points (the seat's points minus the mean of the others'), since a game
is won by being ahead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..fast import FastHand
from ..view import SeatView
from .policy import easy_card, easy_playout
from .world import BidModel, WorldBids, out_of_play, play_world, relative, trump_of

Finish = Callable[[FastHand], None]


def bid_values(view: SeatView, options: Sequence[int], worlds: Sequence[list[list[int]]],
               weights: Sequence[float], model: BidModel,
               finish: Finish = easy_playout, won: list[list[int]] | None = None) -> list[float]:
    """Return each bid's expected points for this seat over the weighted worlds; the other
    seats still to bid bid by ``model`` in each world (``won``, if given, one list per
    option: the tricks this seat won in each world, appended in order)."""
    me, trump, rules = view.seat, trump_of(view), view.rules
    leader = (view.dealer + 1) % view.players
    seen = out_of_play(view)  # the turned card: every seat's policy counts it as seen
    totals = [0.0] * len(options)
    for hands, weight in zip(worlds, weights):
        world = WorldBids(view, hands, model)
        for i, bid in enumerate(options):
            bids = world.bids(bid)
            sim = FastHand.start([h[:] for h in hands], trump, leader, bids, rules,
                                 cards=view.cards)
            sim.gone = seen
            finish(sim)
            totals[i] += weight * sim.points()[me]
            if won is not None:
                won[i].append(sim.won[me])
    return totals


def play_values(view: SeatView, options: Sequence[int], worlds: Sequence[list[list[int]]],
                weights: Sequence[float], finish: Finish = easy_playout,
                spite: float = 1.0) -> list[float]:
    """Return each card's weighted relative points for this seat over the worlds (``spite``
    as in :func:`.world.relative`)."""
    me = view.seat
    totals = [0.0] * len(options)
    for hands, weight in zip(worlds, weights):
        base = play_world(view, hands)
        for i, card in enumerate(options):
            sim = base.clone()
            sim.play(card)
            finish(sim)
            totals[i] += weight * relative(sim.points(), me, spite)
    return totals


def argmax(options: Sequence[int], values: Sequence[float]) -> int:
    """Return the option with the highest value (ties: the first)."""
    return options[max(range(len(options)), key=values.__getitem__)]


class NoisyPlayout:
    """A playout finish for bids: the easy policy at every seat, except that the other seats
    play a uniformly random legal card with probability ``noise`` (real opponents do not
    play the easy rule, and a seat's bid is made or missed against how they really play).
    The same random numbers are drawn for every candidate in a world (common random numbers:
    ``per_world`` calls share a seed), so the candidates stay compared on equal terms."""

    def __init__(self, me: int, noise: float, seed: int, per_world: int) -> None:
        self.me, self.noise, self.seed, self.per_world = me, noise, seed, per_world
        self.calls = 0

    def __call__(self, sim: FastHand) -> None:
        """Play the hand to its end."""
        rng = random.Random(self.seed * 1_000_003 + self.calls // self.per_world)
        self.calls += 1
        while not sim.done:
            legal = sim.legal()
            if len(legal) > 1 and sim.to_play() != self.me and rng.random() < self.noise:
                sim.play(legal[rng.randrange(len(legal))])
            else:
                sim.play(easy_card(sim) if len(legal) > 1 else legal[0])
