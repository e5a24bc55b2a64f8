"""Bets (rulings, "Bets"): secret picks, re-bets, redeals, the first leader, the ``?`` and trump."""

from __future__ import annotations

import pytest

from oh7_desktop.games.oh7 import (
    SETTLE_TIE, Bet, IllegalAction, Phase, Play, Rules, ShowInterrobang, apply, chance_action,
    deal_action, legal_actions, replay_summary, to_move, to_record, view,
)
from oh7_desktop.games.oh7 import events as ev

from engine_support import bet_all, c, cards, dealt, make_deal, of_type, play_all

ADV3 = Rules("advanced", 3)
BASE3 = Rules("base", 3)
ADV4 = Rules("advanced", 4)

# Advanced, 4 players: S H C and the specials. Seat 2 holds the ?.
TIE_HANDS = ["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3C ? 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"]
TIE_REST = "3* 4* N"


def test_bets_are_secret_and_simultaneous() -> None:
    """Every seat bets at once; a submitted bet is told to nobody until all are in."""
    state = dealt(BASE3, ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"])
    assert to_move(state) == (0, 1, 2)
    state, events = apply(state, Bet(1, c("2H")))
    assert events == (ev.BetSubmitted(1, 1),)
    assert to_move(state) == (0, 2)
    assert view(state, 0).revealed == ((), (), ())
    assert view(state, 0).my_pending_bet is None and view(state, 1).my_pending_bet == c("2H")
    with pytest.raises(IllegalAction, match="seat 1 has no bet to make now"):
        apply(state, Bet(1, c("3H")))


def test_interrobang_can_never_be_bet() -> None:
    """The ``?`` is refused as a bet card and is never offered."""
    state = dealt(ADV3, ["? 0S 1S 2S 3S 4S 5S", "6S 7S 0H 1H 2H 3H 4H", "5H 6H 7H 1* 2* 3* 4*"], "N N")
    with pytest.raises(IllegalAction, match=r"the \? can never be bet with"):
        apply(state, Bet(0, c("?")))
    assert Bet(0, c("?")) not in legal_actions(state, 0)
    assert len(legal_actions(state, 0)) == 6


def test_a_bet_card_must_be_held() -> None:
    """A seat bets with a card of its own hand."""
    state = dealt(BASE3, ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"])
    with pytest.raises(IllegalAction, match="seat 0 does not hold 7S"):
        apply(state, Bet(0, c("7S")))


def test_naught_bets_zero_and_its_made_bet_skips_the_two_points() -> None:
    """N bets 0 tricks; made, it scores 2 x basket + tricks without the +2 (a 0H bet gets it)."""
    state = dealt(ADV3, ["N 0S 1S 1H 2H 3H 4H", "N 0H 5H 6H 1* 2* 3*", "2S 3S 4S 5S 6S 7S 7H"], "4* ?")
    state, events = bet_all(state, "N 0H 6S")
    assert of_type(events, ev.BetsSettled) == [ev.BetsSettled((0, 0, 6))]
    state, events = play_all(state, "7S 0S 1*  6S 1S 2*  5S N 3*  4S 1H N  3S 2H 0H  2S 3H 5H  7H 4H 6H")
    assert [e.seat for e in of_type(events, ev.TrickWon)] == [2] * 7
    scored = of_type(events, ev.RoundScored)[0]
    assert (scored.losses, scored.basket, scored.made) == ((0, 0, 1), 1, (True, True, False))
    assert scored.points == (2 * 1 + 0, 2 * 1 + 2 + 0, 1 - 1)


def test_a_card_cannot_be_bet_twice_in_a_deal_but_the_second_naught_can() -> None:
    """Each attempt needs a card not bet earlier this deal; the two N copies are two cards."""
    state = dealt(ADV3, ["N N 0S 1S 2S 3S ?", "4S 5S 6S 7S 0H 1H 2H", "3H 4H 5H 6H 7H 1* 2*"], "3* 4*")
    state, _ = bet_all(state, "N 4S 3H")  # 0 + 4 + 3 = 7
    with pytest.raises(IllegalAction, match="seat 1 already bet with 4S in this deal"):
        apply(state, Bet(1, c("4S")))
    assert Bet(1, c("4S")) not in legal_actions(state, 1)
    state, _ = bet_all(state, "N 5S 2*")  # the second N; 0 + 5 + 2 = 7 again
    with pytest.raises(IllegalAction, match="seat 0 already bet with N in this deal"):
        apply(state, Bet(0, c("N")))
    assert c("N") not in [a.card for a in legal_actions(state, 0) if isinstance(a, Bet)]
    state, _ = bet_all(state, "0S 6S 4H")
    assert state.phase is Phase.PLAY and state.bets == (0, 6, 4)


def test_sum_of_seven_means_betting_again_and_earlier_bet_cards_stay_public() -> None:
    """A sum of 7 re-bets; every revealed card stays public in its owner's hand; the last counts."""
    state = dealt(ADV3, ["N N 0S 1S 2S 3S ?", "4S 5S 6S 7S 0H 1H 2H", "3H 4H 5H 6H 7H 1* 2*"], "3* 4*")
    state, events = bet_all(state, "N 4S 3H")
    assert of_type(events, ev.BetsRevealed) == [ev.BetsRevealed(1, cards("N 4S 3H"), 7)]
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(1, "sum7")]
    assert state.phase is Phase.BET and to_move(state) == (0, 1, 2)
    state, _ = bet_all(state, "N 5S 2*")
    state, events = bet_all(state, "0S 6S 4H")
    assert of_type(events, ev.BetsSettled) == [ev.BetsSettled((0, 6, 4))]
    assert state.attempts == (cards("N 4S 3H"), cards("N 5S 2*"), cards("0S 6S 4H"))
    assert view(state, 2).revealed[0] == cards("0S N N")
    assert view(state, 0).revealed[1] == cards("4S 5S 6S")
    assert view(state, 0).revealed[2] == cards("3H 4H 2*")
    state, _ = play_all(state, "6S")  # seat 1 leads; a played card is no longer in the hand
    assert view(state, 0).revealed[1] == cards("4S 5S")


def test_third_failed_attempt_redeals_and_is_not_a_round() -> None:
    """After three sums of 7 the whole deck is dealt again; no round is counted or scored."""
    state = dealt(BASE3, ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"])
    state, _ = bet_all(state, "3S 2H 2C")
    state, _ = bet_all(state, "4S 3H 0C")
    state, events = bet_all(state, "5S 1H 1C")
    assert of_type(events, ev.Redeal) == [ev.Redeal(1)]
    assert (state.phase, state.deal_index, state.round_number, state.totals) == (Phase.DEAL, 1, 0, (0, 0, 0))
    entry = to_record(state)["deals"][0]
    assert len(entry["bets"]) == 3 and entry["plays"] == []
    assert replay_summary(state)["deals"] == [{"redeal": True}]
    with pytest.raises(IllegalAction):
        apply(state, Bet(0, c("6S")))
    redeal = deal_action(state)
    assert sum(len(h) for h in redeal.hands) + len(redeal.rest) == 24
    state, events = apply(state, redeal)
    assert events[0] == ev.DealStarted(1, 0)
    assert state.phase is Phase.BET and state.attempts == ()


def test_no_regular_bet_card_voids_the_attempt_like_a_sum_of_seven() -> None:
    """If every bet is a star or N nobody can lead: bet again; a third failure redeals."""
    state = dealt(ADV3, ["N N 0S 1S 2S 3S 4S", "1* 3* 5S 6S 7S 0H 1H", "2* 4* 2H 3H 4H 5H 6H"], "7H ?")
    state, events = bet_all(state, "N 1* 2*")  # sum 3, yet void
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(1, "no_regular")]
    state, events = bet_all(state, "0S 5S 2H")  # sum 7
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(2, "sum7")]
    state, events = bet_all(state, "N 3* 4*")
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(3, "no_regular")]
    assert of_type(events, ev.Redeal) == [ev.Redeal(1)]
    assert state.phase is Phase.DEAL and state.round_number == 0


