"""`make play` installs what playing needs, quietly; `make test` still adds the developer tools."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _dry_run(target: str, venv: Path) -> str:
    """The commands ``make`` would run for ``target`` with its .venv at ``venv`` (nothing is run)."""
    # Run as from a shell even under `make check`: a parent make's MAKEFLAGS and MAKELEVEL would
    # add its flags and "Entering directory" lines.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    done = subprocess.run(["make", "--no-print-directory", "-n", target, f"VENV={venv}"], cwd=ROOT,
                          capture_output=True, text=True, check=True, timeout=60, env=env)
    return done.stdout


def test_make_play_installs_the_game_without_the_developer_tools_and_quietly(tmp_path: Path) -> None:
    """Issue 27 item 17: `make play` built a 207 MB .venv with pytest, mypy and PyInstaller and
    printed pip's warnings; a player's set-up installs the game alone, pip's output in a log."""
    commands = _dry_run("play", tmp_path / "venv")
    install = [line for line in commands.splitlines() if "pip install" in line]
    assert install and not any("[dev]" in line for line in install), commands
    assert all("install.log" in line for line in install), "pip's warnings go to a log file"
    assert commands.strip().splitlines()[-1].endswith("oh7 play")


def test_make_test_after_make_play_adds_the_developer_tools(tmp_path: Path) -> None:
    """The two targets share the .venv: a stamp of its own for each, so the tools still come."""
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").touch()
    (venv / ".installed-play").touch()  # as `make play` leaves it
    assert "pip install" not in _dry_run("play", venv)
    assert "[dev]" in _dry_run("test", venv)
