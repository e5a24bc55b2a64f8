"""Bots that decide from a seat's view only: ``decide(view, level) -> action``.

Levels: ``random`` (uniform legal action), ``easy`` (rules), ``medium`` (determinized
Monte Carlo), ``hard`` (information-set search with inference). A decision is a pure
function of the view and the level: it is seeded from ``view.decision_seed`` and bounded
by iteration budgets, so the same view gives the same action on any machine (the app may
run it in a worker process: views and actions pickle).

>>> from oh7_desktop.games.oh7 import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules("base", 4), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> action = decide(view(state, 0), "easy")
>>> action in view(state, 0).legal
True
"""

from __future__ import annotations

from typing import Callable, Final

from ...interface import MAX_BOT_BUDGET, budget_ok, GameError
from .. import Action, SeatView

LEVELS: Final = ("random", "easy", "medium", "hard")

Bot = Callable[[SeatView], Action]


class BotError(GameError):
    """Raised for an unknown level or a view with nothing to decide."""


def make_bot(level: str) -> Bot:
    """Return the decision function of a level; ``"medium:8"`` sets its budget (worlds for
    medium, iterations for hard; for tests and experiments)."""
    name, _, budget = level.partition(":")
    if budget:
        if not budget_ok(name, budget):
            raise BotError(f"bad bot level {level!r} (a budget is medium:N or hard:N, N from 1 to {MAX_BOT_BUDGET:,})")
        size = int(budget)
        if name == "medium":
            from .medium import medium_decide
            return lambda v: medium_decide(v, worlds=size)
        from .hard import hard_decide
        return lambda v: hard_decide(v, iterations=size)
    if level == "random":
        from .easy_bot import random_decide
        return random_decide
    if level == "easy":
        from .easy_bot import easy_decide
        return easy_decide
    if level == "medium":
        from .medium import medium_decide
        return medium_decide
    if level == "hard":
        from .hard import hard_decide
        return hard_decide
    raise BotError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


def decide(view: SeatView, level: str) -> Action:
    """Return the level's action for this seat's view (always one of ``view.legal``)."""
    if not view.legal:
        raise BotError(f"seat {view.seat} has nothing to decide now")
    return make_bot(level)(view)


__all__ = ["LEVELS", "Bot", "BotError", "decide", "make_bot"]
