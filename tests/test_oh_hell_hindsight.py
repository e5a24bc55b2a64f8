""""Could I have made my bid?" in Oh Hell: every line found wins what it says, and the search misses nothing."""

from __future__ import annotations

import pytest

from oh7_desktop.games.oh_hell import GameState, Phase, Rules, apply, legal_actions, new_game, play_of
from oh7_desktop.games.pack52 import PACK
from oh7_desktop.games.oh_hell.bots import make_bot
from oh7_desktop.games.oh_hell.bots.hindsight import (TEXTS, Line, explain_hindsight, hand_states, hindsight,
                                                      hindsight_reason, start_hand)
from oh7_desktop.games.oh_hell.bots.policy import easy_card
from oh7_desktop.games.oh_hell.fast import FastHand
from oh7_desktop.games.oh_hell.playing import seat_to_play

CONFIGS = [Rules(players=4), Rules(players=3, hook=True), Rules(players=5, podrida=True),
           Rules(players=6, zero_bonus=True), Rules(players=7, simultaneous=True)]


def _hands(rules: Rules, seeds: range, hand_indexes: range) -> list[list[GameState]]:
    """The states of easy-bot hands (the players of the game are the easy bots)."""
    easy = make_bot("easy")
    return [hand_states(new_game(rules, seed=seed), easy, index)
            for seed in seeds for index in hand_indexes if index < rules.hands]


def _first_play(states: list[GameState]) -> GameState:
    return next(s for s in states if s.phase is Phase.PLAY and not s.tricks and not s.trick)


def _replay(states: list[GameState], seat: int, line: Line) -> int:
    """Play ``line`` for ``seat`` through the engine (``apply``), the others by the easy
    policy on the open hands; return the tricks the seat won."""
    state, mine = _first_play(states), [card for _, card in line]
    hand_index = state.hand_index
    while state.hand_index == hand_index and state.phase is Phase.PLAY:
        mover = seat_to_play(state)
        if mover == seat:
            number, card = line[len(line) - len(mine)]
            assert number == len(state.tricks) + 1
            action = play_of(seat, card)  # apply checks it is legal
            mine.pop(0)
        else:
            sim = start_hand(_first_play(states))
            for trick in state.tricks + (state.trick,):
                for _, played in trick:
                    sim.play(int(played))
            action = play_of(mover, PACK[easy_card(sim)])
        state, _ = apply(state, action)
    assert mine == []
    return state.log[hand_index].scored.tricks_won[seat]  # type: ignore[union-attr]


def _brute_force(sim: FastHand, seat: int) -> set[int]:
    """Every number of tricks ``seat`` can end with, by plain enumeration (no table, no bound)."""
    while not sim.done and sim.to_play() != seat:
        sim.play(easy_card(sim))
    if sim.done:
        return {sim.won[seat]}
    reached: set[int] = set()
    for card in sim.legal():
        after = sim.clone()
        after.play(card)
        reached |= _brute_force(after, seat)
    return reached


@pytest.mark.parametrize("rules", CONFIGS, ids=lambda r: f"{r.players}p")
def test_every_yes_line_wins_exactly_the_bid_through_the_engine(rules: Rules) -> None:
    yes = 0
    for states in _hands(rules, range(6), range(0, 7)):
        for seat in range(rules.players):
            answer = hindsight(states, seat)
            assert answer is not None and answer.lines and 0 <= answer.won <= _first_play(states).cards
            for tricks, line in answer.lines.items():
                assert _replay(states, seat, line) == tricks
            if answer.line is not None:
                yes += 1
            reason = hindsight_reason(states, seat)
            assert (reason is None) == (answer.won == answer.bid)
            if reason is not None:
                assert reason.code in TEXTS and (reason.code == "could_not_make") == (answer.line is None)
    assert yes >= 30


@pytest.mark.parametrize("rules", CONFIGS, ids=lambda r: f"{r.players}p")
def test_the_search_reaches_exactly_what_plain_enumeration_reaches(rules: Rules) -> None:
    for states in _hands(rules, range(3), range(0, 5)):
        seat = len(states) % rules.players
        answer = hindsight(states, seat)
        assert answer is not None
        assert set(answer.lines) == _brute_force(start_hand(_first_play(states)), seat)


def test_a_line_keeps_to_the_seats_own_play_as_long_as_it_can() -> None:
    checked = 0
    for states in _hands(Rules(players=4), range(20), range(3, 7)):
        for seat in range(4):
            reason = hindsight_reason(states, seat)
            answer = hindsight(states, seat)
            assert answer is not None
            if reason is None or reason.code != "could_make_from":
                continue
            trick = reason.get("trick")
            assert isinstance(trick, int) and trick > 1
            kept = [play for play in answer.played if play[0] < trick]
            assert answer.line is not None and list(answer.line[:len(kept)]) == kept
            assert f"before trick {trick}" in explain_hindsight(answer)
            checked += 1
    assert checked >= 3


def test_no_answer_for_a_made_bid_or_an_unfinished_hand() -> None:
    states = _hands(Rules(players=4), range(1), range(4, 5))[0]
    made = [seat for seat in range(4) if hindsight_reason(states, seat) is None]
    finished = states[-1]
    after, _ = apply(finished, legal_actions(finished)[0])
    assert all(after.log[4].scored.made[seat] for seat in made)  # type: ignore[union-attr]
    assert hindsight_reason(states[:-2], 0) is None
    assert hindsight_reason(states[:3], 0) is None
    assert hindsight_reason([], 0) is None


def test_a_no_lists_every_number_of_tricks_within_reach() -> None:
    for states in _hands(Rules(players=4), range(30), range(2, 6)):
        for seat in range(4):
            answer = hindsight(states, seat)
            assert answer is not None
            if answer.line is None:
                reason = hindsight_reason(states, seat)
                assert reason is not None and reason.code == "could_not_make"
                assert reason.get("tricks") == ", ".join(str(t) for t in sorted(answer.lines))
                assert f"never {answer.bid}" in explain_hindsight(answer)
                return
    raise AssertionError("no bid out of reach met")
