"""Inference: how likely a sampled world makes the opponents' public choices.

A world is a guess of every hand. Under simple models of how people bet and play, each
opponent's revealed bet cards (every attempt) and each card they played has a probability
given the hand the world gives them at that moment; the product is the world's weight, so
worlds where a bet of 5 comes from a hand of low cards count for little.

- Bets: a soft version of the easy rule (the closer a card's value to the hand's trick
  estimate, the likelier it is bet), over the cards the seat could bet.
- Plays (``intent`` model, the default): a follower who needs tricks plays a card that
  wins the trick so far when it has one, otherwise a losing card; with some chance any
  card. Only the kind of card (winning or not) is judged, which holds for most styles of
  play. The ``easy`` model instead expects the easy bot's exact card: sharp against easy
  bots, misleading against stronger ones (measured: it cost the hard level win share).

Only public facts and the world's guesses are used.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from .. import SeatView
from ..cards import SUITS
from .easy import EASY_STYLE, BetStyle, bet_scores, easy_play, winning_now
from ..fast import Sim

BET_SHARPNESS: Final = 1.6
"""How strongly the bet model prefers the card matching its estimate (softmax scale)."""
PLAY_NOISE: Final = 0.3
"""Share of plays the model treats as uniformly random among legal cards."""


def bet_log_likelihood(hand: Sequence[int], used: Sequence[int], card: int, players: int,
                       sharpness: float = BET_SHARPNESS, style: BetStyle = EASY_STYLE
                       ) -> float:
    """Return log P(bet ``card`` | hand, earlier bets) under the soft bet model (the easy
    rule's scores in ``style``)."""
    scores = bet_scores(hand, used, players, style)
    top = max(s for s, _ in scores)
    total = sum(math.exp(sharpness * (s - top)) for s, _ in scores)
    mine = next((s for s, c in scores if c == card), None)
    if mine is None:
        return -30.0
    return sharpness * (mine - top) - math.log(total)


def soft_bets(hands: Sequence[Sequence[int]], used: Sequence[Sequence[int]],
              rng: random.Random, sharpness: float = BET_SHARPNESS) -> list[int]:
    """Return a bet card for every seat drawn from the soft bet model (not only its most
    likely card: other players do not all bet like the easy rule)."""
    out = []
    for hand, earlier in zip(hands, used):
        scores = bet_scores(hand, earlier, len(hands))
        top = max(s for s, _ in scores)
        weights = [math.exp(sharpness * (s - top)) for s, _ in scores]
        out.append(rng.choices([c for _, c in scores], weights)[0])
    return out


class Observer:
    """Scores worlds against one view's public history of bets and plays."""

    def __init__(self, view: SeatView, counts: list[int], sharpness: float = BET_SHARPNESS,
                 noise: float = PLAY_NOISE, model: str = "intent",
                 style: BetStyle = EASY_STYLE) -> None:
        """``sharpness`` scales the bet model and ``style`` its bettor; ``noise`` is the play
        model's share of random plays (1 ignores plays)."""
        self.me, self.players, self.counts = view.seat, view.players, counts
        self.style = style
        self.sharpness, self.noise, self.model = sharpness, noise, model
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
                                            self.sharpness, self.style)
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

    def _play_log(self, sim: Sim, seat: int, card: int, noise: float) -> float:
        legal = sim.legal(seat)
        if card not in legal:
            return -30.0
        if len(legal) == 1:
            return 0.0
        if self.model == "easy":
            chance = noise / len(legal)
            if easy_play(sim, seat) == card:
                chance += 1.0 - noise
            return math.log(chance)
        return _intent_log(sim, seat, card, legal, noise)


def _intent_log(sim: Sim, seat: int, card: int, legal: list[int], noise: float) -> float:
    """The intent model, on the played card's *kind* only (it wins the trick so far, or
    not): a follower who needs tricks plays a winning card when it has one, otherwise a
    losing card when it has one; with chance ``noise`` it plays any legal card. Which card
    of the kind is not modelled (styles differ), and leads tell nothing."""
    if not sim.tcards:
        return 0.0
    winners = winning_now(sim, legal)
    if not winners or len(winners) == len(legal):
        return 0.0
    wins = card in winners
    wants = sim.bets[seat] > sim.won[seat]
    kind = len(winners) if wins else len(legal) - len(winners)
    chance = noise * kind / len(legal) + (1.0 - noise if wins == wants else 0.0)
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
