"""Scoring and the end of the game (rulings, "Scoring")."""

from __future__ import annotations

from oh7_desktop.games.oh7 import DUMMY, GameState, Phase, Rules, apply, deal_action, legal_actions, replay_summary
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.events import Event
from oh7_desktop.games.oh7.scoring import game_winners, round_points

from engine_support import bet_all, dealt, make_deal, of_type, play_all

EXAMPLE_HANDS = ["2C 3C 4S 7D 5D 6H 6S", "3S 3H 4H 7S 7H 5H 1D", "2S 2H 1S 0D 6D 7C 1C", "0H 0S 3D 2D 6C 4C 5S"]
EXAMPLE_PLAYS = ("1D 0D 2D 5D  6H 4H 2H 0H  4S 3S 2S 0S  6S 7S 1S 5S  3H 7C 4C 3C  7H 1C 3D 2C"
                 "  5H 6D 6C 7D")
# Base, 3 players: seat 2 leads the six top spades then 7H (or 0H) and takes what it likes.
SWEEP = ["0S 1S 0C 1C 2C 3C 4C", "0H 1H 2H 3H 4H 5H 6H", "2S 3S 4S 5S 6S 7S 7H"]
SWEEP_PLAYS = "7S 0S 0H  6S 1S 1H  5S 0C 2H  4S 1C 3H  3S 2C 4H  2S 3C 5H  7H 4C 6H"
BASE3 = Rules("base", 3)


def rules_example(target: int = 35) -> tuple[GameState, tuple[Event, ...]]:
    """Play the rules sheet's example round through ``apply``."""
    state, _ = bet_all(dealt(Rules("base", 4, target), EXAMPLE_HANDS), "2C 3S 2S 0H")
    state, _ = bet_all(state, "3C 3H 2H 0S")
    return play_all(state, EXAMPLE_PLAYS)


def test_rules_sheet_example_scores_11_2_1_8() -> None:
    """Alice 3 of 3 (11), Bob 4 of 3 (2), Carole 0 of 2 (1), David 0 of 0 (8); basket 3."""
    state, events = rules_example()
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.bets == (3, 3, 2, 0) and scored.tricks_won == (3, 4, 0, 0)
    assert scored.losses == (0, 1, 2, 0) and scored.basket == 3
    assert scored.points == (11, 2, 1, 8) and scored.totals == (11, 2, 1, 8)
    assert scored.made == (True, False, False, True) and scored.dummy_loss is None
    assert state.phase is Phase.DEAL and state.round_number == 1 and state.made_bets == (1, 0, 0, 1)


def test_scoring_formula() -> None:
    """Failed: basket - loss. Made: 2 x basket + 2 + tricks (N: no +2). Basket: all losses."""
    assert round_points((3, 3, 2, 0), (3, 4, 0, 0), (False,) * 4, 0) == ((0, 1, 2, 0), 3, (11, 2, 1, 8))
    assert round_points((0, 0, 6), (0, 0, 7), (True, False, False), 0) == ((0, 0, 1), 1, (2, 4, 0))
    assert round_points((1, 1), (5, 0), (False, False), 1) == ((4, 1), 6, (2, 5))
    assert round_points((2, 5), (2, 5), (False, False), 0) == ((0, 0), 0, (4, 7))
    assert round_points((0, 3), (0, 7), (True, False), 0) == ((0, 4), 4, (8, 0))


def test_lone_failure_scores_nothing() -> None:
    """The only player who failed scores nothing: the basket is just their loss."""
    losses, basket, points = round_points((3, 0, 0), (5, 1, 1), (False,) * 3, 0)
    assert (losses, basket) == ((2, 1, 1), 4)
    losses, basket, points = round_points((3, 2, 0), (5, 2, 0), (False,) * 3, 0)
    assert points[0] == 0 and basket == 2


def test_dummy_loss_counts_in_the_basket() -> None:
    """Two players: the dummy's |2 - tricks| joins the basket; it scores nothing itself."""
    state, _ = bet_all(dealt(Rules("base", 2), ["5S 1H 4H 0S 1S 2S 3S", "2H 2C 3C 4C 5C 6C 7C"],
                             "3H 6H 1C 0C 7H 5H 0H"), "5S 2C")
    state, events = play_all(state, "1H 2H  0S 2C  4H 3C  1S 4C  2S 5C  3S 6C  5S 7C")
    assert [e.seat for e in of_type(events, ev.TrickWon)] == [DUMMY, 0, DUMMY, 0, 0, DUMMY, DUMMY]
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.tricks_won == (3, 0) and scored.losses == (2, 2)
    assert scored.dummy_loss == 2 and scored.basket == 2 + 2 + 2
    assert scored.points == (6 - 2, 6 - 2)
    summary = replay_summary(state)["deals"][0]
    assert summary["basket"] == 6 and summary["trick_winners"] == [-1, 0, -1, 0, 0, -1, -1]
    assert summary["tricks_won"] == [3, 0] and summary["points"] == [4, 4]


