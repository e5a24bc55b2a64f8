"""``oh7 replay``: JSON on stdout and status 0, or status 2 and one plain line on stderr, for any input."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oh7_desktop.games import jsonfile, replay_cli

from engine_support import EXAMPLE_RECORDS, EXAMPLES, expected_of, load
from replay_support import assert_clean_outcome, oh7_command, replay_file, run_main

GAMES = Path(replay_cli.__file__).resolve().parent
RULES_EXAMPLE = EXAMPLES / "rules-sheet-example.json"
FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("path", EXAMPLE_RECORDS, ids=lambda p: p.stem)
def test_examples_print_their_expected_json(path: Path) -> None:
    """Every example record replays to exactly its .expected.json, status 0."""
    status, out, err = run_main([str(path)])
    assert (status, err) == (0, "") and json.loads(out) == expected_of(path)


def test_standard_input_is_read_with_a_dash() -> None:
    """``oh7 replay -`` reads the record from standard input."""
    status, out, _ = run_main(["-"], RULES_EXAMPLE.read_text(encoding="utf-8"))
    assert status == 0 and json.loads(out) == expected_of(RULES_EXAMPLE)


def test_an_illegal_play_names_deal_position_card_and_rule() -> None:
    """Status 2, nothing on stdout, one line: deal, play position, the card held, the rule."""
    record = load(RULES_EXAMPLE)
    record["deals"][0]["plays"][6] = "7C"
    status, out, err = replay_file(json.dumps(record).encode())
    assert (status, out) == (2, "")
    assert err == "oh7 replay: deal 1, play 7: seat 2 must follow H (holds 2H) and may not play 7C\n"


@pytest.mark.parametrize(("data", "words"), [
    (b"", "file is empty"),
    (b"   \n\t ", "file is empty"),
    (b"{not json", "not valid JSON"),
    (b"\x00\xff\xfe\x89PNG\r\n\x1a\n", "not UTF-8 text"),
    (b"[" * 100_000, "nested too deeply"),
    (b'{"a": ' * 50_000 + b"1" + b"}" * 50_000, "nested too deeply"),
    (b"[" * 900 + b"]" * 900, "nested too deeply: over 64 levels"),
    (b"[" * 64 + b"]" * 64, "a record is a JSON object"),
    (b'{"format": "oh7-record", "version": 1, "seed": ' + b"9" * 5000 + b"}", "a number has over 4300 digits"),
    (b"null", "a record is a JSON object"),
    (b'"oh7-record"', "a record is a JSON object"),
    (b"[1, 2]", "a record is a JSON object"),
    (b"{}", "not a game record (no 'format' field"),
    (b'{"format": "oh7-record", "version": 1}', "rules must be an object"),
    (b'{"format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": 4}, "deals": [{"plays": [1]}]}',
     "deal 1, plays: 1 is not a card"),
    (b'{"format": "oh7-record", "version": 1, "rules": {"mode": ["base"], "players": 4.0}}', "rules: unknown mode"),
    (b'{"format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": NaN}}', "NaN is not a JSON number"),
    (b'{"format": "oh7-record", "version": "1", "rules": {}}', "unsupported record version '1'"),
])
def test_bad_files_exit_2_with_one_line(data: bytes, words: str) -> None:
    """Empty, blank, not JSON, binary, deeply nested, huge numbers, wrong types: one line, status 2."""
    message = assert_clean_outcome(*replay_file(data))
    assert isinstance(message, str) and words in message


def test_a_number_too_long_for_python_gives_one_line_not_a_traceback() -> None:
    """Regression: a 5000-digit number made ``json.loads`` raise a plain ValueError (Python's
    int digit limit), which escaped as a traceback, from a file and from standard input."""
    huge = "9" * 5000
    message = assert_clean_outcome(*replay_file(f'{{"seed": {huge}}}'.encode()))
    assert isinstance(message, str) and "digits" in message
    assert isinstance(assert_clean_outcome(*run_main(["-"], huge)), str)


def test_bad_arguments_and_missing_files_exit_2_with_one_line(tmp_path: Path) -> None:
    """No file, two files, an option, a missing file, a folder: usage or reason on one line."""
    for argv in ([], ["a.json", "b.json"], ["--verbose"], [str(tmp_path / "missing.json")], [str(tmp_path)]):
        message = assert_clean_outcome(*run_main(argv))
        assert isinstance(message, str) and message
    for text in ("", "{", "[" * 50_000, "1" * 5000):
        assert isinstance(assert_clean_outcome(*run_main(["-"], text)), str)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=6)
    | st.sampled_from(["3H", "?", "N", "1*", "7F", "0s", "base", "advanced", "oh7-record", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["hands", "bets", "plays", "dummy_pile", "show_interrobang", "x"]) | st.text(max_size=4),
        inner, max_size=4),
    max_leaves=12,
)


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Return the path of every node under ``value`` (keys and indexes)."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths_of(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += paths_of(item, prefix + (index,))
    return out


def mutate(record: Any, data: st.DataObject) -> Any:
    """Apply one random change at a random place: replace, delete, duplicate, swap or nest."""
    path = data.draw(st.sampled_from(paths_of(record)[1:]))
    parent = record
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    kind = data.draw(st.sampled_from(["replace", "delete", "duplicate", "swap", "nest", "card"]))
    if kind == "replace":
        parent[key] = data.draw(json_values)
    elif kind == "delete":
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, parent[key])
    elif kind == "swap" and isinstance(parent, list):
        other = data.draw(st.integers(0, len(parent) - 1))
        parent[key], parent[other] = parent[other], parent[key]
    elif kind == "nest":
        parent[key] = [[[parent[key]]]]
    else:
        parent[key] = data.draw(st.sampled_from(["0S", "7H", "4C", "3D", "6F", "?", "N", "4*", "8S", "", "3h"]))
    return record


@FUZZ
@given(data=st.data(), which=st.sampled_from(EXAMPLE_RECORDS), count=st.integers(1, 4))
def test_fuzzed_records_never_crash(data: st.DataObject, which: Path, count: int) -> None:
    """Random changes to the example records: every outcome is status 0 with JSON, or status 2
    with one line; never a traceback."""
    record = load(which)
    for _ in range(count):
        record = mutate(record, data)
    assert_clean_outcome(*replay_file(json.dumps(record).encode()))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(raw=st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()))
def test_random_bytes_and_json_never_crash(raw: bytes) -> None:
    """Arbitrary bytes or arbitrary JSON documents: status 0 or 2 with one line."""
    assert_clean_outcome(*replay_file(raw))


def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """Run ``python -m oh7_desktop ARGS`` in a fresh interpreter."""
    return subprocess.run([sys.executable, "-m", "oh7_desktop", *args], input=stdin, capture_output=True,
                          timeout=60, check=False)


def test_real_command_prints_json_or_one_line(tmp_path: Path) -> None:
    """A few real processes: the example, an illegal record, binary junk, bad stdin."""
    done = run_cli("replay", str(RULES_EXAMPLE))
    assert done.returncode == 0 and done.stderr == b""
    assert json.loads(done.stdout) == expected_of(RULES_EXAMPLE)
    record = load(RULES_EXAMPLE)
    record["deals"][0]["plays"][6] = "7C"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    junk = tmp_path / "junk.bin"
    junk.write_bytes(bytes(range(256)) * 4)
    cases = [run_cli("replay", str(bad)), run_cli("replay", str(junk)), run_cli("replay", "-", stdin=b"\xff\xfe{"),
             run_cli("replay", "-", stdin=b"[" * 100_000)]
    for done in cases:
        assert done.returncode == 2 and done.stdout == b""
        assert assert_clean_outcome(2, "", done.stderr.decode("utf-8"))
    assert cases[0].stderr == b"oh7 replay: deal 1, play 7: seat 2 must follow H (holds 2H) and may not play 7C\n"


def test_the_installed_oh7_command_replays_every_example() -> None:
    """The real ``oh7 replay`` process prints exactly each example's .expected.json, status 0."""
    for path in EXAMPLE_RECORDS:
        done = subprocess.run([*oh7_command(), "replay", str(path)], capture_output=True, timeout=60,
                              check=False)
        assert (done.returncode, done.stderr) == (0, b""), path.name
        assert json.loads(done.stdout) == expected_of(path), path.name


