"""The reference ISMCTS (``ismcts:N``): its determinizations match the views, its decisions are
seeded and legal, and it sits in tournaments of every game."""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.interface import GameError
from oh7_desktop.games.ismcts import MAX_ITERATIONS, budget_of
from oh7_desktop.games.tournament import main, run

CONFIGS: dict[str, tuple[dict[str, Any], ...]] = {
    "oh7": ({"mode": "base", "players": 4}, {"mode": "advanced", "players": 5},
            {"mode": "base", "players": 2}, {"mode": "advanced", "players": 3}),
    "oh-hell": ({"players": 4}, {"players": 3, "simultaneous": True},
                {"players": 5, "hook": True, "podrida": True}, {"players": 6, "sequence": "down"}),
    "seven-up": ({}, {"target": 11}),
    "red7": ({"players": 2, "advanced": True}, {"players": 3},
             {"players": 4, "advanced": True, "actions": True}),
}
"""Every game in several of its variants (dummy, secret bets, hook, podrida, actions...)."""

POSITIONS = 260
"""Positions checked per game (over 1,000 over the four games)."""


def sampler(name: str) -> Any:
    """Return the game's ``view, rng -> state`` of the reference search."""
    module = f"oh7_desktop.games.{name.replace('-', '_')}.bots.determinize"
    return importlib.import_module(module).sample_state


def positions(name: str, count: int, every: int = 3) -> Iterator[tuple[Any, Any]]:
    """Yield ``count`` (state, view) decisions of random games, every ``every``-th one,
    cycling through the game's variants."""
    game = registry.get(name)
    rnd, taken, seed = game.bot("random"), 0, 0
    while True:
        options = CONFIGS[name][seed % len(CONFIGS[name])]
        state = game.new_game(game.rules_from_options(options), seed)
        seed, step = seed + 1, 0
        while not game.is_over(state):
            chance = game.chance_action(state)
            if chance is not None:
                state = game.apply(state, chance)[0]
                continue
            views = [game.view(state, seat) for seat in game.to_move(state)]
            for view in views:
                step += 1
                if step % every == 0:
                    yield state, view
                    taken += 1
                    if taken == count:
                        return
            for view in views:
                state = game.apply(state, rnd(view))[0]


def same_view(game: Any, sampled: Any, view: Any) -> bool:
    """True if the sampled state shows ``view``'s seat exactly ``view`` (the seed aside)."""
    seen = game.view(sampled, view.seat)
    return bool(dataclasses.replace(seen, decision_seed=view.decision_seed) == view)


@pytest.mark.parametrize("name", registry.names())
def test_sampled_states_show_the_seat_its_own_view(name: str) -> None:
    game, sample = registry.get(name), sampler(name)
    checked = 0
    for index, (_state, view) in enumerate(positions(name, POSITIONS)):
        sampled = sample(view, random.Random(index))
        assert same_view(game, sampled, view), (name, index)
        checked += 1
    assert checked == POSITIONS


@pytest.mark.parametrize("name", registry.names())
def test_rollouts_from_sampled_states_score_their_unit_in_the_engine(name: str) -> None:
    """The checked engine plays every sampled world to the end of its round (nothing refused)."""
    game, sample = registry.get(name), sampler(name)
    rng = random.Random(5)
    for _, view in positions(name, 12, every=7):
        state = sample(view, rng)
        units = len(game.round_results(state))
        while not game.is_over(state) and len(game.round_results(state)) == units:
            chance = game.chance_action(state)
            if chance is None:
                legal = game.legal_actions(state, game.to_move(state)[0])
                chance = legal[rng.randrange(len(legal))]
            state = game.apply(state, chance)[0]
        assert game.is_over(state) or len(game.round_results(state)) == units + 1


@pytest.mark.parametrize("name", registry.names())
def test_decisions_are_seeded_and_legal(name: str) -> None:
    game = registry.get(name)
    bot = game.bot("ismcts:20")
    views = [view for _, view in positions(name, 8, every=5)]
    moves = [bot(view) for view in views]
    assert all(move in view.legal for move, view in zip(moves, views))
    assert [bot(view) for view in views] == moves  # same view, seed and budget: same move


def test_budgets_are_bounded_with_one_clear_line() -> None:
    assert budget_of(f"ismcts:{MAX_ITERATIONS}") == MAX_ITERATIONS
    for level in ("ismcts:0", "ismcts:x", f"ismcts:{MAX_ITERATIONS + 1}", "ismcts"):
        with pytest.raises(GameError, match=r"ismcts:N takes 1 to \d+ iterations"):
            registry.get("red7").bot(level)


def test_tournament_refuses_a_bad_budget(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--game", "seven-up", "--players", "2", "--seats", "ismcts:0,random"])
    assert status == 2
    assert capsys.readouterr().err.strip().count("\n") == 0


@pytest.mark.parametrize(("name", "options"), [
    ("oh7", {"mode": "base", "players": 3, "target": 10}),
    ("oh-hell", {"players": 7, "sequence": "down"}),
    ("seven-up", {"players": 2, "target": 3}),
    ("red7", {"players": 2}),
])
def test_tiny_tournament_against_random_finishes(name: str, options: dict[str, Any]) -> None:
    players = options["players"]
    seats = ["ismcts:20"] + ["random"] * (players - 1)
    games = 1 if name == "oh-hell" else players  # seven hands of seven players: one game
    report = run(name, options, 3, games, seats, workers=1)
    assert report["games"] == games
    assert set(report["levels"]) == {"ismcts:20", "random"}