def test_target_is_reached_only_with_a_made_bet() -> None:
    """Everyone fails with 2 points against a target of 2: nobody wins, the game goes on."""
    state, _ = bet_all(dealt(Rules("base", 3, 2), SWEEP), "1C 1H 6S")
    state, events = play_all(state, SWEEP_PLAYS)
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.points == (2, 2, 2) and scored.made == (False, False, False)
    assert of_type(events, ev.GameWon) == [] and state.phase is Phase.DEAL


def test_shared_victory_when_made_bets_and_points_tie() -> None:
    """Two players make 0 and score 4 each against a target of 4: they share the victory."""
    state, _ = bet_all(dealt(Rules("base", 3, 4), SWEEP), "0C 0H 6S")
    state, events = play_all(state, SWEEP_PLAYS)
    assert of_type(events, ev.RoundScored)[0].points == (4, 4, 0)
    assert of_type(events, ev.GameWon) == [ev.GameWon((0, 1), "shared")]
    assert state.is_over() and state.winners == (0, 1) and legal_actions(state) == []
    assert replay_summary(state)["finished"] is True and replay_summary(state)["winners"] == [0, 1]


def test_most_made_bets_wins_before_most_points() -> None:
    """Round 2 puts seat 0 (2 made bets, 8 points) and seat 2 (1 made bet, 10 points) at the
    target 8: seat 0 wins on made bets."""
    state, _ = bet_all(dealt(Rules("base", 3, 8), SWEEP), "0C 0H 6S")
    state, _ = play_all(state, SWEEP_PLAYS)
    assert state.totals == (4, 4, 0) and state.phase is Phase.DEAL
    hands = ["0S 1S 0C 1C 2C 3C 4C", "1H 2H 3H 4H 5H 6H 7H", "2S 3S 4S 5S 6S 7S 0H"]
    state, _ = apply(state, make_deal(state.rules, hands))
    state, _ = bet_all(state, "0C 2H 6S")
    state, events = play_all(state, "7S 0S 1H  6S 1S 2H  5S 0C 3H  4S 1C 4H  3S 2C 5H  2S 3C 6H  0H 4C 7H")
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.tricks_won == (0, 1, 6) and scored.points == (4, 0, 10)
    assert state.totals == (8, 4, 10) and state.made_bets == (2, 1, 1)
    assert of_type(events, ev.GameWon) == [ev.GameWon((0,), "made_bets")]


def test_most_points_break_a_tie_on_made_bets() -> None:
    """The rules example with target 8: Alice (11) and David (8) both made it; Alice has more points."""
    state, events = rules_example(target=8)
    assert of_type(events, ev.GameWon) == [ev.GameWon((0,), "points")]


def test_a_player_at_target_who_failed_does_not_win() -> None:
    """Target 2: Bob reached 2 points with a failed bet; only made bets count (Alice, David)."""
    state, events = rules_example(target=2)
    assert state.totals[1] == 2
    assert of_type(events, ev.GameWon) == [ev.GameWon((0,), "points")]


def test_single_player_at_target_wins_without_tie_break() -> None:
    """Target 9: only Alice's 11 reaches it."""
    state, events = rules_example(target=9)
    assert of_type(events, ev.GameWon) == [ev.GameWon((0,), "none")] and state.winners == (0,)


def test_any_positive_target_can_end_the_game() -> None:
    """Target 1 ends the game after the first round in which somebody makes a bet; 12 does not."""
    state, events = rules_example(target=1)
    assert of_type(events, ev.GameWon) == [ev.GameWon((0,), "points")]
    state, events = rules_example(target=12)
    assert of_type(events, ev.GameWon) == [] and not state.is_over()
    assert deal_action(state).hands != ()


def test_game_winners_tie_breaks() -> None:
    """Made bets first, then points, then a shared victory; a lone candidate wins outright."""
    assert game_winners([2], (0, 0, 1), (0, 0, 40)) == ((2,), "none")
    assert game_winners([0, 1], (3, 2), (35, 50)) == ((0,), "made_bets")
    assert game_winners([0, 1, 2], (3, 3, 3), (36, 40, 38)) == ((1,), "points")
    assert game_winners([0, 2], (3, 1, 3), (40, 99, 40)) == ((0, 2), "shared")
