"""The bots' fast simulator equals the checked engine, move for move, on many random games of
every configuration; the playouts' shortcut picks exactly the easy policy's move."""

from __future__ import annotations

import pytest

from oh7_desktop.games.red7 import Deal, Phase, Rules
from oh7_desktop.games.red7.bots.policy import cheapest
from oh7_desktop.games.red7.bots.rollout import cheapest_move
from oh7_desktop.games.red7.bots.simple import action_code
from oh7_desktop.games.red7.fast import Sim, sim_of_state
from oh7_desktop.games.red7.game import legal_actions

from red7_support import CONFIGS, random_game


def same(sim: Sim, other: Sim) -> None:
    for name in ("hands", "palettes", "active", "rule", "deck", "turn", "drew", "totals", "scored"):
        assert getattr(sim, name) == getattr(other, name), name


@pytest.mark.parametrize("rules", CONFIGS, ids=str)
def test_the_simulator_follows_the_checked_engine(rules: Rules) -> None:
    positions = 0
    for seed in range(6 if rules.advanced else 25):
        for state, action, new, _ in random_game(rules, seed, fold_rate=0.03):
            if isinstance(action, Deal):
                dealt = Sim.deal(rules, [int(c) for c in action.deck], list(state.totals),
                                 sim_of_state(state).scored)
                same(dealt, sim_of_state(new))
                continue
            sim = sim_of_state(state)
            codes = [action_code(a) for a in legal_actions(state)]
            assert sim.legal() == codes
            sim.play(action_code(action))
            if new.phase in (Phase.DEAL, Phase.GAME_OVER):
                assert sim.winner == new.log[-1].winner and sim.totals == list(new.totals)
                assert sim.scored == sim_of_state(new).scored
            else:
                same(sim, sim_of_state(new))
            positions += 1
    assert positions > 100


@pytest.mark.parametrize("rules", CONFIGS, ids=str)
def test_the_playouts_shortcut_is_the_easy_policy(rules: Rules) -> None:
    checked = 0
    for seed in range(6 if rules.advanced else 25):
        for state, _, _, _ in random_game(rules, 100 + seed):
            if state.phase not in (Phase.TURN, Phase.AFTER_DRAW):
                continue
            sim = sim_of_state(state)
            seat = sim.turn
            expected = cheapest(sim.legal(), sim.pos(), seat, tuple(sim.active), sim.advanced)
            assert cheapest_move(sim) == expected
            checked += 1
    assert checked > 60


def test_the_bench_measures_both_paths_of_every_red7_configuration() -> None:
    from oh7_desktop.games.red7.bench import CONFIGS, measure

    result = measure(0.02, 1)
    for path in ("checked", "fast"):
        assert set(result[path]) == set(CONFIGS) and all(r > 0 for r in result[path].values())


@pytest.mark.parametrize("rules", [Rules(2, True), Rules(3, True), Rules(4, False)], ids=str)
def test_the_flexible_playout_move_is_legal_and_as_cheap_as_easy(rules: Rules) -> None:
    from oh7_desktop.games.red7.bots.policy import move_key
    from oh7_desktop.games.red7.bots.rollout import flexible_move

    checked = 0
    for seed in range(8):
        for state, _, _, _ in random_game(rules, 300 + seed):
            if state.phase is not Phase.TURN:
                continue
            sim = sim_of_state(state)
            size, deck = sim.palettes[sim.turn].bit_count(), len(sim.deck)
            move, easy = flexible_move(sim), cheapest_move(sim)
            assert move in sim.legal()
            assert move_key(move, size, deck, sim.advanced)[:2] == \
                move_key(easy, size, deck, sim.advanced)[:2]
            checked += 1
    assert checked > 40
