"""The table model follows engine events card by card and ends where the engine state is."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.app.kit.geometry import hidden_key
from oh7_desktop.app.tables.oh7.geometry import sort_key
from oh7_desktop.app.tables.oh7.model import TableModel, keys_of
from oh7_desktop.games.oh7 import Card, Phase, Rules, apply, deck, legal_actions, new_game


@pytest.mark.parametrize("mode,players", [("base", 2), ("base", 4), ("advanced", 3), ("advanced", 6)])
def test_stepping_events_matches_the_state_after_every_action(mode: str, players: int) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(Rules(mode, players, 21), seed)
        model = TableModel.empty(players, mode)
        for _ in range(400):
            if state.is_over():
                break
            action = rng.choice(legal_actions(state))
            state, events = apply(state, action)
            for event in events:
                model.step(event, action)
            if state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                assert model.signature() == TableModel.from_state(state).signature()


def test_every_physical_card_is_somewhere_exactly_once() -> None:
    rng = random.Random(3)
    state = new_game(Rules("advanced", 5, 21), 3)
    model = TableModel.empty(5, "advanced")
    for _ in range(200):
        if state.is_over():
            break
        action = rng.choice(legal_actions(state))
        state, events = apply(state, action)
        for event in events:
            model.step(event, action)
        places = (model.deck + model.discard + model.dummy_pile + model.dummy_up
                  + [k for hand in model.hands for k in hand] + [k for row in model.front for k in row]
                  + [k for k in model.pending if k is not None] + [k for _, k in model.trick]
                  + [k for pile in model.piles.values() for trick in pile for k in trick])
        assert sorted(places) == sorted(set(places)) and len(places) == len(deck("advanced", 5))


def test_duplicate_naughts_are_two_physical_cards() -> None:
    naught = Card.from_str("N")
    assert keys_of([naught, Card.from_str("3H"), naught]) == [(44, 0), (11, 0), (44, 1)]


def test_a_face_down_hand_is_not_laid_out_by_rank() -> None:
    keys = keys_of([Card.from_code(code) for code in range(8)])
    by_rank = sorted(keys, key=sort_key)
    orders = {tuple(sorted(keys, key=lambda k: hidden_key(k, deal))) for deal in range(6)}
    assert tuple(by_rank) not in orders
    assert len(orders) == 6
