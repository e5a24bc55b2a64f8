"""Red7's counting lines ("2 cards count", "Folded") never meet (issue 26 play tests).

At four players the palettes at the top of the table stand close together; each seat's line
stays in its own room (halfway across the gap to its neighbour's), and the keys' line above the
buttons stays clear of the prompt. Over seeded games with 2 to 4 players, at every decision of
the person (who plays at random, never folding), drawn at 100 % and 200 % text size in English
and French: no box overlaps another, nothing leaves the window, and no line of text covers
another.
"""

from __future__ import annotations

import random

import pytest

from layout_tour import KNOWN_RED7_PLAY, drawn_at, each_decision, make, problems, split_known
from oh7_desktop.app import drawn

SIZES = [(1024, 640), (1280, 720)]


def text_overlaps(boxes: list[drawn.Box]) -> list[str]:
    """Every two lines of text (or a line and a pill or button) that cover each other in part."""
    shown = [b for b in boxes if b.kind == "text" or (b.kind in drawn.BOXES and b.kind != "card")]
    return [f"{a.kind} {a.label!r} {tuple(a.rect)} and {b.kind} {b.label!r} {tuple(b.rect)}"
            for i, a in enumerate(shown) for b in shown[i + 1:]
            if a.rect.colliderect(b.rect) and not (a.rect.contains(b.rect) or b.rect.contains(a.rect))]


@pytest.mark.parametrize(("players", "advanced"), [(2, True), (3, True), (4, False), (4, True)])
def test_no_two_lines_meet_at_any_decision(players: int, advanced: bool) -> None:
    table = make("red7", seed=1, players=players, options={"advanced": advanced})
    decisions, wrong = 0, []
    try:
        for _ in each_decision(table, 14, random.Random(1)):
            decisions += 1
            for scale in (100, 200):
                table.services.settings.ui_scale = scale
                for size in SIZES:
                    for language in ("en", "fr"):
                        _, boxes = drawn_at(table, size, language)
                        # (a line cut short is another defect: the advanced game's round line
                        # in French at 1024x640, reported apart)
                        wrong += [f"{scale} % {size} {language}: {p}" for p in
                                  problems(boxes, size) + text_overlaps(boxes) if not p.startswith("cut")]
    finally:
        table.exit()
    assert decisions >= 3
    known, wrong = split_known("red7", wrong)
    known += [line for line in wrong if any(words in line for words in KNOWN_RED7_PLAY)]
    wrong = [line for line in wrong if line not in known]
    assert not wrong, "\n".join(wrong)
    if known:
        pytest.xfail(f"{len(known)} known overlaps (layout_tour.KNOWN), first {known[0]}")
