"""The hard level's bid playouts and measuring knobs: how much a card's value counts the others' points
(``spite``) and how many worlds a bid is played out in (``bid_factor``)."""

from __future__ import annotations

import random
from dataclasses import replace

from oh7_desktop.games.oh_hell import (GameState, Phase, Rules, apply, deal_action, legal_actions, new_game,
                                    to_move, view)
from oh7_desktop.games.oh_hell.bots.hard import DEFAULT, endgame_values, hard_choice
from oh7_desktop.games.oh_hell.bots.playouts import NoisyPlayout, bid_values, play_values
from oh7_desktop.games.oh_hell.bots.policy import easy_playout
from oh7_desktop.games.oh_hell.bots.search import ismcts
from oh7_desktop.games.oh_hell.bots.world import easy_bid_model, knowledge, play_world, relative
from oh7_desktop.games.oh_hell.fast import FastHand


def first(state: GameState, phase: Phase, seed: int) -> GameState:
    """Play random actions (deals included) until a decision of ``phase``."""
    rng = random.Random(seed)
    while state.phase is not phase:
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state))[0]
        else:
            state = apply(state, rng.choice(legal_actions(state)))[0]
    return state


def a_play(seed: int, hand: int) -> GameState:
    """A first play of hand number ``hand`` (4 players, the hook, OpenSpiel's scoring)."""
    state = new_game(Rules(players=4, hook=True, miss_scores_tricks=True), seed)
    for _ in range(hand):
        state = first(first(state, Phase.PLAY, seed), Phase.BID, seed)
    return first(state, Phase.PLAY, seed)


def test_spite_weighs_the_others_mean_and_zero_leaves_the_seats_own_points() -> None:
    points = [14, 2, 11, 5]
    assert relative(points, 0) == relative(points, 0, 1.0) == 14 - 6
    assert relative(points, 0, 0.0) == 14
    assert relative(points, 2, 0.5) == 11 - 0.5 * 7


def test_play_values_with_spite_zero_are_the_seats_own_points() -> None:
    state = a_play(3, hand=6)
    seat = to_move(state)[0]
    seen = view(state, seat)
    worlds = [knowledge(seen).sample(random.Random(i)) for i in range(6)]
    options = sorted({int(a.card) for a in seen.legal})  # type: ignore[union-attr]
    own = play_values(seen, options, worlds, [1.0] * len(worlds), spite=0.0)
    default = play_values(seen, options, worlds, [1.0] * len(worlds))
    assert default == play_values(seen, options, worlds, [1.0] * len(worlds), spite=1.0)
    assert all(value >= 0 for value in own)  # own points are never negative
    assert own != default


def test_endgame_values_take_the_same_spite() -> None:
    state = a_play(5, hand=1)
    seat = to_move(state)[0]
    seen = view(state, seat)
    worlds = [knowledge(seen).sample(random.Random(i)) for i in range(4)]
    options = sorted({int(a.card) for a in seen.legal})  # type: ignore[union-attr]
    assert all(v >= 0 for v in endgame_values(seen, options, worlds, 0.0))
    assert endgame_values(seen, options, worlds) == endgame_values(seen, options, worlds, 1.0)


def test_bid_factor_multiplies_the_worlds_of_a_bid_only() -> None:
    state = first(a_play(7, hand=8), Phase.BID, 7)
    seen = view(state, to_move(state)[0])
    small = replace(DEFAULT, budget=2000, min_worlds=4, max_worlds=8, pool=16)
    assert hard_choice(seen, None, small).worlds == 4
    assert hard_choice(seen, None, replace(small, bid_factor=3)).worlds == 12
    playing = a_play(7, hand=8)
    seen = view(playing, to_move(playing)[0])
    assert hard_choice(seen, None, replace(small, bid_factor=3)).worlds == hard_choice(seen, None, small).worlds


def test_bid_playouts_count_the_turned_card_as_seen() -> None:
    """The playout policy leads a card as sure when no unseen card tops it: the turned card is
    seen by every seat (before, the bid playouts started with nothing seen, so a king of
    trump under the turned ace was never led as the top trump)."""
    state = first(new_game(Rules(players=4, hook=True, miss_scores_tricks=True), 2), Phase.BID, 2)
    seen = view(state, to_move(state)[0])
    assert seen.trump_card is not None
    gone: list[int] = []

    def record(sim: FastHand) -> None:
        gone.append(sim.gone)
        easy_playout(sim)

    worlds = [knowledge(seen).sample(random.Random(i)) for i in range(3)]
    bid_values(seen, [0, 1], worlds, [1.0] * 3, easy_bid_model(seen), finish=record)
    assert gone == [1 << int(seen.trump_card)] * 6


def test_noisy_bid_playouts_play_easy_at_noise_zero_and_share_random_numbers_per_world() -> None:
    state = first(a_play(4, hand=7), Phase.BID, 4)
    seen = view(state, to_move(state)[0])
    worlds = [knowledge(seen).sample(random.Random(i)) for i in range(5)]
    model = easy_bid_model(seen)
    options = sorted({a.bid for a in seen.legal})  # type: ignore[union-attr]
    easy = bid_values(seen, options, worlds, [1.0] * 5, model)
    quiet = NoisyPlayout(seen.seat, 0.0, 9, len(options))
    assert bid_values(seen, options, worlds, [1.0] * 5, model, quiet) == easy
    noisy = [bid_values(seen, options, worlds, [1.0] * 5, model, NoisyPlayout(seen.seat, 0.5, 9, len(options)))
             for _ in range(2)]
    assert noisy[0] == noisy[1]  # seeded: the same figures twice
    assert noisy[0] != easy


def test_bid_noise_is_a_knob_of_the_hard_bids_and_stays_deterministic() -> None:
    state = first(a_play(7, hand=8), Phase.BID, 7)
    seen = view(state, to_move(state)[0])
    small = replace(DEFAULT, budget=4000, min_worlds=6, max_worlds=12, pool=24)
    noisy = replace(small, bid_noise=0.3)
    assert hard_choice(seen, None, noisy) == hard_choice(seen, None, noisy)
    assert hard_choice(seen, None, noisy).values != hard_choice(seen, None, small).values


def test_ismcts_search_takes_the_spite_knob() -> None:
    state = a_play(3, hand=6)
    seen = view(state, to_move(state)[0])
    worlds = [knowledge(seen).sample(random.Random(i)) for i in range(6)]
    bases = [play_world(seen, hands) for hands in worlds]
    own = ismcts(bases, 60, random.Random(1), spite=0.0)
    assert all(mean >= 0 for _, mean in own.values())  # own points are never negative
    assert ismcts(bases, 60, random.Random(1)) == ismcts(bases, 60, random.Random(1), spite=1.0)
    assert ismcts(bases, 60, random.Random(1)) != own
