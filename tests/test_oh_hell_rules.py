"""Oh Hell's rulings, one focused test each (RULINGS-OH-HELL.md, the sheet's examples)."""

from __future__ import annotations

from typing import Any

import pytest

from oh7_desktop.games.oh_hell import (Bid, Deal, IllegalAction, Phase, Play, Rules, RulesError,
                                       apply, deal_action, illegal_reason, legal_actions, new_game,
                                       to_move, view)
from oh7_desktop.games.oh_hell import events as ev
from oh7_desktop.games.oh_hell.dealing import seeded_deal
from oh7_desktop.games.oh_hell.scoring import game_winners, score_line
from oh7_desktop.games.oh_hell.state import GameState
from oh7_desktop.games.pack52 import PACK, Card
from oh7_desktop.games.rng import SplitMix64, deal_seed, shuffled


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_str(t) for t in text.split())


def dealt(rules: Rules, hand_index: int, hands: list[str], trump: str | None) -> GameState:
    """A game at hand ``hand_index`` with this deal (the rest set aside)."""
    state = new_game(rules, 1).evolve(hand_index=hand_index)
    held = tuple(cards(h) for h in hands)
    turned = Card.from_str(trump) if trump else None
    used = {c for h in held for c in h} | {turned}
    return apply(state, Deal(held, turned, tuple(c for c in PACK if c not in used)))[0]


def _bids(state: GameState, seat: int) -> list[int]:
    """The bids ``seat`` may make (every legal action while bidding is a bid)."""
    actions = legal_actions(state, seat)
    assert all(isinstance(a, Bid) for a in actions)
    return [a.bid for a in actions if isinstance(a, Bid)]


def bid_all(state: GameState, bids: list[int]) -> GameState:
    """Make the bids (by seat) in the order the game asks for them."""
    while state.phase is Phase.BID:
        seat = to_move(state)[0]
        state = apply(state, Bid(seat, bids[seat]))[0]
    return state


# --- options ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 8, "4", True, 4.0])
def test_three_to_seven_players(players: object) -> None:
    with pytest.raises(RulesError):
        Rules(players=players)  # type: ignore[arg-type]
    assert [Rules(players=p).max_cards for p in range(3, 8)] == [15, 13, 10, 8, 7]


def test_hook_and_simultaneous_are_refused_together_in_one_line() -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_options({"players": 4, "hook": True, "simultaneous": True})
    assert "hook and simultaneous cannot be combined" in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("options, words", [
    ({"players": 4, "sequence": "sideways"}, "unknown sequence"),
    ({"players": 4, "hook": 1}, "hook must be true or false"),
    ({"players": 4, "trumps": True}, "unknown rules option(s): 'trumps'"),
    ({"hook": True}, "how many players"),
])
def test_bad_options_say_what_is_wrong(options: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words.replace("(", r"\(").replace(")", r"\)")):
        Rules.from_options(options)


def test_optional_keys_default_to_false_and_up() -> None:
    assert Rules.from_options({"players": 5}) == Rules(players=5)
    assert Rules(players=5).to_options() == {
        "players": 5, "sequence": "up", "hook": False, "simultaneous": False, "podrida": False,
        "miss_scores_tricks": False, "zero_bonus": False}


@pytest.mark.parametrize("sequence, sizes", [
    ("up", [1, 2, 3, 4, 5, 6, 7]), ("down", [7, 6, 5, 4, 3, 2, 1]),
    ("up-down", [1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1]),
    ("down-up", [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]),
])
def test_the_sequence_sets_the_hand_sizes(sequence: str, sizes: list[int]) -> None:
    assert list(Rules(players=7, sequence=sequence).hand_sizes) == sizes


# --- dealing and trump ------------------------------------------------------------------

def test_seat_zero_deals_first_and_the_deal_passes_left() -> None:
    state = new_game(Rules(players=3), seed=2)
    dealers = []
    for _ in range(4):
        state, events = apply(state, deal_action(state))
        dealers.append(next(e.dealer for e in events if isinstance(e, ev.HandStarted)))
        state = bid_all(state, [0, 0, 0])
        while state.phase is Phase.PLAY:
            state = apply(state, legal_actions(state)[0])[0]
    assert dealers == [0, 1, 2, 0]


def test_the_card_after_the_deal_is_turned_and_sets_trump() -> None:
    state = new_game(Rules(players=4), seed=9)
    deal = seeded_deal(state.rules, 9, 0)
    state, events = apply(state, deal)
    turned = [e for e in events if isinstance(e, ev.TrumpTurned)]
    assert deal.trump_card is not None
    assert turned == [ev.TrumpTurned(deal.trump_card, deal.trump_card.suit)]
    assert state.trump == deal.trump_card.suit and view(state, 2).trump_card == deal.trump_card


