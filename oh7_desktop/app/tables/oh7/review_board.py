"""Oh 7 ?'s round review: the engine's events of one deal folded into what the table showed.

The review never works out the rules itself: the board at a step is the deal's events up to
that step (cards dealt, bet attempts revealed, cards played, tricks won), and the words are
the engine's (a trick's winner and why come from :func:`~oh7_desktop.games.oh7.win_reason`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from oh7_desktop.app.reasons import translate
from oh7_desktop.app.review.stepper import DealSteps
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games.oh7 import DUMMY, SUIT_SYMBOLS, Card, Reason, events as ev, explain, win_reason

from .reasons import style as reason_style

Line = tuple[str, dict[str, object]]
"""A translation key and its fields."""


@dataclass
class Board:
    """The deal as it stood after a step: every hand face up, bets, the trick, the score."""

    dealt: list[tuple[Card, ...]]
    hands: list[list[Card]]
    dummy: list[Card] = field(default_factory=list)
    """The two-player dummy's cards turned up and not yet played."""
    dummy_seen: list[Card] = field(default_factory=list)
    """Every card of the dummy's pile turned up so far (the others were never shown)."""
    attempts: list[tuple[Card, ...]] = field(default_factory=list)
    trump: str | None = None
    leader: int | None = None
    won: list[int] = field(default_factory=list)
    dummy_won: int = 0
    tricks_done: int = 0
    last_trick: ev.TrickWon | None = None
    scored: ev.RoundScored | None = None


def board_at(deal: DealSteps, position: int, players: int) -> Board:
    """The board after the deal's step ``position`` (0: the cards just dealt)."""
    first = deal.steps[0].state.log[deal.index]
    board = Board(list(first.hands), [list(hand) for hand in first.hands], won=[0] * players)
    for step in deal.steps[: position + 1]:
        for event in step.events:
            _fold(board, event)
    return board


def _fold(board: Board, event: object) -> None:
    """Change the board by one event."""
    if isinstance(event, ev.BetsRevealed):
        board.attempts.append(event.cards)
    elif isinstance(event, ev.FirstLeaderChosen):
        board.leader = event.seat
    elif isinstance(event, ev.TrumpSet):
        board.trump = event.suit
    elif isinstance(event, ev.DummyCardTurnedUp):
        board.dummy.append(event.card)
        board.dummy_seen.append(event.card)
    elif isinstance(event, ev.CardPlayed):
        source = board.dummy if event.seat == DUMMY else board.hands[event.seat]
        if event.card in source:
            source.remove(event.card)
    elif isinstance(event, ev.TrickWon):
        board.last_trick, board.tricks_done = event, event.trick + 1
        if event.seat == DUMMY:
            board.dummy_won += 1
        else:
            board.won[event.seat] += 1
    elif isinstance(event, ev.RoundScored):
        board.scored = event


def trick_on_table(board: Board, deal: DealSteps, position: int) -> list[tuple[int, Card]]:
    """The cards of the trick on the table after the step: the one being played, or the one
    just won (a new trick starts with the next card)."""
    events = deal.steps[position].events
    if any(isinstance(e, ev.TrickWon) for e in events):
        return list(board.last_trick.cards) if board.last_trick else []
    played = [e for step in deal.steps[: position + 1] for e in step.events if isinstance(e, ev.CardPlayed)]
    count = len(played) - board.tricks_done * _trick_size(deal, board)
    return [(e.seat, e.card) for e in played[len(played) - count:]] if count > 0 else []


def _trick_size(deal: DealSteps, board: Board) -> int:
    """Cards in a trick: one per seat, and the dummy's in a two-player game."""
    state = deal.steps[0].state
    return int(state.players + (1 if state.rules.has_dummy else 0))


class Narrator:
    """The words of a step: what happened, in the player's language (seats by name)."""

    def __init__(self, words: Words, seat_name: Callable[[int], str]) -> None:
        self.words = words
        self.seat_name = seat_name
        self.style = reason_style(seat_name)

    def name(self, seat: int) -> str:
        """A seat's name (the dummy's in the player's language)."""
        return self.words("table.dummy") if seat == DUMMY else self.seat_name(seat)

    def reason(self, reason: Reason) -> str:
        """An engine reason, translated."""
        return translate(reason, "oh7", self.words, self.words.has, self.style, explain)

    def lines(self, events: Sequence[object], trump: str | None) -> list[str]:
        """One line per event worth telling, in order."""
        out: list[str] = []
        for event in events:
            line = self._line(event, trump)
            if line is not None:
                out.append(self.words(line[0], **line[1]))
        return out

    def _line(self, event: object, trump: str | None) -> Line | None:  # one case per event
        if isinstance(event, ev.DealStarted):
            return ("review.dealt", {"number": event.round_number + 1})
        if isinstance(event, ev.BetsRevealed):
            cards = ", ".join(f"{self.name(s)} {c.symbol}" for s, c in enumerate(event.cards))
            return ("review.bets", {"attempt": event.attempt, "cards": cards, "total": event.total})
        if isinstance(event, ev.RebetNeeded):
            return (f"table.rebet.{event.reason}", {})
        if isinstance(event, ev.Redeal):
            return ("table.redeal.reason", {})
        if isinstance(event, ev.InterrobangShown):
            return ("table.interrobang_shown", {"name": self.name(event.seat)}) if event.shown else \
                ("review.interrobang_kept", {"name": self.name(event.seat)})
        if isinstance(event, ev.FirstLeaderChosen):
            return ("review.first_leader", {"name": self.name(event.seat), "card": event.card.symbol})
        if isinstance(event, ev.TrumpSet):
            return ("table.trump_is", {"suit": SUIT_SYMBOLS.get(event.suit, "?")})
        if isinstance(event, ev.CardPlayed):
            return ("review.played", {"name": self.name(event.seat), "card": event.card.symbol})
        if isinstance(event, ev.TrickWon):
            return ("review.trick_won", {"number": event.trick + 1, "why": self.reason(win_reason(event.cards, trump))})
        if isinstance(event, ev.RoundScored):
            return ("review.scored", {"points": ", ".join(f"{self.name(s)} {p:+d}" for s, p in enumerate(event.points))})
        return None


__all__ = ["Board", "Narrator", "board_at", "trick_on_table"]
