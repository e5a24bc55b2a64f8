"""The two-player dummy (rulings, "Two players: the dummy"): bets, turn order and its choices.

Every deal is made by hand: seats 0 and 1 hold the cards named, the dummy's pile starts with
the cards named (top first) and continues with the rest of the deck in canonical order.
"""

from __future__ import annotations

from oh7_desktop.games.oh7 import DUMMY, GameState, Play, Rules, apply, to_move
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.events import Event

from engine_support import bet_all, c, cards, dealt, of_type, play_all

TWO = Rules("base", 2)


def dummy_cards(events: tuple[Event, ...]) -> list[str]:
    """Return the cards the dummy played, in order."""
    return [str(e.card) for e in of_type(events, ev.CardPlayed) if e.seat == DUMMY]


def winners(events: tuple[Event, ...]) -> list[int]:
    """Return the trick winners (-1: the dummy), in order."""
    return [e.seat for e in of_type(events, ev.TrickWon)]


def start(hands: list[str], pile: str, bets: str) -> tuple[GameState, tuple[Event, ...]]:
    """Deal by hand, bet, and return the state at the first trick with the betting events."""
    return bet_all(dealt(TWO, hands, pile), bets)


# Seat 0 bets 5S and leads (spades trump); the dummy has 3H 6H up, then turns 1C.
LOW_WIN = (["5S 1H 4H 0S 1S 2S 3S", "2H 2C 3C 4C 5C 6C 7C"], "3H 6H 1C 0C 7H 5H 0H")


def test_dummy_bets_two_so_a_players_sum_of_five_rebets() -> None:
    """3 + 2 from the players plus the dummy's fixed 2 make 7: bet again."""
    state, events = start(["3S 0S 1S 2S 4S 5S 6S", "2H 0H 1H 3H 4H 5H 6H"], "", "3S 2H")
    assert of_type(events, ev.BetsRevealed) == [ev.BetsRevealed(1, cards("3S 2H"), 7)]
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(1, "sum7")]


def test_dummy_is_never_first_leader() -> None:
    """Both players bet 0: the dummy's 2 is the highest bet, yet a player leads (by priority)."""
    state, events = start(["0S 1S 2S 3S 4S 5S 6S", "0H 1H 2H 3H 4H 5H 6H"], "", "0S 0H")
    assert of_type(events, ev.BetsSettled) == [ev.BetsSettled((0, 0))]
    assert of_type(events, ev.FirstLeaderChosen)[0].seat == 0 and state.trump == "S"


def test_two_dummy_cards_are_turned_up_after_the_bets() -> None:
    """Once the bets stand, the top two cards of the pile are turned face up, nothing before."""
    state = dealt(TWO, LOW_WIN[0], LOW_WIN[1])
    assert state.dummy_up == ()
    state, events = bet_all(state, "5S 2C")
    assert of_type(events, ev.DummyCardTurnedUp) == [ev.DummyCardTurnedUp(c("3H")), ev.DummyCardTurnedUp(c("6H"))]
    assert state.dummy_up == cards("3H 6H") and len(state.rest) == 8


def test_dummy_plays_last_and_wanting_a_first_trick_plays_its_lowest_winning_card() -> None:
    """After both players the dummy turns a third card, follows suit among the three, and with
    no trick yet plays its lowest winning card (3H, not 6H; 1C may not be played)."""
    state, _ = start(*LOW_WIN, "5S 2C")
    assert to_move(state) == (0,)
    state, events = play_all(state, "1H")
    assert to_move(state) == (1,) and dummy_cards(events) == []
    state, events = play_all(state, "2H")
    assert of_type(events, ev.DummyCardTurnedUp) == [ev.DummyCardTurnedUp(c("1C"))]
    assert dummy_cards(events)[0] == "3H" and winners(events) == [DUMMY]
    assert state.dummy_up == cards("6H 1C")


def test_dummy_that_won_leads_with_the_top_of_its_pile_then_first_leader_then_the_other() -> None:
    """The dummy won trick 1: it leads trick 2 with its pile's top card (the face-up cards stay),
    followed by the round's first leader, then the other player."""
    state, events = play_all(start(*LOW_WIN, "5S 2C")[0], "1H 2H")
    assert dummy_cards(events) == ["3H", "0C"]
    assert state.trick == ((DUMMY, c("0C")),) and state.dummy_up == cards("6H 1C")
    assert to_move(state) == (0,)
    state, _ = play_all(state, "0S")
    assert to_move(state) == (1,)


def test_dummy_leading_is_followed_by_the_first_leader_even_when_that_is_seat_1() -> None:
    """With seat 1 as first leader the order after the dummy's lead is dummy, 1, 0."""
    hands = ["2H 2C 3C 4C 5C 6C 7C", "5S 1H 4H 0S 1S 2S 3S"]
    state, _ = start(hands, LOW_WIN[1], "2C 5S")
    assert state.first_leader == 1 and to_move(state) == (1,)
    state, events = play_all(state, "1H 2H")
    assert winners(events) == [DUMMY] and to_move(state) == (1,)
    state, events = apply(state, Play(1, c("0S")))
    assert to_move(state) == (0,)


