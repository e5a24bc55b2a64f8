"""The main menu: New game, Continue (when a game was autosaved), Load, Replays, Statistics, History,
Options, Rules, Quit.

The title art is a fan of the game's own cards spelling the name: Ø (oh), 7, ?.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import tables, widgets
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.menus.base import (Action, flow_of, MenuScene, draw_background, draw_hints, stack_rows, tr)
from oh7_desktop.app.menus.entries import CommonEntries
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.scene import SceneStack, Services
from oh7_desktop.app.settings_bridge import FirstFrameSettings
from oh7_desktop.app.widgets import GOLD, INK, Button, px

if TYPE_CHECKING:
    from oh7_desktop.persistence import LoadResult, SlotInfo

FAN = (None, "N", "7H", "?", None)
"""Ø 7 ? between two card backs."""


def continue_game(services: Services, stack: SceneStack) -> bool:
    """Resume the autosave; if it is broken or missing, explain why (offering the backup). Return success."""
    result = flow_of(services).continue_game()
    if not result.ok:
        explain_autosave(services, stack, result)
    return bool(result.ok)


def explain_autosave(services: Services, stack: SceneStack, result: LoadResult) -> None:
    """Show why the autosave cannot be continued (a ``LoadResult``), offering the backup if sound."""
    broken = result.status == "broken"
    title = tr(services, "notice.autosave_broken.title") if broken else tr(services, "game.no_save")
    if result.status == "busy":
        title = tr(services, "notice.game_open.title")
    lines = [result.message] if result.message else []
    if result.status == "busy":  # the title says it all: no file name for a player
        lines = [tr(services, "notice.game_open")]
    choices: list[tuple[str, Action]] = []
    if result.backup is not None:
        lines.append(tr(services, "notice.backup_offered"))
        choices.append((tr(services, "notice.use_backup"), lambda: _use_backup(services, stack)))
    elif result.backup_message:
        lines.append(result.backup_message)
    if broken and result.backup is None:
        lines.append(tr(services, "notice.autosave_kept"))
    choices.append((tr(services, "menu.ok"), lambda: None))
    stack.push(Notice(services, title, "\n".join(lines), choices))


def _use_backup(services: Services, stack: SceneStack) -> None:
    try:
        flow_of(services).use_backup()
    except ValueError as err:  # SaveError: one line naming the file
        stack.push(Notice(services, tr(services, "notice.autosave_broken.title"), str(err)))


class MainMenu(CommonEntries, MenuScene):
    """The first screen."""

    panel_width = 430
    resuming: SlotInfo | None = None
    """The unfinished game Continue resumes (the one played last), as the saves lists describe it."""
    resuming_read = False
    tutorial_checked = False
    """Whether this launch's offer to learn was considered (once the settings file is read)."""

    def build(self) -> None:
        """The six entries; Continue is shown only when there is a game to continue."""
        flow = flow_of(self.services)

        def has_game() -> bool:
            return bool(flow and flow.has_autosave())

        self.entries = [
            Button(self.text("menu.new_game"), "N", on_press=self.new_game),
            Button(self._continue_label, "C", enabled=has_game, on_press=self.resume),
            Button(self.text("menu.load"), "L", on_press=self.load),
            Button(self.text("menu.replays"), "P", on_press=self.replays),
            Button(self.text("menu.statistics"), "S", on_press=self.statistics),
            Button(self.text("menu.history"), "H", on_press=self.history),
            Button(self.text("menu.options"), "O", on_press=self.options),
            Button(self.text("menu.rules"), "R", on_press=self.rules),
            Button(self.text("menu.learn"), "T", on_press=self.learn),
            Button(self.text("menu.quit"), "Q", on_press=self.quit),
        ]
        self.refresh()

    def _continue_label(self) -> str:
        """``Continue Oh Hell — hand 6``: the game played last, which Continue resumes."""
        from oh7_desktop.app.menus.save_words import game_name, progress_words

        info = self.resuming
        if info is None or not info.ok:
            return self.t("menu.continue")
        return self.t("menu.continue_game", game=game_name(self.services, info.game),
                      progress=progress_words(self.services, info, of=False))

    def refresh(self) -> None:
        """Show or hide Continue (an autosave appears or disappears while playing), naming the
        game it resumes."""
        self.resuming, self.resuming_read = None, False
        shown = [b for b in self.entries if b.shortcut != "C" or b.enabled()]
        focus = self.entries[1] if self.entries[1] in shown else None
        self.group.set(shown, focus=focus if self.group.focused is None or focus else None)

    def update(self, dt: float) -> None:
        """After the menu is on screen (it must appear fast), read which game Continue resumes, and
        offer to learn once the settings file is read (the first frame's stand-in cannot tell)."""
        if not self.tutorial_checked and not isinstance(self.services.settings, FirstFrameSettings):
            self.tutorial_checked = True
            self._offer_tutorial()
        if self.resuming_read:
            return
        self.resuming_read = True
        flow = flow_of(self.services)
        if flow is not None and self.entries[1] in self.group.widgets and not flow.owns_autosave:
            from oh7_desktop.app.game_slots import unfinished_infos

            self.resuming = next(iter(unfinished_infos(flow)), None)

    def _offer_tutorial(self) -> None:
        """On the very first launch, offer to learn by playing (once, whatever the answer)."""
        from oh7_desktop.app.tutorial.offer import offer, should_offer

        if self.stack is not None and self.stack.top is self and should_offer(self.services):
            offer(self.services, self.stack, self)

    def enter(self) -> None:
        """Back on the menu: Continue may have appeared (game left) or gone (game finished)."""
        self.refresh()
        continue_button = self.entries[1]
        self.group.focus_on(continue_button if continue_button in self.group.widgets else self.entries[0])

    def phase_name(self) -> str:
        """Screenshots call this screen ``menu``."""
        return "menu"

    def title(self) -> str:
        """The game's name."""
        return self.t("app.title")

    def shortcuts(self) -> dict[int, Action]:
        """One key per entry."""
        keys: dict[int, Action] = {pygame.K_n: self.new_game, pygame.K_l: self.load, pygame.K_o: self.options,
                                   pygame.K_r: self.rules, pygame.K_q: self.quit, pygame.K_s: self.statistics,
                                   pygame.K_h: self.history, pygame.K_p: self.replays,
                                   pygame.K_t: self.learn}
        if self.entries[1] in self.group.widgets:
            keys[pygame.K_c] = self.resume
        return keys

    def hints(self) -> list[tuple[str, str]]:
        """Moving, choosing and fullscreen (Esc quits from here)."""
        return [("↑ ↓", self.t("hint.move")), (self.t("key.enter"), self.t("hint.choose")),
                (self.t("key.esc"), self.t("menu.quit")), ("F11", self.t("hint.fullscreen"))]

    # -- actions ------------------------------------------------------------------------------

    def new_game(self) -> None:
        """Open the new-game form."""
        from oh7_desktop.app.menus.new_game import NewGameScene

        self._push(NewGameScene(self.services))

    def learn(self) -> None:
        """Open a tutorial (a short round at the real table, explained step by step); a chooser
        when several games have one."""
        from oh7_desktop.app.tutorial.offer import learn

        if self.stack is not None:
            learn(self.services, self.stack)

    def resume(self) -> None:
        """Continue the autosaved game."""
        if self.stack is not None:
            continue_game(self.services, self.stack)

    def replays(self) -> None:
        """Open a saved game or record file in the replay viewer."""
        from oh7_desktop.app.menus.replays import ReplaysScene

        self._push(ReplaysScene(self.services))

    def statistics(self) -> None:
        """Open the statistics."""
        from oh7_desktop.app.menus.stats import StatisticsScene

        self._push(StatisticsScene(self.services))

    def history(self) -> None:
        """Open the list of recorded games."""
        from oh7_desktop.app.menus.history import HistoryScene

        self._push(HistoryScene(self.services))

    def quit(self) -> None:
        """Leave the game (everything is already saved)."""
        request_exit = self.services.request_exit
        if request_exit is not None:
            request_exit(0)
        elif self.stack is not None:
            self.stack.pop()

    def back(self) -> None:
        """Esc on the main menu quits."""
        self.quit()

    # -- drawing ------------------------------------------------------------------------------

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Buttons in a column on the right half (centred when the title art does not fit beside)."""
        width = px(self.panel_width, ui)
        count = len(self.group.widgets)
        row, gap = (px(58, ui), px(14, ui)) if count <= 6 else (px(52, ui), px(11, ui))
        height = count * row + (count - 1) * gap
        if not self._art_beside(surface, ui) and height > self.room(surface, ui).height:
            return self._two_columns(surface, ui)
        centre_x = round(surface.get_width() * (0.70 if self._art_beside(surface, ui) else 0.5))
        area = pygame.Rect(centre_x - width // 2, (surface.get_height() - height) // 2 - px(6, ui), width, height)
        stack_rows(self.group.widgets, area, row, gap)
        return area

    def _two_columns(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """The entries in two columns (down the left, then the right), rows as low as their words
        allow: at a large text size one column scrolled Learn to play out of sight (play test 26)."""
        room = self.room(surface, ui)
        widgets_ = self.group.widgets
        rows = (len(widgets_) + 1) // 2
        gap = px(6, ui)
        inside = room.height - px(48, ui)  # the column's panel reaches half of that above and below it
        row = max(round(px(26, ui) * 1.2), min(px(52, ui), (inside - (rows - 1) * gap) // rows))
        between = px(20, ui)
        width = min(px(self.panel_width, ui), (surface.get_width() - px(70, ui) - between) // 2)
        height = rows * row + (rows - 1) * gap
        area = pygame.Rect(0, 0, 2 * width + between, height)
        area.center = (surface.get_width() // 2, room.centery)
        left, right = pygame.Rect(area.topleft, (width, height)), pygame.Rect(area.right - width, area.y, width, height)
        stack_rows(widgets_[:rows], left, row, gap)
        stack_rows(widgets_[rows:], right, row, gap)
        return area

    def room(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Beside the title art: the whole height above the key hints; else under the heading."""
        if not self._art_beside(surface, ui):
            return super().room(surface, ui)
        top = px(16, ui)
        return pygame.Rect(0, top, surface.get_width(), surface.get_height() - px(56, ui) - top)

    def _art_beside(self, surface: pygame.Surface, ui: float) -> bool:
        """Whether the column fits right of the title art (a large text size: it does not)."""
        art_right = surface.get_width() * 0.31 + px(240, widgets.scale(surface.get_size()))  # the fan's edge
        return surface.get_width() * 0.70 - px(self.panel_width, ui) / 2 >= art_right

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title art on the left, the menu on the right, key hints below (at a large
        text size: the title above the menu, which scrolls if taller than the window)."""
        ui = self.services.measure(surface.get_size())
        draw_background(surface, darken=20)
        if self._art_beside(surface, ui):
            self._draw_title_art(surface, widgets.scale(surface.get_size()))  # the art keeps its size
        else:
            self.draw_title(surface, ui)
        self.draw_column(surface, ui, self.place(surface, ui), edge=80)
        draw_hints(surface, self.hints(), ui)

    def _draw_title_art(self, surface: pygame.Surface, ui: float) -> None:
        art = self.services.card_art
        if art is None:
            art = self.services.card_art = CardArt(tables.house_faces())
        centre_x = round(surface.get_width() * 0.31)
        card_w = px(118, ui)
        pivot_y = surface.get_height() * 0.47
        for index, card in enumerate(FAN):
            angle = (index - 2) * 13.0
            picture = art.face(card, card_w, angle=-angle) if card else art.back(card_w, angle=-angle)
            offset = (index - 2) * px(74, ui)
            lift = abs(index - 2) * px(12, ui)
            rect = picture.get_rect(center=(centre_x + offset, round(pivot_y - px(95, ui) + lift)))
            shadow = art.shadow(card_w)
            if not angle:
                surface.blit(shadow, shadow.get_rect(center=(rect.centerx + px(4, ui), rect.centery + px(7, ui))))
            surface.blit(picture, rect)
        title_y = round(pivot_y + px(120, ui))
        name = self.t("app.title")
        widgets.blit_text(surface, name, px(92, ui), (0, 0, 0), (centre_x + px(4, ui), title_y + px(5, ui)),
                          bold=True, anchor="center")
        widgets.blit_text(surface, name, px(92, ui), GOLD, (centre_x, title_y), bold=True, anchor="center")
        widgets.blit_text(surface, self.t("app.tagline"), px(26, ui), INK, (centre_x, title_y + px(72, ui)),
                          anchor="center")
