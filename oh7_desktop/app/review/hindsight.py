"""Hindsight in the review: a game's ``hindsight_reason(states, seat)`` for a seat that missed.

A game whose registry entry offers ``hindsight`` answers through its advisers
(:class:`~oh7_desktop.games.capabilities.Advisers`), in the bot worker's process
(:func:`hindsight_task` is top level for it); a game without it shows nothing.

>>> has_hindsight("no such game")
False
"""

from __future__ import annotations


from oh7_desktop.games import registry
from oh7_desktop.games.interface import Game, Reason

from .stepper import DealSteps


def has_hindsight(game: str) -> bool:
    """Whether ``game`` offers hindsight (its registry entry's capability)."""
    return registry.offers(game, "hindsight")


def hindsight_task(game: str, states: tuple[object, ...], seat: int) -> Reason | None:
    """In the worker: the game's hindsight answer for ``seat`` over one finished unit's states
    (None: the game has none, or nothing to ask)."""
    advisers = registry.entry(game).advisers() if has_hindsight(game) else None
    return None if advisers is None else advisers.hindsight_reason(states, seat)


def unit_states(game: Game[object, object, object, object], deal: DealSteps) -> tuple[object, ...]:
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
