"""The bots' simulator (seven_up/fast.py) plays exactly the checked rules, action by action."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from oh7_desktop.games.pack52 import SUITS, Card
from oh7_desktop.games.seven_up import (Decide, GameState, Phase, Play, Rules, SetAside, Shuffle,
                                        apply, deal_action, legal_actions, new_game, to_move)
from oh7_desktop.games.seven_up.dealing import seeded_pack
from oh7_desktop.games.seven_up.fast import (DONE, GIVE_OR_RUN, PLAY, SET_ASIDE, STAND_OR_BEG,
                                             FastDeal)
from oh7_desktop.games.seven_up.rules import DECISIONS

from seven_up_support import seeds_st
from seven_up_support import EXHAUSTING

PHASES = {Phase.STAND_OR_BEG: STAND_OR_BEG, Phase.GIVE_OR_RUN: GIVE_OR_RUN,
          Phase.SET_ASIDE: SET_ASIDE, Phase.PLAY: PLAY}


def code(action: object) -> int:
    if isinstance(action, Decide):
        return DECISIONS.index(action.decision)
    if isinstance(action, SetAside):
        return sum(1 << int(c) for c in action.cards)
    assert isinstance(action, Play)
    return int(action.card)


def same(state: GameState, fast: FastDeal) -> None:
    """The fast deal agrees with the checked state on everything the bots read."""
    if state.phase in PHASES:
        assert fast.phase == PHASES[state.phase]
        assert fast.to_move() == to_move(state)[0]
        assert sorted(fast.legal()) == sorted(code(a) for a in legal_actions(state))
        assert [sorted(h) for h in fast.hands] == [sorted(int(c) for c in h) for h in state.hands]
        assert fast.trump == (SUITS.index(state.trump) if state.trump else -1)
    assert fast.totals == list(state.totals)


def compare_game(seed: int, rng: random.Random, target: int = 7, run_bias: float = 0.5,
                 first_pack: tuple[Card, ...] | None = None) -> int:
    """Play one random game through both paths; return the deals compared."""
    state, deals = new_game(Rules(target), seed), 0
    while not state.is_over():
        index, packs = state.deal_index, iter(range(1, 100))
        first = [first_pack if first_pack is not None and index == 0 else seeded_pack(seed, index)]
        fast = FastDeal(target, list(state.totals), state.dealer,
                        lambda: [int(c) for c in (first.pop() if first else  # noqa: B023 - dealt by step(0) below
                                                  seeded_pack(seed, index, next(packs)))])  # noqa: B023
        fast.step(0)
        state, _ = apply(state, Shuffle(first_pack) if first_pack is not None and index == 0
                         else deal_action(state))
        while state.deal_index == index and not state.is_over():
            if state.phase is Phase.DEAL:  # the pack ran out: the fast deal dealt again already
                state, _ = apply(state, deal_action(state))
                continue
            same(state, fast)
            options = legal_actions(state)
            prefer = [a for a in options if isinstance(a, Decide) and a.decision in ("beg", "run")]
            action = prefer[0] if prefer and rng.random() < run_bias else rng.choice(options)
            fast.step(code(action))
            state, _ = apply(state, action)
        deals += 1
        assert fast.phase == DONE and fast.totals == list(state.totals)
        scored = state.log[index].scored
        if scored is not None:
            parts = [scored.high, scored.low, scored.jack, scored.game]
            assert fast.parts == [-1 if p is None else p for p in parts]
            assert fast.pts == list(scored.game_points)
        if state.is_over():
            assert (fast.winner, fast.won_by) == (state.winners[0], state.won_by)
        else:
            assert fast.winner == -1
    return deals


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=seeds_st, choice_seed=seeds_st, target=st.integers(1, 12),
       run_bias=st.sampled_from([0.0, 0.5, 0.95]))
def test_fast_deals_match_the_checked_engine(seed: int, choice_seed: int, target: int,
                                            run_bias: float) -> None:
    assert compare_game(seed, random.Random(choice_seed), target, run_bias) >= 1


def test_many_random_games_match() -> None:
    deals = sum(compare_game(seed, random.Random(seed), 7, 0.7) for seed in range(150))
    assert deals >= 300


def test_an_exhausted_pack_matches() -> None:
    """Begging and running through five repeats: both paths deal the seed's second pack."""
    assert compare_game(1, random.Random(3), 7, 1.0, first_pack=EXHAUSTING) >= 1
