"""The parts every game's record shares, checked by one rule: the version, the names, the
fields allowed at each level, and the deal code the app writes in a record.

Each game reads its own deals, hands or rounds, but ``"version"`` and ``"names"`` mean the
same in every record, so ``oh7 replay`` refuses the same headers whatever the game (issue 13,
item 8: ``"version": 1.0`` and ``true`` passed as 1, and only Oh 7 ? held names to the rule
the saves use). The JSON reader (:mod:`.jsonfile`) has already normalized every text to NFC.

>>> version_problem(1, 1) is None, version_problem(1.0, 1), version_problem(True, 1)
(True, 'unsupported record version 1.0 (this reads 1)', 'unsupported record version True (this reads 1)')
>>> names_problem(["Ann", " Bob"], 2)
"names: the name of seat 1 (' Bob') must not have spaces at either end"
>>> names_problem(["Ann"], 2)
'names must be a list of 2 strings'
>>> keys_problem({"deals": [], "PLAYS": []}, ("deals",), "deal 2")
'deal 2: unknown field(s) PLAYS (expected: deals)'

Besides each game's own fields, a record may carry two the app writes: ``code``, the game's deal
code (:mod:`.share`), which must be the code of the record's game, rules and seed (a code of
format 1 is still read for that), and ``undos``, how many times undo was used (a whole number).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .interface import RecordError
from .names import name_problem

APP_KEYS = ("code", "undos")
"""Fields the app adds to any game's record (see the module's docstring)."""


def _shown(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def version_problem(value: object, expected: int) -> str | None:
    """Return why ``value`` is not the record version ``expected`` (only the integer itself
    is: ``1.0`` and ``true`` equal 1 in Python, not in a file), or None."""
    if type(value) is int and value == expected:
        return None
    return f"unsupported record version {_shown(value)} (this reads {expected})"


def names_problem(names: object, players: int) -> str | None:
    """Return what is wrong with a record's optional ``names`` for ``players`` seats, or None:
    one clean name a seat (:func:`.names.name_problem`)."""
    if names is None:
        return None
    if not isinstance(names, list) or len(names) != players:
        return f"names must be a list of {players} strings"
    for seat, name in enumerate(names):
        problem = name_problem(name)
        if problem is not None:
            return f"names: the name of seat {seat} ({_shown(name)}) {problem}"
    return None


def check_version(value: object, expected: int, error: type[RecordError]) -> None:
    """Raise ``error`` (the game's ``RecordError``) unless ``value`` is the version ``expected``."""
    problem = version_problem(value, expected)
    if problem is not None:
        raise error(problem)


def check_names(names: object, players: int, error: type[RecordError]) -> None:
    """Raise ``error`` (the game's ``RecordError``) unless ``names`` suit ``players`` seats."""
    problem = names_problem(names, players)
    if problem is not None:
        raise error(problem)


def keys_problem(obj: Mapping[str, Any], allowed: tuple[str, ...], where: str = "") -> str | None:
    """Return what is unknown in ``obj`` (a record's object at ``where``), or None: a field
    misspelled (``PLAYS``) is refused rather than read as absent."""
    unknown = sorted(_cut(str(key)) for key in obj if key not in allowed)
    if not unknown:
        return None
    prefix = f"{where}: " if where else ""
    return f"{prefix}unknown field(s) {', '.join(unknown)} (expected: {', '.join(allowed)})"


def check_keys(obj: Mapping[str, Any], allowed: tuple[str, ...], where: str, error: type[RecordError]) -> None:
    """Raise ``error`` if ``obj`` has a field not in ``allowed`` (``where`` names the place)."""
    problem = keys_problem(obj, allowed, where)
    if problem is not None:
        raise error(problem)


def check_top(data: Mapping[str, Any], game_keys: tuple[str, ...], error: type[RecordError]) -> None:
    """Raise ``error`` for a record field that is neither the game's (``game_keys``) nor one of
    :data:`APP_KEYS`, or an ``undos`` that is not a whole number of 0 or more."""
    check_keys(data, (*game_keys, *APP_KEYS), "", error)
    undos = data.get("undos", 0)
    if type(undos) is not int or undos < 0:
        raise error(f"undos must be a whole number of 0 or more, not {_shown(undos)}")


def check_code(data: Mapping[str, Any], game: str, options: Mapping[str, Any], seed: int, players: int,
               error: type[RecordError]) -> None:
    """Raise ``error`` unless the record's ``code`` (if any) is the deal code of ``game`` with
    these rules ``options``, ``seed`` and number of seats (the seats' players are not in a record)."""
    if "code" not in data:
        return
    from .share import CodeError, decode, decode_legacy

    raw = data["code"]
    if not isinstance(raw, str):
        raise error(f"code must be a deal code, not {_shown(raw)}")
    try:
        shared = decode(raw)
    except CodeError as problem:
        try:
            shared = decode_legacy(raw)  # written by earlier versions: trusted only if it matches
        except CodeError:
            raise error(f"code: {problem}") from None
    if (shared.game, dict(shared.options), shared.seed, len(shared.seats)) != (game, dict(options), seed, players):
        raise error(f"code {_shown(raw)} is not this record's deal code (it carries another game, rules or seed)")


def _cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
