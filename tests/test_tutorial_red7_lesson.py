"""The Red7 lesson as a new player's keyboard-only play test read it: the tie rule told by the
time equal counts first decide who is winning (it came only once the round was over), what hatched cards
mean the first time the hand has some, the palette first and the canvas ending the turn said in the
tip, a short reminder instead of the list of rules again on later turns, and "Space, Enter or a
click here: go on." from the moment a step that will wait comes (it came 1-2 s later, with the
table moving on).

Simulated clock (frames of 1/60 s) and the tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.tutorial import runner, step_panel
from tutorial_support import DT, MODULES, at_sheet, play_until, tutorial


@dataclass(frozen=True)
class Frame:
    """What one frame of the lesson showed and what the table held then."""

    step: str | None
    body: str
    hint: str
    held: bool
    """The step waits to be read (nobody may act)."""
    deciding: bool
    """The learner is asked to act (or will be once a held step is read)."""
    turns: int
    """How many turns the learner has ended."""
    tie: bool
    """Under a rule other than red, the one winning has as many counting cards as another player in."""
    hatched: bool
    """The learner decides and a card of their hand can go nowhere."""


def _frame(scene: Any, body: str, hint: str) -> Frame:
    standing = scene.model.standing()
    leader = standing.leader
    tie = leader is not None and standing.rule != "R" and any(
        count == standing.counts[leader] for seat, count in enumerate(standing.counts) if seat != leader)
    deciding = scene.deciding_seat() == scene.learner()
    hatched = deciding and any(scene.card_reason(key) is not None for key in scene.choosable())
    turns = sum(1 for turn in scene.state.log[-1].turns if turn.seat == scene.learner() and turn.finished)
    return Frame(scene.runner.current(), body, hint, scene.held() is not None, deciding, turns, tie, hatched)


_PLAYS: dict[str, list[Frame]] = {}


def _played(language: str, screen: pygame.Surface) -> list[Frame]:
    """Every panel drawn while the lesson is played by keys to its score sheet (once per language)."""
    if language not in _PLAYS:
        scene, frames = tutorial("red7", language), []
        real = runner.draw_panel

        def spy(surface: pygame.Surface, title: str, body: str, **options: Any) -> pygame.Rect:
            frames.append(_frame(scene, body, str(options.get("hint", ""))))
            return real(surface, title, body, **options)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(step_panel, "draw_panel", spy)
            play_until(scene, screen, at_sheet)
        scene.exit()
        _PLAYS[language] = frames
    return _PLAYS[language]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tie_rule_is_told_by_the_first_time_it_decides_who_is_winning(language: str, screen: pygame.Surface) -> None:
    frames, tie = _played(language, screen), Translator(language).t("tutorial.red7.tie")
    first = next(n for n, frame in enumerate(frames) if frame.tie)
    assert tie in frames[first].body  # with the first rule change, where equal counts first can decide


@pytest.mark.parametrize("language", ["en", "fr"])
def test_hatched_cards_are_explained_the_first_time_the_hand_has_some(language: str, screen: pygame.Surface) -> None:
    frames, hatched = _played(language, screen), Translator(language).t("tutorial.red7.hatched")
    first = next(n for n, frame in enumerate(frames) if frame.hatched)
    assert hatched in frames[first].body
    assert not any(hatched in frame.body for frame in frames[:first])


@pytest.mark.parametrize(("language", "first", "ends"), [("en", "the palette first", "ends your turn"),
                                                         ("fr", "la palette d’abord", "termine votre tour")])
def test_the_tip_says_the_palette_comes_first_and_the_canvas_ends_the_turn(language: str, first: str, ends: str) -> None:
    tip = Translator(language).t("tutorial.red7.play")
    canvas = tip[tip.index("↓"):].split(".")[0]  # the sentence of the canvas's key
    assert ends in canvas and first in tip


@pytest.mark.parametrize("language", ["en", "fr"])
def test_later_turns_get_a_reminder_not_the_list_of_rules_again(language: str, screen: pygame.Surface) -> None:
    frames, t = _played(language, screen), Translator(language).t
    rules = t("tutorial.red7.rule", tie=t("tutorial.red7.tie"))
    listed = [n for n, frame in enumerate(frames) if frame.body.startswith(rules)]
    assert listed and listed == list(range(listed[0], listed[-1] + 1))  # one showing, never again
    came: dict[str | None, int] = {}  # step -> the learner's ended turns when it first came
    for frame in frames:
        came.setdefault(frame.step, frame.turns)
    again = [frame for frame in frames if frame.deciding and came[frame.step] < frame.turns]
    assert again and all(frame.body.startswith(t("tutorial.red7.again")) for frame in again)
    assert not any(t("tutorial.red7.play") in frame.body for frame in frames if frame.turns)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_step_that_will_wait_says_how_to_go_on_from_its_first_frame(language: str, screen: pygame.Surface) -> None:
    frames, go_on = _played(language, screen), Translator(language).t("tutorial.go_on")
    waiting = {frame.step for frame in frames if frame.hint == go_on}
    assert {"tutorial.red7.deal", "tutorial.red7.first", "tutorial.red7.rule"} <= waiting
    for step in waiting:
        assert next(frame for frame in frames if frame.step == step).hint == go_on, step
    assert all(frame.hint != go_on for frame in frames if frame.deciding and not frame.held)  # Space is the table's


@pytest.mark.parametrize("game", MODULES)
def test_space_before_the_table_moves_on_reads_the_step_and_it_does_not_wait(game: str, screen: pygame.Surface) -> None:
    scene = tutorial(game)
    scene.update(DT)
    scene.draw(screen)
    assert scene.hold_hint() == Translator("en").t("tutorial.go_on")  # the deal's step, the deal going on
    deal = scene.runner.current()
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    for _ in range(3000):  # nobody presses anything more: a step held now would never go
        scene.update(DT)
        scene.draw(screen)
        if scene.runner.current() != deal:
            break
    scene.exit()
    assert scene.runner.current() != deal and deal in scene.runner.read
