"""Defects found by the red-team pass after issue 23 (tools/redteam/): each test failed before its fix."""

from __future__ import annotations

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
