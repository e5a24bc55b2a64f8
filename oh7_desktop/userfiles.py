"""The user's files as the app knows them before pydantic loads: autosave names, first-frame settings.

This module sits beside the packages, not in :mod:`oh7_desktop.persistence`, whose import
loads pydantic (0.2-0.5 s): the app uses it before its first frame, and the persistence
takes the same names and limits from it.

Autosaves: the player's game is ``autosave.json``; a scripted run (``--autoplay``) keeps its
own, ``autoplay.json``, so it never touches the player's game; each has a backup named by
:func:`backup_name`.

The window opens before pydantic is imported (its import alone costs 0.2-0.5 s), so
:func:`first_frame_settings` reads ``settings.json`` with the loader's reader and limit
(:data:`SETTINGS_MAX_BYTES`) and checks the few fields the first frame needs against
:data:`FIRST_FRAME_SCHEMA`: those fields' JSON schema exactly as pydantic exports it from
:class:`oh7_desktop.persistence.Settings`, the one schema (a test keeps them equal and prints the new
value when the model changes). It follows the loader's salvage-or-default path: a file that
cannot be read, or is not a settings file of this version, gives the defaults; otherwise each
field the model would accept is kept and any other is its default. The full load after the
first frame then moves a broken file aside with a notice
(:func:`oh7_desktop.persistence.load_settings`). Standard library and the games' JSON reader only.

>>> conforms([1920, 1080], FIRST_FRAME_SCHEMA["window_size"]), conforms([1920, 100], FIRST_FRAME_SCHEMA["window_size"])
(True, False)
>>> conforms(True, FIRST_FRAME_SCHEMA["version"]), conforms(2, FIRST_FRAME_SCHEMA["version"])
(False, True)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from oh7_desktop.games.jsonfile import JsonFileError, read_json_file

AUTOSAVE_NAME: Final = "autosave.json"
AUTOPLAY_NAME: Final = "autoplay.json"
"""The autosave of ``--autoplay`` runs (unless told to ``--continue`` the player's game)."""


def backup_name(autosave: str) -> str:
    """Return the backup's file name of an autosave (``autosave.json`` -> ``autosave.bak.json``).

    >>> backup_name("autosave.json"), backup_name("run")
    ('autosave.bak.json', 'run.bak')
    """
    stem, dot, suffix = autosave.rpartition(".")
    return f"{stem}.bak.{suffix}" if dot and stem else f"{autosave}.bak"


LANGUAGES: Final[dict[str, str]] = {"en": "English", "fr": "Français"}
"""The interface's languages, code -> name in that language: the one list (the settings, the
command line and the Options screen read it). A language is one entry here and its catalog
``assets/translations/<code>.po`` (a test checks they match)."""

SETTINGS_MAX_BYTES: Final = 1024 * 1024
"""Largest settings file read, by the full loader and by the first frame alike."""

HEADER: Final = ("format", "version")
FIRST_FRAME_FIELDS: Final = ("language", "window_size", "fullscreen", "four_colour", "colour_safe", "high_contrast",
                             "ui_scale")
FIRST_FRAME_SCHEMA: Final[dict[str, dict[str, Any]]] = {
    "format": {"const": "oh7-settings", "default": "oh7-settings", "title": "Format", "type": "string"},
    "version": {"const": 2, "default": 2, "title": "Version", "type": "integer"},
    "language": {"anyOf": [{"enum": list(LANGUAGES), "type": "string"}, {"type": "null"}], "default": None,
                 "title": "Language"},
    "window_size": {"default": [1280, 800], "maxItems": 2, "minItems": 2,
                    "prefixItems": [{"maximum": 7680, "minimum": 640, "type": "integer"},
                                    {"maximum": 4320, "minimum": 400, "type": "integer"}],
                    "title": "Window Size", "type": "array"},
    "fullscreen": {"default": False, "title": "Fullscreen", "type": "boolean"},
    "four_colour": {"default": True, "title": "Four Colour", "type": "boolean"},
    "colour_safe": {"default": False, "title": "Colour Safe", "type": "boolean"},
    "high_contrast": {"default": False, "title": "High Contrast", "type": "boolean"},
    "ui_scale": {"default": 100, "enum": [75, 100, 125, 150, 175, 200], "title": "Ui Scale", "type": "integer"},
}
"""``Settings.model_json_schema()["properties"]`` for :data:`HEADER` and :data:`FIRST_FRAME_FIELDS`."""
OLDER_VERSIONS: Final = (1,)
"""Settings versions the loader upgrades; their first-frame fields are the current ones."""

_TYPES: Final = {
    "integer": lambda value: type(value) is int,
    "number": lambda value: type(value) in (int, float),
    "boolean": lambda value: type(value) is bool,
    "string": lambda value: type(value) is str,
    "null": lambda value: value is None,
    "array": lambda value: type(value) is list,
}


def first_frame_defaults() -> dict[str, Any]:
    """Return the model's defaults of the first frame's fields (a window size as a tuple)."""
    return {key: _python(key, FIRST_FRAME_SCHEMA[key]["default"]) for key in FIRST_FRAME_FIELDS}


def first_frame_settings(path: Path) -> dict[str, Any]:
    """Return the first frame's fields from the settings file at ``path`` (see the module)."""
    values = first_frame_defaults()
    try:
        data = read_json_file(path, limit=SETTINGS_MAX_BYTES)
    except JsonFileError:
        return values  # missing or broken: the defaults, as the loader gives
    if not isinstance(data, dict) or not all(conforms(data.get(key), FIRST_FRAME_SCHEMA[key]) or
                                             (key == "version" and _older(data.get(key))) for key in HEADER):
        return values
    for key in FIRST_FRAME_FIELDS:
        if key in data and conforms(data[key], FIRST_FRAME_SCHEMA[key]):
            values[key] = _python(key, data[key])
    return values


def _older(version: Any) -> bool:
    return type(version) is int and version in OLDER_VERSIONS


def conforms(value: Any, schema: dict[str, Any]) -> bool:
    """Whether ``value`` (parsed JSON) satisfies ``schema``, as pydantic's strict validation would.

    Understands what pydantic writes for these fields: ``anyOf``, ``type``, ``const``, ``enum``,
    ``minimum``, ``maximum``, ``minItems``, ``maxItems`` and ``prefixItems``.
    """
    if "anyOf" in schema:
        return any(conforms(value, option) for option in schema["anyOf"])
    kind = schema.get("type")
    if kind is not None and not _TYPES[kind](value):
        return False
    if "const" in schema and value != schema["const"]:
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    if "minimum" in schema and value < schema["minimum"] or "maximum" in schema and value > schema["maximum"]:
        return False
    if kind == "array":
        if not schema.get("minItems", 0) <= len(value) <= schema.get("maxItems", len(value)):
            return False
        return all(conforms(item, part) for item, part in zip(value, schema.get("prefixItems", ())))
    return True


def _python(key: str, value: Any) -> Any:
    return tuple(value) if key == "window_size" else value
