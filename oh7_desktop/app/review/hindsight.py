"""Hindsight in the review: a game's ``hindsight_reason(states, seat)`` for a seat that missed.

The function is named by the game's :data:`~oh7_desktop.app.kit.assist.ADVISERS` entry
(``hindsight``, a ``"package.module:function"`` path) and runs in the bot worker's process
(:func:`hindsight_task` is top level for it); a game without one shows nothing.

>>> has_hindsight("no such game")
False
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from oh7_desktop.games.interface import Game, Reason

from .stepper import DealSteps


def _path(game: str) -> str | None:
    from oh7_desktop.app.kit.assist import ADVISERS

    adviser = ADVISERS.get(game)
    return None if adviser is None else adviser.hindsight


def has_hindsight(game: str) -> bool:
    """Whether ``game`` names a hindsight function."""
    return _path(game) is not None


def hindsight_task(game: str, states: tuple[object, ...], seat: int) -> Reason | None:
    """In the worker: the game's hindsight answer for ``seat`` over one finished unit's states
    (None: the game has none, or nothing to ask)."""
    path = _path(game)
    if path is None:
        return None
    module, _, name = path.partition(":")
    function: Callable[..., Reason | None] = getattr(importlib.import_module(module), name)
    return function(states, seat)


def unit_states(game: Game[Any, Any, Any, Any], deal: DealSteps) -> tuple[object, ...]:
    """The engine states of a finished deal, each the state before one of its actions (a step
    holding several secret choices is opened up, the engine applying them one by one)."""
    states: list[object] = []
    for step in deal.steps:
        state = step.before
        for action in step.actions:
            states.append(state)
            state, _ = game.apply(state, action)
    return tuple(states)


__all__ = ["has_hindsight", "hindsight_task", "unit_states"]
