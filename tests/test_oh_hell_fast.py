"""Oh Hell's fast simulator plays exactly the checked engine's rules (random games, every option)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from oh7_desktop.games.oh_hell import Bid, GameState, Phase, Play, Rules, apply, deal_action, legal_actions, new_game
from oh7_desktop.games.oh_hell.fast import (NONE, FastHand, bid_choices, deal_codes, random_hand,
                                            random_playout)
from oh7_desktop.games.pack52 import SUITS

OPTIONS = [
    {"players": 3, "sequence": "down", "podrida": True},
    {"players": 4},
    {"players": 4, "hook": True, "zero_bonus": True},
    {"players": 5, "sequence": "up-down", "miss_scores_tricks": True, "podrida": True},
    {"players": 6, "hook": True, "podrida": True},
    {"players": 7, "simultaneous": True, "sequence": "down-up"},
]


def _hand_both_ways(state: GameState, rng: random.Random) -> tuple[GameState, FastHand]:
    """Play one hand through the checked engine with random actions, mirrored on a FastHand;
    check every legal set on the way; return the state and the fast hand."""
    rules = state.rules
    state = apply(state, deal_action(state))[0]
    hands = [[int(c) for c in h] for h in state.hands]
    trump = NONE if state.trump is None else SUITS.index(state.trump)
    total = 0
    while state.phase is Phase.BID:
        action = rng.choice(legal_actions(state))
        assert isinstance(action, Bid)
        if not rules.simultaneous:
            expected = bid_choices(state.cards, total, action.seat == state.dealer, rules.hook)
            assert sorted(a.bid for a in legal_actions(state) if isinstance(a, Bid)) == expected
            total += action.bid
        state = apply(state, action)[0]
    fast = FastHand.start(hands, trump, state.leader, [b or 0 for b in state.bids], rules)
    while state.phase is Phase.PLAY:
        assert sorted(int(a.card) for a in legal_actions(state) if isinstance(a, Play)) == sorted(fast.legal())
        action = rng.choice(legal_actions(state))
        assert isinstance(action, Play) and fast.to_play() == action.seat
        fast.play(int(action.card))
        state = apply(state, action)[0]
    return state, fast


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_fast_hand_matches_the_checked_engine(options: dict[str, Any]) -> None:
    rules = Rules(**options)
    rng = random.Random(str(options))
    for seed in range(3):
        state = new_game(rules, seed)
        while not state.is_over():
            state, fast = _hand_both_ways(state, rng)
            scored = state.history[-1]
            assert fast.done and fast.winners == list(state.log[-1].trick_winners)
            assert tuple(fast.won) == scored.tricks_won and tuple(fast.points()) == scored.points


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_inlined_random_playout_keeps_the_rules(options: dict[str, Any]) -> None:
    """The bench's hot loop draws legal cards only: its cards, replayed one by one through
    ``FastHand.play`` with the legal set checked, give the same trick winners."""
    rules = Rules(**options)
    rng = random.Random(1)
    for index in range(rules.hands):
        hands, trump = deal_codes(rules.players, rules.hand_size(index), rules.has_trump(index), rng)
        leader = (rules.dealer(index) + 1) % rules.players
        bids = [rng.randrange(rules.hand_size(index) + 1) for _ in hands]
        fast = FastHand.start([h[:] for h in hands], trump, leader, bids, rules)
        if index % 2:  # start mid-trick too: the first card goes through the general path
            fast.play(fast.legal()[0])
        log: list[int] = []
        random_playout(fast, random.Random(index), log)
        checked = FastHand.start([h[:] for h in hands], trump, leader, bids, rules)
        if index % 2:
            checked.play(checked.legal()[0])
        for card in log:
            assert card in checked.legal()
            checked.play(card)
        assert fast.done and checked.done and fast.winners == checked.winners
        assert fast.points() == checked.points() and all(not h for h in fast.hands)


def test_random_hand_scores_every_seat() -> None:
    hand = random_hand(Rules(players=4, zero_bonus=True), 6, random.Random(3))
    assert hand.done and len(hand.points()) == 4 and sum(hand.won) == 7


def test_random_bids_are_uniform_over_the_legal_bids() -> None:
    """The hooked dealer draws among the other bids, never the forbidden one."""
    from collections import Counter

    from oh7_desktop.games.oh_hell.fast import random_bids

    rng = random.Random(8)
    hands = [[0, 1], [2, 3], [4, 5]]
    seen: Counter[tuple[int, int]] = Counter()
    for _ in range(3000):
        bids = random_bids(hands, 2, Rules(players=3, hook=True), rng)
        others = bids[0] + bids[1]
        assert bids[2] in bid_choices(2, others, True, True)
        seen[(others, bids[2])] += 1
    # others bid 1 in total: the dealer may bid 0 or 2, each about half the time
    ones = seen[(1, 0)] + seen[(1, 2)]
    assert seen[(1, 1)] == 0 and abs(seen[(1, 0)] / ones - 0.5) < 0.07
