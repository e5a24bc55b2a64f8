"""Test-wide setup: headless SDL and no writes outside temporary folders."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    import pygame

# The suite runs the bots' Python sources, the reference, even beside a compiled build (set
# OH7_PURE_PYTHON=0 to run it on the build); tests/test_compiled.py compares the two.
os.environ.setdefault("OH7_PURE_PYTHON", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point platformdirs' data and config folders at a fresh temporary folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))


@pytest.fixture(autouse=True)
def _normal_look_after() -> Iterator[None]:
    """Leave the look as found: high contrast is one switch for the whole process."""
    yield
    import sys

    contrast = sys.modules.get("oh7_desktop.app.contrast")  # not imported: never switched
    if contrast is not None:
        contrast.set_high(False)


@pytest.fixture()
def screen() -> Iterator[pygame.Surface]:
    """A 1280x720 display (dummy driver) for table tests; closed afterwards (the one definition:
    table tests take it by name)."""
    import pygame

    pygame.display.init()
    yield pygame.display.set_mode((1280, 720))
    pygame.display.quit()
