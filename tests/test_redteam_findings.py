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
