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

from dataclasses import dataclass, field

from oh7_desktop.app.kit.kinds import CardKey, key_of, take
from oh7_desktop.app.kit.last_trick import LastTrick
from oh7_desktop.games.pack52 import Card

__all__ = ["TrickPiles", "card_of", "key_of", "take"]


def card_of(key: CardKey) -> Card:
    """The card a physical card shows."""
    return Card.from_code(key[0])


@dataclass
class TrickPiles:
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
