"""Read JSON strictly: the one reader of every game's records, the saves and the settings.

``oh7 replay``, ``oh7 play --load``, the autosave, the saves list and the settings all read
through here, so a file one of them accepts the others accept too. The rules:

- **Regular files only.** The file is opened without blocking and refused unless it is a
  regular file, so a named pipe, a device (``/dev/zero``) or a socket at a data path can
  never hang the game or feed it without end.
- **Bounded.** At most ``limit`` bytes (:data:`MAX_BYTES` by default): the size is checked
  before reading and again while reading (a file growing meanwhile is still caught).
- **UTF-8**, a leading byte-order mark allowed.
- **JSON only**: no ``NaN`` or ``Infinity``, no key twice in one object (which one would
  win is not JSON's to say), at most :data:`MAX_DEPTH` levels of nesting (a real record
  has 5), no number over Python's 4300 digits.
- **Text is NFC-normalized**, keys and values: a name typed on macOS (decomposed ``Zoë``)
  and the same name typed elsewhere are one name everywhere.

Every fault is a :class:`JsonFileError` (a ``ValueError``) whose message is one line naming
the file and the fault, in words a player can act on. Standard library only.

>>> parse_json(b'{"names": ["Zoe\\\\u0308"]}', "x.json")["names"][0] == "Zo\\u00eb"
True
>>> parse_json(b'{"version": 1, "version": 2}', "x.json")
Traceback (most recent call last):
...
oh7_desktop.games.jsonfile.JsonFileError: x.json: not valid JSON (the key 'version' appears twice in one object)
>>> parse_json(b'{"seed": NaN}', "x.json")
Traceback (most recent call last):
...
oh7_desktop.games.jsonfile.JsonFileError: x.json: not valid JSON (NaN is not a JSON number)
"""

from __future__ import annotations

import json
import os
import stat
import unicodedata
from itertools import accumulate
from pathlib import Path
from typing import Any, BinaryIO

MAX_BYTES = 16 * 1024 * 1024
"""Largest record or save read (16 MiB): a game played to a target of 9999 is well under 2 MiB."""
MAX_DEPTH = 64
"""Deepest nesting accepted: a save holding a record is 6 deep; far below what can be written back."""

_READ_CHUNK = 1024 * 1024
_NOT_SKELETON = bytes(code for code in range(256) if code not in b'[]{}"')
"""Every byte but brackets, braces and quotes (deleted with ``bytes.translate``)."""
_STEP = tuple(1 if code in b"[{" else -1 for code in range(256))
"""How a bracket or brace byte changes the depth."""
_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
          (stat.S_ISSOCK, "a socket"))


class JsonFileError(ValueError):
    """A file (or stream) that cannot be read as strict JSON; ``str(err)`` is ``"name: reason"``."""

    def __init__(self, name: str, reason: str) -> None:
        self.name = name
        self.reason = reason
        super().__init__(f"{name}: {reason}")


def read_json_file(path: Path, *, limit: int = MAX_BYTES) -> Any:
    """Return the JSON value in the regular file ``path``; raise :class:`JsonFileError`."""
    return parse_json(read_regular_file(path, limit=limit), Path(path).name)


def read_json_stream(stream: BinaryIO | None, name: str, *, limit: int = MAX_BYTES) -> Any:
    """Return the JSON value read from ``stream`` (standard input); raise :class:`JsonFileError`."""
    if stream is None:
        raise JsonFileError(name, "not open (nothing to read)")
    try:
        payload = stream.read(limit + 1)
    except (OSError, ValueError) as err:  # a closed or unreadable stream
        raise JsonFileError(name, f"cannot be read ({_why(err)})") from None
    if len(payload) > limit:
        raise JsonFileError(name, f"too large (over {size_text(limit)})")
    return parse_json(payload, name)


def read_regular_file(path: Path, *, limit: int = MAX_BYTES) -> bytes:
    """Return the bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    A file that is not regular is refused before it is opened (opening a device may do
    something of its own). It is then opened without blocking (``O_NONBLOCK``), so a named
    pipe put there meanwhile is refused at once instead of waited on, and the kind and size
    are checked again on the open file itself, so the file cannot be swapped between the
    check and the read.
    """
    name = Path(path).name
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        _check_regular(name, os.stat(path).st_mode)
        fd = os.open(path, flags)
    except OSError as err:
        raise JsonFileError(name, _open_problem(err)) from None
    try:
        info = os.fstat(fd)
        _check_regular(name, info.st_mode)
        if info.st_size > limit:
            raise JsonFileError(name, f"too large ({size_text(info.st_size, limit)}; the limit is {size_text(limit)})")
        return _read_bounded(fd, name, limit)
    except OSError as err:
        raise JsonFileError(name, f"cannot be read ({_why(err)})") from None
    finally:
        os.close(fd)