def test_endless_or_oversized_input_is_refused_after_a_bounded_read(tmp_path: Path) -> None:
    """``/dev/zero`` (endless, size 0 to ``stat``) and a file over the limit: one line, status 2."""
    if Path("/dev/zero").exists():
        message = assert_clean_outcome(*run_main(["/dev/zero"]))
        assert isinstance(message, str) and "is not a regular file (it is a device)" in message
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (jsonfile.MAX_BYTES + 1))
    message = assert_clean_outcome(*run_main([str(big)]))
    assert isinstance(message, str) and "too large" in message


def test_an_internal_error_is_one_line_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even a bug in the engine (simulated here) gives status 2 and one line, no traceback."""
    def broken(data: object) -> object:
        raise KeyError("boom")

    monkeypatch.setattr(replay_cli, "replay", broken)
    message = assert_clean_outcome(*run_main([str(RULES_EXAMPLE)]))
    assert isinstance(message, str) and message.startswith("internal error") and "KeyError" in message


def test_a_file_name_with_a_line_break_still_gives_one_line(tmp_path: Path) -> None:
    """The message quotes the file name; a line break in it must not split the line."""
    odd = tmp_path / "two\nlines.json"
    odd.write_bytes(b"{not json")
    message = assert_clean_outcome(*run_main([str(odd)]))
    assert isinstance(message, str) and "not valid JSON" in message


def test_replay_does_not_import_pygame_and_starts_fast() -> None:
    """``oh7 replay`` imports neither pygame nor pydantic; its start-up time is printed, not asserted."""
    code = ("import sys\nfrom oh7_desktop.cli import main\nstatus = main(['replay', sys.argv[1]])\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pydantic', 'pytmx'))\n"
            "print('HEAVY', heavy, status, file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code, str(RULES_EXAMPLE)], capture_output=True, timeout=60,
                          check=False)
    assert done.stderr.decode().strip() == "HEAVY [] 0"
    timings = []
    for _ in range(3):
        start = time.perf_counter()
        assert run_cli("replay", str(RULES_EXAMPLE)).returncode == 0
        timings.append(time.perf_counter() - start)
    print(f"\noh7 replay of the rules example: best of 3 runs {min(timings) * 1000:.0f} ms (whole process)")


def test_every_game_imports_only_the_standard_library() -> None:
    """In a fresh interpreter, importing every module of every game (rules and bots) loads only
    stdlib modules (no pygame, no pydantic), and no file under ``games/`` imports anything
    outside the standard library and ``oh7_desktop.games``."""
    code = (
        "import importlib, json, pkgutil, sys\nbefore = set(sys.modules)\nimport oh7_desktop.games as g\n"
        "for m in pkgutil.walk_packages(g.__path__, 'oh7_desktop.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "new = set(sys.modules) - before\n"
        "print(json.dumps(sorted(n for n in new if n.split('.')[0] not in sys.stdlib_module_names)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, check=True)
    loaded = json.loads(done.stdout)
    assert "pygame" not in loaded and "pydantic" not in loaded
    assert all(name in ("oh7_desktop", "__mp_main__") or name.startswith("oh7_desktop.games")
               for name in loaded), loaded  # __mp_main__: multiprocessing's alias of __main__
    assert "oh7_desktop.games.oh7.bots" in loaded  # the walk reached the bots
    for path in GAMES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or name.startswith("oh7_desktop.games"), (path, name)