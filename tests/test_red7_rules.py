"""Red7's rulings, one focused test each: the deal, the turn, the fold, the round, the advanced
draw and scoring, the end of the game, and every action of the action rule."""

from __future__ import annotations

import pytest

from oh7_desktop.games.red7 import (Card, Deal, Draw, Finish, Fold, IllegalAction, Phase,
                                    PlayAlso, Rules, Take, ToCanvas, ToDeck, apply, deal_action,
                                    events as ev, illegal_reason, legal_actions, new_game)
from oh7_desktop.games.red7.actions import Effect, Move, move_of
from oh7_desktop.games.red7.cards import PACK
from oh7_desktop.games.red7.rules import RulesError

from red7_support import cards, position


def c(text: str) -> Card:
    return Card.parse(text)


def move(seat: int, palette: str | None = None, canvas: str | None = None, *effects: Effect) -> Move:
    return move_of(seat, c(palette) if palette else None, c(canvas) if canvas else None,
                   tuple(effects))


# --- the deal -----------------------------------------------------------------------------

def test_the_deal_gives_seven_cards_one_at_a_time_then_one_palette_card_each() -> None:
    state = new_game(Rules(3), seed=11)
    deal = deal_action(state)
    after, events = apply(state, deal)
    d = deal.deck
    assert len(d) == 49 and sorted(d) == sorted(PACK)
    assert after.hands[0] == d[0:21:3] and after.hands[2] == d[2:21:3]
    assert after.palettes == ((d[21],), (d[22],), (d[23],))
    assert after.deck == d[24:] and after.canvas == () and after.rule == "R"
    dealt = [e for e in events if isinstance(e, ev.CardDealt)]
    assert [(e.seat, e.to_palette) for e in dealt[:4]] == [(0, False), (1, False), (2, False), (0, False)]
    assert sum(e.to_palette for e in dealt) == 3


def test_the_player_left_of_the_one_winning_under_red_starts() -> None:
    deck = list(PACK)
    # palettes: seat 0 gets 7R (the highest card of all): seat 1 starts
    top = [card for card in deck if card != c("7R")]
    ordered = top[:21] + [c("7R")] + top[21:]
    after, events = apply(new_game(Rules(3), 0), Deal(tuple(ordered)))
    assert after.palettes[0] == (c("7R"),) and after.turn == 1
    assert ev.FirstPlayer(1, 0, c("7R")) in events
    ordered = top[:23] + [c("7R")] + top[23:]  # seat 2 holds it: seat 0 starts
    assert apply(new_game(Rules(3), 0), Deal(tuple(ordered)))[0].turn == 0


def test_a_deck_that_is_not_the_cards_in_play_is_refused() -> None:
    state = new_game(Rules(2), 0)
    reason = illegal_reason(state, Deal(tuple(PACK[:-1]) + (PACK[0],)))
    assert reason is not None and reason.code == "bad_deal" and "7V" in str(reason.get("detail"))


def test_rules_are_checked() -> None:
    for bad in ({"players": 1}, {"players": 5}, {"players": 3, "advanced": "yes"}):
        with pytest.raises(RulesError):
            Rules(**bad)


# --- a turn ---------------------------------------------------------------------------------

def test_a_turn_plays_to_the_palette_discards_to_the_canvas_or_both() -> None:
    # seat 0: 3R vs seat 1's 5V under red: seat 0 is losing.
    state = position(["6B 2Y 4G", "1R"], ["3R", "5V"])
    legal = set(legal_actions(state))
    assert move(0, "6B") in legal                # a higher card wins red
    assert move(0, None, "2Y") not in legal      # yellow: 3R and 5V, one card each: 5V wins
    assert move(0, "2Y", "4G") in legal          # green: the mover's 2Y is the only even card
    assert move(0, "4G", None) not in legal      # 4G < 5V under red
    assert Fold(0) in legal and legal_actions(state)[-1] == Fold(0)


def test_the_mover_must_be_winning_after_the_move() -> None:
    state = position(["2Y 4G", "1R"], ["3R", "5V"])
    reason = illegal_reason(state, move(0, "4G"))
    assert reason is not None and reason.code == "would_not_win"
    assert dict(reason.args) == {"seat": 0, "rule": "R"}
    with pytest.raises(IllegalAction, match="seat 0 would not be winning under R"):
        apply(state, move(0, "4G"))
    green = illegal_reason(state, move(0, "2Y", "4G"))  # green: my 2Y is the only even card
    assert green is None


