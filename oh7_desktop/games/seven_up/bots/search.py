"""The ``medium`` and ``hard`` levels: each candidate played out in sampled worlds.

A decision samples worlds uniformly from the view (:mod:`.world`); every candidate is tried
in the same worlds (so their comparison is fair) and played to the end of the deal by a
policy at both seats; the candidate with the best mean value wins. Candidates are the
distinct legal actions, except the set-aside's 84 choices, cut to the 3-card sets among the
cards the easy rule values least.

``medium``: 10 worlds, easy-policy playouts, valued by the deal's point difference (a win or
loss of the game counts :data:`WIN_BONUS`).

``hard``: 40 worlds weighed by what the other seat's trump decisions and plays say of its hand
(:mod:`.inference`), easy-policy playouts until 4 tricks are left, then exact play
(:mod:`.solver`), valued by the chance to win the game from the deal's end (:mod:`.race`).

Screens (paired deals from random scores, seats swapped; the figure is the mean chance to win
the game after the deal, 0.5 for equal bots; ``se`` its standard error), 200 deals each:
medium at 40 worlds vs 10: +0.009 (se 0.007); 40 worlds vs easy +0.032 (0.010), 10 vs easy
+0.019 (0.010); 120 worlds vs 40 gave nothing in 200 games (0.505). Against medium (10):
exact play from 4 tricks with race values +0.007 (0.008), from 5 tricks +0.006 (0.007). Within
hard: weighing worlds by trump decisions and plays +0.0066 (0.0044), with a play noise of 0.3
+0.0052 (0.0047), plays alone +0.0005 (0.0016), 80 worlds instead of 40 +0.0062 (0.0053).
Knowing the other hand and the stock (a cheat, for scale) is worth +0.058 (0.009).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations

from .. import Action, SeatView
from ..fast import DONE, NEED_PACK, PLAY, SET_ASIDE, FastDeal
from .easy import action_code, pick
from .inference import decisions_about_hand
from .policy import easy_action, keep_value
from .race import win_chance
from .solver import solve
from .world import Worlds, public_deal

WIN_BONUS = 10.0
"""Value of winning the game, in deal points, for the point-difference value."""

Policy = Callable[[FastDeal], int]
Value = Callable[[FastDeal, int], float]


@dataclass(frozen=True)
class Config:
    """A search level's knobs."""

    worlds: int
    policy: Policy = easy_action
    value: Callable[[FastDeal, int], float] | None = None
    aside_pool: int = 5
    """Set-aside candidates: every 3 of this many cards the easy rule values least."""
    exact: int = 0
    """Solve the play exactly once this many tricks or fewer are left (0: never)."""
    infer: bool = False
    """Weigh worlds by how well they explain the other seat's trump decisions."""
    noise: float = 1.0
    """Weigh worlds by the other seat's plays, as an easy player with this share of random
    cards (1: plays are not weighed)."""


def points_value(deal: FastDeal, seat: int) -> float:
    """Return the seat's points minus the other's, with the game's win or loss."""
    value = float(deal.totals[seat] - deal.totals[1 - seat])
    if deal.winner >= 0:
        value += WIN_BONUS if deal.winner == seat else -WIN_BONUS
    return value


def playout(deal: FastDeal, policy: Policy) -> FastDeal:
    """Play ``deal`` to its end with ``policy`` at both seats."""
    while deal.phase != DONE:
        if deal.phase == NEED_PACK:
            deal.step(0)
        else:
            deal.step(policy(deal))
    return deal


def race_value(deal: FastDeal, seat: int) -> float:
    """Return the seat's chance to win the game from the end of this deal."""
    if deal.winner >= 0:
        return 1.0 if deal.winner == seat else 0.0
    return win_chance(deal.totals[seat], deal.totals[1 - seat], deal.dealer != seat, deal.target)


def evaluate(deal: FastDeal, seat: int, config: Config, value: Value) -> float:
    """Return the seat's value of ``deal`` played on by the policy, the last ``config.exact``
    tricks solved exactly."""
    policy, exact = config.policy, config.exact
    while deal.phase != DONE:
        if deal.phase == NEED_PACK:
            deal.step(0)
        elif deal.phase == PLAY and 6 - deal.tricks <= exact:
            return solve(deal, seat, value)
        else:
            deal.step(policy(deal))
    return value(deal, seat)


def candidates(view: SeatView, pool: int) -> list[int]:
    """Return the distinct simulator actions worth trying."""
    codes = sorted({action_code(a) for a in view.legal})
    deal = public_deal(view)
    if deal.phase != SET_ASIDE:
        return codes
    hand = sorted(deal.hands[view.seat], key=lambda c: keep_value(c, deal.trump))[:pool]
    return [(1 << a) | (1 << b) | (1 << c) for a, b, c in combinations(hand, 3)]


@dataclass(frozen=True)
class Values:
    """A search's figures: each candidate's summed weighted value over the same worlds."""

    options: list[int]
    """The simulator actions tried (:func:`candidates`)."""
    sums: list[float]
    """By option: the sum over worlds of the world's weight times the option's value."""
    weight: float
    """The worlds' total weight (``sums[i] / weight`` is option ``i``'s mean value)."""
    worlds: int

    @property
    def best(self) -> int:
        """The index of the chosen option (the first of the best sums)."""
        return max(range(len(self.options)), key=lambda i: self.sums[i])

    def mean(self, index: int) -> float:
        """Option ``index``'s weighted mean value over the worlds."""
        return self.sums[index] / self.weight if self.weight > 0 else 0.0


def search_values(view: SeatView, config: Config, options: list[int]) -> Values:
    """Return every option's value over the sampled worlds (the decision's own seed)."""
    rng = random.Random(view.decision_seed)
    worlds, value = Worlds(view), config.value or points_value
    said = decisions_about_hand(view) if config.infer else []
    sums, total = [0.0] * len(options), 0.0
    for _ in range(config.worlds):
        world, weight = worlds.sample_weighted(rng, said, config.noise)
        total += weight
        for i, option in enumerate(options):
            deal = world.clone()
            deal.step(option)
            sums[i] += weight * evaluate(deal, view.seat, config, value)
    return Values(options, sums, total, config.worlds)


def search_decide(view: SeatView, config: Config) -> Action:
    """Return the candidate with the best mean value over the sampled worlds."""
    options = candidates(view, config.aside_pool)
    if len(options) == 1:
        return pick(view, options[0])
    values = search_values(view, config, options)
    return pick(view, options[values.best])


LEVELS = {
    "medium": Config(worlds=10),
    "hard": Config(worlds=40, value=race_value, exact=4, infer=True, noise=0.5),
}
"""The shipped levels (screens behind these choices are in the module docstring)."""


def searcher(level: str, budget: int | None = None) -> Callable[[SeatView], Action]:
    """Return the decision function of ``medium`` or ``hard`` (``budget``: worlds)."""
    config = LEVELS[level]
    if budget is not None:
        config = replace(config, worlds=budget)
    return lambda view: search_decide(view, config)


__all__ = ["Config", "LEVELS", "Values", "candidates", "playout", "points_value", "search_decide",
           "search_values", "searcher"]
