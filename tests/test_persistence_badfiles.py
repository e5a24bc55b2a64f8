"""Bad files lose nothing and never crash: every case gives one line naming the file and the fault."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games.jsonfile import MAX_BYTES
from oh7_desktop.games.oh7 import Card
from oh7_desktop.games.oh7.cards import SUITS
from oh7_desktop.persistence import SaveError, SaveStore
from oh7_desktop.persistence.loader import encode_save
from persistence_support import illegal_record, make_save, with_record

GOOD = encode_save(make_save(steps=60))


def _replace_once(data: bytes, old: bytes, new: bytes) -> bytes:
    assert old in data
    return data.replace(old, new, 1)


def _pickle_bomb(marker: Path) -> bytes:
    class Bomb:
        def __reduce__(self) -> tuple[Any, ...]:
            return (Path.touch, (marker,))

    return pickle.dumps(Bomb())


CASES: list[tuple[str, bytes, str]] = [
    ("truncated", GOOD[: len(GOOD) // 2], "not valid JSON, the file is cut short (line "),
    ("truncated-in-string", b'{"format": "oh7-save", "vers', "not valid JSON, the file is cut short (line 1, column 24)"),
    ("corrupted", _replace_once(GOOD, b'"version": 2,', b'"version" 2,'), "not valid JSON (line 3, column 12)"),
    ("empty", b"", "file is empty"),
    ("blank", b" \n\t\n", "file is empty"),
    ("latin-1", _replace_once(GOOD, b'"Alice"', '"Aliçe"'.encode("latin-1")), "not UTF-8 text (bad byte at offset "),
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8 text (bad byte at offset 0)"),
    ("foreign-format", b'{"format": "foo", "version": 1}', "not an Oh 7 save (format is 'foo')"),
    ("foreign-no-format", b'{"name": "my shopping list"}', "not an Oh 7 save (no 'format' field)"),
    ("foreign-list", b"[1, 2, 3]", "not an Oh 7 save (the file holds a JSON list, not an object)"),
    ("a-bare-record", json.dumps(json.loads(GOOD)["record"]).encode(), "not an Oh 7 save (format is 'oh7-record')"),
    ("nan", b'{"format": "oh7-save", "version": NaN}', "not valid JSON (NaN is not a JSON number)"),
    ("newer", _replace_once(GOOD, b'"version": 2,', b'"version": 7,'),
     "made by a newer Oh 7 (save version 7; this one reads up to 2)"),
    ("no-version", _replace_once(GOOD, b'"version": 2,', b'"version": "1",'), "save has no valid 'version' (found '1')"),
    ("bad-level", _replace_once(GOOD, b'"medium"', b'"godlike"'), "seats.1.level: Input should be 'easy', 'medium' or 'hard'"),
    ("string-number", _replace_once(GOOD, b'"target": 35', b'"target": "35"'), "rules: the target must be a whole number from 1 to 9999, not '35'"),
    ("unknown-field", _replace_once(GOOD, b'"version": 2,', b'"version": 2, "cheat": true,'), "cheat: unknown field"),
    ("naive-time", _replace_once(GOOD, b'Z"', b'"'), "created: Input should have timezone info"),
    ("seat-count", with_record(dict(json.loads(GOOD)["record"], rules={"mode": "base", "players": 3, "target": 35})),
     "record: rules {'mode': 'base', 'players': 3, 'target': 35} differ from the save's rules"),
    ("bad-card", with_record(dict(json.loads(GOOD)["record"], deals=[{"hands": [["ZZ"]] * 4}])),
     "deal 1, hand of seat 0: 'ZZ' is not a card (expected e.g. 3H, 1*, N or ?)"),
]


def _write(folder: Path, name: str, payload: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(payload)
    return path


@pytest.mark.parametrize(("case", "payload", "expected"), CASES, ids=[c[0] for c in CASES])
def test_bad_slot_gives_its_message_and_stays_untouched(case: str, payload: bytes, expected: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = _write(store.slots_dir, f"{case}.json", payload)
    with pytest.raises(SaveError) as err:
        store.load_slot(case)
    assert str(err.value).startswith(f"{case}.json: ")
    assert err.value.reason.startswith(expected), str(err.value)
    assert "\n" not in str(err.value)
    assert path.read_bytes() == payload
    [row] = store.list_slots()
    assert row.name == case and not row.ok and row.error == err.value.reason
    assert path.read_bytes() == payload


@pytest.mark.parametrize(("case", "payload", "expected"), CASES, ids=[c[0] for c in CASES])
def test_bad_autosave_is_moved_aside_and_the_backup_offered(case: str, payload: bytes, expected: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    good = make_save(steps=59)
    store.autosave(good)
    store.autosave(make_save(steps=60))  # the first becomes the backup
    store.autosave_path.write_bytes(payload)
    result = store.load_autosave()
    assert result.status == "broken" and result.save is None
    assert result.message == f"autosave.json: {result.error.reason if result.error else ''} (kept as autosave.json.broken)"
    assert result.error is not None and result.error.reason.startswith(expected), result.message
    assert not store.autosave_path.exists()
    assert (tmp_path / "autosave.json.broken").read_bytes() == payload
    assert result.backup == good
    # The app goes on: a new autosave works, and the broken file is still kept.
    store.autosave(good)
    assert store.load_autosave().save == good
    assert (tmp_path / "autosave.json.broken").read_bytes() == payload


def _autosave_cases() -> list[tuple[str, bytes, str]]:
    """The two cases CASES cannot hold as plain bytes cheaply: a huge file, an illegal action."""
    record, engine_message = illegal_record()
    return [("huge", b" " * (MAX_BYTES + 1024 * 1024), "too large (17 MiB; the limit is 16 MiB)"),
            ("illegal-action", with_record(record), engine_message)]


@pytest.mark.parametrize("case", ["huge", "illegal-action"])
def test_huge_or_illegal_autosave_is_moved_aside_and_the_backup_offered(case: str, tmp_path: Path) -> None:
    [(_, payload, expected)] = [c for c in _autosave_cases() if c[0] == case]
    store = SaveStore(tmp_path)
    good = make_save(steps=59)
    store.autosave(good)
    store.autosave(make_save(steps=60))
    store.autosave_path.write_bytes(payload)
    result = store.load_autosave()
    assert result.status == "broken" and result.backup == good
    assert result.message == f"autosave.json: {expected} (kept as autosave.json.broken)"
    assert (tmp_path / "autosave.json.broken").read_bytes() == payload


def test_illegal_action_names_deal_play_and_rule(tmp_path: Path) -> None:
    record, engine_message = illegal_record()
    assert engine_message.startswith("deal 1, play ")
    store = SaveStore(tmp_path)
    _write(store.slots_dir, "x.json", with_record(record))
    with pytest.raises(SaveError) as err:
        store.load_slot("x")
    assert str(err.value) == f"x.json: {engine_message}"


def test_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.slots_dir / "huge.json"
    store.slots_dir.mkdir(parents=True)
    path.write_bytes(b" " * (MAX_BYTES + 3 * 1024 * 1024 + 200 * 1024))
    with pytest.raises(SaveError, match=r"^huge\.json: too large \(19\.2 MiB; the limit is 16 MiB\)$"):
        store.load_slot("huge")
    # A sparse 64 GiB file: reading it whole would exhaust memory, so this only passes
    # because the size is checked first.
    with open(path, "wb") as handle:
        handle.truncate(64 * 1024**3)
    with pytest.raises(SaveError, match=r"^huge\.json: too large \(64 GiB; the limit is 16 MiB\)$"):
        store.load_slot("huge")
    # Just over the limit: the size in bytes, not "16 MiB; the limit is 16 MiB".
    with open(path, "wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    with pytest.raises(SaveError, match=r"^huge\.json: too large \(16,777,217 bytes; the limit is 16 MiB\)$"):
        store.load_slot("huge")


def test_a_pickle_is_never_unpickled(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    store = SaveStore(tmp_path)
    _write(store.slots_dir, "evil.json", _pickle_bomb(marker))
    store.autosave_path.write_bytes(_pickle_bomb(marker))
    with pytest.raises(SaveError, match=r"^evil\.json: not (UTF-8 text|valid JSON)"):
        store.load_slot("evil")
    assert store.load_autosave().status == "broken"
    assert not marker.exists()


def test_second_broken_autosave_does_not_overwrite_the_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_bytes(b"one")
    first = store.load_autosave()
    store.autosave_path.write_bytes(b"two")
    second = store.load_autosave()
    assert first.moved_to == tmp_path / "autosave.json.broken"
    assert second.moved_to == tmp_path / "autosave.json.broken-2"
    assert first.moved_to.read_bytes() == b"one" and second.moved_to.read_bytes() == b"two"
    assert first.backup is None and second.status == "broken"


def test_broken_backup_is_reported_and_kept_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_bytes(b"")
    store.backup_path.write_bytes(b"{")
    result = store.load_autosave()
    assert result.status == "broken" and result.backup is None
    assert result.backup_message == "autosave.bak.json: not valid JSON, the file is cut short (line 1, column 2)"
    assert (tmp_path / "autosave.bak.json.broken").read_bytes() == b"{"


def test_missing_autosave_offers_a_sound_backup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.load_autosave().status == "missing"
    save = make_save(steps=30)
    store.autosave(save)
    store.autosave(make_save(steps=31))
    store.autosave_path.unlink()
    result = store.load_autosave()
    assert result.status == "missing" and result.message is None and result.backup == save
    assert store.restore_backup() == save
    assert store.load_autosave().save == save


def test_slot_names_with_no_file() -> None:
    store = SaveStore()
    with pytest.raises(SaveError, match=r"^saves: no save named 'nothing'$"):
        store.load_slot("nothing")


def test_card_suits_cover_the_fixture() -> None:
    # Guards the "bad-card" case above: "ZZ" really is not a card.
    with pytest.raises(ValueError):
        Card.from_str("ZZ")
    assert SUITS == "SHCDF"
