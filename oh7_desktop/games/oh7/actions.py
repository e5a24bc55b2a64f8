"""The actions that move a game forward: a deal (chance), bets, the ``?`` choice, plays.

Actions are small frozen values. ``Deal`` is a chance action: :func:`seeded_deal`
in :mod:`oh7_desktop.games.oh7.dealing` makes it from the game's seed, or a record supplies
the hands. ``SettleTie`` is the other one: it ends the neutral tie-settling step when no
tied seat is asked about the ``?`` (so that step looks the same to everyone, asked or not). A seat of ``DUMMY`` (-1) stands for the two-player dummy, which never acts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Union

from .cards import Card

DUMMY: Final = -1
"""The seat number of the two-player dummy in events and tricks."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Give every seat seven cards; ``rest`` is the discard, or the dummy's pile (top first)."""

    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Bet:
    """A seat's secret bet card for the current attempt."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} bets {self.card}"


@dataclass(frozen=True, slots=True)
class ShowInterrobang:
    """The tied ``?`` holder's choice: show it to win the tie for first leader, or not."""

    seat: int
    show: bool

    def __str__(self) -> str:
        return f"seat {self.seat} {'shows' if self.show else 'keeps'} the ?"


@dataclass(frozen=True, slots=True)
class SettleTie:
    """Chance: the tie for first leader settles by suit priority (nobody was asked about the ``?``)."""

    def __str__(self) -> str:
        return "the tie settles by suit priority"


SETTLE_TIE: Final = SettleTie()


@dataclass(frozen=True, slots=True)
class Play:
    """A seat plays a card to the current trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


Action = Union[Deal, Bet, ShowInterrobang, SettleTie, Play]
PlayerAction = Union[Bet, ShowInterrobang, Play]


_PLAYS: dict[tuple[int, int], Play] = {}
_BETS: dict[tuple[int, int], Bet] = {}


def play_of(seat: int, card: Card) -> Play:
    """Return the (shared, immutable) ``Play`` action of ``seat`` playing ``card``."""
    action = _PLAYS.get((seat, card))
    if action is None:
        action = _PLAYS[(seat, card)] = Play(seat, card)
    return action


def bet_of(seat: int, card: Card) -> Bet:
    """Return the (shared, immutable) ``Bet`` action of ``seat`` betting ``card``."""
    action = _BETS.get((seat, card))
    if action is None:
        action = _BETS[(seat, card)] = Bet(seat, card)
    return action
