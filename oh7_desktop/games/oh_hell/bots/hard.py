"""The ``hard`` level: inference-weighted worlds, bids and plays by playouts, exact endgames.

- Worlds: uniform samples of the hidden cards (:mod:`.world`), weighted by how likely they
  make the other seats' public bids (:mod:`.inference`: a seat bids near the tricks its
  hand is worth), then drawn again by weight, so the playouts spend their time on the
  hands the bids point to.
- Bids: every legal bid is played out in every world, the seats still to bid bidding by
  the easy rule; the bid with the best expected points is chosen.
- Plays: every legal card is played out in every world with the easy policy; once the
  hand's remaining tree is small, each world is solved exactly instead (every seat playing
  its best, perfect information) and the card with the best mean relative points is chosen.

The budget is a number of simulated card plays per decision (so the same view gives the
same action on any machine): the number of worlds follows from it, the candidates and the
cards left to play.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ..actions import Action
from ..fast import FastHand
from ..rules import Phase
from ..view import SeatView
from .basic import pick
from .inference import bid_log_weights, play_log_weights, resample
from .playouts import Finish, NoisyPlayout, argmax, bid_values, play_values
from .policy import easy_playout
from .search import ismcts
from .world import candidates, easy_bid_model, knowledge, play_world, relative


@dataclass(frozen=True)
class HardConfig:
    """The hard level's knobs (the defaults are the shipped level)."""

    budget: int = 60_000
    """Simulated card plays per decision (playouts times their length)."""
    min_worlds: int = 16
    max_worlds: int = 160
    pool: int = 400
    """Uniform worlds sampled and weighted before drawing the ones played out."""
    spread: float = 1.0
    """Inference: how far (in tricks) a seat's bid is assumed to stray from its hand's worth."""
    play_noise: float = 1.0
    """Inference: the share of the other seats' plays assumed random (1: plays tell nothing)."""
    play_pool: int = 160
    """Uniform worlds weighted by plays as well (fewer: replaying a hand costs more)."""
    endgame_leaves: int = 300
    """Solve each world exactly once the remaining tree has at most this many leaves."""
    search: str = "flat"
    """Plays: ``flat`` (every card played out in every world) or ``ismcts`` (one tree over
    the worlds, :mod:`.search`, with as many iterations as the budget allows)."""
    spite: float = 1.0
    """Plays: a card's value is the seat's points minus ``spite`` times the mean of the
    others' (1: relative points; 0: its own points only)."""
    bid_factor: int = 1
    """Bids: worlds (and their cap) multiplied by this (bids are a few decisions a hand)."""
    bid_noise: float = 0.0
    """Bids: the share of the other seats' playout cards played at random instead of by the
    easy rule (:class:`.playouts.NoisyPlayout`; 0: the fused easy playout). Measured at 0.3
    against OpenSpiel's ISMCTS: no gain (paired points per hand -0.19 [-0.72, +0.33])."""

    def scaled(self, thousands: int) -> HardConfig:
        """Return the configuration with a budget of ``thousands`` thousand card plays (the
        world counts scaled alike)."""
        ratio = thousands * 1000 / self.budget
        return replace(self, budget=thousands * 1000,
                       min_worlds=max(2, round(self.min_worlds * ratio)),
                       max_worlds=max(2, round(self.max_worlds * ratio)),
                       pool=max(8, round(self.pool * ratio)))


DEFAULT = HardConfig()


@dataclass(frozen=True)
class HardChoice:
    """The hard level's choice with the figures it was made from (what the hints show)."""

    option: int
    """The chosen bid, or card code."""
    options: list[int]
    """Every distinct candidate, in order."""
    values: list[float]
    """Each candidate's value as compared: summed points (bids) or relative points (plays)
    over the worlds; ``ismcts``: the mean value of each card the tree tried."""
    method: str
    """``only`` (one candidate), ``bid``, ``endgame`` (worlds solved exactly), ``flat`` or
    ``ismcts`` (plays by playouts)."""
    worlds: int = 0
    won: list[list[int]] | None = None
    """Bids: for each candidate, the tricks the seat won in each world."""

    def mean(self, option: int) -> float:
        """Return the candidate's mean value per world (its mean as is for ``ismcts``)."""
        value = self.values[self.options.index(option)]
        return value if self.method == "ismcts" else value / max(1, self.worlds)