def test_first_leader_by_value_then_suit_priority() -> None:
    """The rules sheet's example: 3C and 3H tie on value; hearts outrank clubs, so Bob leads."""
    state = dealt(Rules("base", 4), ["2C 3C 4S 7D 5D 6H 6S", "3S 3H 4H 7S 7H 5H 1D",
                                     "2S 2H 1S 0D 6D 7C 1C", "0H 0S 3D 2D 6C 4C 5S"])
    state, events = bet_all(state, "2C 3S 2S 0H")
    assert of_type(events, ev.RebetNeeded) == [ev.RebetNeeded(1, "sum7")]
    state, events = bet_all(state, "3C 3H 2H 0S")
    assert of_type(events, ev.FirstLeaderChosen) == [ev.FirstLeaderChosen(1, c("3H"), False)]
    assert to_move(state) == (1,)


def test_higher_value_beats_higher_priority_for_first_leader() -> None:
    """Value first: a 5 of Flowers leads over a 4 of Spades; equal values go by S > H > C > D > F."""
    hands = ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C",
             "5C 6C 7C 0D 1D 2D 3D", "4D 5D 6D 7D 0F 1F 2F"]
    state = dealt(Rules("base", 5), hands)
    state, events = bet_all(state, "4S 0H 0C 0D 5D")
    assert of_type(events, ev.FirstLeaderChosen)[0].seat == 4
    state = dealt(Rules("base", 5), hands)
    state, events = bet_all(state, "1S 0H 0C 2D 2F")
    assert of_type(events, ev.FirstLeaderChosen)[0].seat == 3


