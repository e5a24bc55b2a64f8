"""Bots only ever return legal actions, the same seed replays the same game, and a bot's
decision never depends on cards its seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from oh7_desktop.games.oh7.bots import LEVELS, BotError, decide, make_bot
from oh7_desktop.games.tournament import Task, play_game
from oh7_desktop.games.oh7.bots.world import voids
from oh7_desktop.games.oh7 import (Bet, Card, GameState, Phase, Rules, apply, chance_action, deal_action, new_game, to_move,
                                to_record, view)
from oh7_desktop.games.oh7.view import public_cards

TINY = {"random": "random", "easy": "easy", "medium": "medium:3", "hard": "hard:24"}
MODES = [("base", 2), ("base", 3), ("base", 4), ("base", 5),
         ("advanced", 3), ("advanced", 4), ("advanced", 5), ("advanced", 6)]


def _play(mode: str, players: int, levels: list[str], seed: int, target: int = 21) -> tuple[GameState, int]:
    """Play a whole game with these bot levels, checking each action is legal."""
    bots = [make_bot(level) for level in levels]
    state = new_game(Rules(mode, players, target), seed=seed)
    decisions = 0
    while not state.is_over():
        chance = chance_action(state)
        if chance is not None:
            state, _ = apply(state, chance)
            continue
        views = [view(state, seat) for seat in to_move(state)]
        actions = [bots[v.seat](v) for v in views]
        for seat_view, action in zip(views, actions):
            assert action in seat_view.legal
            decisions += 1
        for action in actions:
            state, _ = apply(state, action)
    return state, decisions


@pytest.mark.parametrize("mode,players", MODES)
def test_every_level_plays_only_legal_actions(mode: str, players: int) -> None:
    rng = random.Random(players)
    levels = [TINY[LEVELS[(i + players) % 4]] for i in range(players)]
    rng.shuffle(levels)
    state, decisions = _play(mode, players, levels, seed=players * 13, target=14)
    assert state.is_over() and decisions > 7 * players


def test_random_games_in_every_mode_with_random_and_easy() -> None:
    for k, (mode, players) in enumerate(MODES * 2):
        levels = ["easy" if (s + k) % 2 else "random" for s in range(players)]
        state, _ = _play(mode, players, levels, seed=100 + k)
        assert state.winners


def test_same_seed_same_game() -> None:
    levels = ["hard:24", "medium:3", "easy", "random"]
    first, _ = _play("base", 4, levels, seed=77, target=14)
    second, _ = _play("base", 4, levels, seed=77, target=14)
    assert to_record(first) == to_record(second)
    assert first.totals == second.totals


def test_tournament_game_is_deterministic() -> None:
    task = Task("oh7", {"mode": "advanced", "players": 3, "target": 14}, 5, ("hard:16", "medium:2", "easy"), 0)
    assert play_game(task).points == play_game(task).points


def _permuted(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Return the state with the other seats' hidden cards (and the rest) dealt anew,
    consistently with what ``seat`` sees: sizes, public cards and voids kept."""
    seat_view = view(state, seat)
    void = voids(seat_view)
    others = [s for s in range(state.players) if s != seat]
    public = {s: list(public_cards(state, s)) for s in others}
    hidden = [c for s in others for c in _minus(state.hands[s], public[s])] + list(state.rest)
    sizes = [len(state.hands[s]) - len(public[s]) for s in others]
    for _ in range(10_000):
        rng.shuffle(hidden)
        hands, at = list(state.hands), 0
        for s, size in zip(others, sizes):
            part = hidden[at:at + size]
            at += size
            if any(c.suit is not None and void[s] >> "SHCDF".index(c.suit) & 1 for c in part):
                break
            hands[s] = tuple(public[s] + part)
        else:
            return state.evolve(hands=tuple(hands), rest=tuple(hidden[at:]))
    raise AssertionError("no consistent permutation found")


def _minus(hand: Iterable[Card], public: Iterable[Card]) -> list[Card]:
    rest = list(hand)
    for card in public:
        rest.remove(card)
    return rest


@pytest.mark.parametrize("mode,players", [("base", 4), ("base", 2), ("advanced", 5)])
def test_decisions_ignore_hidden_cards(mode: str, players: int) -> None:
    """Fairness: permuting the cards a seat cannot see never changes its decision."""
    rng = random.Random(players * 3)
    state = new_game(Rules(mode, players, 21), seed=players)
    checked = changed = 0
    while not state.is_over() and checked < 14:
        chance = chance_action(state)
        if chance is not None:
            state, _ = apply(state, chance)
            continue
        seat = to_move(state)[0]
        fresh_bets = state.phase is not Phase.BET or all(c is None for c in state.pending)
        if fresh_bets and rng.random() < 0.5:
            other = _permuted(state, seat, rng)
            changed += other.hands != state.hands
            for level in ("easy", "medium:4", "hard:40"):
                assert decide(view(other, seat), level) == decide(view(state, seat), level)
            checked += 1
        action = decide(view(state, seat), "easy")
        state, _ = apply(state, action)
    assert checked >= 10 and changed >= 5


def test_unknown_level_and_nothing_to_decide() -> None:
    with pytest.raises(BotError):
        make_bot("genius")
    with pytest.raises(BotError):
        make_bot("easy:5")
    state = new_game(Rules("base", 3), seed=1)
    state, _ = apply(state, deal_action(state))
    state, _ = apply(state, Bet(0, state.hands[0][0]))
    with pytest.raises(BotError):
        decide(view(state, 0), "easy")
