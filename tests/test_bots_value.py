"""Round values count the game's end; the strong bet style bets 0 and high."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.games.oh7.bots.easy import EASY_STYLE, STRONG_STYLE, easy_bet
from oh7_desktop.games.oh7.fast import Sim
from oh7_desktop.games.oh7.bots.value import GAME_BONUS, Scorer
from oh7_desktop.games.oh7 import deck


def test_scorer_values_a_game_ending_round_with_the_game_bonus() -> None:
    """Seat 0 makes its bet of 1 at 34 points: it reaches the target and takes the game."""
    hands = [[1], [8], [16], [24]]  # 1S, 0H, 0C, 0D: seat 0 leads and wins the trick
    sim = Sim(hands, 0, 0, [1, 1, 1, 1], [False] * 4)
    sim.ntricks = 6
    sim.play(1)
    for code in (8, 16, 24):
        sim.play(code)
    assert sim.done and sim.won == [1, 0, 0, 0]
    assert sim.points() == [9, 2, 2, 2]  # basket 3: 2 x 3 + 2 + 1 trick; the others 3 - 1
    scorer = Scorer([34, 0, 0, 0], [3, 0, 0, 0], 35)
    assert scorer.win_shares(sim.points(), [True, False, False, False]) == [1.0, 0.0, 0.0, 0.0]
    loser = 2 - 13 / 3 - GAME_BONUS / 3
    assert scorer.values(sim) == pytest.approx([9 - 2 + GAME_BONUS, loser, loser, loser])


def test_the_strong_style_bets_zero_and_high_more_than_the_easy_rule() -> None:
    cards = [int(c) for c in deck("base", 4)]
    rng = random.Random(3)
    counts = {EASY_STYLE: [0] * 8, STRONG_STYLE: [0] * 8}
    for _ in range(300):
        hand = rng.sample(cards, 7)
        for style, tally in counts.items():
            tally[easy_bet(hand, [], 4, style) & 7] += 1
    easy, strong = counts[EASY_STYLE], counts[STRONG_STYLE]
    assert strong[0] > 3 * easy[0] and strong[0] > 40
    assert sum(strong[4:]) > sum(easy[4:])
