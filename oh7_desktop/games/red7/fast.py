"""The bots' simulator: plain ints, mutable, unchecked (the only one the bots use).

A :class:`Sim` holds a round as bit masks (hands, palettes) and a list for the deck (top
*last*, so drawing is ``pop()``). It trusts its caller: :meth:`Sim.play` applies any move
code without checking it, so moves must come from :meth:`Sim.legal` (or :mod:`.legality`); an
illegal one leaves an undefined position. Legality itself is :mod:`.legality`', shared with the
checked engine; the tests play many random games through both and compare every position.

>>> from .rules import Rules
>>> import random
>>> sim = Sim.deal(Rules(3), list(range(49)))
>>> winner = random_round(sim, random.Random(1))
>>> 0 <= winner < 3 and sum(sim.active) == 1
True
"""

from __future__ import annotations

import random
from typing import Final

from ..stdrandom import choice
from .cards import COLOURS, mask_of
from .rules import HAND_SIZE, Phase, Rules
from .state import GameState
from .standing import SCORERS, counting_mask
from .legality import (COLOUR_OF, DRAW, PALETTE, TAKE, TO_CANVAS, MoveCode, Pos, bits,
                    finishes, legal_moves)

FOLD: Final[MoveCode] = (-2, (), -2)
"""The fold, as a move code."""


