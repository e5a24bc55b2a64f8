"""Play test 26, issue 26 item 2: the screens that ignored the 200 % text size (F1's list of keys,
the last trick, the tutorial's chooser) draw at the player's size and stay inside the window at
1024x640 and 1280x720, in English and French, scrolling where the window is too small."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

import layout_tour
from oh7_desktop.app import drawn
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.kit.last_trick import draw_last_trick
from oh7_desktop.app.menus.keys_help import KeysHelp
from oh7_desktop.app.menus.notice import DialogScene
from oh7_desktop.app.paint import measure, px
from oh7_desktop.app.scene import SceneStack, Services
from oh7_desktop.app.tutorial.offer import learn
from settings_support import table_settings
from table_support import key

SIZES = [(1024, 640), (1280, 720)]


def _sizes(boxes: list[drawn.Box]) -> set[int]:
    """The pixel sizes of the lines of text drawn."""
    return {int(box.label) for box in boxes if box.kind == "size"}


def _texts(boxes: list[drawn.Box]) -> list[drawn.Box]:
    return [box for box in boxes if box.kind == "text"]


@pytest.fixture(scope="module", params=["en", "fr"])
def oh_hell_table(request: pytest.FixtureRequest) -> Any:
    """Oh Hell at 200 %, the person to play after a first trick was gathered (its keys are many)."""
    table = layout_tour.make("oh-hell", request.param)
    table.services.settings.ui_scale = 200
    layout_tour.settle(table)
    layout_tour.until(table, lambda t: t.model.last_trick is not None and t.acting_seat() == 0, random.Random(1))
    return table


@pytest.mark.parametrize("size", SIZES)
def test_the_keys_list_keeps_the_text_size_and_scrolls_to_its_last_key(oh_hell_table: Any,
                                                                      size: tuple[int, int]) -> None:
    ui = measure(size, 200)
    help_ = KeysHelp(oh_hell_table.services, oh_hell_table.key_help())
    surface = pygame.Surface(size)
    with drawn.recording(surface) as recorded:
        help_.draw(surface)
    boxes = list(recorded)
    assert px(19, ui) in _sizes(boxes) and min(_sizes(boxes)) >= px(16, ui)  # was shrunk to fit: ~100 %
    assert layout_tour.problems(boxes, size) == []
    assert help_.scrolled.active
    last = help_.keys[-1][1]
    assert all(box.label != last for box in _texts(boxes))  # below the view at first
    key(help_, pygame.K_END)
    with drawn.recording(surface) as recorded:
        help_.draw(surface)
    shown = [box for box in _texts(list(recorded)) if box.label == last]
    assert shown and surface.get_rect().contains(shown[0].rect)
    assert help_.stack is None  # scrolling keys do not close the list (no stack to pop)


@pytest.mark.parametrize("size", SIZES)
def test_the_last_trick_grows_with_the_text_size_and_holds_its_words(oh_hell_table: Any,
                                                                     size: tuple[int, int]) -> None:
    table = oh_hell_table
    widths: dict[int, int] = {}
    for percent in (100, 200):
        table.services.settings.ui_scale = percent
        surface = pygame.Surface(size)
        table.draw(surface)
        with drawn.recording(surface) as recorded:
            box = draw_last_trick(surface, table.geo, table.painter, table.model.last_trick, table.seat_name,
                                  table.words)
        texts = _texts(list(recorded))
        assert len(texts) >= 2 + len(table.model.last_trick[1])  # the title, each name, the closing words
        outside = [box_.label or tuple(box_.rect) for box_ in texts if not box.contains(box_.rect)]
        assert outside == [], f"{percent} %: words outside the box {tuple(box)}"
        assert surface.get_rect().contains(box)
        widths[percent] = box.width
    table.services.settings.ui_scale = 200
    assert widths[200] > widths[100]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_tutorial_chooser_keeps_the_text_size_and_scrolls_to_each_choice(language: str,
                                                                            size: tuple[int, int]) -> None:
    services = Services(settings=table_settings(ui_scale=200), translator=Translator(language))
    stack = SceneStack()
    learn(services, stack)
    chooser = stack.top
    assert isinstance(chooser, DialogScene)
    surface = pygame.Surface(size)
    window = surface.get_rect()
    ui = measure(size, 200)
    seen: set[str] = set()
    for _ in range(len(chooser.buttons)):
        with drawn.recording(surface) as recorded:
            chooser.draw(surface)
        boxes = list(recorded)
        assert px(22, ui) in _sizes(boxes)  # the choices' words (were shrunk to fit: ~100 %)
        assert px(21, ui) in _sizes(boxes) or seen  # the question's, shown first
        assert layout_tour.problems(boxes, size) == []
        focused = chooser.group.focused
        assert focused is not None
        view = chooser.scrolled.view if chooser.scrolled.active else window
        assert window.contains(focused.rect) and view.inflate(0, 2).contains(focused.rect), focused.label()
        seen.add(focused.label())
        key(chooser, pygame.K_DOWN)
    assert chooser.scrolled.active and len(seen) == len(chooser.buttons)


def _button_sizes(table: Any, size: tuple[int, int]) -> dict[str, int]:
    """The text size of the sheet's own button and of its review and chart buttons, drawn at ``size``."""
    surface = pygame.Surface(size)
    with drawn.recording(surface) as recorded:
        table.draw(surface)
    boxes = list(recorded)
    assert layout_tour.split_known(table.setup.game, layout_tour.problems(boxes, size))[1] == []
    found: dict[str, int] = {}
    for name in ("continue", "sheet_review", "sheet_chart"):
        rect = table.drawn.buttons[name]
        assert surface.get_rect().contains(rect), name
        found[name] = max(int(box.label) for box in boxes if box.kind == "size" and rect.contains(box.rect))
    return found


