"""Every screen fits the app's first window on the commonest small laptop screens (issue 26).

On a 1280x720 screen the app opens a 1240x610 window, on a 1366x768 one 1280x658 (the window asked
for, 1280x800, made to fit the desktop less a margin: :func:`oh7_desktop.app.desktop.fit_window`;
widened there, up to 1326x658), sizes the other checks do not draw. Every
position of the layout tour (each game's table in its phases, the score sheet) is drawn there at 75,
100, 150 and 200 % in English and French, and every menu at 200 %, and checked with the layout tour's
checks (no box over another or out of the window, no line cut; the menus also for lines over one
another), and the score sheet for its last round's row, shown whole. In French at 200 % Seven Up's
"Points de la donne" panel cut "Valet retourné : Vous (J♥)" with an ellipsis (its lines now wrap), and
its sheet's caption took three lines, scrolling the only deal's row under the names. The lessons are
checked there by :mod:`test_tutorial_panels`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from layout_tour import LANGUAGES, drawn_at_every, make, problems, split_known, tour
from oh7_desktop.app import desktop, drawn, tables
from oh7_desktop.app.settings_bridge import FirstFrameSettings
from test_window_sizes import _menu_shots, menu_app, texts_overlapping

FIRST_WINDOWS = [(1240, 610), (1280, 658)]
"""The first window on a 1280x720 and on a 1366x768 screen (:func:`desktop.fit_window`)."""
WIDEST_SMALL = (1326, 658)
"""The largest window a 1366x768 screen's usable area holds (the first window widened)."""
SCALES = (75, 100, 150, 200)
"""The text and card scales (%) the tables are drawn at: the least, the usual and the large ones."""

__all__ = ["menu_app"]  # the fixture, shared with test_window_sizes


def test_the_sizes_are_the_first_windows_of_small_screens() -> None:
    usual = FirstFrameSettings().window_size  # the window asked for, the first time
    assert [desktop.fit_window(usual, [screen]) for screen in ((1280, 720), (1366, 768))] == FIRST_WINDOWS


def _positions(game: str) -> Iterator[tuple[str, Any]]:
    """``game``'s tour: each position's name, with the table in that position."""
    table = make(game)
    try:
        for position in tour(table):
            yield position, table
    finally:
        table.exit()


def _last_rows(boxes: list[drawn.Box]) -> list[int]:
    """The heights shown of the score sheet's rows (clipped where they scroll under its head), the
    last round's last."""
    return [box.rect.height for box in sorted((b for b in boxes if b.kind == "row"), key=lambda b: b.rect.y)]


@pytest.mark.parametrize("game", tables.playable())
def test_every_table_position_fits_the_first_window_at_every_scale(game: str) -> None:
    found, seen, rows = [], [], {}
    for position, table in _positions(game):
        seen.append(position)
        for scale, size, language, boxes in drawn_at_every(table, SCALES, [*FIRST_WINDOWS, WIDEST_SMALL]):
            found += [f"{position} {scale}% {size} {language}: {p}" for p in problems(boxes, size)]
            if position == "score-sheet":
                rows[(scale, size, language)] = _last_rows(boxes)
    assert "score-sheet" in seen, seen
    assert split_known(game, found)[1] == []
    tallest = {(scale, size): max([0, *(h for language in LANGUAGES for h in rows[(scale, size, language)])])
               for scale, size, _ in rows}
    hidden = {view: shown for view, shown in rows.items() if not shown or shown[-1] < tallest[view[:2]]}
    assert hidden == {}, tallest  # the last round's row, which the sheet explains, is shown whole


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_fits_the_first_window_at_200_percent(menu_app: Any, language: str) -> None:
    from oh7_desktop.app.i18n import Translator

    menu_app.services.translator = Translator(language)
    usual = menu_app.services.settings
    menu_app.services.settings = usual.model_copy(update={"ui_scale": 200})
    found: list[str] = []
    try:
        for name, prepare in _menu_shots().screens(menu_app):
            prepare()
            for size in FIRST_WINDOWS:
                surface = pygame.Surface(size)
                with drawn.recording(surface) as recorded:
                    menu_app.stack.draw(surface)
                boxes = list(recorded)
                found += [f"{name} at {size}: {p}" for p in problems(boxes, size) + texts_overlapping(boxes)]
    finally:
        menu_app.services.settings = usual
    assert found == []