@pytest.mark.parametrize("players", range(3, 8))
def test_the_largest_hand_has_no_trump_and_no_turned_card(players: int) -> None:
    rules = Rules(players=players, sequence="down")
    state, events = apply(new_game(rules, 4), deal_action(new_game(rules, 4)))
    assert state.trump is None and state.trump_card is None
    assert not any(isinstance(e, ev.TrumpTurned) for e in events)
    rest = next(e for e in events if isinstance(e, ev.RestSetAside))
    assert rest.count == 52 - players * rules.max_cards


def test_the_seeded_deal_is_the_documented_one() -> None:
    pack = shuffled(PACK, SplitMix64(deal_seed(7, 3)))
    deal = seeded_deal(Rules(players=5), 7, 3)
    assert deal.hands == tuple(tuple(pack[s * 4:s * 4 + 4]) for s in range(5))
    assert deal.trump_card == pack[20] and deal.rest == tuple(pack[21:])


def test_a_deal_that_is_not_the_pack_is_refused() -> None:
    state = new_game(Rules(players=3), 1)
    bad = Deal((cards("AS"), cards("AS"), cards("2C")), Card.from_str("3D"), ())
    reason = illegal_reason(state, bad)
    assert reason is not None and reason.code == "bad_deal" and "AS dealt twice" in str(reason.get("detail"))


# --- bids --------------------------------------------------------------------------------

def test_bids_start_left_of_the_dealer_and_the_dealer_bids_last() -> None:
    state = dealt(Rules(players=4), 1, ["AS 2S", "3S 4S", "5S 6S", "7S 8S"], "9S")  # dealer 1
    order = []
    while state.phase is Phase.BID:
        seat = to_move(state)[0]
        assert _bids(state, seat) == [0, 1, 2]
        order.append(seat)
        state = apply(state, Bid(seat, 0))[0]
    assert order == [2, 3, 0, 1]


def test_the_hook_forbids_the_dealer_the_bid_that_makes_the_total() -> None:
    state = dealt(Rules(players=3, hook=True), 2, ["AS 2S 3S", "4S 5S 6S", "7S 8S 9S"], "TS")
    state = apply(apply(state, Bid(0, 1))[0], Bid(1, 0))[0]   # dealer is seat 2
    assert _bids(state, 2) == [0, 1, 3]
    reason = illegal_reason(state, Bid(2, 2))
    assert reason is not None and reason.code == "hook_forbids" and reason.get("bid") == 2
    with pytest.raises(IllegalAction, match="may not bid 2"):
        apply(state, Bid(2, 2))
    state, events = apply(state, Bid(2, 3))
    assert events[0] == ev.BidMade(2, 3, hook_forbade=2)


def test_the_hook_forbids_nothing_once_the_others_bid_more_than_the_tricks() -> None:
    state = dealt(Rules(players=3, hook=True), 0, ["AS", "4S", "7S"], "TS")
    state = apply(apply(state, Bid(1, 1))[0], Bid(2, 1))[0]  # dealer 0 bids last
    assert _bids(state, 0) == [0, 1]


def test_without_the_hook_the_dealer_may_make_the_total() -> None:
    state = dealt(Rules(players=3), 0, ["AS", "4S", "7S"], "TS")
    state = apply(apply(state, Bid(1, 0))[0], Bid(2, 0))[0]
    assert _bids(state, 0) == [0, 1]


def test_a_bid_above_the_hand_size_is_refused() -> None:
    state = dealt(Rules(players=3), 0, ["AS", "4S", "7S"], "TS")
    reason = illegal_reason(state, Bid(1, 2))
    assert reason is not None and reason.code == "bid_out_of_range"


def test_simultaneous_bids_stay_secret_until_all_are_in() -> None:
    state = dealt(Rules(players=3, simultaneous=True), 1, ["AS 2S", "3S 4S", "5S 6S"], "9S")
    assert to_move(state) == (0, 1, 2)
    state, events = apply(state, Bid(1, 2))
    assert events == (ev.BidSubmitted(1),) and to_move(state) == (0, 2)
    assert view(state, 0).bids == (None, None, None) and view(state, 0).my_secret_bid is None
    assert view(state, 1).my_secret_bid == 2 and view(state, 0).bid_chosen == (False, True, False)
    state = apply(state, Bid(0, 0))[0]
    state, events = apply(state, Bid(2, 1))
    assert ev.BidsRevealed((0, 2, 1)) in events and state.phase is Phase.PLAY
    assert view(state, 0).bids == (0, 2, 1)


# --- play --------------------------------------------------------------------------------

def test_left_of_the_dealer_leads_first_and_the_winner_leads_next() -> None:
    state = dealt(Rules(players=3), 1, ["2H 3C", "4H 5C", "AH 6C"], "9D")  # dealer 1
    state = bid_all(state, [0, 0, 0])
    assert to_move(state) == (2,)
    for card in ("AH", "2H", "4H"):
        state = apply(state, Play(to_move(state)[0], Card.from_str(card)))[0]
    assert to_move(state) == (2,)   # AH won


