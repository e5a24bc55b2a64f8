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

from oh7_desktop.engine import from_record
from oh7_desktop.persistence import SaveStore
from oh7_desktop.persistence.paths import data_dir
from test_persistence_crash import is_prefix
from test_persistence_support import make_save

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("oh7_desktop.app.main") is None,
    reason="the play command (oh7_desktop.app.main) does not exist yet",
)


def _continue(*extra: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "oh7_desktop", "play", "--continue", "--autoplay", "--headless",
               "--speed", "instant", *extra]
    # The conftest's XDG_* folders are in os.environ: the app sees the same data folder.
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=60, env=dict(os.environ))


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"", "autosave.json: file is empty"),
        (b'{"format": "oh7-save", "ver', "autosave.json: not valid JSON, the file is cut short (line 1, column 24)"),
        (b"\xc3\x28", "autosave.json: not UTF-8 text (bad byte at offset 0)"),
    ],
)
def test_broken_autosave_one_line_moved_aside_exit_2(payload: bytes, reason: str) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(payload)
    done = _continue()
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0], done.stderr
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
    out = tmp_path / "out.json"
    done = _continue("--record-out", str(out))
    assert done.returncode == 0, done.stderr
    final = json.loads(out.read_text("utf-8"))
    assert from_record(final).is_over()
    assert is_prefix(save.record, final), "the finished game goes on from the autosave"
