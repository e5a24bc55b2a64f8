"""Defects found by the red-team pass after issue 23 (tools/redteam/): each test failed before its fix."""

from __future__ import annotations

from typing import Any

import pytest

from oh7_desktop.app.main import main as play_main

HUGE = "1" + "0" * 4000


@pytest.mark.parametrize("argv", [
    ["--rules", '{"players": ' + HUGE + "}"],  # the game's range message quoted the whole number
    ["--target", HUGE],
    ["--seats", "x" * 4000],
])
def test_a_bad_play_option_of_thousands_of_characters_is_one_short_line(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert play_main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == 1
    assert lines[0].startswith("oh7 play: ") and lines[0].endswith("(see oh7 play --help)")
    assert len(lines[0]) < 500  # it was 4,084 to 4,103 characters


@pytest.mark.parametrize("argv", [
    ["--seats", "random,random", "--workers", "x"],  # argparse printed its 4-line usage, then the error
    ["--seats", "random,random", "--games", "x" * 4000],
    ["--bogus"],
])
def test_a_bad_tournament_option_is_one_line_and_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from oh7_desktop.games.tournament import main as tournament_main

    with pytest.raises(SystemExit) as stop:
        tournament_main(argv)
    assert stop.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == 1 and len(lines[0]) < 500
    assert lines[0].startswith("oh7 tournament: ") and lines[0].endswith("(see oh7 tournament --help)")


def test_a_save_problem_is_said_once_until_a_write_works_again() -> None:
    """The red-team rerun: on a full disk the autosave's line came twice, another problem's line
    between them (only back-to-back repeats were dropped). Each problem is said once until a
    write works again."""
    from types import SimpleNamespace

    from oh7_desktop.app.flow import GameFlow

    said: list[str] = []
    flow: Any = SimpleNamespace(write_failed=False, _reported=set(), _last_error=None, notify=said.append)
    for message in ("autosave: disk full", "record: disk full", "autosave: disk full", None, "record: disk full"):
        GameFlow._report(flow, message)
    assert said == ["autosave: disk full", "record: disk full"] and flow.write_failed
    flow._reported.clear()  # as a write that works does
    GameFlow._report(flow, "autosave: disk full")
    assert said[-1] == "autosave: disk full" and len(said) == 3
