"""Oh Hell records through ``oh7 replay``: fixtures replay to their expected summaries; bad
records give status 2 and one line naming the place and the rule; records round-trip."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games import replay_cli
from oh7_desktop.games.oh_hell import Bid, Rules, apply, deal_action, from_record, new_game, to_record
from oh7_desktop.games.pack52 import PACK

FIXTURES = Path(__file__).parent / "fixtures" / "oh_hell"
RECORDS = sorted(p for p in FIXTURES.glob("*.json") if not p.name.endswith(".expected.json"))
OH7 = Path(sys.executable).parent / "oh7"


def expected_of(path: Path) -> Any:
    return json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))


def replay(record: object) -> tuple[int, str, str]:
    """Replay a record (as JSON on standard input) in-process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(record if isinstance(record, str) else json.dumps(record))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = replay_cli.main(["-"])
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


def base_record() -> dict[str, Any]:
    """Two hands of four players: the rulings' example, then a two-card hand."""
    return {
        "format": "oh-hell-record", "version": 1, "rules": {"players": 4}, "seed": 7,
        "names": ["Ana", "Ben", "Cy", "Dee"],
        "hands": [
            {"deal": [["7H"], ["2C"], ["KD"], ["AS"]], "trump_card": "4D",
             "bids": [0, 1, 1, 0], "plays": ["2C", "KD", "AS", "7H"]},
            {"deal": [["9S", "4H"], ["2C", "3C"], ["KS", "5D"], ["QS", "6H"]], "trump_card": "7D",
             "bids": [0, 0, 1, 1], "plays": ["KS", "QS", "9S", "2C", "5D", "6H", "4H", "3C"]},
        ],
    }


def test_the_base_record_is_good() -> None:
    status, out, err = replay(base_record())
    assert (status, err) == (0, "")
    assert json.loads(out)["hands"][1] == {
        "cards": 2, "dealer": 1, "trump": "D", "bids": [0, 0, 1, 1], "trick_winners": [2, 2],
        "tricks_won": [0, 0, 2, 0], "points": [10, 10, 0, 0], "totals": [20, 10, 11, 10]}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_fixtures_replay_to_their_expected_summary(path: Path) -> None:
    status, out, err = replay(path.read_text(encoding="utf-8"))
    assert (status, err) == (0, "") and json.loads(out) == expected_of(path)


