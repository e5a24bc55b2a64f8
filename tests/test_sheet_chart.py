"""The running totals chart (G) on the score sheet of every table on the shared loop (Oh Hell,
Seven Up, Red7): G shows it, G or Esc goes back, and its lines are the engine's totals."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from oh7_desktop.app import charts
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit import sheet_chart
from oh7_desktop.app.kit.loop import AnyLoop
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games import oh_hell, red7, seven_up
from table_support import DT, click, key, seats_for, table_services

NAMES = ["Alice", "Bob", "Carole", "David"]
GAMES = ("oh-hell", "seven-up", "red7")
AnyTable = HellTable | SevenUpTable | Red7Table


def make(game: str, humans: int = 0) -> AnyTable:
    """A table of ``game`` (bots only unless ``humans``), at instant speed."""
    services = table_services("instant")
    if game == "oh-hell":
        rules: Any = oh_hell.Rules(players=3)
        return HellTable(services, GameSetup(game, rules, 5, seats_for(NAMES, 3, humans)))
    if game == "seven-up":
        return SevenUpTable(services, GameSetup(game, seven_up.Rules(7), 5, seats_for(NAMES, 2, humans)))
    return Red7Table(services, GameSetup(game, red7.Rules(3, advanced=True), 5, seats_for(NAMES, 3, humans)))


def sheet_after(table: AnyLoop, screen: pygame.Surface, rounds: int) -> None:
    """Play until the sheet is up after ``rounds`` scored rounds (or the game's end)."""
    for _ in range(20000):
        table.update(DT)
        table.draw(screen)
        if table.sheet_open:
            if len(table.game.round_results(table.state)) >= rounds or table.game.is_over(table.state):
                return
            table.close_sheet()
    raise AssertionError("the sheet never came up")


class Recorder:
    """Stands in for :func:`charts.running_totals`: keeps what each call was given."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def __call__(self, surface: pygame.Surface, rect: pygame.Rect, ui: float, names: Any, colours: Any,
                 totals: Any, target: int | None = None, target_label: str = "", **_: Any) -> None:
        self.calls.append({"names": list(names), "colours": list(colours), "totals": [tuple(t) for t in totals],
                           "target": target})


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    found = Recorder()
    monkeypatch.setattr(charts, "running_totals", found)
    return found


def summed(table: AnyLoop) -> list[tuple[int, ...]]:
    """Each seat's total after each round, summed from the rounds' points."""
    rows: list[tuple[int, ...]] = []
    for result in table.game.round_results(table.state):
        before = rows[-1] if rows else (0,) * len(result.points)
        rows.append(tuple(a + b for a, b in zip(before, result.points)))
    return rows


@pytest.mark.parametrize("game", GAMES)
def test_g_on_the_sheet_shows_the_chart_of_the_engines_totals_and_g_hides_it(
        game: str, screen: pygame.Surface, recorder: Recorder) -> None:
    table = make(game)
    sheet_after(table, screen, 2)
    table.draw(screen)
    assert "sheet_chart" in table.drawn.buttons and not recorder.calls  # the table, with its [G] Chart button
    key(table, pygame.K_g)
    assert table.sheet_chart
    table.draw(screen)
    drawn = recorder.calls[-1]
    loop: AnyLoop = table  # whichever game: its own game reads its own state
    results = loop.game.round_results(loop.state)
    assert len(results) >= 2
    assert drawn["totals"] == [r.totals for r in results] == summed(table)
    assert drawn["totals"][-1] == loop.game.totals(loop.state)
    assert drawn["names"] == [table.seat_name(s) for s in range(len(results[0].totals))]
    assert drawn["target"] == getattr(table.setup.rules, "target", None)
    assert len(set(drawn["colours"])) == len(drawn["colours"])  # a colour per seat
    key(table, pygame.K_g)
    assert not table.sheet_chart
    calls = len(recorder.calls)
    table.draw(screen)
    assert len(recorder.calls) == calls and table.sheet_open


@pytest.mark.parametrize("game", GAMES)
def test_the_chart_button_and_esc_go_back_to_the_table(game: str, screen: pygame.Surface,
                                                        recorder: Recorder) -> None:
    table = make(game)
    sheet_after(table, screen, 1)
    table.draw(screen)
    click(table, table.drawn.buttons["sheet_chart"].center)
    assert table.sheet_chart and table.wants_escape()
    table.draw(screen)
    assert recorder.calls
    key(table, pygame.K_ESCAPE)
    assert not table.sheet_chart and table.sheet_open  # Esc left the chart, not the sheet
    key(table, pygame.K_g)
    table.close_sheet()
    assert not table.sheet_chart  # the next sheet opens on its table


@pytest.mark.parametrize("game", GAMES)
def test_g_does_nothing_without_a_sheet_or_a_scored_round(game: str, screen: pygame.Surface) -> None:
    table = make(game, humans=1)
    table.update(DT)
    key(table, pygame.K_g)
    assert not table.sheet_chart


def test_a_persons_line_takes_their_profile_colour() -> None:
    table = make("oh-hell", humans=1)
    profiles = [SimpleNamespace(name="ALICE", colour="#3478c8")]
    history = SimpleNamespace(db=lambda wait_for_check=True: SimpleNamespace(profiles=lambda: profiles))
    table.services.history = history  # type: ignore[assignment]
    colours = sheet_chart.profile_colours(table)
    human = table.setup.humans[0]
    assert table.setup.seats[human].name == "Alice"
    assert colours[human] == (0x34, 0x78, 0xc8)
    assert len(set(colours)) == len(colours)


def test_an_unreadable_history_leaves_the_palette_colours() -> None:
    import sqlite3

    def broken() -> list[Any]:
        raise sqlite3.OperationalError("database is locked")

    table = make("seven-up", humans=1)
    history = SimpleNamespace(db=lambda wait_for_check=True: SimpleNamespace(profiles=broken))
    table.services.history = history  # type: ignore[assignment]
    assert sheet_chart.profile_colours(table) == charts.seat_colours([None, None])
