"""Every registered game keeps the game interface's promises, in random games of every configuration.

Modelled on OpenSpiel's ``games_sim_test``: for each game of the registry and each of its
configurations (:func:`configurations`: every player count and every option value, the
option combinations sampled), seeded random games are played from the first deal to the end,
and at every step the interface is checked against itself: who moves and what is legal, who
takes an action (``actor``), the seat's view, illegal actions refused with a reason, ``apply``
never changing its input, the scores, and the record rebuilding the same game. A game added to the registry is checked by
registering it (and naming its configurations below).
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.interface import Game, IllegalAction, Reason

GAMES_PER_CONFIGURATION = 1
NON_MUTATION_EVERY = 5
"""Steps between two deep-copy checks that ``apply`` left its input alone (they cost the most)."""


def _oh_hell_options() -> Iterator[dict[str, Any]]:
    """Every player count and sequence, each variant alone, and a seeded sample of combinations."""
    for players in range(3, 8):
        yield {"players": players}
    for sequence in ("up", "down", "up-down", "down-up"):
        yield {"players": 5, "sequence": sequence}
    flags = ("hook", "simultaneous", "podrida", "miss_scores_tricks", "zero_bonus")
    for flag in flags:
        yield {"players": 4, flag: True}
    rng = random.Random(26)
    for _ in range(6):
        chosen = {flag: rng.random() < 0.5 for flag in flags}
        if chosen["hook"] and chosen["simultaneous"]:
            chosen["simultaneous"] = False  # the rules refuse the pair (tested in the rules' tests)
        yield {"players": rng.randint(3, 7), "sequence": rng.choice(("up", "down")), **chosen}


def configurations(name: str) -> list[dict[str, Any]]:
    """The rules options a game is simulated with (small targets: whole games, quickly)."""
    if name == "oh7":
        base = [{"mode": "base", "players": p, "target": 14} for p in range(2, 6)]
        return base + [{"mode": "advanced", "players": p, "target": 14} for p in range(3, 7)]
    if name == "oh-hell":
        return list(_oh_hell_options())
    if name == "seven-up":
        return [{"target": target} for target in (1, 3, 7)]
    if name == "red7":
        return [{"players": p, "advanced": advanced, "actions": actions}
                for p, advanced, actions in itertools.product((2, 3, 4), (False, True), (False, True))]
    raise AssertionError(f"name the configurations of the new game {name!r} here")


CASES = [(name, options) for name in registry.names() for options in configurations(name)]


def _check_seats(game: Game[Any, Any, Any, Any], state: Any, players: int) -> tuple[int, ...]:
    """Who moves, what each seat may do, and each mover's view agree; returns the movers."""
    movers = game.to_move(state)
    assert len(set(movers)) == len(movers) and all(0 <= seat < players for seat in movers)
    if game.chance_action(state) is not None:
        assert movers == (), "a chance action is due while seats are asked to move"
    for seat in range(players):
        legal = tuple(game.legal_actions(state, seat))
        if seat not in movers:
            assert legal == (), (seat, movers, legal)
            continue
        assert legal, f"seat {seat} must move but has no legal action"
        view = game.view(state, seat)
        assert view.seat == seat and tuple(view.legal) == legal
        assert isinstance(view.decision_seed, int)
        assert all(game.illegal_reason(state, action) is None for action in legal)
    return movers


def _check_refusal(game: Game[Any, Any, Any, Any], state: Any, movers: tuple[int, ...], seen: list[Any],
                   rng: random.Random) -> bool:
    """An action seen earlier in the game that no mover may take now is refused with a reason;
    False when every action seen so far is legal now (nothing to try)."""
    legal_now = {action for seat in movers for action in game.legal_actions(state, seat)}
    candidates = [action for action in seen if action not in legal_now]
    if not candidates:
        return False
    action = rng.choice(candidates)
    reason = game.illegal_reason(state, action)
    assert isinstance(reason, Reason), (action, reason)
    assert game.explain(reason)
    with pytest.raises(IllegalAction):
        game.apply(state, action)
    return True


def _check_scores(game: Game[Any, Any, Any, Any], state: Any, players: int, scored: int) -> int:
    """Totals, rounds and progress agree; rounds are never unscored. Returns the rounds scored."""
    totals = game.totals(state)
    results = game.round_results(state)
    assert len(totals) == players and len(results) >= scored
    if len(results) > scored:  # a round was just scored (Seven Up's gift counts before its deal is)
        assert results[-1].totals == totals and all(len(r.points) == players for r in results)
    progress = game.progress(state)
    assert progress.finished == game.is_over(state) and progress.number >= 1
    assert tuple(progress.scores) == (tuple(results[-1].totals) if results else ())  # as last scored
    return len(results)


def _check_record(game: Game[Any, Any, Any, Any], state: Any) -> None:
    """The record rebuilds the same game, secret choices included for an autosave."""
    record = game.to_record(state)
    again = game.from_record(record)
    assert game.to_record(again) == record
    pending = game.to_record(state, include_pending=True)
    assert game.to_record(game.from_record(pending), include_pending=True) == pending


def _random_game(game: Game[Any, Any, Any, Any], options: dict[str, Any], seed: int) -> tuple[Any, int, int]:
    """Play one seeded random game, checking every step; returns the end, the actions taken and
    the illegal actions tried."""
    rules = game.rules_from_options(options)
    players = game.players(rules)
    rng = random.Random(seed)
    state = game.new_game(rules, seed)
    seen: list[Any] = []
    scored, steps, refused = 0, 0, 0
    while not game.is_over(state):
        movers = _check_seats(game, state, players)
        chance = game.chance_action(state)
        if chance is not None:
            action = chance
            assert game.actor(action) is None, "a chance action names a seat"
        else:
            refused += _check_refusal(game, state, movers, seen, rng)
            seat = rng.choice(movers)
            action = rng.choice(tuple(game.legal_actions(state, seat)))
            assert game.actor(action) == seat, "the game does not say who takes the action"
            seen.append(action)
        before = copy.deepcopy(state) if steps % NON_MUTATION_EVERY == 0 else None
        after, events = game.apply(state, action)
        assert isinstance(events, tuple)
        if before is not None:
            assert state == before, "apply changed the state it was given"
        if len(game.round_results(after)) > scored:
            _check_record(game, after)
        state, steps = after, steps + 1
        scored = _check_scores(game, state, players, scored)
    assert game.to_move(state) == () and game.chance_action(state) is None
    winners = game.winners(state)
    assert winners and all(0 <= seat < players for seat in winners)
    _check_record(game, state)
    assert isinstance(game.replay_summary(state), dict)
    return state, steps, refused


@pytest.mark.parametrize(("name", "options"), CASES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(CASES)])
def test_random_games_keep_the_interface(name: str, options: dict[str, Any]) -> None:
    game = registry.get(name)
    for seed in range(GAMES_PER_CONFIGURATION):
        end, steps, refused = _random_game(game, options, 1000 + seed)
        assert steps > 0 and refused > 0
        # The same seed plays the same game: randomness only from the seeds passed in.
        assert game.to_record(_random_game(game, options, 1000 + seed)[0]) == game.to_record(end)


def test_every_registered_game_names_its_configurations() -> None:
    assert {name for name, _ in CASES} == set(registry.names())
