"""Turns the engine's events into a paced show: one model step at a time, each with its
move duration, a pause before the next (the *gate*), a sound and a banner, all keyed by the
step's type (the engine's event types and the table's own :data:`Stage` types).

Durations are for ``normal`` speed and scaled by the speed setting (``instant``: all zero,
so a whole batch is shown in one update and still ends on the final picture). :meth:`skip`
finishes the batch at once. The director never decides anything: it only shows what the
engine already did.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.table.kinds import Line
from oh7_desktop.games.oh7 import SUIT_SYMBOLS
from oh7_desktop.games.oh7 import events as ev

from .model import Banner, TableModel

Relayout = Callable[[float], None]
"""Called after each step: recompute every card's target and move there in that many seconds."""


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
"""Least time (normal pace, see :mod:`oh7_desktop.app.table.pace`) these messages stay up before
the game goes on: the bets' sum, a bet again, a redeal, the first leader and trump. A click or a
key still skips them."""

Item = tuple[Step, object]
"""A queued step and the action that caused it (for secret bets)."""


class Director:
    """Shows queued events one by one at the pace the speed setting asks for."""

    def __init__(self, model: TableModel, name: Callable[[int], str], speed: Callable[[], str],
                 relayout: Relayout, sound: Callable[[str], None],
                 hold: Callable[[float], float] = lambda seconds: 0.0) -> None:
        self.model = model
        self.name = name
        self.speed = speed
        self.relayout = relayout
        self.sound = sound
        self.hold = hold
        """The least gate after a step whatever the speed, from its reading time at normal pace."""
        self.queue: deque[Item] = deque()
        self.wait = 0.0
        self._dealt = 0

    @property
    def busy(self) -> bool:
        """True while events are still being shown."""
        return bool(self.queue) or self.wait > 0

    def push(self, events: Sequence[ev.Event], action: object) -> None:
        """Queue a batch of events caused by ``action``."""
        for event in events:
            self.queue.append((event, action))
            if isinstance(event, ev.DealStarted):
                # The deck is cut and riffled twice before the cards fly.
                self.queue.extend([(ShuffleSplit(), None), (ShuffleJoin(), None)] * 2)
            if isinstance(event, ev.RestSetAside):
                self.queue.append((RevealHand(), None))
            elif isinstance(event, ev.BetsRevealed):
                # The engine says in the same batch whether the bets stand.
                stands = not any(isinstance(e, ev.RebetNeeded | ev.Redeal) for e in events)
                self.queue.append((ShowSum(event, stands), None))
            elif isinstance(event, ev.TrickWon):
                self.queue.append((GatherTrick(), None))

    def update(self, dt: float) -> None:
        """Advance the show by ``dt`` seconds (several steps at once when they take no time)."""
        if self.speed() == "instant":
            self.skip()
            return
        self.wait -= dt
        while self.wait <= 0 and self.queue:
            gate = self._next(instant=False)
            self.wait += gate
        if self.wait < 0 and not self.queue:
            self.wait = 0.0

    def skip(self) -> None:
        """Show the rest of the queued batch at once (the player clicked or pressed a key);
        the cards are laid out once, at the end."""
        if self.queue:
            while self.queue:
                self._next(instant=True)
            self.relayout(0.0)
        self.wait = 0.0

    def _next(self, instant: bool) -> float:
        item, action = self.queue.popleft()
        move, gate = TIMING.get(type(item), (0.0, 0.0))
        self._apply(item, action)
        speed = "instant" if instant else self.speed()
        if not instant:
            self.relayout(scaled(move, speed))
        sound = SOUNDS.get(type(item))
        if sound and not instant and speed != "instant" and self._sound_due(item):
            self.sound(sound)
        return scaled(gate, speed) if instant else max(scaled(gate, speed), self.hold(READ.get(type(item), 0.0)))

    def _sound_due(self, item: Step) -> bool:
        """Every second dealt card clicks: a deal sounds like a deal, not a machine gun."""
        if not isinstance(item, ev.CardDealt):
            return True
        self._dealt += 1
        return self._dealt % 2 == 1

    def _apply(self, item: Step, action: object) -> None:
        model = self.model
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


def sum_line(cards: Sequence[object], dummy: bool, total: int) -> Line:
    """The bets' sum as the table shows it: ``3 + 1 + 0 + 2 = 6`` (the dummy's 2 added)."""
    terms = [str(getattr(c, "value", 0)) for c in cards] + (["2"] if dummy else [])
    key = "table.sum_dummy" if dummy else "table.sum"
    return key, {"terms": " + ".join(terms), "total": total}


def phase_of(events: Sequence[ev.Event], current: str) -> str:
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
