"""Property tests: random legal games in every mode and player count keep every rule.

Each game is played with uniformly random legal actions from a seeded generator; hypothesis
draws the seeds and the target. Checks run after every action.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oh7_desktop.games.oh7 import (
    DUMMY, Bet, Card, Deal, GameState, IllegalAction, Phase, Play, Rules, SettleTie, ShowInterrobang, apply,
    deal_action, deck, from_record, illegal_message, legal_actions, new_game, to_move, to_record,
)
from oh7_desktop.games.oh7 import events as ev
from oh7_desktop.games.oh7.cards import CARD_COUNT

from engine_support import ALL_CONFIGS, frozen_bytes, seeds_st

SETTINGS = settings(max_examples=15, deadline=None, derandomize=True)
ALL_CARDS = [Card.from_code(code) for code in range(CARD_COUNT)]


def every_card_once(state: GameState) -> None:
    """Hands, the rest, the dummy's face-up cards and the tricks hold the deck exactly."""
    if not state.log:
        return
    held = [card for hand in state.hands for card in hand] + list(state.rest) + list(state.dummy_up)
    held += [card for trick in state.tricks + (state.trick,) for _, card in trick]
    assert Counter(held) == Counter(deck(state.rules.mode, state.players))


def check_round(scored: ev.RoundScored, state: GameState, before: GameState) -> None:
    """Seven tricks were played and the points follow the formula."""
    winners = state.current.trick_winners
    assert len(winners) == 7 and len(state.current.plays) == 7 * state.players
    dummy_tricks = winners.count(DUMMY)
    assert sum(scored.tricks_won) + dummy_tricks == 7
    assert scored.tricks_won == tuple(winners.count(s) for s in range(state.players))
    losses = tuple(abs(b - t) for b, t in zip(scored.bets, scored.tricks_won))
    dummy_loss = abs(2 - dummy_tricks) if state.rules.has_dummy else 0
    basket = sum(losses) + dummy_loss
    for seat in range(state.players):
        naught = scored.bet_cards[seat].is_naught
        made = 2 * basket + (0 if naught else 2) + scored.tricks_won[seat]
        assert scored.points[seat] == (made if losses[seat] == 0 else basket - losses[seat])
        assert scored.totals[seat] == before.totals[seat] + scored.points[seat]
    assert (scored.losses, scored.basket) == (losses, basket)


def check_game_end(state: GameState, events: tuple[ev.Event, ...]) -> None:
    """The game ends exactly when a player made the bet and reached the target; tie-breaks hold."""
    scored = [e for e in events if isinstance(e, ev.RoundScored)]
    if not scored:
        return
    candidates = [s for s in range(state.players) if scored[0].made[s] and state.totals[s] >= state.rules.target]
    won = [e for e in events if isinstance(e, ev.GameWon)]
    assert bool(won) == bool(candidates) == state.is_over()
    if won:
        best = max((state.made_bets[s], state.totals[s]) for s in candidates)
        assert set(won[0].winners) == {s for s in candidates if (state.made_bets[s], state.totals[s]) == best}


def check_bets(state: GameState, events: tuple[ev.Event, ...]) -> None:
    """Settled bets never sum to 7 (with the dummy's 2) and always hold a regular card."""
    for event in events:
        if isinstance(event, ev.BetsSettled):
            total = sum(event.bets) + (2 if state.rules.has_dummy else 0)
            assert total != 7
            assert any(card.is_regular for card in state.bet_cards)
            leader_card = state.bet_cards[state.first_leader or 0]
            assert leader_card.is_regular and state.trump == leader_card.suit
        if isinstance(event, ev.BetsRevealed):
            assert not any(card.is_interrobang for card in event.cards)


def play_checked(rules: Rules, seed: int, choice_seed: int, rounds: int) -> GameState:
    """Play a random game, checking every rule after every action; return the last state."""
    rng = random.Random(choice_seed)
    state = new_game(rules, seed)
    while not state.is_over() and state.round_number < rounds:
        actions = legal_actions(state)
        assert actions and all(illegal_message(state, a) is None for a in actions)
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(actions)
        before = frozen_bytes(state)
        new, events = apply(state, action)
        assert frozen_bytes(state) == before, "apply changed its input"
        every_card_once(new)
        check_bets(new, events)
        for event in events:
            if isinstance(event, ev.RoundScored):
                check_round(event, new, state)
        check_game_end(new, events)
        state = new
    assert state.is_over() or state.round_number == rounds
    return state


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, target=st.integers(1, 40))
def test_random_legal_games_keep_every_rule(mode: str, players: int, seed: int, choice_seed: int,
                                            target: int) -> None:
    """Every card exactly once, seven tricks, no settled sum of 7, the scoring formula, the end."""
    play_checked(Rules(mode, players, target), seed, choice_seed, rounds=3)


