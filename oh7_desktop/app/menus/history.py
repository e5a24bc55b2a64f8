"""History (main menu → History, or H in the statistics): every recorded game, newest first.

Each row: when, which game and mode, the marks (abandoned, bots alone, undo used), and the
seats with their scores (the winners starred). Enter or a click opens the game's score
sheet (or the replay viewer, when the app has one: ``services.replay_viewer``);
Del deletes it after asking. Rows are read a page at a time, so 10,000 games open at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import Action, MenuScene, heading_measure
from oh7_desktop.app.menus.history_filters import (FilterBar, begin_frame, describe, place_rows, scroll_to,
                                                   seats_line)
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import DANGER, DARK, GOLD, INK, MUTED, Widget, px

if TYPE_CHECKING:
    from oh7_desktop.persistence.history import Filter, GameSummary, HistoryDB

PAGE = 60
ROW_HEIGHT = 58


@dataclass(eq=False)
class GameRow(Widget):
    """One recorded game in the list."""

    game: GameSummary | None = None
    details: Callable[[GameSummary], str] = field(default=lambda game: "")
    on_press: Callable[[], None] = field(default=lambda: None)

    def activate(self) -> None:
        """Enter or click: open it."""
        self.on_press()

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """Date and description on the first line, seats and scores on the second."""
        if self.game is None:
            return
        fill = (*GOLD, 255) if focused else widgets.BUTTON
        surface.blit(widgets.rounded_panel(self.rect.size, fill, px(10, ui), widgets.BUTTON_EDGE, px(1.5, ui)),
                     self.rect)
        x = self.rect.x + px(16, ui)
        stamp = self.game.ended.astimezone().strftime("%Y-%m-%d %H:%M")
        date = widgets.blit_text(surface, stamp, px(17, ui), DARK if focused else GOLD, (x, self.rect.y + px(7, ui)),
                                 bold=True)
        colour = (DARK if focused else MUTED) if self.game.status == "finished" else ((120, 20, 10) if focused
                                                                                      else DANGER)
        widgets.blit_text(surface, self.details(self.game), px(17, ui), colour, (date.right + px(18, ui), date.y),
                          max_width=self.rect.right - date.right - px(34, ui))
        widgets.blit_text(surface, seats_line(self.game), px(19, ui), DARK if focused else INK,
                          (x, self.rect.bottom - px(7, ui)), anchor="bottomleft", max_width=self.rect.width - px(32, ui))


class HistoryScene(MenuScene):
    """The list of recorded games."""

    def __init__(self, services: Services, where: Filter | None = None) -> None:
        from oh7_desktop.persistence.history import Filter

        history = services.history
        self.db: HistoryDB | None = history.db() if history is not None else None
        self.where = where or Filter(kind="all")
        self.rows: list[GameRow] = []
        self.total = 0
        self.first_row = 0
        super().__init__(services)

    def build(self) -> None:
        """The filters and the first page of games."""
        self.filters = FilterBar(self.services, self.db, self.where, self._filter_changed)
        self.reload()

    def _filter_changed(self, where: Filter) -> None:
        self.where = where
        self.first_row = 0
        self.reload()

    def reload(self, focus_index: int = 0) -> None:
        """Read the first pages again (up to ``focus_index``) and focus that row."""
        self.rows = []
        self.total = self._count()
        while len(self.rows) <= focus_index and self._more():
            pass
        rows = self.rows
        focus = rows[min(focus_index, len(rows) - 1)] if rows else None
        self.group.set([*self.filters.widgets, *rows], focus=focus if focus is not None else self.filters.game)

    def _count(self) -> int:
        import sqlite3

        try:
            return int(self.db.count(self.where)) if self.db is not None else 0
        except sqlite3.Error as err:
            self.say(" ".join(str(err).split()))
            return 0

    def _more(self) -> bool:
        """Read the next page of games; return whether there was one."""
        if self.db is None or len(self.rows) >= self.total:
            return False
        games = self.db.games(self.where, limit=PAGE, offset=len(self.rows))
        self.rows += [GameRow(widgets.as_text(""), game=g, details=self._details, on_press=self._opener(g))
                      for g in games]
        self.group.widgets = [*self.filters.widgets, *self.rows]
        return bool(games)

    def _details(self, game: GameSummary) -> str:
        return describe(self.services, game)

    # -- actions ------------------------------------------------------------------------------

    def _opener(self, game: GameSummary) -> Action:
        return lambda: self.open(game)

    def open(self, game: GameSummary) -> None:
        """Open the game in the replay viewer if the app has one, else its score sheet."""
        from oh7_desktop.app.menus.past_game import PastGameScene

        if self.stack is None or self.db is None:
            return
        stored = self.db.game(game.id)
        if stored is None:
            self.reload()
            return
        viewer = self.services.replay_viewer
        scene = viewer(self.services, stored.record) if viewer is not None else None
        self.stack.push(scene or PastGameScene(self.services, stored, on_delete=self.delete))

    def ask_delete(self, game: GameSummary) -> None:
        """Ask, then delete the game."""
        if self.stack is not None:
            self.stack.push(Notice(self.services, self.t("history.delete"), self.t("history.delete_ask"),
                                   [(self.t("history.delete"), lambda: self.delete(game)),
                                    (self.t("menu.cancel"), lambda: None)]))

    def delete(self, game: GameSummary) -> None:
        """Delete a game from the history and the statistics."""
        import sqlite3

        if self.db is None:
            return
        index = next((i for i, row in enumerate(self.rows) if row.game is not None and row.game.id == game.id), 0)
        try:
            self.db.delete(game.id)
        except sqlite3.Error as err:
            self.say(" ".join(str(err).split()))
            return
        self.say(self.t("history.deleted"), error=False)
        self.filters.refresh()
        self.reload(focus_index=index)

    # -- screen -------------------------------------------------------------------------------

    def title(self) -> str:
        """History."""
        return self.t("history.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``history``."""
        return "history"

    def shortcuts(self) -> dict[int, Action]:
        """Del deletes the focused game."""
        row = self.group.focused
        if isinstance(row, GameRow) and row.game is not None:
            game = row.game
            return {pygame.K_DELETE: lambda: self.ask_delete(game), pygame.K_BACKSPACE: lambda: self.ask_delete(game)}
        return {}

    def hints(self) -> list[tuple[str, str]]:
        """Move, open, delete, back."""
        return [("↑ ↓", self.t("hint.move")), ("← →", self.t("hint.change")), (self.t("key.enter"),
                self.t("history.open")), ("Del", self.t("history.delete")), (self.t("key.esc"), self.t("hint.back"))]

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel and Page Up/Down move along the list; reaching the end reads the next page."""
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.group.move(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) and self.rows:
            for _ in range(8):
                self.group.move(1 if event.key == pygame.K_PAGEDOWN else -1)
        else:
            super().handle(event)
        focused = self.group.focused
        if isinstance(focused, GameRow) and focused is self.rows[-1]:
            self._more()

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Filters on top, then a scrolling window of games."""
        width = min(px(1100, ui), surface.get_width() - px(40, ui))
        top = px(100, heading_measure(surface, ui))
        area = pygame.Rect((surface.get_width() - width) // 2, top, width, surface.get_height() - top - px(70, ui))
        y = self.filters.layout(area, ui) + px(14, ui)
        rows_ui = _rows_measure(surface, ui)
        row, gap = px(ROW_HEIGHT, rows_ui), px(8, rows_ui)
        visible = max(1, (area.bottom - y + gap) // (row + gap))
        self.first_row = scroll_to(self.rows, self.group.focused, self.first_row, visible)
        place_rows(self.rows, self.first_row, visible, pygame.Rect(area.x, y, width, row), gap)
        self._list_top = y
        return area

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, filters, the games (or why there are none), hints."""
        from oh7_desktop.app.menus.base import draw_hints

        ui, area = begin_frame(self, surface)
        if not self.rows:
            key = "stats.off" if self.db is None else "history.empty"
            widgets.blit_text(surface, self.t(key), px(22, ui), MUTED, (area.centerx, self._list_top + px(60, ui)),
                              anchor="midtop", max_width=area.width)
        else:
            focused = self.group.focused
            shown = self.rows.index(focused) + 1 if isinstance(focused, GameRow) else self.first_row + 1
            count = self.t("history.count", shown=shown, total=self.total)
            widgets.blit_text(surface, count, px(16, ui), MUTED, (area.right, area.y - px(22, ui)),
                              anchor="midright")
        focused, rows_ui = self.group.focused, _rows_measure(surface, ui)
        for widget in self.group.widgets:
            if widget.rect.width > 0:
                widget.draw(surface, rows_ui if isinstance(widget, GameRow) else ui, widget is focused)
        self.draw_message(surface, ui, area.bottom + px(6, ui))
        draw_hints(surface, self.hints(), ui)


def _rows_measure(surface: pygame.Surface, ui: float) -> float:
    """The games' rows grow at most to 150 % (at 200 % a window would show one game at a time)."""
    return min(ui, widgets.scale(surface.get_size()) * 1.5)
