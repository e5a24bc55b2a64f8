"""Read a JSON file defensively, with the games' strict reader (never pickle, never eval).

Every fault becomes a :class:`SaveError` whose message names the file and what is wrong,
in words a player can act on (``x.json: too large (20 MiB; the limit is 16 MiB)``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from oh7_desktop.games import jsonfile
from oh7_desktop.games.terminal import quoted

from .errors import SaveError

MAX_BYTES = jsonfile.MAX_BYTES
"""Largest save read: the same limit as ``oh7 replay``'s, so every record it accepts loads."""


def read_json(path: Path, *, limit: int = MAX_BYTES) -> Any:
    """Return the JSON value in ``path`` read strictly (:mod:`oh7_desktop.games.jsonfile`: a
    regular file, bounded, UTF-8, no NaN, no key twice, NFC text); raise :class:`SaveError`."""
    try:
        return jsonfile.read_json_file(path, limit=limit)
    except jsonfile.JsonFileError as err:
        raise SaveError(path, err.reason) from None


def check_format(path: Path, data: Any, expected: str, *, what: str) -> dict[str, Any]:
    """Return ``data`` if it is an object whose ``format`` is ``expected``; otherwise raise."""
    if not isinstance(data, dict):
        raise SaveError(path, f"not {what} (the file holds a JSON {_json_kind(data)}, not an object)")
    fmt = data.get("format")
    if fmt is None:
        raise SaveError(path, f"not {what} (no 'format' field)")
    if fmt != expected:
        raise SaveError(path, f"not {what} (format is {_short(fmt)})")
    return data


def check_version(path: Path, data: dict[str, Any], current: int, *, what: str) -> int:
    """Return the file's ``version``; raise if missing, malformed or newer than ``current``."""
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(path, f"{what} has no valid 'version' (found {_short(version)})")
    if version < 0:
        raise SaveError(path, f"{what} has an invalid version ({quoted(version)})")
    if version > current:
        raise SaveError(
            path, f"made by a newer Oh 7 ({what} version {quoted(version)}; this one reads up to {current})"
        )
    return version


def describe_validation(err: ValidationError) -> str:
    """Turn pydantic's report into one line: the first fault's place and message."""
    first = err.errors(include_url=False)[0]
    place = ".".join(str(part) for part in first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    if first["type"] == "missing":
        message = "missing"
    elif first["type"] == "extra_forbidden":
        message = "unknown field"
    more = len(err.errors()) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"{place}: {message}{tail}" if place else f"{message}{tail}"


def _json_kind(value: Any) -> str:
    names = {list: "list", str: "string", bool: "boolean", int: "number", float: "number"}
    return "null" if value is None else names.get(type(value), type(value).__name__)


def _short(value: Any) -> str:
    return quoted(value, 40)
