"""``oh7 replay FILE``: check a game record of any game against its rules and print its outcome.

The record's ``format`` picks the game (:mod:`.registry`); the game checks every action and
sums the game up as its rulings say. Exit status 0 with the JSON on stdout, or 2 with one
plain line on stderr and nothing on stdout. Imports nothing outside the standard library and
the games.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from . import jsonfile, registry
from .interface import RecordError
from .terminal import message_line

STDIN = "standard input"


def read_record(path: Path) -> object:
    """Read a record file strictly (:mod:`.jsonfile`), raising ``RecordError`` with a plain message."""
    try:
        return jsonfile.read_json_file(path)
    except jsonfile.JsonFileError as error:
        raise RecordError(str(error)) from None


def read_stdin() -> object:
    """Read the record from standard input (bytes when available, so any encoding is checked)."""
    stdin = sys.stdin  # None when the shell closed it (``<&-``)
    buffer = getattr(stdin, "buffer", None)
    try:
        if stdin is not None and buffer is None:  # a text stream stood in for stdin (tests)
            buffer = io.BytesIO(stdin.read(jsonfile.MAX_BYTES + 1).encode("utf-8", "surrogatepass"))
        return jsonfile.read_json_stream(buffer, STDIN)
    except jsonfile.JsonFileError as error:
        raise RecordError(str(error)) from None


def replay(data: object) -> dict[str, object]:
    """Check the record with its game's rules and return that game's summary."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    game = registry.by_record_format(data.get("format"))
    return game.replay_summary(game.from_record(data))


def one_line(message: str) -> str:
    """Return ``message`` on one line, escaped and cut (a file name may hold a line break or an
    escape sequence, a value quoted from the record may be thousands of characters long)."""
    return message_line(message)


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
    except Exception as error:  # noqa: BLE001 - a bug must still not show a player a traceback
        print(f"oh7 replay: internal error, the record could not be checked "
              f"({one_line(f'{type(error).__name__}: {error}')})", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0
