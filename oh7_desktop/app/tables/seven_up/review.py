"""Seven Up's round review and replays: deal by deal (the stepping is the app's own,
:mod:`oh7_desktop.app.review`; what every game's review shares is in
:mod:`oh7_desktop.app.review.painting`).

Both hands face up as dealt (cards played, set aside or out of the deal dimmed), the proposed
card and stand/beg/give/run, the set-aside cards, the trick on the table, and at the end the
four points (high, low, jack, game) with who took each and the card that decided it. Everything
comes from the engine's events of the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.review.painting import MADE, MISSED, Centre, ReviewPainter, SeatLine, card_words, steps_with
from oh7_desktop.app.review.stepper import DealSteps, Replay
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import INK
from oh7_desktop.games.pack52 import Card
from oh7_desktop.games.seven_up import events as ev

from .director import Director
from .geometry import sort_key

POINTS = ("high", "low", "jack", "game")
"""The four points of a deal, in the score sheet's order."""


@dataclass
class Deal:
    """A deal as it stood after a step, folded from its events."""

    dealt: list[list[Card]]
    gone: list[Card] = field(default_factory=list)
    aside: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    said: dict[int, list[str]] = field(default_factory=dict)
    proposed: Card | None = None
    trump: str | None = None
    trick: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None
    scored: ev.DealScored | None = None


def deal_at(steps: DealSteps, position: int) -> Deal:
    """The deal after step ``position``: the engine's events up to it."""
    deal = Deal([[], []])
    for step in steps.steps[: position + 1]:
        if deal.winner is not None:  # the next card starts a new trick
            deal.trick, deal.winner = [], None
        for event in step.events:
            _fold(deal, event)
    return deal


def _fold(deal: Deal, event: object) -> None:  # one case per event
    if isinstance(event, ev.CardDealt):
        deal.dealt[event.seat].append(event.card)
    elif isinstance(event, ev.CardTurned):
        deal.proposed = event.card
    elif isinstance(event, ev.Decided):
        deal.said.setdefault(event.seat, []).append(event.decision)
    elif isinstance(event, ev.RunRepeated):
        deal.gone += [card for extra in event.extras for card in extra]
    elif isinstance(event, ev.TrumpSet):
        deal.trump = event.suit
    elif isinstance(event, ev.SetAsideDone):
        deal.aside[event.seat] = event.cards
        deal.gone += event.cards
    elif isinstance(event, ev.CardPlayed):
        deal.gone.append(event.card)
        deal.trick.append((event.seat, event.card))
    elif isinstance(event, ev.TrickWon):
        deal.trick, deal.winner = list(event.cards), event.seat
    elif isinstance(event, ev.DealScored):
        deal.scored = event


def taken(scored: ev.DealScored) -> dict[str, int | None]:
    """Who took each of the four points (None: nobody), as the engine scored them."""
    return {"high": scored.high, "low": scored.low, "jack": scored.jack, "game": scored.game}


class SevenUpReview(ReviewPainter):
    """Draws one deal of a replay at a step."""

    game_name = "seven-up"

    def __init__(self, services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> None:
        super().__init__(services, replay, names, humans, PACK52)

    def title(self, deal: DealSteps) -> str:
        """``Deal 3 · Ann deals``."""
        started = next(e for e in deal.steps[0].events if isinstance(e, ev.DealStarted))
        return self.words("su.note.deal", deal=started.deal_index + 1, seat=self.seat_name(started.dealer))

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a trick."""
        return steps_with(deal, ev.TrickWon)

    def seat_line(self, deal: DealSteps, position: int, seat: int) -> SeatLine:
        """What the seat said, its set-aside, the points it took; its cards as dealt."""
        now = self.at_step(deal, position, lambda: deal_at(deal, position))
        gone = list(now.gone)
        cards = []
        for card in sorted(now.dealt[seat], key=lambda c: sort_key((int(c), 0), now.trump)):
            cards.append((str(card), "dimmed" if card in gone else "normal"))
            if card in gone:
                gone.remove(card)
        parts = [" · ".join(self.words(f"su.word.{word}") for word in now.said.get(seat, []))]
        if seat in now.aside:
            parts.append(self.words("su.label.aside") + ": " + " ".join(card_words(str(c)) for c in now.aside[seat]))
        colour = INK
        if now.scored is not None:
            took = [self.words(f"su.award.{point}", name="").rstrip(" :") for point, who in taken(now.scored).items()
                    if who == seat]
            parts.append(" · ".join(took) or "—")
            colour = MADE if took else MISSED
        return SeatLine("\n".join(p for p in parts if p), colour, tuple(cards),
                        leading=bool(now.trick) and now.winner is None and now.trick[0][0] == seat)

    def centre(self, deal: DealSteps, position: int) -> Centre:
        """The proposal or the trump; the trick on the table, or once scored the deciding cards."""
        now = self.at_step(deal, position, lambda: deal_at(deal, position))
        if now.trump is not None:
            heading = self.words("su.trump.stand", suit=self.field_words("suit", now.trump))
        elif now.proposed is not None:
            heading = self.words("su.note.proposed", suit=self.field_words("suit", now.proposed.suit))
        else:
            heading = ""
        if now.scored is not None:
            scored = now.scored
            deciding = ((scored.high_card, scored.high, "high"), (scored.low_card, scored.low, "low"),
                        (scored.jack_card, scored.jack, "jack"))
            return Centre(heading, tuple((str(card), self.words(f"su.award.{point}", name=self.seat_name(who)),
                                          True) for card, who, point in deciding if card is not None and who is not None))
        if not now.trick and now.proposed is not None and now.trump is None:
            return Centre(heading, ((str(now.proposed), "", False),))
        return Centre(heading, tuple((str(card), self.seat_name(seat), seat == now.winner) for seat, card in now.trick))

    def lines(self, deal: DealSteps, position: int) -> list[str]:
        """The table's lines for the step; at the end the four points and who took each."""
        return self.note_lines(deal.steps[position].events, Director.note_of, self._own_line)

    def _own_line(self, event: object) -> str | None:
        if isinstance(event, ev.CardPlayed):
            return self.words("review.played", name=self.seat_name(event.seat), card=card_words(str(event.card)))
        if isinstance(event, ev.SetAsideDone):
            return self.words("su.label.aside") + ": " + self.seat_name(event.seat)
        if isinstance(event, ev.DealScored):
            return " · ".join(self.words(f"su.award.{point}", name=self.seat_name(who)) if who is not None
                              else self.words("su.award.none.game" if point == "game" else
                                              "su.award.none.jack" if point == "jack" else "su.award.none.no_trump")
                              for point, who in taken(event).items())
        return None

    def missed(self, deal: DealSteps) -> list[int]:
        """The human seats that lost a point (the other seat took it)."""
        scored = deal_at(deal, len(deal.steps) - 1).scored
        if scored is None:
            return []
        return [seat for seat in self.humans if any(who is not None and who != seat for who in taken(scored).values())]


__all__ = ["Deal", "SevenUpReview", "deal_at", "taken"]
