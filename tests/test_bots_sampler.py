"""Hidden-card sampling is exactly uniform and respects voids, public cards and sizes."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from oh7_desktop.games.oh7.bots.sampler import DealSampler, InconsistentError
from oh7_desktop.games.oh7.bots.world import knowledge, voids
from oh7_desktop.games.oh7 import GameState, Phase, Rules, SeatView, apply, chance_action, legal_actions, new_game, view


Deal = tuple[tuple[int, ...], ...]
"""A deal as the card indices of each target, sorted."""


def _consistent_deals(cards: list[int], caps: list[int], void: list[int]) -> list[Deal]:
    """Every deal (as a tuple of sorted targets) by brute force over card labels."""
    deals = set()
    for perm in itertools.permutations(range(len(cards))):
        parts, at = [], 0
        for cap in caps:
            parts.append(tuple(sorted(perm[at:at + cap])))
            at += cap
        if all(not any(cards[i] < 40 and v >> (cards[i] >> 3) & 1 for i in part)
               for part, v in zip(parts, void)):
            deals.add(tuple(parts))
    return sorted(deals)


def test_sampler_is_uniform_over_consistent_deals() -> None:
    # Labelled cards (indices) of suits 0, 0, 0, 1, 1, 2 and a star: three targets, two voids.
    cards = [0, 1, 2, 9, 10, 17, 40]
    caps, void = [2, 2, 3], [0b001, 0b010, 0]
    deals = _consistent_deals(cards, caps, void)
    sampler = DealSampler(cards, caps, void)
    assert sampler.exact and sampler.total == len(deals)
    index = {cards[i]: i for i in range(len(cards))}
    rng = random.Random(1234)
    draws = 40 * len(deals)
    seen: Counter[Deal] = Counter()
    for _ in range(draws):
        parts = sampler.sample(rng)
        seen[tuple(tuple(sorted(index[c] for c in part)) for part in parts)] += 1
    assert set(seen) == set(deals)  # every consistent deal appears, nothing else
    expected = draws / len(deals)
    chi2 = sum((seen[d] - expected) ** 2 / expected for d in deals)
    df = len(deals) - 1
    assert chi2 < df + 3.1 * (2 * df) ** 0.5  # far below: p > 0.001


def _chi2_of(sample: Callable[[random.Random], list[list[int]]], cards: list[int], caps: list[int], void: list[int],
             per_deal: int) -> tuple[float, float]:
    """Return the chi-square of ``per_deal`` draws per consistent deal, and the bound the
    uniformity test allows (p > 0.001)."""
    deals = _consistent_deals(cards, caps, void)
    index = {c: i for i, c in enumerate(cards)}
    rng = random.Random(1234)
    draws = per_deal * len(deals)
    seen: Counter[Deal] = Counter()
    for _ in range(draws):
        seen[tuple(tuple(sorted(index[c] for c in p)) for p in sample(rng))] += 1
    expected = draws / len(deals)
    df = len(deals) - 1
    return (sum((seen[d] - expected) ** 2 / expected for d in deals),
            df + 3.1 * (2 * df) ** 0.5)


def test_the_uniformity_check_catches_a_greedy_fill() -> None:
    """The chi-square check can fail: a greedy fill (each seat in turn takes the first
    cards of a shuffled deck it may hold, retrying on a dead end) is far from uniform."""
    cards = [0, 1, 2, 9, 10, 17, 40]
    caps, void = [2, 2, 3], [0b001, 0b010, 0]

    def greedy(rng: random.Random) -> list[list[int]]:
        while True:
            pool, out = cards[:], []
            rng.shuffle(pool)
            for cap, v in zip(caps, void):
                part = [c for c in pool if not (c < 40 and v >> (c >> 3) & 1)][:cap]
                if len(part) < cap:
                    break
                for c in part:
                    pool.remove(c)
                out.append(part)
            else:
                return out

    greedy_chi2, bound = _chi2_of(greedy, cards, caps, void, 40)
    assert greedy_chi2 > 3 * bound
    sampler = DealSampler(cards, caps, void)
    exact_chi2, _ = _chi2_of(sampler.sample, cards, caps, void, 40)
    assert exact_chi2 < bound


def test_rejection_fallback_is_uniform_too() -> None:
    # The rejection fallback (used for huge programmes) is uniform too.
    cards = [0, 1, 8, 9, 16]
    caps, void = [2, 2, 1], [0b010, 0, 0]
    deals = _consistent_deals(cards, caps, void)
    sampler = DealSampler(cards, caps, void)
    sampler.exact = False
    rng = random.Random(7)
    seen: Counter[Deal] = Counter()
    index = {c: i for i, c in enumerate(cards)}
    draws = 60 * len(deals)
    for _ in range(draws):
        seen[tuple(tuple(sorted(index[c] for c in p)) for p in sampler.sample(rng))] += 1
    assert set(seen) == set(deals)
    expected = draws / len(deals)
    chi2 = sum((seen[d] - expected) ** 2 / expected for d in deals)
    df = len(deals) - 1
    assert chi2 < df + 3.1 * (2 * df) ** 0.5


def test_impossible_voids_are_reported() -> None:
    with pytest.raises(InconsistentError):
        DealSampler([0, 1], [2, 0], [0b1, 0])


def _random_views(mode: str, players: int, seed: int) -> Iterator[tuple[GameState, SeatView]]:
    """Yield (state, view) for every decision of a random game, for every waiting seat."""
    rng = random.Random(seed)
    state = new_game(Rules(mode, players, 21), seed=seed)
    while not state.is_over() and state.deal_index < 12:
        chance = chance_action(state)
        if chance is not None:
            state, _ = apply(state, chance)
            continue
        if state.phase is not Phase.BET or all(c is None for c in state.pending):
            for seat in range(players):
                yield state, view(state, seat)
        state, _ = apply(state, rng.choice(legal_actions(state)))


@pytest.mark.parametrize("mode,players", [("base", 4), ("base", 2), ("advanced", 5)])
def test_samples_respect_every_public_fact(mode: str, players: int) -> None:
    rng = random.Random(99)
    checked = 0
    for k, (state, seat_view) in enumerate(_random_views(mode, players, seed=players)):
        if k % 7:
            continue
        know = knowledge(seat_view)
        void = voids(seat_view)
        truth = [sorted(int(c) for c in h) for h in state.hands]
        for _ in range(5):
            hands, rest = know.sample(rng)
            assert sorted(hands[seat_view.seat]) == truth[seat_view.seat]
            for seat, hand in enumerate(hands):
                assert len(hand) == seat_view.hand_sizes[seat]
                assert not Counter(int(c) for c in seat_view.revealed[seat]) - Counter(hand)
                assert not any(c < 40 and void[seat] >> (c >> 3) & 1 for c in hand)
            everything = Counter(c for h in hands for c in h) + Counter(rest)
            hidden = Counter(int(c) for c in state.rest)
            for h in state.hands:
                hidden.update(int(c) for c in h)
            assert everything == hidden
            checked += 1
    assert checked > 30


def test_void_cards_go_elsewhere_statistically() -> None:
    """Over many samples of a view with voids, a void seat never gets the suit, and every
    hidden card of that suit still turns up somewhere else."""
    for seat_view in (v for _, v in _random_views("base", 4, seed=11)):
        void = voids(seat_view)
        if seat_view.phase is Phase.PLAY and sum(bin(v).count("1") for v in void) >= 2:
            break
    else:
        pytest.fail("no view with voids")
    know = knowledge(seat_view)
    rng = random.Random(5)
    places: Counter[tuple[int, int]] = Counter()
    for _ in range(400):
        hands, rest = know.sample(rng)
        for seat, hand in enumerate(hands):
            assert not any(c < 40 and void[seat] >> (c >> 3) & 1 for c in hand)
            places.update((c, seat) for c in hand if seat != seat_view.seat)
        places.update((c, -1) for c in rest)
    hidden = {int(c) for c in seat_view.unseen_cards()}
    for card in hidden:
        owners = {seat for (c, seat) in places if c == card}
        assert owners, card
        allowed = {s for s in range(4) if s != seat_view.seat and not (
            card < 40 and void[s] >> (card >> 3) & 1)} | {-1}
        assert owners <= allowed