def test_a_move_needs_a_card_from_the_hand_and_two_different_cards() -> None:
    state = position(["6B 2Y", "1R"], ["3R", "5V"])
    for bad, code in [(move(0), "empty_move"), (move(0, "7R"), "not_holding"),
                      (move(0, "6B", "6B"), "same_card"), (move(1, "1R"), "not_your_turn")]:
        reason = illegal_reason(state, bad)
        assert reason is not None and reason.code == code


def test_a_player_with_an_empty_hand_must_fold() -> None:
    state = position(["", "1R"], ["3R", "5V"])
    assert legal_actions(state) == [Fold(0)]
    reason = illegal_reason(state, move(0, None, "1R"))
    assert reason is not None and reason.code == "must_fold"
    after, events = apply(state, Fold(0))
    assert ev.Folded(0, True) in events


def test_folding_is_always_allowed_and_the_folded_palette_no_longer_counts() -> None:
    state = position(["6B", "1R", "2O"], ["7R", "5V", "4V"], turn=0)
    assert Fold(0) in legal_actions(state)  # even when winning already
    after, events = apply(state, Fold(0))
    assert after.active == (False, True, True) and after.turn == 1
    assert after.log[-1].out_order == (0,)
    # with 7R gone from the count, 5V leads red; seat 1 may now play 1R and still win
    assert move(1, "1R") in legal_actions(after)


def test_the_last_player_left_wins_the_round_and_basic_is_one_round() -> None:
    state = position(["6B", "1R"], ["3R", "5V"], turn=0)
    after, events = apply(state, Fold(0))
    assert after.is_over() and after.winners == (1,)
    assert ev.RoundWon(1, "R", (c("5V"),)) in events and ev.GameWon((1,), "basic") in events
    assert after.log[-1].winner == 1 and after.log[-1].points == (0, 0)


def test_turns_go_clockwise_skipping_folded_players() -> None:
    state = position(["6B 1V", "1R", "2O"], ["7R", "5V", "4V"], turn=0, active=[True, False, True])
    after, events = apply(state, move(0, "6B"))
    assert after.turn == 2
    ended = next(e for e in events if isinstance(e, ev.TurnEnded))
    assert ended.standing.leader == 0 and ended.standing.counting[0] == (c("7R"),)


# --- advanced: the draw, scoring, the end -------------------------------------------------------

ADV2 = Rules(2, advanced=True)


def test_advanced_a_discard_higher_than_the_palette_size_draws() -> None:
    # palette 3R (1 card) then 2Y to the palette: 2 cards; discarding 3G (3 > 2) draws.
    state = position(["2Y 3G 6V", "1R"], ["4R", "5V"], deck="7I 1O", rules=ADV2)
    after, events = apply(state, move(0, "2Y", "3G"))
    assert c("7I") in after.hands[0] and after.deck == (c("1O"),)
    assert ev.CardDrawn(0, c("7I"), "advanced", False) in events


def test_advanced_the_palette_size_counts_this_turns_palette_play() -> None:
    state = position(["2Y 2G", "1R"], ["4R", "5V"], deck="7I", rules=ADV2)
    after, events = apply(state, move(0, "2Y", "2G"))  # 2 is not more than 2 palette cards
    assert after.deck == (c("7I"),) and not any(isinstance(e, ev.CardDrawn) for e in events)
    after, _ = apply(state, move(0, None, "2G"))  # without the palette play, 2 > 1: it draws
    assert after.deck == () and c("7I") in after.hands[0]


def test_advanced_no_draw_from_an_empty_deck_and_none_in_basic() -> None:
    state = position(["2Y 6G", "1R"], ["4R", "5V"], rules=ADV2)
    after, events = apply(state, move(0, "2Y", "6G"))
    assert not any(isinstance(e, ev.CardDrawn) for e in events)
    basic = position(["2Y 6G", "1R"], ["4R", "5V"], deck="7I")
    assert apply(basic, move(0, "2Y", "6G"))[0].deck == (c("7I"),)


def test_advanced_the_winner_scores_the_counting_cards_and_keeps_them_aside() -> None:
    state = position(["1B", "1R"], ["4G 6G 5V", "7R"], canvas="2G", turn=1, rules=ADV2)
    after, events = apply(state, Fold(1))
    assert ev.RoundScored(1, 0, (c("4G"), c("6G")), (10, 0), (10, 0)) in events
    assert after.scored == ((c("4G"), c("6G")), ()) and after.totals == (10, 0)
    assert after.phase is Phase.DEAL
    deal = deal_action(after)
    assert len(deal.deck) == 47 and c("4G") not in deal.deck and c("6G") not in deal.deck


