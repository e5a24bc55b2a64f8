"""Events: what happened, in order, small and frozen, for the table to animate.

``apply`` returns a tuple of these. They carry everything a view needs to play the
game back without recomputing any rule. Some carry hidden information (``CardDealt``
names the card): a view shows a card face up only to the seat allowed to see it
(:func:`oh7_desktop.games.oh7.view.visible_to` decides).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A deal begins: ``deal_index`` counts redeals too; ``round_number`` counts scored rounds."""

    deal_index: int
    round_number: int


@dataclass(frozen=True, slots=True)
class CardDealt:
    """One card goes from the deck to a seat's hand (seat -1: the dummy's pile)."""

    seat: int
    card: Card
    order: int


@dataclass(frozen=True, slots=True)
class RestSetAside:
    """The cards not dealt become the discard (or, with two players, the dummy's pile)."""

    count: int
    to_dummy: bool


@dataclass(frozen=True, slots=True)
class BetSubmitted:
    """A seat has chosen its bet card, still face down: the card is not told."""

    seat: int
    attempt: int


@dataclass(frozen=True, slots=True)
class BetsRevealed:
    """Every bet card of an attempt turns face up together; ``total`` includes the dummy's 2."""

    attempt: int
    cards: tuple[Card, ...]
    total: int


@dataclass(frozen=True, slots=True)
class RebetNeeded:
    """The attempt failed (``reason`` is ``"sum7"`` or ``"no_regular"``): bet again."""

    attempt: int
    reason: str


@dataclass(frozen=True, slots=True)
class Redeal:
    """The third attempt failed: every card is gathered and the deal starts again."""

    deal_index: int


@dataclass(frozen=True, slots=True)
class TieSettling:
    """Bet cards tie on the highest value in a game with the ``?``: the tie is being settled.

    Every such tie gives this same event, whether or not a tied seat may show the ``?``: who
    is asked (if anyone) is private to that seat (its view's ``asked``), and a kept ``?``
    leaves no event either, so nothing here tells who holds it.
    """

    seats: tuple[int, ...]
    """The tied seats, in seat order."""
    value: int
    """The tied value."""
    leader: int
    """The tied seat that leads on suit priority unless the ``?`` is shown."""


@dataclass(frozen=True, slots=True)
class InterrobangShown:
    """The tied ``?`` holder showed it and takes the lead (only a shown ``?`` is an event)."""

    seat: int
    shown: bool


@dataclass(frozen=True, slots=True)
class BetsSettled:
    """The bets stand: the final bet of each seat (the dummy's 2 is implied)."""

    bets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FirstLeaderChosen:
    """The first leader and why: ``card`` is their bet card; ``by_interrobang`` if ``?`` decided."""

    seat: int
    card: Card
    by_interrobang: bool


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """The trump suit for the round."""

    suit: str


@dataclass(frozen=True, slots=True)
class DummyCardTurnedUp:
    """The dummy turns the top card of its pile face up."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card goes to the trick (seat -1: the dummy); ``lead_suit`` is the trick's after it."""

    seat: int
    card: Card
    lead_suit: str | None


@dataclass(frozen=True, slots=True)
class TrickWon:
    """The trick goes to ``seat`` (-1: the dummy); ``trick`` is 0-6."""

    seat: int
    trick: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class RoundScored:
    """The round's scoring, line by line, as the score sheet shows it."""

    round_number: int
    bets: tuple[int, ...]
    bet_cards: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    losses: tuple[int, ...]
    dummy_loss: int | None
    basket: int
    points: tuple[int, ...]
    totals: tuple[int, ...]
    made: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """The game is over. ``tie_break`` is ``"none"``, ``"made_bets"``, ``"points"`` or ``"shared"``."""

    winners: tuple[int, ...]
    tie_break: str


Event = (
    DealStarted | CardDealt | RestSetAside | BetSubmitted | BetsRevealed | RebetNeeded
    | Redeal | TieSettling | InterrobangShown | BetsSettled | FirstLeaderChosen
    | TrumpSet | DummyCardTurnedUp | CardPlayed | TrickWon | RoundScored | GameWon
)
