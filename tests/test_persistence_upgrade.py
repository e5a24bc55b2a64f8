"""Versions: a version-0 save (the prototype's flat layout) upgrades to the current format."""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timezone
from pathlib import Path

import pytest

from oh7_desktop.games.oh7 import from_record, replay_summary
from oh7_desktop.persistence import SAVE_VERSION, SaveError, SaveFile, SaveStore, upgrade
from oh7_desktop.persistence.upgrade import UPGRADED_APP_VERSION, UpgradeError

FIXTURES = Path(__file__).parent / "fixtures" / "saves"
V0 = FIXTURES / "v0_base3_midtrick.json"
V1 = FIXTURES / "v1_advanced5.json"
V2 = FIXTURES / "v2_advanced5.json"


def test_upgrade_v0_step_by_step_gives_a_valid_current_save() -> None:
    old = json.loads(V0.read_text("utf-8"))
    frozen = json.dumps(old)
    now = datetime(2026, 3, 4, 5, 6, 7, tzinfo=timezone.utc)
    new = upgrade(old, now=now)
    assert json.dumps(old) == frozen, "upgrade must not change its input"
    save = SaveFile.model_validate(new)
    assert save.version == SAVE_VERSION
    assert save.record == old["game"]
    assert save.names == ["Alice", "Bob", "Carole"]
    assert [(s.kind, s.level) for s in save.seats] == [("human", None), ("bot", "easy"), ("bot", "hard")]
    assert save.game == "oh7" and save.rules == {"mode": "base", "players": 3, "target": 35}
    assert save.created == save.updated == now
    assert save.slot_name == "Sunday game" and save.app_version == UPGRADED_APP_VERSION
    state = from_record(save.record)
    assert state.trick, "the fixture stops mid-trick and so does the upgraded game"


def test_current_version_is_left_alone() -> None:
    data = json.loads(V2.read_text("utf-8"))
    assert upgrade(data) == data


def test_upgrade_v1_names_the_game_and_keeps_its_options_as_the_games_rules() -> None:
    old = json.loads(V1.read_text("utf-8"))
    frozen = json.dumps(old)
    new = upgrade(old)
    assert json.dumps(old) == frozen, "upgrade must not change its input"
    assert new["version"] == SAVE_VERSION == 2 and new["game"] == "oh7"
    assert new["rules"] == old["options"] == old["record"]["rules"] and "options" not in new
    assert {k: v for k, v in new.items() if k not in ("version", "game", "rules")} == \
        {k: v for k, v in old.items() if k not in ("version", "options")}
    assert new == json.loads(V2.read_text("utf-8")), "the v2 fixture is the v1 fixture upgraded"
    save = SaveFile.model_validate(new)
    assert save.players == 5 and from_record(save.record).rules.mode == "advanced"


def test_loading_a_v0_slot_upgrades_it_in_memory_and_keeps_the_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.slots_dir.mkdir(parents=True)
    copy = store.slots_dir / "old.json"
    shutil.copyfile(V0, copy)
    save = store.load_slot("old")
    assert save.names == ["Alice", "Bob", "Carole"]
    assert copy.read_bytes() == V0.read_bytes()
    [row] = store.list_slots()
    # Third round in play (two scored), so the scores are the second round's totals.
    summary = replay_summary(from_record(save.record))
    assert [("totals" in deal) for deal in summary["deals"]] == [True, True, False]
    assert row.ok and row.round == 3 and row.scores == tuple(summary["deals"][1]["totals"]) == (10, 11, 7)
    # Saving it again writes the current version.
    store.save_slot("old", save, overwrite=True)
    assert json.loads(copy.read_text("utf-8"))["version"] == SAVE_VERSION


def test_v1_fixture_still_loads(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.slots_dir.mkdir(parents=True)
    shutil.copyfile(V1, store.slots_dir / "Advanced five.json")
    save = store.load_slot("advanced five")
    assert save.game == "oh7" and save.rules["mode"] == "advanced" and len(save.seats) == 5
    assert save.created.isoformat() == "2026-01-02T03:04:05+00:00"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"game": None}, "version 0 save: 'game' is missing or not a dict"),
        ({"bots": [None]}, "'bots' must list one entry (null or a level) per player"),
        ({"bots": [None, "easy", "nope"]}, "seats.2.level: Input should be 'easy', 'medium' or 'hard'"),
    ],
)
def test_malformed_v0_files_are_reported(change: dict[str, object], message: str, tmp_path: Path) -> None:
    data = json.loads(V0.read_text("utf-8"))
    data.update(change)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).import_file(path)
    assert str(err.value) == f"old.json: {message}"


def test_unknown_versions_cannot_be_upgraded() -> None:
    with pytest.raises(UpgradeError, match="cannot upgrade a save of version 99"):
        upgrade({"version": 99})