@pytest.mark.parametrize("players,target", [(2, 40), (3, 35), (4, 30)])
def test_advanced_the_game_ends_at_the_target(players: int, target: int) -> None:
    hands = ["1B"] * 0 + [""] * players
    palettes = ["7R 7O"] + ["1V"] * 0 + [f"{1 + s}B" for s in range(1, players)]
    totals = (target - 14,) + (0,) * (players - 1)
    state = position(hands, palettes, turn=1, rules=Rules(players, advanced=True), totals=totals,
                     active=[True, True] + [False] * (players - 2))
    after, events = apply(state, Fold(1))
    assert after.totals[0] == target - 14 + 7 and not after.is_over()  # red scores one card
    state = state.evolve(canvas=cards("1O"))  # orange: the two 7s count, 14 points
    after, events = apply(state, Fold(1))
    assert after.is_over() and after.winners == (0,) and ev.GameWon((0,), "target") in events


def test_advanced_the_game_ends_when_the_cards_run_out_and_a_tie_shares_it() -> None:
    # 49 - 34 scored = 15 cards left: fewer than 2 x 8, so the game ends; totals tie.
    scored_0 = " ".join(str(x) for x in PACK[:17])
    scored_1 = " ".join(str(x) for x in PACK[17:34])
    state = position(["", ""], ["6V", "7R 7O"], canvas="", turn=0, rules=ADV2,
                     totals=(30, 23), scored=[scored_0, scored_1])
    after, events = apply(state, Fold(0))
    assert after.totals == (30, 30) and after.is_over() and after.winners == (0, 1)
    assert ev.GameWon((0, 1), "cards") in events


# --- the action rule ----------------------------------------------------------------------------

ACT = Rules(2, actions=True)


def test_a_seven_moves_a_palette_card_to_the_canvas_or_the_deck() -> None:
    state = position(["7G 2B", "1R"], ["3Y", "6R"], deck="1V", rules=ACT)
    # 7G to the palette wins red; its action is due: 3Y to the canvas (yellow: 3Y gone,
    # 7G vs 6R one card each: 7G wins) or 3Y onto the deck
    assert move(0, "7G", None, ToCanvas(c("3Y"))) in legal_actions(state)
    after, events = apply(state, move(0, "7G", None, ToDeck(c("3Y"))))
    assert after.palettes[0] == (c("7G"),) and after.deck[0] == c("3Y") and after.deck_known == 1
    assert ev.CardToDeck(0, c("3Y"), 0) in events
    reason = illegal_reason(state, move(0, "7G"))
    assert reason is not None and reason.code == "action_due"


def test_a_seven_cannot_be_played_unless_the_mover_can_still_win() -> None:
    state = position(["7G", "1R"], ["3Y", "7R"], rules=ACT)  # 7R beats 7G under red
    assert [a for a in legal_actions(state) if isinstance(a, Move)] == []


def test_a_seven_to_the_canvas_draws_nothing_in_advanced() -> None:
    state = position(["7G", "1R"], ["3Y", "6R"], deck="1V", rules=Rules(2, True, True))
    after, events = apply(state, move(0, "7G", None, ToCanvas(c("3Y"))))
    assert after.rule == "Y" and after.deck == (c("1V"),)


def test_a_five_plays_another_card_whose_action_follows() -> None:
    state = position(["5G 7B 2Y", "1R"], ["3Y", "6R"], rules=ACT)
    chained = move(0, "5G", None, PlayAlso(c("7B")), ToDeck(c("3Y")))
    assert chained in legal_actions(state)
    after, _ = apply(state, chained)
    assert after.palettes[0] == (c("5G"), c("7B")) and after.deck == (c("3Y"),)
    reason = illegal_reason(state, move(0, "5G", None, PlayAlso(c("7B"))))
    assert reason is not None and reason.code == "action_due"  # the 7's action is missing


def test_a_five_with_an_empty_hand_does_nothing() -> None:
    state = position(["5G", "1R"], ["3Y", "4R"], rules=ACT)
    assert move(0, "5G") in legal_actions(state)


def test_a_three_draws_then_the_mover_ends_the_turn_or_folds() -> None:
    state = position(["3G 2B", "1R"], ["1Y", "6R"], deck="6G", rules=ACT)
    drawing = move(0, "3G", None, Draw())
    assert drawing in legal_actions(state)  # may draw the card that saves them
    after, events = apply(state, drawing)
    assert after.phase is Phase.AFTER_DRAW and c("6G") in after.hands[0]
    assert ev.CardDrawn(0, c("6G"), "action", False) in events
    # green: 6G? no, it is in hand; discarding 2B (blue): 3G 1Y, two colours vs one: wins
    legal = legal_actions(after)
    assert Finish(0, c("2B")) in legal and Finish(0, None) not in legal and legal[-1] == Fold(0)
    done, _ = apply(after, Finish(0, c("2B")))
    assert done.phase is Phase.TURN and done.turn == 1
    reason = illegal_reason(state, move(0, "3G", "2B", Draw()))
    assert reason is not None and reason.code == "discard_after_draw"


