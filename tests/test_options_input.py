"""Game options given on the command line (``--rules JSON``, ``--workers``, bot budgets): one strict
reader, each game's options checked with types and ranges, one line and exit 2 for bad ones."""

from __future__ import annotations

import os

import pytest

from oh7_desktop import cli
from oh7_desktop.app.main import UsageError, parse
from oh7_desktop.games import registry
from oh7_desktop.games.interface import MAX_BOT_BUDGET, GameError
from oh7_desktop.games.options import MAX_OPTIONS_BYTES, OptionsError, check_options, read_options
from oh7_desktop.games.tournament import workers_for

GAMES = ("oh7", "oh-hell", "seven-up", "red7")
DEEP = "[" * 100_000
DEEP_UNDER_LIMIT = "[" * 3000 + "]" * 3000


def _one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    assert "internal error" not in lines[0] and "Traceback" not in text
    return lines[0]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", [DEEP, DEEP_UNDER_LIMIT, '{"hook": true, "hook": false}', '{"a": NaN}', "[]",
                                  "", '{"players": 4.7}', '{"target": "7"}', '{"unknown": 1}'])
def test_play_refuses_bad_rules_in_one_line(game: str, text: str) -> None:
    with pytest.raises(UsageError) as caught:
        parse(["--game", game, "--rules", text])
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("text", [DEEP, DEEP_UNDER_LIMIT])
def test_play_deep_rules_exit_2_not_internal_error(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--game", "oh-hell", "--rules", text]) == 2
    assert "--rules" in _one_line(capsys.readouterr().err)


@pytest.mark.parametrize("text", [DEEP, DEEP_UNDER_LIMIT, '{"players": 4.7}', '{"hook": true, "hook": false}',
                                  '{"hook": "no"}'])
def test_tournament_refuses_bad_rules(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(["tournament", "--game", "oh-hell", "--players", "3", "--seats", "random,random,random",
                       "--games", "1", "--workers", "1", "--rules", text])
    assert status == 2
    _one_line(capsys.readouterr().err)


def test_players_must_be_a_whole_number() -> None:
    for game in GAMES:
        with pytest.raises(OptionsError, match="4.7"):
            check_options(game, {"players": 4.7})


def test_duplicate_keys_are_refused() -> None:
    with pytest.raises(OptionsError, match="twice"):
        read_options('{"hook": true, "hook": false}')


def test_options_text_is_bounded() -> None:
    padded = '{"hook": true' + " " * MAX_OPTIONS_BYTES + "}"
    with pytest.raises(OptionsError, match="too long"):
        read_options(padded)


@pytest.mark.parametrize("value", ['"no"', '"false"', "0", "1", "null", "[]"])
def test_a_flag_must_be_a_json_boolean(value: str) -> None:
    with pytest.raises(UsageError, match="hook must be true or false"):
        parse(["--game", "oh-hell", "--rules", '{"players": 4, "hook": %s}' % value])
    with pytest.raises(UsageError, match="advanced must be true or false"):
        parse(["--game", "red7", "--rules", '{"advanced": %s}' % value])


def test_oh7_reads_its_rules() -> None:
    options = parse(["--game", "oh7", "--rules", '{"mode": "advanced", "players": 3, "target": 21}'])
    assert (options.mode, options.players, options.target) == ("advanced", 3, 21)
    options = parse(["--rules", '{"players": 5}'])
    assert options.players == 5


@pytest.mark.parametrize("text", ['{"mode": "two"}', '{"players": 7}', '{"target": 0}', '{"target": 10000}',
                                  '{"target": 1000000000}', '{"players": "4"}', '{"hook": true}'])
def test_oh7_checks_its_rules(text: str) -> None:
    with pytest.raises(UsageError):
        parse(["--game", "oh7", "--rules", text])


def test_oh7_rules_and_flags_must_agree() -> None:
    with pytest.raises(UsageError, match="give it once"):
        parse(["--players", "3", "--rules", '{"players": 5}'])
    assert parse(["--players", "5", "--rules", '{"players": 5}']).players == 5


@pytest.mark.parametrize("workers", ["0", "-5"])
def test_tournament_refuses_workers_below_one(workers: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(["tournament", "--game", "red7", "--players", "2", "--seats", "random,random",
                       "--games", "1", "--workers", workers])
    assert status == 2
    assert "--workers" in _one_line(capsys.readouterr().err)


def test_workers_are_capped_by_cpus_and_games() -> None:
    assert workers_for(30, 8) <= min(8, os.cpu_count() or 1)
    assert workers_for(30, 1) == 1
    assert workers_for(1, 100) == 1
    with pytest.raises(GameError):
        workers_for(0, 8)


@pytest.mark.parametrize("game", GAMES)
def test_bot_budget_is_capped(game: str) -> None:
    rules = registry.get(game)
    for level in (f"hard:{MAX_BOT_BUDGET + 1}", "hard:1000000000", "medium:\u00b2", "easy:3", "hard:0"):
        with pytest.raises(GameError, match="budget"):
            rules.bot(level)
    rules.bot(f"medium:{MAX_BOT_BUDGET}")


def test_tournament_refuses_a_huge_budget(capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(["tournament", "--game", "red7", "--players", "2", "--seats", "hard:1000000000,random",
                       "--games", "1", "--workers", "1"])
    assert status == 2
    assert "budget" in _one_line(capsys.readouterr().err)
