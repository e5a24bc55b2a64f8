"""Events: what happened, in order, small and frozen, for a table to animate.

``apply`` returns a tuple of these. They carry everything a table needs to play a deal back
without recomputing any rule: where each card went, the turned cards, the decisions, each
card played with the lead suit after it, each trick's winner and winning card, and each point
with the card that won it. Some name hidden cards (a card dealt to a hand, a set-aside): the
table decides what to show face up, and to whom.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..pack52 import Card


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A deal begins; ``deal_index`` counts deals from 0 (a redeal after an exhausted pack is
    the same deal)."""

    deal_index: int
    dealer: int
    elder: int


@dataclass(frozen=True, slots=True)
class PackShuffled:
    """The pack is shuffled: ``reshuffle`` 0 starts the deal, 1, 2… after the pack ran out
    (every card was gathered first)."""

    deal_index: int
    reshuffle: int


@dataclass(frozen=True, slots=True)
class CardDealt:
    """A card goes from the pack to a seat, face down; ``extra`` for a run's 3 extra cards."""

    seat: int
    card: Card
    order: int
    extra: bool


@dataclass(frozen=True, slots=True)
class CardTurned:
    """The next card is turned up: its suit is proposed as trump (``run`` 0: the deal's own
    turn, 1, 2…: the runs of this pack)."""

    card: Card
    suit: str
    run: int


@dataclass(frozen=True, slots=True)
class Decided:
    """A trump decision was said out loud (``stand``, ``beg``, ``give``, ``run``)."""

    seat: int
    decision: str


@dataclass(frozen=True, slots=True)
class RunRepeated:
    """The run turned the same suit: both sets of extra cards, unseen, leave the deal, and
    the dealer runs again. ``extras`` by seat."""

    suit: str
    extras: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class PackExhausted:
    """A run needs 7 cards but the pack holds ``cards_left``: every card is gathered and the
    same dealer deals again from the start (points already scored stay)."""

    cards_left: int


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """The trump for the deal and how: ``stand``, ``give`` or ``run`` (the new suit turned)."""

    suit: str
    how: str


@dataclass(frozen=True, slots=True)
class PointScored:
    """One point to ``seat``: ``turned_jack``, ``gift``, ``high``, ``low``, ``jack`` or
    ``game``; ``card`` is the card that won it (none for a gift or game)."""

    seat: int
    kind: str
    card: Card | None
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SetAsideDone:
    """A seat set aside 3 cards face down (their faces are for that seat's eyes only)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayStarted:
    """The hands are settled at 6 cards each; ``leader`` (elder) leads the first trick."""

    leader: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card goes to the trick; ``lead_suit`` is the trick's lead suit after it."""

    seat: int
    card: Card
    lead_suit: str


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``trick`` (0-5) goes to ``seat``, won by ``card``; ``cards`` in play order."""

    seat: int
    trick: int
    card: Card
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class DealScored:
    """The end of a deal, line by line as the score sheet shows it.

    ``high``/``low``/``jack``/``game`` are the seats that scored them (None: nobody) and the
    ``*_card`` fields the cards that decided them; ``points`` are the end-of-deal points by
    seat, ``turned_jacks`` and ``gift`` what the deal scored before the tricks, ``totals`` the
    game's totals after it.
    """

    deal_index: int
    dealer: int
    trump: str
    high: int | None
    high_card: Card | None
    low: int | None
    low_card: Card | None
    jack: int | None
    jack_card: Card | None
    game: int | None
    game_points: tuple[int, ...]
    points: tuple[int, ...]
    turned_jacks: tuple[int, ...]
    gift: bool
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """The game is over: ``winner`` reached the target first, with the point ``by``
    (``turned_jack``, ``gift``, ``high``, ``low``, ``jack`` or ``game``); ``totals`` are the
    final ones (the deal's later points included)."""

    winner: int
    by: str
    totals: tuple[int, ...]


Event = (
    DealStarted | PackShuffled | CardDealt | CardTurned | Decided | RunRepeated | PackExhausted
    | TrumpSet | PointScored | SetAsideDone | PlayStarted | CardPlayed | TrickWon | DealScored
    | GameWon
)
