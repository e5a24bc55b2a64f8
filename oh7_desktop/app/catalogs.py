"""Translation catalogs: gettext ``.po`` sources compiled to ``.mo`` files (standard library only).

``assets/translations/<lang>.po`` are the sources translators edit (Poedit, Weblate...). Their
message ids are the interface's keys (``table.pass_to``), their strings use ``{field}``
placeholders, and a message that depends on a number has plural forms (``msgid_plural``,
``msgstr[0]``...) chosen by the language's ``Plural-Forms`` header. They are compiled to
``<lang>/LC_MESSAGES/oh7.mo`` when the game is installed or built (``setup.py``,
``build/build.py``), so the running game reads ready catalogs with :mod:`gettext`. This module
is the compiler (what ``msgfmt`` or ``pybabel compile`` do, without their dependencies; a test
checks Babel reads the same messages).

>>> text = 'msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\\\n"\\n\\n'
>>> text += 'msgid "a.b"\\nmsgid_plural "a.b"\\nmsgstr[0] "{count} pli"\\nmsgstr[1] "{count} plis"\\n'
>>> import gettext, io
>>> catalog = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
>>> catalog.ngettext("a.b", "a.b", 1), catalog.ngettext("a.b", "a.b", 2)
('{count} pli', '{count} plis')
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path

DOMAIN = "oh7"


class CatalogError(ValueError):
    """A ``.po`` file that cannot be read (one line naming the file and line)."""


@dataclass
class Message:
    """One entry: its id, plural id (if any) and translations (one per plural form)."""

    msgid: str
    plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False


def parse_po(text: str, name: str = "<po>") -> list[Message]:
    """Return the entries of a ``.po`` text (the header is the entry with the empty id)."""
    messages: list[Message] = []
    current: Message | None = None
    target: tuple[str, int] | None = None
    fuzzy = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
            continue
        keyword, _, rest = line.partition(" ")
        value = _string(line if line.startswith('"') else rest, name, number)
        if line.startswith('"'):
            if current is None or target is None:
                raise CatalogError(f"{name}:{number}: a string continues nothing")
            _extend(current, target, value)
        elif keyword == "msgid":
            current, target = Message(value, fuzzy=fuzzy), ("id", 0)
            messages.append(current)
            fuzzy = False
        elif keyword == "msgid_plural" and current is not None:
            current.plural, target = value, ("plural", 0)
        elif keyword.startswith("msgstr") and current is not None:
            index = int(keyword[7:-1]) if keyword.startswith("msgstr[") else 0
            current.strings[index], target = value, ("str", index)
        else:
            raise CatalogError(f"{name}:{number}: unexpected {keyword[:20]!r}")
    return messages


def _string(token: str, name: str, number: int) -> str:
    token = token.strip()
    if not (len(token) >= 2 and token[0] == token[-1] == '"'):
        raise CatalogError(f"{name}:{number}: expected a quoted string")
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):
        raise CatalogError(f"{name}:{number}: bad string {token[:30]!r}") from None
    if not isinstance(value, str):
        raise CatalogError(f"{name}:{number}: bad string {token[:30]!r}")
    return value


def _extend(message: Message, target: tuple[str, int], value: str) -> None:
    kind, index = target
    if kind == "id":
        message.msgid += value
    elif kind == "plural":
        message.plural = (message.plural or "") + value
    else:
        message.strings[index] = message.strings.get(index, "") + value


def compile_po(text: str, name: str = "<po>") -> bytes:
    """Return the GNU ``.mo`` bytes of a ``.po`` text (fuzzy and untranslated entries left out,
    as ``msgfmt`` does, so the game falls back to English for them)."""
    pairs: dict[bytes, bytes] = {}
    for message in parse_po(text, name):
        strings = [message.strings.get(i, "") for i in range(max(message.strings, default=-1) + 1)]
        if message.msgid and (message.fuzzy or not any(strings)):
            continue
        key = message.msgid if message.plural is None else message.msgid + "\0" + message.plural
        pairs[key.encode("utf-8")] = "\0".join(strings).encode("utf-8")
    return _mo_bytes(pairs)


def _mo_bytes(pairs: dict[bytes, bytes]) -> bytes:
    """The ``.mo`` layout: header, the two offset tables, then ids and strings (no hash table)."""
    keys = sorted(pairs)
    header_size = 7 * 4
    ids_table = header_size
    strs_table = ids_table + 8 * len(keys)
    data_start = strs_table + 8 * len(keys)
    ids, strs, blob = [], [], b""
    for key in keys:
        ids.append((len(key), data_start + len(blob)))
        blob += key + b"\0"
    for key in keys:
        value = pairs[key]
        strs.append((len(value), data_start + len(blob)))
        blob += value + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, len(keys), ids_table, strs_table, 0, 0)
    out += b"".join(struct.pack("<2I", *entry) for entry in ids)
    out += b"".join(struct.pack("<2I", *entry) for entry in strs)
    return out + blob


def mo_path(root: Path, lang: str) -> Path:
    """Where the compiled catalog of ``lang`` lies under ``root``."""
    return root / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def compile_catalogs(sources: Path, out: Path) -> list[Path]:
    """Compile every ``sources/<lang>.po`` to ``out/<lang>/LC_MESSAGES/oh7.mo``; return them."""
    written = []
    for po in sorted(sources.glob("*.po")):
        target = mo_path(out, po.stem)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_po(po.read_text(encoding="utf-8"), po.name))
        written.append(target)
    return written


__all__ = ["CatalogError", "DOMAIN", "Message", "compile_catalogs", "compile_po", "mo_path", "parse_po"]