def test_dummy_with_one_trick_plays_its_highest_winning_card() -> None:
    """Trick 3: the dummy has one trick and 6H, 7H both win: it plays 7H."""
    state, _ = start(*LOW_WIN, "5S 2C")
    state, events = play_all(state, "1H 2H  0S 2C")
    assert winners(events) == [DUMMY, 0] and state.dummy_tricks == 1
    state, events = play_all(state, "4H 3C")
    assert of_type(events, ev.DummyCardTurnedUp) == [ev.DummyCardTurnedUp(c("7H"))]
    assert dummy_cards(events) == ["7H", "5H"] and winners(events) == [DUMMY]  # then it leads


def test_dummy_wanting_to_win_with_no_winning_card_plays_its_lowest_legal_card() -> None:
    """7H cannot be beaten by the dummy's hearts: it plays 3H, its lowest legal card (1C is lower
    but must not be played while it holds hearts)."""
    state, _ = start(["5S 7H 0S 1S 2S 3S 4S", "0H 0C 2C 3C 4C 5C 6C"], "3H 6H 1C", "5S 2C")
    state, events = play_all(state, "7H 0H")
    assert dummy_cards(events) == ["3H"] and winners(events) == [0]


def test_dummy_with_two_tricks_plays_its_highest_losing_card() -> None:
    """Trick 5: the dummy has its two tricks; every card loses to the 2S trump: it plays 6H."""
    state, _ = start(*LOW_WIN, "5S 2C")
    state, events = play_all(state, "1H 2H  0S 2C  4H 3C")
    assert state.dummy_tricks == 2 and dummy_cards(events)[-1] == "5H"  # leads trick 4
    state, events = play_all(state, "1S 4C")
    assert winners(events) == [0]
    state, events = play_all(state, "2S 5C")
    assert of_type(events, ev.DummyCardTurnedUp) == [ev.DummyCardTurnedUp(c("0H"))]
    assert dummy_cards(events) == ["6H"] and winners(events) == [0]
    assert state.dummy_up == cards("1C 0H")


def test_dummy_that_must_lose_but_can_only_win_plays_its_highest_legal_card() -> None:
    """The dummy has two tricks; its legal cards 6H and 7H both beat the 1H lead: it plays 7H."""
    hands = ["5S 0H 1H 0S 1S 2S 3S", "2H 0C 1C 2C 3C 4C 5C"]
    state, _ = start(hands, "4H 6H 7H 7S 6C 7C", "5S 2C")
    state, events = play_all(state, "0H 2H")
    assert dummy_cards(events) == ["4H", "7S"]  # lowest winner of three hearts, then it leads
    state, events = play_all(state, "0S 0C")
    assert winners(events) == [DUMMY]
    assert state.dummy_tricks == 2 and dummy_cards(events)[-1] == "6C"
    state, events = play_all(state, "1S 1C")
    assert winners(events) == [0]
    state, events = play_all(state, "1H 2C")
    assert dummy_cards(events)[0] == "7H" and winners(events) == [DUMMY]


def test_lowest_compares_value_then_trump_above_non_trump() -> None:
    """Hearts trump; 4S and 4H (trump) tie on value and neither can win: the lowest is 4S."""
    hands = ["5H 0C 0S 1S 2S 3S 6S", "7H 0H 1H 2H 3H 6H 7S"]
    state, _ = start(hands, "4S 4H 5S", "5H 1H")
    assert state.trump == "H"
    state, events = play_all(state, "0C 7H")
    assert dummy_cards(events) == ["4S"] and winners(events) == [1]


def test_lowest_between_non_trumps_follows_suit_priority() -> None:
    """Hearts trump and led by 7H; the dummy has no heart: 3C is lower than 3S (spades rank first)."""
    hands = ["5H 7H 0S 1S 2S 4S 5S", "0H 1H 2H 3H 4H 6H 6S"]
    state, _ = start(hands, "3C 3S 6C", "5H 1H")
    state, events = play_all(state, "7H 0H")
    assert dummy_cards(events) == ["3C"]


def test_highest_between_non_trumps_follows_suit_priority() -> None:
    """Wanting to lose with 6H and 6C both losing to a trump, the highest is 6H (hearts over clubs)."""
    hands = ["5S 1H 4H 0S 1S 2S 3S", "2H 2C 3C 4C 5C 7C 6S"]
    state, _ = start(hands, "3H 6H 1C 0C 7H 5H 6C", "5S 2C")
    state, events = play_all(state, "1H 2H  0S 2C  4H 3C  1S 4C")
    assert state.dummy_tricks == 2 and state.dummy_up == cards("6H 1C")
    state, events = play_all(state, "2S 6S")
    assert dummy_cards(events) == ["6H"] and winners(events) == [1]
