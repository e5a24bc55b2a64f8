"""Charts drawn in the table's style: lines (running totals, win share over time) and bars.

Everything is drawn at the window's own resolution (antialiased lines of a width that
grows with the UI scale, text from the shipped font), so charts stay crisp from 1280x720 to
4K. Two looks: :data:`PAPER` on the score sheet's cream card, :data:`FELT` on the menus'
dark green panels. Functions draw into a rectangle and never keep state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from oh7_desktop.app import chart_marks, contrast
from oh7_desktop.app.paint import RGB, RGBA, blit_text, px

SEAT_COLOURS: tuple[RGB, ...] = ((52, 120, 200), (205, 72, 60), (40, 150, 80), (150, 95, 200), (228, 135, 38),
                                 (30, 152, 156))
"""Seats' colours when they have no profile colour: distinct on paper and on felt."""


@dataclass(frozen=True)
class ChartStyle:
    """Inks of a chart: text, faint grid, axis, and the reference line (a target, an average); the
    ground it is drawn on rings the lines' markers."""

    ink: RGB
    muted: RGB
    grid: RGBA
    axis: RGB
    reference: RGB
    ground: RGB = (250, 247, 236)


PAPER = ChartStyle(ink=(28, 30, 28), muted=(96, 96, 88), grid=(0, 0, 0, 28), axis=(120, 120, 110),
                   reference=(130, 88, 0))  # dark gold: 6:1 on paper (was 3.4)
FELT = ChartStyle(ink=(244, 241, 230), muted=(180, 194, 182), grid=(255, 255, 255, 30), axis=(150, 176, 156),
                  reference=(240, 192, 64), ground=(10, 32, 20))


@dataclass(frozen=True)
class Series:
    """One line: its name in the legend, colour and values (one per x step); a ``marker`` shape
    (:data:`.chart_marks.MARKERS`) at each point tells it apart without its colour (none: dots)."""

    label: str
    colour: RGB
    values: Sequence[float]
    width: float = 3.0
    marker: str = ""


@dataclass(frozen=True)
class Bar:
    """One bar: its label under it, height as a share (0 to 1), a note above it, and its colour."""

    label: str
    share: float
    note: str
    colour: RGB


def hex_colour(text: str | None, fallback: RGB) -> RGB:
    """``#rrggbb`` as RGB (the fallback for anything else).

    >>> hex_colour("#4a90d8", (0, 0, 0)), hex_colour(None, (1, 2, 3))
    ((74, 144, 216), (1, 2, 3))
    """
    if not text or len(text) != 7 or not text.startswith("#"):
        return fallback
    try:
        return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))
    except ValueError:
        return fallback


def seat_colours(chosen: Sequence[str | None]) -> list[RGB]:
    """Colours for seats: a profile's own (``#rrggbb``), else the next palette colour unlike any taken.

    >>> seat_colours([None, "#3478c8", None])
    [(205, 72, 60), (52, 120, 200), (40, 150, 80)]
    """
    taken = [hex_colour(text, (0, 0, 0)) for text in chosen if text]
    free = [c for c in SEAT_COLOURS if all(sum(abs(a - b) for a, b in zip(c, t)) > 120 for t in taken)]
    free = free or list(SEAT_COLOURS)
    colours: list[RGB] = []
    for text in chosen:
        colours.append(hex_colour(text, (0, 0, 0)) if text else free.pop(0) if free else SEAT_COLOURS[len(colours) % 6])
    return colours


def running_totals(surface: pygame.Surface, rect: pygame.Rect, ui: float, names: Sequence[str],
                   colours: Sequence[RGB], totals: Sequence[Sequence[int]], target: int | None = None,
                   target_label: str = "", style: ChartStyle = PAPER) -> None:
    """Every seat's total after each round (round 0: the start), the target as a dashed line; each
    seat's line has its own marker and its name at its end, equal totals side by side (never told
    apart by colour alone).

    ``totals``: one tuple of seat totals per round (``RoundResult.totals``, a score sheet's rows).
    """
    series = [Series(name, colour, [0, *(row[seat] for row in totals)], marker=chart_marks.marker(seat))
              for seat, (name, colour) in enumerate(zip(names, colours))]
    line_chart(surface, rect, series, ui, style=style, x_labels=[str(i) for i in range(len(totals) + 1)],
               reference=target, reference_label=target_label, y_step=1, tell_apart=True)


