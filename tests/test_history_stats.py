"""Statistics of a small history counted by hand (see the comments), for every filter that matters."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TypeVar

import pytest

from history_support import made_game, fresh_db, tallies_match_entries
from oh7_desktop.persistence.history import ABANDONED, Filter, HistoryDB, compute_stats, timeline
from oh7_desktop.persistence.history.stats import Tally

K = TypeVar("K")

T, F = True, False
GAMES = [
    # G1: Ann beats two easy bots: 11-2-4; her bets 2 and 1 both made.
    made_game(1, ["Ann", "easy:E1", "easy:E2"], [((5, 2, 1), (2, 1, 0), (T, F, F)), ((6, 0, 3), (1, 2, 1), (T, F, T))],
              (0,)),
    # G2: Ann loses to medium M2: 0-4-8; she bet 3 and missed.
    made_game(2, ["Ann", "medium:M1", "medium:M2"], [((0, 4, 8), (3, 1, 2), (F, T, T))], (2,)),
    # G3 (advanced): Ann and Bob share the victory over hard H1: 7-7-1.
    made_game(3, ["Ann", "Bob", "hard:H1"], [((7, 7, 1), (1, 1, 0), (T, T, F))], (0, 1), mode="advanced"),
    # G4: a game without bets (round_results gives bets=None): Ann wins 3-1-2.
    made_game(4, ["Ann", "easy:E3", "medium:M3"], [((3, 1, 2), None, None)], (0,), game="nobets", mode=None),
    # G5: abandoned after one round.
    made_game(5, ["Ann", "easy:E1", "easy:E2"], [((1, 2, 3), (0, 0, 0), (F, F, F))], status=ABANDONED),
    # G6: bots alone; the easy bot at seat 1 wins 2-5-1.
    made_game(6, ["easy:E1", "easy:E2", "hard:H1"], [((2, 5, 1), (1, 1, 1), (F, T, F))], (1,)),
]


@pytest.fixture
def db(tmp_path: Path) -> HistoryDB:
    history = fresh_db(tmp_path)
    for game in GAMES:
        history.record(game)
    return history


def tallies(stats_tally: Mapping[K, Tally]) -> dict[K, tuple[int, int]]:
    return {key: (value.count, value.hits) for key, value in stats_tally.items()}


def test_a_profile_counted_by_hand(db: HistoryDB) -> None:
    stats = compute_stats(db.conn)
    assert stats.games == 5  # G1-G4 and G6: finished
    ann = stats.profiles["Ann"]
    assert (ann.games, ann.wins, ann.results.share) == (4, 3, 0.75)
    assert tallies(ann.by_opponents) == {"easy": (1, 1), "medium": (1, 0), "mixed": (2, 2)}
    assert (ann.bets.count, ann.bets.hits) == (4, 3)  # G4 has no bets
    assert tallies(ann.by_bet) == {1: (2, 2), 2: (1, 1), 3: (1, 0)}
    assert (ann.rounds, ann.points, ann.points_per_round) == (5, 21, 4.2)
    assert ann.longest_streak == 2  # W L W W
    assert ann.best is not None and (ann.best.total, ann.best.margin, ann.best.won) == (11, 7, True)
    stored = db.game(ann.best.game_id)
    assert ann.best.ended.day == 2 and stored is not None and stored.summary.seats[0].total == 11
    bob = stats.profiles["Bob"]
    assert (bob.games, bob.wins, tallies(bob.by_opponents), tallies(bob.by_bet)) == (1, 1, {"mixed": (1, 1)},
                                                                                     {1: (1, 1)})
    assert bob.best is not None and (bob.best.total, bob.best.margin) == (7, 0), "a shared victory: margin 0"


def test_bot_levels_count_every_seat_they_played(db: HistoryDB) -> None:
    levels = compute_stats(db.conn).levels
    easy = levels["easy"]  # G1 twice, G4 once, G6 twice
    assert (easy.games, easy.wins, tallies(easy.by_opponents)) == (5, 1, {"mixed": (5, 1)})
    assert (easy.bets.count, easy.bets.hits, tallies(easy.by_bet)) == (6, 2, {0: (1, 0), 1: (4, 2), 2: (1, 0)})
    assert (easy.rounds, easy.points, easy.longest_streak) == (7, 14, 1)
    assert easy.best is not None and (easy.best.total, easy.best.margin, easy.best.won) == (5, 3, True)
    medium = levels["medium"]
    assert (medium.games, medium.wins, medium.bets.count, medium.bets.hits) == (3, 1, 2, 2)
    assert (medium.points, medium.rounds, tallies(medium.by_bet)) == (14, 3, {1: (1, 1), 2: (1, 1)})
    hard = levels["hard"]
    assert (hard.games, hard.wins, hard.longest_streak) == (2, 0, 0)
    assert tallies(hard.by_opponents) == {"people": (1, 0), "easy": (1, 0)}
    assert hard.best is not None and (hard.best.margin, hard.best.total, hard.best.won) == (-4, 1, False)
    assert [s.name for s in compute_stats(db.conn).subjects()] == ["Ann", "Bob", "easy", "medium", "hard"]


@pytest.mark.parametrize(("where", "games", "ann"), [
    (Filter(kind="people"), 4, (4, 3)),
    (Filter(kind="bots"), 1, None),
    (Filter(kind="abandoned"), 1, (1, 0)),
    (Filter(kind="all"), 6, (5, 3)),
    (Filter(game="nobets"), 1, (1, 1)),
    (Filter(mode="advanced"), 1, (1, 1)),
    (Filter(players=4), 0, None),
])
def test_filters(db: HistoryDB, where: Filter, games: int, ann: tuple[int, int] | None) -> None:
    stats = compute_stats(db.conn, where)
    assert stats.games == games == db.count(where) == len(db.games(where))
    found = stats.profiles.get("Ann")
    assert (None if found is None else (found.games, found.wins)) == ann


def test_games_without_bets_give_no_bet_share(db: HistoryDB) -> None:
    ann = compute_stats(db.conn, Filter(game="nobets")).profiles["Ann"]
    assert ann.bets.count == 0 and ann.bets.share is None and ann.by_bet == {}
    assert ann.as_dict()["bets_made_share"] is None


def test_timeline_and_json(db: HistoryDB) -> None:
    stats = compute_stats(db.conn)
    ann = stats.profiles["Ann"]
    assert timeline(db.conn, Filter(), ann.key) == [True, False, True, True]
    data = stats.as_dict()
    assert data["games"] == 5 and set(data["players"]) == {"Ann", "Bob"} and set(data["levels"]) == {
        "easy", "medium", "hard"}
    assert data["players"]["Ann"]["by_bet"]["3"] == {"count": 1, "hits": 0, "share": 0.0}


def test_deleting_a_game_updates_every_figure(db: HistoryDB) -> None:
    first = db.games(Filter(kind="all"))[-1]
    assert first.ended.day == 2 and db.delete(first.id) and not db.delete(first.id)
    ann = compute_stats(db.conn).profiles["Ann"]
    assert (ann.games, ann.wins, ann.longest_streak, ann.best.total if ann.best else None) == (3, 2, 2, 3)
    assert tallies(ann.by_bet) == {1: (1, 1), 3: (1, 0)}
    assert tallies_match_entries(db.conn)
    assert db.conn.execute("SELECT count(*) FROM rounds WHERE game_id = ?", (first.id,)).fetchone()[0] == 0
