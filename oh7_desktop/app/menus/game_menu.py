"""The in-game menu (Esc at the table): Resume, Save, Load, Options, Rules, Main menu; and the game's
deal code ("Deal GJG90-9R0XD-WT58K-K": New game → From a code plays the same deals anywhere).

An overlay: the table stays visible, dimmed, and paused (only the top scene updates).
The game is autosaved after every action, so leaving for the main menu loses nothing.
The table opens it with ``stack.push(services.game_menu(table))``.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.menus.base import Action, MenuScene, draw_hints, flow_of
from oh7_desktop.app.menus.entries import CommonEntries
from oh7_desktop.app.widgets import GOLD, Button, px


class GameMenu(CommonEntries, MenuScene):
    """Pause menu over the table."""

    opaque = False
    panel_width = 460
    panel = pygame.Rect(0, 0, 0, 0)
    """The panel as last drawn."""
    said_at: pygame.Rect | None = None
    """Where the message was last drawn (None: no message)."""

    def build(self) -> None:
        """Six entries, each with its key."""
        self.group.set([
            Button(self.text("menu.resume"), self.text("key.esc"), on_press=self.back),
            Button(self.text("game_menu.save"), "S", on_press=self.save),
            Button(self.text("menu.load"), "L", on_press=self.load),
            Button(self.text("menu.options"), "O", on_press=self.options),
            Button(self.text("menu.rules"), "R", on_press=self.rules),
            Button(self.text("menu.main_menu"), "M", on_press=self.main_menu),
        ])

    def title(self) -> str:
        """Paused."""
        return self.t("game_menu.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``game-menu``."""
        return "game-menu"

    def hints(self) -> list[tuple[str, str]]:
        """Esc resumes here."""
        copy = [("C", self.t("game_menu.copy_code"))] if self.code() else []
        return [("↑ ↓", self.t("hint.move")), (self.t("key.enter"), self.t("hint.choose")), *copy,
                (self.t("key.esc"), self.t("menu.resume")), ("F11", self.t("hint.fullscreen"))]

    def shortcuts(self) -> dict[int, Action]:
        """One key per entry; C copies the deal code."""
        return {pygame.K_s: self.save, pygame.K_l: self.load, pygame.K_o: self.options, pygame.K_r: self.rules,
                pygame.K_m: self.main_menu, pygame.K_c: self.copy_code}

    def copy_code(self) -> None:
        """Put the deal code on the clipboard, to send to a friend (says so, or that it could not)."""
        code = self.code()
        if not code:
            return
        try:
            pygame.scrap.put_text(code)
            self.say(self.t("game_menu.code_copied"), error=False)
        except Exception:  # noqa: BLE001 - no clipboard (headless, odd platform): the code stays on screen
            self.say(self.t("game_menu.code_not_copied"))

    def code(self) -> str | None:
        """The game's deal code: anyone who plays it gets the same deals and bots."""
        flow = self.services.flow
        return flow.code if flow is not None and flow.setup is not None else None

    def enter(self) -> None:
        """Back from a screen opened here: what was said before (the code copied) is old news."""
        self.say(None)

    def _draw_said(self, surface: pygame.Surface, ui: float, y: int) -> None:
        """The one-line message inside the panel, under the deal code (below it lie the cards)."""
        self.said_at = None
        if self.message:
            colour = widgets.DANGER if self.message_is_error else GOLD
            self.said_at = widgets.blit_text(surface, self.message, px(18, ui), colour, (self.panel.centerx, y),
                                             anchor="midtop", bold=True, max_width=self.panel.width - px(40, ui))

    def save(self) -> None:
        """Save the game under a name."""
        from oh7_desktop.app.menus.saves import SavesScene

        self._push(SavesScene(self.services, mode="save"))

    def main_menu(self) -> None:
        """Leave the table (the game stays autosaved: Continue brings it back)."""
        flow = flow_of(self.services)
        if flow is not None:
            flow.close_table()
        elif self.stack is not None:
            self.stack.pop()

    def room(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Under the panel's heading (the title, the deal code, a message), above the key hints."""
        top = px(24, ui) + self._heading_height(ui)
        return pygame.Rect(0, top, surface.get_width(), surface.get_height() - px(70, ui) - top)

    def _heading_height(self, ui: float) -> int:
        """The panel's height above its entries: the title, the deal code and a message if any."""
        return px(80 + 24, ui) + (px(30, ui) if self.code() else 0) + (px(34, ui) if self.message else 0)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the panel of entries (scrolled if taller than the window)."""
        ui = self.services.measure(surface.get_size())
        widgets.dim_below(surface, 140)
        area = self.place(surface, ui)
        code = self.code()
        view = self.scrolled.view if self.scrolled.active else area
        back = pygame.Rect(area.x, view.y, area.width, view.height).inflate(px(56, ui), 0)
        back.height += px(24, ui) + self._heading_height(ui) - (px(24, ui) if self.scrolled.active else 0)
        back.bottom = view.bottom + (px(24, ui) if not self.scrolled.active else px(8, ui))
        surface.blit(widgets.rounded_panel(back.size, (10, 30, 20, 236), px(22, ui), (*GOLD, 160), px(2, ui)), back)
        self.panel = back
        widgets.blit_text(surface, self.title(), px(34, ui), GOLD, (back.centerx, back.y + px(22, ui)), bold=True,
                          anchor="midtop")
        if code:
            widgets.blit_text(surface, self.t("game_menu.code", code=code), px(20, ui), widgets.INK,
                              (back.centerx, back.y + px(66, ui)), anchor="midtop")
        with self.scrolled.clipped(surface):
            self.group.draw(surface, ui)
        self.scrolled.draw_marks(surface, back.right - px(10, ui))
        self._draw_said(surface, ui, back.y + px(66 + (30 if code else 0), ui))
        draw_hints(surface, self.hints(), ui, backing=True)
