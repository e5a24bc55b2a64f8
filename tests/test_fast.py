"""The bots' fast path (engine/fast.py) plays exactly the checked rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oh7_desktop.games.oh7 import Card, GameState, Phase, Play, Rules, apply, deck, legal_actions, to_move
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.fast import DUMMY, random_bets, random_playout, random_round
from oh7_desktop.games.oh7.fast import Sim

from engine_support import ALL_CONFIGS, random_states, seeds_st

SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def sim_fields() -> tuple[str, ...]:
    """Return the simulator's field names, interpreted (``__slots__``) or compiled (mypyc's list)."""
    # A mypyc-compiled class has no __slots__; it lists its native attributes in __mypyc_attrs__.
    names: tuple[str, ...] = vars(Sim).get("__slots__") or vars(Sim)["__mypyc_attrs__"]
    return names


def play_phase_state(rules: Rules, seed: int, choice_seed: int, extra_plays: int) -> GameState:
    """Return a state of a random game in the PLAY phase, ``extra_plays`` cards into the round."""
    for state in random_states(rules, seed, choice_seed, max_rounds=1):
        if state.phase is Phase.PLAY and len(state.current.plays) >= extra_plays:
            return state
    raise AssertionError("the round never reached that play")


def checked_finish(state: GameState, codes: list[int]) -> tuple[GameState, ev.RoundScored]:
    """Play these card codes through the checked ``apply``; return the end state and its scoring."""
    scored = None
    for code in codes:
        state, events = apply(state, Play(to_move(state)[0], Card.from_code(code)))
        scored = next((e for e in events if isinstance(e, ev.RoundScored)), scored)
    assert scored is not None, "the checked round did not finish"
    return state, scored


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, extra=st.integers(0, 20))
def test_fast_playout_replayed_through_apply_gives_the_same_round(mode: str, players: int, seed: int,
                                                                   choice_seed: int, extra: int) -> None:
    """From any point of a round (first trick or mid-trick), a fast random playout's cards,
    replayed through the checked ``apply``, give the same trick winners, tricks and points."""
    state = play_phase_state(Rules(mode, players), seed, choice_seed, extra % (7 * players))
    fast = Sim.from_state(state)
    log: list[int] = []
    random_playout(fast, random.Random(choice_seed), log=log)
    assert fast.done and len(fast.winners) == 7
    end, scored = checked_finish(state, log)
    assert fast.winners == list(end.current.trick_winners)
    assert fast.won == list(scored.tricks_won)
    assert fast.dummy_won == end.current.trick_winners.count(DUMMY)
    assert fast.points() == list(scored.points)


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st)
def test_fast_legal_moves_and_turns_match_the_checked_path(mode: str, players: int, seed: int,
                                                           choice_seed: int) -> None:
    """Step by step, the fast round offers the same cards to the same seat as ``legal_actions``,
    and the dummy answers the same way."""
    state = play_phase_state(Rules(mode, players), seed, choice_seed, 0)
    fast = Sim.from_state(state)
    rng = random.Random(choice_seed)
    while state.phase is Phase.PLAY:
        checked = {int(a.card) for a in legal_actions(state) if isinstance(a, Play)}
        assert set(fast.legal()) == checked and fast.to_play() == to_move(state)[0]
        code = rng.choice(sorted(checked))
        fast.play(code)
        state, _ = apply(state, Play(to_move(state)[0], Card.from_code(code)))
        assert fast.winners == list(state.current.trick_winners)
        if state.phase is Phase.PLAY:
            assert fast.tcards == [int(c) for _, c in state.trick]
            assert fast.up == [int(c) for c in state.dummy_up]
    assert fast.done


def test_start_matches_from_state_at_the_first_trick() -> None:
    """``Sim.start`` with the settled bet cards equals ``Sim.from_state`` at the first trick."""
    for mode, players in ALL_CONFIGS:
        state = play_phase_state(Rules(mode, players), 2, 3, 0)
        rest = [int(c) for c in (state.dummy_up + state.rest)[::-1]] if state.rules.has_dummy else []
        started = Sim.start([[int(c) for c in h] for h in state.hands], rest,
                            [int(c) for c in state.bet_cards], state.first_leader or 0)
        copied = Sim.from_state(state)
        for name in sim_fields():
            if name != "pile" or state.rules.has_dummy:  # without a dummy: unused
                assert getattr(started, name) == getattr(copied, name), name


def test_clone_is_independent() -> None:
    """Playing out a clone leaves the original untouched."""
    state = play_phase_state(Rules("advanced", 5), 1, 1, 3)
    original = Sim.from_state(state)
    before = {name: repr(getattr(original, name)) for name in sim_fields()}
    twin = original.clone()
    random_playout(twin, random.Random(0))
    assert twin.done and {name: repr(getattr(original, name)) for name in sim_fields()} == before


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
def test_random_rounds_are_complete_and_scored_by_the_formula(mode: str, players: int) -> None:
    """``random_round``: seven tricks, every hand emptied, points by the formula."""
    rules = Rules(mode, players)
    rng = random.Random(players)
    for _ in range(40):
        rnd = random_round(rules, rng)
        assert rnd.done and len(rnd.winners) == 7 and all(h == [] for h in rnd.hands)
        assert sum(rnd.won) + rnd.dummy_won == 7
        assert sum(rnd.bets) + (2 if rules.has_dummy else 0) != 7
        losses = [abs(b - t) for b, t in zip(rnd.bets, rnd.won)]
        basket = sum(losses) + (abs(2 - rnd.dummy_won) if rules.has_dummy else 0)
        assert rnd.points() == [basket - loss if loss else 2 * basket + (0 if n else 2) + t
                                for loss, t, n in zip(losses, rnd.won, rnd.naught)]


def test_random_bets_follow_the_betting_rules() -> None:
    """Random bets never sum to 7, never use ``?``, never reuse a card, and the leader is right."""
    rng = random.Random(5)
    for mode, players in ALL_CONFIGS:
        cards = [int(c) for c in deck(mode, players)]
        for _ in range(60):
            rng.shuffle(cards)
            hands = [cards[7 * s:7 * s + 7] for s in range(players)]
            settled = random_bets(hands, players == 2, rng)
            if settled is None:
                continue
            bets, leader = settled
            values = [Card.from_code(c).value for c in bets]
            assert sum(values) + (2 if players == 2 else 0) != 7
            assert all(c in h and c != int(Card.from_str("?")) for c, h in zip(bets, hands))
            regular = [(Card.from_code(c).value, -(c >> 3), s) for s, c in enumerate(bets) if c < 40]
            assert regular, "an attempt without a regular card cannot stand"
            top = max(regular)
            tied_holder = [s for v, _, s in regular if v == top[0] and int(Card.from_str("?")) in hands[s]]
            assert leader == top[2] or leader in tied_holder


def test_bench_engine_prints_rounds_per_second_as_json_and_as_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    """``oh7 bench engine --json`` prints the issue's JSON shape with positive figures; without
    ``--json`` a table with one line per configuration (the figures are printed, not asserted)."""
    import json

    from oh7_desktop.games import bench

    assert bench.main(["engine", "--json", "--seconds", "0.05"]) == 0
    result = json.loads(capsys.readouterr().out)
    configs = {"base-4", "advanced-6", "base-2"}  # Oh 7's; every other game adds its own
    assert set(result) == {"checked", "fast"} and all(configs <= set(result[p]) for p in result)
    assert set(result["checked"]) == set(result["fast"])
    assert all(isinstance(r, float) and r > 0 for p in result for r in result[p].values())
    assert bench.main(["engine", "--seconds", "0.02"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in table[2:5]] == ["base-4", "advanced-6", "base-2"]
    assert len(table[2:]) == len(result["checked"])
    with pytest.raises(SystemExit) as stop:
        bench.main(["engine", "--seconds", "0"])
    assert stop.value.code == 2
