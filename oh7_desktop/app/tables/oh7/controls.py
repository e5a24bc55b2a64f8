"""The table's answers to the player's intents (a base of :class:`~.scene.TableScene`).

Input (:mod:`.input`) says what the player wants as :mod:`.intents`; :meth:`Controls.carry_out`
does it with the scene's own operations, listed here as what the scene provides.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.intents import (Answer, Choose, CloseSheet, ConfirmHandoff, DialogFocus, Focus,
                                           Intent, OpenMenu, OpenReview, Point, ShowLast, Skip, TieSeen,
                                           ToggleChart, ToggleExplanation, ToggleSheet)
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.games.oh7 import Action, GameState
from oh7_desktop.app.kit.selection import Selection

from .frame import Drawn
from .turns import Turns


class Controls(GameLoop[GameState, Action]):
    """Carries out intents; the operations it uses are the loop's and the scene's."""

    selection: Selection
    drawn: Drawn
    show_last: bool
    sheet_chart: bool
    turns: Turns

    def skip(self) -> None:
        """Finish the animation in progress (the scene's)."""
        raise NotImplementedError

    def choosable(self) -> list[CardKey]:
        """The viewer's cards in keyboard order (the scene's)."""
        raise NotImplementedError

    def choose(self, key: CardKey) -> bool:
        """Bet or play a card (the scene's)."""
        raise NotImplementedError

    def answer_interrobang(self, show: bool) -> bool:
        """Answer the ? question (the scene's)."""
        raise NotImplementedError

    def toggle_sheet(self) -> None:
        """Open or close the score sheet to look (the scene's)."""
        raise NotImplementedError

    def open_review(self) -> None:
        """Step through the round just played (the scene's)."""
        raise NotImplementedError

    def toggle_explanation(self) -> None:
        """Unfold or fold the sheet's explanation (the scene's)."""
        raise NotImplementedError

    def tie_seen(self) -> None:
        """The tie note was read (the scene's)."""
        raise NotImplementedError

    @property
    def focus(self) -> int:
        """Index of the choosable card the keyboard is on."""
        return self.selection.focus

    @property
    def buttons(self) -> dict[str, pygame.Rect]:
        """The buttons drawn in the last frame, by name."""
        return self.drawn.buttons

    @property
    def card_rects(self) -> list[tuple[CardKey, pygame.Rect]]:
        """Where the viewer's choosable cards were drawn in the last frame, lowest first."""
        return self.drawn.card_rects

    def carry_out(self, intent: Intent) -> None:
        """Do what the player asked."""
        match intent:
            case Skip():
                self.skip()
            case Point(key):
                self.selection.hover = key
                keys = self.choosable()
                if key is not None and key in keys:
                    self.selection.focus = keys.index(key)
            case Focus(index):
                self.selection.moved(index, self.turns.clock)
            case Choose(key):
                self.choose(key)
            case Answer(show):
                self.answer_interrobang(show)
            case DialogFocus(index):
                self.selection.dialog_focus = index
            case ShowLast(shown):
                self.show_last = shown
            case ToggleSheet():
                self.toggle_sheet()
            case ToggleChart():
                self.sheet_chart = not self.sheet_chart
            case CloseSheet():
                self.close_sheet()
            case OpenReview():
                self.open_review()
            case ToggleExplanation():
                self.toggle_explanation()
            case ConfirmHandoff():
                self.turns.confirm_handoff()
                self.viewer_changed()
                self.play_sound("turn")
            case TieSeen():
                self.tie_seen()
            case OpenMenu():
                # The app opens its in-game menu on Esc; the button says the same with the mouse.
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
