"""The ``random`` and ``easy`` levels as decisions on a seat's view.

``easy`` bids from its card-counting estimate (:mod:`.estimate`: the legal bid with the best
expected score) and plays the easy policy (:mod:`.policy`), all from the view alone.
"""

from __future__ import annotations

import random

from ..actions import Action, Bid, Play
from ..rules import Phase
from ..view import SeatView
from .policy import easy_card
from .estimate import choose_bid
from .world import easy_bid_model, play_world


def random_decide(view: SeatView) -> Action:
    """Return a uniformly random legal action (seeded by the view's decision seed)."""
    return random.Random(view.decision_seed).choice(view.legal)


def pick(view: SeatView, choice: int) -> Action:
    """Return the legal action that bids ``choice`` (bidding) or plays card code ``choice``."""
    for action in view.legal:
        if isinstance(action, Bid) and action.bid == choice:
            return action
        if isinstance(action, Play) and int(action.card) == choice:
            return action
    raise ValueError(f"no legal action for {choice!r}")


def easy_decide(view: SeatView) -> Action:
    """Return the easy bot's action."""
    if view.phase is Phase.BID:
        choices = sorted({a.bid for a in view.legal if isinstance(a, Bid)})
        expected = easy_bid_model(view)([int(c) for c in view.hand])
        return pick(view, choose_bid(expected, choices))
    hands: list[list[int]] = [[] for _ in range(view.players)]
    hands[view.seat] = [int(c) for c in view.hand]
    return pick(view, easy_card(play_world(view, hands)))


__all__ = ["easy_decide", "pick", "random_decide"]
