"""Red7's records through ``oh7 replay``: the rulings' example and generated games print their
expected summaries; broken or illegal records give one line naming the place, and exit 2."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games import replay_cli
from oh7_desktop.games.red7 import from_record, replay_summary, to_record

from replay_support import assert_clean_outcome, oh7_command, replay_file, run_main

FIXTURES = Path(__file__).parent / "fixtures" / "red7"
RECORDS = sorted(p for p in FIXTURES.glob("*.json") if not p.name.endswith(".expected.json"))
EXAMPLE = FIXTURES / "rulings-example.json"


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def expected(path: Path) -> Any:
    return load(path.with_name(path.stem + ".expected.json"))


def red7_outcome(status: int, out: str, err: str) -> dict[str, Any] | str:
    if status == 0:
        assert err == ""
        summary: dict[str, Any] = json.loads(out)
        assert set(summary) == {"rounds", "finished", "winners"}
        return summary
    return assert_clean_outcome(status, out, err)


def test_the_fixtures_are_there() -> None:
    assert len(RECORDS) >= 6 and EXAMPLE in RECORDS


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_each_record_replays_to_its_expected_summary(path: Path) -> None:
    status, out, err = run_main([str(path)])
    assert (status, err) == (0, "") and json.loads(out) == expected(path)
    state = from_record(load(path))
    assert from_record(to_record(state)) == state


def test_the_rulings_example_summary() -> None:
    assert expected(EXAMPLE) == {
        "rounds": [{"first": 1, "rule_changes": ["Y", "G"], "out_order": [2, 0], "winner": 1,
                    "scored": ["4G", "6G"], "points": [0, 10, 0], "totals": [0, 10, 0]}],
        "finished": False, "winners": []}


def test_the_installed_command_replays_red7_records() -> None:
    for path in (EXAMPLE, FIXTURES / "advanced-actions-4p.json"):
        done = subprocess.run([*oh7_command(), "replay", str(path)], capture_output=True,
                              timeout=60, check=False)
        assert (done.returncode, done.stderr) == (0, b"") and json.loads(done.stdout) == expected(path)
    bad = load(EXAMPLE)
    bad["rounds"][0]["turns"][3] = {"seat": 1, "palette": "7R"}
    done = subprocess.run([*oh7_command(), "replay", "-"], input=json.dumps(bad).encode(),
                          capture_output=True, timeout=60, check=False)
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr == b"oh7 replay: round 1, turn 4: seat 1 would not be winning under G\n"


def edit(change: Any) -> bytes:
    record = copy.deepcopy(load(EXAMPLE))
    change(record)
    return json.dumps(record).encode()


def turn(index: int, value: Any) -> Any:
    return lambda r: r["rounds"][0]["turns"].__setitem__(index, value)


BAD = [
    (turn(3, {"seat": 1, "palette": "7R"}), "round 1, turn 4: seat 1 would not be winning under G"),
    (turn(1, {"seat": 0, "fold": True}), "round 1, turn 2: it is seat 2's turn, not seat 0's"),
    (turn(0, {"seat": 1, "palette": "5G"}), "round 1, turn 1: seat 1 does not hold 5G"),
    (turn(0, {"seat": 1, "palette": "9Z"}), "round 1, turn 1, palette: '9Z' is not a card"),
    (turn(0, {"seat": 1}), "round 1, turn 1: a turn is a fold or names the cards moved"),
    (turn(0, {"seat": "1", "fold": True}), "round 1, turn 1: seat must be a whole number"),
    (turn(0, {"seat": 1, "palette": "4G", "canvas": "4G"}), "4G cannot go both to the palette"),
    (turn(0, {"seat": 1, "palette": "4G", "canvas": "2Y", "fold": True}),
     "round 1, turn 1: a turn that moved cards cannot also fold"),
    (turn(0, {"seat": 1, "palette": "4G", "canvas": "2Y", "actions": [{"draw": True}]}),
     "round 1, turn 1: no action is due after 4G (draw)"),
    (turn(0, {"seat": 1, "palette": "4G", "actions": [{"swap": "1R"}]}),
     "round 1, turn 1: unknown action"),
    (lambda r: r["rounds"][0]["turns"].append({"seat": 1, "fold": True}),
     "round 1, turn 6: the round is over, so no further turn may follow"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(5, r["rounds"][0]["deck"][4]),
     "round 1: the deck must hold every card in play once"),
    (lambda r: r["rounds"][0]["deck"].pop(), "round 1: the deck must hold every card in play once"),
    (lambda r: r["rules"].__setitem__("players", 5), "rules: Red7 is for 2 to 4 players, not 5"),
    (lambda r: r["rules"].__setitem__("target", 20), "rules: unknown rules option(s): 'target' (expected: players, advanced, actions)"),
    (lambda r: r.__setitem__("version", 2), "unsupported record version 2"),
    (lambda r: r.__setitem__("names", ["Ana"]), "names must be a list of 3 strings"),
    (lambda r: r.__setitem__("rounds", {}), "rounds must be a list"),
    (lambda r: r["rounds"][0].__setitem__("turns", "none"), "round 1: turns must be a list"),
    (lambda r: r["rounds"].insert(0, {"turns": []}),
     "round 2: round 1 is not finished, so no further round may follow"),
    (lambda r: r.__setitem__("seed", 1.5), "seed must be a whole number"),
]


@pytest.mark.parametrize("change, message", BAD, ids=[m for _, m in BAD])
def test_broken_or_illegal_records_give_one_line(change: Any, message: str) -> None:
    outcome = red7_outcome(*replay_file(edit(change)))
    assert isinstance(outcome, str) and message in outcome


def test_a_turn_that_drew_must_say_how_it_ended_unless_it_is_the_last() -> None:
    record = load(FIXTURES / "actions-stopped-after-a-draw.json")
    assert "canvas" not in record["rounds"][-1]["turns"][-1]  # the game is saved mid-turn
    record["rounds"][-1]["turns"].append({"seat": 1, "fold": True})
    outcome = red7_outcome(*replay_file(json.dumps(record).encode()))
    assert isinstance(outcome, str) and "the turn drew, so it must end with a canvas card" in outcome


def test_the_summary_of_a_game_in_progress() -> None:
    summary = replay_summary(from_record(load(FIXTURES / "actions-stopped-after-a-draw.json")))
    assert summary["finished"] is False and summary["rounds"][-1]["winner"] is None


def test_the_record_format_picks_the_game() -> None:
    assert replay_cli.replay(load(EXAMPLE)) == expected(EXAMPLE)
    assert sys.modules["oh7_desktop.games.red7.adapter"].GAME.record_format == "red7-record"
