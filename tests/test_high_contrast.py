"""The high-contrast look (issue 26): every text at least 7:1 on what it is drawn on, measured from renders."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from app_support import make_app
from oh7_desktop.app import contrast
from tool_support import load_tool

MENUS = {"menu", "new-game-base", "options", "accessibility", "load", "statistics", "notice-broken-autosave"}


@pytest.fixture(scope="module")
def report() -> ModuleType:
    return load_tool("contrast_report")


def _lines(report: ModuleType, high: bool, tmp_path: Path) -> dict[str, list[tuple[str, float | None]]]:
    report.HIGH[0] = high
    screens = dict(report.menu_screens("1280x720", "fr", tmp_path, MENUS))
    contrast.set_high(high)
    screens.update(report.table_positions((1280, 720), "fr", first_only=True))
    return screens


def test_every_text_of_the_menus_and_tables_is_at_least_7_to_1(report: ModuleType, tmp_path: Path) -> None:
    screens = _lines(report, True, tmp_path)
    assert set(MENUS) <= set(screens) and len(screens) >= len(MENUS) + 4
    measured = [(name, label, ratio) for name, lines in screens.items() for label, ratio in lines if ratio is not None]
    assert len(measured) > 150
    low = [(name, label, round(ratio, 1)) for name, label, ratio in measured if ratio < report.TARGET]
    assert not low


def test_the_normal_look_has_lines_the_measure_finds_under_7_to_1(report: ModuleType, tmp_path: Path) -> None:
    """The measure is live: the normal look's light text on the mid-green felt is about 5:1."""
    screens = _lines(report, False, tmp_path)
    ratios = [ratio for lines in screens.values() for _, ratio in lines if ratio is not None]
    assert min(ratios) < report.TARGET


def test_the_option_is_saved_and_switches_the_look(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert contrast.high() is False
    app.apply_settings(high_contrast=True)
    assert contrast.high() is True
    assert json.loads(app.dirs.settings_file.read_text("utf-8"))["high_contrast"] is True
    app.close()
    again = make_app(tmp_path)
    assert again.services.settings.high_contrast is True and contrast.high() is True
    again.close()


def test_options_open_accessibility_with_its_two_choices(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.accessibility import AccessibilityScene
    from oh7_desktop.app.menus.options import OptionsScene

    app = make_app(tmp_path)
    options = OptionsScene(app.services)
    app.stack.push(options)
    options.accessibility.activate()
    scene = app.stack.top
    assert isinstance(scene, AccessibilityScene)
    scene.high_contrast.step(1)
    assert app.services.settings.high_contrast is True and contrast.high() is True
    scene.colour_safe.step(1)
    assert app.services.settings.colour_safe is True and app.services.card_art is not None
    assert app.services.card_art.colour_safe is True
    app.close()


def test_a_tutorial_panel_over_the_score_sheet_s_paper_is_at_least_7_to_1(report: ModuleType) -> None:
    """The lesson's closing panel sits on the score sheet's light paper: its gold title was 6.0:1
    through the panel's translucent fill; in the high-contrast look the fill is opaque black."""
    import pygame

    from oh7_desktop.app import drawn
    from oh7_desktop.app.tutorial import runner

    contrast.set_high(True)
    paper = pygame.Surface((800, 500))
    paper.fill((246, 243, 230))
    with drawn.recording(paper) as boxes:
        body = "The score sheet, line by line: loss = |bet − tricks|."
        runner.draw_panel(paper, "Learn to play", body, low=True)  # it records its lines where it draws them
    lines = report.measure(paper, list(boxes))
    assert len(lines) >= 2 and all(ratio is not None and ratio >= report.TARGET for _, ratio in lines), lines


def test_every_tutorial_s_first_steps_and_keys_list_at_200_percent_are_at_least_7_to_1(report: ModuleType) -> None:
    """The lessons' panels, their tables and F1's list over them, at the largest text size."""
    contrast.set_high(True)
    screens = dict(report.tutorial_steps((1280, 720), "en", 200, steps=2))
    assert {name for name in screens if name.endswith("keys-help")} == {f"tutorial-{game}-keys-help"
                                                                         for game in report.TUTORIALS}
    measured = [(name, label, ratio) for name, lines in screens.items() for label, ratio in lines if ratio is not None]
    assert sum(label.startswith("tutorial panel") for _, label, _ in measured) >= 20
    assert [(name, label, round(ratio, 1)) for name, label, ratio in measured if ratio < report.TARGET] == []


@pytest.mark.parametrize("colour_safe", [False, True])
def test_oh7_s_suit_priority_card_keeps_each_suit_s_hue_at_7_to_1(colour_safe: bool) -> None:
    # The screen's text rule turned the suit card's coloured symbols black in this look (the cards
    # themselves keep their hues): each suit's symbol keeps a hue of its own, deepened to 7:1.
    import layout_tour

    from oh7_desktop.app.colour_vision import contrast_ratio
    from oh7_desktop.app.tables.oh7.hud import SUIT_CARD

    contrast.set_high(True)
    table = layout_tour.make("oh7", colour_safe=colour_safe)
    try:
        layout_tour.settle(table)
        surface, boxes = layout_tour.drawn_at(table, (1280, 720), "en")
        card = next(box.rect for box in boxes if (box.kind, box.label) == ("card", "trump"))
        glyphs = [box.rect for box in boxes if box.kind == "text" and card.contains(box.rect)
                  and box.rect.top > card.top + card.height // 5]  # under the caption: the four suits
        assert len(glyphs) == 4 and table.model.trump is None
        inks: list[tuple[int, int, int]] = []
        for rect in glyphs:
            pixels = [(c.r, c.g, c.b) for c in (surface.get_at((x, y)) for x in range(rect.left, rect.right)
                                                for y in range(rect.top, rect.bottom))]
            inks.append(min(pixels, key=lambda rgb: sum(rgb)))  # the glyph's own ink, its darkest pixel
        assert all(contrast_ratio(ink, SUIT_CARD) >= 7 for ink in inks), inks
        assert len(set(inks)) == 4, inks  # four inks, not one black
        assert max(max(ink) - min(ink) for ink in inks) > 40, inks  # coloured, not greys
    finally:
        table.exit()
