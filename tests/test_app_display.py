"""A display that cannot be reached gives one clear line, never an invisible game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_an_unreachable_display_is_refused_with_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "WAYLAND"))}
    env.update(DISPLAY=":97", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    done = subprocess.run([sys.executable, "-m", "oh7_desktop", "play"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    ours = [line for line in done.stderr.splitlines() if line.startswith("oh7:")]
    assert len(ours) == 1 and "no display" in ours[0]
    assert "Traceback" not in done.stderr
