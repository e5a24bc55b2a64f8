"""The score sheet's life at the table: up after every round and at the end, or to look (S).

A mixin of :class:`~.scene.TableScene` (it reads the scene's state, autoplay flag and speed).
"""

from __future__ import annotations

from typing import Any

from oh7_desktop.app.anim import scaled
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import SceneStack, Services
from oh7_desktop.games.oh7 import GameState, to_record

SHEET_HOLD = 3.0
"""Autoplay: seconds (normal speed) the score sheet stays up before the next round."""


class SheetControl:
    """Opening, closing and (in autoplay) timing the score sheet."""

    state: GameState
    autoplay: bool
    show_last: bool
    final_done: bool
    sheet_open: bool
    sheet_manual: bool
    sheet_timer: float
    services: Services
    setup: GameSetup
    stack: SceneStack | None

    def speed(self) -> str:
        """The animation speed setting (the scene's)."""
        raise NotImplementedError

    def _open_sheet(self, manual: bool) -> None:
        self.sheet_open, self.sheet_manual, self.sheet_timer = True, manual, 0.0
        self.show_last = False

    def close_sheet(self) -> None:
        """Dismiss the score sheet: the next round starts, or the game ends."""
        was_manual = self.sheet_manual
        self.sheet_open = self.sheet_manual = False
        if not was_manual and self.state.is_over():
            self.final_done = True

    def wants_escape(self) -> bool:
        """True when Esc closes something of the table's own (else it opens the game menu)."""
        return self.show_last or (self.sheet_open and self.sheet_manual)

    def toggle_sheet(self) -> None:
        """Open the score sheet to look (S key), or close it."""
        if self.sheet_open:
            self.close_sheet()
        elif self.state.history:
            self._open_sheet(manual=True)

    def open_review(self) -> None:
        """Step through the round just played, over the score sheet (V there). Every finished
        round's cards were all played face up, so a couch game shows no secret here; a round
        in progress is never in the review."""
        if not self.state.history or self.stack is None:
            return
        from oh7_desktop.app.review.launch import ReplayError, open_review

        record: dict[str, Any] = to_record(self.state, self.setup.names)
        try:
            scene = open_review(self.services, record, self.setup.names, seats=self.setup.seats)
        except ReplayError as error:  # never expected of the engine's own record: say it, keep playing
            self.say(str(error))
            return
        self.stack.push(scene)

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message near the hand (the scene's)."""
        raise NotImplementedError

    def _sheet_tick(self, dt: float) -> None:
        if not self.autoplay or self.sheet_manual:
            return
        self.sheet_timer += max(0.0, dt)
        if self.sheet_timer >= scaled(SHEET_HOLD, self.speed()):
            self.close_sheet()