def test_a_player_must_follow_suit_if_they_can() -> None:
    state = bid_all(dealt(Rules(players=3), 1, ["9S 4H", "2C 3C", "KS 5D"], "7D"), [0, 0, 0])
    state = apply(state, Play(2, Card.from_str("KS")))[0]    # seat 2 leads spades
    reason = illegal_reason(state, Play(0, Card.from_str("4H")))
    assert reason is not None and (reason.code, reason.get("suit"), reason.get("holds")) == (
        "must_follow", "S", "9S")
    state = apply(state, Play(0, Card.from_str("9S")))[0]
    assert illegal_reason(state, Play(1, Card.from_str("3C"))) is None  # void: anything


@pytest.mark.parametrize("podrida", [False, True])
def test_podrida_makes_a_void_player_trump(podrida: bool) -> None:
    rules = Rules(players=3, podrida=podrida)
    state = bid_all(dealt(rules, 1, ["2D 4H", "2C 3C", "KS 5D"], "7D"), [0, 0, 0])
    state = apply(state, Play(2, Card.from_str("KS")))[0]
    reason = illegal_reason(state, Play(0, Card.from_str("4H")))
    if podrida:
        assert reason is not None and reason.code == "must_trump" and reason.get("holds") == "2D"
        assert [str(a.card) for a in legal_actions(state, 0) if isinstance(a, Play)] == ["2D"]
    else:
        assert reason is None


def test_the_highest_trump_wins_else_the_highest_of_the_led_suit() -> None:
    state = bid_all(dealt(Rules(players=3), 2, ["AS 2D 3H", "KS 4C 5C", "QS AC 6H"], "7D"),
                    [0, 0, 0])
    # dealer 2: seat 0 leads AS, KS, QS: the ace of the led suit wins.
    events: tuple[object, ...] = ()
    for seat, card in ((0, "AS"), (1, "KS"), (2, "QS")):
        state, events = apply(state, Play(seat, Card.from_str(card)))
    assert events[-1] == ev.TrickWon(0, 0, Card.from_str("AS"), False, (
        (0, Card.from_str("AS")), (1, Card.from_str("KS")), (2, Card.from_str("QS"))))
    # seat 0 leads 3H; seat 1 (void) plays 4C: off suit never wins; seat 2 follows 6H.
    for seat, card in ((0, "3H"), (1, "4C"), (2, "6H")):
        state, events = apply(state, Play(seat, Card.from_str(card)))
    assert isinstance(events[-1], ev.TrickWon) and events[-1].seat == 2
    # seat 2 leads AC; seat 0 trumps with 2D and wins.
    for seat, card in ((2, "AC"), (0, "2D"), (1, "5C")):
        state, events = apply(state, Play(seat, Card.from_str(card)))
    won = next(e for e in events if isinstance(e, ev.TrickWon))
    assert (won.seat, won.by_trump) == (0, True)


# --- scoring and the end ----------------------------------------------------------------

@pytest.mark.parametrize("options, bid, tricks, cards_, points, rule", [
    ({}, 4, 4, 7, 14, "made"),                               # Evelyn: 10 + 4
    ({}, 0, 0, 7, 10, "made"),                               # Frank: 10 + 0
    ({}, 3, 4, 7, 0, "missed"),
    ({"miss_scores_tricks": True}, 3, 4, 7, 4, "missed_tricks"),   # George
    ({"zero_bonus": True}, 0, 0, 7, 12, "made_zero"),        # Helen: 5 + 7
    ({"zero_bonus": True}, 2, 2, 7, 12, "made"),
])
def test_scoring_by_the_sheet(options: dict[str, Any], bid: int, tricks: int, cards_: int,
                              points: int, rule: str) -> None:
    line = score_line(Rules(players=4, **options), 0, bid, tricks, cards_)
    assert (line.points, line.rule, line.base + line.extra) == (points, rule, points)


def test_the_highest_total_wins_and_a_tie_shares() -> None:
    assert game_winners((40, 52, 12)) == (1,)
    assert game_winners((52, 40, 52)) == (0, 2)


def test_the_game_ends_after_the_last_hand_of_the_sequence() -> None:
    rules = Rules(players=7)
    state = new_game(rules, 3)
    scored = 0
    while not state.is_over():
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state))[0]
            continue
        state, events = apply(state, legal_actions(state)[0])
        scored += sum(isinstance(e, ev.HandScored) for e in events)
        if state.is_over():
            won = events[-1]
            assert isinstance(won, ev.GameWon) and won.winners == game_winners(state.totals)
    assert scored == 7 and state.winners and state.phase is Phase.GAME_OVER
    with pytest.raises(IllegalAction):
        apply(state, Bid(0, 0))