def _open_problem(err: OSError) -> str:
    if isinstance(err, FileNotFoundError):
        return "file not found"
    if isinstance(err, IsADirectoryError):
        return "is a folder, not a file"
    if isinstance(err, PermissionError):
        return "permission denied"
    return f"cannot be read ({_why(err)})"


def _check_regular(name: str, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise JsonFileError(name, "is a folder, not a file")
    kind = next((what for test, what in _KINDS if test(mode)), "something else")
    raise JsonFileError(name, f"is not a regular file (it is {kind})")


def _read_bounded(fd: int, name: str, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while total <= limit:
        chunk = os.read(fd, min(_READ_CHUNK, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    if total > limit:
        raise JsonFileError(name, f"too large (over {size_text(limit)})")
    return b"".join(chunks)


def parse_json(payload: bytes, name: str) -> Any:
    """Decode ``payload`` as strict JSON (see the module's rules); messages name ``name``."""
    if not payload.strip():
        raise JsonFileError(name, "file is empty")
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError as err:
        raise JsonFileError(name, f"not UTF-8 text (bad byte at offset {err.start})") from None
    # Some editors put a byte-order mark before UTF-8 text: harmless, so accept it.
    text = text.removeprefix("\ufeff")
    if nesting(payload) > MAX_DEPTH:
        raise JsonFileError(name, f"not valid JSON (nested too deeply: over {MAX_DEPTH} levels)")
    if not text.isascii():
        # The whole text at once (C speed): JSON's own characters are ASCII and never
        # combine, so this is each string normalized. Escaped text (\u) is done after parsing.
        text = unicodedata.normalize("NFC", text)
    try:
        value = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as err:
        where = f"line {err.lineno}, column {err.colno}"
        # Cut short: nothing after the fault, or a string still open when the text ends.
        if not text[err.pos :].strip() or err.msg.startswith("Unterminated string"):
            raise JsonFileError(name, f"not valid JSON, the file is cut short ({where})") from None
        raise JsonFileError(name, f"not valid JSON ({where})") from None
    except RecursionError:  # unreachable after the depth check, kept as a last guard
        raise JsonFileError(name, "not valid JSON (nested too deeply)") from None
    except ValueError as err:  # NaN/Infinity, a key twice, a number of over 4300 digits
        raise JsonFileError(name, f"not valid JSON ({_number_or(err)})") from None
    if "\\u" in text:
        value = _normalized(value, name)
    return value


def nesting(text: str | bytes) -> int:
    """Return how deeply the JSON ``text`` nests arrays and objects (brackets in strings ignored).

    Done on the bytes before parsing, so a file of 100,000 brackets is refused without
    recursion, and with bytes methods only (a 750 KiB save takes a few milliseconds).

    >>> nesting('{"a": [[1], "]]]\\\\\\"[["], "b": {}}')
    3
    """
    raw = text.encode("utf-8") if isinstance(text, str) else text
    # Escaped backslashes first, then escaped quotes: what is left of each string lies
    # between two plain quotes, so splitting on quotes leaves the text outside strings at
    # the even places. Dropping two quotes in a row first (most strings hold no bracket)
    # keeps that parity and leaves little to split.
    plain = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_SKELETON)
    outside = b"".join(plain.replace(b'""', b"").split(b'"')[::2])
    return max(accumulate(map(_STEP.__getitem__, outside)), default=0)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        raise ValueError(_twice(pairs))
    return obj


def _twice(pairs: list[tuple[str, Any]]) -> str:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return f"the key {_short(key)} appears twice in one object"
        seen.add(key)
    return "a key appears twice in one object"


def _number_or(err: ValueError) -> str:
    text = str(err)
    if "integer string conversion" in text:
        return "a number has over 4300 digits"
    return text


def _normalized(value: Any, name: str) -> Any:
    """Return ``value`` with every string (keys too) in NFC; a key twice after that is refused."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, list):
        return [_normalized(item, name) for item in value]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            clean = unicodedata.normalize("NFC", key)
            if clean in out:
                raise JsonFileError(name, f"not valid JSON (the key {_short(clean)} appears twice in one object)")
            out[clean] = _normalized(item, name)
        return out
    return value


def size_text(size: int, limit: int | None = None) -> str:
    """Say a size as a file manager does (``3.2 MiB``), in bytes when rounding would hide that it
    is over ``limit``.

    >>> size_text(3 * 1024 * 1024 + 200 * 1024), size_text(1024 * 1024 + 1, 1024 * 1024)
    ('3.2 MiB', '1,048,577 bytes')
    """
    text = _mib(size)
    return f"{size:,} bytes" if limit is not None and text == _mib(limit) else text


def _mib(size: int) -> str:
    for unit, scale in (("GiB", 1024**3), ("MiB", 1024**2), ("KiB", 1024)):
        if size >= scale:
            return f"{size / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{size} bytes"


def _short(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _why(err: BaseException) -> str:
    return str(getattr(err, "strerror", None) or err)
