"""Red7: a place a picked card may not go says so in words, not in its caption's pink alone (issue 26).

Play test 26 (colour-safe, high contrast): "To your palette" turning pink was the only sign that the
card picked could not go there. Now the caption of a refused place reads "✗ Not to your palette"
("✗ Pas vers votre palette"), in every look; an allowed place keeps its caption.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from layout_tour import drawn_at, make
from oh7_desktop.app import contrast
from oh7_desktop.app.tables.red7.model import key_of
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.games.red7 import Card, Rules
from red7_support import position


LOOKS = ["normal", "colour-safe", "high-contrast"]


@pytest.fixture(params=LOOKS)
def picked(screen: pygame.Surface, request: pytest.FixtureRequest) -> Iterator[Red7Table]:
    """In each look: under red, the second seat leads with 7R; the person picks 1O: not to the
    palette (3R and 1O would not lead), to the canvas (orange, most cards of one number: three 1s
    would)."""
    scene: Red7Table = make("red7", colour_safe=request.param == "colour-safe", players=3)
    contrast.set_high(request.param == "high-contrast")
    scene.state = position(["1O 1G 5G", "2B 4B", "6I 4V"], ["3R 1Y", "7R", "2Y"], deck="4O 5R", rules=Rules(3))
    scene.went_back()
    scene.animator.finish()
    scene.pick(key_of(Card.parse("1O")))
    try:
        yield scene
    finally:
        contrast.set_high(False)
        scene.exit()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refused_place_says_so_in_words(picked: Red7Table, language: str) -> None:
    scene = picked
    assert scene.target_reason("palette") is not None and scene.target_reason("canvas") is None
    _, boxes = drawn_at(scene, (1280, 720), language)
    pills = {b.label for b in boxes if b.kind == "pill"}
    refused, allowed = scene.words("red7.target.palette.refused"), scene.words("red7.target.canvas")
    assert refused.startswith("✗ ") and refused != scene.words("red7.target.palette")
    assert refused in pills and allowed in pills, sorted(pills)
    assert scene.words("red7.target.palette") not in pills