def normalised(state: GameState) -> GameState:
    """Return the state with the discard sorted: records do not keep the discard's order
    (it plays no part without a dummy)."""
    if state.rules.has_dummy:
        return state
    log = tuple(d.evolve(rest=tuple(sorted(d.rest))) for d in state.log)
    return state.evolve(rest=tuple(sorted(state.rest)), log=log)


def stopped_game(rules: Rules, seed: int, choice_seed: int, steps: int) -> GameState:
    """Return a random game stopped after ``steps`` actions (or at its end)."""
    rng = random.Random(choice_seed)
    state = new_game(rules, seed)
    for _ in range(steps):
        if state.is_over():
            break
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state, _ = apply(state, action)
    return state


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, steps=st.integers(0, 260))
def test_record_then_replay_gives_the_same_state(mode: str, players: int, seed: int, choice_seed: int,
                                                 steps: int) -> None:
    """A game stopped anywhere (mid-bet, at the ? decision, mid-trick, between rounds, over)
    comes back from its JSON record as the same state."""
    state = stopped_game(Rules(mode, players, 30), seed, choice_seed, steps)
    record = json.loads(json.dumps(to_record(state, include_pending=True)))
    again = from_record(record)
    assert normalised(again) == normalised(state)
    assert to_record(again, include_pending=True) == record


def random_action(state: GameState, rng: random.Random) -> Any:
    """Return a random action of any kind, legal or not."""
    seat = rng.randrange(-1, state.players + 1)
    kind = rng.randrange(4)
    if kind == 0:
        return Bet(seat, rng.choice(ALL_CARDS))
    if kind == 1:
        return Play(seat, rng.choice(ALL_CARDS))
    if kind == 2:
        return ShowInterrobang(seat, rng.random() < 0.5)
    cards = list(deck(state.rules.mode, state.players))
    rng.shuffle(cards)
    if rng.random() < 0.5:
        cards[rng.randrange(len(cards))] = rng.choice(ALL_CARDS)
    size = 7 - (rng.random() < 0.2)
    hands = tuple(tuple(cards[s * size:(s + 1) * size]) for s in range(state.players))
    return Deal(hands, tuple(cards[state.players * size:]))


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st)
def test_random_illegal_actions_raise_and_change_nothing(mode: str, players: int, seed: int,
                                                         choice_seed: int) -> None:
    """Any action not legal raises ``IllegalAction`` (a ``ValueError``) with one clear line,
    and leaves the state as it was; legal ones are accepted."""
    rng = random.Random(choice_seed)
    state = stopped_game(Rules(mode, players, 30), seed, choice_seed, 0)
    deck_count = Counter(deck(mode, players))
    for _ in range(120):
        if state.is_over():
            break
        legal = legal_actions(state)
        for _ in range(4):
            action = random_action(state, rng)
            is_deal = isinstance(action, Deal)
            ok = (Counter(c for h in action.hands for c in h) + Counter(action.rest) == deck_count
                  and all(len(h) == 7 for h in action.hands)) if is_deal else action in legal
            if is_deal and state.phase is not Phase.DEAL:
                ok = False
            before = frozen_bytes(state)
            if ok:
                apply(state, action)
            else:
                with pytest.raises(IllegalAction) as info:
                    apply(state, action)
                assert isinstance(info.value, ValueError)
                message = str(info.value)
                assert message and "\n" not in message and message == illegal_message(state, action)
            assert frozen_bytes(state) == before
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal)
        state, _ = apply(state, action)


@pytest.mark.parametrize(("mode", "players"), ALL_CONFIGS)
@SETTINGS
@given(seed=seeds_st, choice_seed=seeds_st, steps=st.integers(1, 120))
def test_legal_actions_are_exactly_the_actions_apply_accepts(mode: str, players: int, seed: int,
                                                             choice_seed: int, steps: int) -> None:
    """For every seat and every card, a bet or play is accepted iff ``legal_actions`` lists it,
    and ``to_move`` names exactly the seats that have a legal action."""
    state = stopped_game(Rules(mode, players, 30), seed, choice_seed, steps)
    legal = set(legal_actions(state))
    candidates: list[Bet | Play | ShowInterrobang] = [kind(seat, card) for kind in (Bet, Play) for seat in range(-1, players + 1) for card in ALL_CARDS]
    candidates += [ShowInterrobang(seat, show) for seat in range(-1, players + 1) for show in (True, False)]
    for action in candidates:
        assert (illegal_message(state, action) is None) == (action in legal), action
    acting = {a.seat for a in legal if not isinstance(a, (Deal, SettleTie))}
    assert acting == set(to_move(state))
