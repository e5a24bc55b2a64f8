"""Undo against bots, on every game: the cut record rebuilds the game exactly as it was before the
undone action, and undo is refused once something was made public for good."""

from __future__ import annotations

import random
from typing import Any

import pytest

from oh7_desktop.games.registry import get
from oh7_desktop.games.undo import Step, replay_steps, undo_point

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("oh7", {"mode": "base", "players": 4, "target": 21}),
    ("oh7", {"mode": "advanced", "players": 5, "target": 21}),
    ("oh7", {"mode": "base", "players": 2, "target": 21}),
    ("oh-hell", {"players": 4, "sequence": "down", "simultaneous": True}),
    ("oh-hell", {"players": 3, "hook": True}),
    ("seven-up", {"target": 7}),
    ("red7", {"players": 3, "advanced": True, "actions": True}),
]


def _random_game(name: str, options: dict[str, Any], seed: int, limit: int
                 ) -> tuple[list[Any], list[Any], list[Step]]:
    """Actions, the state before each action (and the last), and the steps of a random game."""
    game, rng = get(name), random.Random(seed)
    state = game.new_game(game.rules_from_options(options), seed)
    actions: list[Any] = []
    states, steps = [state], []
    while not game.is_over(state) and len(actions) < limit:
        action = game.chance_action(state)
        seat = None
        if action is None:
            seat = rng.choice(game.to_move(state))
            action = rng.choice(list(game.legal_actions(state, seat)))
        state, events = game.apply(state, action)
        actions.append(action)
        states.append(state)
        steps.append(Step(seat, tuple(events)))
    return actions, states, steps


@pytest.mark.parametrize("name,options", GAMES)
def test_undo_restores_the_game_before_the_action_or_is_refused(name: str, options: dict[str, Any]) -> None:
    game = get(name)
    rules = game.rules_from_options(options)
    allowed = refused = 0
    for seed in range(3):
        actions, states, steps = _random_game(name, options, seed, 400)
        for end in range(1, len(actions) + 1):
            point = undo_point(steps[:end], 0, game.closes_undo)
            mine = [i for i in range(end) if steps[i].seat == 0]
            closed = not mine or any(game.closes_undo(e) for s in steps[mine[-1]:end] for e in s.events)
            assert (point is None) == closed
            if point is None:
                refused += 1
                continue
            allowed += 1
            assert point == mine[-1]
            again, replayed = replay_steps(game, rules, seed, actions[:point])
            assert again == states[point] and replayed == steps[:point]
            assert game.to_record(again, include_pending=True) == game.to_record(states[point], include_pending=True)
    assert allowed > 10 and refused > 10


def test_the_steps_name_the_seat_that_acted_and_none_for_chance() -> None:
    game = get("oh7")
    actions, _, steps = _random_game("oh7", GAMES[0][1], 4, 60)
    _, replayed = replay_steps(game, game.rules_from_options(GAMES[0][1]), 4, actions)
    assert replayed == steps and steps[0].seat is None
