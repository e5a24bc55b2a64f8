"""Read a JSON file defensively: size first, strict UTF-8, JSON only (never pickle, never eval).

Every fault becomes a :class:`SaveError` whose message names the file and what is wrong,
in words a player can act on (``x.json: over 1 MiB (3.2 MiB)``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .errors import SaveError

MAX_BYTES = 1024 * 1024
"""Largest file read (1 MiB): a finished six-player game is far below 100 KiB."""


def read_json(path: Path, *, limit: int = MAX_BYTES) -> Any:
    """Return the JSON value in ``path``; raise :class:`SaveError` for any fault."""
    return parse_json(path, read_limited(path, limit=limit))


def read_limited(path: Path, *, limit: int = MAX_BYTES) -> bytes:
    """Return the bytes of ``path``, refusing files over ``limit`` before reading them."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise SaveError(path, f"over {_mib(limit)} ({_size_over(size, limit)})")
            # Read one byte more than allowed: a file growing meanwhile is still caught.
            payload = handle.read(limit + 1)
    except SaveError:
        raise
    except FileNotFoundError:
        raise SaveError(path, "file not found") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a file") from None
    except PermissionError:
        raise SaveError(path, "permission denied") from None
    except OSError as err:
        raise SaveError(path, f"cannot be read ({err.strerror or err})") from None
    if len(payload) > limit:
        raise SaveError(path, f"over {_mib(limit)} ({_size_over(len(payload), limit)} or more)")
    return payload


def parse_json(path: Path, payload: bytes) -> Any:
    """Decode ``payload`` as strict UTF-8 JSON; the messages name ``path``."""
    if not payload.strip():
        raise SaveError(path, "file is empty")
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(path, f"not UTF-8 text (bad byte at offset {err.start})") from None
    # Some editors put a byte-order mark before UTF-8 text: harmless, so accept it.
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        where = f"line {err.lineno}, column {err.colno}"
        # Cut short: nothing after the fault, or a string still open when the text ends.
        if not text[err.pos :].strip() or err.msg.startswith("Unterminated string"):
            raise SaveError(path, f"not valid JSON, the file is cut short ({where})") from None
        raise SaveError(path, f"not valid JSON ({where})") from None
    except RecursionError:
        raise SaveError(path, "not valid JSON (nested too deeply)") from None
    except ValueError as err:  # NaN/Infinity, or an integer too long to read
        raise SaveError(path, f"not valid JSON ({err})") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


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
        raise SaveError(path, f"{what} has an invalid version ({version})")
    if version > current:
        raise SaveError(
            path, f"made by a newer Oh 7 ({what} version {version}; this one reads up to {current})"
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
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _size_over(size: int, limit: int) -> str:
    """Say a size above ``limit``; in bytes when rounding would make it read as the limit itself."""
    return _mib(size) if _mib(size) != _mib(limit) else f"{size:,} bytes"


def _mib(size: int) -> str:
    """Say a size the way a file manager does: ``1 MiB``, ``3.2 MiB``, ``5 GiB``, ``80 bytes``."""
    for unit, scale in (("GiB", 1024**3), ("MiB", 1024**2), ("KiB", 1024)):
        if size >= scale:
            return f"{size / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{size} bytes"
