"""Opens the person's row of cards around a lifted one, so its whole face shows.

In a fan each card lies over the right part of the one before it; the focused (or pointed-at)
card rises a little, and the cards right of it slide right while the ones left of it, with the
focused card itself, slide left, until the next card no longer covers it: its corner index and
every neighbour's stay in view, nothing is drawn over the lines above the hand, and the pointer,
which tests the cards where they are drawn, finds the card it sees. The row keeps between its
resting ends (what lies beside the hand stays uncovered): the other cards draw closer together,
by half their step at most. The opening fades in and out over
:data:`OPEN_SECONDS` (at once with reduced motion).

>>> row = [("a", 100.0), ("b", 140.0), ("c", 180.0)]
>>> opened_row(row, 100, {"b": 1.0}, 0, 1000)
{'a': -30.0, 'b': -30.0, 'c': 30.0}
>>> opened_row(row, 100, {"c": 1.0}, 0, 1000)  # the last card shows whole already
{}
>>> opened_row(row, 100, {"a": 1.0}, 100, 180)  # no room: the other gap halves, the row spills evenly
{'a': -20.0, 'b': 40.0, 'c': 20.0}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from oh7_desktop.app.anim import Fade, Motion, reduced

from oh7_desktop.app.kit.kinds import CardKey

OPEN_SECONDS = 0.12
"""How long the row takes to open around a newly lifted card (and to close behind it)."""
CLOSEST = 0.5
"""The least share of its step a card keeps beside the next where the row has no room to open
(beyond, the row spills out of its room evenly on both sides)."""


def opened_row(row: Sequence[tuple[CardKey, float]], width: float, opened: Mapping[CardKey, float],
               lo: float, hi: float) -> dict[CardKey, float]:
    """How far each card of ``row`` (keys and centres, left to right, ``width`` wide) slides
    sideways while the cards in ``opened`` are that much (0-1) opened around; the centres stay
    between ``lo`` and ``hi`` (or where the resting row already reaches). Empty: none slides."""
    xs = [x for _, x in row]
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    grown = [gap + opened.get(row[i][0], 0.0) * max(0.0, width - gap) for i, gap in enumerate(gaps)]
    if sum(grown) - sum(gaps) < 0.5:
        return {}
    lo, hi = min(lo, xs[0]), max(hi, xs[-1])
    widened = [i for i, gap in enumerate(gaps) if grown[i] > gap]
    rest = sum(gap for i, gap in enumerate(gaps) if i not in widened)
    spare = hi - lo - sum(grown[i] for i in widened)
    if sum(grown) > hi - lo and rest > 0:  # no room: the cards not opened around draw closer (by half at most)
        grown = [grown[i] if i in widened else gap * max(CLOSEST, spare / rest) for i, gap in enumerate(gaps)]
    free = hi - lo - sum(grown)
    start = min(max(lo, xs[0] - (sum(grown) - sum(gaps)) / 2), hi - sum(grown)) if free >= 0 else lo + free / 2
    shifts, x = {}, start
    for i, (key, rest_x) in enumerate(row):
        shifts[key] = x - rest_x
        x += grown[i] if i < len(grown) else 0.0
    return shifts


def row_slides(row: Sequence[tuple[CardKey, Motion]], opened: Mapping[CardKey, float]) -> dict[CardKey, float]:
    """How far each card of the person's ``row`` slides sideways, opened around the cards in
    ``opened`` (:func:`opened_row`), within the row's resting ends (a name plate, a bet card or
    a pile may lie just beside them). Only the cards in line with the most opened one slide
    (Oh 7 ?'s bet cards, choosable too, lie apart)."""
    places = {key: motion.current() for key, motion in row}
    most = max((key for key in opened if key in places), key=lambda key: opened[key], default=None)
    if most is None:
        return {}
    line = places[most]
    spots = sorted(((key, place.x) for key, place in places.items()
                    if abs(place.y - line.y) < 1 and abs(place.width - line.width) < 1), key=lambda spot: spot[1])
    if len(spots) < 2:
        return {}
    return opened_row(spots, line.width, opened, spots[0][1], spots[-1][1])


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
