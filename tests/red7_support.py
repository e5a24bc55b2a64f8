"""Helpers for Red7's tests: positions written as text, random games, every configuration."""

from __future__ import annotations

import random
from collections.abc import Iterator

from oh7_desktop.games.red7 import (Card, Fold, GameState, Phase, Rules, apply, deal_action,
                                    legal_actions, new_game)
from oh7_desktop.games.red7.actions import Action
from oh7_desktop.games.red7.state import RoundLog

CONFIGS = [Rules(p, a, x) for p in (2, 3, 4) for a in (False, True) for x in (False, True)]
"""Every combination of players and options."""


def cards(text: str) -> tuple[Card, ...]:
    """Cards from text such as ``"4R 2Y"``."""
    return tuple(Card.parse(t) for t in text.split())


def position(hands: list[str], palettes: list[str], *, canvas: str = "", deck: str = "",
             turn: int = 0, rules: Rules | None = None, active: list[bool] | None = None,
             totals: tuple[int, ...] | None = None, scored: list[str] | None = None) -> GameState:
    """Return a game in the middle of a round, as described (deck top first). Cards not named
    anywhere are simply out of this round (the tests build positions, not whole deals)."""
    n = len(hands)
    rules = rules or Rules(n)
    return new_game(rules, 0).evolve(
        phase=Phase.TURN, round_index=1, hands=tuple(cards(h) for h in hands),
        palettes=tuple(cards(p) for p in palettes), canvas=cards(canvas), deck=cards(deck),
        known=((),) * n, active=tuple(active or [True] * n), turn=turn,
        totals=totals or (0,) * n,
        scored=tuple(cards(s) for s in scored) if scored else ((),) * n,
        log=(RoundLog(deck=(), first=turn),))


def random_game(rules: Rules, seed: int, *, fold_rate: float = 0.0,
                max_actions: int = 5000) -> Iterator[tuple[GameState, Action, GameState, tuple[object, ...]]]:
    """Play a game with random legal actions (folding voluntarily at ``fold_rate``); yield
    (state, action, next state, events) for every action, deals included."""
    rng = random.Random(seed)
    state = new_game(rules, seed)
    for _ in range(max_actions):
        if state.is_over():
            return
        if state.phase is Phase.DEAL:
            action: Action = deal_action(state)
        else:
            legal = legal_actions(state, state.turn)
            moves = [a for a in legal if not isinstance(a, Fold)]
            action = rng.choice(moves) if moves and rng.random() >= fold_rate else legal[-1]
        new, events = apply(state, action)
        yield state, action, new, events
        state = new
    raise AssertionError("the game did not end")


def all_cards(state: GameState) -> list[Card]:
    """Every card somewhere in the game: hands, palettes, canvas, deck, score piles."""
    out = [c for h in state.hands for c in h] + [c for p in state.palettes for c in p]
    return out + list(state.canvas) + list(state.deck) + [c for p in state.scored for c in p]
