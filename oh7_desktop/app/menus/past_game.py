"""A recorded game's score sheet: every round by seat, and the running totals as a chart.

Drawn on the cream card of the table's score sheet. Each cell holds the seat's points of the
round and its running total; in games with bets also the bet and tricks (made bets in
green). The chart shows every seat's running total across the rounds, with the target. A game
decided without points (basic Red7) shows each round's winner instead, and says there are none.
Up/Down scroll the rounds when they do not all fit (their type follows the player's text size as far
as their columns allow, the chart stops at 125 %); P replays it deal by deal (the replay viewer);
Del deletes the game (after asking).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import charts, fonts, paint, widgets
from oh7_desktop.app.kit.sheet_chart import without_points
from oh7_desktop.app.menus.base import Action, MenuScene
from oh7_desktop.app.kit.ui import person_name
from oh7_desktop.app.menus.history_filters import describe
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import GOLD, Button, px

if TYPE_CHECKING:
    from oh7_desktop.games.interface import RoundResult
    from oh7_desktop.persistence.history import GameSummary, StoredGame

PAPER_FILL = (250, 247, 236, 252)
INK = charts.PAPER.ink
MUTED = charts.PAPER.muted
MADE = (20, 120, 50)
MISSED = (170, 40, 30)
CHART_LEAST = 150
"""Design pixels of height below which the chart is not drawn (unreadable)."""


def seat_colours(stored: StoredGame) -> list[tuple[int, int, int]]:
    """Each seat's colour: its profile's, else one of the palette unlike any profile's at the table."""
    return charts.seat_colours(list(stored.colours or [None] * stored.summary.players))


