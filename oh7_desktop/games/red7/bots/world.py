"""Worlds: the hidden cards of a view dealt out, exactly uniformly, into a fast simulator.

Everything public stays where it is: palettes, the canvas, the cards known to be on top of
the deck or in a hand. The unseen cards (:meth:`SeatView.unseen_cards`) fill every other
hand's unknown places and the deck's unknown part, uniformly (:mod:`oh7_desktop.games.sampling`,
with no void constraints: Red7 reveals no absences the way following suit does).
"""

from __future__ import annotations

import random
from typing import Final

from ...sampling import DealSampler
from ..cards import mask_of
from ..fast import Sim
from ..rules import Phase
from ..view import SeatView

NO_SUIT: Final = (-1,) * 49


class Worlds:
    """Draws worlds consistent with one view."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        counts = view.hidden_counts()
        self.seats = [s for s in range(view.players) if s != view.seat]
        caps = [counts[s] for s in self.seats] + [counts[-1]]
        self.sampler = DealSampler(list(view.unseen_cards()), caps, [0] * len(caps), NO_SUIT)
        base = Sim(view.rules)
        base.palettes = [mask_of(p) for p in view.palettes]
        base.active = list(view.active)
        base.rule = "ROYGBIV".index(view.rule)
        base.turn = view.seat
        base.drew = view.phase is Phase.AFTER_DRAW
        base.totals = list(view.totals)
        base.scored = mask_of(c for pile in view.scored for c in pile)
        base.hands[view.seat] = mask_of(view.hand)
        for s in self.seats:
            base.hands[s] = mask_of(view.known[s])
        self.base = base
        self.known_top = [int(c) for c in view.deck_known]

    def sample(self, rng: random.Random) -> Sim:
        """Return one world: a copy of the public position with the hidden cards dealt."""
        parts = self.sampler.sample(rng)
        sim = self.base.copy()
        for seat, cards in zip(self.seats, parts):
            sim.hands[seat] |= mask_of(cards)
        rest = parts[-1]  # already in random order
        sim.deck = rest[::-1] + self.known_top[::-1]  # top last
        return sim
