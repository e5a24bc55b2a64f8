"""Text for a terminal: names and values shown escaped and cut, so no file or name can drive it.

A name read from the history, a save's file name or a value quoted from a file may hold
anything: escape sequences (which move the cursor, retitle or clear the terminal), a bell,
NUL, a carriage return (which overwrites what was printed), a bidirectional override (which
shows text backwards), bytes that are not UTF-8, or ten thousand characters. Every command
line output shows such text through :func:`shown` (names, file names: escaped and ellipsized
to a width) or :func:`quoted` (a value quoted in a message: its ``repr``, cut in the middle),
and a whole message through :func:`message_line`. Standard library only.

>>> shown("Bob\\x1b[2J\\u202e")
'Bob\\\\x1b[2J\\\\u202e'
>>> shown("Chlo\\udce9")
'Chlo\\\\xe9'
>>> shown("x" * 100, 10)
'xxxxxxxxx…'
>>> quoted(10 ** 80)
'1000000000000000000000000…0000000000000000000000000 (81 characters)'
"""

from __future__ import annotations

NAME_WIDTH = 48
"""Widest a name is shown in a table or a message (a name in a file is at most 48 characters,
so only a name that did not come through the game is cut)."""
VALUE_WIDTH = 60
"""Widest a quoted value is shown in a message."""
LINE_WIDTH = 400
"""Longest message line (a path and a reason fit; a value read from a file does not)."""
ELLIPSIS = "…"


def shown(text: str, width: int = NAME_WIDTH) -> str:
    """Return ``text`` escaped for a terminal (controls, formats, surrogates) and cut to ``width``."""
    escaped = "".join(_escape(ch) for ch in _readable(str(text)))
    return escaped if len(escaped) <= width else escaped[: max(width - 1, 0)] + ELLIPSIS


def quoted(value: object, width: int = VALUE_WIDTH) -> str:
    """Return ``repr(value)`` for a message, escaped, its middle cut when longer than ``width``."""
    text = "".join(_escape(ch) for ch in repr(value))
    if len(text) <= width:
        return text
    half = max((width - 1) // 2 - 4, 1)
    return f"{text[:half]}{ELLIPSIS}{text[-half:]} ({len(text)} characters)"


def message_line(text: str, width: int = LINE_WIDTH) -> str:
    """Return a message as one escaped line of at most ``width`` characters (the middle cut)."""
    escaped = "".join(_escape(ch) for ch in _readable(str(text)))
    if len(escaped) <= width:
        return escaped
    half = (width - 1) // 2
    return escaped[:half] + ELLIPSIS + escaped[-half:]


def _readable(text: str) -> str:
    """Return ``text`` with the UTF-8 in a file name read under another encoding (an ASCII
    ``C`` locale gives ``Chlo\\udcc3\\udca9`` for ``Chloé``) decoded; other bytes stay escaped."""
    if not any("\udc80" <= ch <= "\udcff" for ch in text):
        return text
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")
    except UnicodeError:  # another surrogate (a Windows name): each is escaped as it is
        return text


def _escape(ch: str) -> str:
    if ch.isprintable():
        return ch
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 in a file name (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
