"""The texts on the cards in the high-contrast look (issue 26): every corner value, colour letter,
court letter, Red7 value and Oh 7 ? special at least 7:1 on what it is drawn on, in every pack and
mode, measured from rendered faces (``tools/card_contrast.py``); suit symbols, graphics, at least
3:1; the normal look's faces unchanged (hearts' 5.4:1 are still found there)."""

from __future__ import annotations

from types import ModuleType

import pygame
import pytest

from oh7_desktop.app import contrast
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import PACK52, RED7
from tool_support import load_tool


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool("card_contrast")


@pytest.mark.parametrize("width", [60, 110])
def test_every_text_on_every_card_is_at_least_7_to_1_in_the_high_contrast_look(tool: ModuleType, width: int) -> None:
    data = tool.measure(width)
    assert set(data) == {"oh7", "pack52 (oh-hell, seven-up)", "red7", "red7 (fr)"}
    for pack, modes in data.items():
        assert len(modes) >= 2, pack
        for mode, texts in modes.items():
            words, symbols = tool.least(texts, True), tool.least(texts, False)
            assert words is not None and words.ratio >= 7.0, (pack, mode, words)
            assert symbols is None or symbols.ratio >= 3.0, (pack, mode, symbols)
    assert tool.misses(data) == []


def test_the_measure_finds_the_normal_looks_texts_under_7_to_1(tool: ModuleType) -> None:
    """The normal look is unchanged: its hearts (5.4:1) and Red7's yellow (2.1:1) are found."""
    data = tool.measure(60, high=False)
    found = tool.misses(data)
    assert any(line.startswith("pack52 (oh-hell, seven-up) four-colour 5H '5' 5.38") for line in found)
    assert tool.least(data["red7"]["four-colour"], True).ratio < 2.2


def test_every_text_drawn_on_a_face_is_measured(tool: ModuleType) -> None:
    """A face's texts, each read back (the corner index is drawn once and turned for the far
    corner); a text the art sets and then sets again smaller (a court letter too wide) is drawn once."""
    pygame.display.init()
    contrast.set_high(True)
    court = tool.face_texts(PACK52, "QH", 60, "four-colour")
    assert [t.content for t in court if t.ratio is not None] == ["Q", "♥", "Q"]
    assert [t.content for t in court] == ["Q", "♥", "Q", "Q"]
    filled = tool.face_texts(RED7, "3Y", 60, "colour-safe")
    assert [t.content for t in filled if t.ratio is not None] == ["3", "Y", "3"]


def test_the_high_contrast_look_is_cached_apart_from_the_normal_one() -> None:
    pygame.display.init()
    art = CardArt(PACK52)
    normal = pygame.image.tobytes(art.face("5H", 60), "RGBA")
    contrast.set_high(True)
    high = pygame.image.tobytes(art.face("5H", 60), "RGBA")
    contrast.set_high(False)
    assert high != normal
    assert pygame.image.tobytes(art.face("5H", 60), "RGBA") == normal
