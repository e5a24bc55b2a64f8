"""Seven Up's tutorial: its real table against a bot, a panel explaining each step as it comes.

The player is elder (the bot deals first), so the player is the one to stand or beg on the
turned trump; after a beg the dealer gives a point or runs the cards. Six tricks, then the four
points (high, low, jack, game) on the score sheet. Nothing is autosaved.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import Box
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit.ui import MUTED, text
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.app.tutorial.lesson import Lesson, lesson_setup

SEED = 18
"""The tutorial's deal: diamonds proposed and the player holds none, so begging is natural; the
bot runs, the jack of hearts is turned (hearts trump, 1 point to the dealer) and the player,
holding A♥ and 3♥, can take high and low."""
RULES = {"target": 7}
"""The sheet's game: two players, to 7 points."""
LEARNER = 1
"""The player's seat: the bot at seat 0 deals first, so the player is elder and speaks first."""
SCRIPT = {
    "deal": "tutorial.seven-up.deal",
    "stand": "tutorial.seven-up.stand",
    "give": "tutorial.seven-up.give",
    "run": "tutorial.seven-up.run",
    "tricks": "tutorial.seven-up.tricks",
    "score-sheet": "tutorial.seven-up.points",
    "game-over": "tutorial.seven-up.points",
}
"""The lesson's phase -> the step explaining it."""


def tutorial_setup(player: str = "You") -> GameSetup:
    """The tutorial's game: the player, elder, against an easy bot dealing, the fixed deal."""
    return lesson_setup("seven-up", RULES, SEED, player, seat=LEARNER)


class TutorialTable(Lesson, SevenUpTable):
    """Seven Up's real table with the tutorial's panel over a corner of the felt."""

    script = SCRIPT
    order = ("deal", "stand", "give", "run", "tricks", "score-sheet", "game-over")

    def __init__(self, services: Services, setup: GameSetup | None = None) -> None:
        super().__init__(services, setup or tutorial_setup())

    def lesson_phase(self) -> str:
        """The table's phase, the choice of trump told apart: elder stands or begs
        (``stand``), the dealer gives or runs (``give``), the cards were run (``run``: only
        once the run is dealt and the player may set cards aside; while it is being dealt the
        dealer's choice is still the moment)."""
        phase = self.phase_name()
        if phase == "trump":
            return "stand" if self.state.phase.value == "stand_or_beg" else "give"
        if phase == "set-aside":
            return "run" if self.setting_aside() else "give"
        return phase

    def panel_kept_clear(self, boxes: list[Box]) -> list[pygame.Rect]:
        """What the panel must not cover: the table's boxes, and the stock with its count (face down,
        it was recorded as no one's card: at 150-200 % the panel lay over it, while the steps talk
        of the card turned from it and the cards run from it)."""
        return [*super().panel_kept_clear(boxes), self.stock_rect()]

    def stock_rect(self) -> pygame.Rect:
        """Where the stock and its caption ("Stock: 39") are drawn."""
        geo = self.geo
        deck = geo.area("deck").rect
        caption = text(self.words("su.label.stock", count=len(self.model.deck)), geo.font(18, 12), MUTED).get_rect(
            midtop=(deck.centerx, deck.bottom + geo.px(2)))  # as the table draws it (its panels module)
        return deck.inflate(geo.px(8), geo.px(8)).union(caption)  # the stack's edge and shadow too

    def ring_targets(self) -> list[pygame.Rect]:
        """The stand/beg (give/run) buttons while asked, else the cards the player may play or
        set aside (and the set-aside's button once three are picked)."""
        answers = self.answers()
        if answers:
            return [rect for answer, rect in self.drawn.answers if answer in answers]
        cards = self.choosable()
        if self.setting_aside():
            ready = bool(self.picked) and self.aside_reason() is None  # the table's own word: three picked
            aside = [self.drawn.buttons["aside"]] if ready and "aside" in self.drawn.buttons else []
            return [rect for key, rect in self.drawn.cards if key in cards and key not in self.picked] + aside
        allowed = {key for key in cards if self.card_reason(key) is None}
        return [rect for key, rect in self.drawn.cards if key in allowed]