def test_stars_and_naught_are_ignored_for_first_leader() -> None:
    """A 4* bet is the highest value but cannot lead; N neither; the 2H leads and hearts are trump."""
    state = dealt(ADV3, ["4* 0S 1S 2S 3S 4S 5S", "2H 6S 7S 0H 1H 3H 4H", "N 5H 6H 7H 1* 2* 3*"], "N ?")
    state, events = bet_all(state, "4* 2H N")
    assert of_type(events, ev.FirstLeaderChosen) == [ev.FirstLeaderChosen(1, c("2H"), False)]
    assert of_type(events, ev.TrumpSet) == [ev.TrumpSet("H")]
    assert state.bets == (4, 2, 0)


def test_tied_interrobang_holder_is_asked_and_showing_wins_the_lead() -> None:
    """Seat 2 ties on 3 but loses on priority; it holds the ?, is asked, shows it, leads; ? is public."""
    state, events = bet_all(dealt(ADV4, TIE_HANDS, TIE_REST), "3S 2H 3C N")
    assert of_type(events, ev.TieSettling) == [ev.TieSettling((0, 2), 3, 0)]
    assert state.phase is Phase.INTERROBANG and to_move(state) == (2,) and chance_action(state) is None
    assert legal_actions(state) == [ShowInterrobang(2, True), ShowInterrobang(2, False)]
    assert view(state, 2).asked == 2 and view(state, 0).asked is None, "only the holder knows"
    with pytest.raises(IllegalAction, match="seat 0 was not asked"):
        apply(state, ShowInterrobang(0, True))
    with pytest.raises(IllegalAction, match=r"the tied \? holder must decide first"):
        apply(state, SETTLE_TIE)
    with pytest.raises(IllegalAction):
        apply(state, Play(0, c("3S")))
    assert c("?") not in view(state, 0).revealed[2]
    state, events = apply(state, ShowInterrobang(2, True))
    assert of_type(events, ev.InterrobangShown) == [ev.InterrobangShown(2, True)]
    assert of_type(events, ev.FirstLeaderChosen) == [ev.FirstLeaderChosen(2, c("3C"), True)]
    assert state.trump == "C" and to_move(state) == (2,)
    for seat in (0, 1, 3):
        assert c("?") in view(state, seat).revealed[2]
    assert to_record(state)["deals"][0]["show_interrobang"] is True


