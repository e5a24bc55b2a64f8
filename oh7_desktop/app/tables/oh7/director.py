"""Oh 7 ?'s show (:class:`~oh7_desktop.app.kit.show.Show`): the engine's events and the
table's own :data:`Stage` types, each with its move duration, gate, sound and banner.

The director never decides anything: it only shows what the engine already did.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from oh7_desktop.app.kit.kinds import Line
from oh7_desktop.app.kit.show import Relayout, Show
from oh7_desktop.games.oh7 import SUIT_SYMBOLS, Card
from oh7_desktop.games.oh7 import events as ev

from .model import Banner, TableModel


@dataclass(frozen=True)
class ShuffleSplit:
    """The deck is cut in two halves (before the cards fly)."""


@dataclass(frozen=True)
class ShuffleJoin:
    """The halves are riffled together."""


@dataclass(frozen=True)
class RevealHand:
    """The dealt hand is picked up and turned over."""


@dataclass(frozen=True)
class ShowSum:
    """The bets' sum shows once the cards are over; ``stands`` says whether the engine kept the
    bets (no new attempt and no redeal followed the reveal in its events)."""

    revealed: ev.BetsRevealed
    stands: bool


@dataclass(frozen=True)
class GatherTrick:
    """The won trick slides to its winner's pile."""


Stage = ShuffleSplit | ShuffleJoin | RevealHand | ShowSum | GatherTrick
"""A step of the show that is not an engine event (the engine's events are shown as they are)."""
Step = ev.Event | Stage

# (move duration, gate) at normal speed, by step type.
TIMING: dict[type, tuple[float, float]] = {
    ev.DealStarted: (0.45, 0.35), ev.CardDealt: (0.30, 0.05), ev.RestSetAside: (0.35, 0.35),
    RevealHand: (0.40, 0.45), ev.BetSubmitted: (0.30, 0.3), ev.BetsRevealed: (0.55, 0.6),
    ShowSum: (0.0, 1.3),
    ev.RebetNeeded: (0.0, 1.7), ev.Redeal: (0.55, 1.9), ev.TieSettling: (0.0, 0.3),
    ev.InterrobangShown: (0.45, 1.3), ev.BetsSettled: (0.0, 0.0), ev.FirstLeaderChosen: (0.0, 0.0),
    ev.TrumpSet: (0.0, 1.8), ev.DummyCardTurnedUp: (0.35, 0.45), ev.CardPlayed: (0.30, 0.4),
    ev.TrickWon: (0.0, 0.85), GatherTrick: (0.42, 0.45), ev.RoundScored: (0.0, 0.5),
    ev.GameWon: (0.0, 0.3), ShuffleSplit: (0.17, 0.17), ShuffleJoin: (0.17, 0.2),
}
SOUNDS: dict[type, str] = {
    ev.DealStarted: "gather", ShuffleSplit: "shuffle", ev.CardDealt: "deal", RevealHand: "flip",
    ev.BetSubmitted: "play", ev.BetsRevealed: "flip", ev.Redeal: "shuffle", ev.InterrobangShown: "flip",
    ev.DummyCardTurnedUp: "flip", ev.CardPlayed: "play", GatherTrick: "gather", ev.GameWon: "win",
}
READ: dict[type, float] = {ShowSum: 2.0, ev.RebetNeeded: 1.8, ev.Redeal: 1.8, ev.TrumpSet: 2.0}
"""Least time (normal pace, see :mod:`oh7_desktop.app.kit.pace`) these messages stay up before
the game goes on: the bets' sum, a bet again, a redeal, the first leader and trump. A click or a
key still skips them."""

