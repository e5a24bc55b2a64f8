"""How a tutorial is left, the same in every game: Esc at any time, Enter once the round is scored.

:class:`LessonExits` goes first in a tutorial table's bases (before the game's table scene), so
its :meth:`~LessonExits.handle` sees a key before the table does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app.kit.ui import Words
from oh7_desktop.app.scene import Table
from oh7_desktop.app.tutorial.pointer import ENTER_KEYS

FINISH = "tutorial.sheet.finish"
"""The score sheet's Enter button once the lesson is over: Enter leaves the tutorial."""
GOING_ON = frozenset({"table.next_round", "table.finish", "hell.sheet.next", "hell.sheet.end", "su.sheet.next",
                      "su.sheet.end", "red7.sheet.next", "red7.sheet.end"})
"""Each table's words for its sheet's Enter button (next round, end of the game), which a lesson replaces."""


class LessonWords(Words):
    """A tutorial table's words: the table's own, but the score sheet's Enter button says
    what Enter does in a lesson (it finishes it) instead of dealing the next round."""

    def __init__(self, table_words: Words, closing: Callable[[], bool]) -> None:
        super().__init__(table_words.services, table_words.you, table_words.name_of)
        self.closing = closing

    def __call__(self, key: str, **fields: object) -> str:
        return super().__call__(FINISH if key in GOING_ON and self.closing() else key, **fields)


class LessonExits(Table):
    """Esc leaves the tutorial (unless the table keeps Esc to close a view of its own); Enter
    leaves once the lesson's round is scored. Nothing is kept either way."""

    def closing(self) -> bool:
        """True once the round is scored (its score sheet, or the game's end): the lesson is
        over, Enter leaves."""
        return self.phase_name() in ("score-sheet", "game-over")

    def handle(self, event: pygame.event.Event) -> None:
        """Esc leaves the tutorial for the menu (unless the table keeps Esc to close a view);
        so does Enter once the round is scored."""
        if event.type == pygame.KEYDOWN and (
                (event.key == pygame.K_ESCAPE and not self.wants_escape())
                or (event.key in ENTER_KEYS and self.closing())):
            self.leave()
            return
        super().handle(event)

    def leave(self) -> None:
        """Back to the menu the tutorial was opened from; nothing is kept."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
