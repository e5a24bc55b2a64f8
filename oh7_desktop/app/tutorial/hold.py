"""A tutorial step that explains while nothing is asked of the player waits for them to go on.

The deal, the others bidding, the dealer giving or running: such a step is shown while the
table animates, and a newcomer could not read it before the next one came. :class:`StepHold`
goes first in a tutorial table's bases (``class TutorialTable(StepHold, TheGamesTable)``, or
through :class:`~oh7_desktop.app.tutorial.lesson.Lesson`); the table's :meth:`StepHold.step`
follows its script with :meth:`StepHold.follow`. When the table moves on from a step the
learner was never asked to act under, the step is held: it stays on screen with "Space,
Enter or a click here: go on" in its panel's title line (:meth:`StepHold.hold_hint`, passed
to ``draw_panel``; shown from the moment such a step comes, and Space then marks it read so it
will not wait), nobody acts (neither the bots nor chance nor the learner), whatever the
animation speed, until Space, Enter or a click on the panel. A step read once is not held again.

The press that goes on is spent on the panel: nothing reaches the table until the next frame is
drawn (a second Space in the same batch of events placed a bid the player never saw asked), and
the key's repeats are ignored until it is released (held a little, Space went on, then bid 0 at
the table: a new player's play test).
"""

from __future__ import annotations

from typing import Any

import pygame

from oh7_desktop.app.kit.keys import KeyList, named, said
from oh7_desktop.app.kit.loop import AnyLoop
from oh7_desktop.app.tutorial.exits import LessonExits
from oh7_desktop.app.tutorial.runner import TutorialRunner

GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that go on from a held step."""
GO_ON = "tutorial.go_on"
"""The held step's last line on its panel: how to go on."""
HIDE_KEY = pygame.K_w
"""Hides and shows the lesson's words over the score sheet (the sheet leaves them no free room:
hidden, every line and button of the sheet can be read; play test 26)."""
HIDE = "tutorial.words_hide"
"""The panel's title line over the score sheet: how to hide it."""


class StepHold(LessonExits, AnyLoop):
    """A tutorial table whose explaining steps wait for the player (see the module)."""

    runner: TutorialRunner
    panel: pygame.Rect | None
    words_hidden: bool = False
    """True while the player has hidden the lesson's words over the score sheet (W)."""
    spent_key: int | None = None
    """The key that went on from a held step, its repeats ignored until it is released (None: none)."""
    unseen: bool = False
    """True from going on until the next frame is drawn: the table takes no input meanwhile."""

    def step(self) -> str | None:
        """The step's message id for what the table shows now (each tutorial's, through :meth:`follow`)."""
        raise NotImplementedError

    def learner(self) -> int:
        """The seat of the person learning."""
        return self.setup.humans[0]

    def follow(self, phase: str) -> str | None:
        """The runner's step for ``phase``, told whether the learner is asked to act now."""
        return self.runner.follow(phase, asked=self.deciding_seat() == self.learner())

    def deciding_seat(self) -> int | None:
        """The seat the table asks to act now, a step held or not (:meth:`acting_seat` hides it while held)."""
        seat: int | None = super().acting_seat()
        return seat

    def held(self) -> str | None:
        """The step waiting for the player to go on (None: none)."""
        return self.runner.held

    def acting_seat(self) -> int | None:
        """Nobody may choose while a step waits to be read (its panel, not the cards, is what is asked)."""
        return None if self.runner.held is not None else super().acting_seat()

    def pending_step(self, state: Any) -> bool | None:
        """Follow the script before anyone acts (at instant speed several actions pass between
        two frames drawn), and wait while a step is held."""
        self.step()
        if self.runner.held is not None:
            return False
        result: bool | None = super().pending_step(state)
        return result

    def panel_hidden(self) -> bool:
        """True while no panel is drawn: the score sheet is up and the player hid the words (W)."""
        return self.sheet_open and self.words_hidden

    def panel_hint(self) -> str:
        """The panel's title line: how to go on from a held step, else over the score sheet how to
        hide the words (in the title's place: the panel grows no taller over the sheet)."""
        return self.hold_hint() or (self.words(HIDE) if self.sheet_open else "")

    def hold_hint(self) -> str:
        """How to go on, in the panel's title line while its step is held or will be (else nothing)."""
        return self.words(GO_ON) if self.may_go_on() else ""

    def may_go_on(self) -> bool:
        """True while Space goes on: a step is held, or the step up explains while the learner is
        not asked and will be held when the table moves on (the words come with the step: a play
        test read "Learn to play" alone for the 1-2 s a bot took to move); never once the round is
        scored (Enter leaves the lesson then)."""
        current = self.runner.current()
        return self.runner.held is not None or (
            current is not None and current not in self.runner.answered | self.runner.read
            and not self.sheet_open and not self.closing() and self.deciding_seat() != self.learner())

    def handle(self, event: pygame.event.Event) -> None:
        """Space, Enter or a click on the panel go on from a held step (or one that will be), and
        nothing else (see the module); the rest as usual."""
        if self.spent(event):
            return
        if self.may_go_on() and (
                (event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS)
                or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.panel is not None
                    and self.panel.collidepoint(event.pos))):
            current = self.runner.current()
            if not self.runner.go_on() and current is not None:
                self.runner.read.add(current)  # read before the table moved on: it will not wait then
            self.spent_key, self.unseen = (event.key if event.type == pygame.KEYDOWN else None), True
            return
        if event.type == pygame.KEYDOWN and event.key == HIDE_KEY and self.sheet_open:
            self.words_hidden = not self.words_hidden
            return
        super().handle(event)

    def spent(self, event: pygame.event.Event) -> bool:
        """True if ``event`` belongs to the press that went on from a step: the key's repeats
        until it is released, any key or click before the next frame is drawn (Esc still leaves)."""
        if event.type == pygame.KEYUP and event.key == self.spent_key:
            self.spent_key = None
            return True
        if event.type == pygame.KEYDOWN and event.key == self.spent_key:
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.spent_key = None  # another key or a click: the release went elsewhere (an overlay's)
            return self.unseen and getattr(event, "key", None) != pygame.K_ESCAPE
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The table as usual; from now on the player has seen what follows the step they went on from."""
        super().draw(surface)
        self.unseen = False

    def key_help(self) -> KeyList:
        """The table's keys, led by the one that goes on while a step is held."""
        keys = super().key_help()
        if self.sheet_open:
            keys = named(self.services, [("W", "keys.tutorial.words")]) + keys
        if not self.may_go_on():
            return keys
        return named(self.services, [(f"Space / {said(self.services, 'key.enter')}", "keys.tutorial.go_on")]) + keys
