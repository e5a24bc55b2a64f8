"""Opens the person's row of cards around a lifted one, so its whole face shows.

In a fan each card lies over the right part of the one before it; the focused (or pointed-at)
card rises a little, and the cards right of it slide right while the ones left of it, with the
focused card itself, slide left, until the next card no longer covers it: its corner index and
every neighbour's stay in view, nothing is drawn over the lines above the hand, and the pointer,
which tests the cards where they are drawn, finds the card it sees. The row keeps inside the
hand's room (:meth:`~oh7_desktop.app.kit.geometry.TableGeometry.hand_row_rect`, which what lies
beside the hand keeps clear of); where that is too narrow, the other cards draw closer together
as far as their corner indices allow, and then the row opens less. The opening fades in and out
over :data:`OPEN_SECONDS` (at once with reduced motion).

>>> row = [("a", 100.0), ("b", 140.0), ("c", 180.0)]
>>> opened_row(row, 100, {"b": 1.0}, 0, 1000)
{'a': -30.0, 'b': -30.0, 'c': 30.0}
>>> opened_row(row, 100, {"c": 1.0}, 0, 1000)  # the last card shows whole already
{}
>>> opened_row(row, 100, {"a": 1.0}, 100, 180, least=30)  # no room: the other gap closes, this one opens less
{'a': 0.0, 'b': 10.0, 'c': 0.0}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from oh7_desktop.app.anim import Fade, Motion, reduced

from oh7_desktop.app.kit.kinds import CardKey

OPEN_SECONDS = 0.12
"""How long the row takes to open around a newly lifted card (and to close behind it)."""


def opened_row(row: Sequence[tuple[CardKey, float]], width: float, opened: Mapping[CardKey, float],
               lo: float, hi: float, least: float = 0.0) -> dict[CardKey, float]:
    """How far each card of ``row`` (keys and centres, left to right, ``width`` wide) slides
    sideways while the cards in ``opened`` are that much (0-1) opened around; the centres stay
    between ``lo`` and ``hi`` (or where the resting row already reaches), the other cards at
    least ``least`` apart (their corner indices show) or as far as they were. Empty: none slides."""
    xs = [x for _, x in row]
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    grown = [gap + opened.get(row[i][0], 0.0) * max(0.0, width - gap) for i, gap in enumerate(gaps)]
    if sum(grown) - sum(gaps) < 0.5:
        return {}
    lo, hi = min(lo, xs[0]), max(hi, xs[-1])
    grown = fitted(gaps, grown, hi - lo, least)
    start = min(max(lo, xs[0] - (sum(grown) - sum(gaps)) / 2), hi - sum(grown))
    shifts, x = {}, start
    for i, (key, rest_x) in enumerate(row):
        shifts[key] = x - rest_x
        x += grown[i] if i < len(grown) else 0.0
    return shifts


def fitted(gaps: list[float], grown: list[float], span: float, least: float) -> list[float]:
    """The ``grown`` gaps made to fit ``span``: the gaps not opened close up first, down to
    ``least`` each (never below where they rest), then the opened ones open less.

    >>> fitted([40, 40, 40], [40, 100, 40], 150, 30)
    [30.0, 90.0, 30.0]
    """
    need = sum(grown) - span
    if need <= 0:
        return grown
    widened = [g > gap for gap, g in zip(gaps, grown)]
    squeezable = sum(gap - min(gap, least) for gap, wide in zip(gaps, widened) if not wide)
    closing = min(1.0, need / squeezable) if squeezable > 0 else 0.0
    shut = [g if wide else gap - (gap - min(gap, least)) * closing for gap, g, wide in zip(gaps, grown, widened)]
    left = need - squeezable * closing
    opening = sum(g - gap for gap, g in zip(gaps, grown))
    share = max(0.0, 1.0 - left / opening) if left > 0 else 1.0
    return [gap + (g - gap) * share if wide else g for gap, g, wide in zip(gaps, shut, widened)]


def row_slides(row: Sequence[tuple[CardKey, Motion]], opened: Mapping[CardKey, float],
               room: pygame.Rect, reach: float) -> dict[CardKey, float]:
    """How far each card of the person's ``row`` slides sideways, opened around the cards in
    ``opened`` (:func:`opened_row`), within the hand's ``room`` (or the row's resting ends, where
    they lie beyond it), each other card showing ``reach`` of its width (its index). Only the cards in line with the most opened one slide (Oh 7 ?'s bet
    cards, choosable too, lie apart)."""
    places = {key: motion.current() for key, motion in row}
    most = max((key for key in opened if key in places), key=lambda key: opened[key], default=None)
    if most is None:
        return {}
    line = places[most]
    spots = sorted(((key, place.x) for key, place in places.items()
                    if abs(place.y - line.y) < 1 and abs(place.width - line.width) < 1), key=lambda spot: spot[1])
    if len(spots) < 2:
        return {}
    half = line.width / 2
    return opened_row(spots, line.width, opened, room.left + half, room.right - half, reach * line.width)


class Opening:
    """How far the row is opened around each card now (0-1), eased by the table's clock."""

    def __init__(self) -> None:
        self.fades: dict[CardKey, Fade] = {}
        self.clock: float | None = None

    def values(self, wanted: set[CardKey], clock: float) -> dict[CardKey, float]:
        """Open the row around ``wanted`` and close it elsewhere as far as the time since the
        last call (``clock``, the table's) allows; how far it is opened around each card."""
        step = 0.0 if self.clock is None else max(0.0, clock - self.clock)
        self.clock = clock
        for key in set(self.fades) | wanted:
            fade = self.fades.setdefault(key, Fade())
            goal = 1.0 if key in wanted else 0.0
            if fade.goal != goal:
                fade.to(goal, 0.0 if reduced() else OPEN_SECONDS)
            fade.update(step)
        self.fades = {key: fade for key, fade in self.fades.items() if fade.value > 0 or fade.goal > 0}
        return {key: fade.value for key, fade in self.fades.items()}
