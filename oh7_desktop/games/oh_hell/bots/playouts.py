"""Valuing choices by playouts in sampled worlds (flat Monte Carlo over determinizations).

Every candidate is played out in the same worlds, so their comparison is fair. Bids are
valued by the seat's own expected points (the bid that maximises the expected score);
cards by relative points (the seat's points minus the mean of the others'), since a game
is won by being ahead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..fast import FastHand
from ..view import SeatView
from .policy import easy_playout
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
