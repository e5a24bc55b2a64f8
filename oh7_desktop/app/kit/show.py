"""The show every table puts on: a game's events played back one step at a time, each with its
move duration, a pause before the next (the *gate*), a sound and a least reading time, all
keyed by the step's type.

Durations are for ``normal`` speed and scaled by the speed setting (``instant``: all zero, so a
whole batch is shown in one update and still ends on the final picture). :meth:`Show.skip`
finishes the batch at once. A game's table subclasses :class:`Show`: it fills the three
tables, turns its engine's events into steps (:meth:`Show.queue_step`) and says what each step
does to its model (``_apply``). The show never decides anything: it only shows what the
engine already did.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.kit.kinds import Line

Relayout = Callable[[float], None]
"""Called after each step: recompute every card's target and move there in that many seconds."""


class Show:
    """Shows queued steps one by one at the pace the speed setting asks for."""

    TIMING: Mapping[type, tuple[float, float]] = {}
    """(move duration, gate) at normal speed, by step type (absent: both 0)."""
    SOUNDS: Mapping[type, str] = {}
    """The sound a step type makes."""
    READ: Mapping[type, float] = {}
    """Least time (normal pace) a step's message stays up, whatever the speed (see ``pace``)."""

    def __init__(self, speed: Callable[[], str], relayout: Relayout, sound: Callable[[str], None],
                 hold: Callable[[float], float] = lambda seconds: 0.0) -> None:
        self.speed = speed
        self.relayout = relayout
        self.sound = sound
        self.hold = hold
        """The least gate after a step whatever the speed, from its reading time at normal pace."""
        self.queue: deque[tuple[object, object]] = deque()
        self.wait = 0.0

    @property
    def busy(self) -> bool:
        """True while steps are still being shown."""
        return bool(self.queue) or self.wait > 0

    def queue_step(self, step: object, action: object = None) -> None:
        """Queue one step (``action``: what caused it, for the model)."""
        self.queue.append((step, action))

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
        step, action = self.queue.popleft()
        move, gate = self.TIMING.get(type(step), (0.0, 0.0))
        self._apply(step, action)
        speed = "instant" if instant else self.speed()
        if not instant:
            self.relayout(scaled(move, speed))
        sound = self.SOUNDS.get(type(step))
        if sound and not instant and speed != "instant" and self.sound_due(step):
            self.sound(sound)
        if instant:
            return scaled(gate, speed)
        return max(scaled(gate, speed), self.hold(self.READ.get(type(step), 0.0)))

    def sound_due(self, step: object) -> bool:
        """Whether this step's sound plays (a table may thin out repeated sounds)."""
        return True

    def _apply(self, step: object, action: object) -> None:
        """What the step does to the table's model (the game's table says)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Gather:
    """The won trick leaves the middle for its winner's pile (a step of the show, no event)."""


class EventModel(Protocol):
    """A table's model as its show drives it: it follows the engine's events one by one."""

    def step(self, event: object) -> None:
        """Apply one engine event."""
        ...


class TrickModel(EventModel, Protocol):
    """A trick-taking table's model as its show drives it."""

    def gather_trick(self) -> None:
        """The won trick goes face down to its winner's pile."""
        ...


class EventShow(Show):
    """The show of a game whose model follows the engine's events: each event is a step;
    dealing clicks every other card; the table's line (``note``) follows each step
    (:meth:`note_of`)."""

    DEALT: type = type(None)
    """The game's card-dealt event type (it has an ``order``: every other one clicks)."""

    def __init__(self, model: EventModel, speed: Callable[[], str], relayout: Relayout,
                 sound: Callable[[str], None], hold: Callable[[float], float]) -> None:
        super().__init__(speed, relayout, sound, hold)
        self.model = model
        self.note: Line | None = None

    def push(self, events: Iterable[object]) -> None:
        """Queue an action's events."""
        for event in events:
            self.queue_step(event)

    def sound_due(self, step: object) -> bool:
        """Dealing clicks once every other card (a long deal is not a drum roll)."""
        return not isinstance(step, self.DEALT) or getattr(step, "order", 0) % 2 == 0

    def _apply(self, step: object, action: object) -> None:
        self.model.step(step)
        self.note = self.note_of(step, self.note)

    def note_of(self, step: object, before: Line | None) -> Line | None:
        """The line the table shows after ``step`` (the game's table says)."""
        return before


class TrickShow(EventShow):
    """The show of a trick-taking game: a won trick stays in view a moment, then a
    :class:`Gather` step sends it to its winner's pile."""

    model: TrickModel
    TRICK_WON: type = type(None)
    """The game's trick-won event type (a :class:`Gather` follows it)."""

    def __init__(self, model: TrickModel, speed: Callable[[], str], relayout: Relayout,
                 sound: Callable[[str], None], hold: Callable[[float], float]) -> None:
        super().__init__(model, speed, relayout, sound, hold)

    def push(self, events: Iterable[object]) -> None:
        """Queue an action's events (a won trick is followed by its gathering)."""
        for event in events:
            self.queue_step(event)
            if isinstance(event, self.TRICK_WON):
                self.queue_step(Gather())

    def _apply(self, step: object, action: object) -> None:
        if isinstance(step, Gather):
            self.model.gather_trick()
            self.note = self.note_of(step, self.note)
        else:
            super()._apply(step, action)
