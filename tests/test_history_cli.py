"""``oh7 stats``: the table, --json (games counting finished games), --csv, filters, bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from history_support import fresh_db, made_game
from oh7_desktop.cli import main
from oh7_desktop.persistence.paths import data_dir

T, F = True, False


def _history(folder: Path) -> Path:
    db = fresh_db(folder)
    db.record(made_game(1, ["Ann", "easy:E1"], [((5, 2), (2, 1), (T, F))], (0,)))
    db.record(made_game(2, ["Ann", "easy:E1"], [((1, 6), (3, 1), (F, T))], (1,), mode="advanced"))
    db.record(made_game(3, ["Ann", "hard:H1"], [((1, 1), (0, 0), (F, F))], status="abandoned"))
    db.close()
    return folder / "history.sqlite3"


def test_json_counts_finished_games_per_player_and_level(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _history(tmp_path)
    assert main(["stats", "--json", "--file", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and set(data) >= {"games", "players", "levels"}
    ann = data["players"]["Ann"]
    assert (ann["games"], ann["wins"], ann["bets"], ann["bets_made"], ann["longest_streak"]) == (2, 1, 2, 1, 1)
    assert ann["by_bet"] == {"2": {"count": 1, "hits": 1, "share": 1.0}, "3": {"count": 1, "hits": 0, "share": 0.0}}
    assert set(data["levels"]) == {"easy"} and data["levels"]["easy"]["wins"] == 1
    assert main(["stats", "--json", "--file", str(path), "--kind", "all", "--mode", "advanced"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1


def test_table_and_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _history(tmp_path)
    assert main(["stats", "--file", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 games (finished)") and "Ann" in out and "easy (bot)" in out
    target = tmp_path / "games.csv"
    assert main(["stats", "--file", str(path), "--kind", "all", "--csv", str(target)]) == 0
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("game_id,ended,game,mode") and len(lines) == 1 + 6
    assert main(["stats", "--file", str(path), "--csv", str(tmp_path / "no" / "such.csv")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_no_history_yet_creates_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "games": 0, "filter": {"game": None, "mode": None, "players": None, "kind": "finished"},
        "players": {}, "levels": {}}
    assert not (data_dir() / "history.sqlite3").exists()


def test_a_bad_history_is_set_aside_with_one_line_and_exit_2(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database" * 100)
    assert main(["stats", "--file", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "kept as history.sqlite3.broken" in err
    assert (tmp_path / "history.sqlite3.broken").read_bytes() == b"not a database" * 100


def test_an_unknown_kind_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--kind", "sometimes"]) == 2  # argparse's exit, as oh7's status
    assert "invalid choice" in capsys.readouterr().err


def test_a_reader_that_goes_away_ends_the_output_quietly(tmp_path: Path) -> None:
    """``oh7 stats --csv - | head -1``: the closed pipe stops the command without a traceback."""
    import os
    import subprocess
    import sys

    path = _history(tmp_path)
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is already gone
    try:
        done = subprocess.run([sys.executable, "-m", "oh7_desktop.cli", "stats", "--csv", "-", "--file", str(path)],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert done.returncode == 141 and done.stderr == "", done.stderr
