"""One strict JSON reader for records, saves and settings: ``oh7 replay`` and loading a game agree.

Issue 13, items 4 and 8: ``oh7 replay`` accepted records the loader refused (``"version": 1.0``
or ``true``, ``NaN`` in an ignored field, a key twice) and refused nothing the loader took but a
name in another Unicode form; a named pipe at a data path hung every reader.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games import jsonfile
from oh7_desktop.persistence import SaveError, read_save_file
from engine_support import EXAMPLES, load
from replay_support import run_main

RULES_EXAMPLE = EXAMPLES / "rules-sheet-example.json"
NFD_ZOE = unicodedata.normalize("NFD", "Zoë")


def _record_text(**changes: Any) -> str:
    record = load(RULES_EXAMPLE)
    record.update(changes)
    return json.dumps(record)


def _replay(path: Path) -> tuple[int, str]:
    """``oh7 replay`` in a real process: (status, stderr)."""
    done = subprocess.run([sys.executable, "-m", "oh7_desktop", "replay", str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    return done.returncode, done.stderr


def _load(path: Path) -> str | None:
    """The loader's verdict on a bare record (``oh7 play --load``): None, or its one-line message."""
    try:
        read_save_file(path)
    except SaveError as err:
        return str(err)
    return None


RECORDS = {
    "version-float": _record_text().replace('"version": 1', '"version": 1.0', 1),
    "version-true": _record_text().replace('"version": 1', '"version": true', 1),
    "nan-in-an-ignored-field": _record_text().replace('"version": 1', '"version": 1, "comment": NaN', 1),
    "key-twice": _record_text().replace('"version": 1', '"version": 1, "seed": 5, "seed": 6', 1),
    "keys-equal-once-normalized": _record_text().replace(
        '"version": 1', f'"version": 1, "{NFD_ZOE}": 1, "Zoë": 2', 1),
    "nested-300-deep": _record_text().replace('"version": 1', '"version": 1, "extra": ' + "[" * 300 + "]" * 300, 1),
    "name-with-a-tab": _record_text(names=["Ann", "B\tob", "Cy", "Di"]),
    "name-with-spaces-around": _record_text(names=["Ann", " Bob", "Cy", "Di"]),
}


@pytest.mark.parametrize("case", sorted(RECORDS))
def test_replay_and_the_loader_refuse_the_same_records(case: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(RECORDS[case], "utf-8")
    status, err = _replay(path)
    refused = _load(path)
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err, (case, err)
    assert refused is not None, f"{case}: the loader accepts what replay refuses"
    # One reader, one set of rules: the same reason in the same words (the engine's own
    # messages are about the record, so only the loader names the file before them).
    reason = err.strip().removeprefix("oh7 replay: ")
    assert refused == (reason if reason.startswith("game.json: ") else f"game.json: {reason}")


GAME_RECORDS = {
    "oh7-record": RULES_EXAMPLE,
    "oh-hell-record": Path(__file__).parent / "fixtures" / "oh_hell" / "rulings-example.json",
    "seven-up-record": Path(__file__).parent / "fixtures" / "seven-up" / "exhausted-pack.json",
    "red7-record": Path(__file__).parent / "fixtures" / "red7" / "rulings-example.json",
}


@pytest.mark.parametrize("game", sorted(GAME_RECORDS))
def test_every_game_holds_the_version_and_the_names_to_one_rule(game: str) -> None:
    """``"version": 1.0`` or ``true`` passed Oh Hell's, Seven Up's and Red7's readers as 1, and
    only Oh 7 ? held names to the saves' rule: one header rule for every record."""
    record = load(GAME_RECORDS[game])
    assert record["format"] == game and run_main(["-"], json.dumps(record))[0] == 0
    seats = len(record["names"])  # each of these records names its players
    cases = [("version", 1.0, "unsupported record version 1.0 (this reads 1)"),
             ("version", True, "unsupported record version True (this reads 1)"),
             ("names", [" Ann"] + [f"P{n}" for n in range(1, seats)],
              "names: the name of seat 0 (' Ann') must not have spaces at either end"),
             ("names", ["A\tnn"] + [f"P{n}" for n in range(1, seats)],
              "names: the name of seat 0 ('A\\tnn') must not contain control characters")]
    for key, value, words in cases:
        status, out, err = run_main(["-"], json.dumps(dict(record, **{key: value})))
        assert (status, out, err) == (2, "", f"oh7 replay: {words}\n"), (game, key, value)


def test_a_name_in_another_unicode_form_is_the_same_name_everywhere(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(_record_text(names=[NFD_ZOE, "Bob", "Cy", "Di"]), "utf-8")
    status, err = _replay(path)
    assert (status, err) == (0, "")
    save = read_save_file(path)  # refused before: "names differ from the seats' names"
    assert save.names[0] == "Zoë" == save.record["names"][0] and unicodedata.is_normalized("NFC", save.names[0])


def test_the_reader_refuses_what_json_leaves_open() -> None:
    for payload, words in [(b'{"a": 1, "a": 1}', "the key 'a' appears twice in one object"),
                           (b'{"a": Infinity}', "Infinity is not a JSON number"),
                           (b'[-Infinity]', "-Infinity is not a JSON number"),
                           (b"[" * (jsonfile.MAX_DEPTH + 1) + b"]" * (jsonfile.MAX_DEPTH + 1), "nested too deeply"),
                           (b'["' + b"[" * 500 + b'"]', None)]:
        if words is None:
            assert jsonfile.parse_json(payload, "x.json") == ["[" * 500], "brackets in strings are not nesting"
            continue
        with pytest.raises(jsonfile.JsonFileError, match=words):
            jsonfile.parse_json(payload, "x.json")
    assert jsonfile.parse_json(b"[" * jsonfile.MAX_DEPTH + b"]" * jsonfile.MAX_DEPTH, "x.json") is not None


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_refused_at_once_not_waited_on(tmp_path: Path) -> None:
    pipe = _fifo(tmp_path / "record.json")
    outcome: list[object] = []

    def read() -> None:
        try:
            jsonfile.read_json_file(pipe)
        except jsonfile.JsonFileError as err:
            outcome.append(str(err))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # unblock the old reader so the test run can end
        with open(pipe, "wb"):
            pass
        pytest.fail("reading a named pipe blocked")
    assert outcome == ["record.json: is not a regular file (it is a named pipe)"]


def test_a_device_is_refused_not_read_without_end() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    with pytest.raises(jsonfile.JsonFileError, match=r"^zero: is not a regular file \(it is a device\)$"):
        jsonfile.read_json_file(Path("/dev/zero"))


def test_a_file_that_is_not_regular_is_never_opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening a device may act on it (a tape rewinds, a terminal becomes ours): ask first."""
    opened: list[str] = []
    real_open = os.open

    def watched_open(path: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(str(path))
        return int(real_open(path, *args, **kwargs))

    monkeypatch.setattr(os, "open", watched_open)
    targets = [_fifo(tmp_path / "pipe.json")] + [Path(p) for p in ("/dev/zero", "/dev/null") if Path(p).exists()]
    for target in targets:
        with pytest.raises(jsonfile.JsonFileError, match="is not a regular file"):
            jsonfile.read_json_file(target)
    assert opened == []
    regular = tmp_path / "game.json"
    regular.write_text("[1]", "utf-8")
    assert jsonfile.read_json_file(regular) == [1] and opened == [str(regular)]


def test_replay_with_standard_input_closed_is_one_line() -> None:
    status, out, err = run_main(["-"], stdin=None)
    assert (status, out) == (2, "") and err == "oh7 replay: standard input: not open (nothing to read)\n"
