"""Every table's score sheet at the player's full text size (issue 26 item 2), and the history's: at 200 % its text
is drawn twice as large as at 100 % (the sheets were capped at 125 %), every text and box stays
in the window without touching another, and a long game's rounds scroll, by keys alone, from
the first round's line to the last one's (the sheets showed only the latest rounds).

Each game is played to its end (long games, :mod:`sheet_support`) for every number of players
it allows up to 6, and its final sheet drawn at 1280x720, 1024x640 and 1920x1080.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from layout_tour import problems
from oh7_desktop.app import drawn, fonts
from oh7_desktop.app.kit import sheet_chart
from oh7_desktop.app.tables import playable
from oh7_desktop.app.tables.oh7 import sheet as oh7_sheet
from sheet_support import draw_sheet, make, play_to_the_end, player_counts

GAMES = [(game, players) for game in playable() for players in player_counts(game)]
SIZES = [(1280, 720), (1024, 640), (1920, 1080)]
Tables = dict[tuple[str, int], Any]


@pytest.fixture(scope="module")
def finished() -> Iterator[Tables]:
    """Each game's table at its end, its final sheet up, built once for the module."""
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    tables: Tables = {}
    yield tables
    for table in tables.values():
        table.exit()
    pygame.display.quit()


def _at_the_end(tables: Tables, game: str, players: int) -> Any:
    if (game, players) not in tables:
        table = make(game, players)
        play_to_the_end(table)
        tables[(game, players)] = table
    return tables[(game, players)]


