"""The actions of Seven Up: a pack (chance), the four trump decisions, a set-aside, a play.

Actions are small frozen values; the frequent ones are shared instances (:func:`decide_of`,
:func:`play_of`, :func:`set_aside_of`), so legal-action lists allocate nothing new.

>>> decide_of(1, "beg") is decide_of(1, "beg"), str(play_of(0, Card.from_str("JH")))
(True, 'seat 0 plays JH')
>>> set_aside_of(1, (Card.from_str("9S"), Card.from_str("2C"), Card.from_str("3D"))).cards
(Card('9S'), Card('3D'), Card('2C'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

from ..pack52 import Card


@dataclass(frozen=True, slots=True)
class Shuffle:
    """The chance action: a shuffled pack, top card first (52 cards). It starts a deal, or
    deals again after the pack ran out during a run."""

    pack: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Decide:
    """A trump decision: elder ``stand`` or ``beg``; after a beg the dealer ``give`` or ``run``."""

    seat: int
    decision: str

    def __str__(self) -> str:
        return f"seat {self.seat} says {self.decision}"


@dataclass(frozen=True, slots=True)
class SetAside:
    """After a run that changed the trump, a seat puts 3 of its 9 cards face down out of the
    deal (cards in code order)."""

    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} sets aside {' '.join(str(c) for c in self.cards)}"


@dataclass(frozen=True, slots=True)
class Play:
    """A seat plays a card to the trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


Action = Union[Shuffle, Decide, SetAside, Play]
PlayerAction = Union[Decide, SetAside, Play]

_DECIDES: dict[tuple[int, str], Decide] = {}
_PLAYS: dict[tuple[int, int], Play] = {}
_ASIDES: dict[tuple[int, tuple[int, ...]], SetAside] = {}


def decide_of(seat: int, decision: str) -> Decide:
    """Return the shared ``Decide`` action of ``seat`` saying ``decision``."""
    action = _DECIDES.get((seat, decision))
    if action is None:
        action = _DECIDES[(seat, decision)] = Decide(seat, decision)
    return action


def play_of(seat: int, card: Card) -> Play:
    """Return the shared ``Play`` action of ``seat`` playing ``card``."""
    action = _PLAYS.get((seat, card))
    if action is None:
        action = _PLAYS[(seat, card)] = Play(seat, card)
    return action


def set_aside_of(seat: int, cards: Iterable[Card]) -> SetAside:
    """Return the shared ``SetAside`` action of ``seat`` for these cards (any order given)."""
    ordered = tuple(sorted(cards))
    key = (seat, tuple(int(c) for c in ordered))
    action = _ASIDES.get(key)
    if action is None:
        action = _ASIDES[key] = SetAside(seat, ordered)
    return action


__all__ = ["Action", "Decide", "Play", "PlayerAction", "SetAside", "Shuffle", "decide_of",
           "play_of", "set_aside_of"]
