"""Table lines that had no room at 200 % text size get it (issue 26 item 2, play test 26).

With the kit's shrink floor on (:func:`.kit.ui.text`: a line shrinks to fit no further than
:data:`.theme.SHRINK_LIMIT` of its size, then is cut), the lines that used to shrink far below
their size wrap, move or take a larger box instead: Oh 7 ?'s hint and bots' reasons, its
"Priority"/"Trump" caption, Oh Hell's "Bids · tricks" corner line, the play prompt of Oh Hell
and Seven Up, Seven Up's set-aside picker. Each is looked at in the layout tour's positions at
200 %, in English and French, at 1024x640 and 1280x720, in the high-contrast look where its
contrast is measured too (7:1, WCAG AAA, as :mod:`tools.contrast_report` reads it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from types import ModuleType
from typing import Any, NamedTuple

import pygame
import pytest

from layout_tour import drawn_at, make, tour, until
from oh7_desktop.app import contrast, drawn, theme
from tool_support import load_tool

TEXT_SCALE = 200
WINDOWS = [(1024, 640), (1280, 720)]
LANGUAGES = ["en", "fr"]
View = tuple[str, tuple[int, int], str, pygame.Surface, list[drawn.Box]]
PLAY_PROMPTS = {"oh-hell": "hell.your_play", "seven-up": "su.your_play"}


@lru_cache(maxsize=1)
def _report() -> ModuleType:
    return load_tool("contrast_report", "contrast_report_room")


def _ratio(surface: pygame.Surface, rect: pygame.Rect) -> float:
    ratio = _report().line_contrast(surface, rect)
    assert ratio is not None, f"the line at {tuple(rect)} is hidden"
    return float(ratio)


def _views(table: Any, positions: Iterator[str]) -> Iterator[View]:
    """Each position drawn at 200 % in every window and language, in the high-contrast look."""
    contrast.set_high(True)
    table.services.settings.ui_scale = TEXT_SCALE
    try:
        for position in positions:
            for window in WINDOWS:
                for language in LANGUAGES:
                    surface, boxes = drawn_at(table, window, language)
                    yield position, window, language, surface, boxes
    finally:
        contrast.set_high(False)
        table.exit()


class TourView(NamedTuple):
    """One view of :func:`_tour_views`, with what the tests read of the table as it was drawn."""

    position: str
    window: tuple[int, int]
    language: str
    surface: pygame.Surface
    boxes: list[drawn.Box]
    geo: Any
    """The table's geometry for this window (a new one for each size: never changed in place)."""
    lines: tuple[str, ...]
    """The hint's and a bot's reason's lines shown (:func:`_lines`)."""
    prompt: str
    """The play prompt's words in this language (Oh Hell, Seven Up; else "")."""


@lru_cache(maxsize=1)  # the tests of one game follow one another: one tour's pictures kept at a time
def _tour_views(game: str) -> tuple[TourView, ...]:
    """``game``'s layout tour (:func:`_views`), played once for the tests that read it (the
    suite's time: two tests read Oh 7 ?'s, two Oh Hell's)."""
    table = make(game)
    prompt = PLAY_PROMPTS.get(game)
    return tuple(TourView(*view, table.geo, _lines(table), "" if prompt is None else table.words(prompt))
                 for view in _views(table, tour(table)))