def hard_decide(view: SeatView, budget: int | None = None,
                config: HardConfig = DEFAULT) -> Action:
    """Return the hard bot's action (``budget``: thousands of simulated card plays)."""
    return pick(view, hard_choice(view, budget, config).option)


def hard_choice(view: SeatView, budget: int | None = None,
                config: HardConfig = DEFAULT) -> HardChoice:
    """Return the hard bot's choice and its figures (``budget`` as in :func:`hard_decide`)."""
    if budget is not None:
        config = config.scaled(budget)
    options = candidates(view)
    if len(options) == 1:
        return HardChoice(options[0], options, [0.0], "only")
    rng = random.Random(view.decision_seed)
    remaining = sum(view.hand_sizes)
    count = max(config.min_worlds,
                min(config.max_worlds, config.budget // max(1, len(options) * remaining)))
    if view.phase is Phase.BID:
        count = min(config.max_worlds * config.bid_factor, count * config.bid_factor)
    worlds = weighted_worlds(view, count, config, rng)
    if view.phase is Phase.BID:
        won: list[list[int]] = [[] for _ in options]
        finish: Finish = easy_playout
        if config.bid_noise > 0:
            finish = NoisyPlayout(view.seat, config.bid_noise, view.decision_seed, len(options))
        values = bid_values(view, options, worlds, [1.0] * len(worlds), easy_bid_model(view),
                            finish, won=won)
        return HardChoice(argmax(options, values), options, values, "bid", count, won)
    if endgame_size(play_world(view, worlds[0])) <= config.endgame_leaves:
        values = endgame_values(view, options, worlds, config.spite)
        return HardChoice(argmax(options, values), options, values, "endgame", count)
    if config.search == "ismcts":
        bases = [play_world(view, hands) for hands in worlds]
        stats = ismcts(bases, max(len(options) * 8, config.budget // max(1, remaining)), rng,
                       spite=config.spite)
        best = max(options, key=lambda c: stats.get(c, (0, 0.0)))
        return HardChoice(best, options, [stats.get(c, (0, 0.0))[1] for c in options],
                          "ismcts", count)
    values = play_values(view, options, worlds, [1.0] * len(worlds), spite=config.spite)
    return HardChoice(argmax(options, values), options, values, "flat", count)


def weighted_worlds(view: SeatView, count: int, config: HardConfig,
                    rng: random.Random) -> list[list[list[int]]]:
    """Return ``count`` worlds drawn by inference weight from a uniform pool."""
    know = knowledge(view)
    if not any(b is not None for s, b in enumerate(view.bids) if s != view.seat):
        return [know.sample(rng) for _ in range(count)]
    by_plays = config.play_noise < 1.0 and (view.tricks or view.trick)
    pool = [know.sample(rng) for _ in range(max(count, config.play_pool if by_plays else config.pool))]
    logs = bid_log_weights(view, pool, config.spread)
    if by_plays:
        logs = [a + b for a, b in zip(logs, play_log_weights(view, pool, config.play_noise))]
    return resample(pool, logs, count, rng)


def endgame_size(sim: FastHand) -> int:
    """Return a bound on the leaves of the remaining game tree."""
    size = 1
    for hand in sim.hands:
        size *= math.factorial(len(hand))
    return size


def maxn(sim: FastHand, spite: float = 1.0) -> list[float]:
    """Return every seat's relative points (``spite`` as in :func:`.world.relative`) when
    each seat plays its best (perfect information)."""
    if sim.done:
        points = sim.points()
        return [relative(points, s, spite) for s in range(sim.players)]
    seat = sim.to_play()
    best: list[float] | None = None
    for card in sim.legal():
        child = sim.clone()
        child.play(card)
        values = maxn(child, spite)
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    return best


def endgame_values(view: SeatView, options: list[int], worlds: list[list[list[int]]],
                   spite: float = 1.0) -> list[float]:
    """Return each card's mean exact relative points over the worlds."""
    totals = [0.0] * len(options)
    for hands in worlds:
        base = play_world(view, hands)
        for i, card in enumerate(options):
            sim = base.clone()
            sim.play(card)
            totals[i] += maxn(sim, spite)[view.seat]
    return totals


__all__ = ["DEFAULT", "HardChoice", "HardConfig", "hard_choice", "hard_decide"]
