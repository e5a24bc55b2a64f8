"""Statistics (main menu → Statistics): every profile and bot level, with the focused one's charts.

Filters (game, mode, number of players, kind of games: finished by default) recompute the
figures from the history database (a few milliseconds even for 10,000 games: see
:mod:`oh7_desktop.persistence.history.stats`). H opens the history list with the same
filters; E exports those games to a CSV file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import Action, MenuScene, heading_measure
from oh7_desktop.app.menus.history_filters import FilterBar, begin_frame, place_rows, scroll_to
from oh7_desktop.app.menus.stats_view import SubjectRow, cells, draw_detail, draw_header
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import MUTED, Button, px
from oh7_desktop.games.output_path import output_problem

if TYPE_CHECKING:
    from oh7_desktop.persistence.history import Filter, HistoryDB, Stats, SubjectStats


class StatisticsScene(MenuScene):
    """The statistics screen."""

    def __init__(self, services: Services, where: Filter | None = None) -> None:
        from oh7_desktop.persistence.history import Filter

        self.history = services.history
        self.db: HistoryDB | None = self.history.db() if self.history is not None else None
        self.where = where or Filter()
        self.stats: Stats | None = None
        self.rows: list[SubjectRow] = []
        self.first_row = 0
        self.selected: SubjectStats | None = None
        self.recorded = 0
        """Games in the history, whatever the filters (0: say how to get figures)."""
        self._timelines: dict[str, list[bool]] = {}
        super().__init__(services)

    def build(self) -> None:
        """Filters, the History and Export buttons, then the figures."""
        self.filters = FilterBar(self.services, self.db, self.where, self._filter_changed)
        self.history_button = Button(self.text("stats.history"), "H", on_press=self.open_history)
        self.export_button = Button(self.text("stats.export"), "E", on_press=self.ask_export,
                                    enabled=lambda: self.db is not None)
        self.compute()

    def compute(self) -> None:
        """Compute the figures for the current filters and list them."""
        import sqlite3

        from oh7_desktop.persistence.history import Filter

        self._timelines.clear()
        self.stats = None
        if self.db is not None and self.history is not None:
            try:
                self.stats = self.history.stats(self.where)
                self.recorded = self.db.count(Filter(kind="all"))
            except sqlite3.Error as err:
                self.say(" ".join(str(err).split()))
        subjects = self.stats.subjects() if self.stats is not None else []
        self.rows = [SubjectRow(widgets.as_text(s.name), subject=s, texts=self._texts(s)) for s in subjects]
        selected = self.selected
        keep = next((r for r in self.rows if selected is not None and r.subject is not None
                     and r.subject.key == selected.key), None)
        self.selected = keep.subject if keep else (self.rows[0].subject if self.rows else None)
        focused = self.group.focused
        self.group.set([*self.filters.widgets, self.history_button, self.export_button, *self.rows],
                       focus=focused if focused is not None and not isinstance(focused, SubjectRow)
                       else keep or (self.rows[0] if self.rows else None))

    def _texts(self, subject: SubjectStats) -> Callable[[], list[str]]:
        return lambda: cells(self.services, subject)

    def _filter_changed(self, where: Filter) -> None:
        self.where = where
        self.compute()

    def results(self, subject: SubjectStats) -> list[bool]:
        """The subject's wins game by game (read once per filter)."""
        found = self._timelines.get(subject.key)
        if found is None and self.db is not None and self.history is not None:
            found = self._timelines[subject.key] = self.history.results(self.where, subject.key)
        return found or []

    # -- actions ------------------------------------------------------------------------------

    def open_history(self) -> None:
        """The list of games, with the same filters."""
        from oh7_desktop.app.menus.history import HistoryScene

        if self.stack is not None:
            self.stack.push(HistoryScene(self.services, self.where))

    def enter(self) -> None:
        """Back from the history (a game may have been deleted): count again."""
        self.filters.refresh()
        self.compute()

    def ask_export(self) -> None:
        """Ask for a CSV file and write the games the filters select (one row per seat)."""
        from oh7_desktop.app.menus.notice import Prompt
        from oh7_desktop.app.menus.saves import documents_dir

        if self.db is None or self.stack is None:
            return
        default = str(documents_dir() / "oh7-history.csv")
        self.stack.push(Prompt(self.services, self.t("stats.export"), self.t("stats.export_ask"), default,
                               self.export, max_length=400))

    def export(self, text: str) -> str | None:
        """Write the CSV file; return a line to show if that failed."""
        import sqlite3

        from oh7_desktop.persistence.history.export import export_csv

        if self.db is None:  # the Export button is off without a history
            return None
        path = Path(text.strip()).expanduser()
        problem = output_problem(path)  # before opening: a named pipe would hang the game
        if problem is not None:
            return f"{path.name}: {problem}"
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                rows = export_csv(self.db.conn, self.where, out)
        except OSError as err:
            return f"{path.name}: {err.strerror or err}"
        except sqlite3.Error as err:
            return " ".join(str(err).split())
        self.say(self.t("stats.exported", rows=rows, path=str(path)), error=False)
        return None

    # -- screen -------------------------------------------------------------------------------

    def title(self) -> str:
        """Statistics."""
        return self.t("stats.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``statistics``."""
        return "statistics"

    def shortcuts(self) -> dict[int, Action]:
        """H: history; E: export."""
        return {pygame.K_h: self.open_history, pygame.K_e: self.ask_export}

    def hints(self) -> list[tuple[str, str]]:
        """Move, change a filter, history, export, back."""
        return [("↑ ↓", self.t("hint.move")), ("← →", self.t("hint.change")), ("H", self.t("stats.history")),
                ("E", self.t("stats.export")), (self.t("key.esc"), self.t("hint.back"))]

    def handle(self, event: pygame.event.Event) -> None:
        """The mouse wheel moves along the rows; the rest as in every menu."""
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.group.move(-1 if event.y > 0 else 1)
            return
        super().handle(event)

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Filters and buttons on top, the table (scrolling), the charts below."""
        width = min(px(1220, ui), surface.get_width() - px(40, ui))
        top = px(100, heading_measure(surface, ui))
        area = pygame.Rect((surface.get_width() - width) // 2, top, width, surface.get_height() - top - px(70, ui))
        bottom = self.filters.layout(area, ui, buttons=(self.history_button, self.export_button))
        dense = heading_measure(surface, ui)  # the table's eight columns: at most 125 %, they fit
        self.header = pygame.Rect(area.x, bottom + px(10, ui), area.width, px(24, dense))
        row, gap = px(32, dense), px(4, dense)
        y = self.header.bottom + px(4, dense)
        visible = max(1, min(len(self.rows), 6, (area.bottom - y + gap) // (row + gap)))
        self.first_row = scroll_to(self.rows, self.group.focused, self.first_row, visible)
        place_rows(self.rows, self.first_row, visible, pygame.Rect(area.x, y, area.width, row), gap)
        table_bottom = y + visible * (row + gap)
        self.detail = pygame.Rect(area.x, table_bottom + px(10, ui), area.width, area.bottom - table_bottom - px(10, ui))
        return area

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, filters, table, charts and hints (no single panel: the screen is full)."""
        from oh7_desktop.app.menus.base import draw_hints

        ui, area = begin_frame(self, surface)
        focused = self.group.focused
        if isinstance(focused, SubjectRow):
            self.selected = focused.subject
        dense = heading_measure(surface, ui)  # the table and its charts: at most 125 % (see layout)
        if self.rows:
            draw_header(surface, self.services, self.header, dense)
            if self.selected is not None and self.detail.height > px(120, dense):
                draw_detail(surface, self.services, self.detail, dense, self.selected, self.results(self.selected))
        else:
            self._draw_empty(surface, ui, area)
        for widget in self.group.widgets:
            if widget.rect.width > 0:
                widget.draw(surface, dense if isinstance(widget, SubjectRow) else ui, widget is focused)
        self.draw_message(surface, ui, area.bottom + px(4, ui))
        draw_hints(surface, self.hints(), ui)

    def _draw_empty(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """Why there is nothing to show: no history, no game yet, or none matching the filters."""
        if self.db is None:
            text = self.t("stats.off")
        else:
            text = self.t("stats.empty" if self.recorded == 0 else "stats.no_match")
        for index, line in enumerate(widgets.wrap(text, px(22, ui), area.width - px(200, ui))):
            widgets.blit_text(surface, line, px(22, ui), MUTED, (area.centerx, area.y + px(160, ui) + index * px(30, ui)),
                              anchor="midtop")
