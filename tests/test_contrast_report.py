"""The contrast report's measuring (issue 26): a known ratio read back from a synthetic surface, the
tutorials' panel lines and F1's list measured, the text size and the screenshots of lines under 7:1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from oh7_desktop.app import contrast, drawn
from tool_support import load_tool

GREY_7_TO_1 = (89, 89, 89)
"""#595959: WCAG's 7.00:1 on white (relative luminance 0.0999: (1 + 0.05) / (0.0999 + 0.05))."""
WHITE, BLACK = (255, 255, 255), (0, 0, 0)


@pytest.fixture(scope="module")
def report() -> ModuleType:
    return load_tool("contrast_report", "contrast_report_measure")


@pytest.fixture(autouse=True)
def high_look() -> Iterator[None]:
    contrast.set_high(True)
    yield
    contrast.set_high(False)  # the look is one switch for the process: leave it as found


def _glyph(ink: tuple[int, int, int], paper: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """A 60x30 surface of ``paper`` with a 20x10 line whose strokes (a 4x6 block) are ``ink``."""
    surface = pygame.Surface((60, 30))
    surface.fill(paper)
    surface.fill(ink, pygame.Rect(25, 12, 4, 6))
    return surface, pygame.Rect(20, 10, 20, 10)


@pytest.mark.parametrize(("ink", "paper", "ratio"), [(GREY_7_TO_1, WHITE, 7.00), (WHITE, GREY_7_TO_1, 7.00),
                                                      (BLACK, WHITE, 21.0), ((118, 118, 118), WHITE, 4.54)])
def test_a_line_of_known_contrast_reads_back_at_its_ratio(report: ModuleType, ink: tuple[int, int, int],
                                                           paper: tuple[int, int, int], ratio: float) -> None:
    surface, line = _glyph(ink, paper)
    assert report.line_contrast(surface, line) == pytest.approx(ratio, abs=0.01)


def test_the_background_is_the_ring_s_median_and_a_hidden_line_is_none(report: ModuleType) -> None:
    surface, line = _glyph(BLACK, WHITE)
    surface.fill(GREY_7_TO_1, pygame.Rect(line.left - 1, line.top - 1, 3, 3))  # a neighbour's stroke touches the ring
    assert report.line_contrast(surface, line) == pytest.approx(21.0, abs=0.01)
    surface.fill(WHITE)  # covered by a later panel: nothing of the line shows
    assert report.line_contrast(surface, line) is None
    assert report.line_contrast(surface, pygame.Rect(59, 29, 10, 10)) is None  # barely inside the window


def test_only_text_inside_the_window_is_measured(report: ModuleType) -> None:
    surface, line = _glyph(GREY_7_TO_1, WHITE)
    boxes = [drawn.Box("text", line, "Bet"), drawn.Box("pill", line, "Bet"), drawn.Box("text", pygame.Rect(80, 0, 9, 9)),
             drawn.Box("text", pygame.Rect(5, 2, 9, 6))]
    lines = report.measure(surface, boxes)
    assert [label for label, _ in lines] == ["Bet", "(a line at (5, 2, 9, 6))"]
    assert lines[0][1] == pytest.approx(7.0, abs=0.01) and lines[1][1] is None


def test_a_line_under_the_target_is_counted_shown_and_its_screen_saved(report: ModuleType, tmp_path: Path) -> None:
    shown: list[str] = []
    report.SHOTS[0] = tmp_path
    try:
        low, _ = _glyph((118, 118, 118), WHITE)
        good, line = _glyph(BLACK, WHITE)
        screens = [("menu", report.measured(good, [drawn.Box("text", line, "Play")])),
                   ("red7-first-decision", report.measured(low, [drawn.Box("text", line, "Fold")]))]
        smallest: dict[str, float] = {}
        assert report.report(iter(screens), shown.append, "en 200% ", smallest) == 1
    finally:
        report.SHOTS[0] = None
    assert any("4.5:1  'Fold'" in row for row in shown) and not any("'Play'" in row for row in shown)
    saved = tmp_path / "en-200%-red7-first-decision.png"
    assert f"    see {saved}" in shown and pygame.image.load(str(saved)).get_size() == (60, 30)
    assert smallest == {"en 200% menus": pytest.approx(21.0, abs=0.01), "en 200% table red7": pytest.approx(4.54, abs=0.01)}


def test_screens_fall_in_their_groups(report: ModuleType) -> None:
    assert report.group_of("tutorial-oh7-advanced-3-bet-wait") == "tutorial oh7-advanced"
    assert report.group_of("tutorial-oh7-1-deal") == "tutorial oh7"
    assert report.group_of("tutorial-offer") == report.group_of("notice-broken-autosave") == "dialogs"
    assert report.group_of("seven-up-keys-help") == report.group_of("keys-help-menu") == "keys-help (F1)"
    assert report.group_of("oh-hell-score-sheet") == "table oh-hell"
    assert report.group_of("new-game-red7") == "menus"


def test_the_tutorial_panels_lines_are_measured_and_grow_with_the_text_size(report: ModuleType) -> None:
    def panel_lines(scale: int) -> list[tuple[str, float | None]]:
        screens = dict(report.tutorial_steps((1280, 720), "fr", scale, games=("seven-up",), steps=1))
        assert set(screens) == {"tutorial-seven-up-1-deal", "tutorial-seven-up-keys-help"}
        assert len(screens["tutorial-seven-up-keys-help"]) >= 5  # F1's list over the lesson
        return [line for line in screens["tutorial-seven-up-1-deal"] if line[0].startswith("tutorial panel")]

    normal, large = panel_lines(100), panel_lines(200)
    assert len(normal) >= 3 and len(large) >= 3
    assert all(ratio is not None and ratio >= report.TARGET for _, ratio in normal + large)

    def height(label: str) -> int:  # "tutorial panel line 2 at (x, y, width, height)"
        return int(label.rstrip(")").rsplit(",", 1)[1])

    assert min(height(label) for label, _ in large) > max(height(label) for label, _ in normal)  # placed: may shrink a little


def test_a_line_in_a_scrolled_list_s_fade_is_counted_apart(report: ModuleType) -> None:
    """A row half out of a scrolled list's view, under the fade that says more is below, is not a
    line to read there (it is measured once scrolled to); the rows above the fade are measured."""
    from oh7_desktop.app.menus.scrolling import ScrollView

    surface = pygame.Surface((300, 200))
    surface.fill(BLACK)
    column = ScrollView()
    column.place(pygame.Rect(20, 20, 200, 400), pygame.Rect(0, 10, 300, 160), 1.0, None)
    clear, faded = pygame.Rect(40, 60, 60, 12), pygame.Rect(40, 150, 60, 12)
    with report.scroll_fades_noted(), drawn.recording(surface) as boxes:
        for line in (clear, faded):
            surface.fill(WHITE, line.inflate(-4, -4))
            drawn.note("text", line, "Row", surface)
        column.draw_marks(surface, 290)
    assert [box.kind for box in boxes].count(report.FADE) == 1  # the top shows: a fade at the bottom only
    measures = report.measure(surface, list(boxes))
    assert measures[0][1] == pytest.approx(21.0, abs=0.01) and measures[1][1] is None
    assert report.line_contrast(surface, faded) is not None  # drawn, dimmed by the fade: the fade is what counts it apart


def test_a_tutorial_panel_s_lines_are_measured_where_it_drew_them_even_shrunk(report: ModuleType) -> None:
    """The panel records each line it draws (the tool once stepped its own copy of the lines, at
    the full size, and measured lines below a panel whose words had shrunk to find room: 1.1:1)."""
    from oh7_desktop.app.tutorial import runner
    from oh7_desktop.app.tutorial.step_panel import PanelSpot, StepWords, draw_step_panel

    surface = pygame.Surface((1024, 640))
    surface.fill(WHITE)
    crowd = [pygame.Rect(0, 0, 1024, 440), pygame.Rect(0, 440, 600, 200)]  # room only at the bottom right
    words = StepWords("step", "Learn to play", "The bets are shown. " * 8)
    with drawn.recording(surface) as boxes:
        panel, size = draw_step_panel(surface, words, ui=2.0, spot=PanelSpot(), kept_clear=crowd)
    assert size < runner.FONT_PX * 2 and panel.collidelist(crowd) < 0  # the words shrank to find room
    lines = [box for box in boxes if box.kind == runner.LINE]
    drawn_lines = [line for line in runner.panel_lines(words.title, words.body, panel.width, size)
                   if line.get_bounding_rect().width]
    assert [box.rect.size for box in lines] == [line.get_size() for line in drawn_lines]
    assert all(panel.contains(box.rect) for box in lines)
    measured = report.measure(surface, list(boxes))
    assert len(measured) == len(lines) and all(ratio is not None and ratio >= report.TARGET for _, ratio in measured)


def test_f1_s_list_scrolled_at_200_percent_counts_its_faded_row_apart(report: ModuleType) -> None:
    """F1's list scrolls at a large text size (play test 26): the row under its fade read 5.0:1 as if
    it were a line to read there; it is counted apart as in the menus' scrolled lists."""
    import layout_tour

    table = layout_tour.make("oh7")
    table.services.settings.ui_scale = 200
    try:
        surface = pygame.Surface((1280, 720))
        table.draw(surface)
        measures = report.keys_over(table, surface)
    finally:
        table.exit()
    assert any(ratio is None for _, ratio in measures), "no row of the scrolled list was in its fade"
    assert min(ratio for _, ratio in measures if ratio is not None) >= 7.0
