"""The running totals chart every score sheet switches to with G (or its ``[G] Chart`` button).

Drawn from the game interface only: each seat's total after each scored round
(``game.round_results``), the target line when the game's rules have a ``target``, each
seat's line in its profile colour (a person's profile in the history; bots and new names take
the palette's next free colour, as the history's past-game screen does) with its own marker shape
and its name at its end as well (:mod:`oh7_desktop.app.chart_marks`), and the names in a legend.
G again, or Esc, goes back to the sheet's table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

import pygame

from oh7_desktop.app import charts, paint
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit import sheet_review
from oh7_desktop.app.kit.loop import AnyLoop
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.ui import GOLD, MUTED, RGB, blit, button, panel, text
from oh7_desktop.games.interface import RoundResult


class HasButtons(Protocol):
    """What a table drew: its buttons by name (clicks are matched against them)."""

    buttons: dict[str, pygame.Rect]


L = TypeVar("L", bound=AnyLoop)
B = TypeVar("B", bound=HasButtons)


def running_totals(table: AnyLoop) -> list[tuple[int, ...]]:
    """Every seat's total after each scored round, in order (``RoundResult.totals``)."""
    return [result.totals for result in table.game.round_results(table.state)]


def without_points(results: Sequence[RoundResult], over: bool) -> bool:
    """Whether a finished game was decided without points (basic Red7: the round's last player
    left wins it): no round scored a point for anyone, so a chart of its totals would be flat
    lines at 0 and its rows "+0 0" (a new player's play test read that as broken)."""
    return over and bool(results) and not any(any(r.points) or any(r.totals) for r in results)


def chartable(table: AnyLoop) -> bool:
    """Whether the sheet has a chart to show: a round scored, and the game is not one without points."""
    results = table.game.round_results(table.state)
    return bool(results) and not without_points(results, table.game.is_over(table.state))


def profile_colours(table: AnyLoop) -> list[RGB]:
    """Each seat's chart colour (:func:`seat_profile_colours`), read once per table."""
    if table.chart_colours is None:
        table.chart_colours = seat_profile_colours(table.services, table.setup)
    return table.chart_colours


def seat_profile_colours(services: Services, setup: GameSetup) -> list[RGB]:
    """Each seat's colour: a person's profile colour from the history, else a free palette colour
    (bots and new names), as the history's past-game screen colours them."""
    chosen: list[str | None] = [None] * len(setup.seats)
    history = services.history
    db = history.db(wait_for_check=False) if history is not None and setup.humans else None  # a read: no wait
    if db is not None:
        import sqlite3

        from oh7_desktop.persistence.history.db import name_key

        try:
            known = {name_key(p.name): p.colour for p in db.profiles()}
        except sqlite3.Error:
            known = {}
        for seat in setup.humans:
            chosen[seat] = known.get(name_key(setup.seats[seat].name))
    return charts.seat_colours(chosen)


def toggle_chart(table: AnyLoop) -> None:
    """Switch the open score sheet between its table and the chart (once a round is scored)."""
    table.sheet_chart = not table.sheet_chart and table.sheet_open and chartable(table)


def chart_event(table: AnyLoop, event: pygame.event.Event, buttons: dict[str, pygame.Rect]) -> bool:
    """G or the sheet's chart button switches chart and table, Esc leaves the chart; True if used."""
    if not table.sheet_open:
        return False
    if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
        toggle_chart(table)
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and table.sheet_chart:
        table.sheet_chart = False
        return True
    hit = buttons.get("sheet_chart")
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit is not None and hit.collidepoint(event.pos):
        toggle_chart(table)
        return True
    return False


def draw_sheet(surface: pygame.Surface, table: L, drawn: B, sheet: Callable[[pygame.Surface, L, B], object]) -> None:
    """The game's score sheet with its ``[G] Chart`` button, or the chart in its place."""
    ui = paint.scale(surface.get_size())
    if table.sheet_chart and chartable(table):
        draw_chart(surface, table, drawn.buttons, ui)
        label = table.words("table.sheet_show_table")
    else:
        sheet(surface, table, drawn)
        sheet_review.draw_button(surface, table, drawn.buttons)
        if not chartable(table):
            return
        label = table.words("table.sheet_show_chart")
    # beside the sheet's own button: every sheet keeps room on its row
    rect, size = sheet_review.side_button(surface, table, f"{label}  [G]", drawn.buttons.get("continue"), left=False)
    drawn.buttons["sheet_chart"] = button(surface, label, rect, size, key="G")


def draw_chart(surface: pygame.Surface, table: AnyLoop, buttons: dict[str, pygame.Rect], ui: float) -> None:
    """The chart on the sheet's panel: title, every seat's line, the target, the legend; its words
    at the player's text size (the title at most at 125 %, as the menus' headings)."""
    box = surface.get_rect().inflate(-paint.px(80, ui), -paint.px(60, ui))
    surface.blit(panel(box.size, (10, 32, 20, 255), paint.px(22, ui), GOLD, 3), box)
    words = table.services.measure(surface.get_size())  # the player's text size (ui: the window's)
    title = text(table.words("kit.chart.title"), paint.px(36, min(words, ui * 1.25)), GOLD, True,
                 box.width - paint.px(520, ui))
    y = blit(surface, title, midtop=(box.centerx, box.top + paint.px(20, ui))).bottom + paint.px(18, ui)
    totals = running_totals(table)
    names = [table.seat_name(seat) for seat in range(len(totals[-1]))]
    target = table.target()
    hint = text(table.words("hint.chart_back"), paint.px(16, words), MUTED, False, box.width - paint.px(40, ui))
    area = pygame.Rect(box.x + paint.px(30, ui), y, box.width - paint.px(60, ui),
                       box.bottom - paint.px(40, ui) - hint.get_height() - y)
    charts.running_totals(surface, area, words, names, profile_colours(table), totals, target,
                          table.words("table.target", points=target) if target is not None else "",
                          style=charts.FELT)
    blit(surface, hint, midbottom=(box.centerx, box.bottom - paint.px(16, ui)))
    buttons.pop("continue", None)
