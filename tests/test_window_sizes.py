"""Every screen fits windows between the usual sizes (issue 26, item 2: "any size").

Every menu of ``tools/menu_shots.py`` and every position of the layout tour (each game's table in
its phases, a practice over the review, the score sheet) is drawn at window sizes between and
beyond the usual ones (1138x640, 1365x853, 1536x864, 1707x960, 2560x1440: sizes
:mod:`test_table_layout` does not draw; the menus at the usual three too) in both languages, and
checked with the layout tour's checks (no box overlaps another or leaves the window, no line
cut); the menus also for lines of text drawn over one another (at a table, lines hidden under the
score sheet's panel would count). At 1707x960 in French, Oh Hell's bid title and
Red7's "Le plus de cartes d’une même valeur" were cut: the shrink to fit (``theme.text``) landed
one pixel over.
"""

from __future__ import annotations

import importlib.util
import itertools
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from app_support import make_app
from layout_tour import SIZES as TABLE_SIZES_CHECKED
from layout_tour import drawn_at, make, problems, tour
from oh7_desktop.app import drawn, tables

LANGUAGES = ["en", "fr"]
SIZES = [(1138, 640), (1365, 853), (1536, 864), (1707, 960), (2560, 1440)]
"""Window sizes between and beyond 1024x640, 1280x720 and 1920x1080 (those of a logical canvas
of 1920x1080 at 175 %, of 1024x640, 1920x1080 and 1280x720 at 75 % and 1920x1080 at 125 %)."""


def texts_overlapping(boxes: list[drawn.Box]) -> list[str]:
    """Every two lines of text that overlap by more than a pixel (a line's shadow, the same size a
    few pixels off, excepted)."""
    lines = [b for b in boxes if b.kind == "text"]
    found = []
    for first, second in itertools.combinations(lines, 2):
        common = first.rect.clip(second.rect)
        near = max(4, first.rect.height // 8)
        shadow = first.rect.size == second.rect.size and abs(first.rect.x - second.rect.x) <= near \
            and abs(first.rect.y - second.rect.y) <= near
        if common.width > 1 and common.height > 1 and not shadow:
            found.append(f"text over text: {first.label!r} {tuple(first.rect)} and {second.label!r} "
                         f"{tuple(second.rect)}")
    return found


@lru_cache(maxsize=None)
def _table_problems(game: str, language: str) -> tuple[str, ...]:
    """Play ``game``'s tour once; at each position draw every size; what is wrong, and where."""
    found: list[str] = []
    table = make(game)
    try:
        for position in tour(table):
            for size in SIZES:
                for practice in (False, True) if position == "first-decision" else (False,):
                    _, boxes = drawn_at(table, size, language, practice)
                    found += [f"{position} at {size}: {p}"
                              for p in problems(boxes, size)]
    finally:
        table.exit()
    return tuple(found)


@pytest.mark.parametrize(("game", "language"), [pytest.param(g, lang, id=f"{g}-{lang}")
                                                 for g in tables.playable() for lang in LANGUAGES])
def test_every_table_position_fits_every_window_size(game: str, language: str) -> None:
    assert not set(SIZES) & set(TABLE_SIZES_CHECKED)
    assert list(_table_problems(game, language)) == []


@lru_cache(maxsize=1)
def _menu_shots() -> ModuleType:
    """``tools/menu_shots.py``: every menu screen, set up as the screenshots show it."""
    spec = importlib.util.spec_from_file_location("menu_shots", Path(__file__).resolve().parents[1] / "tools"
                                                  / "menu_shots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def menu_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The real app with saves and a history, so the lists and statistics have rows."""
    app = make_app(tmp_path_factory.mktemp("menus"))
    shots = _menu_shots()
    shots._seed_saves(app)
    shots._seed_history(app)
    yield app
    app.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_fits_every_window_size(menu_app: Any, language: str) -> None:
    from oh7_desktop.app.i18n import Translator

    menu_app.services.translator = Translator(language)
    found: list[str] = []
    screens = _menu_shots().screens(menu_app)
    for name, prepare in screens:
        prepare()
        for size in [*SIZES, *TABLE_SIZES_CHECKED]:
            surface = pygame.Surface(size)
            with drawn.recording(surface) as recorded:
                menu_app.stack.draw(surface)
            boxes = list(recorded)
            assert boxes or name == "error", f"{name} drew no text"
            found += [f"{name} at {size}: {p}" for p in problems(boxes, size) + texts_overlapping(boxes)]
    assert len(screens) >= 18
    assert found == []


def test_the_text_check_sees_two_lines_over_one_another_but_not_a_shadow() -> None:
    line = pygame.Rect(100, 100, 200, 40)
    assert texts_overlapping([drawn.Box("text", line, "Title"), drawn.Box("text", line.move(3, 3), "Title")]) == []
    found = texts_overlapping([drawn.Box("text", line, "Title"), drawn.Box("text", line.move(150, 10), "Next")])
    assert len(found) == 1 and "'Next'" in found[0]
