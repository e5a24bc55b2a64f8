"""Hints: the hint is the hard bot's decision, and its line shows the bot's own figures."""

from __future__ import annotations

import random
from collections.abc import Iterator

from oh7_desktop.games.oh7 import GameState, Phase, Rules, SeatView, apply, chance_action, new_game, to_move, view
from oh7_desktop.games.oh7.bots import make_bot
from oh7_desktop.games.oh7.bots.advice import TEXTS, advise, explain
from oh7_desktop.games.oh7.bots.hard import DEFAULT, bet_values, play_values
from oh7_desktop.games.oh7.bots.medium import candidates
from oh7_desktop.games.oh7.bots.value import Scorer

BUDGET = 120
CONFIGS = [("base", 4), ("advanced", 5), ("base", 2), ("advanced", 3)]


def _positions(per_config: int) -> Iterator[tuple[GameState, SeatView]]:
    """Decisions of easy-bot games, every few steps, in every configuration."""
    easy = make_bot("easy")
    for mode, players in CONFIGS:
        rng = random.Random(players)
        state, taken = new_game(Rules(mode, players, 21), seed=players * 7), 0
        while not state.is_over() and taken < per_config:
            chance = chance_action(state)
            if chance is not None:
                state, _ = apply(state, chance)
                continue
            views = [view(state, seat) for seat in to_move(state)]
            if rng.random() < 0.3 or state.phase is Phase.INTERROBANG:
                taken += 1
                yield state, views[0]
            for seat_view in views:
                state, _ = apply(state, easy(seat_view))


def test_the_hint_is_the_hard_bots_decision() -> None:
    hard = make_bot(f"hard:{BUDGET}")
    phases = set()
    count = 0
    for _, seat_view in _positions(13):
        advice = advise(seat_view, iterations=BUDGET)
        assert advice.action == hard(seat_view)
        assert advice.reason.code in TEXTS and explain(advice.reason) != advice.reason.code
        phases.add(seat_view.phase)
        count += 1
    assert count >= 50 and {Phase.BET, Phase.PLAY} <= phases


def test_a_bet_hint_shows_the_bots_own_shares() -> None:
    config = DEFAULT.scaled(BUDGET)
    checked = 0
    for _, seat_view in _positions(30):
        options = candidates(seat_view)
        if seat_view.phase is not Phase.BET or len(options) < 2:
            continue
        values = bet_values(seat_view, options, config, Scorer.of(seat_view, config.bonus),
                            random.Random(seat_view.decision_seed))
        best = max(values, key=lambda v: v.total)
        alt = max((v for v in values if v is not best), key=lambda v: v.total)
        reason = advise(seat_view, iterations=BUDGET).reason
        assert reason.get("made") == round(100 * best.made) and reason.get("alt_made") == round(100 * alt.made)
        assert reason.get("bet") is not None and f"{reason.get('made')} %" in explain(reason)
        checked += 1
    assert checked >= 4


def test_a_play_hint_shows_the_searched_values_and_what_is_needed() -> None:
    config = DEFAULT.scaled(BUDGET)
    checked = 0
    for _, seat_view in _positions(10):
        if seat_view.phase is not Phase.PLAY or len(candidates(seat_view)) < 2:
            continue
        found = play_values(seat_view, config, Scorer.of(seat_view, config.bonus),
                            random.Random(seat_view.decision_seed))
        reason = advise(seat_view, iterations=BUDGET).reason
        assert reason.get("value") == f"{found.values[found.move]:+.1f}"
        need = seat_view.bets[seat_view.seat] - seat_view.tricks_won[seat_view.seat]
        assert reason.get("need") == max(need, 0)
        if reason.code in ("hint_shed", "hint_take", "hint_lead_done"):
            assert need <= 0
        if reason.code in ("hint_win", "hint_win_cheaply", "hint_duck", "hint_lead_need"):
            assert need > 0
        assert (reason.code.startswith("hint_lead")) == (not seat_view.trick)
        checked += 1
    assert checked >= 8


def test_a_forced_choice_says_so() -> None:
    for _state, seat_view in _positions(40):
        if len(candidates(seat_view)) == 1:
            advice = advise(seat_view, iterations=BUDGET)
            assert advice.reason.code == "hint_only" and advice.action in seat_view.legal
            return
    raise AssertionError("no forced choice met")