def test_a_three_with_an_empty_deck_draws_nothing() -> None:
    state = position(["3G 4B", "1R"], ["5Y", "4R"], rules=ACT)
    assert move(0, "3G") in legal_actions(state)
    reason = illegal_reason(state, move(0, "3G", None, Draw()))
    assert reason is not None and reason.code == "nothing_due"


def test_a_one_takes_from_a_palette_at_least_as_large_onto_the_deck() -> None:
    state = position(["1G 2B", "1R", "3O"], ["2Y", "6R 6V", "5O"], rules=Rules(3, actions=True))
    # after 1G the mover has 2 palette cards: seat 1 (2 cards) qualifies, seat 2 (1) does not
    legal = legal_actions(state)
    # taking 6R leaves seat 1 one colour; discarding 2B makes blue: 2Y 1G, two colours, win
    take = move(0, "1G", "2B", Take(c("6R"), 1))
    assert all(not isinstance(e, Take) or e.owner == 1 for a in legal if isinstance(a, Move)
               for e in a.effects)
    reason = illegal_reason(state, move(0, "1G", None, Take(c("5O"), 2)))
    assert reason is not None and reason.code == "cannot_take"
    assert take in legal and move(0, "1G", "2B", Take(c("6V"), 1)) in legal
    after, events = apply(state, next(a for a in legal if isinstance(a, Move) and a.effects))
    assert after.deck_known == 1 and any(isinstance(e, ev.CardToDeck) for e in events)


def test_a_one_cannot_be_played_unless_the_mover_can_still_win() -> None:
    state = position(["1G", "1R"], ["3Y", "7R 7O"], rules=ACT)  # taking one 7 leaves the other
    assert [a for a in legal_actions(state) if isinstance(a, Move)] == []


def test_effects_without_the_action_rule_are_refused() -> None:
    state = position(["7G 2B", "1R"], ["3Y", "6R"])
    reason = illegal_reason(state, move(0, "7G", None, ToDeck(c("3Y"))))
    assert reason is not None and reason.code == "nothing_due"
    assert move(0, "7G") in legal_actions(state)


def test_a_card_drawn_from_the_known_top_of_the_deck_is_public() -> None:
    state = position(["7G 3B", "1R"], ["3Y", "6R"], deck="1V", rules=ACT)
    state, _ = apply(state, move(0, "7G", None, ToDeck(c("3Y"))))
    state = state.evolve(turn=0)  # let seat 0 draw its own card back with the 3
    after, events = apply(state, move(0, "3B", None, Draw()))
    assert after.known[0] == (c("3Y"),) and ev.CardDrawn(0, c("3Y"), "action", True) in events


def test_the_preview_shows_the_standing_after_a_move_without_playing_it() -> None:
    from oh7_desktop.games.red7 import view
    from oh7_desktop.games.red7.view import preview

    state = position(["2Y 4G", "1R"], ["3R", "5V"])
    seat_view = view(state, 0)
    green = preview(seat_view, move(0, "2Y", "4G"))
    assert green.rule == "G" and green.leader == 0 and green.counting[0] == (c("2Y"),)
    red = preview(seat_view, move(0, "4G"))
    assert red.rule == "R" and red.leader == 1
    assert preview(seat_view, Fold(0)).counting[0] == () and seat_view.standing().leader == 1
    assert state.palettes[0] == (c("3R"),)  # nothing was played


def test_cards_are_written_value_then_colour_and_compare_by_value_then_colour() -> None:
    from oh7_desktop.games.red7.cards import CardError

    assert [str(x) for x in sorted(cards("5R 6O 6R 1V 7V"))] == ["1V", "5R", "6O", "6R", "7V"]
    assert c("7r") == c("7R") and c("1V").colour == "V" and c("4G").value == 4
    assert len(set(PACK)) == 49
    for bad in ("8R", "0G", "7X", "R7", "", 7):
        with pytest.raises(CardError):
            Card.parse(bad)


def test_every_round_starts_like_the_first() -> None:
    """Advanced: the next round is dealt from the cards not scored, and the player left of
    the one winning under red starts it."""
    state = position(["1B", "1R"], ["4G 6G 5V", "7R"], canvas="2G", turn=1, rules=ADV2)
    state = apply(state, Fold(1))[0]
    after, events = apply(state, deal_action(state))
    firsts = [p[0] for p in after.palettes]
    leader = max(range(2), key=lambda s: firsts[s])
    assert after.turn == (leader + 1) % 2 and after.rule == "R" and after.round_number == 2
    assert ev.RoundStarted(2, 47) in events
