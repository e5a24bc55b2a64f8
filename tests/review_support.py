"""Games played by bots for the review and replay tests: the live events of every action kept."""

from __future__ import annotations

from typing import Any

from oh7_desktop.games import registry


def played(players: int = 3, rounds: int = 2, seed: int = 3, mode: str = "base",
           level: str = "easy") -> tuple[Any, list[tuple[Any, tuple[Any, ...]]]]:
    """A game of Oh 7 ? played by bots for ``rounds`` scored rounds; the state and every
    (action, events) the engine gave live, in order."""
    game = registry.get("oh7")
    state = game.new_game(game.rules_from_options({"mode": mode, "players": players, "target": 99}), seed)
    bot = game.bot(level)
    live: list[tuple[Any, tuple[Any, ...]]] = []
    while len(game.round_results(state)) < rounds and not game.is_over(state):
        chance = game.chance_action(state)
        actions = [chance] if chance is not None else [bot(game.view(state, s)) for s in game.to_move(state)]
        for action in actions:
            state, events = game.apply(state, action)
            live.append((action, tuple(events)))
    return state, live
