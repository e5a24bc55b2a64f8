"""What the models of trick-taking tables with one 52-card pack share: a physical card for each
card of the pack, and a trick's way from the middle to its winner's pile.

A table's model subclasses :class:`TrickPiles` (a dataclass) and calls :meth:`TrickPiles.played`
and :meth:`TrickPiles.won` from its own event handlers; the show calls
:meth:`TrickPiles.gather_trick` when the won trick has been seen.

>>> piles = TrickPiles(hands=[[key_of(Card.from_str("AS"))], [key_of(Card.from_str("2S"))]], piles=[[], []])
>>> piles.played(0, Card.from_str("AS")); piles.played(1, Card.from_str("2S")); piles.won(0)
>>> piles.gather_trick(); [[str(card_of(k)) for k in trick] for trick in piles.piles[0]], piles.tricks_won
([['AS', '2S']], [1, 0])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from oh7_desktop.app.kit.kinds import CardKey, FollowsEvents, key_of, take
from oh7_desktop.app.kit.last_trick import LastTrick
from oh7_desktop.games.pack52 import Card

__all__ = ["CardPlayedEvent", "SeatEvent", "TrickPiles", "card_of", "key_of", "take"]


class SeatEvent(Protocol):
    """An engine event about one seat (a trick won...)."""

    @property
    def seat(self) -> int:
        """The seat."""
        ...


class CardPlayedEvent(SeatEvent, Protocol):
    """An engine event: ``seat`` plays ``card`` to the trick."""

    @property
    def card(self) -> Card:
        """The card played."""
        ...


def card_of(key: CardKey) -> Card:
    """The card a physical card shows."""
    return Card.from_code(key[0])


@dataclass
class TrickPiles(FollowsEvents):
    """The hands, the trick in the middle and each seat's pile of won tricks."""

    hands: list[list[CardKey]] = field(default_factory=list)
    trick: list[tuple[int, CardKey]] = field(default_factory=list)
    piles: list[list[list[CardKey]]] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    trick_winner: int | None = None
    last_trick: LastTrick | None = None
    """The last trick gathered this deal, with its winner (the L key shows it again)."""

    def played(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` from its hand to the trick."""
        if self.trick_winner is not None:  # the last trick was not gathered yet (resumed)
            self.gather_trick()
        key = take(self.hands[seat], card)
        if key is not None:
            self.trick.append((seat, key))

    def won(self, seat: int) -> None:
        """The trick in the middle goes to ``seat`` (it stays in view until gathered)."""
        self.trick_winner = seat
        self.tricks_won[seat] += 1

    def gather_trick(self) -> None:
        """The won trick goes face down to its winner's pile."""
        if self.trick_winner is not None:
            self.piles[self.trick_winner].append([key for _, key in self.trick])
            self.last_trick = (self.trick_winner, list(self.trick))
            self.trick, self.trick_winner = [], None

    def card_played(self, event: CardPlayedEvent) -> None:
        """The engine's card-played event: its seat plays its card to the trick."""
        self.played(event.seat, event.card)

    def trick_won(self, event: SeatEvent) -> None:
        """The engine's trick-won event: the trick goes to its seat."""
        self.won(event.seat)

    def resume_tricks(self, deck: list[CardKey], tricks: Iterable[Sequence[tuple[int, Card]]],
                      winners: Iterable[int], trick: Sequence[tuple[int, Card]]) -> None:
        """A resumed deal's tricks taken off ``deck``: each won trick on its winner's pile (the
        last one for L), the trick being played in the middle."""
        for won, winner in zip(tricks, winners):
            played = [(s, k) for s, c in won if (k := take(deck, c)) is not None]
            self.piles[winner].append([k for _, k in played])
            self.tricks_won[winner] += 1
            self.last_trick = (winner, played)
        self.trick = [(s, k) for s, c in trick if (k := take(deck, c)) is not None]
