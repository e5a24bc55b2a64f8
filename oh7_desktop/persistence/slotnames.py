"""Map slot names (any text a player types) to file names that are safe on every system, and back.

Letters (any script), digits, spaces and ``-_.,()'!&+=@[]`` stay as they are, so the files
are recognisable in a file manager; anything else (``/``, ``:``, ``%``, emoji...) is written
``%XX`` per UTF-8 byte. Names Windows reserves (``CON``, ``NUL``...), and leading or trailing
dots and spaces, are escaped too. Slot names are unique ignoring case, because Windows and
macOS file names are.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

SUFFIX = ".json"
MAX_FILE_BYTES = 200
_KEEP = set(" -_.,()'!&+=@[]")
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{p}{n}" for p in ("COM", "LPT") for n in range(1, 10)}


class SlotNameError(ValueError):
    """A slot name that cannot be used."""


def normalize(name: str) -> str:
    """Return the slot name as stored: NFC, trimmed; raise :class:`SlotNameError` if unusable."""
    clean = unicodedata.normalize("NFC", name).strip()
    if not clean:
        raise SlotNameError("a save needs a name")
    if any(unicodedata.category(ch).startswith("C") for ch in clean):
        raise SlotNameError("a save name cannot contain control characters")
    return clean


def to_filename(name: str) -> str:
    """Return the file name (with ``.json``) for slot ``name``."""
    clean = normalize(name)
    out = "".join(_escape(ch) if not (ch.isalnum() or ch in _KEEP) else ch for ch in clean)
    if out[0] in " ." or out.split(".")[0].upper() in _RESERVED:
        out = _escape(out[0]) + out[1:]
    if out[-1] in " .":
        out = out[:-1] + _escape(out[-1])
    if len((out + SUFFIX).encode("utf-8")) > MAX_FILE_BYTES:
        raise SlotNameError("the save's name is too long")
    return out + SUFFIX


def from_filename(filename: str) -> str:
    """Return the slot name for a file name made by :func:`to_filename` (or any ``.json`` file)."""
    stem = filename[: -len(SUFFIX)] if filename.endswith(SUFFIX) else filename
    raw = bytearray()
    i = 0
    while i < len(stem):
        if stem[i] == "%" and _is_hex(stem[i + 1 : i + 3]):
            raw += bytes([int(stem[i + 1 : i + 3], 16)])
            i += 3
        else:
            raw += _encoded(stem[i])
            i += 1
    # Decode leniently: a file renamed by hand must still be listed (and deletable).
    return unicodedata.normalize("NFC", raw.decode("utf-8", errors="replace"))


def same(a: str, b: str) -> bool:
    """Whether two slot names name the same slot (ignoring case)."""
    return unicodedata.normalize("NFC", a).strip().casefold() == unicodedata.normalize("NFC", b).strip().casefold()


def is_slot_file(path: Path) -> bool:
    """Whether ``path`` looks like a slot file (not hidden, not a temporary or broken file)."""
    return path.name.endswith(SUFFIX) and not path.name.startswith(".")


def _encoded(ch: str) -> bytes:
    """The bytes of one character of a file name: a byte that was not UTF-8 (read as a lone
    surrogate under ``surrogateescape``, e.g. in a C locale) is that byte again."""
    try:
        return ch.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate no byte stands for (Windows names): replaced below
        return ch.encode("utf-8", "surrogatepass")


def _escape(ch: str) -> str:
    return "".join(f"%{byte:02X}" for byte in ch.encode("utf-8"))


def _is_hex(text: str) -> bool:
    return len(text) == 2 and all(c in "0123456789abcdefABCDEF" for c in text)