def test_tied_interrobang_holder_may_keep_it_hidden() -> None:
    """Keeping the ? leaves the lead to suit priority and the ? hidden: no event names the holder."""
    state, _ = bet_all(dealt(ADV4, TIE_HANDS, TIE_REST), "3S 2H 3C N")
    state, events = apply(state, ShowInterrobang(2, False))
    assert not of_type(events, ev.InterrobangShown)
    assert of_type(events, ev.FirstLeaderChosen) == [ev.FirstLeaderChosen(0, c("3S"), False)]
    assert state.trump == "S"
    assert c("?") not in view(state, 1).revealed[2]


def test_interrobang_holder_is_not_asked_when_showing_changes_nothing() -> None:
    """Not asked when the holder leads anyway, is not tied, or tied only through a star. A tie
    still goes through the neutral settling step, which chance ends; no tie, no step."""
    holder_leads = ["3S ? 0S 1S 2S 4S 5S", "6S 7S 0H 1H 2H 4H 5H", "3C 0C 1C 2C 4C 5C 6H", "N 3H 7H 6C 7C 1* 2*"]
    cases = [(holder_leads, TIE_REST, "3S 2H 3C N", True), (TIE_HANDS, TIE_REST, "3S 2H 1C N", False),
             (["3S 0S 1S 2S 4S 5S 6S", "7S 0H 1H 2H 4H 5H 6H", "3* ? 0C 1C 2C 4C 5C", "N 3H 7H 6C 7C 1* 2*"],
              "3C 4* N", "3S 2H 3* N", False)]
    for hands, rest, bets, tie in cases:
        state, events = bet_all(dealt(ADV4, hands, rest), bets)
        assert state.asked is None
        if tie:
            assert to_move(state) == () and state.phase is Phase.INTERROBANG and chance_action(state) == SETTLE_TIE
            assert legal_actions(state) == [SETTLE_TIE] and legal_actions(state, 0) == []
            state, more = apply(state, SETTLE_TIE)
            events += more
        assert state.phase is Phase.PLAY and state.first_leader == 0
        assert len(of_type(events, ev.TieSettling)) == tie and not of_type(events, ev.InterrobangShown)
        assert "show_interrobang" not in to_record(state)["deals"][0]


def test_a_tie_in_the_base_game_settles_at_once() -> None:
    """No ? in the base deck: a tie on the highest value needs no settling step."""
    state = dealt(BASE3, ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"])
    state, events = bet_all(state, "3S 3H 0C")
    assert state.phase is Phase.PLAY and state.first_leader == 0 and not of_type(events, ev.TieSettling)


def test_trump_is_the_first_leaders_bet_suit() -> None:
    """The suit of the first leader's bet card is trump for the whole round."""
    state, events = bet_all(dealt(ADV4, TIE_HANDS, TIE_REST), "1S 5H 0C N")
    assert of_type(events, ev.TrumpSet) == [ev.TrumpSet("H")]
    assert state.trump == "H" and state.first_leader == 1
    state, _ = play_all(state, "5H 0C 3H 3S")
    assert state.trump == "H"


def test_bet_value_of_a_star_is_its_value() -> None:
    """A star bets its value even though it can never lead."""
    state, _ = bet_all(dealt(ADV4, TIE_HANDS, TIE_REST), "3S 1H 0C 2*")
    assert state.bets == (3, 1, 0, 2) and state.bet_cards == cards("3S 1H 0C 2*")


def test_make_deal_round_trip_of_a_seeded_deal() -> None:
    """Bets work the same on a seeded deal as on a hand-made copy of it."""
    from oh7_desktop.games.oh7 import new_game

    seeded = deal_action(new_game(BASE3, 5))
    copy = make_deal(BASE3, [" ".join(str(x) for x in h) for h in seeded.hands], " ".join(str(x) for x in seeded.rest))
    assert copy == seeded
