"""Hostile files and hostile terminals: one line and a status, never a hang or a traceback.

Issue 13: a named pipe at any data path hung the game for ever (item 4); saves with times out
of range passed ``oh7 saves --check`` but crashed it, and one nested 300 deep passed the check
and could not be loaded (item 6); ``| true``, ``> /dev/full``, a closed standard input, a data
folder that is a file, an ASCII-only terminal and ``--screenshots FILE`` gave tracebacks (item 7).
Every case runs the real command in its own process, with a time limit.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from oh7_desktop.persistence import SaveError, SaveStore
from oh7_desktop.persistence.loader import encode_save
from oh7_desktop.persistence.paths import config_dir, data_dir
from app_support import key, make_app, needs_table, top
from persistence_support import make_save

OH7 = [sys.executable, "-m", "oh7_desktop"]
LIMIT = 60
"""Seconds any command may take: a command that hangs fails the test instead of the run."""


def oh7(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``oh7 ARGS`` (the conftest's user folders are in the environment)."""
    return subprocess.run([*OH7, *args], capture_output=True, text=True, timeout=LIMIT, check=False,
                          env=env or dict(os.environ))


def one_line(stderr: str) -> str:
    """The single line a failing command printed (and no traceback)."""
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


# -- item 4: named pipes -------------------------------------------------------------------------


def test_a_named_pipe_as_a_record_or_a_loaded_file_is_refused(tmp_path: Path) -> None:
    pipe = _fifo(tmp_path / "game.json")
    done = oh7("replay", str(pipe))
    assert done.returncode == 2 and one_line(done.stderr) == \
        "oh7 replay: game.json: is not a regular file (it is a named pipe)"
    done = oh7("play", "--headless", "--autoplay", "--load", str(pipe))
    assert done.returncode == 2 and one_line(done.stderr) == "oh7: game.json: is not a regular file (it is a named pipe)"


def test_a_named_pipe_as_the_autosave_or_a_slot_is_kept_aside_and_listed_broken() -> None:
    _fifo(data_dir() / "autosave.json")
    _fifo(data_dir() / "saves" / "Pipe.json")
    done = oh7("saves")
    assert done.returncode == 0, done.stderr
    rows = {line.split()[0]: line for line in done.stdout.splitlines()[1:-1]}
    assert rows["(autosave)"].endswith("BROKEN: is not a regular file (it is a named pipe)")
    assert rows["Pipe"].endswith("BROKEN: is not a regular file (it is a named pipe)"), "listed, so it can be deleted"
    done = oh7("play", "--headless", "--autoplay", "--continue", "--speed", "instant")
    assert done.returncode == 2
    assert one_line(done.stderr) == \
        "oh7: autosave.json: is not a regular file (it is a named pipe) (kept as autosave.json.broken)"
    assert stat.S_ISFIFO(os.lstat(data_dir() / "autosave.json.broken").st_mode), "moved aside as it was"


def test_a_named_pipe_as_the_settings_does_not_stop_the_start() -> None:
    _fifo(config_dir() / "settings.json")
    done = oh7("play", "--headless", "--frames", "3")
    assert done.returncode == 0, done.stderr
    assert one_line(done.stderr).startswith("oh7: settings.json: is not a regular file (it is a named pipe); "
                                            "using the defaults")
    assert stat.S_ISFIFO(os.lstat(config_dir() / "settings.json.broken").st_mode)


def test_a_named_pipe_as_the_log_does_not_stop_the_start() -> None:
    import platformdirs

    _fifo(Path(platformdirs.user_log_dir("oh7", appauthor=False)) / "oh7.log")
    done = oh7("play", "--headless", "--frames", "3")
    assert (done.returncode, done.stderr) == (0, ""), done.stderr


# -- item 6: files that pass the check must load --------------------------------------------------


def _save_with(**fields: object) -> bytes:
    data = json.loads(encode_save(make_save(steps=40)))
    data.update(fields)
    return json.dumps(data).encode()


UNLOADABLE = {
    "early": _save_with(created="0001-01-01T00:00:00+05:00"),
    "late": _save_with(updated="9999-12-31T23:59:59-05:00"),
    # An unknown field of the record, which the engine ignores, nested too deep to be saved again.
    "nested": encode_save(make_save(steps=40)).replace(b'"seed":', b'"extra": ' + b"[" * 300 + b"]" * 300 + b', "seed":', 1),
}


