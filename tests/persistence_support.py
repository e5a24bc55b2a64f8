"""Helpers for the persistence tests (imported by the other ``test_persistence_*`` files).

Games are played by a seeded random player straight on the engine, so every test builds
real, legal records: complete games, games stopped mid-trick, games stopped mid-bet.
"""

from __future__ import annotations

import json
import random
from typing import Any, Literal

import pytest

from oh7_desktop.games.oh7 import (GameState, Phase, Play, Rules, apply, deal_action, from_record, legal_actions, new_game,
                                   to_move, to_record)
from oh7_desktop.persistence import SaveFile, Seat
from oh7_desktop.persistence.loader import encode_save

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


def illegal_record() -> tuple[dict[str, Any], str]:
    """A record whose first play that could break 'follow suit' does; and the engine's message."""
    record = make_save(steps=60).record
    deal = record["deals"][0]
    for k in range(len(deal["plays"])):
        trial = dict(record, deals=[dict(deal, plays=deal["plays"][:k])])
        state = from_record(trial)
        [seat] = to_move(state)
        legal = {str(action.card) for action in legal_actions(state, seat) if isinstance(action, Play)}
        illegal = [str(card) for card in state.hands[seat] if str(card) not in legal]
        if illegal:
            trial["deals"][0]["plays"].append(illegal[0])
            with pytest.raises(ValueError) as err:
                from_record(trial)
            return trial, str(err.value)
    raise AssertionError("no play of this deal could break 'follow suit'")


def with_record(record: dict[str, Any]) -> bytes:
    """Return a good save's bytes (60 actions in) with ``record`` in place of its own."""
    data = json.loads(encode_save(make_save(steps=60)))
    data["record"] = record
    return json.dumps(data).encode()


def oh_hell_save_at_hand(hand: int) -> Any:
    """An Oh Hell game of four (bots) saved while its hand ``hand`` is being played."""
    from oh7_desktop.app.flow import save_meta
    from oh7_desktop.app.game_setup import GameSetup, SeatSetup
    from oh7_desktop.games import registry

    game = registry.get("oh-hell")
    rules = game.rules_from_options({"players": 4, "sequence": "up-down"})
    state, bot = game.new_game(rules, 5), game.bot("easy")
    while len(game.round_results(state)) < hand - 1:
        chance = game.chance_action(state)
        state = game.apply(state, chance if chance is not None else bot(game.view(state, game.to_move(state)[0])))[0]
    names = ["Ann", "Bob", "Cid", "Dan"]
    seats = tuple(SeatSetup(n, "bot", "easy") for n in names)
    return save_meta(GameSetup("oh-hell", rules, 5, seats, record=game.to_record(state, names)))
