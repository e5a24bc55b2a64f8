"""A stale or oversized choice remembered in ``settings.json`` falls back to its default with one
notice (logged; one line for the player), and New game → Start still starts the game.

A name of 10,000 characters in ``game_options.<game>.names`` made Start fail every time
(``ValidationError … at most 192 characters``)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.menus.new_game import NewGameScene
from oh7_desktop.persistence import load_settings
from app_support import key, make_app, top

LONG = "x" * 10_000
GOOD_OPTIONS: dict[str, dict[str, Any]] = {
    "oh-hell": {"seats": ["human", "easy", "hard"], "names": ["Ann", "Bob", "Cy"], "sequence": "down",
                "flags": {"hook": True}},
    "red7": {"seats": ["human", "easy"], "names": ["Ann", "Bob"], "advanced": True, "actions": False},
    "seven-up": {"seats": ["human", "hard"], "names": ["Ann", "Bob"], "target": 11},
}


def _write(tmp_path: Path, **fields: Any) -> Path:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "oh7-settings", "version": 1, **fields}), encoding="utf-8")
    return path


def _start(app: Any) -> NewGameScene:
    """Open New game and start what it offers, with the game's real table."""
    from oh7_desktop.app.flow import default_table

    app.flow.table_factory = default_table
    key(app, pygame.K_n)
    scene = top(app)
    assert isinstance(scene, NewGameScene)
    scene.launch()  # what Start does once the form is checked
    assert app.flow.table is not None and top(app) is app.flow.table
    return scene


@pytest.mark.parametrize("game", sorted(GOOD_OPTIONS))
def test_an_oversized_remembered_name_falls_back_and_start_works(
        game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture) -> None:
    options = {name: dict(value) for name, value in GOOD_OPTIONS.items()}
    options[game]["names"] = ["Ann", LONG, *options[game]["names"][2:]]
    _write(tmp_path, last_game=game, game_options=options)
    with caplog.at_level(logging.WARNING):
        app = make_app(tmp_path)
    notices = [line for line in capsys.readouterr().err.splitlines() if "settings" in line]
    assert len(notices) == 1 and f"{game}.names" in notices[0] and len(notices[0]) < 400
    assert any(f"{game}.names" in r.getMessage() for r in caplog.records)
    kept = app.services.settings.game_options
    for other, choices in GOOD_OPTIONS.items():  # the other games' choices, and this one's options, stay
        assert kept[other] == (choices if other != game else
                               {k: v for k, v in choices.items() if k not in ("seats", "names")})
    _start(app)
    setup = app.flow.setup
    assert setup is not None and setup.game == game
    assert all(len(name) <= 48 for name in setup.names)
    app.close()


@pytest.mark.parametrize("bad", [
    {"names": ["Ann", "Bo\tb"]},
    {"names": ["Ann", " Bob"]},
    {"names": ["Ann", 7]},
    {"names": ["Ann"] * 50, "seats": ["human"] * 50},
    {"seats": ["human", "robot"]},
    {"seats": "human"},
    {"advanced": "x" * 5000},
    {"advanced": "no"},
    {"actions": 1},
])
def test_each_remembered_field_is_checked(bad: dict[str, Any], tmp_path: Path) -> None:
    choices = {**GOOD_OPTIONS["red7"], **bad}
    path = _write(tmp_path, game_options={"red7": choices, "seven-up": GOOD_OPTIONS["seven-up"]})
    settings, notice = load_settings(path)
    assert notice is not None and "\n" not in notice and "red7." in notice
    assert settings.game_options["seven-up"] == GOOD_OPTIONS["seven-up"]
    kept = settings.game_options["red7"]
    for key_ in bad:
        assert key_ not in kept
    if "advanced" in bad or "actions" in bad:
        assert kept["names"] == ["Ann", "Bob"]


@pytest.mark.parametrize(("game", "choices", "words"), [
    ("oh-hell", {"flags": {"hook": "no"}}, "oh-hell.flags.hook: hook must be true or false, not 'no'"),
    ("oh-hell", {"sequence": "sideways"}, "oh-hell.sequence: unknown sequence 'sideways'"),
    ("seven-up", {"target": 100}, "seven-up.target: the target must be a whole number from 1 to 99, not 100"),
    ("seven-up", {"target": True}, "seven-up.target: the target must be a whole number from 1 to 99, not True"),
])
def test_remembered_options_are_read_by_the_game_schema(game: str, choices: dict[str, Any], words: str,
                                                        tmp_path: Path) -> None:
    """A remembered option the game's schema refuses is named in the one notice and dropped (the
    form offers its default); the rest of the game's choices stay."""
    path = _write(tmp_path, game_options={game: {**GOOD_OPTIONS[game], **choices}})
    settings, notice = load_settings(path)
    assert notice is not None and words in notice and "\n" not in notice
    kept = settings.game_options[game]
    assert kept["names"] == GOOD_OPTIONS[game]["names"] and not set(choices) & set(kept)


@pytest.mark.parametrize("field, value, named", [
    ("last_names", [LONG, "Bob", "Cy", "Dee"], "last_names"),
    ("last_names", ["Ann", "Bo\x00b", "Cy", "Dee"], "last_names"),
    ("last_seats", [{"kind": "robot"}] * 4, "last_seats"),
    ("last_custom_target", 1_000_000_000, "oh7.custom_target"),  # version 1's flat fields, moved to game_options
    ("default_target", 0, "oh7.target"),
    ("last_mode", "three", "oh7.mode"),
    ("last_game", "no such game!", "last_game"),
])
def test_oh7_remembered_fields_fall_back_and_start_works(field: str, value: Any, named: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, **{field: value})
    app = make_app(tmp_path)
    notices = [line for line in capsys.readouterr().err.splitlines() if "settings" in line]
    assert len(notices) == 1 and named in notices[0]
    _start(app)
    assert app.flow.setup is not None and all(len(n) <= 48 for n in app.flow.setup.names)
    app.close()


def test_valid_remembered_choices_load_without_notice(tmp_path: Path) -> None:
    path = _write(tmp_path, game_options=GOOD_OPTIONS, last_names=["Ann", "Bob", "Cy", "Dee"])
    settings, notice = load_settings(path)
    assert notice is None and settings.game_options == GOOD_OPTIONS
