"""Properties of Red7 over every number of players and combination of options: every card
accounted for, the mover winning after every move, rounds that end, scores by formula,
records that round-trip, an ``apply`` that never mutates, and legal moves that are exactly
the moves the checker accepts."""

from __future__ import annotations

import copy
import pickle

from hypothesis import HealthCheck, given, settings, strategies as st

from oh7_desktop.games.red7 import (PACK, Deal, Finish, Fold, GameState, Move, Phase, Rules,
                                    apply, events as ev, from_record, illegal_reason, legal_actions,
                                    to_record)
from oh7_desktop.games.red7.actions import move_of
from oh7_desktop.games.red7.cards import COLOURS, mask_of
from oh7_desktop.games.red7.standing import counting_mask

from red7_support import all_cards, random_game

SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
rules_st = st.builds(Rules, st.integers(2, 4), st.booleans(), st.booleans())


@SETTINGS
@given(rules_st, st.integers(0, 10**6), st.sampled_from([0.0, 0.05, 0.3]))
def test_a_random_game_keeps_every_invariant(rules: Rules, seed: int, fold_rate: float) -> None:
    rounds = 0
    for state, action, new, events in random_game(rules, seed, fold_rate=fold_rate):
        if new.phase in (Phase.TURN, Phase.AFTER_DRAW):
            assert sorted(all_cards(new)) == sorted(PACK)       # 49 cards accounted for
        if isinstance(action, (Move, Finish)) and new.phase is not Phase.AFTER_DRAW:
            ended = next(e for e in events if isinstance(e, ev.TurnEnded))
            assert ended.standing.leader == action.seat         # winning after every move
        for event in events:
            if isinstance(event, ev.RoundScored):
                check_score(state, new, event)
                rounds += 1
    assert new.is_over() and new.winners                        # the game, so each round, ends
    assert rounds == (len(new.log) if rules.advanced else 0)
    assert from_record(to_record(new)) == new                   # the record rebuilds the game


def check_score(before: GameState, after: GameState, event: ev.RoundScored) -> None:
    """The winner scores the values of their counting cards under the final rule."""
    winner = event.winner
    rule = COLOURS.index(before.rule)
    counted = counting_mask(rule, mask_of(before.palettes[winner]))
    assert mask_of(event.scored) == counted
    assert event.points[winner] == sum(c.value for c in event.scored)
    assert sum(event.points) == event.points[winner]
    assert event.totals == tuple(t + p for t, p in zip(before.totals, event.points))
    assert after.totals == event.totals


def snapshot(state: GameState) -> bytes:
    return pickle.dumps(state)


@SETTINGS
@given(rules_st, st.integers(0, 10**6))
def test_apply_never_mutates_its_input(rules: Rules, seed: int) -> None:
    for state, action, _, _ in random_game(rules, seed, fold_rate=0.05):
        before = snapshot(state)
        deep = copy.deepcopy(state)
        apply(state, action)
        assert snapshot(state) == before and state == deep


@SETTINGS
@given(rules_st, st.integers(0, 10**6))
def test_legal_moves_are_exactly_what_the_checker_accepts(rules: Rules, seed: int) -> None:
    for state, _, _, _ in random_game(rules, seed, fold_rate=0.05):
        if state.phase is not Phase.TURN or not state.hands[state.turn]:
            continue
        seat, legal = state.turn, legal_actions(state)
        assert legal[-1] == Fold(seat) and all(illegal_reason(state, a) is None for a in legal)
        hand = (None, *state.hands[seat])
        plain = {move_of(seat, p, c) for p in hand for c in hand if (p, c) != (None, None)}
        for candidate in plain:
            accepted = illegal_reason(state, candidate) is None
            assert accepted == (candidate in legal)
        for action in legal:  # a chain with its last effect dropped is refused
            if isinstance(action, Move) and action.effects:
                shorter = move_of(seat, action.palette, action.canvas, action.effects[:-1])
                assert illegal_reason(state, shorter) is not None


def test_records_stop_anywhere_and_rebuild_the_same_state() -> None:
    for rules in (Rules(3, True, True), Rules(2, False, True), Rules(4, True, False)):
        for index, (state, action, new, _) in enumerate(random_game(rules, 31, fold_rate=0.02)):
            if index % 7 == 0 or new.phase is Phase.AFTER_DRAW:
                assert from_record(to_record(new)) == new
            if isinstance(action, Deal):
                assert len(action.deck) == 49 - sum(len(p) for p in state.scored)
