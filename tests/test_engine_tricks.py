"""Tricks (rulings, "Tricks"): turn order, lead suit, following, and who wins."""

from __future__ import annotations

import pytest

from oh7_desktop.games.oh7 import GameState, IllegalAction, Play, Rules, apply, to_move
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.tricks import InternalRulesError, trick_winner

from engine_support import bet_all, c, cards, dealt, of_type, offered, play_all

ADV4 = Rules("advanced", 4)
# Seat 1 bets 5H and leads; hearts are trump. Seat 0 holds the ? and stars; seat 3 two H.
HANDS = ["? 1* 2* 0S 1S 2S 3S", "5H 6H 7H 4S 5S 6S 7S", "0C 1C 2C 3C 4C 5C 6C", "N N 0H 1H 7C 3* 4*"]
REST = "2H 3H 4H"
HANDS_0 = cards(HANDS[0])


def started() -> GameState:
    """Return the 4-player advanced deal with bets settled: seat 1 leads, hearts are trump."""
    state, _ = bet_all(dealt(ADV4, HANDS, REST), "1* 5H 0C N")
    assert state.first_leader == 1 and state.trump == "H"
    return state


def winner(texts: str, trump: str) -> int:
    """Return the seat (0, 1, 2, ... in play order) winning a trick of these cards."""
    return trick_winner(list(enumerate(cards(texts))), trump)


def test_first_leader_leads_then_clockwise_and_the_winner_leads_next() -> None:
    """Seat 1 leads trick 1, then 2, 3, 0; the trick's winner leads the next one."""
    state = started()
    order = []
    for card in cards("7S 6C 7C 0S"):
        order.append(to_move(state)[0])
        state, events = apply(state, Play(to_move(state)[0], card))
    assert order == [1, 2, 3, 0]
    assert of_type(events, ev.TrickWon)[0].seat == 1
    assert to_move(state) == (1,)
    state, events = play_all(state, "4S 5C N ?")
    assert of_type(events, ev.TrickWon)[0].seat == 0
    assert to_move(state) == (0,)


def _special_lead() -> GameState:
    """Trick 1 goes to seat 3's trump 0H; seat 3 then leads trick 2 with N."""
    state, _ = play_all(started(), "7S 0C 0H 0S")
    assert to_move(state) == (3,)
    return state


def test_lead_suit_is_set_by_the_first_regular_card() -> None:
    """Specials played first leave the lead suit open; the first regular card sets it."""
    state, events = play_all(_special_lead(), "N 2* 6H 1C")
    assert [e.lead_suit for e in of_type(events, ev.CardPlayed)] == [None, None, "H", "H"]
    assert of_type(events, ev.TrickWon)[0].seat == 1


def test_before_the_lead_suit_is_set_any_card_may_be_played() -> None:
    """After a special lead, the next player may play any card of the hand."""
    state, _ = play_all(_special_lead(), "N")
    assert offered(state) == set(cards("? 1* 2* 1S 2S 3S"))


def test_specials_may_always_be_played() -> None:
    """A player holding the lead suit may still play any special card, but no other suit."""
    state, _ = play_all(started(), "5H 0C")
    offered_cards = offered(state)
    assert offered_cards == set(cards("0H 1H N 3* 4*"))
    state, events = apply(state, Play(3, c("4*")))
    assert of_type(events, ev.CardPlayed)[0].lead_suit == "H"


def test_following_the_lead_suit() -> None:
    """Holding the lead suit, a player must follow it (or play a special); without it, any card."""
    state, _ = play_all(started(), "5H")
    assert offered(state) == set(cards("0C 1C 2C 3C 4C 5C 6C"))
    state, _ = play_all(state, "0C")
    with pytest.raises(IllegalAction, match=r"^seat 3 must follow H \(holds 0H\)$") as info:
        apply(state, Play(3, c("7C")))
    assert "\n" not in str(info.value)
    state, _ = play_all(state, "1H")
    assert offered(state) == set(HANDS_0)


def test_a_card_must_be_held_and_played_in_turn() -> None:
    """Out-of-turn plays and cards not in the hand are refused."""
    state = started()
    with pytest.raises(IllegalAction, match="it is seat 1's turn, not seat 2's"):
        apply(state, Play(2, c("0C")))
    with pytest.raises(IllegalAction, match="seat 1 does not hold 0C"):
        apply(state, Play(1, c("0C")))


def test_trump_cards_win_by_value() -> None:
    """Any trump beats the lead suit; among trumps the higher value wins."""
    assert winner("7S 0H 6S", "H") == 1
    assert winner("7S 0H 3H 6S", "H") == 2
    assert winner("2H 7H 5H", "H") == 1


def test_star_ranks_just_below_the_same_value_trump_when_trump_is_led() -> None:
    """With hearts trump and led: 2H > 2* > 1H; the star is a trump and beats lead cards."""
    assert winner("2H 2* 1H", "H") == 0
    assert winner("1H 2* 0H", "H") == 1
    assert winner("2* 2H", "H") == 1
    assert winner("1H 3* 7S", "H") == 1


def test_star_counts_in_the_lead_suit_when_trump_is_not_led() -> None:
    """Spades led, hearts trump: a star ranks with the spades, below the same-value spade,
    and loses to any trump."""
    assert winner("2S 3* 1S", "H") == 1
    assert winner("3S 3* 1S", "H") == 0
    assert winner("0S 4* 0H", "H") == 2


def test_interrobang_beats_non_trump_and_loses_to_trump() -> None:
    """The ``?`` beats every lead-suit card and loses to the smallest trump."""
    assert winner("7S ? 6S", "H") == 1
    assert winner("7S ? 0H", "H") == 2
    assert winner("0H ? 1H", "H") == 2
    assert winner("4* ? 7S", "S") == 2  # spades led and trump: the star is a trump too
    assert winner("7C ? 4*", "S") == 1
    assert winner("0H ? 1*", "H") == 2  # hearts led and trump: the star is a trump and beats the ?


def test_lead_suit_ranking_with_stars_just_below() -> None:
    """Without trump in the trick, the highest lead-suit card wins; each star just below its value."""
    assert winner("3C 5C 4C", "H") == 1
    assert winner("3C 4* 4C", "H") == 2
    assert winner("3C 4* 2C", "H") == 1


def test_off_suit_cards_never_win() -> None:
    """A card of neither trump nor lead suit cannot win, however high."""
    assert winner("0C 7S 7D", "H") == 0


def test_naught_never_wins() -> None:
    """N loses to every card, even the smallest lead-suit card."""
    assert winner("N 0C", "H") == 1
    assert winner("N 0C N", "H") == 1


def test_specials_only_trick_ordering() -> None:
    """A trick of specials only has no lead suit: ``?``, then stars by value, then N."""
    assert winner("N 1* ?", "H") == 2
    assert winner("N 1* 3*", "H") == 2
    assert winner("4* 1* N", "H") == 0
    assert winner("N 1*", "H") == 1


def test_a_trick_nothing_can_win_is_an_internal_error() -> None:
    """The engine never guesses: an empty trick has no winner and raises."""
    with pytest.raises(InternalRulesError):
        trick_winner([], "H")


def test_trick_won_event_through_apply() -> None:
    """The ``?`` played on a spade lead takes the trick (no trump in it), as the table shows."""
    state = started()
    state, events = play_all(state, "7S 0C 7C ?")
    won = of_type(events, ev.TrickWon)[0]
    assert won.seat == 0 and won.trick == 0
    assert won.cards == ((1, c("7S")), (2, c("0C")), (3, c("7C")), (0, c("?")))
