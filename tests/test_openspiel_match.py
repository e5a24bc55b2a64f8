"""The OpenSpiel match tool's fair deal and the paired metric, checked without OpenSpiel (a stand-in
``pyspiel`` module: the tool only needs it to seat the ISMCTS bots)."""

from __future__ import annotations

import importlib.util
import random
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games.oh_hell import Phase, Rules, apply, deal_action, legal_actions, new_game, to_move

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def load(name: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The tool module ``name`` (``pyspiel`` stood in for)."""
    monkeypatch.setitem(sys.modules, "pyspiel", types.ModuleType("pyspiel"))
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_deal_given_to_ismcts_hides_which_cards_the_others_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    """OpenSpiel 2.0.2's ``oh_hell`` resampling only permutes the cards dealt to the others, so
    searching the true state tells ISMCTS which cards are out; the tool's fair deal draws them."""
    match = load("openspiel_match", monkeypatch)
    state = new_game(Rules(players=4, sequence="up", hook=True, miss_scores_tricks=True), 3)
    rng = random.Random(3)
    while state.hand_index < 4 or state.phase is not Phase.PLAY or len(state.trick) < 2:
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state))[0]
        else:
            state = apply(state, rng.choice(legal_actions(state)))[0]
    seat = to_move(state)[0]
    true = state.log[-1].deal
    out_of_true_deal: set[int] = set()
    for sample in range(20):
        deal = match.view_deal(state, seat, random.Random(sample))
        assert sorted(deal[seat]) == sorted(true[seat])
        for who, card in [play for trick in state.tricks + (state.trick,) for play in trick]:
            assert card in deal[who]
        assert [len(hand) for hand in deal] == [len(hand) for hand in true]
        out_of_true_deal |= {int(c) for hand in deal for c in hand} - {int(c) for hand in true for c in hand}
    assert out_of_true_deal  # the cards the others hold vary


def test_paired_points_average_our_seat_minus_the_others_over_the_rotations(monkeypatch: pytest.MonkeyPatch) -> None:
    paired = load("openspiel_paired", monkeypatch).paired
    hand = {"cards": 1, "dealer": 0, "bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]}
    games = [{"seed": 5, "ours": 0, "records": [{**hand, "points": [10, 11, 10, 1]}]},
             {"seed": 5, "ours": 1, "records": [{**hand, "points": [10, 11, 10, 10]}]}]
    assert paired(games) == {(5, 0): ((10 - 22 / 3) + (11 - 10)) / 2}
