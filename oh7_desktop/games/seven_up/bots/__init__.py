"""Seven Up's bots: ``decide(view, level) -> action`` from a seat's view only.

Levels: ``random`` (a uniform legal action), ``easy`` (rules of thumb: the hand's worth under
each trump, cheap winners, tens kept safe), ``medium`` (sampled worlds played out with the
easy policy), ``hard`` (more worlds, a sharper playout policy, exact last tricks and the race
to 7 in its values). A decision is a pure function of the view and the level: seeded from
``view.decision_seed`` and bounded by iteration budgets (``medium:N``/``hard:N`` set them).

>>> from oh7_desktop.games.seven_up import Rules, new_game, apply, deal_action, view
>>> state = new_game(Rules(), seed=5)
>>> state, _ = apply(state, deal_action(state))
>>> decide(view(state, 1), "easy") in view(state, 1).legal
True
"""

from __future__ import annotations

from typing import Callable, Final

from ...interface import MAX_BOT_BUDGET, budget_ok, GameError
from .. import Action, SeatView

LEVELS: Final = ("random", "easy", "medium", "hard")

Bot = Callable[[SeatView], Action]


class BotError(GameError):
    """An unknown level, or a view with nothing to decide."""


def make_bot(level: str) -> Bot:
    """Return the decision function of a level; ``medium:N`` and ``hard:N`` set the budget
    (worlds per decision)."""
    name, _, budget = level.partition(":") if isinstance(level, str) else ("", "", "")
    if budget:
        if not budget_ok(name, budget):
            raise BotError(f"bad bot level {level!r} (a budget is medium:N or hard:N, N from 1 to {MAX_BOT_BUDGET:,})")
    if name == "random" and not budget:
        from .easy import random_decide
        return random_decide
    if name == "easy" and not budget:
        from .easy import easy_decide
        return easy_decide
    if name in ("medium", "hard"):
        from .search import searcher
        return searcher(name, int(budget) if budget else None)
    raise BotError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


def decide(view: SeatView, level: str) -> Action:
    """Return the level's action for this seat's view (always one of ``view.legal``)."""
    if not view.legal:
        raise BotError(f"seat {view.seat} has nothing to decide now")
    return make_bot(level)(view)


__all__ = ["LEVELS", "Bot", "BotError", "decide", "make_bot"]
