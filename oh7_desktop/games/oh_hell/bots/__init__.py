"""Oh Hell's bots: ``decide(view, level) -> action``, from a seat's view only.

Levels: ``random`` (a uniform legal action), ``easy`` (card counting and simple play),
``medium`` (determinized Monte Carlo over uniform worlds with easy playouts), ``hard``
(inference-weighted worlds, bids and plays by playouts, exact endgames). A decision is a
pure function of the view and the level: seeded from ``view.decision_seed`` and bounded by
iteration budgets (never by the clock), so the same view gives the same action anywhere.
Bids maximise the expected score (of the estimate, or of the playouts).

>>> from oh7_desktop.games.oh_hell import Rules, apply, deal_action, new_game, view
>>> state = new_game(Rules(players=4), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> decide(view(state, 1), "easy") in view(state, 1).legal
True
"""

from __future__ import annotations

from typing import Callable, Final

from ...interface import MAX_BOT_BUDGET, budget_ok, GameError
from ..actions import Action
from ..view import SeatView

LEVELS: Final = ("random", "easy", "medium", "hard")

Bot = Callable[[SeatView], Action]


class BotError(GameError):
    """Raised for an unknown level or a view with nothing to decide."""


def make_bot(level: str) -> Bot:
    """Return the decision function of a level; ``medium:N`` and ``hard:N`` set a budget
    (worlds for medium, simulated card plays in thousands for hard)."""
    name, _, budget = level.partition(":") if isinstance(level, str) else ("", "", "")
    if budget:
        if not budget_ok(name, budget):
            raise BotError(f"bad bot level {level!r} (a budget is medium:N or hard:N, N from 1 to {MAX_BOT_BUDGET:,})")
        size = int(budget)
        if name == "medium":
            from .medium import medium_decide
            return lambda v: medium_decide(v, worlds=size)
        from .hard import hard_decide
        return lambda v: hard_decide(v, budget=size)
    if level == "random":
        from .basic import random_decide
        return random_decide
    if level == "easy":
        from .basic import easy_decide
        return easy_decide
    if level == "medium":
        from .medium import medium_decide
        return medium_decide
    if level == "hard":
        from .hard import hard_decide
        return hard_decide
    raise BotError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)}, "
                   "or medium:N / hard:N)")


def decide(view: SeatView, level: str) -> Action:
    """Return the level's action for this seat's view (always one of ``view.legal``)."""
    if not view.legal:
        raise BotError(f"seat {view.seat} has nothing to decide now")
    return make_bot(level)(view)


__all__ = ["LEVELS", "Bot", "BotError", "decide", "make_bot"]
