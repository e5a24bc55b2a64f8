"""The autosave session the app drives, and atomic writes underneath it."""

from __future__ import annotations

import json
import os
from types import SimpleNamespace
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.games.oh7 import GameState, Phase, Rules, apply, deal_action, legal_actions, new_game, to_record
from oh7_desktop.persistence import AutosaveSession, SaveError, SaveStore, read_save_file, write_json_atomic
from oh7_desktop.persistence.loader import encode_save
from oh7_desktop.persistence import atomic, tempnames
from persistence_support import make_save


def _actions(state: GameState, count: int) -> list[GameState]:
    import random

    rng, states = random.Random(5), []
    for _ in range(count):
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        states.append(state)
    return states


def test_every_action_is_autosaved_and_resume_gives_the_last(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    meta = make_save(steps=0)
    session = AutosaveSession(store, meta)
    assert session.start()
    for state in _actions(new_game(Rules("base", 4, 35), 1), 80):
        assert session.record_action(to_record(state, meta.names, include_pending=True))
        assert store.load_autosave().save == session.save
    resumed = AutosaveSession(store)
    save = resumed.resume()
    assert save == session.save and save.seats == meta.seats
    assert session.stats.writes >= 60  # all but the deals' repeated records
    print(f"\n{session.stats.writes} autosaves, {session.stats.per_second:.0f}/s")


def test_same_record_is_not_written_twice(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    meta = make_save(steps=10)
    session = AutosaveSession(store, meta)
    session.start()
    assert session.record_action(dict(meta.record)) and session.stats.skipped == 1
    assert session.stats.writes == 1


def test_failed_write_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("", "utf-8")
    session = AutosaveSession(SaveStore(blocker / "data"), make_save(steps=10))
    assert not session.start()
    assert session.last_error is not None and session.last_error.startswith("autosave.json: cannot be written (")


def test_resume_without_or_with_a_broken_autosave(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    with pytest.raises(SaveError, match=r"^autosave\.json: no game to continue$"):
        AutosaveSession(store).resume()
    tmp_path.joinpath("autosave.json").write_bytes(b"\x00")
    with pytest.raises(SaveError, match=r"^autosave\.json: not UTF-8 text|^autosave\.json: not valid JSON"):
        AutosaveSession(store).resume()
    assert (tmp_path / "autosave.json.broken").exists()


def test_interrupted_write_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "f.json"
    write_json_atomic(path, {"n": 1})

    def boom(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_json_atomic(path, {"n": 2})
    monkeypatch.undo()
    assert path.read_text("utf-8") == '{\n "n": 1\n}\n'
    assert sorted(os.listdir(tmp_path)) == ["f.json"], "no temporary file is left behind"


def test_backup_is_a_separate_complete_file(tmp_path: Path) -> None:
    path, backup = tmp_path / "a.json", tmp_path / "a.bak.json"
    write_json_atomic(path, [1], backup=backup)
    write_json_atomic(path, [2], backup=backup)
    write_json_atomic(path, [3], backup=backup)
    assert path.read_text("utf-8") == "[3]\n" and backup.read_text("utf-8") == "[2]\n"
    assert not os.path.samefile(path, backup)


def test_move_aside_numbers_and_never_overwrites(tmp_path: Path) -> None:
    names = []
    for n in range(3):
        path = tmp_path / "x.json"
        path.write_text(str(n), "utf-8")
        names.append(atomic.move_aside(path).name)
    assert names == ["x.json.broken", "x.json.broken-2", "x.json.broken-3"]
    assert [(tmp_path / name).read_text("utf-8") for name in names] == ["0", "1", "2"]


def test_fast_actions_are_made_durable_a_few_times_a_second(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a positive DURABLE_INTERVAL (an option for slow disks), fast actions batch their fsyncs."""
    from oh7_desktop.persistence import autosave as autosave_module

    monkeypatch.setattr(autosave_module, "DURABLE_INTERVAL", 0.2)

    synced: list[Path] = []
    monkeypatch.setattr(atomic, "fsync_dir", synced.append)
    monkeypatch.setattr(autosave_module, "fsync_dir", synced.append)
    fsynced: list[int] = []
    real_fsync = os.fsync

    def counting_fsync(fd: int) -> None:
        fsynced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counting_fsync)
    clock = [1000.0]
    monkeypatch.setattr(autosave_module, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    store = SaveStore(tmp_path)
    meta = make_save(steps=0)
    session = AutosaveSession(store, meta)
    session.start()
    assert len(fsynced) == len(synced) == 1, "the first write is durable"
    records = [to_record(state, meta.names, include_pending=True)
               for state in _actions(new_game(Rules("base", 4, 35), 2), 45)]
    durable_backups = []
    for n, record in enumerate(records[:40], start=1):
        clock[0] += 1 / 64  # an action every ~16 ms (exact in binary): autoplay at instant speed
        session.record_action(record)
        assert store.wait_autosave() is None
        assert read_save_file(store.autosave_path) == session.save, "every action is in the autosave"
        durable_backups.append(json.loads(store.backup_path.read_text("utf-8"))["record"] if n > 1 else None)
    # Durable at the start and at actions 13, 26 and 39 (every 0.2 s): 4 fsyncs, not 41.
    assert len(fsynced) == 4 and len(synced) == 4
    # The backup is always a durable version: the start, ..., then action 39's autosave.
    assert durable_backups[1] == meta.record
    assert durable_backups[-1] == records[38]
    clock[0] += 1 / 64
    session.record_action(records[40])
    assert session.flush() and len(fsynced) == 5 and len(synced) == 5, "flush makes the latest write durable"


def test_at_play_speed_every_action_is_durable_and_backed_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.persistence import autosave as autosave_module

    clock = [1000.0]
    monkeypatch.setattr(autosave_module, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    store = SaveStore(tmp_path)
    meta = make_save(steps=0)
    session = AutosaveSession(store, meta)
    session.start()
    previous = meta.record
    for state in _actions(new_game(Rules("base", 4, 35), 6), 30):
        clock[0] += 0.7  # a person, or bots at normal speed
        record = to_record(state, meta.names, include_pending=True)
        session.record_action(record)
        assert store.wait_autosave() is None
        if record != previous:
            assert json.loads(store.backup_path.read_text("utf-8"))["record"] == previous, "backup = previous"
            previous = record


def test_failed_background_write_is_reported_on_the_next_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    meta = make_save(steps=0)
    session = AutosaveSession(SaveStore(tmp_path), meta)
    assert session.start()
    states = _actions(new_game(Rules("base", 4, 35), 3), 3)

    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    monkeypatch.setattr(os, "rename", full)
    # Whether this write ran here (atomic only) or on the worker (durable), the failure is
    # reported by this call or by the next flush, never raised.
    ok = session.record_action(to_record(states[0], meta.names, include_pending=True))
    assert not (ok and session.flush())
    assert session.last_error == "autosave.json: cannot be written (No space left on device)"
    monkeypatch.undo()
    assert session.record_action(to_record(states[1], meta.names, include_pending=True)) and session.flush()
    assert session.last_error is None
    assert read_save_file(session.store.autosave_path) == session.save


def test_discard_waits_for_the_write_in_flight(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    meta = make_save(steps=0)
    session = AutosaveSession(store, meta)
    session.start()
    for state in _actions(new_game(Rules("base", 4, 35), 4), 10):
        session.record_action(to_record(state, meta.names))
    store.discard_autosave()
    assert not store.autosave_path.exists() and not store.backup_path.exists()


def test_kill_between_unlink_and_rename_is_recovered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if os.name == "nt":
        pytest.skip("Windows replaces in one step")
    store = SaveStore(tmp_path)
    first, second = make_save(steps=20), make_save(steps=21)
    store.autosave(first)

    def killed(src: object, dst: object) -> None:
        raise KeyboardInterrupt  # stands for the process dying right here

    monkeypatch.setattr(os, "rename", killed)
    with pytest.raises(KeyboardInterrupt):
        atomic.replace_quickly(store.autosave_path, encode_save(second), backup=store.backup_path)
    monkeypatch.undo()
    assert not store.autosave_path.exists() and len(tempnames.temporary_files(store.autosave_path)) == 1
    store.release_autosave()  # the process that held the game is gone
    result = SaveStore(tmp_path).load_autosave()
    assert result.ok and result.save == second, "the complete temporary file is the autosave"
    assert store.autosave_path.exists() and not tempnames.temporary_files(store.autosave_path)
    assert read_save_file(store.autosave_path) == second
    assert read_save_file(store.backup_path) == first


def test_quick_replace_keeps_the_previous_file_as_backup(tmp_path: Path) -> None:
    path, backup = tmp_path / "a.json", tmp_path / "b.json"
    for n in range(3):
        atomic.replace_quickly(path, f"[{n}]".encode(), backup=backup)
    assert path.read_text("utf-8") == "[2]" and backup.read_text("utf-8") == "[1]"
    assert sorted(os.listdir(tmp_path)) == ["a.json", "b.json"]


def test_by_default_every_action_is_fsynced_and_renamed_over_the_old_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's promise: each autosave is a temporary file, flushed and fsynced, renamed over the old."""
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace
    fsynced: list[int] = []
    real_fsync = os.fsync

    def spying_replace(src: Any, dst: Any) -> None:
        replaced.append((Path(src).name, Path(dst).name))
        real_replace(src, dst)

    def counting_fsync(fd: int) -> None:
        fsynced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "replace", spying_replace)
    monkeypatch.setattr(os, "fsync", counting_fsync)
    store = SaveStore(tmp_path)
    meta = make_save(steps=0)
    session = AutosaveSession(store, meta)
    session.start()
    states = list(_actions(new_game(Rules("base", 4, 35), 2), 12))
    for state in states:
        session.record_action(to_record(state, meta.names, include_pending=True))
    session.flush()
    to_autosave = [pair for pair in replaced if pair[1] == store.autosave_path.name]
    assert len(to_autosave) == len(states) + 1
    assert all(src != dst for src, dst in to_autosave)
    assert len(fsynced) >= 2 * (len(states) + 1), "the file and its folder, at every action"
