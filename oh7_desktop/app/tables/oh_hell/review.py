"""Oh Hell's round review and replays: hand by hand and trick by trick (the stepping is the
app's own, :mod:`oh7_desktop.app.review`; what is common to every game's review is in
:mod:`oh7_desktop.app.review.painting`).

Every hand face up as dealt (cards already played dimmed), each seat's bid and tricks won, at
the end made or missed and the points line; the trick on the table (its winner lifted); the
step's events in the table's own words. Everything comes from the engine's events of the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.review.painting import MADE, MISSED, Centre, ReviewPainter, SeatLine, card_words, steps_with
from oh7_desktop.app.review.stepper import DealSteps, Replay
from oh7_desktop.app.scene import Services
from oh7_desktop.games.oh_hell import events as ev
from oh7_desktop.games.pack52 import Card

from .director import Director
from .geometry import sort_key


@dataclass
class Hand:
    """A hand as it stood after a step, folded from its events."""

    dealt: list[list[Card]]
    played: list[Card] = field(default_factory=list)
    bids: dict[int, int] = field(default_factory=dict)
    won: list[int] = field(default_factory=list)
    trump: str | None = None
    trick: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None
    scored: ev.HandScored | None = None


def hand_at(deal: DealSteps, position: int, players: int) -> Hand:
    """The hand after step ``position``: the engine's events up to it."""
    hand = Hand([[] for _ in range(players)], won=[0] * players)
    for step in deal.steps[: position + 1]:
        if hand.winner is not None:  # the next card starts a new trick
            hand.trick, hand.winner = [], None
        for event in step.events:
            _fold(hand, event)
    return hand


def _fold(hand: Hand, event: object) -> None:
    if isinstance(event, ev.CardDealt):
        hand.dealt[event.seat].append(event.card)
    elif isinstance(event, ev.TrumpTurned):
        hand.trump = event.suit
    elif isinstance(event, ev.BidMade):
        hand.bids[event.seat] = event.bid
    elif isinstance(event, ev.BidsRevealed):
        hand.bids.update(enumerate(event.bids))
    elif isinstance(event, ev.CardPlayed):
        hand.played.append(event.card)
        hand.trick.append((event.seat, event.card))
    elif isinstance(event, ev.TrickWon):
        hand.won[event.seat] += 1
        hand.trick, hand.winner = list(event.cards), event.seat
    elif isinstance(event, ev.HandScored):
        hand.scored = event


class OhHellReview(ReviewPainter):
    """Draws one hand of a replay at a step."""

    game_name = "oh-hell"

    def __init__(self, services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> None:
        super().__init__(services, replay, names, humans, PACK52)

    def title(self, deal: DealSteps) -> str:
        """``Hand 3 · 3 cards each``."""
        started = next(e for e in deal.steps[0].events if isinstance(e, ev.HandStarted))
        return self.words("hell.note.hand", hand=started.hand + 1, cards=started.cards)

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a trick."""
        return steps_with(deal, ev.TrickWon)

    def seat_line(self, deal: DealSteps, position: int, seat: int) -> SeatLine:
        """Bid and tricks won (made or missed once scored), the hand as dealt."""
        hand = self.at_step(deal, position, lambda: hand_at(deal, position, self.players))
        cards = tuple((str(card), "dimmed" if card in hand.played else "normal")
                      for card in sorted(hand.dealt[seat], key=lambda c: sort_key((int(c), 0))))
        if hand.scored is not None:
            line = hand.scored.lines[seat]
            status = self.words(f"hell.line.{line.rule}", name=self.seat_name(seat), bid=line.bid, tricks=line.tricks,
                                base=line.base, extra=line.extra, points=line.points, cards=hand.scored.cards)
            return SeatLine(status.partition(": ")[2], MADE if hand.scored.made[seat] else MISSED, cards)
        bid = hand.bids.get(seat)
        status = "" if bid is None else self.words("hell.bid_won", bid=bid, won=hand.won[seat])
        return SeatLine(status, cards=cards, leading=bool(hand.trick) and hand.winner is None and hand.trick[0][0] == seat)

    def centre(self, deal: DealSteps, position: int) -> Centre:
        """Trump, and the trick on the table (its winner lifted once won)."""
        hand = self.at_step(deal, position, lambda: hand_at(deal, position, self.players))
        heading = self.words("hell.trump", suit=self.field_words("suit", hand.trump)) if hand.trump else \
            self.words("hell.no_trump")
        return Centre(heading, tuple((str(card), self.seat_name(seat), seat == hand.winner)
                                     for seat, card in hand.trick))

    def lines(self, deal: DealSteps, position: int) -> list[str]:
        """The table's lines for the step, the cards played, the points."""
        return self.note_lines(deal.steps[position].events, Director.note_of, self._own_line)

    def _own_line(self, event: object) -> str | None:
        if isinstance(event, ev.CardPlayed):
            return self.words("review.played", name=self.seat_name(event.seat), card=card_words(str(event.card)))
        if isinstance(event, ev.HandScored):
            return self.words("review.scored", points=", ".join(f"{self.seat_name(s)} {p:+d}"
                                                                for s, p in enumerate(event.points)))
        return None

    def missed(self, deal: DealSteps) -> list[int]:
        """The human seats that missed their bid."""
        scored = hand_at(deal, len(deal.steps) - 1, self.players).scored
        return [] if scored is None else [seat for seat in self.humans if not scored.made[seat]]


__all__ = ["Hand", "OhHellReview", "hand_at"]
