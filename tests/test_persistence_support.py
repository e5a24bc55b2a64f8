"""Helpers for the persistence tests (imported by the other ``test_persistence_*`` files).

Games are played by a seeded random player straight on the engine, so every test builds
real, legal records: complete games, games stopped mid-trick, games stopped mid-bet.
"""

from __future__ import annotations

import random
from typing import Any, Literal

from oh7_desktop.games.oh7 import GameState, Phase, Rules, apply, deal_action, legal_actions, new_game, to_record
from oh7_desktop.persistence import SaveFile, Seat

NAMES = ["Alice", "Bob", "Carole", "David", "Eve", "Fanny"]


def play_random(rules: Rules, seed: int, steps: int | None = None, *, choice_seed: int = 0) -> GameState:
    """Play ``steps`` actions (all of them if None) of a game with seeded random choices."""
    state = new_game(rules, seed)
    rng = random.Random(choice_seed)
    done = 0
    while not state.is_over() and (steps is None or done < steps):
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        done += 1
    return state


def make_save(
    mode: Literal["base", "advanced"] = "base", players: int = 4, target: int = 35, *, seed: int = 1, steps: int | None = 60
) -> SaveFile:
    """Return a save of a random game stopped after ``steps`` actions (mid-game by default)."""
    state = play_random(Rules(mode, players, target), seed, steps)
    names = NAMES[:players]
    seats = [Seat(kind="human", name=names[0])] + [
        Seat(kind="bot", level="medium", name=name, bot_seed=100 + n) for n, name in enumerate(names[1:])
    ]
    record: dict[str, Any] = to_record(state, names, include_pending=True)
    return SaveFile(game="oh7", rules={"mode": mode, "players": players, "target": target}, seats=seats, record=record)


def test_make_save_is_mid_game() -> None:
    save = make_save(steps=60)
    assert save.record["deals"], "a game stopped after 60 actions has started its first deal"
    assert save.names == NAMES[:4]


def test_play_random_finishes_a_game() -> None:
    assert play_random(Rules("base", 3, 21), 3).is_over()
