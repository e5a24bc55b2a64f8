"""Oh 7 ?'s tutorial: its real table against bots, with a panel explaining each phase as it comes.

The table runs as usual (the player acts, the bots answer); the script only maps the phase the
table reports to a short explanation; a step that explained while nothing was asked of the player
waits for them to go on (:mod:`.hold`). Nothing is autosaved: the tutorial is not a real game.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from oh7_desktop.app.drawn import Box, cover, recording
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.kit.geometry import ui_percent
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.frame import Frame
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.app.tutorial.exits import LessonWords
from oh7_desktop.app.tutorial.hold import StepHold
from oh7_desktop.app.tutorial.pointer import CLOSING, closing_body, draw_rings, uncovered
from oh7_desktop.app.tutorial.oh7_room import column_look, in_column, score_spot
from oh7_desktop.app.tutorial.placing import obstacles, vital
from oh7_desktop.app.tutorial.runner import TutorialRunner
from oh7_desktop.app.tutorial.step_panel import PanelSpot, StepWords, choose, draw_look, draw_step_panel
from oh7_desktop.games import registry

SEED = 1
"""The tutorial's deal (fixed, so every player gets the same lesson): its bets add up to 7 once, so the
lesson shows a re-bet (found by `tools/tutorial_seed.py`: seeds 0-3, only 1 does)."""
RULES = {"mode": "base", "players": 4, "target": 21}
"""The base game, four players, to 21 points."""
REBET = "tutorial.oh7.again"
"""The step of a re-bet: the bets added up to 7, everyone bets again (shown on the bet phase's later attempts)."""


SCRIPT = {
    "deal": "tutorial.oh7.deal",
    "bet": "tutorial.oh7.bet",
    "bet-reveal": "tutorial.oh7.sum",
    "bet-again": REBET,
    "interrobang": "tutorial.oh7.rebet",
    "tricks": "tutorial.oh7.tricks",
    "tricks-on": "tutorial.oh7.tricks_on",
    "score-sheet": "tutorial.oh7.score",
    "game-over": "tutorial.oh7.score",
}
"""The table's phase -> the step explaining it (``bet-again``: a bet phase after the bets added up to 7;
``tricks-on``: the tricks once the first is won: who took it, who leads, the count to aim at; a
new player's play test saw seven tricks pass under one unchanging step)."""


def tutorial_setup(player: str = "You", seed: int = SEED) -> GameSetup:
    """The tutorial's game: the player against three easy bots, the fixed deal (``seed``: tools only)."""
    seats = (SeatSetup(player, "human", None),) + tuple(SeatSetup(n, "bot", "easy") for n in ("Al", "Bo", "Cy"))
    return GameSetup("oh7", registry.get("oh7").rules_from_options(RULES), seed, seats)


class TutorialTable(StepHold, TableScene):
    """Oh 7 ?'s real table with the tutorial's panel drawn over a corner of the felt."""

    def __init__(self, services: Services, setup: GameSetup | None = None) -> None:
        # The tutorial is never saved as a game: no autosave after each action.
        super().__init__(replace(services, on_action=None), setup or tutorial_setup())
        self.words = LessonWords(self.words, self.closing)
        self.runner = TutorialRunner(SCRIPT)
        self.panel: pygame.Rect | None = None
        self.panel_size = 0
        """The panel's text size in pixels, as last drawn."""
        self.panel_spot = PanelSpot()
        self.score_moved: pygame.Rect | None = None
        """Where the score box is drawn while the panel needs its place (None: in its place)."""
        self.aside_words: StepWords | None = None
        """The words the score sheet leaves a column for beside its explanation (the last over it)."""

    def step(self) -> str | None:
        """The step's message id for what the table shows now."""
        phase = self.phase_name()
        if phase == "bet" and self.state.attempts:  # a later attempt: the last bets added up to 7
            phase = "bet-again"
        elif phase == "tricks" and self.state.trick_winners:
            phase = "tricks-on"
        return self.follow(phase)

    def ring_targets(self) -> list[pygame.Rect]:
        """Where the player's allowed choices were drawn last frame: the ? question's answers
        while asked, else the cards the table would take (none unless the player decides)."""
        if self.acting_seat() != self.setup.humans[0]:
            return []
        answers = [self.drawn.buttons[name] for name in ("show", "keep") if name in self.drawn.buttons]
        return answers or [rect for key, rect in self.drawn.card_rects if self.card_reason(key) is None]

    def fixed_places(self) -> list[pygame.Rect]:
        """Where the name plates lie (drawn whether clickable or not): the panel keeps clear of them too."""
        return [self.geo.label(seat).rect for seat in range(len(self.setup.seats))]

    def frame(self) -> Frame:
        """The table's frame, the score box where the lesson's panel leaves it room and, over the
        score sheet while the words show, the column asked for them (:mod:`.oh7_room`)."""
        aside = self.column_size if self.sheet_open and not self.panel_hidden() and self.aside_words else None
        return replace(super().frame(), score_rect=self.score_moved, sheet_aside=aside)

    def column_size(self, column: pygame.Rect) -> int:
        """The text size (pixels) the sheet's lesson words fit ``column`` at, 0 if they do not."""
        look = None if self.aside_words is None else column_look(self.aside_words, self.ui(), self.geo.size, column)
        return 0 if look is None else look.size

    def ui(self) -> float:
        """The player's text scale (1.0: 100 %)."""
        return ui_percent(self.services.settings) / 100

    def draw(self, surface: pygame.Surface) -> None:
        """The table, rings around what the player may press, then the step's panel at the player's
        text size where it covers nothing the table drew (over the score sheet, beside its
        explanation, with the closing words once the round is scored). The last trick (L) hides
        the table until any key: nothing of the lesson is drawn over it meanwhile."""
        if self.show_last:
            super().draw(surface)
            self.panel = None
            return
        boxes = self.draw_table(surface)
        step = self.step()
        if step is None or self.panel_hidden():
            self.panel = None
            return
        body = self.words(step)
        if self.closing():
            body = closing_body(body, self.words(CLOSING, game=self.words("game.oh7")))
        words = StepWords(step, self.words("tutorial.title"), body, self.panel_hint())
        if not self.sheet_open:
            self.panel, self.panel_size = self.on_table(surface, words, boxes)
            return
        self.panel, self.panel_size = self.over_sheet(surface, words) or draw_step_panel(
            surface, words, ui=self.ui(), spot=self.panel_spot, kept_clear=obstacles(boxes, []), vital=vital(boxes),
            low=True)  # no column fits them: on the lower half, over the explanation (W hides the words)

    def draw_table(self, surface: pygame.Surface, again: bool = False) -> list[Box]:
        """Draw the table and the rings (``again``: over the same frame drawn before, whose boxes it
        replaces); return the boxes drawn."""
        with recording(surface) as boxes:
            if again:
                cover(surface)
            super().draw(surface)
            targets = uncovered(self.ring_targets(), [rect for _, rect in self.drawn.card_rects])
            draw_rings(surface, targets, self.turns.clock, self.services.settings.reduced_motion)
        return boxes

    def on_table(self, surface: pygame.Surface, words: StepWords, boxes: list[Box]) -> tuple[pygame.Rect, int]:
        """The panel where it covers nothing the table drew, the score box moved from under it
        where no spot is free of it (:func:`.oh7_room.score_spot`, the table drawn again)."""
        hand, home = self.geo.hand(self.setup.humans[0]).rect, self.geo.area("score_panel").rect
        kept_clear = obstacles(boxes, [rect for _, rect in self.drawn.card_rects] + self.fixed_places())
        look, rect = choose(words, surface.get_rect(), self.ui(), self.panel_spot, kept_clear, vital(boxes),
                            spare=[[hand], [home]])  # its place, wherever it was drawn
        moved = score_spot(surface.get_rect(), home, rect, kept_clear, hand, self.score_moved)
        if moved != self.score_moved:
            self.score_moved = moved
            self.draw_table(surface, again=True)
        return draw_look(surface, words, look, rect), look.size

    def over_sheet(self, surface: pygame.Surface, words: StepWords) -> tuple[pygame.Rect, int] | None:
        """The panel in the column the score sheet leaves beside its explanation (the sheet drawn
        again for new words); None if no column fits them."""
        if words != self.aside_words:
            self.aside_words = words
            self.draw_table(surface, again=True)
        column = self.drawn.aside
        look = None if column is None else column_look(words, self.ui(), surface.get_size(), column)
        if column is None or look is None:
            return None
        rect = in_column(words, look, column)
        return draw_look(surface, words, look, rect), look.size
