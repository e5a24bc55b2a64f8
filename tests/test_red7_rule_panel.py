"""Red7's rule panel keeps every line whole and inside it (issue 26 item 2).

With the advanced rules the panel's last line said the round and the target beside the deck's
size ("Manche 1 · en 30 points   ·   Pioche : 17 cartes"): at 1024x640 in French it was shrunk
to the smallest size and still cut ("Pioche : 17…"); at 200 % it ran across the panel's border.
They now lie right of the deck, the panel holding the rule's name and text. Here the first
decision of an advanced game with 2 to 4 seats is drawn at every window size and language, at
100 % and 200 %: no line of the panel is cut, and every line stays inside the panel.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from layout_tour import LANGUAGES, SIZES, drawn_at
from oh7_desktop.app.tables.red7.demo import table
from oh7_desktop.games.red7 import Rules


def _first_decision(players: int) -> Any:
    """An advanced game's table at the person's first turn."""
    pygame.display.set_mode(SIZES[1])
    scene = table(Rules(players, advanced=True), seed=4)
    for _ in range(600):
        if scene.acting_seat() is not None:
            return scene
        scene.update(1 / 60)
    raise AssertionError("the person never had a turn")


def _panel_faults(scene: Any, size: tuple[int, int], language: str) -> list[str]:
    """Every line of the rule panel cut, or drawn past its edge."""
    _, boxes = drawn_at(scene, size, language)
    area = scene.geo.area("rule").rect
    words = [scene.words("red7.round", round=scene.model.round_number, target=scene.state.rules.target),
             scene.words("red7.deck", count=len(scene.model.deck))]
    faults = [f"cut: {b.label!r}" for b in boxes if b.kind == "cut" and any(w in b.label for w in words)]
    faults += [f"past the panel: {tuple(b.rect)} {tuple(area)}" for b in boxes
               if b.kind == "text" and b.rect.colliderect(area) and not area.contains(b.rect)]
    return faults


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rule_panel_keeps_the_round_and_the_deck_whole(players: int) -> None:
    scene = _first_decision(players)
    try:
        assert scene.state.rules.advanced and scene.model.round_number
        faults = {}
        for scale in (100, 200):
            scene.services.settings.ui_scale = scale
            for size in SIZES:
                for language in LANGUAGES:
                    found = _panel_faults(scene, size, language)
                    if found:
                        faults[(scale, size, language)] = found
        assert faults == {}
    finally:
        scene.exit()


def test_the_round_and_the_deck_lie_beside_the_deck_one_line_each() -> None:
    """At a wide window the rule box holds the rule's name and text, and the round and the deck's
    size are one line each right of the deck (in the box at 200 % "Deck: 25 cards" ran across
    its border, play test 26)."""
    scene = _first_decision(4)
    try:
        _, boxes = drawn_at(scene, SIZES[2], "en")
        area, deck = scene.geo.area("rule").rect, scene.geo.area("deck").rect
        rows = {b.rect.top for b in boxes if b.kind == "text" and area.contains(b.rect)}
        assert len(rows) == 2  # the rule's name, its text
        beside = [b.rect for b in boxes if b.kind == "text" and b.rect.left > deck.right
                  and deck.top <= b.rect.centery <= deck.bottom]
        assert len(beside) == 2  # the round, the deck's size
    finally:
        scene.exit()
