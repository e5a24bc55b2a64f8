"""Drawing the statistics screen: the table of players and bot levels, and the focused one's charts.

Pure drawing and text (no state): :class:`SubjectRow` is one focusable row of the table,
:func:`draw_detail` the three charts under it (win share over time, bets made by bet value,
win share by opponents' level).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import charts, widgets
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.history_filters import number, percent
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.ui import person_name
from oh7_desktop.app.widgets import DARK, GOLD, INK, MUTED, Widget, px

if TYPE_CHECKING:
    from oh7_desktop.persistence.history import BestGame, SubjectStats

COLUMNS: tuple[tuple[str, float, str], ...] = (
    ("stats.col.player", 0.0, "midleft"), ("stats.col.games", 0.25, "midright"),
    ("stats.col.wins", 0.33, "midright"), ("stats.col.win_share", 0.42, "midright"),
    ("stats.col.bets_made", 0.54, "midright"), ("stats.col.points_per_round", 0.66, "midright"),
    ("stats.col.streak", 0.77, "midright"), ("stats.col.best_game", 0.80, "midleft"),
)
"""Header key, left edge as a share of the row, and how the cell is anchored (numbers to the right)."""
LEVEL_COLOUR = (150, 176, 156)
RECENT = 20
"""Games in the "last games" line of the win share chart."""


def subject_name(services: Services, subject: SubjectStats) -> str:
    """A profile's name, or a bot level as the new-game screen names it (``Easy bot``)."""
    if subject.kind == "level":
        key = f"seat.{subject.name}"
        translator = services.translator
        return tr(services, key) if translator is not None and translator.has(key) else subject.name
    return person_name(str(subject.name), lambda key: tr(services, key))


def subject_colour(subject: SubjectStats) -> tuple[int, int, int]:
    """The profile's colour (bot levels share a quiet green-grey)."""
    return charts.hex_colour(subject.colour, LEVEL_COLOUR) if subject.kind == "profile" else LEVEL_COLOUR


def cells(services: Services, subject: SubjectStats) -> list[str]:
    """The row's texts, column by column."""
    ppr = subject.points_per_round
    bets = subject.bets
    bets_text = "–" if not bets.count else tr(services, "stats.bets_cell", share=percent(services, bets.share),
                                              count=bets.count)
    return [subject_name(services, subject), str(subject.games), str(subject.wins),
            percent(services, subject.results.share), bets_text, "–" if ppr is None else number(services, ppr, 2),
            str(subject.longest_streak), best_text(services, subject.best)]


def best_text(services: Services, best: BestGame | None) -> str:
    """The best game in a few words: its date, win or not, total and margin."""
    if best is None:
        return "–"
    date = best.ended.astimezone().strftime("%Y-%m-%d")
    key = "stats.best.won" if best.won else "stats.best.lost"
    return tr(services, key, date=date, total=best.total, margin=f"{best.margin:+d}")


@dataclass(eq=False)
class SubjectRow(Widget):
    """One player or bot level in the table (focus it to see its charts)."""

    subject: SubjectStats | None = None
    texts: Callable[[], list[str]] = field(default=lambda: [])

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """A stripe with the colour dot, the name and the figures."""
        if self.subject is None:
            return
        fill = (*GOLD, 255) if focused else (18, 44, 30, 200)
        surface.blit(widgets.rounded_panel(self.rect.size, fill, px(8, ui)), self.rect)
        ink = DARK if focused else INK
        y = self.rect.centery
        dot = px(7, ui)
        pygame.draw.circle(surface, subject_colour(self.subject), (self.rect.x + px(14, ui), y), dot)
        if focused:  # a gold profile's dot on the gold stripe
            pygame.draw.circle(surface, DARK, (self.rect.x + px(14, ui), y), dot + 1, max(1, px(1.5, ui)))
        for (_, share, anchor), text, index in zip(COLUMNS, self.texts(), range(len(COLUMNS))):
            x = self.rect.x + round(self.rect.width * share)
            if index == 0:
                x += px(28, ui)
            elif anchor == "midright":
                x += px(-8, ui)
            room = self._room(index, ui)
            size = px(16 if index == len(COLUMNS) - 1 else 18, ui)  # the best game is a few words
            widgets.blit_text(surface, text, size, ink, (x, y), anchor=anchor, bold=index == 0, max_width=room)

    def _room(self, index: int, ui: float) -> int:
        if index == 0:
            return round(self.rect.width * COLUMNS[1][1] * 0.72) - px(28, ui)
        if index == len(COLUMNS) - 1:
            return self.rect.right - (self.rect.x + round(self.rect.width * COLUMNS[-1][1])) - px(8, ui)
        return round(self.rect.width * 0.11)


