"""Settings version 2 keeps Oh 7 ?'s new-game choices in ``game_options["oh7"]`` (issue 24, item 3):
real version-1 files (tests/fixtures/settings/) still load, with the same meaning for the new-game
form; a broken one gets one clear notice and loses nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.app.menus.new_game import draft_from_settings
from oh7_desktop.app.tables.oh7.form import SetupDraft
from oh7_desktop.persistence import Settings, load_settings, save_settings
from oh7_desktop.userfiles import first_frame_settings

FIXTURES = Path(__file__).parent / "fixtures" / "settings"
GOOD = ["v1-two-players-custom.json", "v1-advanced-named-target.json", "v1-early-defaults.json"]


def _copy(name: str, tmp_path: Path) -> Path:
    path = tmp_path / "settings.json"
    shutil.copyfile(FIXTURES / name, path)
    return path


def _draft_as_version_1_read_it(old: dict[str, Any]) -> SetupDraft:
    """The new-game form as the version-1 app built it from these flat fields."""
    kinds = ["human" if seat["kind"] == "human" else seat["level"] for seat in old["last_seats"]]
    count = len(kinds)
    mode = old.get("last_mode") or ("two" if count == 2 else "advanced" if count == 6 else "base")
    return SetupDraft.from_last(mode, kinds, old["last_names"], old["default_target"], old.get("last_custom_target"))


@pytest.mark.parametrize("name", GOOD)
def test_a_version_1_file_loads_with_the_same_meaning(name: str, tmp_path: Path) -> None:
    path = _copy(name, tmp_path)
    old = json.loads(path.read_text("utf-8"))
    settings, notice = load_settings(path)
    assert notice is None and settings.version == 2
    for field in ("language", "speed", "volume", "muted", "window_size", "four_colour", "last_names"):
        if field in old:
            assert json.loads(settings.model_dump_json())[field] == old[field], field
    assert {g: c for g, c in settings.game_options.items() if g != "oh7"} == old.get("game_options", {})
    assert draft_from_settings(settings) == _draft_as_version_1_read_it(old)
    assert path.read_bytes() == (FIXTURES / name).read_bytes()  # read, not rewritten


def test_the_moved_choices_are_named_as_the_schema_names_them(tmp_path: Path) -> None:
    settings, _ = load_settings(_copy("v1-two-players-custom.json", tmp_path))
    assert settings.game_options["oh7"] == {"target": 60, "mode": "base", "custom_target": 60}
    assert draft_from_settings(settings).mode == "two"
    settings, _ = load_settings(_copy("v1-advanced-named-target.json", tmp_path))
    draft = draft_from_settings(settings)
    assert (draft.mode, draft.target_choice, draft.custom_target) == ("advanced", "long", "77")


@pytest.mark.parametrize("name", GOOD)
def test_saved_again_it_is_version_2_and_reads_back_the_same(name: str, tmp_path: Path) -> None:
    path = _copy(name, tmp_path)
    settings, _ = load_settings(path)
    save_settings(settings, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["version"] == 2 and "default_target" not in data and "last_mode" not in data
    assert load_settings(path) == (settings, None)


def test_a_broken_version_1_file_gets_one_line_and_loses_nothing(tmp_path: Path) -> None:
    path = _copy("v1-broken-target.json", tmp_path)
    raw = path.read_bytes()
    settings, notice = load_settings(path)
    assert notice is not None and "\n" not in notice
    assert "oh7.target: the target must be a whole number from 1 to 9999, not 0" in notice
    assert (tmp_path / "settings.json.broken").read_bytes() == raw
    assert (settings.language, settings.speed, settings.volume, settings.four_colour) == ("fr", "fast", 0.3, False)
    assert settings.game_options["oh7"] == {"mode": "base", "custom_target": 500}
    assert draft_from_settings(settings).target() == 35


@pytest.mark.parametrize("name", GOOD)
def test_the_first_frame_reads_a_version_1_file(name: str, tmp_path: Path) -> None:
    path = _copy(name, tmp_path)
    old = json.loads(path.read_text("utf-8"))
    quick = first_frame_settings(path)
    assert list(quick["window_size"]) == old["window_size"] and quick["language"] == old["language"]


def test_a_file_of_a_version_never_made_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "oh7-settings", "version": 0, "muted": True}), "utf-8")
    settings, notice = load_settings(path)
    assert notice is not None and settings == Settings()
