"""``oh7 play`` on the command line: options, setup validation, no display, smoke, a full autoplay game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from oh7_desktop.app.loop import FrameStats
from oh7_desktop.app.main import display_problem, main, parse
from oh7_desktop.app.menus.rules_text import load_rules, parse as parse_markdown, split_languages
from oh7_desktop.app.tables.oh7.form import SetupDraft, SetupError, draft_for
from oh7_desktop.games.oh7 import Rules
from app_support import needs_table

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv", [
    ["--games", "0"], ["--speed", "warp"], ["--mode", "solo"], ["--seats", "easy,expert"], ["--target", "-3"],
    ["--size", "big"], ["--continue", "--load", "x.json"], ["--continue", "--mode", "base"],
    ["--autoplay", "--seats", "human,easy,easy"], ["--headless"], ["extra-argument"],
])
def test_bad_command_lines_exit_2_with_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("oh7 play: ")


def test_options_are_parsed() -> None:
    options = parse(["--autoplay", "--headless", "--reveal-hands", "--games", "3", "--speed", "instant", "--seed", "7", "--mode",
                     "two-players", "--seats", "easy,hard", "--target", "long", "--size", "1920x1080"])
    assert (options.games, options.speed, options.seed, options.mode, options.seats, options.target, options.size) \
        == (3, "instant", 7, "two", ["easy", "hard"], 49, (1920, 1080))
    assert options.starts_game and options.reveal_hands


@pytest.mark.parametrize(("mode", "players", "seats", "message"), [
    ("two", 3, None, "two-player game is for 2 to 2 players, not 3"),
    ("advanced", 2, None, "advanced game is for 3 to 6 players, not 2"),
    ("base", 6, None, "base game is for 3 to 5 players, not 6"),
    (None, 4, ["easy", "hard"], "2 seats given for 4 players"),
])
def test_seat_counts_are_checked_per_mode(mode: str | None, players: int, seats: list[str] | None,
                                          message: str) -> None:
    with pytest.raises(SetupError, match=message):
        draft_for(mode, players, seats, 35)


def test_seat_defaults_and_two_players() -> None:
    assert draft_for("base", 2, None, 21).mode == "two", "the base game for two is the two-player game"
    setup = draft_for("advanced", None, ["hard"] * 6, 49, autoplay=True).to_setup(seed=1)
    assert isinstance(setup.rules, Rules)
    assert setup.rules.mode == "advanced" and setup.rules.players == 6 and setup.humans == ()
    assert len(set(setup.names)) == 6
    people = draft_for(None, None, None, 35).to_setup(seed=2)
    assert isinstance(people.rules, Rules)
    assert people.humans == (0,) and people.rules.players == 4


def test_form_keeps_seats_within_limits() -> None:
    draft = SetupDraft()
    draft.set_mode("advanced")
    draft.set_players(9)
    assert draft.players == 6
    draft.set_mode("two")
    assert draft.players == 2 and draft.seats == ["human", "medium"]
    draft.set_mode("base")
    assert draft.players == 3
    draft.target_choice, draft.custom_target = "custom", "0"
    with pytest.raises(SetupError, match="custom target"):
        draft.validate()


def test_no_display_is_one_clear_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the display variables are a Linux/BSD matter")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    assert display_problem() is not None
    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no display" in err[0] and "--headless" in err[0]


def test_frame_stats_summary() -> None:
    stats = FrameStats()
    for value in range(1, 101):
        stats.add(float(value))
    assert stats.summary() == {"count": 100, "median": 51.0, "p95": 96.0, "p99": 100.0, "max": 100.0}


def test_rules_have_an_english_and_a_french_part() -> None:
    english, french = load_rules("en"), load_rules("fr")
    assert english != french and "trick" in english and "pli" in french
    blocks = parse_markdown(french)
    assert blocks[0].kind == "heading" and any(b.kind == "item" for b in blocks)
    marked = split_languages("<!-- lang: en -->\n# Rules\nthe\n<!-- lang: fr -->\n# Règles\nle\n")
    assert marked == {"en": "# Rules\nthe\n", "fr": "# Règles\nle\n"}


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DATA", "CONFIG", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("SDL_AUDIODRIVER", None)
    env["TMPDIR"] = str(home / "tmp")
    (home / "tmp").mkdir(parents=True)
    return env


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


@needs_table
def test_smoke_exits_0_and_writes_only_in_its_temporary_folder(tmp_path: Path) -> None:
    env = _env(tmp_path)
    done = subprocess.run([sys.executable, "-m", "oh7_desktop", "--smoke"], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "smoke: ok" in done.stdout and "Traceback" not in done.stderr
    assert _files(tmp_path) == [], "nothing left behind: user folders untouched, temporary folder removed"


@needs_table
def test_autoplay_plays_a_full_game_headless(tmp_path: Path) -> None:
    env = _env(tmp_path)
    out, stats, shots = tmp_path / "game.json", tmp_path / "stats.json", tmp_path / "shots"
    command = [sys.executable, "-m", "oh7_desktop", "play", "--autoplay", "--headless", "--games", "1",
               "--speed", "instant", "--seed", "11", "--seats", "easy,easy,easy", "--target", "short",
               "--record-out", str(out), "--frame-stats", str(stats), "--screenshots", str(shots)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    from oh7_desktop.games.oh7 import from_record

    record = json.loads(out.read_text("utf-8"))
    assert from_record(record).is_over() and record["names"] == ["Alice", "Bruno", "Chloé"]
    assert set(json.loads(stats.read_text("utf-8"))) == {"count", "median", "p95", "p99", "max"}
    names = [p.name for p in sorted(shots.iterdir())]
    assert names[0] == "0001-MainMenu-menu.png" and any("TableScene" in n for n in names)
    assert not (tmp_path / "data" / "oh7" / "autosave.json").exists(), "a finished game leaves no autosave"


def test_quick_settings_and_folders_agree_with_persistence() -> None:
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.persistence import Settings
    from oh7_desktop.persistence.paths import config_dir, data_dir, settings_path
    from oh7_desktop.userfiles import first_frame_defaults

    defaults = Settings()
    assert {key: getattr(defaults, key) for key in first_frame_defaults()} == first_frame_defaults()
    dirs = UserDirs.default()
    assert (dirs.data, dirs.config, dirs.settings_file) == (data_dir(), config_dir(), settings_path())


def test_rich_text_wraps_within_the_width_and_keeps_bold_words() -> None:
    import pygame

    from oh7_desktop.app.menus.richtext import flow
    from oh7_desktop.app.menus.rules_text import inline

    pygame.font.init()
    sentence = "The **Base game** (3–5 players) uses ♠♥♣♦ and the **1★**, never the ? to bet "
    text = inline(sentence * 4, keep_bold=True)
    lines = flow(text, 20, 300, (0, 0, 0))
    assert len(lines) > 4
    for line in lines:
        assert line and line[0][0] == 0, "every line starts at the left edge"
        assert max(x + picture.get_width() for x, _, picture in line) <= 300 + 2
    assert sorted({y for line in lines for _, y, _ in line})[0] >= 0


def test_a_window_that_cannot_open_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    import pygame

    from oh7_desktop.app.main import run
    from oh7_desktop.app.settings_bridge import UserDirs

    def refuse(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available video device")

    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    assert run(parse(["--headless", "--frames", "1"]), UserDirs.under(tmp_path)) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["oh7: cannot open the game window (No available video device)"]
