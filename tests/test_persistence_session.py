"""The autosave session the app drives, and atomic writes underneath it."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace
from pathlib import Path

import pytest

from oh7_desktop.engine import GameState, Phase, Rules, apply, deal_action, legal_actions, new_game, to_record
from oh7_desktop.persistence import AutosaveSession, SaveError, SaveStore, write_json_atomic
from oh7_desktop.persistence import atomic
from test_persistence_support import make_save


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


def test_folder_fsync_is_batched_when_actions_are_fast(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.persistence import session as session_module
    from oh7_desktop.persistence import store as store_module

    synced: list[Path] = []
    monkeypatch.setattr(atomic, "fsync_dir", synced.append)
    monkeypatch.setattr(store_module, "fsync_dir", synced.append)
    fsynced: list[int] = []
    real_fsync = os.fsync
    def counting_fsync(fd: int) -> None:
        fsynced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counting_fsync)
    clock = [1000.0]
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=lambda: clock[0], perf_counter=time.perf_counter))
    meta = make_save(steps=0)
    session = AutosaveSession(SaveStore(tmp_path), meta)
    session.start()
    for state in _actions(new_game(Rules("base", 4, 35), 2), 40):
        clock[0] += 0.01  # an action every 10 ms: autoplay at instant speed
        session.record_action(to_record(state, meta.names, include_pending=True))
    assert session.stats.writes == 41 and len(fsynced) == 41, "every autosave fsyncs its file before the rename"
    assert synced == [tmp_path] * 1, "400 ms of writes: only the first synced the folder"
    clock[0] += 0.2
    session.record_action(to_record(_actions(new_game(Rules("base", 4, 35), 2), 41)[-1], meta.names, include_pending=True))
    assert len(synced) == 2, "half a second after the last folder fsync, the next write does one"
    session.flush()
    assert synced == [tmp_path] * 3
