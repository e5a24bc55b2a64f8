"""The actions that move a game of Oh Hell forward: the deal (chance), bids and plays.

Actions are small frozen values; :func:`bid_of` and :func:`play_of` hand out shared
instances, so the bots and the engine do not allocate one per query.

>>> bid_of(2, 1) is bid_of(2, 1), str(play_of(0, Card.from_str("QS")))
(True, 'seat 0 plays QS')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..pack52 import Card


@dataclass(frozen=True, slots=True)
class Deal:
    """The chance action of a hand: each seat's cards, the turned card (None in a hand
    without trump) and the cards set aside (undealt, never seen)."""

    hands: tuple[tuple[Card, ...], ...]
    trump_card: Card | None
    rest: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Bid:
    """A seat bids how many tricks it will win (secret until all are in, if simultaneous)."""

    seat: int
    bid: int

    def __str__(self) -> str:
        return f"seat {self.seat} bids {self.bid}"


@dataclass(frozen=True, slots=True)
class Play:
    """A seat plays a card to the current trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


Action = Union[Deal, Bid, Play]
PlayerAction = Union[Bid, Play]

_BIDS: dict[tuple[int, int], Bid] = {}
_PLAYS: dict[tuple[int, int], Play] = {}


def bid_of(seat: int, bid: int) -> Bid:
    """Return the shared ``Bid`` of ``seat`` bidding ``bid``."""
    action = _BIDS.get((seat, bid))
    if action is None:
        action = _BIDS[(seat, bid)] = Bid(seat, bid)
    return action


def play_of(seat: int, card: Card) -> Play:
    """Return the shared ``Play`` of ``seat`` playing ``card``."""
    action = _PLAYS.get((seat, card))
    if action is None:
        action = _PLAYS[(seat, card)] = Play(seat, card)
    return action
