"""The end screen of a game: who won, the final sheet and the running totals, then what next.

It follows the table's own final sheet once that is closed, and asks for a deliberate choice:
for a moment after it appears (:data:`HOLD` seconds) it ignores keys and clicks (a key still
pressed for the table would otherwise choose for the player), and no button has the focus
until the arrows, Tab or the mouse move to one, so a stray Enter starts nothing. Each choice
has its key, shown on its button: A Play again (same game, options and seats, new deals),
N New game, M (or Esc) Main menu, P Replay (the game deal by deal).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.menus.base import Action
from oh7_desktop.app.menus.past_game import PastGameScene
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import Button, px

HOLD = 0.6
"""Seconds during which the end screen ignores keys and clicks after it appears."""
HELD_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT)


def finished_game(setup: GameSetup, record: dict[str, object], started: datetime | None) -> Any:
    """The finished game as the history would keep it (a ``StoredGame``), made from its record
    through the game interface: what the sheet and the chart draw."""
    from oh7_desktop.persistence.history import FINISHED, SeatEntry, entry_from_record
    from oh7_desktop.persistence.history.db import GameSummary, StoredGame

    now = datetime.now(timezone.utc)
    seats = [SeatEntry(s.name, s.kind, s.level) for s in setup.seats]
    entry = entry_from_record(setup.game, record, seats, started=started or now, ended=now)
    summary = GameSummary(0, entry.game, entry.mode, entry.players, entry.started, entry.ended, FINISHED,
                          entry.bots_only, False, len(entry.rounds), entry.seats)
    return StoredGame(summary, dict(entry.rules), entry.rounds, dict(entry.record), (None,) * entry.players)


class GameOverScene(PastGameScene):
    """The final sheet of the game just played, with Play again, New game, Main menu and Replay."""

    wide_buttons = True

    def __init__(self, services: Services, stored: Any, play_again: Callable[[], None]) -> None:
        self.play_again = play_again
        self.hold = HOLD
        super().__init__(services, stored)

    def build(self) -> None:
        """The four choices; none has the focus yet."""
        self.again_button = Button(self.text("menu.play_again"), "A", on_press=self.again, font_size=20)
        self.new_button = Button(self.text("menu.new_game"), "N", on_press=self.new_game, font_size=20)
        self.menu_button = Button(self.text("menu.main_menu"), "M", on_press=self.back, font_size=20)
        self.replay_button = Button(self.text("past.replay"), "P", on_press=self.replay, font_size=20)
        self.group.set([self.again_button, self.new_button, self.menu_button, self.replay_button])
        self.group.focus, self.group.parked = -1, True  # Enter does nothing until the player moves to one

    def title(self) -> str:
        """Game over."""
        return self.t("game.over")

    def phase_name(self) -> str:
        """Screenshots call this screen ``game-over``."""
        return "game-over"

    def shortcuts(self) -> dict[int, Action]:
        """One key per choice."""
        return {pygame.K_a: self.again, pygame.K_n: self.new_game, pygame.K_m: self.back, pygame.K_p: self.replay}

    def hints(self) -> list[tuple[str, str]]:
        """The choices' keys, moving and choosing, and Esc to the main menu."""
        return [("A N M P", self.t("over.choose")), ("Tab", self.t("hint.move")),
                (self.t("key.enter"), self.t("hint.choose")), (self.t("key.esc"), self.t("menu.main_menu"))]

    def update(self, dt: float) -> None:
        """Count down the moment during which input is ignored."""
        self.hold = max(0.0, self.hold - dt)

    def handle(self, event: pygame.event.Event) -> None:
        """Nothing but the mouse's moves for a moment, then as the past game's sheet."""
        if event.type in HELD_EVENTS and self.hold > 0:
            return
        super().handle(event)

    def place_buttons(self, row: pygame.Rect, ui: float) -> None:
        """The four choices share the card's width."""
        gap = px(12, ui)
        width = (row.width - 3 * gap) // 4
        for index, button in enumerate(self.group.widgets):
            button.rect = pygame.Rect(row.x + index * (width + gap), row.y, width, row.height)

    def again(self) -> None:
        """The same game, options and seats again, with new deals."""
        self.back()
        self.play_again()

    def new_game(self) -> None:
        """Back to the menu, on the new-game form."""
        from oh7_desktop.app.menus.new_game import NewGameScene

        stack = self.stack
        self.back()
        if stack is not None:
            stack.push(NewGameScene(self.services))
