"""Determinizations for the reference search (:mod:`oh7_desktop.games.ismcts`): view -> state.

A sampled state is a full :class:`~oh7_desktop.games.red7.state.GameState` whose view for the
observing seat is the view itself (all but ``decision_seed``: the seed is drawn at random).
The other hands' unknown cards and the deck's unknown part are dealt uniformly (the shared
exact sampler, as the bots' :mod:`.world`); every public card stays where it is.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from ...ismcts import Model
from ...sampling import DealSampler
from ..cards import PACK, Card
from ..state import GameState, RoundLog, new_game
from ..view import SeatView

NO_SUIT: Final = (-1,) * 49


def sample_state(view: SeatView, rng: random.Random) -> GameState:
    """Return one full state consistent with ``view``, drawn uniformly over hidden cards."""
    return prepare(view)(rng)


def prepare(view: SeatView) -> Callable[[random.Random], GameState]:
    """Return the sampler of ``view``'s states (its counting done once)."""
    counts = view.hidden_counts()
    others = [s for s in range(view.players) if s != view.seat]
    sampler = DealSampler([int(c) for c in view.unseen_cards()],
                          [counts[s] for s in others] + [counts[-1]], [0] * view.players, NO_SUIT)
    return lambda rng: _state(view, others, sampler.sample(rng), rng)


def _state(view: SeatView, others: list[int], parts: list[list[int]],
           rng: random.Random) -> GameState:
    players, me = view.players, view.seat
    hands: list[tuple[Card, ...]] = [()] * players
    hands[me] = view.hand
    for seat, part in zip(others, parts):
        hands[seat] = view.known[seat] + tuple(PACK[c] for c in part)
    deck = view.deck_known + tuple(PACK[c] for c in parts[-1])
    # The round's dealt deck: only its opening palettes are public (and in the view).
    dealt = tuple(PACK[0] for _ in range(7 * players)) + view.opening
    current = RoundLog(deck=dealt, first=view.first if view.first is not None else 0,
                       turns=view.turns, out_order=view.out_order)
    earlier = tuple(RoundLog(deck=(), first=0, winner=o.winner, final_rule=o.rule,
                             scored=o.scored, points=o.points, totals=o.totals)
                    for o in view.history)
    return new_game(view.rules, rng.getrandbits(62)).evolve(
        phase=view.phase, round_index=view.round_number, hands=tuple(hands),
        palettes=view.palettes, canvas=view.canvas, deck=deck, deck_known=len(view.deck_known),
        known=view.known, active=view.active, turn=view.turn if view.turn is not None else 0,
        scored=view.scored, totals=view.totals, winners=view.winners,
        log=earlier + (current,))


MODEL = Model(prepare, low=0.0, high=30.0)
"""Red7's round points: the winner scores its counting cards (0 to about 30), others 0."""

__all__ = ["MODEL", "prepare", "sample_state"]
