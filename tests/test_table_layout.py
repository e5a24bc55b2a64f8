"""Nothing a table draws overlaps or runs off the window (issue 27, item 7).

Every table records the prompts, pills and buttons it draws (:mod:`oh7_desktop.app.drawn`);
over real positions of a seeded game of each registered table (a bet or first decision, a
refused card, a hint, a bot's reason, a practice game, a play with a full column of buttons,
Red7's fold confirmation, the score sheet: :mod:`layout_tour`) no two of them may overlap, none
may leave the window and no line may be cut, at 1024x640, 1280x720 and 1920x1080, in English
and French. A newcomer saw Hint [H] over "Your turn", "Review this roun…", the practice pill
over Menu [Esc], bots' reasons across the trick and "Fold again to leave the round" over
"To your palette".
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from layout_tour import LANGUAGES, SIZES, drawn_at, make, problems, tour
from oh7_desktop.app import tables


@lru_cache(maxsize=None)
def _problems_by_view(game: str) -> dict[tuple[tuple[int, int], str], tuple[str, ...]]:
    """Play ``game``'s tour once; at each position draw every size and language (and a practice
    game over the first one); what is wrong with each view."""
    found: dict[tuple[tuple[int, int], str], list[str]] = {(s, lang): [] for s in SIZES for lang in LANGUAGES}
    positions: list[str] = []
    table = make(game)
    try:
        for position in tour(table):
            positions.append(position)
            for size in SIZES:
                for language in LANGUAGES:
                    for practice in (False, True) if position == "first-decision" else (False,):
                        _, boxes = drawn_at(table, size, language, practice)
                        found[(size, language)] += [f"{position}{' (practice)' if practice else ''}: {problem}"
                                                    for problem in problems(boxes, size)]
    finally:
        table.exit()
    assert len(positions) >= 4, positions
    return {view: tuple(lines) for view, lines in found.items()}


CASES = [pytest.param(game, size, language, id=f"{game}-{size[0]}x{size[1]}-{language}")
         for game in tables.playable() for size in SIZES for language in LANGUAGES]


@pytest.mark.parametrize(("game", "size", "language"), CASES)
def test_nothing_drawn_overlaps_or_leaves_the_window(game: str, size: tuple[int, int], language: str) -> None:
    assert list(_problems_by_view(game)[(size, language)]) == []


def test_the_check_sees_an_overlap_and_a_cut() -> None:
    import pygame

    from oh7_desktop.app import drawn
    from oh7_desktop.app.kit.ui import blit, button, pill, text

    surface = pygame.Surface((400, 200))
    with drawn.recording(surface) as boxes:
        button(surface, "Menu", pygame.Rect(300, 150, 90, 40), 16, key="Esc")
        pill(surface, "Practice · Esc: back", 16, (330, 160))  # kept in the window, over the button
        text("A line far too long for forty pixels", 16, max_width=40)
        blit(surface, text("Far", 16), topleft=(380, 190))
    found = problems(boxes, (400, 200))
    assert any(p.startswith("overlap: button") for p in found)
    assert any(p.startswith("cut:") for p in found)
    assert any(p.startswith("outside the window: text") for p in found)
    assert all(window_rect.contains(b.rect) for b in boxes if b.kind == "pill" for window_rect in [surface.get_rect()])
