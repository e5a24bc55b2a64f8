"""Saved games: the list of named slots (name, date, mode, players, round, scores) and what to do with them.

In ``load`` mode Enter loads the slot; in ``save`` mode (from the in-game menu) a name field
on top saves the game in progress, and Enter on a slot overwrites it (after asking). On any
slot: F2 renames, Del deletes (after asking), E exports the game record to a file; I imports
a save or record file. A click opens the same choices in a small dialog. Broken files are
listed with what is wrong, and can still be renamed or deleted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import Action, flow_of, MenuScene
from oh7_desktop.app.menus.save_words import game_name
from oh7_desktop.app.menus.notice import Notice, Prompt
from oh7_desktop.app.scene import Flow, Scene, Services
from oh7_desktop.app.widgets import DANGER, DARK, GOLD, INK, MUTED, Button, TextField, Widget, px

if TYPE_CHECKING:
    from oh7_desktop.persistence import SlotInfo

ROW_HEIGHT = 70


@dataclass(eq=False)
class SlotRow(Widget):
    """One saved game in the list."""

    info: SlotInfo | None = None
    details: Callable[[SlotInfo], str] = field(default=lambda info: "")
    on_press: Callable[[], None] = field(default=lambda: None)

    def activate(self) -> None:
        """Enter or click."""
        self.on_press()

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """Name and date on the first line, the game's state on the second."""
        info = self.info
        if info is None:
            return
        fill = (*GOLD, 255) if focused else widgets.BUTTON
        surface.blit(widgets.rounded_panel(self.rect.size, fill, px(12, ui), widgets.BUTTON_EDGE, px(1.5, ui)),
                     self.rect)
        ink = DARK if focused else INK
        x = self.rect.x + px(18, ui)
        top = self.rect.y + px(10, ui)
        widgets.blit_text(surface, info.name, px(22, ui), ink, (x, top), bold=True,
                          max_width=round(self.rect.width * 0.6))
        if info.updated is not None:
            stamp = info.updated.astimezone().strftime("%Y-%m-%d %H:%M")
            widgets.blit_text(surface, stamp, px(18, ui), DARK if focused else MUTED,
                              (self.rect.right - px(18, ui), top), anchor="topright")
        colour = (DARK if focused else MUTED) if info.ok else ((120, 20, 10) if focused else DANGER)
        widgets.blit_text(surface, self.details(info), px(18, ui), colour,
                          (x, self.rect.bottom - px(10, ui)), anchor="bottomleft",
                          max_width=self.rect.width - px(36, ui))


