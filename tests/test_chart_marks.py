"""The score chart (G on every score sheet) tells seats apart without colour (issue 26, item 1):
each seat's line has its own marker shape at each point and in the legend, its name at its end,
and two seats with the same totals are drawn side by side instead of one over the other."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from oh7_desktop.app import chart_marks, charts, contrast, drawn
from oh7_desktop.app.paint import RGB

import layout_tour
from table_support import key

SIZE = (1280, 720)
RED, BLUE = (205, 72, 60), (52, 120, 200)


def _count(surface: pygame.Surface, colour: RGB, area: pygame.Rect) -> int:
    """How many pixels of ``area`` are exactly ``colour``."""
    return sum(tuple(surface.get_at((x, y)))[:3] == colour
               for x in range(area.left, area.right) for y in range(area.top, area.bottom))


def _shape(name: str) -> frozenset[tuple[int, int]]:
    """The pixels a marker of shape ``name`` covers, drawn alone at 100 %."""
    surface = pygame.Surface((40, 40))
    surface.fill((255, 255, 255))
    chart_marks.draw_marker(surface, name, (0, 0, 0), (20, 20), chart_marks.marker_radius(3.0, 1.0), (255, 255, 255))
    return frozenset((x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[0] < 128)


def test_every_marker_shape_draws_differently() -> None:
    shapes = [_shape(name) for name in chart_marks.MARKERS]
    assert all(len(shape) >= 20 for shape in shapes)  # a shape, not a dot
    assert len(set(shapes)) == len(shapes)
    for first in range(len(shapes)):  # each differs from every other by a visible part of it
        for second in range(first + 1, len(shapes)):
            assert len(shapes[first] ^ shapes[second]) >= 12, (chart_marks.MARKERS[first], chart_marks.MARKERS[second])


def test_two_seats_with_the_same_totals_both_show(screen: pygame.Surface) -> None:
    """Equal lines are drawn side by side: each seat's colour covers the plot as much as the other's
    (drawn one over the other, the first one's line was hidden)."""
    screen.fill(charts.PAPER.ground)
    rect = pygame.Rect(20, 20, 900, 500)
    totals = [(3, 3), (8, 8), (8, 8), (14, 14)]
    charts.running_totals(screen, rect, 1.0, ["Ann", "Bob"], [RED, BLUE], totals, None)
    plot = pygame.Rect(rect.x, rect.y, rect.width * 7 // 10, rect.height - 60)  # no legend, no names
    red, blue = _count(screen, RED, plot), _count(screen, BLUE, plot)
    assert red > 300 and blue > 300 and 0.5 < red / blue < 2, (red, blue)


def test_the_legend_and_the_lines_ends_name_every_seat_with_its_marker(screen: pygame.Surface,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    marks: list[tuple[str, RGB, tuple[float, float]]] = []
    real = chart_marks.draw_marker

    def noted(surface: pygame.Surface, shape: str, colour: RGB, centre: tuple[float, float], radius: float,
              ground: RGB) -> None:
        marks.append((shape, colour, centre))
        real(surface, shape, colour, centre, radius, ground)

    monkeypatch.setattr(chart_marks, "draw_marker", noted)
    names, colours = ["Ann", "Bob", "Cy"], [RED, BLUE, (40, 150, 80)]
    rect = pygame.Rect(20, 20, 900, 500)
    with drawn.recording(screen) as boxes:
        charts.running_totals(screen, rect, 1.0, names, colours, [(2, 5, 9), (6, 5, 12)], None)
    for name, colour in zip(names, colours):
        shown = [box.rect for box in boxes if box.kind == "text" and box.label == name]
        assert len(shown) == 2, (name, shown)  # in the legend and at the line's end
        legend, end = sorted(shown, key=lambda r: r.y)[::-1]
        assert end.x > rect.x + rect.width * 0.75 and legend.bottom > rect.bottom - 30
        own = {shape for shape, ink, _ in marks if ink == colour}
        assert len(own) == 1, (name, own)
        for label in (legend, end):
            beside = [centre for _, ink, centre in marks if ink == colour and abs(centre[1] - label.centery) <= 2
                      and label.x - 40 < centre[0] < label.x]
            assert beside, f"{name} is written without its marker at {label}"
        assert sum(ink == colour for _, ink, _ in marks) >= 3 + 2  # each point (3), the legend, the name


def _chart_of(game: str, screen: pygame.Surface, scale: int) -> Any:
    """``game``'s table at the text size ``scale`` with its score sheet's chart up (a round scored;
    Red7's advanced game: the basic one has no points, so no chart)."""
    table = layout_tour.make(game, seed=3, options={"advanced": True} if game == "red7" else None)
    table.services.settings.ui_scale = scale
    layout_tour.settle(table)

    def scored(t: Any) -> bool:
        rounds = len(t.state.history) if game == "oh7" else len(t.game.round_results(t.state))
        return bool(t.sheet_open) and rounds >= 1

    layout_tour.until(table, scored, random.Random(1), frames=60000)
    table.animator.finish()
    key(table, pygame.K_g)
    return table


@pytest.fixture
def high_contrast() -> Iterator[None]:
    contrast.set_high(True)
    yield
    contrast.set_high(False)


@pytest.mark.parametrize("game", ["oh7", "oh-hell", "seven-up", "red7"])
def test_each_seat_of_every_games_chart_has_its_own_marker_and_name(
        game: str, screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch, high_contrast: None) -> None:
    """At 200 % in high contrast: every seat's colour draws one marker shape, no two seats the same,
    and every seat's name is written twice (the legend, the line's end), inside the window."""
    table = _chart_of(game, screen, 200)
    marks: dict[RGB, set[str]] = {}
    real = chart_marks.draw_marker

    def noted(surface: pygame.Surface, shape: str, colour: RGB, centre: tuple[float, float], radius: float,
              ground: RGB) -> None:
        marks.setdefault(colour, set()).add(shape)
        real(surface, shape, colour, centre, radius, ground)

    monkeypatch.setattr(chart_marks, "draw_marker", noted)
    with drawn.recording(screen) as boxes:
        table.draw(screen)
    seats = len(table.setup.seats)
    assert len(marks) == seats and all(len(shapes) == 1 for shapes in marks.values()), marks
    assert len({next(iter(shapes)) for shapes in marks.values()}) == seats
    for seat in range(seats):
        shown = [box.rect for box in boxes if box.kind == "text" and box.label == table.seat_name(seat)]
        assert len(shown) >= 2 and all(screen.get_rect().contains(rect) for rect in shown), (seat, shown)
    table.exit()


def test_equal_totals_at_zero_are_spread_above_the_axis_not_under_it(screen: pygame.Surface) -> None:
    """Three seats at 0 all along (the start of a game): their lines side by side, all on or above
    the x axis (before, the spread was centred on 0: a line drawn 4 px under the axis)."""
    screen.fill(charts.FELT.ground)
    colours = [RED, BLUE, (40, 150, 80)]
    series = [charts.Series(f"Seat {n}", colour, [0] * 60) for n, colour in enumerate(colours)]  # no dots, no marker
    plot = charts.line_chart(screen, pygame.Rect(20, 20, 900, 500), series, 1.0, legend=False, tell_apart=True)
    below = pygame.Rect(plot.left, plot.bottom + 2, plot.width, 12)  # a 3 px line on the axis reaches bottom + 1
    above = pygame.Rect(plot.left, plot.bottom - 14, plot.width, 16)
    for colour in colours:
        assert _count(screen, colour, below) == 0, colour
        assert _count(screen, colour, above) > plot.width, colour
