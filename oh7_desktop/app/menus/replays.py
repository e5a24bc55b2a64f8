"""Replays (main menu, P): open any saved game or record file in the replay viewer, deal by deal.

The list holds the autosaved game (if any) and every save slot, as the Load screen shows them;
a path field opens any other save or record file (a path typed, or pasted with Ctrl+V). A file
that cannot be read is one line under the panel, and nothing is changed: the viewer only reads.
Only finished deals are shown (the hands of a deal in play stay secret).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import Action, MenuScene, flow_of
from oh7_desktop.app.menus.saves import ROW_HEIGHT, SlotRow
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import Button, TextField, Widget, px

if TYPE_CHECKING:
    from oh7_desktop.persistence import SaveFile, SlotInfo

VISIBLE_ROWS = 4


class ReplaysScene(MenuScene):
    """Choose a game to replay: the autosave, a slot, or a file by its path."""

    panel_width = 760

    def __init__(self, services: Services) -> None:
        self.rows: list[SlotRow] = []
        super().__init__(services)

    def build(self) -> None:
        """The path field and Open, the saved games, Back."""
        self.path_field = TextField(self.text("replays.path"), max_length=400, label_width=0.2,
                                    placeholder=self.text("replays.path_hint"), on_submit=lambda _: self.open_typed())
        self.open_button = Button(self.text("replays.open"), self.text("key.enter"), on_press=self.open_typed,
                                  font_size=22)
        self.back_button = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back, font_size=22)
        self.refresh()

    def enter(self) -> None:
        """Read the list again (a game may have been saved meanwhile)."""
        self.refresh()

    def refresh(self) -> None:
        """The autosave first (when there is one), then the slots, as the Load screen lists them."""
        store = flow_of(self.services).store
        infos: list[SlotInfo] = []
        try:
            if store.autosave_path.exists():
                infos.append(replace(store.slot_info(store.autosave_path), name=self.t("replays.autosave")))
            infos += store.list_slots()
        except ValueError as err:  # SaveError: the folder cannot be listed
            self.say(str(err))
        self.rows = [SlotRow(widgets.as_text(info.name), info=info, details=self._details,
                             on_press=self._opener(info)) for info in infos[:VISIBLE_ROWS * 3]]
        focus = self.group.focused
        widgets_: list[Widget] = [self.path_field, self.open_button, *self.rows, self.back_button]
        self.group.set(widgets_, focus=focus if focus in widgets_ else (self.rows[0] if self.rows else None))

    def _details(self, info: SlotInfo) -> str:
        from oh7_desktop.app.menus.save_words import describe_save

        return describe_save(self.services, info)

    def _opener(self, info: SlotInfo) -> Action:
        return lambda: self.open_path(info.path)

    # -- opening ------------------------------------------------------------------------------
    def open_typed(self) -> None:
        """Open the file whose path was typed."""
        text = self.path_field.text.strip().strip('"')
        if not text:
            self.say(self.t("replays.no_path"))
            return
        self.open_path(Path(text).expanduser())

    def open_path(self, path: Path) -> None:
        """Read a save or record file and show it in the viewer; a problem is one line here."""
        from oh7_desktop.persistence import read_save_file

        try:
            save = read_save_file(path)
        except ValueError as err:  # SaveError: one line naming the file
            self.say(str(err))
            return
        self.show(save)

    def show(self, save: SaveFile) -> None:
        """The viewer on a loaded game, from its first deal."""
        from oh7_desktop.app.game_setup import SeatSetup
        from oh7_desktop.app.review.launch import show_replay

        show_replay(self, save.record, save.names, [SeatSetup(s.name, s.kind, s.level) for s in save.seats])

    # -- screen -------------------------------------------------------------------------------
    def title(self) -> str:
        """Replays."""
        return self.t("replays.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``replays``."""
        return "replays"

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """The path and Open on top, the games' rows, Back."""
        width = min(px(self.panel_width, ui), surface.get_width() - px(40, ui))
        row, gap = px(52, ui), px(10, ui)
        x = (surface.get_width() - width) // 2
        y = px(140, ui)
        self.path_field.rect = pygame.Rect(x, y, width - px(200, ui), row)
        self.open_button.rect = pygame.Rect(x + width - px(190, ui), y, px(190, ui), row)
        y += row + px(18, ui)
        room = max(1, (surface.get_height() - y - px(150, ui)) // (px(ROW_HEIGHT, ui) + gap))
        focused = self.group.focused
        first = 0
        if isinstance(focused, SlotRow) and focused in self.rows:
            first = max(0, self.rows.index(focused) - room + 1)
        for index, item in enumerate(self.rows):
            shown = first <= index < first + room
            item.rect = pygame.Rect(x, y, width, px(ROW_HEIGHT, ui)) if shown else pygame.Rect(0, 0, 0, 0)
            y += (px(ROW_HEIGHT, ui) + gap) if shown else 0
        if not self.rows:
            y += px(30, ui)
        self.back_button.rect = pygame.Rect(x, y + px(6, ui), px(220, ui), row)
        return pygame.Rect(x, px(140, ui), width, self.back_button.rect.bottom - px(140, ui))

    def draw_extra(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """Say so when there is no saved game to list."""
        if not self.rows:
            widgets.blit_text(surface, self.t("replays.none"), px(19, ui), widgets.MUTED,
                              (area.x, area.y + px(70, ui)))
