"""Information-set Monte Carlo tree search over sampled worlds (single observer).

Every iteration takes the next sampled world, walks one tree keyed by the cards played
since the decision, choosing among the cards legal *in that world* by UCB with
availability counts (Cowling, Powley and Whitehouse 2012), adds one node, plays the rest
of the hand out with the easy policy and credits each node with the relative points of the
seat that played it. The tree is shared by all worlds, so it learns what is good across the
hands the seat cannot tell apart, its own later cards included (flat Monte Carlo leaves
those to the easy policy).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..fast import FastHand
from .policy import easy_playout
from .world import relative

EXPLORE = 0.8
"""UCB exploration constant, on values divided by :data:`SCALE`."""
SCALE = 20.0


class Node:
    """One card in the tree: its visits, summed value (for the seat that played it), and how
    often it was available."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def ismcts(bases: Sequence[FastHand], iterations: int, rng: random.Random,
           finish: Callable[[FastHand], None] = easy_playout,
           spite: float = 1.0) -> dict[int, tuple[int, float]]:
    """Run the search from the worlds' positions (taken in turn); return each root card's
    (visits, mean value for the seat to play; ``spite`` as in :func:`.world.relative`)."""
    root = Node()
    for done in range(iterations):
        sim = bases[done % len(bases)].clone()
        path: list[tuple[Node, int]] = []
        node = root
        while not sim.done:
            seat = sim.to_play()
            legal = sim.legal()
            children = node.children
            untried = [card for card in legal if card not in children]
            for card in legal:
                if card in children:
                    children[card].avail += 1
            if untried:
                card = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[card] = Node()
                sim.play(card)
                path.append((child, seat))
                break
            card = _ucb(children, legal)
            node = children[card]
            sim.play(card)
            path.append((node, seat))
        finish(sim)
        points = sim.points()
        for child, seat in path:
            child.visits += 1
            child.total += relative(points, seat, spite)
    return {card: (child.visits, child.total / max(1, child.visits))
            for card, child in root.children.items()}


def _ucb(children: dict[int, Node], legal: list[int]) -> int:
    best, best_score = legal[0], -math.inf
    for card in legal:
        child = children[card]
        score = child.total / (child.visits * SCALE) + EXPLORE * math.sqrt(
            math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = card, score
    return best
