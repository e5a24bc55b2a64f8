"""Turns the engine's events into a paced show: one model step at a time, each with its
move duration, a pause before the next (the *gate*), a sound and a banner.

Durations are for ``normal`` speed and scaled by the speed setting (``instant``: all zero,
so a whole batch is shown in one update and still ends on the final picture). :meth:`skip`
finishes the batch at once. The director never decides anything: it only shows what the
engine already did.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from oh7_desktop.app.anim import scaled
from oh7_desktop.games.oh7.cards import SUIT_SYMBOLS
from oh7_desktop.games.oh7 import events as ev

from .model import Banner, Line, TableModel

Relayout = Callable[[float], None]
"""Called after each step: recompute every card's target and move there in that many seconds."""

# (move duration, gate) at normal speed, by event type.
TIMING: dict[str, tuple[float, float]] = {
    "DealStarted": (0.45, 0.35), "CardDealt": (0.30, 0.05), "RestSetAside": (0.35, 0.35),
    "reveal_hand": (0.40, 0.45), "BetSubmitted": (0.30, 0.3), "BetsRevealed": (0.55, 0.6),
    "show_sum": (0.0, 1.3),
    "RebetNeeded": (0.0, 1.7), "Redeal": (0.55, 1.9), "TieSettling": (0.0, 0.3),
    "InterrobangShown": (0.45, 1.3), "BetsSettled": (0.0, 0.0), "FirstLeaderChosen": (0.0, 0.0),
    "TrumpSet": (0.0, 1.8), "DummyCardTurnedUp": (0.35, 0.45), "CardPlayed": (0.30, 0.4),
    "TrickWon": (0.0, 0.85), "gather_trick": (0.42, 0.45), "RoundScored": (0.0, 0.5),
    "GameWon": (0.0, 0.3), "shuffle_split": (0.17, 0.17), "shuffle_join": (0.17, 0.2),
}
SOUNDS: dict[str, str] = {
    "DealStarted": "gather", "shuffle_split": "shuffle", "CardDealt": "deal", "reveal_hand": "flip", "BetSubmitted": "play",
    "BetsRevealed": "flip", "Redeal": "shuffle", "InterrobangShown": "flip",
    "DummyCardTurnedUp": "flip", "CardPlayed": "play", "gather_trick": "gather", "GameWon": "win",
}

Item = tuple[object, object]
"""A queued step: an engine event (or a stage name) and the action that caused it."""


class Director:
    """Shows queued events one by one at the pace the speed setting asks for."""

    def __init__(self, model: TableModel, name: Callable[[int], str], speed: Callable[[], str],
                 relayout: Relayout, sound: Callable[[str], None],
                 hold: Callable[[str], float] = lambda stage: 0.0) -> None:
        self.model = model
        self.name = name
        self.speed = speed
        self.relayout = relayout
        self.sound = sound
        self.hold = hold
        """The least gate after a stage whatever the speed (a message's reading time)."""
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
                self.queue.extend([("shuffle_split", None), ("shuffle_join", None)] * 2)
            if isinstance(event, ev.RestSetAside):
                self.queue.append(("reveal_hand", None))
            elif isinstance(event, ev.BetsRevealed):
                self.queue.append(("show_sum", event))  # the sum shows once the cards are over
            elif isinstance(event, ev.TrickWon):
                self.queue.append(("gather_trick", None))

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
        name = item if isinstance(item, str) else type(item).__name__
        move, gate = TIMING.get(name, (0.0, 0.0))
        self._apply(item, action)
        speed = "instant" if instant else self.speed()
        if not instant:
            self.relayout(scaled(move, speed))
        sound = SOUNDS.get(name)
        if sound and not instant and speed != "instant" and self._sound_due(name):
            self.sound(sound)
        return scaled(gate, speed) if instant else max(scaled(gate, speed), self.hold(name))

    def _sound_due(self, name: str) -> bool:
        """Every second dealt card clicks: a deal sounds like a deal, not a machine gun."""
        if name != "CardDealt":
            return True
        self._dealt += 1
        return self._dealt % 2 == 1

    def _apply(self, item: object, action: object) -> None:
        model = self.model
        if item == "reveal_hand":
            model.hand_shown = True
            return
        if item in ("shuffle_split", "shuffle_join"):
            model.shuffling = item == "shuffle_split"
            return
        if item == "show_sum":
            assert isinstance(action, ev.BetsRevealed)
            model.banner = Banner(sum_line(action.cards, model.has_dummy, action.total),
                                  [("table.sum_ok", {})] if action.total != 7 else [])
            return
        if item == "gather_trick":
            model.gather_trick()
            return
        if isinstance(item, ev.TrickWon):
            model.mark_winner(item.seat)
            return
        assert isinstance(item, ev.DealStarted | ev.CardDealt | ev.RestSetAside | ev.BetSubmitted
                          | ev.BetsRevealed | ev.RebetNeeded | ev.Redeal | ev.TieSettling
                          | ev.InterrobangShown | ev.BetsSettled | ev.FirstLeaderChosen
                          | ev.TrumpSet | ev.DummyCardTurnedUp | ev.CardPlayed | ev.RoundScored
                          | ev.GameWon)
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