def _sizes_in(boxes: list[drawn.Box], area: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
    """The pixel size of every line drawn inside ``area``."""
    return [(int(b.label), b.rect) for b in boxes if b.kind == "size" and area.contains(b.rect)]


def _cut(boxes: list[drawn.Box], *starts: str) -> list[str]:
    return [b.label for b in boxes if b.kind == "cut" and b.label.startswith(starts)]


@pytest.fixture(autouse=True)
def _display(screen: pygame.Surface) -> None:
    """Tables need a display (the conftest's 1280x720 dummy one)."""


def test_oh7_hint_and_reasons_keep_their_floor_and_clear_the_trick() -> None:
    """The hint's line (and a bot's reason) shrank to 11 px at 200 % to stay under the trick:
    now it keeps at least its shrink floor, rising into the trick's felt off its cards."""
    found: list[str] = []
    seen = 0
    for position, window, language, _surface, boxes, geo, lines, _ in _tour_views("oh7"):
        least = theme.shrink_floor(geo.font(19))
        trick = [b.rect for b in boxes if b.kind == "card" and b.label == "trick"]
        for line in (b for b in boxes if b.kind == "prompt" and b.label in lines):
            seen += 1
            sizes = _sizes_in(boxes, line.rect)
            found += [f"{position} {window} {language}: {size} px < {least}" for size, _ in sizes if size < least]
            found += [f"{position} {window} {language}: over a trick card {tuple(card)}" for card in trick
                      if line.rect.colliderect(card.inflate(-4, -4))]
    assert seen >= 8, "the tour shows a hint and a bot's reason"
    assert not found, found[:6]


def _lines(table: Any) -> tuple[str, ...]:
    learn = table.learn_frame() if hasattr(table, "learn_frame") else None
    lines = () if learn is None else (learn.bet_line, learn.hint_line)
    return tuple(line for line in lines if line is not None)


def test_oh7_suit_card_caption_is_whole_at_its_floor_and_7_to_1() -> None:
    """"Priority" ("Priorité") and "Trump" were cut (or shrank to 10 px) on the suit card at
    200 %: now a caption too wide for the card goes on the felt just above it, whole."""
    found: list[str] = []
    for position, window, language, surface, boxes, geo, _, _ in _tour_views("oh7"):
        cards = [b.rect for b in boxes if b.kind == "card" and b.label == "trump"]
        if not cards:
            continue  # the score sheet over the table
        card = cards[0]
        above = pygame.Rect(card.left - card.width, card.top - 3 * geo.font(16), 3 * card.width, 3 * geo.font(16) + 1)
        sizes = _sizes_in(boxes, card) + _sizes_in(boxes, above)
        where = f"{position} {window} {language}"
        found += [f"{where}: cut {label!r}" for label in _cut(boxes, "Priorit", "Trump", "Atout")]
        found += [f"{where}: caption {size} px" for size, rect in sizes
                  if rect.top < card.top + geo.px(10) and size < theme.shrink_floor(geo.font(16))]
        found += [f"{where}: caption {ratio:.1f}:1" for _, rect in sizes
                  if rect.bottom <= card.top and (ratio := _ratio(surface, rect)) < 7]
        if not any(rect.top < card.top + geo.px(10) for _, rect in sizes):
            found.append(f"{where}: no caption")
    assert not found, found[:6]


def test_oh_hell_bids_line_is_whole_at_its_floor_and_7_to_1() -> None:
    """The corner's "Bids: N · tricks: M" was cut in French at 200 % (shrunk to 14 px before the
    floor): now it wraps onto a second line at its size, at least 7:1 in high contrast."""
    found: list[str] = []
    seen = 0
    for position, window, language, surface, boxes, geo, _, _ in _tour_views("oh-hell"):
        corner = geo.area("score_panel").rect
        size = geo.font(22, 13)
        column = pygame.Rect(corner.left, corner.top, corner.width + 1, round(5 * size * 1.4))
        rows = [(s, rect) for s, rect in _sizes_in(boxes, column) if rect.top >= corner.top + round(2 * size * 1.4) - 2]
        seen += len(rows)
        where = f"{position} {window} {language}"
        found += [f"{where}: cut {label!r}" for label in _cut(boxes, "Bids", "Annonces")]
        found += [f"{where}: {s} px" for s, _ in rows if s < theme.shrink_floor(size)]
        found += [f"{where}: {ratio:.1f}:1" for _, rect in rows if (ratio := _ratio(surface, rect)) < 7]
    assert seen, "the tour shows the bids' total"
    assert not found, found[:6]


@pytest.mark.parametrize("game", ["oh-hell", "seven-up"])
def test_play_prompt_is_whole_at_its_floor(game: str) -> None:
    """"À vous : jouez une carte" shrank to fit the prompt's room at 200 % in French (cut with the
    floor on): it goes on two lines at its size instead."""
    found: list[str] = []
    seen = 0
    for position, window, language, _surface, boxes, geo, _, words in _tour_views(game):
        size = geo.font(22, 14)
        for pill in (b for b in boxes if b.kind == "pill" and b.label == words):
            seen += 1
            found += [f"{position} {window} {language}: {s} px" for s, _ in _sizes_in(boxes, pill.rect)
                      if s < theme.shrink_floor(size)]
        found += [f"{position} {window} {language}: cut" for b in boxes if b.kind == "cut" and b.label == words]
    assert seen, "the tour shows the play prompt"
    assert not found, found[:6]


def test_seven_up_set_aside_picker_is_at_the_200_percent_size() -> None:
    """Play test 26 (45-sevenup-game-02): the picker's title "Trump ♠: set 3 of your 9 cards
    aside, face down" was shrunk to about 13 px at 200 % (its box kept its 100 % width); now the
    box grows beside the piles and its lines wrap at their size: none shrunk, none cut, all inside."""
    found: list[str] = []
    table = make("seven-up", seed=1)
    until(table, lambda t: t.setting_aside(), random.Random(1), frames=3000)
    table.animator.finish()
    seen = 0
    for _, window, language, surface, boxes in _views(table, iter(["set-aside"])):
        geo = table.geo
        title = table.words("su.aside.title", suit="♠")
        box = next(b.rect for b in boxes if b.kind == "prompt")
        inside = _sizes_in(boxes, box)
        seen += len(inside)
        where = f"{window} {language}"
        found += [f"{where}: {b.kind} {b.label!r}" for b in boxes if b.kind in ("cut", "shrunk")
                  and b.label.startswith((title[:5], table.words("su.aside.confirm")[:5], "Click", "Cliquez"))]
        found += [f"{where}: {s} px" for s, _ in inside if s < geo.font(20, 13)]
        found += [f"{where}: {b.rect} leaves {box}" for b in boxes if b.kind == "text"
                  and box.collidepoint(b.rect.center) and not box.contains(b.rect)]
        found += [f"{where}: {ratio:.1f}:1" for _, rect in inside if (ratio := _ratio(surface, rect)) < 7]
    assert seen >= 12, "the picker's lines were drawn"
    assert not found, found[:6]
