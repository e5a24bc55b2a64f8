"""Seven Up's rulings, one focused test each (RULINGS-SEVEN-UP.md)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from oh7_desktop.games.interface import IllegalAction
from oh7_desktop.games.pack52 import PACK
from oh7_desktop.games.rng import SplitMix64, deal_seed, shuffled
from oh7_desktop.games.seven_up import (Phase, Play, Shuffle, apply, deal_action, decide_of, legal_actions,
                                        play_of, set_aside_of, to_move, view)
from oh7_desktop.games.seven_up import events as ev
from oh7_desktop.games.seven_up.dealing import seeded_pack
from oh7_desktop.games.seven_up.record import replay_summary

from seven_up_support import EXHAUSTING, HEARTS, PLAIN, SPADES, C, cards, finish, make_pack, play, say, set_aside, start



def scored(events: list[object]) -> ev.DealScored:
    return next(e for e in events if isinstance(e, ev.DealScored))


def test_the_deal_is_three_by_three_from_the_top_elder_first() -> None:
    state, events = start(PLAIN)
    assert state.hands[1] == cards("AD 5D KS 2S 3H 4C") and state.hands[0] == cards("TD 9S 8S 7H 6C 3C")
    dealt = [(e.seat, str(e.card)) for e in events if isinstance(e, ev.CardDealt)]
    assert [seat for seat, _ in dealt] == [1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0]
    assert [card for _, card in dealt] == [str(c) for c in PLAIN[:12]]
    assert state.turned == (C("8D"),) and state.proposal == "D" and to_move(state) == (1,)
    assert [str(a) for a in legal_actions(state)] == ["seat 1 says stand", "seat 1 says beg"]


def test_stand_makes_the_turned_suit_trump_and_elder_leads() -> None:
    state, events = say(start(PLAIN)[0], "stand")
    assert state.phase is Phase.PLAY and state.trump == "D" and to_move(state) == (1,)
    assert ev.TrumpSet("D", "stand") in events and state.totals == (0, 0)


def test_a_turned_jack_scores_for_the_dealer_and_can_end_the_game_at_once() -> None:
    pack = make_pack(SPADES, HEARTS, "JD")
    state, events = start(pack, dealer=1)
    assert state.totals == (0, 1) and ev.PointScored(1, "turned_jack", C("JD"), (0, 1)) in events
    assert state.phase is Phase.STAND_OR_BEG and state.current.turned_jacks == (0, 1)
    state, events = start(pack, dealer=1, totals=(3, 6))
    assert state.is_over() and state.winners == (1,) and state.won_by == "turned_jack"
    assert events[-1] == ev.GameWon(1, "turned_jack", (3, 7)) and to_move(state) == ()
    deal = replay_summary(state)["deals"][-1]
    assert deal["trick_winners"] == [] and deal["game_points"] == [0, 0] and deal["points"] == [0, 0]
    assert [deal[k] for k in ("high", "low", "jack", "game")] == [None] * 4 and deal["turned_jacks"] == [0, 1]


def test_a_gift_scores_one_for_elder_and_the_turned_suit_is_trump() -> None:
    state, events = say(start(PLAIN)[0], "beg", "give")
    assert state.totals == (0, 1) and state.trump == "D" and state.phase is Phase.PLAY
    assert to_move(state) == (1,) and state.current.gift
    assert ev.PointScored(1, "gift", None, (0, 1)) in events
    state, events = say(start(PLAIN, totals=(2, 6))[0], "beg", "give")
    assert state.is_over() and state.winners == (1,) and state.won_by == "gift"
    assert replay_summary(state)["deals"][-1]["gift"] is True


def test_after_a_beg_only_the_dealer_says_give_or_run() -> None:
    state, _ = say(start(PLAIN)[0], "beg")
    assert to_move(state) == (0,)
    with pytest.raises(IllegalAction) as caught:
        apply(state, decide_of(0, "stand"))
    assert caught.value.reason is not None and caught.value.reason.code == "bad_decision"
    assert str(caught.value) == "seat 0 must say give or run, not stand"


def test_a_run_on_the_same_suit_sets_both_extras_aside_and_runs_again() -> None:
    pack = make_pack(SPADES, HEARTS, "8D", [("8S 9S TS", "8H 9H TH", "JD"),
                                            ("AC KC QC", "JC TC 9C", "2C")])
    state, events = say(start(pack)[0], "beg", "run")
    repeated = [e for e in events if isinstance(e, ev.RunRepeated)]
    assert repeated == [ev.RunRepeated("D", (cards("8H 9H TH"), cards("8S 9S TS")))]
    assert state.discarded == cards("8S 9S TS 8H 9H TH")
    assert state.totals == (0, 0), "a jack turned on a repeated suit scores nothing"
    assert state.trump == "C" and state.current.runs == 2 and state.current.repeats == 1
    assert state.hands[1] == cards(SPADES + " AC KC QC") and state.hands[0] == cards(HEARTS + " JC TC 9C")
    seen = view(state, 1)
    assert seen.discarded_count == 6 and not set(cards("8H 9H TH")) & set(seen.hand + seen.turned)


def test_a_run_on_a_new_suit_needs_three_cards_set_aside_each_elder_first() -> None:
    pack = make_pack(SPADES, HEARTS, "8D", [("AC KC QC", "JC TC 9C", "2C")])
    state, events = say(start(pack)[0], "beg", "run")
    assert state.phase is Phase.SET_ASIDE and state.trump == "C" and to_move(state) == (1,)
    assert len(state.hands[0]) == len(state.hands[1]) == 9 and len(legal_actions(state)) == 84
    with pytest.raises(IllegalAction, match="it is seat 1's turn, not seat 0's"):
        apply(state, set_aside_of(0, cards("2H 3H 4H")))
    for bad, code in (("AC KC", "set_aside_count"), ("AC AC KC", "set_aside_twice"),
                      ("AC KC 2H", "not_holding")):
        with pytest.raises(IllegalAction) as caught:
            apply(state, set_aside_of(1, cards(bad)) if code != "set_aside_twice" else
                  type(set_aside_of(1, ()))(1, cards(bad)))
        assert caught.value.reason is not None and caught.value.reason.code == code
    state, _ = set_aside(state, "AC 2S 3S")
    dealer_view = view(state, 0)
    assert dealer_view.set_aside_done == (False, True) and dealer_view.my_set_aside is None
    assert not set(cards("AC 2S 3S")) & set(dealer_view.hand + dealer_view.turned + dealer_view.played())
    state, events2 = set_aside(state, "2H 3H 4H")
    assert state.phase is Phase.PLAY and to_move(state) == (1,) and all(len(h) == 6 for h in state.hands)
    state, events3 = finish(state)
    sheet = scored(events3)
    assert sheet.high == 1 and sheet.high_card == C("KC"), "the ace set aside is not in play"


def test_an_exhausted_pack_is_shuffled_again_and_the_same_dealer_deals_points_kept() -> None:
    events: Sequence[object]
    state, events = start(EXHAUSTING)
    assert state.totals == (1, 0)
    state, events = say(state, "beg", "run")
    assert events[-1] == ev.PackExhausted(4) and state.phase is Phase.DEAL
    assert state.current.runs == 5 and state.current.repeats == 5
    second = deal_action(state)
    rng = SplitMix64(deal_seed(1, 0))
    shuffled(PACK, rng)
    assert second == Shuffle(tuple(shuffled(PACK, rng))) == Shuffle(seeded_pack(1, 0, 1))
    state, events = apply(state, second)
    assert ev.PackShuffled(0, 1) in events and not any(isinstance(e, ev.DealStarted) for e in events)
    assert state.dealer == 0 and state.deal_index == 0 and state.totals[0] >= 1
    assert state.phase in (Phase.STAND_OR_BEG, Phase.GAME_OVER) and state.current.reshuffles == 1
    assert len(state.hands[0]) == len(state.hands[1]) == 6 and state.discarded == ()
    assert view(state, 1).reshuffles == 1 and view(state, 1).decisions == ("beg", "run")


def test_a_lone_trump_in_play_is_both_high_and_low() -> None:
    pack = make_pack("5D KS 2S 3H 4C AC", "9S 8S 7H 6C 3C TH", "8D")
    state, _ = say(start(pack)[0], "stand")
    state, events = finish(state)
    sheet = scored(events)
    assert sheet.high_card == sheet.low_card == C("5D") and sheet.high == sheet.low == 1


def test_high_goes_to_the_holder_low_to_the_winner_of_the_lowest_trump() -> None:
    state, _ = say(start(PLAIN)[0], "stand")
    state, events = play(state, "AD TD 5D 3C KS 9S 2S 8S 7H 3H 6C 4C")
    sheet = scored(events)
    assert (sheet.high, sheet.high_card, sheet.low, sheet.low_card) == (1, C("AD"), 1, C("5D"))
    assert sheet.jack is None and sheet.jack_card is None, "the jack of trump is not in play"
    assert sheet.game_points == (0, 17) and sheet.game == 1 and sheet.points == (0, 3)
    assert state.totals == (0, 3) and state.dealer == 1 and state.phase is Phase.DEAL


def test_void_players_may_play_anything_and_holders_must_follow() -> None:
    state, _ = say(start(PLAIN)[0], "stand")
    state, _ = play(state, "AD")
    with pytest.raises(IllegalAction, match=r"seat 0 must follow D \(holds TD\)"):
        apply(state, play_of(0, C("9S")))
    state, _ = play(state, "TD 5D")
    assert {str(a.card) for a in legal_actions(state) if isinstance(a, Play)} == {"9S", "8S", "7H", "6C", "3C"}


def test_equal_card_points_score_game_for_nobody() -> None:
    pack = make_pack("5D 4S 2S 3H 4C 2C", "9S 8S 7H 6C 3C 6H", "8D")
    state, _ = say(start(pack)[0], "stand")
    _, events = finish(state)
    sheet = scored(events)
    assert sheet.game_points == (0, 0) and sheet.game is None


RACE = make_pack("JD 3S 4S 4C 3C 5C", "AD 2D 9S 8S 7H 6C", "8D")
RACE_PLAYS = "3S 9S 7H JD 4S 8S 2D 3C AD 4C 6C 5C"


@pytest.mark.parametrize(("totals", "winner", "by", "end"), [
    ((5, 6), 0, "low", (8, 7)),    # both reach 7: the dealer's low comes before elder's jack
    ((6, 6), 0, "high", (9, 7)),
    ((4, 6), 1, "jack", (7, 7)),   # elder's jack comes before the dealer's game
])
def test_the_race_to_seven_counts_high_low_jack_game_in_order(
        totals: tuple[int, int], winner: int, by: str, end: tuple[int, int]) -> None:
    state, _ = say(start(RACE, totals=totals)[0], "stand")
    state, events = play(state, RACE_PLAYS)
    sheet = scored(events)
    assert (sheet.high, sheet.low, sheet.jack, sheet.game) == (0, 0, 1, 0)
    assert state.is_over() and state.winners == (winner,) and state.won_by == by
    assert state.totals == end and events[-1] == ev.GameWon(winner, by, end)
    kinds = [e.kind for e in events if isinstance(e, ev.PointScored)]
    assert kinds == ["high", "low", "jack", "game"]


def test_the_deal_alternates_and_seat_zero_deals_first() -> None:
    from oh7_desktop.games.seven_up import Rules, new_game

    state = new_game(Rules(), seed=11)
    state, events = apply(state, deal_action(state))
    assert state.dealer == 0 and ev.DealStarted(0, 0, 1) in events
    state, _ = say(state, "stand")
    state, _ = finish(state)
    if not state.is_over():
        assert state.dealer == 1 and state.deal_index == 1
        state, events = apply(state, deal_action(state))
        assert ev.DealStarted(1, 1, 0) in events and to_move(state) == (0,)
