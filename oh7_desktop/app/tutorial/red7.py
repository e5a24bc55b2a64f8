"""Red7's tutorial: its real table against bots, a panel explaining each step as it comes.

The basic game (one round, the last player in wins): the palettes and the canvas, the rule in
force (the canvas's top card's colour; red at the start), who starts, playing to the palette,
changing the rule or both, being winning after one's turn, folding, and the round's end (and the
game's). Nothing is autosaved.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import Box
from oh7_desktop.app.faces import RED7_COLOURS
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tutorial.lesson import PLACES, Lesson, lesson_setup

SEED = 2
"""The tutorial's deal (fixed, so every player gets the same lesson)."""
RULES = {"players": 3, "advanced": False, "actions": False}
"""The basic game (the default) for three players."""
SCRIPT = {
    "deal": "tutorial.red7.deal",
    "first": "tutorial.red7.first",
    "play": "tutorial.red7.play",
    "rule-changed": "tutorial.red7.rule",
    "fold": "tutorial.red7.fold",
    "score-sheet": "tutorial.red7.scored",
    "game-over": "tutorial.red7.scored",
}
"""The lesson's phase -> the step explaining it."""


def tutorial_setup(player: str = "You") -> GameSetup:
    """The tutorial's game: the player against two easy bots, the fixed deal."""
    return lesson_setup("red7", RULES, SEED, player)


class TutorialTable(Lesson, Red7Table):
    """Red7's real table with the tutorial's panel over a corner of the felt."""

    script = SCRIPT
    order = ("deal", "first", "play", "rule-changed", "fold", "score-sheet", "game-over")
    places = (*PLACES, "deck", "note", "buttons")  # the right holds the deck, its note and the buttons
    places_first = True  # the palettes fill as the round goes: the panel never covers where they grow

    def __init__(self, services: Services, setup: GameSetup | None = None) -> None:
        super().__init__(services, setup or tutorial_setup())
        self._seen: dict[str, int] = {}
        """Step -> how many turns the learner had ended when it was first shown."""
        self._told: dict[str, int] = {}
        """What was told once (``hatched``) -> the step it came with (how many steps were shown then)."""

    def lesson_phase(self) -> str:
        """What the table shows, as far as the round went: ``deal``, ``first`` (the others playing
        before the learner's first turn), ``play`` (the rule still red), ``rule-changed`` (a card
        on the canvas), ``fold`` (someone is out), or the sheet."""
        phase = self.phase_name()
        if phase in ("deal", "score-sheet", "game-over", "handoff"):
            return phase
        if any(self.model.folded):
            return "fold"
        if self.model.canvas:
            return "rule-changed"
        return "play" if self.turn_taken() else "first"

    def progress(self) -> str:
        """The lesson phase to explain; ``play`` (your turn: how to play) on the learner's first turn
        and not before, whatever the bots did first (a play test saw it while a bot was thinking)."""
        if self.deciding_seat() == self.learner() and not self.turn_taken():
            return "play"
        return super().progress()

    def turn_taken(self) -> bool:
        """True once the learner has ended a turn this round."""
        return self.turns_taken() > 0

    def step_words(self, step: str) -> str:
        """The step's words; the rule's step (the first change of rule: where equal counts first can
        decide, told with how they do; a play test saw it only once the round was over) lists every colour with
        the cards that count under it, strongest colour first, each with the letter its cards carry;
        a step shown again gives way to a short reminder (:meth:`repeated`); and what is new now
        follows (:meth:`news`)."""
        if self.repeated(step):  # a play test read the same list of rules on every turn
            words = self.words("tutorial.red7.again" if self.deciding_seat() == self.learner() else "tutorial.red7.watch")
        elif step == SCRIPT["rule-changed"]:
            words = "\n".join([self.words(step, tie=self.words("tutorial.red7.tie")), *self.colour_rules()])
        else:
            words = self.words(step)
        return "\n".join([words, *self.news()])

    def repeated(self, step: str) -> bool:
        """True if ``step`` comes back after another step, or stays up into a later turn of the learner's."""
        turns = self.turns_taken()
        seen = self._seen.setdefault(step, turns)
        return self.runner.shown.count(step) > 1 or (self.deciding_seat() == self.learner() and seen < turns)

    def colour_rules(self) -> list[str]:
        """Each colour's line: its letter, its name, the cards that count under it."""
        return [self.words("tutorial.red7.colour_rule", letter=self.words(f"red7.letter.{colour}"),
                           colour=self.words(f"red7.rule.{colour}"), rule=self.words(f"tutorial.red7.counts.{colour}"))
                for colour in RED7_COLOURS]

    def news(self) -> list[str]:
        """What the step up adds the first time it matters, kept while it stays up: what hatched
        cards mean once the learner's hand has some."""
        step = len(self.runner.shown)  # this showing of the step: a step shown again does not repeat it
        if "hatched" not in self._told and self.deciding_seat() == self.learner() and any(
                self.card_reason(key) is not None for key in self.choosable()):
            self._told["hatched"] = step
        return [self.words(f"tutorial.red7.{news}") for news, told in self._told.items() if told == step]

    def turns_taken(self) -> int:
        """How many turns the learner has ended this round."""
        turns = self.state.log[-1].turns if self.state.log else ()
        return sum(1 for turn in turns if turn.seat == self.learner() and turn.finished)

    def panel_kept_clear(self, boxes: list[Box]) -> list[pygame.Rect]:
        """What the panel must not cover: the table's boxes and the rule box (the rule in force, which
        the steps talk about; at 200 % in 1024x640 the panel lay over it, e.g. once a card was picked)."""
        rule = [pygame.Rect(box.rect) for box in boxes if box.kind == "panel" and box.label == "rule"]
        return [*super().panel_kept_clear(boxes), *rule]

    def ring_targets(self) -> list[pygame.Rect]:
        """The palette card's options while asked; else, nothing picked, the cards that can go
        somewhere; a card picked, the places (palette, canvas) it may go; and End turn when the
        move is whole; Fold when nothing else is left."""
        if self.options:
            return [rect for _, rect in self.drawn.options]
        if self.selected is None:
            places = [rect for key, rect in self.drawn.cards
                      if key in self.choosable() and self.card_reason(key) is None]
        else:
            places = [rect for name, rect in self.drawn.targets.items() if self.target_reason(name) is None]
        end = self.drawn.buttons.get("end")
        places += [end] if end is not None and self.can_end_turn() else []
        fold = self.drawn.buttons.get("fold")
        return places or ([fold] if fold is not None else [])
