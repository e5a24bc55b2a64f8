"""Lines of a chart told apart without their colours: a marker shape of its own at each point, the
line's name at its end, and equal values drawn side by side so that no line hides another.

Issue 26 asks that no cue rely on colour alone: two seats' colours may look alike to a player
who sees colours differently (the chart's blue and purple are 3.4 CIEDE2000 apart under
protanopia), and two seats with the same totals drew one line over the other. The shapes are
polygons (a circle, a square, triangles, a diamond, a plus and a cross: at 5 px apart at 100 %),
each drawn over a thin ring of the chart's ground so that it stays whole where lines cross.

>>> [marker(seat) for seat in range(8)][-2:]
['cross', 'circle']
>>> side_by_side([[0, 3, 5], [0, 3, 4], [0, 2, 5], [0, 3, 4]])
[[-1.0, -1.0, 0.0], [0.0, 0.0, -0.5], [0.0, 0.0, 0.0], [1.0, 1.0, 0.5]]
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from oh7_desktop.app.paint import RGB, blit_text, px

MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down", "plus", "cross")
"""One shape per line (a seat), in seat order: seven, the most seats a game has (Oh Hell)."""


def marker(index: int) -> str:
    """The marker shape of the ``index``-th line (seat): :data:`MARKERS` in turn."""
    return MARKERS[index % len(MARKERS)]


def _arms(cx: float, cy: float, r: float, turn: float) -> list[tuple[float, float]]:
    """A plus of arm half-width ``0.36 r``, turned by ``turn`` radians (the cross: 45°)."""
    w = r * 0.36
    corners = [(w, r), (w, w), (r, w), (r, -w), (w, -w), (w, -r), (-w, -r), (-w, -w), (-r, -w), (-r, w),
               (-w, w), (-w, r)]
    cos, sin = math.cos(turn), math.sin(turn)
    return [(cx + x * cos - y * sin, cy + x * sin + y * cos) for x, y in corners]


def outline(shape: str, centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The corners of a marker ``shape`` of about ``radius`` around ``centre`` (a circle: 20)."""
    cx, cy = centre
    r = radius
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape in ("triangle", "down"):
        flip = 1 if shape == "triangle" else -1
        return [(cx, cy - flip * r * 1.2), (cx + r * 1.1, cy + flip * r * 0.8), (cx - r * 1.1, cy + flip * r * 0.8)]
    if shape == "diamond":
        d = r * 1.25
        return [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
    if shape in ("plus", "cross"):
        return _arms(cx, cy, r * 1.15, 0.0 if shape == "plus" else math.pi / 4)
    return [(cx + r * math.cos(a * math.pi / 10), cy + r * math.sin(a * math.pi / 10)) for a in range(20)]


def draw_marker(surface: pygame.Surface, shape: str, colour: RGB, centre: tuple[float, float], radius: float,
                ground: RGB) -> None:
    """Draw a marker filled with ``colour`` on a ring of ``ground`` (it stays whole over other lines)."""
    ring = max(1.0, radius * 0.3)
    for ink, size in ((ground, radius + ring), (colour, radius)):
        points = outline(shape, centre, size)
        pygame.draw.polygon(surface, ink, points)
        pygame.draw.aalines(surface, ink, True, points)


def marker_radius(width: float, ui: float) -> float:
    """A marker's radius for a line ``width`` wide (at 100 %) at the UI scale ``ui``."""
    return max(3.0, width * 1.6 * ui)


def side_by_side(lines: Sequence[Sequence[float]]) -> list[list[float]]:
    """Each line's shift at each point, in line widths: lines that run together (the same value
    here and at a neighbouring point) are spread evenly around their value (two: half a width up
    and down); a line alone, or only crossing another there, stays on its value."""
    def value(line: int, index: int) -> float | None:
        return lines[line][index] if 0 <= index < len(lines[line]) else None

    shifts = [[0.0] * len(values) for values in lines]
    for index in range(max((len(values) for values in lines), default=0)):
        groups: dict[float, list[int]] = {}
        for line in range(len(lines)):
            here = value(line, index)
            together = [other for other in range(len(lines)) if other != line and value(other, index) == here
                        and any(value(line, n) is not None and value(other, n) == value(line, n)
                                for n in (index - 1, index + 1))]
            if here is not None and together:
                groups.setdefault(here, []).append(line)
        for members in groups.values():
            for rank, line in enumerate(members):
                shifts[line][index] = rank - (len(members) - 1) / 2
    return shifts


def kept_inside(shifts: Sequence[Sequence[float]], lines: Sequence[Sequence[float]], low: float,
                high: float) -> list[list[float]]:
    """:func:`side_by_side`'s ``shifts`` with every group of equal values lying on the chart's
    bottom (``low``) spread wholly above it, and one on its top (``high``) wholly below it: no
    line is drawn past an axis (all totals 0 at the start of a game lay half of them under it).

    >>> kept_inside([[-0.5, -0.5, 0.0], [0.5, 0.5, 0.0]], [[0, 0, 3], [0, 0, 4]], 0, 10)
    [[-1.0, -1.0, 0.0], [0.0, 0.0, 0.0]]
    >>> kept_inside([[-1.0], [0.0], [1.0]], [[10], [10], [10]], 0, 10)
    [[0.0], [1.0], [2.0]]
    """
    kept = [list(line) for line in shifts]
    for index in range(max((len(line) for line in kept), default=0)):
        groups: dict[float, list[int]] = {}
        for line, values in enumerate(lines):
            if index < len(kept[line]) and index < len(values) and values[index] in (low, high):
                groups.setdefault(values[index], []).append(line)
        for value, members in groups.items():
            here = [kept[line][index] for line in members]
            move = -max(here) if value == low else -min(here)  # down is positive: the bottom's spread goes up
            for line in members:
                kept[line][index] += move
    return kept


def label_room(names: Sequence[str], ui: float, width: int) -> int:
    """The width kept right of the plot for the lines' names (a marker and the name; a quarter of
    the chart at most, a longer name shrinks)."""
    from oh7_desktop.app import fonts

    widest = max((int(fonts.font(px(14, ui)).get_rect(name).width) for name in names), default=0)
    return min(widest + px(34, ui), width // 4)


def end_labels(surface: pygame.Surface, plot: pygame.Rect, ends: Sequence[tuple[str, str, RGB, float]],
               ui: float, ink: RGB, ground: RGB, room: int) -> None:
    """Each line's name right of the plot at its last point's height, its marker before it (the
    lines' own end markers may cover one another); names that would overlap move apart (and a thin
    rule joins a moved name to its line's end).

    ``ends``: per line, its name, marker shape, colour and the height its line ends at."""
    size = px(14, ui)
    step = round(size * 1.35)
    order = sorted(range(len(ends)), key=lambda line: ends[line][3])
    placed = {line: ends[line][3] for line in order}
    for before, line in zip(order, order[1:]):  # downwards: each at least a line under the one above
        placed[line] = max(placed[line], placed[before] + step)
    low = plot.bottom + step / 2
    for after, line in zip(reversed(order), list(reversed(order))[1:]):  # then back up from the bottom
        placed[after] = min(placed[after], low)
        placed[line] = min(placed[line], placed[after] - step)
        low = placed[line]
    radius = marker_radius(2.4, ui)
    x = plot.right + px(12, ui)
    for line in order:
        name, shape, colour, end = ends[line]
        y = placed[line]
        if abs(y - end) > step / 3:  # moved off its line's end: a rule to it
            pygame.draw.aaline(surface, colour, (plot.right + radius, end), (x - px(2, ui), y))
        draw_marker(surface, shape, colour, (x + radius, y), radius, ground)  # where lines' ends hide one
        blit_text(surface, name, size, ink, (round(x + 2 * radius + px(6, ui)), round(y)), anchor="midleft",
                  max_width=max(8, room - px(34, ui)))
