"""The actions that move a game forward: a round's deal (chance), moves, folds, and the action
rule's effects, as small frozen values; the frequent ones are shared instances.

A :class:`Move` is a whole turn decided at once: an optional card played to the palette, the
effects its odd card obliges (with the action rule), and an optional discard to the canvas.
Only a 3's draw splits a turn: the move stops at the draw, and the mover finishes the turn
with a :class:`Finish` (a discard or none) once the drawn card is in hand.

>>> move_of(1, Card.parse("4G"), Card.parse("2Y")) is move_of(1, Card.parse("4G"), Card.parse("2Y"))
True
>>> str(move_of(1, Card.parse("5R"), None, (PlayAlso(Card.parse("7G")), ToDeck(Card.parse("5R")))))
'seat 1: palette 5R (palette 7G, to deck 5R)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import Card


@dataclass(frozen=True, slots=True)
class Deal:
    """A round's cards, shuffled, top first: hands are dealt one card at a time clockwise from
    seat 0, then one card to each palette; the rest is the deck, top first."""

    deck: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ToCanvas:
    """A 7's action: a card of the mover's palette goes to the canvas (the new rule)."""

    card: Card

    def __str__(self) -> str:
        return f"to canvas {self.card}"


@dataclass(frozen=True, slots=True)
class ToDeck:
    """A 7's action: a card of the mover's palette goes face down on top of the deck."""

    card: Card

    def __str__(self) -> str:
        return f"to deck {self.card}"


@dataclass(frozen=True, slots=True)
class PlayAlso:
    """A 5's action: another card of the mover's hand goes to their palette."""

    card: Card

    def __str__(self) -> str:
        return f"palette {self.card}"


@dataclass(frozen=True, slots=True)
class Draw:
    """A 3's action: the mover draws the deck's top card."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    """A 1's action: a card of ``owner``'s palette goes face down on top of the deck."""

    card: Card
    owner: int

    def __str__(self) -> str:
        return f"take {self.card} from seat {self.owner}"


Effect = Union[ToCanvas, ToDeck, PlayAlso, Draw, Take]
DRAW = Draw()


@dataclass(frozen=True, slots=True)
class Move:
    """A turn: ``palette`` played (with its ``effects``), then ``canvas`` discarded; either
    card may be None, not both."""

    seat: int
    palette: Card | None
    canvas: Card | None
    effects: tuple[Effect, ...] = ()

    def __str__(self) -> str:
        parts = []
        if self.palette is not None:
            chain = f" ({', '.join(map(str, self.effects))})" if self.effects else ""
            parts.append(f"palette {self.palette}{chain}")
        if self.canvas is not None:
            parts.append(f"canvas {self.canvas}")
        return f"seat {self.seat}: {', '.join(parts) or 'nothing'}"

    @property
    def cards_spent(self) -> int:
        """Cards this move takes from the hand (a draw gives one back later)."""
        spent = (self.palette is not None) + (self.canvas is not None)
        return spent + sum(isinstance(e, PlayAlso) for e in self.effects)


@dataclass(frozen=True, slots=True)
class Finish:
    """After a 3's draw: discard ``canvas`` (or None: no discard) and end the turn."""

    seat: int
    canvas: Card | None

    def __str__(self) -> str:
        return f"seat {self.seat}: " + ("end the turn" if self.canvas is None
                                        else f"canvas {self.canvas}")


@dataclass(frozen=True, slots=True)
class Fold:
    """The seat leaves the round (always allowed on its turn; forced with an empty hand)."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} folds"


Action = Union[Deal, Move, Finish, Fold]
PlayerAction = Union[Move, Finish, Fold]

_MOVES: dict[tuple[int, Card | None, Card | None, tuple[Effect, ...]], Move] = {}
_FINISHES: dict[tuple[int, Card | None], Finish] = {}
FOLDS = tuple(Fold(seat) for seat in range(4))


def move_of(seat: int, palette: Card | None, canvas: Card | None,
            effects: tuple[Effect, ...] = ()) -> Move:
    """Return the shared ``Move`` instance for these cards."""
    key = (seat, palette, canvas, effects)
    move = _MOVES.get(key)
    if move is None:
        if len(_MOVES) > 200_000:  # chains of effects are many: keep the cache bounded
            _MOVES.clear()
        move = _MOVES[key] = Move(seat, palette, canvas, effects)
    return move


def finish_of(seat: int, canvas: Card | None) -> Finish:
    """Return the shared ``Finish`` instance."""
    key = (seat, canvas)
    action = _FINISHES.get(key)
    if action is None:
        action = _FINISHES[key] = Finish(seat, canvas)
    return action
