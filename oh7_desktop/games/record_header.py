"""The parts every game's record shares, checked by one rule: the version and the names.

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
"""

from __future__ import annotations

from .interface import RecordError
from .names import name_problem


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