def draw_header(surface: pygame.Surface, services: Services, rect: pygame.Rect, ui: float) -> None:
    """The column names above the rows (a right-aligned name ends before the previous column's)."""
    for index, (key, share, anchor) in enumerate(COLUMNS):
        x = rect.x + round(rect.width * share) + (px(28, ui) if index == 0 else px(-8, ui) if anchor == "midright"
                                                   else 0)
        room = None
        if 1 < index < len(COLUMNS) - 1:
            room = round(rect.width * (share - COLUMNS[index - 1][1])) - px(12, ui)
        widgets.blit_text(surface, tr(services, key), px(15, ui), MUTED, (x, rect.centery), anchor=anchor, bold=True,
                          max_width=room)


def draw_detail(surface: pygame.Surface, services: Services, area: pygame.Rect, ui: float, subject: SubjectStats,
                results: Sequence[bool]) -> None:
    """Three chart panels side by side for ``subject`` (its ``results`` game by game, in order)."""
    gap = px(14, ui)
    width = (area.width - 2 * gap) // 3
    boxes = [pygame.Rect(area.x + i * (width + gap), area.y, width, area.height) for i in range(3)]
    name = subject_name(services, subject)
    colour = subject_colour(subject)
    titles = ("stats.chart.win_share", "stats.chart.bets", "stats.chart.opponents")
    inner = []
    for box, key in zip(boxes, titles):
        surface.blit(widgets.rounded_panel(box.size, (6, 24, 14, 210), px(14, ui), (*GOLD, 60), px(1.5, ui)), box)
        widgets.blit_text(surface, tr(services, key, name=name), px(17, ui), GOLD, (box.x + px(14, ui),
                          box.y + px(10, ui)), bold=True, max_width=box.width - px(28, ui))
        inner.append(pygame.Rect(box.x + px(8, ui), box.y + px(36, ui), box.width - px(16, ui),
                                 box.height - px(44, ui)))
    _win_share_chart(surface, services, inner[0], ui, results, colour)
    _bets_chart(surface, services, inner[1], ui, subject, colour)
    _opponents_chart(surface, services, inner[2], ui, subject, colour)


def _fmt_share(services: Services) -> Callable[[float], str]:
    return lambda value: percent(services, value)


def _win_share_chart(surface: pygame.Surface, services: Services, rect: pygame.Rect, ui: float,
                     results: Sequence[bool], colour: tuple[int, int, int]) -> None:
    if not results:
        _empty(surface, services, rect, ui, "stats.no_games")
        return
    series = [charts.Series(tr(services, "stats.chart.overall"), colour, charts.running_share(results), 3.0)]
    if len(results) > RECENT:
        series.append(charts.Series(tr(services, "stats.chart.recent", count=RECENT), (190, 206, 196),
                                    charts.running_share(results, RECENT), 1.5))
    labels = [str(i + 1) for i in range(len(results))]
    charts.line_chart(surface, rect, series, ui, y_range=(0.0, 1.0), y_format=_fmt_share(services), x_labels=labels)


def _bets_chart(surface: pygame.Surface, services: Services, rect: pygame.Rect, ui: float, subject: SubjectStats,
                colour: tuple[int, int, int]) -> None:
    if not subject.by_bet:
        _empty(surface, services, rect, ui, "stats.no_bets")
        return
    bars = [charts.Bar(str(bet), tally.share or 0.0, f"{tally.hits}/{tally.count}", colour)
            for bet, tally in sorted(subject.by_bet.items())]
    charts.bar_chart(surface, rect, bars, ui, y_format=_fmt_share(services))


OPPONENT_ORDER = ("random", "easy", "medium", "hard", "people", "mixed")


def _opponents_chart(surface: pygame.Surface, services: Services, rect: pygame.Rect, ui: float, subject: SubjectStats,
                     colour: tuple[int, int, int]) -> None:
    if not subject.by_opponents:
        _empty(surface, services, rect, ui, "stats.no_games")
        return
    order = {name: i for i, name in enumerate(OPPONENT_ORDER)}
    bars = [charts.Bar(tr(services, f"stats.opponents.{name}") if name in order else name, tally.share or 0.0,
                       f"{tally.hits}/{tally.count}", colour)
            for name, tally in sorted(subject.by_opponents.items(), key=lambda kv: order.get(kv[0], 99))]
    charts.bar_chart(surface, rect, bars, ui, y_format=_fmt_share(services))


def _empty(surface: pygame.Surface, services: Services, rect: pygame.Rect, ui: float, key: str) -> None:
    for index, line in enumerate(widgets.wrap(tr(services, key), px(17, ui), rect.width - px(20, ui))):
        widgets.blit_text(surface, line, px(17, ui), MUTED, (rect.centerx, rect.centery + index * px(22, ui)),
                          anchor="center")
