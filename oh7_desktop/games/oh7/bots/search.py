"""Search over sampled worlds: information-set MCTS, and exact play of the last tricks.

Information-set MCTS (single observer, Cowling, Powley and Whitehouse 2012): every
iteration draws one world (by its inference weight), walks a tree keyed by the moves
played so far, choosing at each step among the moves legal *in that world* by UCB with
availability counts, adds one node, plays the rest out with the easy policy and credits
each node with the value of the seat that moved into it. The tree is shared by all
worlds, so it learns what is good across the hands the seat cannot tell apart.

Near the end of a round the remaining game is small: each world is then solved exactly
(max-n: every seat picks the move best for itself) and the candidates are averaged.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Callable, Sequence
from itertools import accumulate

from .easy import easy_play
from .rollout import rollout
from ..fast import Sim
from .value import Scorer

EXPLORE = 0.9
"""UCB exploration constant, on values scaled by ``SCALE``."""
SCALE = 20.0


class Node:
    """One move in the tree: its visits, summed value (for the seat that moved), availability."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class WorldPool:
    """Sampled worlds with weights; draws one by weight."""

    def __init__(self, worlds: Sequence[Sim], weights: Sequence[float]) -> None:
        self.worlds = list(worlds)
        self.weights = list(weights)
        self._cumulative = list(accumulate(weights))

    def draw(self, rng: random.Random) -> Sim:
        """Return a copy of a world drawn by weight."""
        at = bisect.bisect_right(self._cumulative, rng.random() * self._cumulative[-1])
        return self.worlds[min(at, len(self.worlds) - 1)].clone()


def ismcts(pool: WorldPool, me: int, scorer: Scorer, iterations: int, rng: random.Random,
           mine_only: bool = False,
           finish: Callable[[Sim], None] = rollout) -> dict[int, tuple[int, float]]:
    """Run the search; return each root move's (visits, mean value for ``me``).
    ``mine_only`` keeps only this seat's moves in the tree (the others play the easy
    policy throughout): the budget then goes to planning its own play. ``finish`` plays
    each iteration's round out."""
    root = Node()
    for _ in range(iterations):
        if mine_only:
            _iterate_mine(root, pool.draw(rng), me, scorer, rng, finish)
        else:
            _iterate(root, pool.draw(rng), scorer, rng, finish)
    return {move: (child.visits, child.total / max(child.visits, 1))
            for move, child in root.children.items()}


def _iterate(root: Node, sim: Sim, scorer: Scorer, rng: random.Random,
             finish: Callable[[Sim], None]) -> None:
    node, path, seats = root, [], []
    while sim.ntricks < 7:
        seat = sim.order[len(sim.tcards)]
        legal = sim.legal(seat)
        children = node.children
        untried = [m for m in legal if m not in children]
        for m in legal:
            if m in children:
                children[m].avail += 1
        if untried:
            move = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            child = children[move] = Node()
            child.avail = 1
            sim.play(move)
            path.append(child)
            seats.append(seat)
            break
        move = _ucb(children, legal)
        node = children[move]
        sim.play(move)
        path.append(node)
        seats.append(seat)
    finish(sim)
    values = scorer.values(sim)
    for node, seat in zip(path, seats):
        node.visits += 1
        node.total += values[seat]


def _iterate_mine(root: Node, sim: Sim, me: int, scorer: Scorer, rng: random.Random,
                  finish: Callable[[Sim], None]) -> None:
    node, path = root, []
    while sim.ntricks < 7:
        seat = sim.order[len(sim.tcards)]
        if seat != me:
            sim.play(easy_play(sim, seat))
            continue
        legal = sim.legal(seat)
        children = node.children
        untried = [m for m in legal if m not in children]
        for m in legal:
            if m in children:
                children[m].avail += 1
        if untried:
            move = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            child = children[move] = Node()
            child.avail = 1
            sim.play(move)
            path.append(child)
            break
        move = _ucb(children, legal)
        node = children[move]
        sim.play(move)
        path.append(node)
    finish(sim)
    value = scorer.values(sim)[me]
    for node in path:
        node.visits += 1
        node.total += value


def _ucb(children: dict[int, Node], legal: list[int]) -> int:
    best, best_score = legal[0], -math.inf
    for move in legal:
        child = children[move]
        score = child.total / (child.visits * SCALE) + EXPLORE * math.sqrt(
            math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = move, score
    return best


def endgame_size(sim: Sim) -> int:
    """Return a bound on the leaves of the remaining game tree."""
    size = 1
    for hand in sim.hands:
        size *= math.factorial(len(hand))
    return size


def maxn(sim: Sim, scorer: Scorer) -> list[float]:
    """Return every seat's value when each seat plays its best move (perfect information)."""
    if sim.ntricks == 7:
        return scorer.values(sim)
    seat = sim.order[len(sim.tcards)]
    best: list[float] | None = None
    for move in sim.legal(seat):
        child = sim.clone()
        child.play(move)
        values = maxn(child, scorer)
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    return best


def solve_endgame(pool: WorldPool, me: int, moves: Sequence[int], scorer: Scorer, worlds: int,
                  rng: random.Random) -> dict[int, float]:
    """Return each move's mean exact value over ``worlds`` worlds drawn by weight."""
    totals = dict.fromkeys(moves, 0.0)
    for _ in range(worlds):
        world = pool.draw(rng)
        for move in moves:
            sim = world.clone()
            sim.play(move)
            totals[move] += maxn(sim, scorer)[me]
    return totals


def flat(pool: WorldPool, me: int, moves: Sequence[int], scorer: Scorer, iterations: int,
         rng: random.Random) -> dict[int, float]:
    """Return each move's mean playout value over worlds drawn by weight (flat Monte Carlo,
    the same world for every move)."""
    totals = dict.fromkeys(moves, 0.0)
    for _ in range(max(1, iterations // len(moves))):
        world = pool.draw(rng)
        for move in moves:
            sim = world.clone()
            sim.play(move)
            rollout(sim)
            totals[move] += scorer.values(sim)[me]
    return totals


def halving(pool: WorldPool, me: int, moves: Sequence[int], scorer: Scorer, iterations: int,
            rng: random.Random) -> int:
    """Return the best move by successive halving: every round plays the surviving moves
    out in the same fresh worlds, then keeps the better half (ties: code order)."""
    alive = list(moves)
    totals = dict.fromkeys(moves, 0.0)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    for _ in range(rounds):
        if len(alive) == 1:
            break
        worlds = max(1, iterations // (rounds * len(alive)))
        for _ in range(worlds):
            world = pool.draw(rng)
            for move in alive:
                sim = world.clone()
                sim.play(move)
                rollout(sim)
                totals[move] += scorer.values(sim)[me]
        alive.sort(key=lambda m: -totals[m])
        alive = alive[:max(1, (len(alive) + 1) // 2)]
    return alive[0]
