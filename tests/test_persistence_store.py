"""The saves folder: where files live, autosave and backup, slots, export/import, replay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from oh7_desktop.games.oh7 import Rules, from_record, replay_summary, to_record
from oh7_desktop.persistence import SaveError, SaveFile, SaveStore, SeatKind, read_save_file
from oh7_desktop.persistence.paths import config_dir, data_dir
from persistence_support import make_save, play_random

REPO = Path(__file__).resolve().parents[1]


def test_files_live_in_the_user_folders_never_beside_the_program() -> None:
    store = SaveStore()
    store.autosave(make_save())
    assert store.autosave_path == Path(platformdirs.user_data_dir("oh7", appauthor=False)) / "autosave.json"
    assert store.autosave_path.is_file()
    assert data_dir().name == "oh7" and config_dir().name == "oh7"
    assert str(data_dir()).startswith(os.environ["XDG_DATA_HOME"])
    assert str(config_dir()).startswith(os.environ["XDG_CONFIG_HOME"])
    assert not str(data_dir()).startswith(str(REPO))


def test_nothing_is_created_by_merely_looking(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "data")
    assert store.list_slots() == [] and store.load_autosave().status == "missing"
    assert not (tmp_path / "data").exists()


def test_autosave_round_trip_and_backup_is_the_previous_write(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    first, second = make_save(steps=40), make_save(steps=41)
    store.autosave(first)
    assert not store.backup_path.exists()
    store.autosave(second)
    assert store.load_autosave().save == second
    assert read_save_file(store.backup_path) == first
    assert sorted(p.name for p in tmp_path.iterdir()) == [".autosave.json.lock", "autosave.bak.json", "autosave.json"]


def test_resumed_mid_trick_and_mid_bet_state_is_the_same(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for steps in range(20, 60):
        save = make_save("advanced", 5, seed=9, steps=steps)
        store.autosave(save)
        loaded = store.load_autosave().save
        assert loaded is not None
        original = play_random(Rules("advanced", 5, 35), 9, steps)
        assert from_record(loaded.record) == from_record(to_record(original, include_pending=True))


def test_slots_save_list_load_rename_delete(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    early, late = make_save(steps=20), make_save("base", 3, 21, seed=4, steps=None)
    store.save_slot("Noël / partie 2", early)
    store.save_slot("Finished", late.model_copy(update={"updated": late.updated.replace(year=2099)}))
    rows = store.list_slots()
    assert [row.name for row in rows] == ["Finished", "Noël / partie 2"]
    finished, noel = rows
    assert finished.finished and finished.mode == "base" and finished.players == 3
    assert finished.scores == tuple(replay_summary(from_record(late.record))["deals"][-1]["totals"])
    assert noel.round == 1 and noel.names == ("Alice", "Bob", "Carole", "David") and not noel.finished
    assert store.load_slot("noël / PARTIE 2").record == early.record
    assert store.load_slot("Noël / partie 2").slot_name == "Noël / partie 2"
    store.rename_slot("Noël / partie 2", "Christmas")
    assert [row.name for row in store.list_slots()] == ["Finished", "Christmas"]
    assert store.load_slot("Christmas").slot_name == "Christmas"
    store.delete_slot("finished")
    assert [row.name for row in store.list_slots()] == ["Christmas"]
    with pytest.raises(SaveError, match="no save named 'Finished'"):
        store.delete_slot("Finished")


def test_slot_names_are_unique_ignoring_case(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_slot("Game", make_save(steps=10))
    with pytest.raises(SaveError, match=r"^Game\.json: a save named 'Game' already exists$"):
        store.save_slot("game", make_save(steps=11))
    store.save_slot("GAME", make_save(steps=12), overwrite=True)
    assert [row.name for row in store.list_slots()] == ["GAME"]
    store.save_slot("Other", make_save(steps=13))
    with pytest.raises(SaveError, match="already exists"):
        store.rename_slot("Other", "game")
    store.rename_slot("GAME", "Game")  # a change of case only is a rename, not a clash
    assert sorted(row.name for row in store.list_slots()) == ["Game", "Other"]


@pytest.mark.parametrize("name", ["", "   ", "a\nb", "x" * 400])
def test_unusable_slot_names_are_refused(name: str, tmp_path: Path) -> None:
    with pytest.raises(SaveError, match=r"^saves: (a save needs a name|.*control characters|the save's name is too long)$"):
        SaveStore(tmp_path).save_slot(name, make_save(steps=5))


def _replay(path: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-m", "oh7_desktop", "replay", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_export_replays_with_oh7_replay_to_the_same_scores(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "data")
    save = make_save("advanced", 4, 49, seed=3, steps=None)
    store.autosave(save)
    loaded = store.load_autosave().save
    assert loaded is not None
    store.export(loaded, tmp_path / "out" / "game.json")
    assert json.loads((tmp_path / "out" / "game.json").read_text("utf-8")) == save.record
    assert _replay(tmp_path / "out" / "game.json") == replay_summary(from_record(save.record))


def test_import_accepts_a_bare_record_or_a_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "data")
    save = make_save(steps=30)
    store.export(save, tmp_path / "shared.json")
    imported = store.import_file(tmp_path / "shared.json")
    assert imported.record == save.record and imported.names == save.names
    assert [seat.kind for seat in imported.seats] == ["human", "bot", "bot", "bot"]
    again = store.import_file(tmp_path / "shared.json", seats=[SeatKind(kind="human")] * 4)
    assert all(seat.kind == "human" for seat in again.seats)
    store.save_slot("Mine", save)
    from_slot = store.import_file(store.slots_dir / "Mine.json", slot_name="Copy")
    assert from_slot.record == save.record
    assert sorted(row.name for row in store.list_slots()) == ["Copy", "Mine", "shared", "shared (2)"]


def test_read_save_file_for_play_load(tmp_path: Path) -> None:
    save = make_save(steps=30)
    path = tmp_path / "x.json"
    SaveStore(tmp_path).export(save, path)
    assert read_save_file(path).record == save.record
    path.write_text('{"format": "foo"}', "utf-8")
    with pytest.raises(SaveError, match=r"^x\.json: not an Oh 7 save or game record \(format is 'foo'\)$"):
        read_save_file(path)


def test_export_to_an_unwritable_place_is_a_save_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    with pytest.raises(SaveError, match=r"^game\.json: cannot be written"):
        SaveStore(tmp_path).export(make_save(steps=5), blocker / "game.json")


def test_save_file_times_are_utc(tmp_path: Path) -> None:
    save = make_save(steps=5)
    text = SaveStore(tmp_path).save_slot("t", save).read_text("utf-8")
    data = json.loads(text)
    assert data["created"].endswith("Z") and data["updated"].endswith("Z")
    assert SaveFile.model_validate(dict(data, created="2026-01-01T12:00:00+02:00")).created.isoformat() == (
        "2026-01-01T10:00:00+00:00"
    )
