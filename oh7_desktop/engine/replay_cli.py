"""``oh7 replay FILE``: check a game record against the rules and print its outcome as JSON.

Exit status 0 with the JSON on stdout, or 2 with one plain line on stderr and nothing on
stdout. Imports nothing outside the standard library and the engine.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .record import RecordError, from_record, replay_summary

MAX_BYTES = 16 * 1024 * 1024


def read_record(path: Path) -> object:
    """Read a JSON file, raising ``RecordError`` with a plain message for any problem."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordError(f"{path.name}: file too large ({size} bytes)")
        raw = path.read_bytes()
    except OSError as error:
        raise RecordError(f"{path}: cannot read ({error.strerror or error})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(f"{path.name}: not UTF-8 text") from None
    if not text.strip():
        raise RecordError(f"{path.name}: file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"{path.name}: not valid JSON ({error.msg}, line {error.lineno}, "
                          f"column {error.colno})") from None
    except RecursionError:
        raise RecordError(f"{path.name}: JSON nested too deeply") from None
    except ValueError as error:  # e.g. a number too long for int(): Python's digit limit
        raise RecordError(f"{path.name}: not a usable JSON document ({error})") from None


def main(argv: list[str]) -> int:
    """Run the command; return the exit status."""
    if len(argv) != 1 or argv[0].startswith("-") and argv[0] != "-":
        print("usage: oh7 replay FILE   (FILE may be - for standard input)", file=sys.stderr)
        return 2
    try:
        if argv[0] == "-":
            data = json.loads(sys.stdin.read())
        else:
            data = read_record(Path(argv[0]))
        state = from_record(data)
    except (RecordError, ValueError, RecursionError) as error:  # JSON and decoding errors are ValueErrors
        print(f"oh7 replay: {error}", file=sys.stderr)
        return 2
    print(json.dumps(replay_summary(state)))
    return 0
