"""Players' names in records and saves: one rule for every game, the saves and the settings.

A name is text in NFC (the JSON reader normalizes what it reads), with no spaces at either
end, not empty, without control characters, and at most :data:`MAX_NAME_LENGTH` characters.
The saves' models clean a name typed by a player with :func:`clean_name`; a record read from
a file must already hold clean names (:func:`name_problem`), so ``oh7 replay`` and loading a
game agree on every record.

>>> clean_name("  Zoe\\u0308 ") == "Zo\\u00eb"
True
>>> name_problem("Bo\\tb")
'must not contain control characters'
>>> name_problem(" Bob")
'must not have spaces at either end'
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 48
"""Longest name kept in a file (the new-game form allows 24 characters; imports may differ)."""


def clean_name(text: str) -> str:
    """Return ``text`` as a name is kept (NFC, trimmed); raise ``ValueError`` if unusable."""
    name = unicodedata.normalize("NFC", text).strip()
    problem = _problem(name)
    if problem is not None:
        raise ValueError(problem)
    return name


def name_problem(value: object) -> str | None:
    """Return what is wrong with ``value`` as a name in a record, or None if it is a clean name."""
    if not isinstance(value, str):
        return "must be text"
    if value != value.strip():
        return "must not have spaces at either end"
    if not unicodedata.is_normalized("NFC", value):
        return "must be in Unicode normal form C"
    return _problem(value)


def _problem(name: str) -> str | None:
    if not name:
        return "must not be empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"must be at most {MAX_NAME_LENGTH} characters"
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        return "must not contain control characters"
    return None
