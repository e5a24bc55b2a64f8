"""Seven Up records through ``oh7 replay``: the fixtures replay to their expected JSON, and every
malformed or illegal record gives exit status 2 and one line naming the place and the rule."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games import replay_cli
from oh7_desktop.games.seven_up.adapter import GAME

from seven_up_support import PLAIN

FIXTURES = Path(__file__).parent / "fixtures" / "seven-up"
RECORDS = sorted(p for p in FIXTURES.glob("*.json") if not p.name.endswith(".expected.json"))
RUN_PACK = ("2S 3S 4S 2H 3H 4H 5S 6S 7S 5H 6H 7H 8D AC KC QC JC TC 9C 2C").split()


def run_main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = replay_cli.main(argv)
    return status, out.getvalue(), err.getvalue()


def replay_data(data: Any, tmp_path: Path) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return run_main([str(path)])


def expected(path: Path) -> Any:
    return json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))


def test_the_fixtures_cover_every_case() -> None:
    assert {p.stem for p in RECORDS} >= {"full-game", "seeded-without-packs", "in-progress",
                                         "run-and-set-aside", "turned-jack-wins", "gift-wins",
                                         "exhausted-pack"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_fixtures_replay_to_their_expected_summary(path: Path) -> None:
    status, out, err = run_main([str(path)])
    assert (status, err) == (0, "") and json.loads(out) == expected(path)


def test_the_seeded_record_deals_the_same_packs_as_the_full_one() -> None:
    """Without packs, the documented seeded dealing gives the very same game."""
    full = GAME.from_record(json.loads((FIXTURES / "full-game.json").read_text(encoding="utf-8")))
    seeded = GAME.from_record(json.loads((FIXTURES / "seeded-without-packs.json").read_text(encoding="utf-8")))
    assert GAME.to_record(full) == GAME.to_record(seeded)


def test_the_fixtures_show_what_they_are_named_for() -> None:
    def summary(stem: str) -> Any:
        return expected(FIXTURES / f"{stem}.json")
    assert summary("turned-jack-wins")["deals"][-1]["trick_winners"] == []
    assert summary("gift-wins")["deals"][-1]["gift"] is True and summary("gift-wins")["finished"]
    assert not summary("in-progress")["finished"] and summary("in-progress")["winners"] == []
    record = json.loads((FIXTURES / "exhausted-pack.json").read_text(encoding="utf-8"))
    assert len(record["deals"][0]["reshuffled_packs"]) == 1
    assert any("set_aside" in d for d in json.loads(
        (FIXTURES / "run-and-set-aside.json").read_text(encoding="utf-8"))["deals"])


@pytest.mark.skipif(shutil.which("oh7") is None and not Path(sys.executable).with_name("oh7").exists(),
                    reason="the oh7 command is not installed")
def test_the_installed_command_replays_and_refuses(tmp_path: Path) -> None:
    oh7 = shutil.which("oh7", path=str(Path(sys.executable).parent)) or "oh7"
    path = FIXTURES / "run-and-set-aside.json"
    done = subprocess.run([oh7, "replay", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "" and json.loads(done.stdout) == expected(path)
    bad = json.loads(path.read_text(encoding="utf-8"))
    bad["deals"][0]["plays"][1] = bad["deals"][0]["plays"][0]
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    done = subprocess.run([oh7, "replay", str(tmp_path / "bad.json")], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1
    assert done.stderr.startswith("oh7 replay: deal 1, play 2: ")


def base() -> dict[str, Any]:
    """A record of one deal: diamonds stood, six tricks (elder wins 3 points)."""
    return {"format": "seven-up-record", "version": 1, "rules": {"target": 7}, "seed": 1,
            "deals": [{"pack": [str(c) for c in PLAIN], "decisions": ["stand"],
                       "plays": "AD TD 5D 3C KS 9S 2S 8S 7H 3H 6C 4C".split()}]}


def with_run(**deal: Any) -> dict[str, Any]:
    """A record whose first deal runs to clubs (so a set-aside is due)."""
    record = base()
    pack = RUN_PACK + [str(c) for c in PLAIN if str(c) not in RUN_PACK]
    record["deals"] = [{"pack": pack, "decisions": ["beg", "run"], **deal}]
    return record


def changed(edit: Callable[[dict[str, Any]], None], start: Callable[[], dict[str, Any]] = base
            ) -> dict[str, Any]:
    record = copy.deepcopy(start())
    edit(record)
    return record


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(record: dict[str, Any]) -> None:
        target: Any = record
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


BAD: list[tuple[str, dict[str, Any] | list[Any], str]] = [
    ("a list", [], "a record is a JSON object"),
    ("format", changed(_set(["format"], "chess")), "not a game record (format is 'chess'"),
    ("version", changed(_set(["version"], 2)), "unsupported record version 2 (this reads 1)"),
    ("target", changed(_set(["rules"], {"target": 0})),
     "rules: the target must be a whole number from 1 to 99, not 0"),
    ("rules option", changed(_set(["rules"], {"target": 7, "speed": 1})),
     "rules: unknown rules option(s): 'speed' (expected: target)"),
    ("seed", changed(_set(["seed"], "x")), "seed must be a whole number, not 'x'"),
    ("names", changed(_set(["names"], ["Ana"])), "names must be a list of 2 strings"),
    ("deals", changed(_set(["deals"], {})), "deals must be a list"),
    ("deal", changed(_set(["deals", 0], 3)), "deal 1: expected an object"),
    ("short pack", changed(lambda r: r["deals"][0]["pack"].pop()),
     "deal 1, pack: a pack has 52 cards, not 51"),
    ("pack twice", changed(_set(["deals", 0, "pack", 51], "AD")), "deal 1, pack: the pack holds AD twice"),
    ("pack card", changed(_set(["deals", 0, "pack", 51], "1H")), "deal 1, pack: '1H' is not a card"),
    ("elder gives", changed(_set(["deals", 0, "decisions"], ["give"])),
     "deal 1, decision 1 (give): seat 1 must say stand or beg, not give"),
    ("decision type", changed(_set(["deals", 0, "decisions"], [3])),
     "deal 1, decision 1: expected stand, beg, give or run, not 3"),
    ("decision after stand", changed(_set(["deals", 0, "decisions"], ["stand", "beg"])),
     "deal 1, decision 2: 'beg' is said but the trump is settled"),
    ("no follow", changed(_set(["deals", 0, "plays", 1], "9S")),
     "deal 1, play 2: seat 0 must follow D (holds TD) and may not play 9S"),
    ("not held", changed(_set(["deals", 0, "plays", 0], "2C")), "deal 1, play 1: seat 1 does not hold 2C"),
    ("play too early", changed(_set(["deals", 0, "decisions"], ["beg"])),
     "deal 1, play 1: AD is played but the trump is not settled yet"),
    ("13 plays", changed(lambda r: r["deals"][0]["plays"].append("AS")),
     "deal 1, play 13: AS is played but the deal is over (six tricks played)"),
    ("deal unfinished", changed(lambda r: r["deals"].insert(0, {"decisions": ["stand"]})),
     "deal 2: deal 1 is not finished, so no further deal may follow"),
    ("set-aside not due", changed(_set(["deals", 0, "set_aside"], [["AD", "5D", "KS"], None])),
     "deal 1, set_aside: no set-aside is due (no run changed the trump)"),
    ("set-aside missing", with_run(plays=["2S"]), "deal 1, play 1: 2S is played but the set-aside is missing"),
    ("set-aside not held", with_run(set_aside=[["2H", "3H", "4H"], ["AS", "2S", "3S"]]),
     "deal 1, set_aside of seat 1: seat 1 does not hold AS"),
    ("set-aside of two", with_run(set_aside=[["2H", "3H", "4H"], ["2S", "3S"]]),
     "deal 1, set_aside of seat 1: seat 1 must set aside exactly 3 cards, not 2"),
    ("set-aside shape", with_run(set_aside=[["2H", "3H", "4H"]]),
     "deal 1, set_aside: expected 2 lists of 3 cards, by seat"),
    ("elder's set-aside missing", with_run(set_aside=[["2H", "3H", "4H"], None]),
     "deal 1, set_aside of seat 1: missing"),
    ("reshuffled without pack", changed(lambda r: r["deals"][0].pop("pack") and
                                        r["deals"][0].update(reshuffled_packs=[]))
     , "deal 1: reshuffled_packs needs the pack too"),
]


@pytest.mark.parametrize(("case", "record", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_records_give_one_line_and_status_two(case: str, record: Any, message: str,
                                                  tmp_path: Path) -> None:
    status, out, err = replay_data(record, tmp_path)
    assert status == 2 and out == "" and err.count("\n") == 1, (case, err)
    assert err.startswith(f"oh7 replay: {message}"), err


def test_a_game_over_takes_no_further_deal(tmp_path: Path) -> None:
    record = json.loads((FIXTURES / "full-game.json").read_text(encoding="utf-8"))
    record["deals"].append({"decisions": ["stand"]})
    status, _, err = replay_data(record, tmp_path)
    assert status == 2 and f"deal {len(record['deals'])}: the game is over" in err


def test_a_pending_set_aside_is_kept_only_for_autosaves(tmp_path: Path) -> None:
    state = GAME.from_record(with_run(set_aside=[None, ["2S", "3S", "4S"]]))
    assert state.set_aside[1] is not None and state.set_aside[0] is None
    assert "set_aside" not in GAME.to_record(state)["deals"][0]
    saved = GAME.to_record(state, include_pending=True)
    assert saved["deals"][0]["set_aside"] == [None, ["2S", "3S", "4S"]]
    assert GAME.to_record(GAME.from_record(saved), include_pending=True) == saved
    status, out, _ = replay_data(saved, tmp_path)
    assert status == 0 and json.loads(out)["deals"][0]["trump"] == "C"
