"""Properties of Oh Hell over player counts and option combinations (hypothesis): every card
once, the hook never violated, scores by formula, records round-trip, apply never mutates,
views show nothing hidden."""

from __future__ import annotations

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oh7_desktop.games.oh_hell import (Bid, GameState, Phase, Rules, apply, apply_unchecked,
                                       deal_action, from_record, legal_actions, new_game,
                                       to_record, view)
from oh7_desktop.games.oh_hell import events as ev
from oh7_desktop.games.pack52 import PACK

QUICK = settings(max_examples=40, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rules_st(draw: st.DrawFn) -> Rules:
    players = draw(st.integers(3, 7))
    simultaneous = draw(st.booleans())
    return Rules(players=players, sequence=draw(st.sampled_from(["up", "down", "up-down", "down-up"])),
                 hook=not simultaneous and draw(st.booleans()), simultaneous=simultaneous,
                 podrida=draw(st.booleans()), miss_scores_tricks=draw(st.booleans()),
                 zero_bonus=draw(st.booleans()))


def expected_points(rules: Rules, bid: int, tricks: int, cards: int) -> int:
    """The rulings' scoring, written again independently of the engine."""
    if bid != tricks:
        return tricks if rules.miss_scores_tricks else 0
    if bid == 0 and rules.zero_bonus:
        return 5 + cards
    return 10 + tricks


def check_cards(state: GameState) -> None:
    """Every card of the pack is in exactly one place while a hand is in progress."""
    if state.phase not in (Phase.BID, Phase.PLAY):
        return
    places = [c for h in state.hands for c in h] + [c for t in state.tricks for _, c in t]
    places += [c for _, c in state.trick] + list(state.rest)
    places += [state.trump_card] if state.trump_card is not None else []
    assert sorted(places) == list(PACK)
    played = len(state.tricks) * state.players + len(state.trick)
    assert sum(len(h) for h in state.hands) == state.players * state.cards - played


def check_events(state: GameState, events: tuple[object, ...]) -> None:
    for event in events:
        if isinstance(event, ev.BiddingClosed) and state.rules.hook:
            assert event.total != event.cards
        if isinstance(event, ev.HandScored):
            for s, line in enumerate(event.lines):
                assert line.points == expected_points(state.rules, event.bids[s],
                                                      event.tricks_won[s], event.cards)
            assert sum(event.tricks_won) == event.cards
        if isinstance(event, ev.CardDealt):
            assert event.card in state.hands[event.seat]


def check_view(state: GameState, seat: int) -> None:
    """A view holds the seat's own hand and no other hidden card or secret bid."""
    seen = view(state, seat)
    assert seen.hand == (state.hands[seat] if state.hands else ())
    if state.phase in (Phase.BID, Phase.PLAY):
        hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.rest)
        assert set(seen.unseen_cards()) == hidden
    if state.phase is Phase.BID and state.rules.simultaneous:
        assert seen.my_secret_bid == state.pending[seat]
        assert all(b is None for b in seen.bids)


@QUICK
@given(rules=rules_st(), seed=st.integers(0, 2**32), choices=st.integers(0, 2**32),
       stop=st.integers(5, 400))
def test_random_games_keep_every_invariant(rules: Rules, seed: int, choices: int, stop: int) -> None:
    rng = random.Random(choices)
    state = new_game(rules, seed)
    totals = [0] * rules.players
    for _ in range(stop):
        if state.is_over():
            break
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        before = copy.deepcopy(state)
        new, events = apply(state, action)
        assert state == before                        # apply never mutates its input
        assert apply_unchecked(state, action) == (new, events)
        check_events(new, events)
        totals = [t + p for t, p in zip(totals, next(
            (e.points for e in events if isinstance(e, ev.HandScored)), (0,) * rules.players))]
        state = new
        check_cards(state)
        check_view(state, rng.randrange(rules.players))
    assert list(state.totals) == totals
    record = to_record(state, include_pending=True)
    again = from_record(record)
    assert to_record(again, include_pending=True) == record
    assert again.totals == state.totals and again.phase is state.phase
    assert again.hands == state.hands and again.pending == state.pending


@QUICK
@given(rules=rules_st(), seed=st.integers(0, 2**32))
def test_the_dealers_bid_never_makes_the_total_under_the_hook(rules: Rules, seed: int) -> None:
    if not rules.hook:
        return
    state = new_game(rules, seed)
    state = apply(state, deal_action(state))[0]
    rng = random.Random(seed)
    while len(legal_actions(state)) and state.phase is Phase.BID:
        action = rng.choice(legal_actions(state))
        assert isinstance(action, Bid)
        if action.seat == state.dealer:
            made = sum(b for b in state.bids if b is not None)
            assert all(isinstance(a, Bid) and made + a.bid != state.cards for a in legal_actions(state))
        state = apply(state, action)[0]
