"""Colour-safe cards (issue 26): every colour has a mark of its own, and the colour-safe inks stay
apart for normal vision and protanopia, deuteranopia and tritanopia (read back from the pixels)."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from app_support import make_app
from oh7_desktop.app import contrast
from settings_support import table_settings
from tool_support import load_tool

SAFE_FLOOR = {"oh7": 20.0, "pack52 (oh-hell, seven-up)": 20.0, "red7": 20.0, "red7 (fr)": 20.0}
"""The smallest CIEDE2000 between two colours a game tells apart, in every vision (issue 26's target)."""


def _tool() -> ModuleType:
    return load_tool("colour_report")


@pytest.fixture(scope="module")
def colour_report() -> ModuleType:
    return _tool()


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_colour_safe_inks_are_apart_in_every_vision(colour_report: ModuleType, high_contrast: bool) -> None:
    """In the high-contrast look too: its texts are deepened or on plates, the colours are kept."""
    contrast.set_high(high_contrast)
    data = colour_report.report(60, four_colour=True, colour_safe=True)
    assert set(data) == set(SAFE_FLOOR)
    for pack, row in data.items():
        for vision, figures in row["visions"].items():
            assert figures["min_ciede2000"] >= SAFE_FLOOR[pack], (pack, vision, figures)


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize(("four_colour", "colour_safe"), [(True, False), (False, False), (True, True)])
def test_every_colour_has_a_mark_of_its_own(colour_report: ModuleType, four_colour: bool, colour_safe: bool,
                                            high_contrast: bool) -> None:
    """In the high-contrast look, a letter on a plate is the letter, not its plate."""
    contrast.set_high(high_contrast)
    for pack, (faces, cards) in colour_report.PACKS.items():
        marks = colour_report.own_marks(faces, cards, four_colour, colour_safe)
        assert all(marks.values()), (pack, marks)
    from oh7_desktop.app.faces import RED7

    assert [RED7.face(f"6{c}", four_colour, colour_safe).symbol for c in "ROYGBIV"] == list("ROYGBIV")


def test_marks_are_read_on_the_colour_safe_faces_when_those_are_measured(colour_report: ModuleType) -> None:
    """A pack whose colour-safe faces lost their marks is found out (the marks of the faces measured)."""
    from dataclasses import replace

    from oh7_desktop.app.faces import PACK52

    bare = replace(PACK52, safe_describe=lambda face: replace(face, symbol=""))
    cards = {suit: f"5{suit}" for suit in "SHDC"}
    assert all(colour_report.own_marks(bare, cards, True).values())
    assert not any(colour_report.own_marks(bare, cards, True, colour_safe=True).values())


def test_the_option_is_saved_and_reaches_the_card_art(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert app.services.settings.colour_safe is False and app.services.card_art.colour_safe is False
    plain = app.services.card_art.face("3H", 60).get_at((30, 42))
    app.apply_settings(colour_safe=True)
    assert app.services.card_art.colour_safe is True
    assert app.services.card_art.face("3H", 60).get_at((30, 42)) != plain
    app.close()
    assert json.loads(app.dirs.settings_file.read_text("utf-8"))["colour_safe"] is True
    again = make_app(tmp_path)
    assert again.services.settings.colour_safe is True and again.services.card_art.colour_safe is True
    again.close()


def test_a_red7_table_draws_with_the_colour_safe_inks() -> None:
    from oh7_desktop.app.game_setup import GameSetup, SeatSetup
    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.scene import Services
    from oh7_desktop.app.tables.red7.scene import Red7Table
    from oh7_desktop.games.red7 import Rules

    seats = (SeatSetup("Ann", "human", None), SeatSetup("Bot", "bot", "easy"))
    settings = table_settings(speed="instant", four_colour=True, colour_safe=True)
    table = Red7Table(Services(settings=settings, translator=Translator("en")), GameSetup("red7", Rules(players=2), 5, seats))
    assert table.painter.art.colour_safe is True


def test_the_oh7_hud_suits_match_the_colour_safe_cards() -> None:
    from oh7_desktop.app.faces import FOUR_COLOURS_SAFE
    from oh7_desktop.app.tables.oh7.faces import suit_colour

    assert [suit_colour(s, True, True) for s in "SHCDF"] == [FOUR_COLOURS_SAFE[s] for s in "SHCDF"]
    assert [suit_colour(s, False, True) for s in "SC"] == [FOUR_COLOURS_SAFE["S"]] * 2
    assert suit_colour("H", True) != FOUR_COLOURS_SAFE["H"]


def test_colour_safe_red7_cards_are_filled_with_their_colour_and_their_value_reads() -> None:
    from oh7_desktop.app.colour_vision import contrast_ratio
    from oh7_desktop.app.faces import RED7, RED7_SAFE

    for colour in "ROYGBIV":
        face = RED7.face(f"5{colour}", True, colour_safe=True)
        assert face.paper == RED7_SAFE[colour] and face.symbol == colour and face.centre_text == "5"
        assert contrast_ratio(face.ink, face.paper) >= 4.5, (colour, face)
    assert RED7.face("5Y", True).paper != RED7_SAFE["Y"]  # the normal cards stay white with a panel


def test_colour_safe_red7_card_pixels_are_mostly_its_colour() -> None:
    import pygame

    from oh7_desktop.app.cardart import CardArt
    from oh7_desktop.app.faces import RED7, RED7_SAFE

    pygame.display.init()
    art = CardArt(RED7, colour_safe=True)
    surface = art.face("3G", 60)
    width, height = surface.get_size()
    pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(width) for y in range(height)]
    assert pixels.count(RED7_SAFE["G"]) > len(pixels) // 2


@pytest.mark.parametrize("card", ["4I", "6Y"])
def test_a_dimmed_card_is_hatched_not_only_darker(card: str) -> None:
    """Issue 26: "dimmed" does not rely on colour: a plain stretch of a dimmed card is striped,
    where the same stretch of the card is one flat colour (a dark card darkened hardly changes)."""
    import pygame

    from oh7_desktop.app.cardart import CardArt
    from oh7_desktop.app.faces import RED7

    pygame.display.init()
    art = CardArt(RED7, colour_safe=True)

    def shades(state: str) -> set[tuple[int, ...]]:
        surface = art.face(card, 110, state)
        w, h = surface.get_size()
        return {tuple(surface.get_at((x, y)))[:3] for x in range(w // 10, w // 5) for y in range(h * 9 // 20, h * 11 // 20)}

    assert len(shades("normal")) == 1
    dimmed = shades("dimmed")
    lightness = sorted(sum(colour) for colour in dimmed)
    assert len(dimmed) >= 3 and lightness[-1] - lightness[0] >= 60, dimmed
