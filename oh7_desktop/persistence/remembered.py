"""Check the new-game choices the settings remember for each game (``game_options``).

Each game's form writes its own choices (``seats``, ``names`` and its options) and reads them
back; what a form cannot read it replaces by its defaults. What would get past it and then fail
every time the player presses Start (a name of 10,000 characters: the save refuses it) is
checked here, when the settings are read: the seats' kinds and names by the rule every save and
record uses (:mod:`oh7_desktop.games.names`), each game option by the game's schema (the same
reader as ``--rules``, deal codes and records: ``{"hook": "no"}`` is refused, not played as on),
and every other value bounded in size. A value that does not pass is dropped (the form then
offers its default) and named in one line.

>>> kept, problems = kept_game_options({"oh-hell": {"names": ["Ann", "x" * 10_000], "seats": ["human", "easy"],
...                                                "sequence": "down"}})
>>> kept, problems
({'oh-hell': {'sequence': 'down'}}, ["oh-hell.names: seat 2's name must be at most 48 characters"])
>>> check_game_options({"red7": {"advanced": True}})
{'red7': {'advanced': True}}
>>> kept_game_options({"oh-hell": {"flags": {"hook": "no"}}, "seven-up": {"target": 100}})[1]
["oh-hell.flags.hook: hook must be true or false, not 'no'", 'seven-up.target: the target must be a whole number from 1 to 99, not 100']
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from typing import Any

from ..games import registry
from ..games.interface import GameError
from ..games.names import clean_name

READ_AS: dict[str, str] = {"custom_target": "target"}
"""A form's remembered value read as one of its game's options (Oh 7 ?'s last custom target is a target)."""
SEAT_KINDS = ("human", "easy", "medium", "hard")
"""What a seat may be on the new-game screen."""
MAX_SEATS = 8
MAX_VALUE_CHARS = 512
"""Largest remembered option (as JSON): a game's option is a word, a number or a few flags."""


def check_game_options(value: Any) -> Any:
    """Return ``value`` if every remembered choice in it is usable; raise ``ValueError`` naming
    the first one that is not (pydantic's validator of the settings' ``game_options``)."""
    if isinstance(value, Mapping):
        _, problems = kept_game_options(value)
        if problems:
            raise ValueError(_one_line(problems))
    return value


def kept_game_options(value: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Return the usable part of ``game_options`` and one line for each choice dropped
    (``game.key: reason``)."""
    kept: dict[str, Any] = {}
    problems: list[str] = []
    for game, choices in value.items():
        where = str(game)
        if not isinstance(choices, Mapping):
            problems.append(f"{where}: must be an object")
            continue
        seats_problem = _seats_problem(choices)
        if seats_problem is not None:
            problems.append(f"{where}.{seats_problem}")
        kept[game] = {}
        for key, item in choices.items():
            if key in ("seats", "names") and seats_problem is not None:
                continue  # the seats and their names go together: both fall back to the defaults
            if len(json.dumps(item)) > MAX_VALUE_CHARS:
                problems.append(f"{where}.{key}: too long (over {MAX_VALUE_CHARS} characters)")
                continue
            problem = _option_problem(str(game), str(key), item)
            if problem is not None:
                problems.append(f"{where}.{problem}")
                continue
            kept[game][key] = item
    return kept, problems


def _option_problem(game: str, key: str, value: Any) -> str | None:
    """What the game's schema says against a remembered option (``key: reason``), or None; a
    game's flags may be kept together under ``flags`` (Oh Hell's form does)."""
    try:
        schema = registry.schema(game)
    except GameError:
        return None  # a game this version does not know: its form is not offered
    if key == "flags" and isinstance(value, Mapping):
        for flag, on in value.items():
            problem = _option_problem(game, str(flag), on)
            if problem is not None:
                return f"flags.{problem}"
        return None
    option = READ_AS.get(key, key)
    if option in ("seats", "names", "players") or option not in schema.keys:
        return None  # the seats are checked above; other keys are the form's own
    try:
        schema.option(option).check(value)
    except GameError as error:
        return f"{key}: {error}"
    return None


def _seats_problem(choices: Mapping[str, Any]) -> str | None:
    """What is wrong with remembered ``seats`` and ``names`` (``key: reason``), or None."""
    seats, names = choices.get("seats", []), choices.get("names", [])
    if not isinstance(seats, list) or len(seats) > MAX_SEATS or not all(k in SEAT_KINDS for k in seats):
        return f"seats: must be a list of at most {MAX_SEATS} of {', '.join(SEAT_KINDS)}"
    if not isinstance(names, list) or len(names) > MAX_SEATS:
        return f"names: must be a list of at most {MAX_SEATS} names"
    for seat, name in enumerate(names, start=1):
        problem = _name_problem(name)
        if problem is not None:
            return f"names: seat {seat}'s name {problem}"
    return None


def _name_problem(name: object) -> str | None:
    if not isinstance(name, str):
        return "must be text"
    try:
        cleaned = clean_name(name)
    except ValueError as error:
        return str(error)
    # The settings' reader gives text in NFC already; only spaces at either end are left to refuse.
    return None if cleaned == unicodedata.normalize("NFC", name) else "must not have spaces at either end"


def _one_line(problems: list[str]) -> str:
    more = len(problems) - 1
    return problems[0] + (f" (and {more} more)" if more else "")


__all__ = ["MAX_VALUE_CHARS", "SEAT_KINDS", "check_game_options", "kept_game_options"]
