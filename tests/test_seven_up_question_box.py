"""Play test 26: at 200 % Seven Up's stand-or-beg question spilled the answers' explanations
below its box (its height was fixed). The box now holds every line at every text size. The
tutorial's deal (the player is elder and is asked), simulated clock."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app.drawn import recording
from oh7_desktop.app.tutorial.demo import lesson
from tutorial_support import play_until


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_question_box_holds_its_answers_explanations(size: tuple[int, int], scale: int, language: str) -> None:
    screen = pygame.Surface(size)
    scene = lesson("seven-up", language, scale=scale)
    play_until(scene, screen, lambda s: bool(s.answers()) and s.acting_seat() == s.learner())
    scene.runner.held = None  # the step's panel is the lesson's, not the table's
    with recording(screen) as boxes:
        scene.draw(screen)
    box = next(b.rect for b in boxes if b.kind == "prompt")
    answers = [b.rect for b in boxes if b.kind == "button" and b.rect.colliderect(box)]
    below = [b.rect for b in boxes if b.kind == "text" and answers and b.rect.top >= min(a.bottom for a in answers)
             and box.left <= b.rect.centerx <= box.right and b.rect.top < box.bottom + scene.geo.px(200)]
    assert len(answers) == 2 and below, "the answers and their explanations are drawn"
    assert all(box.contains(rect) for rect in below), (box, [r for r in below if not box.contains(r)])
