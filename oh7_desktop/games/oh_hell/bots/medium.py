"""The ``medium`` level: determinized Monte Carlo with easy-policy playouts.

Each decision samples ``worlds`` uniform deals of the hidden cards and plays every
candidate out in each with the easy policy at every seat. A bid is the one with the best
expected points (the other seats bid by the easy rule in each world); a card the one with
the best mean relative points.
"""

from __future__ import annotations

import random

from ..actions import Action
from ..rules import Phase
from ..view import SeatView
from .basic import pick
from .playouts import argmax, bid_values, play_values
from .world import candidates, easy_bid_model, knowledge

WORLDS = 12
"""Worlds per decision."""


def medium_decide(view: SeatView, worlds: int = WORLDS) -> Action:
    """Return the medium bot's action."""
    options = candidates(view)
    if len(options) == 1:
        return pick(view, options[0])
    rng = random.Random(view.decision_seed)
    know = knowledge(view)
    sampled = [know.sample(rng) for _ in range(worlds)]
    weights = [1.0] * worlds
    if view.phase is Phase.BID:
        values = bid_values(view, options, sampled, weights, easy_bid_model(view))
    else:
        values = play_values(view, options, sampled, weights)
    return pick(view, argmax(options, values))


__all__ = ["WORLDS", "medium_decide"]
