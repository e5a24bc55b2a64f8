"""Events: what happened, in order, small and frozen, for a table to animate without
recomputing any rule.

``apply`` returns a tuple of these. Some carry hidden information (``CardDealt`` and
``CardDrawn`` name the card): the table shows a card face up only to the seats allowed to see
it (:func:`.view.visible_to`). ``TurnEnded`` carries the standing (who is winning, every
seat's counting cards) so the marker and the highlighted cards need no rule code.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .standing import Standing


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round begins with ``cards`` cards shuffled (the whole pack less the scored cards)."""

    round_number: int
    cards: int


@dataclass(frozen=True, slots=True)
class CardDealt:
    """One card goes from the deck to a seat's hand (face down) or palette (face up)."""

    seat: int
    card: Card
    to_palette: bool
    order: int


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """``leader`` is winning under red with ``card``; ``seat``, on their left, starts."""

    seat: int
    leader: int
    card: Card


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """It is ``seat``'s turn; ``forced_fold`` if their hand is empty (they must fold)."""

    seat: int
    forced_fold: bool


@dataclass(frozen=True, slots=True)
class CardToPalette:
    """A card goes from ``seat``'s hand to their palette (``by_action``: a 5's extra card)."""

    seat: int
    card: Card
    by_action: bool


@dataclass(frozen=True, slots=True)
class CardToCanvas:
    """A card goes to the canvas, from the hand or (a 7's action) the palette: ``rule`` is the
    rule now."""

    seat: int
    card: Card
    from_palette: bool
    rule: str


@dataclass(frozen=True, slots=True)
class CardToDeck:
    """A card of ``owner``'s palette goes face down on top of the deck (7's or 1's action)."""

    seat: int
    card: Card
    owner: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """``seat`` draws the deck's top card (``why``: ``"action"`` for a 3, ``"advanced"`` for a
    high discard); ``public`` if everyone knew that card (it was put back face up earlier)."""

    seat: int
    card: Card
    why: str
    public: bool


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """The mover's turn is over: who is winning now, and every seat's counting cards."""

    seat: int
    standing: Standing


@dataclass(frozen=True, slots=True)
class Folded:
    """``seat`` leaves the round (``forced``: empty hand); their palette turns face down."""

    seat: int
    forced: bool


@dataclass(frozen=True, slots=True)
class RoundWon:
    """The last player left wins the round under ``rule`` with these counting cards."""

    seat: int
    rule: str
    counting: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RoundScored:
    """Advanced: the winner's counting cards go to their score pile; their values are the
    round's points."""

    round_number: int
    winner: int
    scored: tuple[Card, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """The game is over: ``winners`` (a tie shares the victory); ``why`` is ``"basic"`` (one
    round), ``"target"`` or ``"cards"`` (too few cards left for another round)."""

    winners: tuple[int, ...]
    why: str


Event = (RoundStarted | CardDealt | FirstPlayer | TurnStarted | CardToPalette | CardToCanvas
         | CardToDeck | CardDrawn | TurnEnded | Folded | RoundWon | RoundScored | GameWon)
