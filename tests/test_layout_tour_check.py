"""The layout tour's check (:func:`layout_tour.problems`) sees what a reviewer saw at 200 %
(issue 26): a pill or prompt over a bet card, a pile or another's face-down cards, and a line of
text over a card or over another line; a line inside its own pill, cards over cards (a fan, a
stack) and a hand-drawn card's own caption stay allowed."""

from __future__ import annotations

import pygame

from layout_tour import problems
from oh7_desktop.app import drawn

WINDOW = (400, 300)


def _box(kind: str, rect: tuple[int, int, int, int], label: str = "") -> drawn.Box:
    return drawn.Box(kind, pygame.Rect(rect), label)


def test_a_box_over_any_card_on_the_table_is_a_problem_even_wholly_over_it() -> None:
    for kind in ("bet", "back", "pile", "face", "card"):
        found = problems([_box(kind, (100, 100, 60, 84)), _box("pill", (90, 150, 200, 30), "Trick 2")], WINDOW)
        assert len(found) == 1 and found[0].startswith(f"overlap: {kind}"), (kind, found)
        inside = problems([_box(kind, (100, 100, 60, 84)), _box("pill", (110, 120, 30, 20), "x")], WINDOW)
        assert inside, kind


def test_cards_over_cards_and_a_line_in_its_own_pill_are_fine() -> None:
    boxes = [_box("back", (10, 10, 60, 84)), _box("back", (30, 10, 60, 84)), _box("bet", (50, 50, 60, 84)),
             _box("card", (200, 100, 60, 84), "trump"), _box("text", (205, 105, 50, 12)),
             _box("pill", (100, 200, 120, 30), "Hint"), _box("text", (110, 205, 100, 20))]
    assert problems(boxes, WINDOW) == []


def test_a_line_over_a_card_a_box_not_its_own_or_another_line_is_a_problem() -> None:
    card = _box("pile", (100, 100, 60, 84))
    assert problems([card, _box("text", (90, 150, 120, 16))], WINDOW) == [
        "text over pile '' (100, 100, 60, 84): (90, 150, 120, 16)"]
    assert problems([card, _box("text", (105, 110, 40, 16))], WINDOW)  # a picture holds no words
    pill = _box("pill", (200, 10, 100, 30), "Cy bids 0")
    assert problems([pill, _box("text", (250, 20, 120, 16))], WINDOW)  # half out of its pill
    two = [_box("text", (10, 250, 100, 16)), _box("text", (60, 255, 100, 16))]
    assert problems(two, WINDOW) == ["text over text: (10, 250, 100, 16) and (60, 255, 100, 16)"]
    shadow = [_box("text", (10, 250, 100, 16)), _box("text", (12, 252, 100, 16))]
    assert problems(shadow, WINDOW) == []