def points_of(mask: int) -> int:
    """Return the points a set of cards scores (the sum of their values)."""
    return sum(c // 7 + 1 for c in bits(mask))


class Sim:
    """A round in progress as plain ints (see the module docstring)."""

    __slots__ = ("players", "advanced", "actions", "target", "hands", "palettes", "active",
                 "rule", "deck", "turn", "drew", "totals", "scored", "winner", "rules")

    def __init__(self, rules: Rules) -> None:
        n = rules.players
        self.rules = rules
        self.players, self.advanced, self.actions = n, rules.advanced, rules.actions
        self.target = rules.target
        self.hands = [0] * n
        self.palettes = [0] * n
        self.active = [True] * n
        self.rule = 0
        self.deck: list[int] = []
        self.turn = 0
        self.drew = False
        self.totals = [0] * n
        self.scored = 0
        self.winner = -1

    @classmethod
    def deal(cls, rules: Rules, deck_top_first: list[int], totals: list[int] | None = None,
             scored: int = 0) -> Sim:
        """Return a round dealt as the engine deals (:mod:`.dealing`)."""
        sim = cls(rules)
        n, dealt = rules.players, HAND_SIZE * rules.players
        for i, card in enumerate(deck_top_first[:dealt]):
            sim.hands[i % n] |= 1 << card
        for s in range(n):
            sim.palettes[s] = 1 << deck_top_first[dealt + s]
        sim.deck = list(reversed(deck_top_first[dealt + n:]))
        red = max(range(n), key=lambda s: sim.palettes[s])
        sim.turn = (red + 1) % n
        sim.totals = list(totals) if totals is not None else [0] * n
        sim.scored = scored
        return sim

    def copy(self) -> Sim:
        """Return an independent copy."""
        # Through the constructor, then field by field: mypyc's compiled classes have no
        # ``__new__`` to call.
        new = Sim(self.rules)
        new.rule, new.turn, new.drew = self.rule, self.turn, self.drew
        new.scored, new.winner = self.scored, self.winner
        new.hands, new.palettes, new.active = self.hands[:], self.palettes[:], self.active[:]
        new.deck, new.totals = self.deck[:], self.totals[:]
        return new

    def pos(self) -> Pos:
        """The mover's turn as masks."""
        return Pos(self.hands[self.turn], tuple(self.palettes), self.rule, len(self.deck))

    def legal(self) -> list[MoveCode]:
        """Every legal move of the mover, then the fold (after a draw: the ways to end the
        turn, then the fold)."""
        if not self.hands[self.turn]:
            return [FOLD]
        active = tuple(self.active)
        if self.drew:
            return finishes(self.pos(), self.turn, active) + [FOLD]
        return legal_moves(self.pos(), self.turn, active, self.actions) + [FOLD]

    def play(self, code: MoveCode) -> None:
        """Apply a legal move code (a fold, a move, or after a draw the end of the turn)."""
        palette, effects, canvas = code
        seat = self.turn
        if palette == -2:
            self.fold()
            return
        if palette >= 0:
            self.hands[seat] &= ~(1 << palette)
            self.palettes[seat] |= 1 << palette
        for kind, card, owner in effects:
            self._effect(seat, kind, card, owner)
        if effects and effects[-1][0] == DRAW:
            self.drew = True
            return
        if canvas >= 0:
            self.hands[seat] &= ~(1 << canvas)
            self.rule = COLOUR_OF[canvas]
            if self.advanced and canvas // 7 + 1 > self.palettes[seat].bit_count() and self.deck:
                self.hands[seat] |= 1 << self.deck.pop()
        self.drew = False
        self._next(seat)

    def _effect(self, seat: int, kind: int, card: int, owner: int) -> None:
        if kind == PALETTE:
            self.hands[seat] &= ~(1 << card)
            self.palettes[seat] |= 1 << card
        elif kind == DRAW:
            if self.deck:
                self.hands[seat] |= 1 << self.deck.pop()
        else:
            self.palettes[owner if kind == TAKE else seat] &= ~(1 << card)
            if kind == TO_CANVAS:
                self.rule = COLOUR_OF[card]
            else:
                self.deck.append(card)

    def _next(self, seat: int) -> None:
        n = self.players
        for step in range(1, n + 1):
            if self.active[(seat + step) % n]:
                self.turn = (seat + step) % n
                return

    def fold(self) -> None:
        """The mover leaves the round; the last one left wins it (and scores, advanced)."""
        seat = self.turn
        self.active[seat] = False
        self.drew = False
        left = [s for s in range(self.players) if self.active[s]]
        if len(left) == 1:
            self.end_round(left[0])
        else:
            self._next(seat)

    def end_round(self, winner: int) -> None:
        """Record the winner; advanced: score their counting cards."""
        self.winner = winner
        if self.advanced:
            counted = counting_mask(self.rule, self.palettes[winner])
            self.totals[winner] += points_of(counted)
            self.scored |= counted

    @property
    def over(self) -> bool:
        """True once the round has a winner."""
        return self.winner >= 0

    def winning(self, seat: int) -> bool:
        """True if ``seat`` is winning now."""
        scorer = SCORERS[self.rule]
        mine = scorer(self.palettes[seat])
        return mine > 0 and all(scorer(m) < mine for s, m in enumerate(self.palettes)
                                if s != seat and self.active[s])


def random_round(sim: Sim, rng: random.Random) -> int:
    """Play the round to its end with uniformly random legal moves (folding only when nothing
    else is legal); return the winner."""
    while not sim.over:
        legal = sim.legal()
        sim.play(choice(rng, legal[:-1]) if len(legal) > 1 else legal[0])  # rng.choice's draws
    return sim.winner


__all__ = ["FOLD", "Sim", "bits", "points_of", "random_round", "sim_of_state"]


def sim_of_state(state: GameState) -> Sim:
    """Return the simulator's copy of a checked engine's round in progress (tests, benches)."""
    sim = Sim(state.rules)
    sim.hands = [mask_of(h) for h in state.hands]
    sim.palettes = [mask_of(p) for p in state.palettes]
    sim.active = list(state.active)
    sim.rule = COLOURS.index(state.rule)
    sim.deck = [int(c) for c in reversed(state.deck)]
    sim.turn = state.turn
    sim.drew = state.phase is Phase.AFTER_DRAW
    sim.totals = list(state.totals)
    sim.scored = mask_of(c for pile in state.scored for c in pile)
    return sim
