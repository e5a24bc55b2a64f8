"""What the tutorials at the shared card tables (Oh Hell, Seven Up, Red7) have in common.

A game's ``TutorialTable`` subclasses :class:`Lesson` before its own table scene
(``class TutorialTable(Lesson, HellTable)``): the real table plays on, the lesson never
autosaves, Esc leaves, and each frame the step for :meth:`Lesson.lesson_phase` is drawn in
the runner's panel; a step that explained while nothing was asked of the player waits for
them to go on (:mod:`.hold`). A game names its finer phases (the hook, a beg, a rule change, a fold)
in its own ``lesson_phase``, from what the table shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pygame

from oh7_desktop.app.drawn import Box, recording
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.kit.choosing import AnyChoices
from oh7_desktop.app.kit.geometry import HAND, ui_percent
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial.exits import LessonWords
from oh7_desktop.app.tutorial.hold import StepHold
from oh7_desktop.app.tutorial.pointer import CLOSING, closing_body, draw_rings, uncovered
from oh7_desktop.app.tutorial.placing import obstacles, on_sheet, spare, vital
from oh7_desktop.app.tutorial.runner import TutorialRunner
from oh7_desktop.app.tutorial.step_panel import PanelSpot, StepWords, draw_step_panel
from oh7_desktop.games import registry

PLACES = ("seat", "palette", "label", "prompt", "canvas", "rule", "trick", "bets", "turned")
"""The layout's areas the panel keeps clear of where it can (a face-down deck or a won pile may be
partly under it)."""
BOTS = ("Al", "Bo", "Cy")
"""The bots' names at every tutorial table."""


def lesson_setup(game: str, rules: Mapping[str, Any], seed: int, player: str, seat: int = 0) -> GameSetup:
    """A tutorial's game: the player at ``seat`` against easy bots, the fixed deal."""
    players = int(rules.get("players", 2))
    bots = iter(BOTS)
    seats = tuple(SeatSetup(player, "human", None) if s == seat else SeatSetup(next(bots), "bot", "easy")
                  for s in range(players))
    return GameSetup(game, registry.get(game).rules_from_options(dict(rules)), seed, seats)


class Lesson(StepHold, AnyChoices):
    """A card table playing a tutorial: the table's own game with a panel explaining each step."""

    script: Mapping[str, str] = {}
    """Lesson phase -> message id of the step explaining it (each game's ``SCRIPT``)."""
    order: tuple[str, ...] = ("deal",)
    places: tuple[str, ...] = PLACES
    """The prefixes of the layout's areas the panel keeps clear of where it can."""
    places_first = False
    """True: the panel keeps clear of :attr:`places` with smaller words rather than cover them."""
    """The lesson phases in the order a round goes through them (the deal first)."""

    def __init__(self, services: Services, setup: GameSetup) -> None:
        # The tutorial is never saved as a game: no autosave after each action. The next class
        # in the order is the game's table scene, which takes (services, setup) and its game.
        super().__init__(replace(services, on_action=None), setup)  # type: ignore[call-arg]
        self.words = LessonWords(self.words, self.closing)
        self.runner = TutorialRunner(self.script)
        self.panel: pygame.Rect | None = None
        self.panel_size = 0
        """The panel's text size in pixels, as last drawn."""
        self.panel_spot = PanelSpot()
        self._rank = 0
        """How far in :attr:`order` this round's lesson went (it never goes back in a round)."""
        self._after_sheet = False

    def lesson_phase(self) -> str:
        """The phase the script maps (by default the table's own name for it)."""
        return self.phase_name()

    def step(self) -> str | None:
        """The step's message id for what the table shows now."""
        return self.follow(self.progress())

    def progress(self) -> str:
        """The lesson phase to explain: the deal until it is whole and shown, then the furthest
        phase of :attr:`order` the round reached (while a move is shown the table may still
        name an earlier moment; the lesson does not step back to it); a new round starts
        from its deal once the score sheet is put away."""
        phase = self.lesson_phase()
        if self.sheet_open and not self.sheet_manual:
            self._after_sheet = True
            return phase
        if self._after_sheet:
            self._after_sheet, self._rank = False, 0
        if self._rank == 0 and (self.director.busy or self.game.chance_action(self.state) is not None):
            return self.order[0]  # at instant speed the show is never busy: the deal is whole once chance is done
        if phase not in self.order:
            return phase
        self._rank = max(self._rank, self.order.index(phase))
        return self.order[self._rank]

    def step_words(self, step: str) -> str:
        """The panel's words for ``step`` (its message; a game may add to it)."""
        return self.words(step)

    def ring_targets(self) -> list[pygame.Rect]:
        """Where the player's allowed choices were drawn last frame (none unless the learner
        decides now; each game's table says which of its boxes those are)."""
        return []

    def panel_kept_clear(self, boxes: list[Box]) -> list[pygame.Rect]:
        """What the panel must not cover: the table's boxes recorded while it was drawn (the
        learner's cards among them, face up), its cards and panels."""
        return obstacles(boxes, [rect for _, rect in self.drawn.cards] + self.drawn.panels)

    def panel_spare(self, boxes: list[Box]) -> list[list[pygame.Rect]]:
        """What the panel keeps clear of unless no spot is free otherwise, given up in order: the
        learner's hand's area (its cards may still be coming), then the score boxes."""
        return [[self.geo.area(HAND).rect], spare(boxes)]

    def panel_rather(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The layout's areas the panel keeps clear of too where it can, drawn on or not yet (the
        seats, palettes, labels, prompt, canvas, trick: where cards and words will come)."""
        layout = self.geo.layout
        return [layout.rect(name, size) for name in layout.names() if name.startswith(self.places)]

    def draw(self, surface: pygame.Surface) -> None:
        """The table, rings around what the player may press, then the step's panel at the player's
        text size where it covers nothing the table drew (over the score sheet, none of its lines,
        rows and buttons either; with the closing words once the round is scored)."""
        with recording(surface) as boxes:
            super().draw(surface)
            targets = self.ring_targets() if self.acting_seat() == self.learner() else []
            draw_rings(surface, uncovered(targets, [rect for _, rect in self.drawn.cards]), self.now(),
                       self.services.settings.reduced_motion)
        step = self.step()
        if step is None or self.panel_hidden():
            self.panel = None
            return
        body = self.step_words(step)
        if self.closing():
            body = closing_body(body, self.words(CLOSING, game=self.words(f"game.{self.setup.game}")))
        words = StepWords(step, self.words("tutorial.title"), body, self.panel_hint())
        ui = ui_percent(self.services.settings) / 100
        if self.sheet_open:  # beside the sheet's lines, rows and buttons (on its lower half it hid them)
            table = self.panel_kept_clear(boxes)  # Red7's sheet leaves the palettes in view: spared if it can be
            self.panel, self.panel_size = draw_step_panel(
                surface, words, ui=ui, spot=self.panel_spot, kept_clear=on_sheet(boxes), vital=vital(boxes),
                spare=[table])
            return
        self.panel, self.panel_size = draw_step_panel(
            surface, words, ui=ui, spot=self.panel_spot, kept_clear=self.panel_kept_clear(boxes), vital=vital(boxes),
            rather=self.panel_rather(surface.get_size()), rather_first=self.places_first,
            spare=self.panel_spare(boxes))
