"""Settings: round trip in the config folder, and broken files falling back to defaults."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from oh7_desktop.persistence import SeatKind, Settings, load_settings, save_settings
from oh7_desktop.persistence.paths import settings_path


def test_defaults_when_there_is_no_file() -> None:
    settings, notice = load_settings()
    assert settings == Settings() and notice is None
    assert not settings_path().exists()


def test_round_trip_in_the_config_folder() -> None:
    chosen = Settings(
        language="fr", speed="instant", volume=0.25, muted=True, fullscreen=True, window_size=(1920, 1080),
        four_colour=False, game_options={"oh7": {"mode": "advanced", "target": 49}},
        last_seats=[SeatKind(kind="human"), SeatKind(kind="bot", level="hard"), SeatKind(kind="bot", level="easy")],
        last_names=["Zoé", "Bot 1", "Bot 2"],
    )
    save_settings(chosen)
    assert settings_path().parent.name == "oh7" and settings_path().name == "settings.json"
    assert load_settings() == (chosen, None)
    assert json.loads(settings_path().read_text("utf-8"))["window_size"] == [1920, 1080]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("volume", 1.5, "volume: Input should be less than or equal to 1"),
        ("window_size", [100, 100], "window_size.0: Input should be greater than or equal to 640"),
        ("speed", "ludicrous", "speed: Input should be 'slow', 'normal', 'fast' or 'instant'"),
        ("language", "de", "language: Input should be 'en' or 'fr'"),
        ("muted", 1, "muted: Input should be a valid boolean"),
        ("last_seats", [{"kind": "bot"}], "last_seats.0: a bot seat needs a level (easy, medium or hard)"),
    ],
)
def test_one_bad_field_keeps_the_others(field: str, value: object, message: str) -> None:
    good = Settings(volume=0.3, language="fr", speed="fast", four_colour=False)
    data = json.loads(good.model_dump_json())
    data[field] = value
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps(data), "utf-8")
    raw = settings_path().read_bytes()
    settings, notice = load_settings()
    assert settings == good.model_copy(update={field: getattr(Settings(), field)})
    assert notice is not None and notice.startswith(f"settings.json: {message}")
    assert notice.endswith("the rest are defaults (the file is kept as settings.json.broken)")
    assert (settings_path().parent / "settings.json.broken").read_bytes() == raw
    assert not settings_path().exists()


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (b"", "settings.json: file is empty"),
        (b'{"format": "oh7-settings", "volume": ', "settings.json: not valid JSON, the file is cut short"),
        (b"\xff\xfe{}", "settings.json: not UTF-8 text (bad byte at offset 0)"),
        (b'{"format": "oh7-save", "version": 1}', "settings.json: not an Oh 7 settings file (format is 'oh7-save')"),
        (b'{"format": "oh7-settings", "version": 9}', "settings.json: made by a newer Oh 7 (settings version 9"),
        (b" " * (2 * 1024 * 1024), "settings.json: too large (2 MiB; the limit is 1 MiB)"),
        (b'{"format": "oh7-settings", "version": 1 "volume": 0.5}', "settings.json: not valid JSON (line 1, column 41)"),
        (b"[1, 2]", "settings.json: not an Oh 7 settings file (the file holds a JSON list, not an object)"),
        (b'{"theme": "dark"}', "settings.json: not an Oh 7 settings file (no 'format' field)"),
    ],
)
def test_broken_file_falls_back_to_defaults_with_a_notice(payload: bytes, message: str) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_bytes(payload)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and notice.startswith(message), notice
    assert notice.endswith("; using the defaults (the file is kept as settings.json.broken)")
    assert (settings_path().parent / "settings.json.broken").read_bytes() == payload
    # Saving afterwards works and leaves the broken file aside.
    save_settings(settings)
    assert load_settings() == (Settings(), None)
    assert (settings_path().parent / "settings.json.broken").read_bytes() == payload


def test_model_is_strict() -> None:
    with pytest.raises(ValidationError):
        Settings.model_validate({"game_options": {"oh7": {"target": "35"}}})
    with pytest.raises(ValidationError):
        Settings.model_validate({"surprise": True})
    assert Settings.model_validate({"volume": 1}).volume == 1.0


def test_settings_file_is_readable_json(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    save_settings(Settings(last_names=["Ann", "Bob"]), path)
    text = path.read_text("utf-8")
    assert '"last_names": ["Ann", "Bob"]' in text and text.endswith("\n")


# -- issue 13, item 5: the first frame's quick read is the same schema, limit and fallback ------------


def _peek() -> dict[str, object]:
    """What the window opens with: the app's quick read of the settings, before pydantic."""
    from oh7_desktop.app.settings_bridge import SettingsBridge, UserDirs

    peeked: dict[str, object] = vars(SettingsBridge(UserDirs(settings_path().parent, settings_path().parent)).peek())
    return peeked