def nice_ticks(low: float, high: float, count: int = 5, min_step: float = 0.0) -> list[float]:
    """Round tick values covering ``low``..``high`` (steps of 1, 2 or 5 times a power of ten,
    at least ``min_step``: 1 for points, which are whole).

    >>> nice_ticks(0, 37)
    [0, 10, 20, 30, 40]
    >>> nice_ticks(0, 1, 4)
    [0.0, 0.5, 1.0]
    >>> nice_ticks(0, 1, 6, min_step=1)
    [0, 1]
    """
    span = max(high - low, 1e-9)
    raw = max(span / max(1, count - 1), min_step)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks: list[float] = []
    value = first
    while value < high + step * 0.999:
        ticks.append(round(value, 10) if step < 1 else int(round(value)))
        value += step
    return ticks


def _grid(surface: pygame.Surface, plot: pygame.Rect, ticks: Sequence[float], low: float, high: float,
          style: ChartStyle, ui: float, fmt: Callable[[float], str]) -> Callable[[float], float]:
    """Horizontal grid lines with their labels at the left; return value -> y."""
    def y_of(value: float) -> float:
        return plot.bottom - (value - low) / (high - low or 1) * plot.height

    shade = pygame.Surface((plot.width, max(1, px(1, ui))), pygame.SRCALPHA)
    shade.fill(style.grid)
    for tick in ticks:
        y = round(y_of(tick))
        surface.blit(shade, (plot.x, y))
        blit_text(surface, fmt(tick), px(14, ui), style.muted, (plot.x - px(6, ui), y), anchor="midright")
    pygame.draw.line(surface, style.axis, plot.bottomleft, plot.bottomright, max(1, px(1.5, ui)))
    return y_of


def line_chart(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series], ui: float, *,
               style: ChartStyle = FELT, x_labels: Sequence[str] = (), reference: float | None = None,
               reference_label: str = "", y_range: tuple[float, float] | None = None,
               y_format: Callable[[float], str] = lambda v: f"{v:g}", legend: bool = True,
               y_step: float = 0.0, tell_apart: bool = False) -> pygame.Rect:
    """Draw lines in ``rect`` (axes, grid, optional reference line, legend below); return the plot area.

    ``tell_apart``: equal values side by side and each line's name at its end (:mod:`.chart_marks`)."""
    values = [v for s in series for v in s.values]
    low, high = y_range or (min([0.0, *values]), max([1.0, *values, reference or 0.0]))
    ticks = nice_ticks(low, high, 5 if y_range else 6, y_step)  # totals: 0-50 for 43 points, not 0-60
    low, high = min(low, ticks[0]), max(high, ticks[-1])
    legend_h = px(26, ui) if legend and series else 0
    left = max(blit_width(y_format(t), px(14, ui)) for t in ticks) + px(12, ui)
    names = chart_marks.label_room([s.label for s in series], ui, rect.width) if tell_apart and series else 0
    plot = pygame.Rect(rect.x + left, rect.y + px(8, ui), rect.width - left - px(10, ui) - names,
                       rect.height - px(8, ui) - px(24, ui) - legend_h)
    if plot.width < 20 or plot.height < 20:
        return plot
    y_of = _grid(surface, plot, ticks, low, high, style, ui, y_format)
    steps = max(1, max((len(s.values) for s in series), default=1) - 1)

    def x_of(index: float) -> float:
        return plot.x + index / steps * plot.width

    _x_labels(surface, plot, x_labels, x_of, style, ui)
    if reference is not None and low <= reference <= high:
        _dashed(surface, style.reference, plot.x, plot.right, round(y_of(reference)), ui)
        if reference_label:
            # At the left: the lines start low there, and end near the target at the right.
            blit_text(surface, reference_label, px(14, ui), style.reference,
                      (plot.x + px(6, ui), round(y_of(reference)) - px(3, ui)), anchor="bottomleft", bold=True)
    _lines(surface, series, x_of, y_of, ui, style, tell_apart, (low, high))
    if names:
        ends = [(s.label, s.marker, s.colour, y_of(s.values[-1])) for s in series if s.values]
        chart_marks.end_labels(surface, plot, ends, ui, style.ink, _ground(style), names)
    if legend and series:
        _legend(surface, series, pygame.Rect(rect.x, rect.bottom - legend_h, rect.width, legend_h), style, ui)
    return plot