@pytest.mark.parametrize("game", ["seven-up", "oh-hell", "red7"])
def test_the_score_sheet_s_review_and_chart_buttons_grow_with_the_text_size(game: str) -> None:
    for language in ("en", "fr"):
        table = layout_tour.make(game, language, options={"advanced": True} if game == "red7" else None)  # basic: no chart
        layout_tour.settle(table)
        layout_tour.until(table, lambda t: t.sheet_open, random.Random(1))
        table.animator.finish()
        for size in SIZES:
            table.services.settings.ui_scale = 100
            small = _button_sizes(table, size)
            table.services.settings.ui_scale = 200
            large = _button_sizes(table, size)
            for name in ("sheet_review", "sheet_chart"):  # they kept their 100 % size (play test 26)
                assert large[name] >= 1.3 * small[name], (language, size, name, small, large)
                assert large[name] >= 0.65 * large["continue"], (language, size, name, large)
        table.sheet_chart = True  # G: the chart's words (its closing line, lowest) grow too
        lowest = {percent: _lowest_line_size(table, (1280, 720), percent) for percent in (100, 200)}
        assert lowest[200] >= 1.6 * lowest[100], (language, lowest)
        table.exit()


def _lowest_line_size(table: Any, size: tuple[int, int], percent: int) -> int:
    """The text size of the lowest line drawn on the chart's panel at ``percent`` % (Red7's table
    stays in view around it)."""
    table.services.settings.ui_scale = percent
    surface = pygame.Surface(size)
    with drawn.recording(surface) as recorded:
        table.draw(surface)
    panel = surface.get_rect().inflate(-px(80, measure(size, 100)), -px(60, measure(size, 100)))
    lines = [box for box in recorded if box.kind == "size" and panel.contains(box.rect)]
    return int(max(lines, key=lambda box: box.rect.bottom).label)


def test_oh7_s_chart_on_its_score_sheet_grows_with_the_text_size() -> None:
    table = layout_tour.make("oh7")
    layout_tour.settle(table)
    layout_tour.until(table, lambda t: t.sheet_open, random.Random(1))
    table.animator.finish()
    table.sheet_chart = True  # G: the running totals in the sheet's place (its labels were 14 px at any size)
    smallest: dict[int, int] = {}
    for percent in (100, 200):
        table.services.settings.ui_scale = percent
        surface = pygame.Surface((1280, 720))
        with drawn.recording(surface) as recorded:
            table.draw(surface)
        boxes = list(recorded)
        assert layout_tour.problems(boxes, surface.get_size()) == []
        smallest[percent] = min(_sizes(boxes))
    assert smallest[200] >= 1.5 * smallest[100], smallest
    table.exit()
