"""The new-game screen builds a game's option widgets from its schema (issue 24, item 3): the
labels, the ranges and the choices are the ones the game declares, named in the catalogs."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.tables.oh_hell.form import HellDraft
from oh7_desktop.app.tables.oh_hell.options import HellOptions
from oh7_desktop.app.tables.options import option_values
from oh7_desktop.app.widgets import Choice as WidgetChoice
from oh7_desktop.games import registry
from oh7_desktop.games.schema import Choice, Flag, Number, Schema


def _t(key: str, **fields: Any) -> str:
    return key + "".join(f"|{name}={value}" for name, value in sorted(fields.items()))


def _text(key: str, **fields: Any) -> Callable[[], str]:
    return lambda: _t(key, **fields)


def test_oh_hell_widgets_are_its_schema() -> None:
    schema = registry.schema("oh-hell")
    options = HellOptions(HellDraft(), _t, _text, lambda widget: None)
    players = schema.option("players")
    assert isinstance(players, Number)
    assert [value for value, _ in options.players.options] == list(range(players.low, players.high + 1))
    assert options.players.label() == "setup.players"
    sequence = schema.option("sequence")
    assert isinstance(sequence, Choice)
    assert [(value, name()) for value, name in options.sequence.options] == [
        (choice, f"hell.seq.{choice}") for choice in sequence.choices]
    assert list(options.flags) == [option.key for option in schema if isinstance(option, Flag)]
    assert [choice.label() for choice in options.flags.values()] == [
        option.label for option in schema if isinstance(option, Flag)]


def test_option_values_name_each_value() -> None:
    flag = Flag("hook", False, "hell.opt.hook")
    assert [(v, n()) for v, n in option_values(flag, _text, {False: "hell.off", True: "hell.on"})] == [
        (False, "hell.off"), (True, "hell.on")]
    players = Number("players", 3, 2, 4, "setup.players")
    assert [n() for _, n in option_values(players, _text)] == [f"setup.player_count|count={n}" for n in (2, 3, 4)]


@pytest.mark.parametrize("game", ["seven-up", "red7"])
def test_seven_up_and_red7_widgets_follow_their_schema(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An option added to the game's schema shows on the form with its label and values, and
    choosing it sets the draft (nothing of the form lists the options by hand)."""
    declared = registry.schema(game)
    added = (Flag("house", False, "test.house"), Choice("pace", "slow", ("slow", "fast"), "test.pace", "test.pace."))
    rules = importlib.import_module(f"{registry.entry(game).package}.rules")
    monkeypatch.setattr(rules, "SCHEMA", Schema(declared.title, (*declared.options, *added),
                                                declared.fixed_players, declared.error))
    factory = tables.get(game).new_game_options
    assert factory is not None
    options = factory(_t, _text, lambda widget: None, {"house": True}, HellDraft())
    shown = {widget.label(): widget for widget in options.widgets if isinstance(widget, WidgetChoice)}
    assert list(shown) == [option.label for option in registry.schema(game)]  # Seven Up: no players option
    pace = shown["test.pace"]
    assert [(value, name()) for value, name in pace.options] == [("slow", "test.pace.slow"), ("fast", "test.pace.fast")]
    assert shown["test.house"].value is True  # read back from what was remembered
    pace.step(1)
    assert options.remembered()["pace"] == "fast" and options.remembered()["house"] is True
