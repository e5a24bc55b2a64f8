"""The state machine's contract: phases, ``to_move``, ``legal_actions``, ``apply`` and its errors."""

from __future__ import annotations

import random

import pytest

from oh7_desktop.games.oh7 import (
    Bet, Deal, IllegalAction, Phase, Play, Rules, ShowInterrobang, apply, apply_unchecked, deal_action,
    legal_actions, new_game, outcome, to_move,
)
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.actions import Action

from engine_support import ALL_CONFIGS, bet_all, c, cards, dealt, frozen_bytes, last_state, of_type, random_states

BASE3 = Rules("base", 3)
HANDS3 = ["0S 1S 2S 3S 4S 5S 6S", "7S 0H 1H 2H 3H 4H 5H", "6H 7H 0C 1C 2C 3C 4C"]


def test_new_game_waits_for_its_deal() -> None:
    """A new game is in phase DEAL; its only legal action is the seeded deal; nobody is to move."""
    state = new_game(Rules("advanced", 5, 21), seed=42)
    assert (state.phase, state.totals, state.made_bets, state.round_number) == (Phase.DEAL, (0,) * 5, (0,) * 5, 0)
    assert legal_actions(state) == [deal_action(state)] and legal_actions(state, 0) == [] and to_move(state) == ()
    assert deal_action(state) == deal_action(new_game(Rules("advanced", 5, 21), seed=42))
    assert deal_action(state) != deal_action(new_game(Rules("advanced", 5, 21), seed=43))


def test_deal_events_give_seven_cards_round_the_table() -> None:
    """A deal starts, gives cards one at a time round the table, then sets the rest aside."""
    state, events = apply(new_game(BASE3), deal_action(new_game(BASE3)))
    assert events[0] == ev.DealStarted(0, 0)
    dealt_events = of_type(events, ev.CardDealt)
    assert [e.seat for e in dealt_events] == [0, 1, 2] * 7 and [e.order for e in dealt_events] == list(range(21))
    assert events[-1] == ev.RestSetAside(3, False)
    two = Rules("base", 2)
    assert apply(new_game(two), deal_action(new_game(two)))[1][-1] == ev.RestSetAside(10, True)
    assert state.phase is Phase.BET and all(len(h) == 7 for h in state.hands)


def test_a_deal_must_be_seven_cards_each_of_exactly_the_deck() -> None:
    """Short hands, a wrong number of hands, a foreign card or a missing card are refused."""
    state = new_game(BASE3)
    good = deal_action(state)
    bad_deals = [
        Deal(good.hands[:2], good.rest),
        Deal((good.hands[0][:6], good.hands[1], good.hands[2]), good.rest + good.hands[0][6:]),
        Deal(good.hands, good.rest[:-1]),
        Deal(good.hands, good.rest[:-1] + (c("0D"),)),
        Deal(good.hands, good.rest + (c("N"),)),
    ]
    for deal in bad_deals:
        with pytest.raises(IllegalAction):
            apply(state, deal)
    shuffled = list(good.hands[0] + good.hands[1] + good.hands[2] + good.rest)
    random.Random(1).shuffle(shuffled)
    other = Deal((tuple(shuffled[:7]), tuple(shuffled[7:14]), tuple(shuffled[14:21])), tuple(shuffled[21:]))
    assert apply(state, other)[0].hands == other.hands  # any deal of the deck is a possible chance outcome


@pytest.mark.parametrize(("action", "phase_text"), [
    (Play(0, c("0S")), "cannot play a card while bets are being made"),
    (ShowInterrobang(0, True), "cannot decide on the ? while bets are being made"),
    (Deal((), ()), "cannot deal while bets are being made"),
])
def test_actions_of_the_wrong_phase_are_refused_with_a_clear_message(action: Action, phase_text: str) -> None:
    """Every phase names itself when refusing an action of another phase."""
    state = dealt(BASE3, HANDS3)
    with pytest.raises(IllegalAction, match=f"^{phase_text.replace('?', '[?]')}$"):
        apply(state, action)
    with pytest.raises(IllegalAction, match="^cannot bet while the cards are not dealt yet$"):
        apply(new_game(BASE3), Bet(0, c("0S")))
    played, _ = bet_all(state, "6S 0H 0C")
    with pytest.raises(IllegalAction, match="^cannot bet while tricks are being played$"):
        apply(played, Bet(0, c("0S")))


def test_illegal_action_is_a_value_error_and_changes_nothing() -> None:
    """``IllegalAction`` subclasses ``ValueError``; the state given to ``apply`` is untouched."""
    assert issubclass(IllegalAction, ValueError)
    state = dealt(BASE3, HANDS3)
    before = frozen_bytes(state)
    for action in (Bet(0, c("7S")), Bet(5, c("0S")), Play(0, c("0S")), Bet(-1, c("0S"))):
        with pytest.raises(ValueError):
            apply(state, action)
    assert frozen_bytes(state) == before


def test_to_move_by_phase() -> None:
    """All pending bettors, then the asked ? holder, then the one seat to play; none when over."""
    state = dealt(BASE3, HANDS3)
    assert to_move(state) == (0, 1, 2)
    state, _ = apply(state, Bet(2, c("0C")))
    assert to_move(state) == (0, 1)
    state, _ = bet_all(state, "6S 0H")
    assert to_move(state) == (0,) and state.bets == (6, 0, 0)


def test_unchecked_apply_gives_the_same_result_for_legal_actions() -> None:
    """``apply_unchecked`` is ``apply`` without validation: same states, same events."""
    rng = random.Random(3)
    for mode, players in ALL_CONFIGS:
        for state in random_states(Rules(mode, players), 5, 6, max_rounds=1):
            if state.is_over():
                break
            action = rng.choice(legal_actions(state))
            assert apply(state, action) == apply_unchecked(state, action)


def test_a_finished_game_accepts_nothing() -> None:
    """Once over: no legal action, nobody to move, every action refused; ``outcome`` gives winners."""
    state = last_state(Rules("base", 4, 1), seed=1, choice_seed=1, max_rounds=50)
    assert state.is_over() and outcome(state) == state.winners and state.winners
    assert legal_actions(state) == [] and to_move(state) == ()
    for action in (deal_action(state), Bet(0, c("0S")), Play(0, c("0S")), ShowInterrobang(0, False)):
        with pytest.raises(IllegalAction, match="the game is over"):
            apply(state, action)
    assert outcome(new_game(BASE3)) is None


def test_bet_events_reveal_cards_only_when_all_are_in() -> None:
    """``BetSubmitted`` names the seat, never the card; ``BetsRevealed`` lists the cards by seat."""
    state = dealt(BASE3, HANDS3)
    state, events = bet_all(state, "6S 0H 0C")
    submitted = of_type(events, ev.BetSubmitted)
    assert submitted == [ev.BetSubmitted(0, 1), ev.BetSubmitted(1, 1), ev.BetSubmitted(2, 1)]
    assert of_type(events, ev.BetsRevealed) == [ev.BetsRevealed(1, cards("6S 0H 0C"), 6)]
    assert events.index(of_type(events, ev.BetsRevealed)[0]) == 3


def test_round_after_round_until_the_end() -> None:
    """Rounds follow one another (deal index and round number advance) until someone wins."""
    state = last_state(Rules("base", 3, 60), seed=4, choice_seed=4, max_rounds=4)
    assert state.round_number == 4 and state.deal_index >= 4 and len(state.history) == 4
    assert [r.round_number for r in state.history] == [0, 1, 2, 3]
    assert state.totals == state.history[-1].totals