class Director(Show):
    """Oh 7 ?'s show: its events and stages, their timings, sounds and banners."""

    TIMING = TIMING
    SOUNDS = SOUNDS
    READ = READ

    def __init__(self, model: TableModel, name: Callable[[int], str], speed: Callable[[], str],
                 relayout: Relayout, sound: Callable[[str], None],
                 hold: Callable[[float], float] = lambda seconds: 0.0) -> None:
        super().__init__(speed, relayout, sound, hold)
        self.model = model
        self.name = name
        self._dealt = 0

    def push(self, batch: Iterable[object], action: object = None) -> None:
        """Queue a batch of events caused by ``action``, with the stages that show them."""
        events = tuple(batch)  # read twice: whether the bets stand is in the same batch
        for event in events:
            self.queue_step(event, action)
            if isinstance(event, ev.DealStarted):
                # The deck is cut and riffled twice before the cards fly.
                for stage in (ShuffleSplit(), ShuffleJoin()) * 2:
                    self.queue_step(stage)
            if isinstance(event, ev.RestSetAside):
                self.queue_step(RevealHand())
            elif isinstance(event, ev.BetsRevealed):
                # The engine says in the same batch whether the bets stand.
                stands = not any(isinstance(e, ev.RebetNeeded | ev.Redeal) for e in events)
                self.queue_step(ShowSum(event, stands))
            elif isinstance(event, ev.TrickWon):
                self.queue_step(GatherTrick())

    def sound_due(self, step: object) -> bool:
        """Every second dealt card clicks: a deal sounds like a deal, not a machine gun."""
        if not isinstance(step, ev.CardDealt):
            return True
        self._dealt += 1
        return self._dealt % 2 == 1

    def _apply(self, step: object, action: object) -> None:
        """What a step does to the table's model (and its banner)."""
        model = self.model
        item = cast(Step, step)  # push queues only events and stages
        match item:
            case RevealHand():
                model.hand_shown = True
            case ShuffleSplit() | ShuffleJoin():
                model.shuffling = isinstance(item, ShuffleSplit)
            case ShowSum(revealed, stands):
                model.banner = Banner(sum_line(revealed.cards, model.has_dummy, revealed.total),
                                      [("table.sum_ok", {})] if stands else [])
            case GatherTrick():
                model.gather_trick()
            case ev.TrickWon(seat=seat):
                model.mark_winner(seat)
            case _:
                self._event(item, action)

    def _event(self, item: ev.Event, action: object) -> None:
        """An engine event: the model follows it, and the banner says what it means."""
        model = self.model
        model.step(item, action)
        if isinstance(item, ev.DealStarted):
            self._dealt = 0
        if isinstance(item, ev.RestSetAside):
            model.hand_shown = False  # the hand is picked up (flipped) in the next stage
        banner = self._banner(item)
        if banner is not None:
            model.banner = banner
        elif isinstance(item, ev.CardPlayed | ev.CardDealt | ev.BetSubmitted | ev.BetsRevealed):
            model.banner = None

    def _banner(self, item: ev.Event) -> Banner | None:
        model = self.model
        if isinstance(item, ev.RebetNeeded):
            title = model.banner.title if model.banner else ("table.bets_revealed", {})
            if item.attempt >= 3:
                return Banner(title, [(f"table.rebet.{item.reason}", {})])
            return Banner(title, [(f"table.rebet.{item.reason}", {}),
                                  ("table.bet_again.attempt", {"attempt": item.attempt + 1})])
        if isinstance(item, ev.Redeal):
            return Banner(("table.redeal", {}), [("table.redeal.reason", {})])
        if isinstance(item, ev.TieSettling):
            # The same words whoever holds the ? (or nobody): the question is private.
            names = ", ".join(self.name(seat) for seat in item.seats)
            return Banner(("table.tie_settling", {}), [
                ("table.tie_settling.why", {"names": names, "value": item.value,
                                            "name": self.name(item.leader)})])
        if isinstance(item, ev.InterrobangShown):
            return Banner(("table.interrobang_shown", {"name": self.name(item.seat)}), [])
        if isinstance(item, ev.FirstLeaderChosen):
            why: Line = ("table.leader_by_interrobang", {"name": self.name(item.seat)}) \
                if item.by_interrobang else ("table.leader_reason", {"card": item.card.symbol})
            return Banner(("table.first_leader", {"name": self.name(item.seat)}), [why])
        if isinstance(item, ev.TrumpSet) and model.banner is not None:
            return Banner(model.banner.title, model.banner.lines + [("table.trump_is", {"suit": SUIT_SYMBOLS.get(item.suit, "?")})])
        return None


def sum_line(cards: Sequence[Card], dummy: bool, total: int) -> Line:
    """The bets' sum as the table shows it: ``3 + 1 + 0 + 2 = 6`` (the dummy's 2 added)."""
    terms = [str(c.value) for c in cards] + (["2"] if dummy else [])
    key = "table.sum_dummy" if dummy else "table.sum"
    return key, {"terms": " + ".join(terms), "total": total}


def phase_of(events: Sequence[object], current: str) -> str:
    """The coarse phase a batch of events shows (for screenshots)."""
    for event in events:
        if isinstance(event, ev.DealStarted | ev.Redeal):
            return "deal"
        if isinstance(event, ev.BetsRevealed):
            return "bet-reveal"
        if isinstance(event, ev.BetSubmitted):
            current = "bet"
        if isinstance(event, ev.CardPlayed):
            return "tricks"
    return current
