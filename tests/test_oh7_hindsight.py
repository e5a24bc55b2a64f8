""""Could I have made my bet?": every line found wins what it says, and the search misses nothing."""

from __future__ import annotations

import pytest

from oh7_desktop.games.oh7 import (GameState, Phase, Rules, apply, chance_action, new_game, to_move,
                                   view)
from oh7_desktop.games.oh7.bots import make_bot
from oh7_desktop.games.oh7.bots.easy import easy_play
from oh7_desktop.games.oh7.bots.hindsight import hindsight
from oh7_desktop.games.oh7.fast import Sim

CONFIGS = [("base", 4), ("base", 2), ("advanced", 5), ("base", 3), ("advanced", 6)]


def _play_start(mode: str, players: int, seed: int) -> GameState:
    """The first PLAY state of a game's first round, bets made by easy bots."""
    bot = make_bot("easy")
    state = new_game(Rules(mode, players), seed=seed)
    while state.phase is not Phase.PLAY:
        chance = chance_action(state)
        if chance is not None:
            state, _ = apply(state, chance)
            continue
        for seat in to_move(state):
            state, _ = apply(state, bot(view(state, seat)))
    return state


def _follow(state: GameState, seat: int, cards: list[int]) -> int:
    """Play ``cards`` for ``seat`` and the easy policy for the others; return its tricks."""
    sim, mine = Sim.from_state(state), list(cards)
    while not sim.done:
        mover = sim.to_play()
        sim.play(mine.pop(0) if mover == seat else easy_play(sim, mover))
    assert mine == []
    return sim.won[seat]


def _brute_force(sim: Sim, seat: int) -> set[int]:
    """Every number of tricks ``seat`` can end with, by plain enumeration (no table)."""
    while not sim.done and sim.to_play() != seat:
        sim.play(easy_play(sim, sim.to_play()))
    if sim.done:
        return {sim.won[seat]}
    reached: set[int] = set()
    for card in sim.legal(seat):
        after = sim.clone()
        after.play(card)
        reached |= _brute_force(after, seat)
    return reached


@pytest.mark.parametrize("mode,players", CONFIGS)
def test_every_line_wins_the_tricks_it_claims(mode: str, players: int) -> None:
    for seed in range(6):
        state = _play_start(mode, players, seed)
        for seat in range(players):
            answer = hindsight(state, seat)
            assert answer.bet == state.bets[seat] and answer.lines
            for tricks, line in answer.lines.items():
                numbers = [number for number, _ in line]
                assert numbers == list(range(numbers[0], numbers[0] + len(line)))
                assert _follow(state, seat, [int(card) for _, card in line]) == tricks
            assert answer.made == (answer.line is not None) == (answer.bet in answer.lines)
            assert answer.fewest <= answer.most


@pytest.mark.parametrize("mode,players", CONFIGS)
def test_the_search_reaches_exactly_what_plain_enumeration_reaches(mode: str, players: int) -> None:
    for seed in range(3):
        state = _play_start(mode, players, 100 + seed)
        seat = seed % players
        assert set(hindsight(state, seat).lines) == _brute_force(Sim.from_state(state), seat)


def test_the_round_as_played_is_among_the_answers() -> None:
    """Easy bots playing the round: what seat 0 actually won is one of the reachable counts."""
    for seed in range(8):
        state = _play_start("base", 4, seed)
        answer = hindsight(state, 0)
        sim = Sim.from_state(state)
        while not sim.done:
            sim.play(easy_play(sim, sim.to_play()))
        assert sim.won[0] in answer.lines


def test_a_round_not_being_played_is_refused() -> None:
    state = new_game(Rules("base", 4), 1)
    deal = chance_action(state)
    assert deal is not None
    state, _ = apply(state, deal)
    with pytest.raises(ValueError, match="bet phase"):
        hindsight(state, 0)


def test_the_answer_is_told_from_the_search() -> None:
    from oh7_desktop.games.oh7.bots.hindsight import explain_hindsight, hindsight_reason

    for seed in range(10):
        state = _play_start("base", 4, seed)
        answer = hindsight(state, 1)
        reason = hindsight_reason(answer)
        if answer.line is not None:
            assert reason.code == "could_make"
            assert reason.get("plays") == ", ".join(f"{n}: {c}" for n, c in answer.line)
        else:
            assert reason.code == "could_not_make"
            assert all(str(t) in str(reason.get("tricks")) for t in answer.lines)
        assert str(answer.bet) in explain_hindsight(answer)
