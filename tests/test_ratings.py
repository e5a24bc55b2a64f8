"""Ratings of the bot levels: the Bradley-Terry fit, a small real round-robin, the shipped file."""

from __future__ import annotations

import random

from oh7_desktop.games import ratings, tournament


def test_the_fit_recovers_known_strengths_and_anchors_random() -> None:
    truth = {"random": 1000, "easy": 1300, "medium": 1500, "hard": 1650}
    rng = random.Random(5)
    pairs: ratings.Pairs = {}
    for _ in range(4000):
        a, b = rng.sample(sorted(truth), 2)
        p_a = 1 / (1 + 10 ** ((truth[b] - truth[a]) / 400))
        ratings.add_game(pairs, [a, b], [1, 0] if rng.random() < p_a else [0, 1])
    rated = ratings.fit(pairs)
    assert rated["random"] == 1000
    assert all(abs(rated[level] - truth[level]) < 40 for level in truth), rated
    assert ratings.ordered(rated) == ["hard", "medium", "easy", "random"]


def test_a_game_of_four_is_six_pairs_and_equal_points_are_draws() -> None:
    pairs: ratings.Pairs = {}
    ratings.add_game(pairs, ["hard", "easy", "easy", "random"], [30, 12, 12, 5])
    assert pairs[("easy", "hard")] == (0.0, 2.0)
    assert pairs[("hard", "random")] == (1.0, 0.0)
    assert pairs[("easy", "random")] == (2.0, 0.0)
    assert ("easy", "easy") not in pairs
    ratings.add_game(pairs, ["hard", "easy"], [7, 7])
    assert pairs[("easy", "hard")] == (0.5, 2.5)


def test_a_small_round_robin_of_real_bots_orders_the_levels() -> None:
    pairs: ratings.Pairs = {}
    levels = ["random", "easy", "medium"]
    for table in ratings.table_of(levels, 2):
        for task in tournament.tasks("seven-up", {"players": 2}, 7, 24, table):
            result = tournament.play_game(task)
            ratings.add_game(pairs, result.task.levels, result.points)
    assert ratings.ordered(ratings.fit(pairs)) == ["medium", "easy", "random"]


def test_the_tables_of_a_round_robin() -> None:
    assert ratings.table_of(["a", "b", "c"], 2) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert len(ratings.table_of(["a", "b", "c", "d", "e"], 4)) == 5
    assert ratings.table_of(["a", "b"], 3) == [("a", "b", "a")]
    assert ratings.rating_of("g", "hard:400", {"g": {"hard": 1700}}) == 1700
    assert ratings.rating_of("g", "ismcts:50", {"g": {"hard": 1700}}) is None