def test_the_installed_command_replays_a_record_and_refuses_a_bad_one(tmp_path: Path) -> None:
    path = FIXTURES / "rulings-example.json"
    done = subprocess.run([str(OH7), "replay", str(path)], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "") and json.loads(done.stdout) == expected_of(path)
    bad = base_record()
    bad["hands"][1]["plays"][2] = "4H"
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    done = subprocess.run([str(OH7), "replay", str(tmp_path / "bad.json")], capture_output=True,
                          text=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("oh7 replay: hand 2, play 3: seat 0 must follow S (holds 9S) "
                           "and may not play 4H\n")


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A mutation putting ``value`` at a slash-separated path (``hands/1/plays/2``)."""
    def mutate(record: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split("/")]
        target: Any = record
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return mutate


def _drop(path: str) -> Callable[[dict[str, Any]], None]:
    def mutate(record: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split("/")]
        target: Any = record
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]
    return mutate


BAD = [
    (_set("version", 2), "unsupported record version 2"),
    (_set("format", "oh7-recrd"), "not a game record"),
    (_set("rules", {"players": 9}), "rules: Oh Hell is for 3 to 7 players, not 9"),
    (_set("rules", {"players": 4, "hook": True, "simultaneous": True}),
     "rules: hook and simultaneous cannot be combined"),
    (_set("rules/podrida", "yes"), "rules: podrida must be true or false"),
    (_set("names", ["Ana"]), "names must be a list of 4 strings"),
    (_set("seed", "x"), "seed must be a whole number"),
    (_set("hands/0/deal/0/0", "1H"), "hand 1, deal of seat 0: '1H' is not a card"),
    (_set("hands/0/deal/1/0", "7H"), "hand 1: 7H dealt twice"),
    (_set("hands/0/trump_card", "AS"), "hand 1: AS dealt twice"),
    (_drop("hands/0/trump_card"), "hand 1: this hand has trump, so the deal needs its trump_card"),
    (_set("hands/0/deal/0", ["7H", "8H"]), "a deal gives 1 card to each of the 4 seats"),
    (_set("hands/0/bids/1", 2), "hand 1, bid of seat 1: seat 1 may bid 0 to 1, not 2"),
    (_set("hands/0/bids/1", "one"), "hand 1, bid of seat 1: 'one' is not a whole number"),
    (_set("hands/0/bids/2", None), "hand 1, bid of seat 3: seat 2 bids before seat 3 and has no bid"),
    (_set("hands/0/bids", [0, 1]), "hand 1: bids must list one bid per seat (4)"),
    (_set("hands/1/plays/2", "4H"), "hand 2, play 3: seat 0 must follow S (holds 9S) and may not play 4H"),
    (_set("hands/1/plays/2", "AH"), "hand 2, play 3: seat 0 does not hold AH"),
    (_set("hands/1/plays", ["KS", "QS", "9S", "2C", "5D", "6H", "4H", "3C", "3C"]),
     "hand 2, play 9: 3C is played but the hand is over"),
    (_set("hands/1/bids", [0, None, 1, 1]), "hand 2: seat 1 has no bid, but the game goes on"),
    (_set("hands/0/plays", ["2C", "KD"]), "hand 2: hand 1 is not finished, so no further hand may follow"),
    (_set("hands/0/play", []), "hand 1: unknown field(s) play"),
    (_set("hands", {}), "hands must be a list"),
    (_set("hands/1", []), "hand 2: expected an object"),
]


@pytest.mark.parametrize("mutate, message", BAD, ids=[m for _, m in BAD])
def test_bad_records_exit_2_with_one_line(mutate: Callable[[dict[str, Any]], None], message: str) -> None:
    record = base_record()
    mutate(record)
    status, out, err = replay(record)
    assert (status, out) == (2, "") and err.count("\n") == 1 and "Traceback" not in err
    line = err.removeprefix("oh7 replay: ").rstrip("\n")
    assert message in line, line


def test_a_play_before_the_bids_are_complete_is_refused() -> None:
    record = base_record()
    record["hands"] = record["hands"][:1]
    record["hands"][0]["bids"] = [None, 1, 1, 0]
    status, _, err = replay(record)
    assert status == 2 and "hand 1: seat 0 has no bid, but the game goes on (cards are played" in err
    del record["hands"][0]["bids"]
    assert "hand 1: seat 1 has no bid, but the game goes on" in replay(record)[2]


def test_podrida_and_the_hook_are_checked_in_records() -> None:
    record = base_record()
    record["rules"] = {"players": 4, "podrida": True, "hook": True}
    record["hands"][1]["bids"] = [0, 1, 1, 1]
    status, _, err = replay(record)   # hand 1: dealer 0 bids 0, the total would be 2: allowed
    assert status == 0, err
    record["hands"][0]["bids"] = [1, 0, 0, 0]    # total 1 = one card: hooked
    assert "hand 1, bid of seat 0: seat 0 deals and may not bid 1" in replay(record)[2]
    record = base_record()
    record["rules"] = {"players": 4, "podrida": True}
    # hand 2: seat 1, void in S, must trump with 3D; then it leads 2C and seat 2 must trump
    record["hands"][1]["deal"] = [["9S", "4H"], ["2C", "3D"], ["KS", "5D"], ["QS", "6H"]]
    record["hands"][1]["plays"] = ["KS", "QS", "9S", "3D", "2C", "5D", "6H", "4H"]
    assert replay(record)[0] == 0
    record["hands"][1]["plays"] = ["KS", "QS", "9S", "2C"]
    assert ("hand 2, play 4: seat 1 cannot follow S and must trump with D (holds 3D: podrida) "
            "and may not play 2C") in replay(record)[2]


def test_a_trump_card_in_the_largest_hand_is_refused() -> None:
    pack = [str(c) for c in PACK]
    deal = [pack[s * 7:s * 7 + 7] for s in range(7)]
    record: dict[str, Any] = {"format": "oh-hell-record", "version": 1, "rules": {"players": 7, "sequence": "down"},
              "hands": [{"deal": deal, "trump_card": "AC"}]}
    assert "hand 1: a hand of 7 cards has no trump, so no card is turned" in replay(record)[2]
    record["hands"][0]["trump_card"] = None
    assert replay(record)[0] == 0
    seeded = {"format": "oh-hell-record", "version": 1, "rules": {"players": 7, "sequence": "down"},
              "hands": [{"trump_card": "AD"}]}
    assert "trump_card AD is not the card the seed turns up (None)" in replay(seeded)[2]


def test_too_many_hands_are_refused() -> None:
    record = json.loads((FIXTURES / "four-up-easy.json").read_text(encoding="utf-8"))
    record["hands"].append({})
    assert "hand 14: the game is over after 13 hands" in replay(record)[2]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_records_round_trip(path: Path) -> None:
    """A record written by ``to_record`` (the rulings' example is one too) reads back and
    writes out unchanged; one without deals gets the seed's deals written in."""
    record = json.loads(path.read_text(encoding="utf-8"))
    again = to_record(from_record(record), record.get("names"))
    if all("deal" in hand for hand in record["hands"]):
        assert again == record
    else:
        for hand in again["hands"]:
            del hand["deal"], hand["trump_card"]
        assert again == record


def test_secret_bids_are_kept_only_in_autosaves() -> None:
    state = new_game(Rules(players=3, simultaneous=True), 5)
    state = apply(state, deal_action(state))[0]
    state = apply(state, Bid(2, 1))[0]
    shared, autosave = to_record(state), to_record(state, include_pending=True)
    assert shared["hands"][-1]["bids"] == [None, None, None]
    assert autosave["hands"][-1]["bids"] == [None, None, 1]
    again = from_record(autosave)
    assert again.pending == (None, None, 1) and again.bids == (None, None, None)
    assert to_record(again, include_pending=True) == autosave
    status, out, _ = replay(autosave)
    assert status == 0 and json.loads(out)["hands"][0]["bids"] == [None, None, None]