class SavesScene(MenuScene):
    """Load (from the main or in-game menu) or save (from the in-game menu) games."""

    def __init__(self, services: Services, mode: str = "load") -> None:
        self.mode = mode
        self.slots: list[SlotInfo] = []
        self.rows: list[SlotRow] = []
        self.first_row = 0
        super().__init__(services)

    @property
    def flow(self) -> Flow:
        """The game flow (saves folder, current game)."""
        return flow_of(self.services)

    def build(self) -> None:
        """Name field and Save button (save mode), the slots, Import and Back."""
        self.name_field = TextField(self.text("saves.name"), text=self._default_name(), max_length=60,
                                    label_width=0.22, on_submit=lambda _: self.save_new())
        self.save_button = Button(self.text("saves.save"), self.text("key.enter"), on_press=self.save_new, font_size=22)
        self.import_button = Button(self.text("saves.import"), "I", on_press=self.ask_import, font_size=22)
        self.back_button = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back, font_size=22)
        self.refresh()

    def enter(self) -> None:
        """Read the list again (a game may have been saved meanwhile)."""
        self.refresh()

    def refresh(self, focus_name: str | None = None) -> None:
        """List the slots (each replayed, so broken ones say why)."""
        try:
            self.slots = self.flow.store.list_slots()
        except ValueError as err:  # SaveError: the folder cannot be listed
            self.slots = []
            self.say(str(err))
        self.rows = [SlotRow(widgets.as_text(info.name), info=info, details=self._details,
                             on_press=self._chooser(info)) for info in self.slots]
        if self.mode == "load":
            self.rows[:0] = [SlotRow(widgets.as_text(i.name), info=i, details=self._details, on_press=self._resumer(i))
                             for i in self._unfinished()]
        top: list[Widget] = [self.name_field, self.save_button] if self.mode == "save" else []
        focus = next((r for r in self.rows if r.info is not None and r.info.name == focus_name), None)
        self.group.set([*top, *self.rows, self.import_button, self.back_button], focus=focus)

    def _unfinished(self) -> list[SlotInfo]:
        """The player's unfinished games (one per game, the one played last first), but the one
        being played."""
        from oh7_desktop.app.game_slots import unfinished_infos

        flow = self.flow
        if flow.owns_autosave:
            return []
        playing = flow.store.autosave_path if flow.current_save() is not None else None
        return [replace(info, name=self.t("saves.unfinished", game=game_name(self.services, info.game)))
                for info in unfinished_infos(flow) if info.path != playing]

    def _resumer(self, info: SlotInfo) -> Action:
        """Enter/click on an unfinished game: play it on (it is that game's own autosave: it replaces nothing)."""
        def resume() -> None:
            from oh7_desktop.persistence.loader import load_any_with_state

            if not info.ok:
                self.say(self._details(info))
                return
            try:
                save, state = load_any_with_state(info.path)
            except ValueError as err:  # SaveError: one line naming the file
                self.say(str(err))
                return
            self.flow.load(save, state)
        return resume

    def _default_name(self) -> str:
        save = self.flow.current_save() if self.flow is not None else None
        names = ", ".join(save.names[:3]) if save is not None else ""
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M")
        return f"{names} {stamp}".strip()[:60]

    def _details(self, info: SlotInfo) -> str:
        from oh7_desktop.app.menus.save_words import describe_save

        return describe_save(self.services, info)

    # -- actions on one slot ------------------------------------------------------------------

    def _chooser(self, info: SlotInfo) -> Action:
        """Enter/click on a slot: its choices in a small dialog (load or overwrite, rename, export, delete)."""
        def choose() -> None:
            main: list[tuple[str, Action]] = []
            if self.mode == "save":
                main.append((self.t("saves.overwrite"), lambda: self.overwrite(info)))
            elif info.ok:
                main.append((self.t("saves.load"), lambda: self.load(info)))
            choices = main + [(self.t("saves.rename"), lambda: self.ask_rename(info)),
                              (self.t("saves.delete"), lambda: self.ask_delete(info))]
            if info.ok:
                choices.insert(len(main) + 1, (self.t("saves.export"), lambda: self.ask_export(info)))
            choices.append((self.t("menu.cancel"), lambda: None))
            self._push(Notice(self.services, info.name, self._details(info), choices))
        return choose

    def load(self, info: SlotInfo) -> None:
        """Load a slot, asking first if it would replace a game in progress."""
        try:
            save = self.flow.store.load_slot(info.name)
        except ValueError as err:
            self.say(str(err))
            return
        if self.flow.has_autosave(save.game):
            self._push(Notice(self.services, self.t("notice.replace_game.title"), self.t("notice.replace_game"),
                              [(self.t("saves.load"), lambda: self.flow.load(save)),
                               (self.t("menu.cancel"), lambda: None)]))
        else:
            self.flow.load(save)

    def save_new(self) -> None:
        """Save the game in progress under the typed name (asking before replacing a slot)."""
        name = self.name_field.text.strip()
        existing = next((s for s in self.slots if s.name.casefold() == name.casefold()), None)
        if existing is not None:
            self.overwrite(existing, name)
        else:
            self._save(name, overwrite=False)

    def overwrite(self, info: SlotInfo, name: str | None = None) -> None:
        """Ask, then replace slot ``info`` with the game in progress."""
        self._push(Notice(self.services, self.t("saves.overwrite"), self.t("saves.overwrite_ask", name=info.name),
                          [(self.t("saves.overwrite"), lambda: self._save(name or info.name, overwrite=True)),
                           (self.t("menu.cancel"), lambda: None)]))

    def _save(self, name: str, *, overwrite: bool) -> None:
        save = self.flow.current_save()
        if save is None:
            self.say(self.t("saves.no_game"))
            return
        try:
            self.flow.store.save_slot(name, save, overwrite=overwrite)
        except ValueError as err:
            self.say(str(err))
            return
        self.say(self.t("game.saved"), error=False)
        self.refresh(focus_name=name)

    def ask_rename(self, info: SlotInfo) -> None:
        """Prompt for a new name."""
        def rename(new: str) -> str | None:
            try:
                self.flow.store.rename_slot(info.name, new)
            except ValueError as err:
                return str(err)
            self.refresh(focus_name=new.strip())
            return None
        self._push(Prompt(self.services, self.t("saves.rename"), self.t("saves.rename_ask", name=info.name),
                          info.name, rename))

    def ask_delete(self, info: SlotInfo) -> None:
        """Ask, then delete the slot."""
        def delete() -> None:
            try:
                self.flow.store.delete_slot(info.name)
            except ValueError as err:
                self.say(str(err))
            self.refresh()
        self._push(Notice(self.services, self.t("saves.delete"), self.t("saves.delete_ask", name=info.name),
                          [(self.t("saves.delete"), delete), (self.t("menu.cancel"), lambda: None)]))

    def ask_export(self, info: SlotInfo) -> None:
        """Prompt for a file to write the game's record to (``oh7 replay`` reads it)."""
        def export(text: str) -> str | None:
            path = Path(text.strip()).expanduser()
            try:
                self.flow.store.export(self.flow.store.load_slot(info.name), path)
            except ValueError as err:
                return str(err)
            self.say(self.t("saves.exported", path=str(path)), error=False)
            return None
        default = str(documents_dir() / f"{info.name}.json")
        self._push(Prompt(self.services, self.t("saves.export"), self.t("saves.export_ask"), default, export,
                          max_length=400))

    def ask_import(self) -> None:
        """Prompt for a save or record file to add to the list."""
        def do_import(text: str) -> str | None:
            path = Path(text.strip()).expanduser()
            if not path.is_file():
                return self.t("saves.no_file", path=str(path))
            try:
                save = self.flow.store.import_file(path)
            except ValueError as err:
                return str(err)
            self.say(self.t("saves.imported", path=path.name), error=False)
            self.refresh(focus_name=save.slot_name or path.stem)
            return None
        self._push(Prompt(self.services, self.t("saves.import"), self.t("saves.import_ask"),
                          str(documents_dir()) + "/", do_import, max_length=400))

    def _push(self, scene: Scene) -> None:
        if self.stack is not None:
            self.stack.push(scene)

    # -- screen -------------------------------------------------------------------------------

    def title(self) -> str:
        """Load game / Save game."""
        return self.t("saves.title_save" if self.mode == "save" else "menu.load")

    def phase_name(self) -> str:
        """Screenshots call this screen ``saves-load`` or ``saves-save``."""
        return f"saves-{self.mode}"

    def handle(self, event: pygame.event.Event) -> None:
        """The mouse wheel moves along the list; the rest as in every menu."""
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.group.move(-1 if event.y > 0 else 1)
            return
        super().handle(event)

    def shortcuts(self) -> dict[int, Action]:
        """Keys acting on the focused slot, and I to import."""
        keys: dict[int, Action] = {pygame.K_i: self.ask_import}
        row = self.group.focused
        if isinstance(row, SlotRow) and row.info is not None and row.info.path.parent == self.flow.store.slots_dir:
            info = row.info  # a named save (an unfinished game is played on, nothing else)
            keys.update({pygame.K_F2: lambda: self.ask_rename(info), pygame.K_DELETE: lambda: self.ask_delete(info),
                         pygame.K_e: lambda: self.ask_export(info)})
        return keys

    def hints(self) -> list[tuple[str, str]]:
        """Slot keys along the bottom."""
        return [("↑ ↓", self.t("hint.move")), (self.t("key.enter"), self.t("hint.choose")), ("F2", self.t("saves.rename")),
                ("Del", self.t("saves.delete")), ("E", self.t("saves.export")), ("I", self.t("saves.import")),
                (self.t("key.esc"), self.t("hint.back"))]

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Name field (save mode), a scrolling window of slots, Import and Back side by side."""
        width = min(px(900, ui), surface.get_width() - px(60, ui))
        row, gap = px(ROW_HEIGHT, ui), px(10, ui)
        top = px(130, ui)
        bottom = surface.get_height() - px(130, ui)
        area = pygame.Rect((surface.get_width() - width) // 2, top, width, bottom - top)
        y = area.y
        if self.mode == "save":
            self.name_field.rect = pygame.Rect(area.x, y, width - px(200, ui), px(54, ui))
            self.save_button.rect = pygame.Rect(area.right - px(186, ui), y, px(186, ui), px(54, ui))
            y += px(54, ui) + px(22, ui)
        buttons_y = area.bottom - px(54, ui)
        visible = max(1, (buttons_y - px(14, ui) - y + gap) // (row + gap))
        self._scroll_to_focus(visible)
        for index, slot_row in enumerate(self.rows):
            shown = self.first_row <= index < self.first_row + visible
            slot_row.rect = pygame.Rect(area.x, y + (index - self.first_row) * (row + gap), width, row) if shown \
                else pygame.Rect(0, 0, 0, 0)
        self._empty_y = y
        half = (width - gap) // 2
        self.import_button.rect = pygame.Rect(area.x, buttons_y, half, px(54, ui))
        self.back_button.rect = pygame.Rect(area.x + half + gap, buttons_y, half, px(54, ui))
        return area

    def _scroll_to_focus(self, visible: int) -> None:
        focused = self.group.focused
        if isinstance(focused, SlotRow):
            index = self.rows.index(focused)
            if index < self.first_row:
                self.first_row = index
            elif index >= self.first_row + visible:
                self.first_row = index - visible + 1
        self.first_row = max(0, min(self.first_row, max(0, len(self.rows) - visible)))

    def draw_extra(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """Say so when there is no saved game yet."""
        if not self.rows:
            widgets.blit_text(surface, self.t("game.no_save"), px(22, ui), MUTED,
                              (area.centerx, self._empty_y + px(40, ui)), anchor="midtop")


def documents_dir() -> Path:
    """The user's documents folder (home if there is none): where exports go by default."""
    try:
        import platformdirs

        folder = Path(platformdirs.user_documents_dir())
        return folder if folder.is_dir() else Path.home()
    except Exception:  # noqa: BLE001 - any oddity: the home folder is a fine default
        return Path.home()
