"""The race model turns scores into win chances; the strong bet style bets 0 and high."""

from __future__ import annotations

import random

from oh7_desktop.bots.easy import EASY_STYLE, STRONG_STYLE, easy_bet
from oh7_desktop.bots.race import Race, race_for
from oh7_desktop.bots.sim import Sim
from oh7_desktop.bots.value import RACE_SCALE, Scorer
from oh7_desktop.engine import deck


def _race() -> Race:
    race = race_for("base", 4, 35)
    assert race is not None
    return race


def test_equal_scores_give_equal_chances_that_sum_to_one() -> None:
    chances = _race().chances([12, 12, 12, 12])
    assert max(chances) - min(chances) < 1e-12
    assert abs(sum(chances) - 1.0) < 1e-6


def test_a_seat_ahead_has_the_better_chance() -> None:
    chances = _race().chances([30, 20, 10, 0])
    assert chances[0] > chances[1] > chances[2] > chances[3] > 0.0
    assert abs(sum(chances) - 1.0) < 1e-6


def test_at_the_target_one_made_bet_wins() -> None:
    """A seat already at the target wins in its next made round, unless another seat wins
    the same round or earlier: its chance is at least that of making the first bet."""
    outcomes = [(5, True, 0.5), (1, False, 0.5)]
    race = Race(outcomes, 35)
    chances = race.chances([35, 0])
    # The other seat needs seven made rounds: the seat at the target wins first or shares.
    assert chances[0] > 0.99
    assert race.chances([35, 35]) == [0.5, 0.5]


def test_no_model_where_nothing_was_measured() -> None:
    assert race_for("advanced", 6, 35) is None


def test_scorer_values_a_game_ending_round_as_its_win() -> None:
    """Seat 0 makes its bet of 1 at 34 points: it reaches the target and takes the game."""
    hands = [[1], [8], [16], [24]]  # 1S, 0H, 0C, 0D: seat 0 leads and wins the trick
    sim = Sim(hands, 0, 0, [1, 1, 1, 1], [False] * 4)
    sim.ntricks = 6
    sim.play(1)
    for code in (8, 16, 24):
        sim.play(code)
    assert sim.done and sim.won == [1, 0, 0, 0]
    scorer = Scorer([34, 0, 0, 0], [3, 0, 0, 0], 35, race=_race())
    assert scorer.values(sim) == [RACE_SCALE, 0.0, 0.0, 0.0]


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