@pytest.mark.parametrize("zone", ["UTC", "Asia/Tokyo"])
def test_saves_that_cannot_load_are_refused_by_the_check_with_the_loaders_words(zone: str) -> None:
    store = SaveStore()
    store.slots_dir.mkdir(parents=True)
    for name, payload in UNLOADABLE.items():
        (store.slots_dir / f"{name}.json").write_bytes(payload)
    reasons = {}
    for name in UNLOADABLE:
        with pytest.raises(SaveError) as err:
            store.load_slot(name)
        reasons[name] = err.value.reason
    env = dict(os.environ, TZ=zone)
    listed = oh7("saves", env=env)
    assert listed.returncode == 0 and listed.stderr == "", listed.stderr
    checked = oh7("saves", "--check", env=env)
    assert checked.returncode == 1 and checked.stderr == ""
    for name, reason in reasons.items():
        assert f"BROKEN  {store.slots_dir / (name + '.json')}: {reason}" in checked.stdout.splitlines()
        assert any(line.startswith(name) and line.endswith(f"BROKEN: {reason}") for line in listed.stdout.splitlines())
    assert "out of range" in reasons["early"] and "out of range" in reasons["late"]
    assert "nested too deeply" in reasons["nested"]


def test_an_autosave_out_of_range_is_moved_aside_on_continue() -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(UNLOADABLE["late"])
    done = oh7("play", "--headless", "--autoplay", "--continue", "--speed", "instant")
    assert done.returncode == 2
    assert one_line(done.stderr).startswith("oh7: autosave.json: updated: the time 9999-12-31T23:59:59-05:00 is out of range")
    assert (folder / "autosave.json.broken").read_bytes() == UNLOADABLE["late"]


@needs_table
def test_the_load_screen_opens_with_such_a_slot_and_lists_it(tmp_path: Path) -> None:
    from oh7_desktop.app.menus.saves import SavesScene

    slots = tmp_path / "data" / "saves"
    slots.mkdir(parents=True)
    (slots / "late.json").write_bytes(UNLOADABLE["late"])
    app = make_app(tmp_path, gui=True)
    key(app, pygame.K_l)
    scene = top(app)
    assert isinstance(scene, SavesScene)
    assert [info.name for info in scene.slots if not info.ok] == ["late"]


# -- item 7: terminals and pipes -----------------------------------------------------------------


def test_a_reader_that_went_away_ends_the_command_quietly(tmp_path: Path) -> None:
    SaveStore().save_slot("Sunday", make_save(steps=30))
    record = tmp_path / "game.json"
    SaveStore().export(make_save(steps=30), record)
    for args in (("replay", str(record)), ("saves",)):
        read_end, write_end = os.pipe()
        os.close(read_end)  # ``| true``: the reader is gone before anything is written
        try:
            done = subprocess.run([*OH7, *args], stdout=write_end, stderr=subprocess.PIPE, text=True,
                                  timeout=LIMIT, check=False)
        finally:
            os.close(write_end)
        assert (done.returncode, done.stderr) == (141, ""), (args, done.stderr)


def test_a_full_disk_and_a_closed_standard_input_are_one_line(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    SaveStore().export(make_save(steps=30), record)
    if Path("/dev/full").exists():
        # argparse's help ignored a failed write: "oh7 saves --help > /dev/full" said it succeeded.
        for args in (("replay", str(record)), ("saves", "--help"), ("play", "--help")):
            with open("/dev/full", "w") as full:
                done = subprocess.run([*OH7, *args], stdout=full, stderr=subprocess.PIPE, text=True,
                                      timeout=LIMIT, check=False)
            assert done.returncode == 1, args
            assert one_line(done.stderr) == "oh7: cannot write the output (No space left on device)"
    done = subprocess.run([*OH7, "replay", "-"], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=LIMIT, check=False, preexec_fn=lambda: os.close(0))
    assert done.returncode == 2 and one_line(done.stderr) == "oh7 replay: standard input: not open (nothing to read)"


def test_a_data_folder_that_is_a_file_is_one_line() -> None:
    data_dir().parent.mkdir(parents=True, exist_ok=True)
    data_dir().write_bytes(b"not a folder")
    done = oh7("saves")
    assert done.returncode == 2
    assert one_line(done.stderr) == f"oh7 saves: {data_dir() / 'saves'}: cannot be listed (Not a directory)"


def test_an_ascii_only_terminal_shows_every_name() -> None:
    SaveStore().save_slot("Chloé's game", make_save(steps=30).model_copy(update={}))
    done = oh7("saves", env=dict(os.environ, PYTHONIOENCODING="ascii"))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "Chlo\\xe9's game" in done.stdout


def test_screenshots_into_a_file_is_a_usage_error(tmp_path: Path) -> None:
    taken = tmp_path / "passwd"
    taken.write_text("root:x:0:0\n")
    done = oh7("play", "--headless", "--autoplay", "--screenshots", str(taken))
    assert done.returncode == 2
    assert one_line(done.stderr) == f"oh7 play: --screenshots needs a folder, and {str(taken)!r} is a file " \
                                    "(see oh7 play --help)"
    assert taken.read_text() == "root:x:0:0\n"
