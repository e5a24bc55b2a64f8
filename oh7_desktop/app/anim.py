"""Animation primitives: easing curves, speed scaling, and card placements that tween.

A card on the table is drawn from a :class:`Placement` (centre, width, angle, which face
shows, stacking order). When the table wants a card somewhere else it calls
:meth:`Motion.retarget`; the motion then interpolates from wherever the card is *now*
(even mid-flight) to the new placement. A change of face is a real flip: the card narrows
to nothing showing the old face, then widens showing the new one.

Every duration goes through :func:`scaled` with the player's speed setting, so one setting
drives the whole table; ``instant`` gives zero durations, which still end on the final
picture. :meth:`Animator.finish` jumps every motion to its end (a click skips).

Reduced motion (Options → Accessibility, :func:`set_reduced`) turns every move into a short
fade: a card never travels or turns over on screen; it fades out where it was and fades in
where it goes (:meth:`Motion.opacity`), within :data:`FADE` seconds.

>>> set_reduced(True)
>>> motion = Motion(Placement(0, 0, 100))
>>> motion.retarget(Placement(300, 0, 100, face_up=True), duration=0.8)
>>> motion.duration, motion.squeeze()
(0.25, 1.0)
>>> motion.update(0.1); (motion.current().x, round(motion.opacity(), 2))
(0, 0.2)
>>> motion.update(0.1); (motion.current().x, round(motion.opacity(), 2), motion.current().face_up)
(300, 0.6, True)
>>> set_reduced(False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, replace

Easing = Callable[[float], float]

SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_SCALE: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
"""How long an animation lasts at each speed, relative to ``normal``."""


FADE = 0.25
"""Reduced motion: the longest a move lasts (a fade out, then in)."""
_reduced = False


def set_reduced(on: bool) -> None:
    """Switch reduced motion on or off (moves started afterwards follow it)."""
    global _reduced
    _reduced = bool(on)


def reduced() -> bool:
    """True while reduced motion is on."""
    return _reduced


def speed_scale(speed: str | None) -> float:
    """Return the duration factor of a speed setting (unknown values count as normal)."""
    return SPEED_SCALE.get(speed or "normal", 1.0)


def scaled(seconds: float, speed: str | None) -> float:
    """Return ``seconds`` (a duration at normal speed) at the given speed setting."""
    return max(0.0, seconds * speed_scale(speed))


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: cards thrown onto the table."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Gentle start and landing: cards slid across the felt."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """A small overshoot, for a card lifted on hover."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    """Interpolate between ``a`` and ``b``."""
    return a + (b - a) * t


def lerp_angle(a: float, b: float, t: float) -> float:
    """Interpolate angles in degrees the short way round."""
    delta = (b - a + 180) % 360 - 180
    return a + delta * t


@dataclass(frozen=True, slots=True)
class Placement:
    """Where and how a card is drawn: centre ``x, y``, ``width``, ``angle`` (degrees, CCW),
    ``face_up`` (for the viewer), ``z`` (stacking order, higher on top)."""

    x: float
    y: float
    width: float
    angle: float = 0.0
    face_up: bool = False
    z: float = 0.0

    def moved(self, dx: float = 0.0, dy: float = 0.0) -> Placement:
        """Return the placement shifted by ``(dx, dy)``."""
        return replace(self, x=self.x + dx, y=self.y + dy)


class Motion:
    """One card's animated placement: from a start to a target over a duration, after a delay."""

    __slots__ = ("start", "target", "duration", "delay", "elapsed", "easing", "flip_from", "fades")

    def __init__(self, placement: Placement) -> None:
        self.start = placement
        self.target = placement
        self.duration = 0.0
        self.delay = 0.0
        self.elapsed = 0.0
        self.easing: Easing = ease_in_out_cubic
        self.flip_from = placement.face_up
        self.fades = False
        """Reduced motion: this move is a fade (out at the start, in at the target)."""

    @property
    def done(self) -> bool:
        """True once the card rests at its target."""
        return self.elapsed >= self.delay + self.duration

    def progress(self) -> float:
        """Return the eased progress 0..1 of the current move."""
        if self.done or self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        t = max(0.0, (self.elapsed - self.delay) / self.duration)
        return self.easing(min(1.0, t))

    def current(self) -> Placement:
        """Return the placement now (interpolated; ``face_up`` is the face showing now)."""
        if self.done:
            return self.target
        if self.fades:
            return self.start if self.raw_t() < 0.5 else self.target
        p = self.progress()
        a, b = self.start, self.target
        face = self.flip_from if self.flip_from != b.face_up and self.raw_t() < 0.5 else b.face_up
        # A card in flight passes over every resting card.
        z = max(a.z, b.z) + (1000 if self.elapsed >= self.delay else 0)
        return Placement(lerp(a.x, b.x, p), lerp(a.y, b.y, p), lerp(a.width, b.width, p),
                         lerp_angle(a.angle, b.angle, p), face, z)

    def raw_t(self) -> float:
        """Return the un-eased time fraction 0..1 of the current move."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def opacity(self) -> float:
        """How opaque the card is drawn now: 1, except while a reduced-motion fade is under way."""
        if self.done or not self.fades or self.elapsed < self.delay:
            return 1.0
        return abs(1.0 - 2.0 * self.raw_t())

    def squeeze(self) -> float:
        """Return the horizontal scale of a flip in progress (1 when no flip is under way)."""
        if self.done or self.fades or self.flip_from == self.target.face_up:
            return 1.0
        return max(0.04, abs(math.cos(math.pi * self.raw_t())))

    def retarget(self, target: Placement, duration: float, delay: float = 0.0,
                 easing: Easing = ease_in_out_cubic) -> None:
        """Move from where the card is now to ``target`` (snap if ``duration`` is 0)."""
        if target == self.target:
            return
        now = self.current()
        self.flip_from = now.face_up
        self.start = now
        self.target = target
        self.fades = _reduced and duration > 0
        self.duration = min(max(0.0, duration), FADE) if self.fades else max(0.0, duration)
        self.delay = max(0.0, delay) if duration > 0 else 0.0
        self.elapsed = 0.0
        self.easing = easing

    def update(self, dt: float) -> None:
        """Advance the motion by ``dt`` seconds."""
        self.elapsed += dt

    def finish(self) -> None:
        """Jump to the end of the move."""
        self.elapsed = self.delay + self.duration
        self.flip_from = self.target.face_up


class Animator:
    """Every card's motion, keyed by an id; ``busy`` while any card is still moving."""

    def __init__(self) -> None:
        self.motions: dict[Hashable, Motion] = {}

    def place(self, key: Hashable, target: Placement, duration: float = 0.0, delay: float = 0.0,
              easing: Easing = ease_in_out_cubic, origin: Placement | None = None) -> None:
        """Send card ``key`` to ``target``; a new card starts at ``origin`` (or the target)."""
        motion = self.motions.get(key)
        if motion is None:
            motion = Motion(origin if origin is not None else target)
            self.motions[key] = motion
        motion.retarget(target, duration, delay, easing)

    def forget(self, keep: set[Hashable]) -> None:
        """Drop the motions of cards that are no longer on the table."""
        for key in [k for k in self.motions if k not in keep]:
            del self.motions[key]

    @property
    def busy(self) -> bool:
        """True while some card is still moving."""
        return any(not m.done for m in self.motions.values())

    def update(self, dt: float) -> None:
        """Advance every motion."""
        for motion in self.motions.values():
            if not motion.done:
                motion.update(dt)

    def finish(self) -> None:
        """Jump every card to its target (the player skipped the animation)."""
        for motion in self.motions.values():
            motion.finish()

    def items(self) -> Iterator[tuple[Hashable, Motion]]:
        """Each card's key and motion."""
        return iter(self.motions.items())


class Fade:
    """A value that eases from 0 to 1 (or back) over a duration: banners, highlights."""

    __slots__ = ("value", "goal", "rate")

    def __init__(self, value: float = 0.0) -> None:
        self.value = value
        self.goal = value
        self.rate = 0.0

    def to(self, goal: float, duration: float) -> None:
        """Head for ``goal`` over ``duration`` seconds (0: at once)."""
        self.goal = goal
        if duration <= 0:
            self.value = goal
            self.rate = 0.0
        else:
            self.rate = abs(goal - self.value) / duration

    def update(self, dt: float) -> None:
        """Advance towards the goal."""
        if self.value < self.goal:
            self.value = min(self.goal, self.value + self.rate * dt)
        elif self.value > self.goal:
            self.value = max(self.goal, self.value - self.rate * dt)
