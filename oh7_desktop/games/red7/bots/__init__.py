"""Bots that decide from a seat's view only: ``make_bot(level)(view) -> action``.

Levels: ``random`` (a uniform legal move; it folds only when it must), ``easy`` (the move that
keeps it winning with the fewest cards spent), ``medium`` (Monte Carlo over sampled hidden
hands and deck) and ``hard`` (more samples, deeper playouts, and reading what opponents'
moves say about their hands). A decision is a pure function of the view and the level: it is
seeded from ``view.decision_seed`` and bounded by iteration budgets, so the same view gives the
same action on any machine.

>>> from oh7_desktop.games.red7 import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules(3), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> seat = state.turn
>>> make_bot("easy")(view(state, seat)) in view(state, seat).legal
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
    """Raised for an unknown level or budget."""


def make_bot(level: str) -> Bot:
    """Return the decision function of a level; ``"medium:N"``/``"hard:N"`` set the number of
    sampled worlds (for tests and experiments)."""
    name, _, budget = level.partition(":") if isinstance(level, str) else ("", "", "")
    if budget:
        if not budget_ok(name, budget):
            raise BotError(f"bad bot level {level!r} (a budget is medium:N or hard:N, N from 1 to {MAX_BOT_BUDGET:,})")
    if name == "random" and not budget:
        from .simple import random_decide
        return random_decide
    if name == "easy" and not budget:
        from .simple import easy_decide
        return easy_decide
    if name in ("medium", "hard"):
        from .search import search_bot
        return search_bot(name, int(budget) if budget else None)
    raise BotError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Bot", "BotError", "make_bot"]
