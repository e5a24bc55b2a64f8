"""The ``random`` and ``easy`` levels as decisions on a seat's view."""

from __future__ import annotations

import random

from .. import Action, SeatView


def random_decide(view: SeatView) -> Action:
    """Return a uniformly random legal action (seeded by the view's decision seed)."""
    return random.Random(view.decision_seed).choice(view.legal)


def easy_decide(view: SeatView) -> Action:
    """Return the easy bot's action."""
    return view.legal[0]
