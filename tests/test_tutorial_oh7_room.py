"""Room for Oh 7 ?'s lesson panel where the usual spots have none (issue 26, items 2 and 5): the score
box moved from under the panel to a free spot of its size, and the panel's look in the column the
score sheet leaves beside its explanation. Pure geometry: no lesson is played here (the lessons
themselves are checked by test_tutorial_panels)."""

from __future__ import annotations

import pygame

from oh7_desktop.app.tutorial.oh7_room import column_look, in_column, score_spot
from oh7_desktop.app.tutorial.placing import free
from oh7_desktop.app.tutorial.step_panel import StepWords, panel_height, panel_px

WINDOW = pygame.Rect(0, 0, 1024, 640)
HOME = pygame.Rect(11, 43, 160, 128)
"""The score box's place at 1024x640 and 200 %, under the panel in the lesson's crowded steps."""
HAND = pygame.Rect(250, 430, 520, 210)


def _words() -> StepWords:
    """A step's words as long as the lesson's last (about 80 words)."""
    return StepWords("tutorial.test", "Learn to play", " ".join(["several words"] * 40), "W: hide")


def test_the_score_box_stays_home_unless_the_panel_lies_over_it() -> None:
    panel = pygame.Rect(635, 4, 385, 173)
    assert score_spot(WINDOW, HOME, panel, [], HAND, None) is None
    assert score_spot(WINDOW, HOME, panel, [], HAND, pygame.Rect(700, 300, 160, 128)) is None  # back home


def test_the_score_box_moves_to_a_free_spot_of_its_size_and_keeps_it_while_free() -> None:
    panel = pygame.Rect(18, 4, 384, 180)
    taken = [pygame.Rect(395, 105, 235, 21), pygame.Rect(785, 183, 234, 26), pygame.Rect(4, 185, 228, 22)]
    moved = score_spot(WINDOW, HOME, panel, taken, HAND, None)
    assert moved is not None and moved.size == HOME.size and WINDOW.contains(moved)
    assert free(moved, [*taken, panel, HAND])
    assert score_spot(WINDOW, HOME, panel, taken, HAND, moved) == moved  # the next frame: where it was
    thinking = moved.inflate(-20, -20)  # a pill comes where it went: it goes elsewhere
    again = score_spot(WINDOW, HOME, panel, [*taken, thinking], HAND, moved)
    assert again is not None and free(again, [*taken, thinking, panel])


def test_the_column_takes_the_largest_words_that_fit_never_under_the_100_percent_size() -> None:
    words, tall = _words(), pygame.Rect(500, 300, 480, 330)
    look = column_look(words, 2.0, WINDOW.size, tall)
    assert look is not None and panel_px(1.0) <= look.size <= panel_px(2.0)
    rect = in_column(words, look, tall)
    assert tall.contains(rect) and rect.height == panel_height(words, look)
    larger = column_look(words, 2.0, WINDOW.size, pygame.Rect(0, 0, 900, 620))
    assert larger is not None and larger.size > look.size
    assert column_look(words, 2.0, WINDOW.size, pygame.Rect(500, 300, 480, 60)) is None  # too short for them
    assert column_look(words, 2.0, WINDOW.size, pygame.Rect(500, 0, 60, 640)) is None  # too narrow