def test_first_frame_schema_is_the_models() -> None:
    from oh7_desktop.userfiles import FIRST_FRAME_FIELDS, FIRST_FRAME_SCHEMA, HEADER

    properties = Settings.model_json_schema()["properties"]
    current = {key: properties[key] for key in (*HEADER, *FIRST_FRAME_FIELDS)}
    assert FIRST_FRAME_SCHEMA == current, f"Settings changed: set userfiles.FIRST_FRAME_SCHEMA to {current!r}"


QUICK_CASES = [
    ("window_size", [1920, 1080]), ("window_size", [500, 500]), ("window_size", [640, 399]),
    ("window_size", [7680, 4320]), ("window_size", [7681, 800]), ("window_size", [1280.0, 800]),
    ("window_size", [True, 800]), ("window_size", [1280, 800, 1]), ("window_size", "1280x800"),
    ("language", "fr"), ("language", None), ("language", "de"), ("language", ["en"]),
    ("fullscreen", True), ("fullscreen", 1), ("four_colour", False), ("four_colour", "no"),
]


@pytest.mark.parametrize(("field", "value"), QUICK_CASES)
def test_the_quick_read_keeps_exactly_what_the_full_load_keeps(field: str, value: object) -> None:
    data = json.loads(Settings(language="en", four_colour=False, window_size=(1600, 900)).model_dump_json())
    data[field] = value
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps(data), "utf-8")
    quick = _peek()
    full, _ = load_settings()
    assert quick[field] == getattr(full, field), f"the first frame and the game disagree on {field}={value!r}"


def test_a_file_of_nested_brackets_gives_defaults_and_is_moved_aside() -> None:
    settings_path().parent.mkdir(parents=True)
    payload = b"[" * 100_000
    settings_path().write_bytes(payload)
    assert _peek() == {"language": None, "window_size": (1280, 800), "fullscreen": False, "four_colour": True,
                       "colour_safe": False, "high_contrast": False, "ui_scale": 100}
    settings, notice = load_settings()
    assert settings == Settings() and notice is not None and "nested too deeply" in notice
    assert (settings_path().parent / "settings.json.broken").read_bytes() == payload


def test_a_settings_link_to_an_endless_device_is_refused_without_reading_it() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    settings_path().parent.mkdir(parents=True)
    settings_path().symlink_to("/dev/zero")
    # In its own process, memory-capped: reading /dev/zero to the end must not be what happens.
    code = ("import resource, sys\nresource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "from oh7_desktop.app.settings_bridge import SettingsBridge, UserDirs\n"
            "from pathlib import Path\nfolder = Path(sys.argv[1])\n"
            "print(vars(SettingsBridge(UserDirs(folder, folder)).peek()))\n")
    done = subprocess.run([sys.executable, "-c", code, str(settings_path().parent)], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("{'language': None, 'window_size': (1280, 800), 'fullscreen': False, "
                                   "'four_colour': True, 'colour_safe': False, 'high_contrast': False, "
                                   "'ui_scale': 100}")
    settings, notice = load_settings()
    assert settings == Settings() and notice is not None
    assert notice.startswith("settings.json: is not a regular file (it is a device); using the defaults")
    assert os.readlink(settings_path().parent / "settings.json.broken") == "/dev/zero", "the link is kept as it was"


def test_saving_writes_through_a_settings_link(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "oh7-settings.json"
    real.parent.mkdir()
    save_settings(Settings(volume=0.1), real)
    settings_path().parent.mkdir(parents=True)
    settings_path().symlink_to(real)
    save_settings(Settings(volume=0.6))
    assert settings_path().is_symlink(), "the link stays a link"
    assert load_settings()[0].volume == 0.6 and json.loads(real.read_text("utf-8"))["volume"] == 0.6
