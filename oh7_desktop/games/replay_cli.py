"""``oh7 replay FILE``: check a game record of any game against its rules and print its outcome.

The record's ``format`` picks the game (:mod:`.registry`); the game checks every action and
sums the game up as its rulings say. Exit status 0 with the JSON on stdout, or 2 with one
plain line on stderr and nothing on stdout. Imports nothing outside the standard library and
the games.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import BinaryIO

from . import registry
from .interface import RecordError

MAX_BYTES = 16 * 1024 * 1024
"""Larger inputs are refused: a real record is a few kilobytes, and reads stay bounded
even for endless sources such as ``/dev/zero`` or a pipe that never closes."""


def read_bounded(stream: BinaryIO, name: str) -> bytes:
    """Read at most ``MAX_BYTES`` from ``stream``; refuse anything longer."""
    raw = stream.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise RecordError(f"{name}: file too large (over {MAX_BYTES} bytes)")
    return raw


def parse_record(raw: bytes, name: str) -> object:
    """Decode and parse JSON bytes, raising ``RecordError`` with a plain message for any problem."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(f"{name}: not UTF-8 text") from None
    if not text.strip():
        raise RecordError(f"{name}: file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{name}: not valid JSON ({error.msg}, line {error.lineno}, "
                          f"column {error.colno})") from None
    except RecursionError:
        raise RecordError(f"{name}: JSON nested too deeply") from None
    except ValueError as error:  # e.g. a number too long for int(): Python's digit limit
        raise RecordError(f"{name}: not a usable JSON document ({error})") from None


def read_record(path: Path) -> object:
    """Read a JSON file, raising ``RecordError`` with a plain message for any problem."""
    try:
        with path.open("rb") as stream:
            raw = read_bounded(stream, path.name)
    except OSError as error:
        raise RecordError(f"{path}: cannot read ({error.strerror or error})") from None
    return parse_record(raw, path.name)


def read_stdin() -> object:
    """Read the record from standard input (bytes when available, so any encoding is checked)."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return parse_record(read_bounded(buffer, "standard input"), "standard input")
    text = sys.stdin.read(MAX_BYTES + 1)  # a text stream stood in for stdin (tests)
    return parse_record(text.encode("utf-8", "surrogatepass"), "standard input")


def replay(data: object) -> dict[str, object]:
    """Check the record with its game's rules and return that game's summary."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    game = registry.by_record_format(data.get("format"))
    return game.replay_summary(game.from_record(data))


def one_line(message: str) -> str:
    """Return ``message`` on one line (a file name may hold a line break)."""
    return message.replace("\r", "\\r").replace("\n", "\\n")


def main(argv: list[str]) -> int:
    """Run the command; return the exit status."""
    if len(argv) != 1 or argv[0].startswith("-") and argv[0] != "-":
        print("usage: oh7 replay FILE   (FILE may be - for standard input)", file=sys.stderr)
        return 2
    try:
        data = read_stdin() if argv[0] == "-" else read_record(Path(argv[0]))
        summary = replay(data)
    except (RecordError, ValueError, RecursionError) as error:  # every ValueError is a plain reason
        print(f"oh7 replay: {one_line(str(error))}", file=sys.stderr)
        return 2
    except Exception as error:  # a bug must still not show a player a traceback
        print(f"oh7 replay: internal error, the record could not be checked "
              f"({one_line(f'{type(error).__name__}: {error}')})", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0
