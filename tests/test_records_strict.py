"""One strict reading of every game's records: unknown fields refused at every level, card names
exact (case aside, as the rulings allow), the app's ``code`` checked against the record's game."""

from __future__ import annotations

import copy
import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop import cli
from oh7_desktop.games import registry, share
from oh7_desktop.games.interface import RecordError, play_out

GAMES = ("oh7", "oh-hell", "seven-up", "red7")
OPTIONS: dict[str, dict[str, Any]] = {"oh7": {"mode": "base", "players": 3, "target": 21}, "oh-hell": {"players": 3, "sequence": "down"},
           "seven-up": {"target": 3}, "red7": {"players": 2, "advanced": False, "actions": False}}
DEALS = {"oh7": "deals", "oh-hell": "hands", "seven-up": "deals", "red7": "rounds"}


@lru_cache(maxsize=None)
def _finished(game_name: str) -> str:
    game = registry.get(game_name)
    rules = game.rules_from_options(OPTIONS[game_name])
    bot = game.bot("random")
    end = play_out(game, game.new_game(rules, 5), lambda s, seat: bot(game.view(s, seat)))
    return json.dumps(game.to_record(end))


def _record(game_name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads(_finished(game_name))
    return record


def _read(game_name: str, record: dict[str, Any]) -> Any:
    return registry.get(game_name).from_record(record)


def _code(game_name: str, record: dict[str, Any], seed: int | None = None) -> str:
    game = registry.get(game_name)
    options = game.rules_to_options(game.rules_from_options(record["rules"]))
    players = game.players(game.rules_from_options(options))
    return share.encode(share.SharedSetup(game_name, options, ("human",) + ("easy",) * (players - 1),
                                          record["seed"] if seed is None else seed))


def _legacy(code: str) -> str:
    """The same setup as a format-1 code (version 1, one BLAKE2 check character)."""
    digits = [share._READ[c] for c in code.replace("-", "")][:-2]
    digits[0] = (digits[0] & 0b00111) | (share.LEGACY_VERSION << 3)
    check = hashlib.blake2b(bytes(digits), digest_size=1).digest()[0] % 32
    chars = "".join(share.ALPHABET[d] for d in [*digits, check])
    return "-".join(chars[i:i + 5] for i in range(0, len(chars), 5))


@pytest.mark.parametrize("game", GAMES)
def test_the_written_record_reads(game: str) -> None:
    record = _record(game)
    assert registry.get(game).is_over(_read(game, record))


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_top_level_field_is_refused(game: str) -> None:
    record = _record(game)
    record["comment"] = "hello"
    with pytest.raises(RecordError, match="unknown field.*comment"):
        _read(game, record)


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_rules_option_is_refused(game: str) -> None:
    record = _record(game)
    record["rules"]["bonus"] = True
    with pytest.raises(RecordError, match="bonus"):
        _read(game, record)


@pytest.mark.parametrize("game", GAMES)
def test_a_misspelled_field_in_the_last_deal_is_refused(game: str) -> None:
    """``PLAYS`` for ``plays`` was ignored: the record read as a game in progress."""
    record = _record(game)
    last = record[DEALS[game]][-1]
    key = "turns" if game == "red7" else "plays"
    last[key.upper()] = last.pop(key)
    with pytest.raises(RecordError, match=f"unknown field.*{key.upper()}"):
        _read(game, record)


def test_a_misspelled_field_in_a_red7_turn_is_refused() -> None:
    record = _record("red7")
    turn = next(t for t in record["rounds"][-1]["turns"] if "palette" in t)
    turn["Palette"] = turn.pop("palette")
    with pytest.raises(RecordError, match="unknown field.*Palette"):
        _read("red7", record)


def _first_card_spot(game: str, record: dict[str, Any]) -> tuple[dict[str, Any] | list[Any], Any]:
    """A container and key holding one card the record's first deal plays."""
    if game == "red7":
        turn = next(t for t in record["rounds"][0]["turns"] if "palette" in t)
        return turn, "palette"
    return record[DEALS[game]][0]["plays"], 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("pad", [" {}", "{} ", "\t{}", "{}\n"])
def test_card_names_with_stray_spaces_are_refused(game: str, pad: str) -> None:
    record = _record(game)
    holder, key = _first_card_spot(game, record)
    holder[key] = pad.format(holder[key])
    with pytest.raises(RecordError, match="is not a card"):
        _read(game, record)


@pytest.mark.parametrize("game", GAMES)
def test_card_names_in_lower_case_still_read(game: str) -> None:
    record = _record(game)
    holder, key = _first_card_spot(game, record)
    holder[key] = holder[key].lower()
    assert registry.get(game).to_record(_read(game, record)) == registry.get(game).to_record(
        _read(game, _record(game)))


@pytest.mark.parametrize("game", GAMES)
def test_the_record_code_must_be_its_own(game: str) -> None:
    record = _record(game)
    record["code"] = _code(game, record)
    _read(game, record)
    record["code"] = _code(game, record, seed=record["seed"] + 1)
    with pytest.raises(RecordError, match="not this record's deal code"):
        _read(game, record)
    other = next(g for g in GAMES if g != game)
    record["code"] = _code(other, _record(other))
    with pytest.raises(RecordError, match="code"):
        _read(game, record)
    for bad in ("nonsense!", 12, None, ""):
        record["code"] = bad
        with pytest.raises(RecordError, match="code"):
            _read(game, record)


@pytest.mark.parametrize("game", GAMES)
def test_an_old_format_code_still_reads_if_it_is_the_records(game: str) -> None:
    record = _record(game)
    legacy = _legacy(_code(game, record))
    assert share.decode_legacy(legacy).seed == record["seed"]
    record["code"] = legacy
    _read(game, record)
    record["code"] = _legacy(_code(game, record, seed=record["seed"] + 1))
    with pytest.raises(RecordError, match="not this record's deal code"):
        _read(game, record)


@pytest.mark.parametrize("game", GAMES)
def test_undos_is_a_count(game: str) -> None:
    record = _record(game)
    record["undos"] = 3
    _read(game, record)
    for bad in (-1, 1.5, True, "2"):
        record["undos"] = bad
        with pytest.raises(RecordError, match="undos"):
            _read(game, record)


def test_replay_refuses_a_misspelled_field_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = copy.deepcopy(_record("oh7"))
    last = record["deals"][-1]
    last["PLAYS"] = last.pop("plays")
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1 and "PLAYS" in captured.err
