"""The end of a basic Red7 game (one round, no points: the last player left wins it): its table
sheet and its game-over screen name the winner, with no "+0 0" cells and no chart of flat lines
at 0 (a new player's play test read those as broken)."""

from __future__ import annotations

import pygame
import pytest

from oh7_desktop.app import charts, drawn
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.menus.game_over import GameOverScene, finished_game
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.games import red7
from table_support import DT, key, seats_for, table_services

NAMES = ["Alice", "Bruno", "Carole"]


def finished_basic_game(screen: pygame.Surface) -> Red7Table:
    """A basic game of three bots played to its end, its final sheet up."""
    table = Red7Table(table_services("instant"), GameSetup("red7", red7.Rules(3), 5, seats_for(NAMES, 3, 0)))
    for _ in range(20000):
        table.update(DT)
        table.draw(screen)
        if table.sheet_open and table.game.is_over(table.state):
            return table
    raise AssertionError("the game never ended")


@pytest.fixture
def charted(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every running totals chart drawn."""
    calls: list[object] = []
    monkeypatch.setattr(charts, "running_totals", lambda *args, **kw: calls.append(args))
    return calls


def test_the_table_sheet_of_a_basic_game_has_no_chart(screen: pygame.Surface, charted: list[object]) -> None:
    table = finished_basic_game(screen)
    table.draw(screen)
    assert "sheet_chart" not in table.drawn.buttons, "no [G] Chart of flat lines at 0"
    key(table, pygame.K_g)
    table.draw(screen)
    assert not table.sheet_chart and not charted


def test_the_game_over_screen_of_a_basic_game_names_the_winner_not_points(
        screen: pygame.Surface, charted: list[object]) -> None:
    table = finished_basic_game(screen)
    [winner] = table.game.winners(table.state)
    record = table.game.to_record(table.state, table.setup.names)
    over = GameOverScene(table.services, finished_game(table.setup, record, None), lambda: None)
    with drawn.recording(screen) as boxes:
        over.draw(screen)
    texts = [box.label for box in boxes if box.kind == "text"]
    assert f"★ {NAMES[winner]}" in texts, texts
    assert not [line for line in texts if line.startswith("+")], texts
    assert over.t("sheet.chart") not in texts and not charted
    assert over.t("sheet.no_points") in texts
