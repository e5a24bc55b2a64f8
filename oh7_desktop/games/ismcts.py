"""A reference bot for every game: single-observer information-set Monte Carlo tree search.

The textbook SO-ISMCTS of Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG 4(2), 2012), over the game interface (:mod:`.interface`) alone:

- each iteration draws one *determinization*: a full state of the game consistent with the
  seat's view, sampled uniformly under the hard constraints the view shows (the game's
  :class:`Model` ``prepare``: suits a seat showed void in, cards seen, bets revealed);
- one tree of the observer's information sets: a node's children are actions, chosen by UCB1
  where a child's count of trials is its *availability* (how many times it was legal when
  its parent was visited), every seat choosing for its own reward;
- secret simultaneous choices (several seats to move at once, e.g. Oh 7 ?'s bets) are moves
  the observer does not see: the other seats' ones are drawn uniformly at random, never from
  the tree (the "partially observable moves" of the paper), so no seat reads another's
  secret;
- the rest of the scoring unit (round, hand, deal) is played with uniformly random legal
  actions through the checked engine; the reward of each seat is its points for that unit
  (the change of its total, so a point that ends the game in the middle of a unit counts),
  mapped to [0, 1] by the game's range (:attr:`Model.low`, :attr:`Model.high`).

A decision is a pure function of the view, the level and the iteration budget: the generator is
seeded from ``view.decision_seed``, never from the clock. Levels are ``ismcts:N`` with
``1 <= N <=`` :data:`MAX_ITERATIONS`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from .interface import Bot, Game, GameError

MAX_ITERATIONS: Final = 20_000
"""The largest budget a level ``ismcts:N`` may ask (about a minute per decision in Oh 7 ?)."""

EXPLORATION: Final = 0.7
"""UCB1's exploration constant for rewards in [0, 1] (Cowling et al. use 0.7)."""


@dataclass(frozen=True)
class Model:
    """What the search needs of one game beyond the interface."""

    prepare: Callable[[Any], Callable[[random.Random], Any]]
    """view -> (rng -> a full state whose view for the view's seat is that view, but for its
    seed): what depends on the view alone (the sampler's counting) is done once a decision."""
    low: float
    """The fewest points a seat can score in one unit (its reward 0)."""
    high: float
    """The most points a seat can score in one unit (its reward 1)."""


class Node:
    """One node of the observer's tree: statistics of the action leading to it."""

    __slots__ = ("children", "visits", "reward", "available", "seat")

    def __init__(self, seat: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.seat = seat
        """The seat that chose the action leading here (whose reward ``reward`` sums)."""


class Search:
    """One decision's search: the game, its model, the observer and the generator."""

    def __init__(self, game: Game[Any, Any, Any, Any], model: Model, view: Any,
                 rng: random.Random) -> None:
        self.game, self.model, self.view, self.rng = game, model, view, rng
        self.me = view.seat
        self.sample = model.prepare(view)

    def iterate(self, root: Node) -> None:
        """Run one iteration: determinize, select and expand, roll out, back up."""
        game, rng = self.game, self.rng
        state = self.sample(rng)
        units, start = len(game.round_results(state)), game.totals(state)
        path = [root]
        node: Node | None = root
        done = self._done(state, units)
        while not done:
            chance = game.chance_action(state)
            actions = [] if chance is None else [chance]
            movers = () if chance is not None else game.to_move(state)
            secret = len(movers) > 1
            for seat in movers:
                legal = game.legal_actions(state, seat)
                if node is None or (secret and seat != self.me):
                    action = legal[rng.randrange(len(legal))]
                else:
                    action, node = self._select(node, seat, legal)
                    path.append(node)
                    if node.visits == 0:
                        node = None  # expanded: the rest is the rollout
                actions.append(action)
            if not actions:
                done = self._done(state, units)
                if not done:
                    raise GameError("nobody can move in a unit that is not over")
            for action in actions:
                state, events = game.apply(state, action)
                # Only a step that closes something (a trick, a round) can end the unit.
                if any(game.closes_undo(event) for event in events):
                    done = self._done(state, units)
        self._back_up(path, self._rewards(start, game.totals(state)))

    def _select(self, node: Node, seat: int, legal: Any) -> tuple[Any, Node]:
        children = node.children
        untried = []
        for action in legal:
            child = children.get(action)
            if child is None:
                child = children[action] = Node(seat)
            child.available += 1
            if child.visits == 0:
                untried.append(action)
        if untried:
            action = untried[self.rng.randrange(len(untried))]
            return action, children[action]
        best, best_value = legal[0], -1.0
        for action in legal:
            child = children[action]
            value = (child.reward / child.visits
                     + EXPLORATION * math.sqrt(math.log(child.available) / child.visits))
            if value > best_value:
                best, best_value = action, value
        return best, children[best]

    def _done(self, state: Any, units: int) -> bool:
        game = self.game
        return game.is_over(state) or len(game.round_results(state)) > units

    def _rewards(self, start: tuple[int, ...], end: tuple[int, ...]) -> list[float]:
        """Each seat's points over the unit (a point scored before a game ends mid-unit
        counts), mapped to [0, 1]."""
        low, high = self.model.low, self.model.high
        return [min(1.0, max(0.0, (b - a - low) / (high - low))) for a, b in zip(start, end)]

    @staticmethod
    def _back_up(path: list[Node], rewards: list[float]) -> None:
        for node in path[1:]:
            node.visits += 1
            node.reward += rewards[node.seat]


def ismcts_decide(game: Game[Any, Any, Any, Any], model: Model, view: Any,
                  iterations: int) -> Any:
    """Return the most visited of the view's legal actions after ``iterations`` iterations."""
    legal = tuple(view.legal)
    if len(legal) == 1:
        return legal[0]
    rng = random.Random(view.decision_seed * 1_000_003 + iterations)
    root = Node(view.seat)
    search = Search(game, model, view, rng)
    for _ in range(iterations):
        search.iterate(root)
    counts = {a: c.visits for a, c in root.children.items()}
    return max(legal, key=lambda a: counts.get(a, 0))


def budget_of(level: str) -> int:
    """Return the iterations of a level ``ismcts:N``; :class:`GameError` with one line if the
    budget is not a whole number from 1 to :data:`MAX_ITERATIONS`.

    >>> budget_of("ismcts:480")
    480
    >>> budget_of("ismcts:0")
    Traceback (most recent call last):
    ...
    oh7_desktop.games.interface.GameError: bad bot level 'ismcts:0' (ismcts:N takes 1 to 20000 iterations)
    """
    name, _, budget = level.partition(":")
    if name != "ismcts" or not budget.isdigit() or not 1 <= int(budget) <= MAX_ITERATIONS:
        raise GameError(f"bad bot level {level!r} (ismcts:N takes 1 to {MAX_ITERATIONS} iterations)")
    return int(budget)


def ismcts_bot(game: Game[Any, Any, Any, Any], model: Model, level: str) -> Bot:
    """Return the decision function of a level ``ismcts:N`` of ``game``."""
    iterations = budget_of(level)
    return lambda view: ismcts_decide(game, model, view, iterations)


__all__ = ["EXPLORATION", "MAX_ITERATIONS", "Model", "Node", "Search", "budget_of", "ismcts_bot",
           "ismcts_decide"]