class PastGameScene(MenuScene):
    """The score sheet of one recorded game."""

    wide_buttons = False
    """Whether the buttons take the card's whole width (the chart stops above them)."""

    def __init__(self, services: Services, stored: StoredGame,
                 on_delete: Callable[[GameSummary], None] | None = None) -> None:
        self.stored = stored
        self.on_delete = on_delete
        self.first_round = 0
        self.visible_rounds = 1
        super().__init__(services)

    def build(self) -> None:
        """Delete and Back."""
        self.delete_button = Button(self.text("history.delete"), "Del", on_press=self.ask_delete, font_size=20,
                                    enabled=lambda: self.on_delete is not None)
        self.back_button = Button(self.text("menu.back"), self.t("key.esc"), on_press=self.back, font_size=20)
        self.replay_button = Button(self.text("past.replay"), "P", on_press=self.replay, font_size=20)
        self.group.set([self.back_button, self.replay_button, self.delete_button])

    def replay(self) -> None:
        """Step through the game's deals in the replay viewer (one line here if it cannot be shown)."""
        from oh7_desktop.app.game_setup import SeatSetup
        from oh7_desktop.app.review.launch import show_replay

        show_replay(self, self.stored.record, self.names,
                    [SeatSetup(s.name, s.kind, s.level) for s in self.stored.summary.seats])

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return [person_name(seat.name, self.t) for seat in self.stored.summary.seats]

    def ask_delete(self) -> None:
        """Ask, then delete the game and go back to the list."""
        if self.stack is None or self.on_delete is None:
            return
        delete = self.on_delete
        game = self.stored.summary

        def confirmed() -> None:
            self.back()
            delete(game)
        self.stack.push(Notice(self.services, self.t("history.delete"), self.t("history.delete_ask"),
                               [(self.t("history.delete"), confirmed), (self.t("menu.cancel"), lambda: None)]))

    def title(self) -> str:
        """The game's date."""
        return self.t("sheet.title", date=self.stored.summary.ended.astimezone().strftime("%Y-%m-%d %H:%M"))

    def phase_name(self) -> str:
        """Screenshots call this screen ``past-game``."""
        return "past-game"

    def shortcuts(self) -> dict[int, Action]:
        """Del deletes, P replays."""
        return {pygame.K_DELETE: self.ask_delete, pygame.K_p: self.replay}

    def hints(self) -> list[tuple[str, str]]:
        """Scroll, delete, back."""
        return [("↑ ↓", self.t("hint.scroll")), ("P", self.t("past.replay")), ("Del", self.t("history.delete")),
                (self.t("key.esc"),
                                                                                    self.t("hint.back"))]

    def handle(self, event: pygame.event.Event) -> None:
        """Up/Down and the wheel scroll the rounds; Left/Right move between the buttons."""
        step = 0
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
        elif event.type == pygame.MOUSEWHEEL:
            step = -1 if event.y > 0 else 1
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move(-1 if event.key == pygame.K_LEFT else 1)
            return
        if step:
            last = max(0, len(self.stored.rounds) - self.visible_rounds)
            self.first_round = max(0, min(last, self.first_round + step))
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The card: what game it was and who won, the rounds on the left, the chart on the right."""
        from oh7_desktop.app.menus.base import draw_background, draw_hints, heading_measure

        ui = self.services.measure(surface.get_size())
        draw_background(surface)
        self.draw_title(surface, ui)
        width = min(px(1220, ui), surface.get_width() - px(40, ui))
        top = px(100, heading_measure(surface, ui))
        card = pygame.Rect((surface.get_width() - width) // 2, top, width, surface.get_height() - top - px(60, ui))
        dense = heading_measure(surface, ui)  # the chart: at most 125 %
        surface.blit(widgets.rounded_panel(card.size, PAPER_FILL, px(18, ui), (*GOLD, 255), px(3, ui)), card)
        pad = px(22, ui)
        y = self._heading(surface, ui, card, pad)
        buttons_y = card.bottom - pad - px(44, ui)
        share = 0.52 if self.stored.summary.players <= 4 else 0.58  # five or six players' columns need room
        grid = pygame.Rect(card.x + pad, y, round(card.width * share) - pad, buttons_y - y - px(10, ui))
        wide = self.wide_buttons or px(212, ui) * len(self.group.widgets) > grid.width  # large text: a full row
        chart_bottom = buttons_y - px(10, ui) if wide else card.bottom - pad
        chart = pygame.Rect(grid.right + px(24, ui), y, card.right - pad - grid.right - px(24, ui), chart_bottom - y)
        if chart.height < px(CHART_LEAST, dense):  # no room for the chart (a large text): the rounds take its width
            grid.width = card.width - 2 * pad
        if without_points(self.stored.rounds, self.stored.summary.status == "finished"):  # no "+0 0", no flat chart
            self._winners(surface, self._grid_measure(grid.width, ui, dense), grid)
            self._no_points(surface, dense, chart)
        else:
            self._grid(surface, self._grid_measure(grid.width, ui, dense), grid)
            self._chart(surface, dense, chart)
        row_width = card.width - 2 * pad if wide else grid.width
        self.place_buttons(pygame.Rect(card.x + pad, buttons_y, row_width, px(44, ui)), ui)
        self.group.draw(surface, ui)
        self.draw_message(surface, ui, card.bottom + px(4, ui))
        draw_hints(surface, self.hints(), ui)

    def place_buttons(self, row: pygame.Rect, ui: float) -> None:
        """Lay the buttons out along ``row``, under the rounds, from the left."""
        count = max(1, len(self.group.widgets))
        width = min(px(200, ui), (row.width - (count - 1) * px(12, ui)) // count)  # a large text size: shared
        for index, button in enumerate(self.group.widgets):
            button.rect = pygame.Rect(row.x + index * (width + px(12, ui)), row.y, width, row.height)

    def _heading(self, surface: pygame.Surface, ui: float, card: pygame.Rect, pad: int) -> int:
        """The game's description and its result; return the y below."""
        summary = self.stored.summary
        widgets.blit_text(surface, describe(self.services, summary), px(19, ui), MUTED,
                          (card.x + pad, card.y + px(16, ui)), max_width=card.width - 2 * pad)
        widgets.blit_text(surface, self.result_line(), px(26, ui), (150, 100, 0), (card.x + pad, card.y + px(44, ui)), bold=True,
                          max_width=card.width - 2 * pad)
        return card.y + px(88, ui)

    def result_line(self) -> str:
        """Who won (the one person as "you"), who shared the victory, or when the game was left."""
        summary = self.stored.summary
        winners = [self.names[i] for i in summary.winners]
        if summary.status != "finished":
            return self.t("sheet.abandoned.one" if summary.rounds == 1 else "sheet.abandoned", count=summary.rounds)
        if len(winners) == 1:
            people = [i for i, seat in enumerate(summary.seats) if seat.kind == "human"]
            return self.t("game.wins.you" if list(summary.winners) == people[:1] and len(people) == 1
                          else "game.wins", name=winners[0])
        return self.t("game.share_victory", names=" & ".join(winners))

    def _grid(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """Rounds in rows, seats in columns: ``bet/tricks  +points`` and the total."""
        rounds = self.stored.rounds
        seats = self.stored.summary.players
        first = px(58, ui)
        column = (area.width - first) / max(1, seats)
        row_h = px(30, ui)
        size, tick, total_w, _ = self._cell_fit(column, ui)
        colours = seat_colours(self.stored)
        for seat, name in enumerate(self.names):
            x = round(area.x + first + seat * column)
            pygame.draw.rect(surface, colours[seat], pygame.Rect(x + px(2, ui), area.y, round(column) - px(4, ui),
                                                                 px(4, ui)))
            widgets.blit_text(surface, name, size, INK, (round(x + column / 2), area.y + px(17, ui)), bold=True,
                              anchor="center", max_width=round(column) - px(6, ui))
        widgets.blit_text(surface, self.t("score.round"), px(14, ui), MUTED, (area.x, area.y + px(17, ui)),
                          anchor="midleft", bold=True, max_width=first - px(4, ui))
        for number, y in self._round_lines(surface, ui, area, size):
            self._row(surface, ui, rounds[number], (area.x + first, y, column, row_h), size, (tick, total_w))

    def _round_lines(self, surface: pygame.Surface, ui: float, area: pygame.Rect, size: int) -> list[tuple[int, int]]:
        """Number and stripe the rounds shown under the captions (and say which when not all fit);
        return each shown round's index and top."""
        rounds, row_h = self.stored.rounds, px(30, ui)
        y = area.y + px(34, ui)
        self.visible_rounds = max(1, (area.bottom - y) // row_h)
        lines = []
        for number in range(self.first_round, min(len(rounds), self.first_round + self.visible_rounds)):
            if number % 2 == 0:
                stripe = pygame.Rect(area.x, y, area.width, row_h)
                surface.blit(widgets.rounded_panel(stripe.size, (0, 0, 0, 14), 0), stripe)
            widgets.blit_text(surface, str(number + 1), size, INK, (area.x + px(8, ui), y + row_h // 2),
                              anchor="midleft", bold=True)
            lines.append((number, y))
            y += row_h
        if len(rounds) > self.visible_rounds:
            shown = self.t("sheet.rounds_shown", first=self.first_round + 1,
                           last=min(len(rounds), self.first_round + self.visible_rounds), count=len(rounds))
            widgets.blit_text(surface, shown, px(14, ui), MUTED, (area.right, area.bottom), anchor="bottomright")
        return lines

    def _winners(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """A game without points: each round's winner, ``★ Bruno`` (the game's winners won its last
        round: the record keeps no other round's), in place of the seats' "+0 0" columns."""
        size, row_h, caption = px(16, ui), px(30, ui), px(14, ui)
        first = max(px(58, ui), fonts.font(caption, True).get_rect(self.t("score.round")).width + px(14, ui))
        for x, key in ((area.x, "score.round"), (area.x + first, "sheet.winner")):  # one size: no column to share
            widgets.blit_text(surface, self.t(key), caption, MUTED, (x, area.y + px(17, ui)), anchor="midleft",
                              bold=True, max_width=area.right - x)
        won = "★ " + " & ".join(self.names[seat] for seat in self.stored.summary.winners)
        last = len(self.stored.rounds) - 1
        for number, y in self._round_lines(surface, ui, area, size):
            widgets.blit_text(surface, won if number == last else "—", size, INK, (area.x + first, y + row_h // 2),
                              anchor="midleft", bold=True, max_width=area.right - area.x - first)

    def _no_points(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """In the chart's place, what decided a game without points (a chart would be flat lines at 0)."""
        if area.height < px(CHART_LEAST, ui):
            return
        y = widgets.blit_text(surface, self.t("sheet.no_points"), px(18, ui), (150, 100, 0), (area.x, area.y),
                              bold=True).bottom + px(10, ui)
        for line in paint.wrap(self.t("sheet.no_points.why"), px(17, ui), area.width):
            y = widgets.blit_text(surface, line, px(17, ui), INK, (area.x, y)).bottom + px(4, ui)

    def _grid_measure(self, width: int, ui: float, dense: float) -> float:
        """The rounds' measure: the player's text size ``ui`` while a round's cells still fit their
        columns in ``width``, else the largest that fits, never less than ``dense`` (125 %)."""
        measure = ui
        while measure > dense:
            column = (width - px(58, measure)) / max(1, self.stored.summary.players)
            if self._cell_fit(column, measure)[3]:
                return measure
            measure = max(dense, measure - 0.05)
        return dense

    def _cell_fit(self, column: float, ui: float) -> tuple[int, bool, int, bool]:
        """The type size of the cells, whether a made bet gets its tick, the widest total's width and
        whether they fit: ``8/8 ✓ +88 888`` must fit a column (6 players: smaller type, then no tick;
        green says made)."""
        rounds = self.stored.rounds
        widest = "8" * max((len(str(t)) for r in rounds for t in r.totals), default=1)
        points = "+" + "8" * max((len(str(abs(p))) for r in rounds for p in r.points), default=1)
        bets = rounds and rounds[0].bets is not None
        for size, tick in ((16, True), (14, True), (14, False), (13, False)):
            scaled = px(size, ui)
            face, bold = fonts.font(scaled), fonts.font(scaled, True)
            bet = face.get_rect("8/8" + (" ✓" if tick else "")).width + px(10, ui) if bets else 0
            need = bet + face.get_rect(points).width + bold.get_rect(widest).width + px(19, ui)
            if need <= column:
                break
        return scaled, tick, bold.get_rect(widest).width, need <= column

    def _row(self, surface: pygame.Surface, ui: float, result: RoundResult, box: tuple[int, int, float, int],
             size: int, fit: tuple[bool, int]) -> None:
        x0, y, column, row_h = box
        tick, total_w = fit
        for seat in range(len(result.points)):
            x = x0 + seat * column
            centre_y = y + row_h // 2
            if result.bets is not None:
                made = bool(result.made and result.made[seat])
                tricks = "" if result.tricks is None else f"/{result.tricks[seat]}"
                widgets.blit_text(surface, f"{result.bets[seat]}{tricks}{' ✓' if made and tick else ''}", size,
                                  MADE if made else MISSED, (round(x + px(6, ui)), centre_y), anchor="midleft")
            points_right = round(x + column - px(6, ui)) - total_w - px(7, ui)
            widgets.blit_text(surface, f"{result.points[seat]:+d}", size, MUTED, (points_right, centre_y),
                              anchor="midright")
            widgets.blit_text(surface, str(result.totals[seat]), size, INK, (round(x + column - px(6, ui)), centre_y),
                              anchor="midright", bold=True)

    def _chart(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        if area.height < px(CHART_LEAST, ui):  # a large text size leaves no room for a readable chart
            return
        widgets.blit_text(surface, self.t("sheet.chart"), px(18, ui), (150, 100, 0), (area.x, area.y), bold=True)
        target = self.stored.rules.get("target")
        label = self.t("table.target", points=target) if isinstance(target, int) else ""
        charts.running_totals(surface, pygame.Rect(area.x, area.y + px(28, ui), area.width, area.height - px(28, ui)),
                              ui, self.names, seat_colours(self.stored), [r.totals for r in self.stored.rounds],
                              target if isinstance(target, int) else None, label)
