"""Events: what happened, in order, small and frozen, for a table to animate.

``apply`` returns a tuple of these; a table plays them back without recomputing any rule.
``CardDealt`` names the card (hidden information): the table shows it face up only to the
seat that holds it. A secret bid is never in an event before all bids are revealed
(``BidSubmitted`` says only that the seat has chosen). Suits are letters (``S H D C``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..pack52 import Card


@dataclass(frozen=True, slots=True)
class HandStarted:
    """Hand ``hand`` (from 0) begins: ``cards`` each, dealt by ``dealer``; ``has_trump``
    False for a hand of the most cards (no card is turned)."""

    hand: int
    cards: int
    dealer: int
    has_trump: bool


@dataclass(frozen=True, slots=True)
class CardDealt:
    """One card goes from the pack to a seat's hand; ``order`` counts the cards dealt."""

    seat: int
    card: Card
    order: int


@dataclass(frozen=True, slots=True)
class TrumpTurned:
    """The card after the deal is turned face up; its suit is trump."""

    card: Card
    suit: str


@dataclass(frozen=True, slots=True)
class RestSetAside:
    """The cards not dealt (nor turned) stay face down, unused in this hand."""

    count: int


@dataclass(frozen=True, slots=True)
class BidMade:
    """A seat bids in turn, face up (``hook_forbade``: the number the dealer could not bid)."""

    seat: int
    bid: int
    hook_forbade: int | None = None


@dataclass(frozen=True, slots=True)
class BidSubmitted:
    """Simultaneous bids: a seat has chosen its bid, still hidden (the bid is not told)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    """Simultaneous bids: every bid turns face up at once (by seat)."""

    bids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BiddingClosed:
    """The bids stand; ``total`` against the ``cards`` of the hand (over, under or equal);
    ``leader`` leads the first trick."""

    bids: tuple[int, ...]
    total: int
    cards: int
    leader: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card goes to the trick; ``lead_suit`` is the trick's lead suit after it."""

    seat: int
    card: Card
    lead_suit: str


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``trick`` (from 0) goes to ``seat``, won with ``card``; ``by_trump`` if that
    card is a trump and the lead was not."""

    seat: int
    trick: int
    card: Card
    by_trump: bool
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One seat's line on the score sheet: ``points = base + extra``.

    ``rule`` says which: ``made`` (10 + tricks), ``made_zero`` (``zero_bonus``: 5 + the
    cards of the hand), ``missed`` (0) or ``missed_tricks`` (``miss_scores_tricks``:
    1 per trick won).
    """

    seat: int
    bid: int
    tricks: int
    rule: str
    base: int
    extra: int
    points: int


@dataclass(frozen=True, slots=True)
class HandScored:
    """The hand's scoring, as the score sheet shows it."""

    hand: int
    cards: int
    dealer: int
    trump: str | None
    bids: tuple[int, ...]
    tricks_won: tuple[int, ...]
    made: tuple[bool, ...]
    lines: tuple[ScoreLine, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """The last hand is scored: the highest total wins; several seats share a tie."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (
    HandStarted | CardDealt | TrumpTurned | RestSetAside | BidMade | BidSubmitted | BidsRevealed
    | BiddingClosed | CardPlayed | TrickWon | HandScored | GameWon
)
