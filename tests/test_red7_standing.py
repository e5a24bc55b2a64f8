"""Red7's one evaluation of who is winning: each rule's counting cards and tie-breaks, as a
table of palettes and expected winners, and the fast bit-mask version proven equal to a plain
card-by-card reference on random and hand-picked palettes."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from oh7_desktop.games.red7.cards import PACK, Card, mask_of
from oh7_desktop.games.red7.standing import (counting_mask, leader, rule_index, score, standing)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# --- the plain reference: the rulings read literally, card by card --------------------------

def best_group(groups: list[list[Card]]) -> list[Card]:
    """The largest group; on equal sizes the one holding the highest card."""
    groups = [g for g in groups if g]
    return max(groups, key=lambda g: (len(g), max(g))) if groups else []


def reference_counting(rule: str, palette: list[Card]) -> list[Card]:
    if not palette:
        return []
    if rule == "R":
        return [max(palette)]
    if rule == "O":
        return best_group([[c for c in palette if c.value == v] for v in range(1, 8)])
    if rule == "Y":
        return best_group([[c for c in palette if c.colour == k] for k in "ROYGBIV"])
    if rule == "G":
        return [c for c in palette if c.value % 2 == 0]
    if rule == "B":
        return [max(c for c in palette if c.colour == k) for k in "ROYGBIV"
                if any(c.colour == k for c in palette)]
    if rule == "I":
        highest = {v: max(c for c in palette if c.value == v) for v in {c.value for c in palette}}
        runs: list[list[Card]] = []
        for start in range(1, 8):
            for end in range(start, 8):
                if all(v in highest for v in range(start, end + 1)):
                    runs.append([highest[v] for v in range(start, end + 1)])
        return best_group(runs)
    assert rule == "V"
    return [c for c in palette if c.value < 4]


def reference_leader(rule: str, palettes: list[list[Card]], active: list[bool]) -> int | None:
    keys = {s: (len(cs), max(cs)) for s, p in enumerate(palettes)
            if active[s] and (cs := reference_counting(rule, p))}
    if not keys:
        return None
    best = max(keys.values())
    winners = [s for s, k in keys.items() if k == best]
    assert len(winners) == 1  # cards are unique: the highest card always settles a tie
    return winners[0]


# --- the rulings as a table: palettes and who is winning -------------------------------------

CASES = [
    # rule, palettes by seat, expected leader, why
    ("R", ["7V 2R", "6R 6O"], 0, "highest card: a 7 beats any 6"),
    ("R", ["6O 1R", "6R"], 1, "equal values: red beats orange"),
    ("O", ["4R 4G 2B", "6V 5V 1V"], 0, "a pair beats single cards"),
    ("O", ["3R 3O 7V", "5B 5I 2R"], 1, "two pairs: 5I beats 3R (value first)"),
    ("O", ["6B 6I 2R 2O", "6G 6V"], 1, "seat 0's largest groups tie at 2; 6-pair holds 6B<6G"),
    ("O", ["6B 6I 2R 2O", "6O 1V"], 0, "several largest groups: the 6s count (highest card)"),
    ("Y", ["1R 2R 7V", "3G 4G"], 1, "two reds vs two greens: 4G beats 2R"),
    ("Y", ["1R 2R 3R", "7V 6V"], 0, "three of one colour beat two"),
    ("G", ["2R 4V", "6R 1R 3R"], 0, "two even cards beat one"),
    ("G", ["2R 4V", "6V 4R"], 1, "two even each: 6V beats 4V"),
    ("G", ["1R 3R 5R 7R", "2V"], 1, "no even card is never winning"),
    ("B", ["1R 1O 1Y", "7R 7O"], 0, "three colours beat two"),
    ("B", ["7R 6R 5O", "7O 1Y"], 0, "two colours each: 7R is the highest counting card"),
    ("I", ["1R 2R 3R", "5V 6V"], 0, "a run of three beats a run of two"),
    ("I", ["2R 3R 3O 4V", "4R 5R 7V"], 0, "runs count one card per value: 2-4 (three cards)"),
    ("I", ["1V 2R 5V 6V", "2O 3O"], 0, "several longest runs: 5-6 counts (holds 6V > 2R)"),
    ("I", ["1V 2V 5I 6V", "6O 7O"], 1, "the runs 1-2 and 5-6 tie: 5-6 counts, 7O beats 6V"),
    ("I", ["4R 4O 5V", "5R 6R"], 1, "duplicates in a run count once: 4-5 vs 5-6, 6R wins"),
    ("V", ["1R 2R", "3O 3V 1V"], 1, "three cards below 4 beat two"),
    ("V", ["3R 1V", "2O 1O"], 0, "two each: 3R beats 2O"),
    ("V", ["4R 5R", "7V"], None, "nobody has a card below 4: nobody is winning"),
    ("R", ["4R", "5R", "6R"], 2, "three players"),
    ("O", ["2R 2O 2Y", "5R 5O 5Y", "7R"], 1, "three players: the fives' 5R beats 2R"),
]


@pytest.mark.parametrize("rule, hands, expected, why", CASES, ids=[c[3] for c in CASES])
def test_who_is_winning(rule: str, hands: list[str], expected: int | None, why: str) -> None:
    palettes = [cards(h) for h in hands]
    masks = [mask_of(p) for p in palettes]
    active = [True] * len(palettes)
    assert reference_leader(rule, palettes, active) == expected
    assert leader(rule_index(rule), masks) == expected
    assert standing(rule, palettes).leader == expected


COUNTING = [
    # rule, palette, counting cards (weakest first)
    ("R", "3V 7I 7O 1R", "7O"),
    ("O", "6B 6I 2R 2O 1V", "6I 6B"),
    ("O", "2R 5V", "5V"),
    ("Y", "1R 2R 7V 6V", "6V 7V"),
    ("Y", "1R 2R 3R 7V 6V", "1R 2R 3R"),
    ("G", "1R 2O 4V 6Y 7R", "2O 4V 6Y"),
    ("B", "7R 6R 5O 1O 2V", "2V 5O 7R"),
    ("I", "2R 3R 3O 4V 6V", "2R 3R 4V"),
    ("I", "1V 2R 5V 6V", "5V 6V"),
    ("I", "7V", "7V"),
    ("V", "1R 2O 3V 4R 5B", "3V 2O 1R"),
    ("V", "4R 5B", ""),
    ("G", "", ""),
]


@pytest.mark.parametrize("rule, palette, expected", COUNTING)
def test_counting_cards(rule: str, palette: str, expected: str) -> None:
    got = standing(rule, [cards(palette)]).counting[0]
    assert sorted(got) == sorted(cards(expected))
    assert sorted(got) == sorted(reference_counting(rule, cards(palette)))
    assert standing(rule, [cards(palette)]).counts[0] == len(cards(expected))


def test_folded_players_never_count() -> None:
    palettes = [cards("7R"), cards("1V")]
    assert standing("R", palettes, [False, True]).leader == 1
    assert standing("R", palettes, [False, True]).counting[0] == ()
    assert standing("R", palettes, [False, False]).leader is None


def test_tops_and_counts_are_reported() -> None:
    s = standing("O", [cards("3R 3O 7V"), cards("5B 5I 2R")])
    assert s.counts == (2, 2) and s.tops == (Card.parse("3R"), Card.parse("5B"))
    assert s.winning(1) and not s.winning(0) and s.rule == "O"


def assert_same_as_reference(palettes: list[list[Card]], active: list[bool]) -> None:
    masks = [mask_of(p) for p in palettes]
    for r, rule in enumerate("ROYGBIV"):
        for p, m in zip(palettes, masks):
            ref = reference_counting(rule, p)
            assert counting_mask(r, m) == mask_of(ref), (rule, p)
            assert score(r, m) == ((len(ref) << 6 | max(ref)) if ref else 0), (rule, p)
        assert leader(r, masks, active) == reference_leader(rule, palettes, active)


def test_every_palette_of_up_to_two_cards_and_many_random_ones() -> None:
    for size in (0, 1, 2):
        for combo in combinations(PACK, size):
            assert_same_as_reference([list(combo)], [True])
    rng = random.Random(7)
    for _ in range(3000):
        deal = rng.sample(PACK, 28)
        sizes = [rng.randint(0, 9) for _ in range(3)]
        palettes, at = [], 0
        for n in sizes:
            palettes.append(deal[at:at + n])
            at += n
        assert_same_as_reference(palettes, [rng.random() < 0.85 for _ in range(3)])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PACK), unique=True, max_size=24), st.integers(1, 4),
       st.lists(st.booleans(), min_size=4, max_size=4))
def test_fast_equals_reference(pool: list[Card], players: int, active: list[bool]) -> None:
    palettes = [pool[s::players] for s in range(players)]
    assert_same_as_reference(palettes, active[:players])
