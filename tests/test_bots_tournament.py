"""``oh7 tournament`` runs end to end (a few games, tiny budgets) and reports as specified."""

from __future__ import annotations

import json

import pytest

from oh7_desktop.games.tournament import main, run, tasks


def test_duplicate_deals_rotate_the_seats() -> None:
    games = list(tasks("oh7", {"mode": "base", "players": 3, "target": 21}, 9, 6, ["hard", "easy", "easy"]))
    assert [g.levels for g in games[:3]] == [("hard", "easy", "easy"), ("easy", "hard", "easy"),
                                            ("easy", "easy", "hard")]
    assert len({g.seed for g in games[:3]}) == 1 and games[3].seed != games[0].seed


def test_short_tournament_on_two_processes() -> None:
    report = run("oh7", {"mode": "base", "players": 3, "target": 14}, 4, 6, ["hard:16", "medium:2", "easy"],
                 workers=2)
    assert report["games"] == 6
    levels = report["levels"]
    assert set(levels) == {"hard:16", "medium:2", "easy"}
    shares = [levels[lv]["win_share"] for lv in levels]
    assert abs(sum(shares) - 1.0) < 1e-3  # one seat per level: shares add up to 1
    for stats in levels.values():
        low, high = stats["ci95"]
        assert 0.0 <= low <= stats["win_share"] <= high <= 1.0
        assert 0.0 <= stats["bet_made_rate"] <= 1.0
        assert stats["points_per_round"] > 0
        assert 0 < stats["seconds_per_decision"]["median"] <= stats["seconds_per_decision"]["max"]


def test_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--mode", "base", "--players", "2", "--seats", "medium:2,random",
                   "--games", "2", "--target", "14", "--seed", "3", "--workers", "1"])
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and set(report["levels"]) == {"medium:2", "random"}


def test_command_rejects_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "4", "--seats", "easy,easy"]) == 2
    assert "2 levels for 4 players" in capsys.readouterr().err
    assert main(["--players", "3", "--seats", "easy,easy,wizard"]) == 2
    assert "unknown bot level" in capsys.readouterr().err
