"""Oh 7 ?'s score sheet gives its rounds the room when it is crowded (issue 26 item 2).

At 200 % the last round's explanation (nine lines and more) took the sheet's room: a sheet just
opened showed one round whole at 1024x640, 1280x720 and 1920x1080 alike. Now a sheet whose rounds
and explanation do not fit folds the explanation to its first line ("Round 6, line by line
[E] show"); E (or a click on that line) unfolds it and folds it again, F1 lists E while it
applies, and a two-line grid packs its captions and rounds closer. A sheet with room (100 %)
shows the explanation whole, as before, and E does nothing there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from layout_tour import drawn_at, make, until
from oh7_desktop.app.kit.sheet_scroll import new_view
from oh7_desktop.app.tables.oh7 import sheet

ROUNDS = 6


@pytest.fixture(scope="module")
def table() -> Iterator[Any]:
    """A 4-seat game to 99 points with its sheet up after round 6."""
    pygame.display.init()
    scene = make("oh7", target=99)
    until(scene, lambda t: t.sheet_open and len(t.state.history) == ROUNDS, random.Random(1), frames=40_000)
    scene.animator.finish()
    yield scene
    scene.exit()


class Words:
    """The words Oh 7 ?'s sheet draws (its lines, the explanation's included)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.seen: list[str] = []
        original = sheet.text  # type: ignore[attr-defined]

        def text(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            self.seen.append(content)
            return original(content, *args, **kwargs)
        monkeypatch.setattr(sheet, "text", text)

    def drawn(self, scene: Any, size: tuple[int, int], language: str = "en") -> tuple[int, list[str]]:
        """Draw the sheet (its scroll kept): the rounds shown whole, and the words drawn."""
        drawn_at(scene, size, language)  # the first frame places the scroll
        self.seen = []
        _, boxes = drawn_at(scene, size, language)
        rows = [b.rect.height for b in boxes if b.kind == "row"]
        return sum(1 for height in rows if height >= max(rows) - 1), self.seen

    def opened(self, scene: Any, scale: int, size: tuple[int, int], language: str = "en") -> tuple[int, list[str]]:
        """The sheet as it opens at ``scale`` %."""
        scene.services.settings.ui_scale = scale
        scene.sheet_scroll = new_view()
        return self.drawn(scene, size, language)


def _press(scene: Any, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_crowded_sheet_shows_four_rounds_or_more_as_it_opens(table: Any, size: tuple[int, int],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        shown, words = Words(monkeypatch).opened(table, 200, size)
        assert shown >= 4, f"{shown} rounds in view"
        assert any(w.startswith("Round 6, line by line") and "[E] show" in w for w in words)
        assert not any(w.startswith("Basket =") for w in words), "the explanation is folded"
    finally:
        table.services.settings.ui_scale = 100


def test_e_unfolds_and_folds_the_explanation_and_f1_lists_it(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = Words(monkeypatch)
    try:
        spy.opened(table, 200, (1280, 720))
        assert ("E", "Show or fold the last round's scoring, line by line") in table.key_help()
        _press(table, pygame.K_e)
        assert table.sheet_unfolded and table.sheet_open
        _, words = spy.drawn(table, (1280, 720))
        assert any(w.startswith("Basket =") for w in words), "unfolded, the explanation shows whole"
        assert any("[E] fold" in w for w in words)
        _press(table, pygame.K_e)
        assert not table.sheet_unfolded
    finally:
        table.sheet_unfolded = False
        table.services.settings.ui_scale = 100


def test_a_click_on_the_folded_line_unfolds_it_in_french(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        _, words = Words(monkeypatch).opened(table, 200, (1024, 640), "fr")
        assert any(w.startswith("Manche 6, ligne par ligne") and "[E] afficher" in w for w in words)
        line = table.drawn.buttons["sheet_explain"]
        assert line.width > 0, "the folded line is in view"
        table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=line.center))
        assert table.sheet_unfolded and table.sheet_open, "the click unfolded it, it did not close the sheet"
    finally:
        table.sheet_unfolded = False
        table.services.settings.ui_scale = 100


def test_a_sheet_with_room_shows_the_explanation_whole_and_e_does_nothing(table: Any,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    shown, words = Words(monkeypatch).opened(table, 100, (1920, 1080))
    assert shown == ROUNDS
    assert any(w.startswith("Basket =") for w in words) and not any("[E]" in w for w in words)
    assert "sheet_explain" not in table.drawn.buttons
    assert "E" not in [key for key, _ in table.key_help()]
    _press(table, pygame.K_e)
    assert not table.sheet_unfolded