def blit_width(text: str, size: int) -> int:
    """The width of one line of text (regular weight)."""
    from oh7_desktop.app import fonts

    return int(fonts.font(size).get_rect(text).width)


def _x_labels(surface: pygame.Surface, plot: pygame.Rect, labels: Sequence[str], x_of: Callable[[float], float],
              style: ChartStyle, ui: float) -> None:
    """Labels under the x axis, thinned so they never overlap."""
    if not labels:
        return
    size = px(14, ui)
    room = max(blit_width(text, size) for text in labels) + px(10, ui)
    every = max(1, math.ceil(room / max(1.0, plot.width / max(1, len(labels) - 1))))
    shown = list(range(0, len(labels), every))
    if shown[-1] != len(labels) - 1:  # the last label always shows, in place of a neighbour too close
        shown[-1 if len(labels) - 1 - shown[-1] < every and len(shown) > 1 else len(shown):] = [len(labels) - 1]
    for index in shown:
        blit_text(surface, labels[index], size, style.muted, (round(x_of(index)), plot.bottom + px(5, ui)),
                  anchor="midtop")


def _ground(style: ChartStyle) -> RGB:
    """The chart's ground as drawn now (black in the high-contrast look): the markers' ring."""
    red, green, blue, _ = contrast.fill((*style.ground, 255))
    return red, green, blue


def _lines(surface: pygame.Surface, series: Sequence[Series], x_of: Callable[[float], float],
           y_of: Callable[[float], float], ui: float, style: ChartStyle, tell_apart: bool,
           bounds: tuple[float, float] = (-math.inf, math.inf)) -> None:
    """Every line, then every line's markers over them (equal values side by side if ``tell_apart``,
    inside the axes' ``bounds``: the values at the plot's bottom and top)."""
    values = [s.values for s in series]
    shifts = chart_marks.kept_inside(chart_marks.side_by_side(values), values, *bounds) if tell_apart \
        else [[]] * len(series)
    drawn = [_polyline(surface, line, x_of, y_of, ui, shift) for line, shift in zip(series, shifts)]
    for line, points in zip(series, drawn):
        if line.marker:
            radius = chart_marks.marker_radius(line.width, ui)
            every = max(1, math.ceil(len(points) / 40))
            for index, point in enumerate(points):
                if index % every == 0 or index == len(points) - 1:
                    chart_marks.draw_marker(surface, line.marker, line.colour, point, radius, _ground(style))