class SheetSpy:
    """What the score sheet itself drew (not the table under it): each line's font size, and
    the boxes recorded while the sheet was drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sizes: dict[str, int] = {}
        self.boxes: list[drawn.Box] = []
        self.inside = False
        original_text = fonts.text

        def text(content: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
            if self.inside:
                self.sizes[content] = size
            return original_text(content, size, *args, **kwargs)
        monkeypatch.setattr(fonts, "text", text)
        monkeypatch.setattr(sheet_chart, "draw_sheet", self.watch(sheet_chart.draw_sheet))
        monkeypatch.setattr(oh7_sheet, "draw_sheet", self.watch(oh7_sheet.draw_sheet))

    def watch(self, draw: Callable[..., None]) -> Callable[..., None]:
        """``draw`` (a sheet's drawing), recording what it draws."""
        def watched(surface: pygame.Surface, *args: Any) -> None:
            self.inside = True
            try:
                with drawn.recording(surface) as boxes:
                    draw(surface, *args)
                self.boxes = list(boxes)
            finally:
                self.inside = False
        return watched

    def draw(self, table: Any, scale: int, size: tuple[int, int]) -> None:
        """Draw ``table``'s sheet afresh at ``scale`` % and ``size``."""
        self.sizes, self.boxes = {}, []
        draw_sheet(table, scale, size)


def _median_ratio(larger: dict[str, int], smaller: dict[str, int]) -> float:
    """The median ratio of the font sizes of the lines drawn at both sizes."""
    ratios = sorted(larger[line] / smaller[line] for line in smaller if line in larger)
    assert ratios, "the sheet drew no line at both sizes"
    return ratios[len(ratios) // 2]


def _overlaps(boxes: list[drawn.Box]) -> list[str]:
    """Two lines of text over each other, or a line across a box's edge (a button's)."""
    lines = [b.rect for b in boxes if b.kind == "text"]
    frames = [b for b in boxes if b.kind in drawn.BOXES]
    found = [f"text {tuple(a)} over text {tuple(b)}" for i, a in enumerate(lines) for b in lines[i + 1:]
             if a.colliderect(b)]
    return found + [f"text {tuple(a)} across {b.kind} {b.label!r}" for a in lines for b in frames
                    if a.colliderect(b.rect) and not b.rect.contains(a)]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_sheet_at_200_percent_is_drawn_at_200_percent_in_the_window_without_overlaps(
        game: str, players: int, finished: Tables, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _at_the_end(finished, game, players)
    spy = SheetSpy(monkeypatch)
    for size in SIZES:
        sizes = {}
        for scale in (100, 150, 200):
            spy.draw(table, scale, size)
            sizes[scale] = dict(spy.sizes)
        # Against 100 % (small type keeps its floor, 15 px at 1280x720) and 150 % (no floor):
        # a sheet capped at 125 % draws the same at 150 % and at 200 %.
        if size == SIZES[0]:  # at 1024x640 most lines keep their floor at 100 %
            assert _median_ratio(sizes[200], sizes[100]) >= 1.6, (size, "the sheet's text is not drawn at 200 %")
        assert _median_ratio(sizes[200], sizes[150]) >= 1.25, (size, "the sheet's text stops growing")
        assert [b for b in spy.boxes if b.kind == "row"], "no round's line shows"
        wrong = problems(spy.boxes, size) + _overlaps(spy.boxes)
        assert wrong == [], (size, wrong)
    table.services.settings.ui_scale = 100


def _rows_shown(spy: SheetSpy, table: Any) -> dict[str, int]:
    """Draw the sheet at 200 %: each round's line shown and how much of its height shows."""
    spy.draw(table, 200, SIZES[0])
    return {b.label: b.rect.height for b in spy.boxes if b.kind == "row"}


def _key(table: Any, key: int) -> None:
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_keys_alone_bring_every_rounds_line_into_view_at_200_percent(
        game: str, players: int, finished: Tables, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _at_the_end(finished, game, players)
    spy = SheetSpy(monkeypatch)
    rounds = len(table.game.round_results(table.state))
    assert str(rounds) in _rows_shown(spy, table), "the sheet opens at its last round"
    _key(table, pygame.K_HOME)
    shown = _rows_shown(spy, table)
    full = max(shown.values())  # the first rounds show whole
    seen = {label for label, height in shown.items() if height == full}
    assert "1" in seen, "Home shows the first round"
    for _ in range(200):
        if str(rounds) in seen and table.sheet_scroll.offset == table.sheet_scroll.overflow:
            break
        _key(table, pygame.K_DOWN)
        seen |= {label for label, height in _rows_shown(spy, table).items() if height == full}
    assert seen == {str(n) for n in range(1, rounds + 1)}, "a round's line never showed whole"
    _key(table, pygame.K_HOME)
    _rows_shown(spy, table)
    _key(table, pygame.K_END)
    assert str(rounds) in _rows_shown(spy, table), "End shows the last round (and the sheet's end under it)"
    assert table.sheet_scroll.offset == table.sheet_scroll.overflow
    assert table.sheet_open, "the keys scrolled, they did not close the sheet"
    table.services.settings.ui_scale = 100


def test_a_long_sheet_scrolls_at_200_percent_by_the_wheel_and_f1_says_how(finished: Tables,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    table = _at_the_end(finished, "oh-hell", 3)
    spy = SheetSpy(monkeypatch)
    shown = _rows_shown(spy, table)
    view = table.sheet_scroll
    last = str(len(table.game.round_results(table.state)))
    assert view.active and shown[last] == max(shown.values()), "a long game's sheet opens at its last round"
    assert "1" not in shown, "the first rounds are scrolled away"
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    assert 0 < view.offset < view.overflow
    assert "Scroll the rounds (the wheel too)" in [what for _, what in table.key_help()], "F1 lists the keys"
    table.services.settings.ui_scale = 100


def test_the_historys_sheet_draws_its_rounds_at_the_players_text_size(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from app_support import make_app
    from history_support import made_game
    from oh7_desktop.app import widgets
    from oh7_desktop.app.menus.history import HistoryScene
    from oh7_desktop.app.menus.past_game import PastGameScene

    app = make_app(tmp_path)
    db = app.history.db()
    rounds: list[Any] = [((5, 2, 1), (2, 1, 0), (True, False, False)), ((1, 6, 2), (3, 1, 0), (False, True, False))]
    db.record(made_game(1, ["Ann", "easy:E1", "hard:H1"], rounds, (1,)))
    game = HistoryScene(app.services).rows[0].game
    assert game is not None
    stored = db.game(game.id)
    assert stored is not None
    sizes: dict[int, dict[str, int]] = {}
    original = widgets.blit_text

    def blit_text(surface: pygame.Surface, words: str, size: int, *args: Any, **kwargs: Any) -> Any:
        seen[words] = size
        return original(surface, words, size, *args, **kwargs)
    monkeypatch.setattr(widgets, "blit_text", blit_text)
    for percent in (125, 200):
        app.services.settings = app.services.settings.model_copy(update={"ui_scale": percent})
        seen: dict[str, int] = {}
        PastGameScene(app.services, stored).draw(pygame.Surface((1280, 720)))
        sizes[percent] = seen
    # A round's number and total (round 1: Ann's total 5): at 200 % as large as the text size asks
    # (it stopped at 125 % with the chart beside it, which has no room at 200 % anyway).
    assert sizes[200]["1"] >= 1.5 * sizes[125]["1"]
    assert sizes[200]["5"] >= 1.5 * sizes[125]["5"]
    app.close()


def test_the_fades_of_oh7s_scrolled_sheet_melt_into_its_paper(finished: Tables) -> None:
    """Oh 7 ?'s sheet is cream: a fade to the dark felt drew a black band over its rounds."""
    table = _at_the_end(finished, "oh7", 4)
    surface, _ = draw_sheet(table, 200)
    view = table.sheet_scroll.view
    assert table.sheet_scroll.active, "at 200 % the rounds of a whole game scroll"
    edge = view.top + 1 if table.sheet_scroll.offset > 0 else view.bottom - 2
    shades = [sum(surface.get_at((x, edge))[:3]) / 3 for x in range(view.left + 4, view.right - 4, 7)]
    table.services.settings.ui_scale = 100
    assert min(shades) > 170, f"the band at the view's edge is dark: {min(shades):.0f}"
