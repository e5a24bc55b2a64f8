"""The bots' simulator plays exactly the engine's rules (whole random games in every mode)."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.games.oh7 import GameState, Phase, Play, Rules, apply, chance_action, legal_actions, new_game, view
from oh7_desktop.games.oh7.events import RoundScored
from oh7_desktop.games.oh7.fast import Sim
from oh7_desktop.games.oh7.bots.world import deck_counts, play_world

MODES = [("base", 2), ("base", 3), ("base", 4), ("base", 5),
         ("advanced", 3), ("advanced", 4), ("advanced", 5), ("advanced", 6)]


def _sim_of(state: GameState) -> Sim:
    """A full-information simulator of the state (the test may look at every hand)."""
    hands = [[int(c) for c in hand] for hand in state.hands]
    rest = [int(c) for c in reversed(state.rest)]
    counts = deck_counts(state.rules.mode, state.players)
    return play_world(view(state, 0), hands, rest, counts)


@pytest.mark.parametrize("mode,players", MODES)
def test_sim_matches_engine(mode: str, players: int) -> None:
    rng = random.Random(players * 7 + len(mode))
    rounds = 0
    for game in range(3):
        state = new_game(Rules(mode, players, 35), seed=game * 31 + players)
        sim: Sim | None = None
        while not state.is_over():
            chance = chance_action(state)
            if chance is not None:
                state, _ = apply(state, chance)
                if state.phase is Phase.PLAY:  # a settled tie starts the play
                    sim = _sim_of(state)
                continue
            if state.phase is Phase.PLAY and rng.random() < 0.3:
                sim = _sim_of(state)  # rebuilt from a view mid-round as well
            actions = legal_actions(state)
            action = rng.choice(actions)
            if isinstance(action, Play):
                assert sim is not None
                assert sim.to_play() == action.seat
                expected = sorted({int(a.card) for a in actions if isinstance(a, Play)})
                assert sim.legal(action.seat) == expected
                sim.play(int(action.card))
            state, events = apply(state, action)
            if state.phase is Phase.PLAY and sim is None:
                sim = _sim_of(state)
            scored = [e for e in events if isinstance(e, RoundScored)]
            if scored:
                assert sim is not None and sim.done
                assert tuple(sim.points()) == scored[0].points
                assert tuple(sim.won) == scored[0].tricks_won
                rounds += 1
                sim = None
            elif sim is not None and state.phase is Phase.PLAY:
                assert sim.won == list(state.tricks_won) and sim.dummy_won == state.dummy_tricks
    assert rounds >= 3
