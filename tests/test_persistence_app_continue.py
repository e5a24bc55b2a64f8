"""``oh7 play --continue --autoplay --headless`` with a broken or missing autosave: one line, exit 2.

These run the real app in a subprocess; they are skipped only while the ``play`` command
(``oh7_desktop.app.main``) does not exist.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from oh7_desktop.games.jsonfile import MAX_BYTES
from oh7_desktop.games.oh7 import from_record
from oh7_desktop.persistence import SaveStore
from oh7_desktop.persistence.loader import encode_save
from oh7_desktop.persistence.paths import data_dir
from persistence_support import illegal_record, with_record
from crash_support import is_prefix
from persistence_support import make_save

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("oh7_desktop.app.main") is None,
    reason="the play command (oh7_desktop.app.main) does not exist yet",
)


def _continue(*extra: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "oh7_desktop", "play", "--continue", "--autoplay", "--headless",
               "--speed", "instant", *extra]
    # The conftest's XDG_* folders are in os.environ: the app sees the same data folder.
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=60, env=dict(os.environ))


def _cases() -> list[tuple[bytes, str]]:
    """Every bad-file case of the issue, as the autosave: its bytes and the message's start."""
    record, illegal = illegal_record()
    return [
        (b"", "autosave.json: file is empty"),
        (b'{"format": "oh7-save", "ver', "autosave.json: not valid JSON, the file is cut short (line 1, column 24)"),
        (b'{"format": "oh7-save" "version": 1}', "autosave.json: not valid JSON (line 1, column 23)"),
        (b"\xc3\x28", "autosave.json: not UTF-8 text (bad byte at offset 0)"),
        (b" " * (MAX_BYTES + 1), "autosave.json: too large (16,777,217 bytes; the limit is 16 MiB)"),
        (b'{"name": "my shopping list"}', "autosave.json: not an Oh 7 save (no 'format' field)"),
        (with_record(record), f"autosave.json: {illegal}"),
    ]


@pytest.mark.parametrize(("payload", "reason"), _cases(),
                         ids=["empty", "truncated", "corrupted", "non-utf8", "huge", "foreign", "illegal-action"])
def test_broken_autosave_one_line_moved_aside_exit_2(payload: bytes, reason: str) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(payload)
    done = _continue()
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert lines == [f"oh7: {reason} (kept as autosave.json.broken)"], done.stderr
    assert "Traceback" not in done.stderr
    assert not (folder / "autosave.json").exists()
    assert (folder / "autosave.json.broken").read_bytes() == payload


def test_missing_autosave_exit_2() -> None:
    done = _continue()
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_continue_finishes_an_autosaved_game(tmp_path: Path) -> None:
    store = SaveStore()
    save = make_save(steps=60)
    store.autosave(save)
    store.release_autosave()  # as when the window that played it closed
    out = tmp_path / "out.json"
    done = _continue("--record-out", str(out))
    assert done.returncode == 0, done.stderr
    final = json.loads(out.read_text("utf-8"))
    assert from_record(final).is_over()
    assert is_prefix(save.record, final), "the finished game goes on from the autosave"


FIXTURES = Path(__file__).parent / "fixtures" / "saves"


@pytest.mark.parametrize("kind", ["bare-record", "save", "version-0-save"])
def test_load_flag_plays_a_file_to_the_end(kind: str, tmp_path: Path) -> None:
    """``oh7 play --load FILE``: a bare record (``oh7 replay``'s input), a save, an old save."""
    path = tmp_path / "game.json"
    if kind == "version-0-save":
        path.write_bytes((FIXTURES / "v0_base3_midtrick.json").read_bytes())
        start = json.loads(path.read_text("utf-8"))["game"]
    else:
        save = make_save(steps=45)
        start = save.record
        if kind == "bare-record":
            SaveStore(tmp_path).export(save, path)  # what the Export button writes
        else:
            path.write_bytes(encode_save(save))
    before = path.read_bytes()
    out = tmp_path / "out.json"
    done = subprocess.run([sys.executable, "-m", "oh7_desktop", "play", "--load", str(path), "--autoplay",
                           "--headless", "--speed", "instant", "--record-out", str(out)],
                          capture_output=True, text=True, check=False, timeout=120, env=dict(os.environ))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    final = json.loads(out.read_text("utf-8"))
    assert from_record(final).is_over() and is_prefix(start, final)
    assert path.read_bytes() == before, "the loaded file is only read"
