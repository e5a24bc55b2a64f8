"""Reading the opponents: how well a sampled world explains their moves this round.

A player who spends two cards when one card alone would have kept them winning is unlikely
to have held that card; so is one who folds while holding a card that would have kept them
in. The round is replayed from its public start (the opening palettes and every turn's
cards); at each such turn of an opponent, the *telling* cards are those that would have given
the cheaper winning move. In a world where the opponent now holds ``k`` telling cards and has
drawn ``d`` cards since (drawn cards were not in hand then), the world's weight is multiplied
by ``PENALTY ** max(0, k - d)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..actions import Draw, PlayAlso, Take, ToCanvas, ToDeck
from ..cards import mask_of
from ..fast import Sim
from ..game import effect_code
from ..state import TurnLog
from ..legality import Pos, discard, do_effect, play, winning
from ..view import SeatView

PENALTY: Final = 0.35


@dataclass(frozen=True)
class Clue:
    """One telling turn: ``seat`` would not have held the ``telling`` cards then, except the
    ``drawn`` cards it has drawn since."""

    seat: int
    telling: int
    drawn: int


def clues(view: SeatView) -> list[Clue]:
    """Return the telling turns of the opponents this round (public information only)."""
    n = view.players
    pos = Pos(0, tuple(1 << c for c in view.opening), 0,
              49 - sum(len(p) for p in view.scored) - 8 * n)
    active = [True] * n
    found: list[tuple[int, int, int]] = []  # (seat, telling mask, turn index)
    draws: list[list[int]] = [[] for _ in range(n)]  # turn indices of each seat's draws
    candidates = [int(c) for c in view.unseen_cards()]
    for index, turn in enumerate(view.turns):
        if turn.seat != view.seat and _telling_turn(turn):
            telling = _telling_cards(pos, turn.seat, tuple(active), candidates)
            if telling:
                found.append((turn.seat, telling, index))
        pos, drew = _replay(pos, turn, view.rules.advanced)
        draws[turn.seat] += [index] * drew
        if turn.fold:
            active[turn.seat] = False
    return [Clue(seat, telling, sum(i >= index for i in draws[seat]))
            for seat, telling, index in found]


def _telling_turn(turn: TurnLog) -> bool:
    """A move spending two cards or more, or a fold before moving any card."""
    if turn.fold:
        return turn.palette is None
    spent = (turn.palette is not None) + (turn.canvas is not None)
    return spent + sum(isinstance(e, PlayAlso) for e in turn.effects) >= 2


def _telling_cards(pos: Pos, seat: int, active: tuple[bool, ...], candidates: list[int]) -> int:
    """Cards that alone, to the palette or to the canvas, would have kept ``seat`` winning."""
    out = 0
    for card in candidates:
        if winning(play(pos, seat, card), seat, active) or winning(discard(pos, card), seat, active):
            out |= 1 << card
    return out


def _replay(pos: Pos, turn: TurnLog, advanced: bool) -> tuple[Pos, int]:
    """Return the public position after a turn and how many cards the mover drew."""
    seat, drew = turn.seat, 0
    if turn.palette is not None:
        pos = play(pos, seat, turn.palette)
    for effect in turn.effects:
        if isinstance(effect, Draw):
            drew += pos.deck > 0
        if isinstance(effect, (Draw, PlayAlso, Take, ToCanvas, ToDeck)):
            pos = do_effect(pos, seat, effect_code(effect))
    if turn.canvas is not None:
        pos = discard(pos, turn.canvas)
        if advanced and turn.canvas.value > pos.palettes[seat].bit_count() and pos.deck:
            pos = Pos(pos.hand, pos.palettes, pos.rule, pos.deck - 1)
            drew += 1
    return pos, drew


def world_weight(found: list[Clue], world: Sim) -> float:
    """Return a world's weight given the clues (1.0: nothing contradicts it)."""
    weight = 1.0
    for clue in found:
        excess = (world.hands[clue.seat] & clue.telling).bit_count() - clue.drawn
        if excess > 0:
            weight *= PENALTY ** excess
    return weight


__all__ = ["Clue", "PENALTY", "clues", "mask_of", "world_weight"]
