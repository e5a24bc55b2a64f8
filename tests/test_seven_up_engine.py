"""Seven Up's invariants over random games (hypothesis): cards, tricks, scores, records, views."""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from oh7_desktop.games.pack52 import PACK, Card
from oh7_desktop.games.seven_up import GameState, Phase, apply, deal_action, legal_actions, view
from oh7_desktop.games.seven_up.record import from_record, replay_summary, to_record
from oh7_desktop.games.seven_up.rules import CARD_POINTS, TRICKS
from oh7_desktop.games.seven_up.state import DealLog

from seven_up_support import hidden_from, random_states, seeds_st

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True)
targets_st = st.integers(min_value=1, max_value=15)


def accounted(state: GameState) -> Counter[Card]:
    """Every card of the pack in play, wherever it is now."""
    out: Counter[Card] = Counter()
    for hand in state.hands:
        out.update(hand)
    for aside in state.set_aside:
        out.update(aside or ())
    out.update(state.discarded)
    out.update(state.turned)
    out.update(state.pack[state.drawn:])
    out.update(c for trick in state.tricks + (state.trick,) for _, c in trick)
    return out


@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, target=targets_st)
def test_every_card_is_somewhere_exactly_once(seed: int, choice_seed: int, target: int) -> None:
    for state in random_states(seed, choice_seed, target):
        if state.pack:
            assert accounted(state) == Counter(PACK), state.phase
        if state.phase is Phase.PLAY:
            played = len(state.tricks) * 2 + len(state.trick)
            assert len(state.hands[0]) + len(state.hands[1]) + played == 12


def expected_sheet(log: DealLog) -> tuple[object, ...]:
    """Recompute a deal's four points from its plays alone (a second way of scoring)."""
    trump, plays, winners = log.trump, log.plays, log.trick_winners
    holder: dict[Card, int] = {}
    taker: dict[Card, int] = {}
    leader = 1 - log.dealer
    for t in range(TRICKS):
        first, second = plays[2 * t], plays[2 * t + 1]
        holder[first], holder[second] = leader, 1 - leader
        taker[first] = taker[second] = winners[t]
        leader = winners[t]
    trumps = sorted((c for c in holder if c.suit == trump), key=lambda c: c.rank)
    high = holder[trumps[-1]] if trumps else None
    low = taker[trumps[0]] if trumps else None
    jack = next((taker[c] for c in trumps if c.rank_char == "J"), None)
    count = [sum(CARD_POINTS[c.rank] for c, s in taker.items() if s == seat) for seat in (0, 1)]
    game = None if count[0] == count[1] else int(count[1] > count[0])
    return high, low, jack, game, tuple(count)


@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, target=targets_st)
def test_deals_have_six_tricks_and_score_by_the_formula(seed: int, choice_seed: int,
                                                         target: int) -> None:
    *_, end = random_states(seed, choice_seed, target)
    assert end.is_over() and end.winners and end.totals[end.winners[0]] >= target
    before: tuple[int, ...] = (0, 0)
    for log in end.log:
        sheet = log.scored
        after = sheet.totals if sheet else end.totals
        gained = tuple(a - b for a, b in zip(after, before))
        extra = tuple(j + (log.gift and s == 1 - log.dealer) for s, j in enumerate(log.turned_jacks))
        if sheet is None:  # a turned jack or a gift ended the game before the tricks
            assert log is end.log[-1] and end.won_by in ("turned_jack", "gift")
            assert gained == extra and log.plays == ()
            break
        assert len(log.trick_winners) == TRICKS and len(log.plays) == 2 * TRICKS
        assert sum(sheet.points) <= 4 and gained == tuple(p + e for p, e in zip(sheet.points, extra))
        assert (sheet.high, sheet.low, sheet.jack, sheet.game, sheet.game_points) == expected_sheet(log)
        before = after
    assert before == end.totals or end.log[-1].scored is None


@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, stop=st.integers(0, 400), pending=st.booleans())
def test_records_round_trip_at_any_point(seed: int, choice_seed: int, stop: int,
                                         pending: bool) -> None:
    states = list(random_states(seed, choice_seed))
    state = states[min(stop, len(states) - 1)]
    record = to_record(state, ["Ana", "Ben"], include_pending=pending)
    again = from_record(copy.deepcopy(record))
    assert to_record(again, ["Ana", "Ben"], include_pending=pending) == record
    assert replay_summary(again) == replay_summary(state)
    assert again.totals == state.totals and again.phase is state.phase
    if not pending and state.phase is Phase.SET_ASIDE and any(a is not None for a in state.set_aside):
        assert "set_aside" not in record["deals"][-1]  # a secret choice stays out of shared records


@settings(max_examples=15, deadline=None, derandomize=True)
@given(seed=seeds_st, choice_seed=seeds_st)
def test_apply_never_changes_its_input(seed: int, choice_seed: int) -> None:
    previous = None
    for state in random_states(seed, choice_seed):
        if previous is not None:
            assert previous[0] == previous[1]
        if not state.is_over():
            action = deal_action(state) if state.phase is Phase.DEAL else legal_actions(state)[-1]
            frozen = copy.deepcopy(state)
            apply(state, action)
            previous = (state, frozen)


def cards_in(value: object) -> set[Card]:
    """Every card reachable from a view's fields (tuples and dataclasses walked)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return cards_in([getattr(value, f.name) for f in dataclasses.fields(value)])
    return set()


@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st)
def test_a_view_holds_nothing_hidden(seed: int, choice_seed: int) -> None:
    checked = 0
    for state in random_states(seed, choice_seed):
        for seat in (0, 1):
            seen = view(state, seat)
            if state.phase is Phase.DEAL or state.is_over():
                continue
            current = dataclasses.replace(seen, history=(), legal=())
            assert not cards_in(current) & set(hidden_from(state, seat))
            assert set(seen.unseen_cards()) >= set(hidden_from(state, seat))
            assert len(seen.unseen_cards()) == len(hidden_from(state, seat))
            checked += 1
    assert checked > 0
    assert not {"seed", "pack", "stock", "hands"} & {f.name for f in dataclasses.fields(seen)}
