"""Play test 26, item 6: every name plate, the player's own (acting, gold) one included, says with a
mark and not by colour alone whether its seat is on or over its bet, in the high-contrast look too."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from oh7_desktop.app import contrast
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.kit.bet_marks import ON, OVER, marked
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7 import hud
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.oh7 import Rules
from settings_support import table_settings


def test_marked_says_over_and_on_and_leaves_under_alone() -> None:
    assert marked("b", 0, 1) == f"{OVER} b"
    assert marked("b", 2, 2) == f"{ON} b"
    assert marked("b", 2, 2, met=False) == "b"
    assert marked("b", 2, 1) == "b"


@pytest.mark.parametrize("high", [False, True])
def test_the_players_own_plate_marks_over_and_on(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch,
                                                 high: bool) -> None:
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "random") for i in range(4))
    scene = TableScene(Services(settings=table_settings(speed="instant")), GameSetup("oh7", Rules("base", 4, 21), 1, seats))
    scene.update(1 / 60)
    words: list[str] = []
    original = hud.text  # type: ignore[attr-defined]

    def record(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        words.append(content)
        surface: pygame.Surface = original(content, *args, **kwargs)
        return surface

    monkeypatch.setattr(hud, "text", record)
    shrinking = hud.theme_text  # type: ignore[attr-defined]  # the plates' counts (shrunk past the floor)

    def record_count(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        words.append(content)
        surface: pygame.Surface = shrinking(content, *args, **kwargs)
        return surface

    monkeypatch.setattr(hud, "theme_text", record_count)
    scene.model.bets = (0, 2, 1, 3)
    scene.model.tricks_won = [1, 2, 0, 0]
    contrast.set_high(high)
    try:
        scene.draw(screen)
    finally:
        contrast.set_high(False)
    lines = {seat: scene.words("table.bet_and_tricks", bet=bet, tricks=won)
             for seat, (bet, won) in enumerate(zip(scene.model.bets, scene.model.tricks_won))}
    assert f"{OVER} {lines[0]}" in words  # the player's own plate: one trick over a bet of 0
    assert f"{ON} {lines[1]}" in words
    assert lines[2] in words and lines[3] in words
