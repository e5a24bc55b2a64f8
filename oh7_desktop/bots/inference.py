"""Inference: how likely a sampled world makes the opponents' public choices.

A world is a guess of every hand. Under a simple model of how people bet and play (the
easy rules, followed with some noise), each opponent's revealed bet cards (every attempt)
and each card they played has a probability given the hand the world gives them at that
moment. The product is the world's weight: worlds where a bet of 5 comes from a hand of
low cards count for little. Only public facts and the world's guesses are used.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from ..engine import SeatView
from ..engine.cards import SUITS
from .easy import bet_scores, easy_play
from .sim import Sim

BET_SHARPNESS: Final = 1.6
"""How strongly the bet model prefers the card matching its estimate (softmax scale)."""
PLAY_NOISE: Final = 0.45
"""Share of plays the model treats as uniformly random among legal cards."""


def bet_log_likelihood(hand: Sequence[int], used: Sequence[int], card: int, players: int,
                       sharpness: float = BET_SHARPNESS) -> float:
    """Return log P(bet ``card`` | hand, earlier bets) under the soft easy-bet model."""
    scores = bet_scores(hand, used, players)
    top = max(s for s, _ in scores)
    total = sum(math.exp(sharpness * (s - top)) for s, _ in scores)
    mine = next((s for s, c in scores if c == card), None)
    if mine is None:
        return -30.0
    return sharpness * (mine - top) - math.log(total)


class Observer:
    """Scores worlds against one view's public history of bets and plays."""

    def __init__(self, view: SeatView, counts: list[int], sharpness: float = BET_SHARPNESS,
                 noise: float = PLAY_NOISE) -> None:
        """``sharpness`` scales the bet model; ``noise`` is the play model's share of random
        plays (1 ignores plays)."""
        self.me, self.players, self.counts = view.seat, view.players, counts
        self.sharpness, self.noise = sharpness, noise
        self.attempts = [[int(c) for c in attempt] for attempt in view.attempts]
        self.tricks = [[(s, int(c)) for s, c in trick] for trick in view.tricks]
        self.trick = [(s, int(c)) for s, c in view.trick]
        self.winners = list(view.trick_winners)
        self.trump = SUITS.index(view.trump) if view.trump else -1
        self.first = view.first_leader
        self.bets = list(view.bets)
        self.naught = [c.is_naught for c in view.bet_cards]
        self.played: list[list[int]] = [[] for _ in range(view.players)]
        for seat, card in (p for t in self.tricks + [self.trick] for p in t):
            if seat >= 0:
                self.played[seat].append(card)

    def informative(self) -> bool:
        """Return True if any opponent has made a public choice yet."""
        return bool(self.attempts)

    def log_weight(self, hands: Sequence[Sequence[int]]) -> float:
        """Return the log-likelihood of the opponents' public choices in this world."""
        start = [list(hands[s]) + self.played[s] for s in range(self.players)]
        total = 0.0
        for seat in range(self.players):
            if seat == self.me:
                continue
            used: list[int] = []
            for attempt in self.attempts:
                total += bet_log_likelihood(start[seat], used, attempt[seat], self.players,
                                            self.sharpness)
                used.append(attempt[seat])
        if self.noise < 1.0 and self.first is not None and (self.tricks or self.trick):
            total += self._plays(start)
        return total

    def _plays(self, start: list[list[int]]) -> float:
        sim = Sim(start, self.trump, self.first or 0, self.bets, self.naught,
                  first=self.first or 0, deck=self.counts)
        total = 0.0
        for number, trick in enumerate(self.tricks + [self.trick]):
            for seat, card in trick:
                if seat >= 0 and seat != self.me:
                    total += self._play_log(sim, seat, card, self.noise)
                if seat >= 0:
                    sim.hands[seat].remove(card)
                sim.place(seat, card)
            if number < len(self.tricks):
                sim.close_trick(self.winners[number])
        return total

    @staticmethod
    def _play_log(sim: Sim, seat: int, card: int, noise: float) -> float:
        legal = sim.legal(seat)
        if card not in legal:
            return -30.0
        if len(legal) == 1:
            return 0.0
        chance = noise / len(legal)
        if easy_play(sim, seat) == card:
            chance += 1.0 - noise
        return math.log(chance)


def normalized(log_weights: Sequence[float]) -> list[float]:
    """Return weights summing to 1 from log-weights."""
    top = max(log_weights)
    raw = [math.exp(w - top) for w in log_weights]
    total = sum(raw)
    return [w / total for w in raw]


def effective_size(weights: Sequence[float]) -> float:
    """Return the effective sample size of normalized weights."""
    return 1.0 / sum(w * w for w in weights)