def _polyline(surface: pygame.Surface, line: Series, x_of: Callable[[float], float],
              y_of: Callable[[float], float], ui: float, shift: Sequence[float] = ()) -> list[tuple[float, float]]:
    """The line (thinned to about one point per pixel), with dots when there are few points and it
    has no marker; each point moved by ``shift`` line widths (and a pixel) down; return the points."""
    values = list(line.values)
    if not values:
        return []
    stride = max(1, len(values) // 600)
    width = max(1, round(line.width * ui))
    points = [(x_of(i), y_of(v) + (shift[i] * (width + 1) if i < len(shift) else 0.0))
              for i, v in enumerate(values) if i % stride == 0 or i == len(values) - 1]
    if len(points) > 1:
        for start, end in zip(points, points[1:]):
            pygame.draw.aaline(surface, line.colour, start, end, width)
    if len(values) <= 40 and not line.marker:
        radius = max(2, round(line.width * 1.3 * ui))
        for x, y in points:
            pygame.draw.aacircle(surface, line.colour, (round(x), round(y)), radius)
    return points


def _dashed(surface: pygame.Surface, colour: RGB, x0: int, x1: int, y: int, ui: float) -> None:
    dash, gap = px(8, ui), px(6, ui)
    x = x0
    while x < x1:
        pygame.draw.line(surface, colour, (x, y), (min(x + dash, x1), y), max(1, px(2, ui)))
        x += dash + gap


def _legend(surface: pygame.Surface, series: Sequence[Series], rect: pygame.Rect, style: ChartStyle,
            ui: float) -> None:
    """Colour swatches and names, centred on one line (names shrink to fit)."""
    size = px(15, ui)
    swatch = px(18, ui)
    room = rect.width // max(1, len(series))
    widths = [min(room, swatch + px(6, ui) + blit_width(s.label, size) + px(14, ui)) for s in series]
    x = rect.centerx - sum(widths) // 2
    for line, width in zip(series, widths):
        y = rect.centery
        pygame.draw.line(surface, line.colour, (x, y), (x + swatch, y), max(2, round(line.width * ui)))
        if line.marker:  # the line's own shape, as at each of its points
            chart_marks.draw_marker(surface, line.marker, line.colour, (x + swatch / 2, y),
                                    chart_marks.marker_radius(line.width, ui), _ground(style))
        blit_text(surface, line.label, size, style.ink, (x + swatch + px(6, ui), y), anchor="midleft",
                  max_width=width - swatch - px(16, ui))
        x += width


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, bars: Sequence[Bar], ui: float, *,
              style: ChartStyle = FELT, y_format: Callable[[float], str] = lambda v: f"{v:.0%}") -> pygame.Rect:
    """Draw vertical bars (shares from 0 to 1) with a note above each and its label under it."""
    ticks = [0.0, 0.25, 0.5, 0.75, 1.0]
    left = max(blit_width(y_format(t), px(14, ui)) for t in ticks) + px(12, ui)
    plot = pygame.Rect(rect.x + left, rect.y + px(20, ui), rect.width - left - px(10, ui),
                       rect.height - px(20, ui) - px(24, ui))
    if plot.width < 20 or plot.height < 20 or not bars:
        return plot
    y_of = _grid(surface, plot, ticks, 0.0, 1.0, style, ui, y_format)
    slot = plot.width / len(bars)
    width = max(2, min(round(slot * 0.62), px(56, ui)))
    for index, bar in enumerate(bars):
        centre = round(plot.x + (index + 0.5) * slot)
        top = round(y_of(max(0.0, min(1.0, bar.share))))
        body = pygame.Rect(centre - width // 2, top, width, max(1, plot.bottom - top))
        pygame.draw.rect(surface, bar.colour, body, border_top_left_radius=px(4, ui), border_top_right_radius=px(4, ui))
        blit_text(surface, bar.note, px(13, ui), style.ink, (centre, top - px(3, ui)), anchor="midbottom",
                  max_width=round(slot) - 2)
        blit_text(surface, bar.label, px(14, ui), style.muted, (centre, plot.bottom + px(5, ui)), anchor="midtop",
                  max_width=round(slot) - 2)
    return plot


def running_share(results: Sequence[bool], window: int | None = None) -> list[float]:
    """Win share after each game: overall so far, or over the last ``window`` games.

    >>> running_share([True, False, True, True])
    [1.0, 0.5, 0.6666666666666666, 0.75]
    >>> running_share([True, False, True, True], window=2)
    [1.0, 0.5, 0.5, 1.0]
    """
    shares: list[float] = []
    wins = 0
    for index, won in enumerate(results):
        wins += int(won)
        if window is not None and index >= window:
            wins -= int(results[index - window])
        shares.append(wins / min(index + 1, window or index + 1))
    return shares
