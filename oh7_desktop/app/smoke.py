"""``oh7 --smoke``: start the whole app headless, draw the menu and a few frames of an autoplay round.

Everything the run writes (settings, autosave, log) goes to a temporary folder that is deleted
afterwards; platformdirs' folders are pointed there too (XDG variables), and no bytecode is
written. Exit 0 when the menu was drawn and the table played; 1 (one line on stderr) otherwise.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from oh7_desktop.app.run_options import RunOptions

SMOKE_FRAMES = 45
ENV_KEYS = ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
            "XDG_STATE_HOME", "PYGAME_HIDE_SUPPORT_PROMPT")


@contextmanager
def isolated(root: Path) -> Iterator[None]:
    """Dummy SDL drivers and XDG folders inside ``root`` for the duration (restored afterwards)."""
    saved = {key: os.environ.get(key) for key in ENV_KEYS}
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                      XDG_DATA_HOME=str(root / "xdg-data"), XDG_CONFIG_HOME=str(root / "xdg-config"),
                      XDG_CACHE_HOME=str(root / "xdg-cache"), XDG_STATE_HOME=str(root / "xdg-state"))
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def smoke_options(options: RunOptions) -> RunOptions:
    """The run the smoke test makes: autoplay, headless, instant, easy bots, a few frames."""
    return replace(options, smoke=True, autoplay=True, headless=True, speed="instant", resume=False, load=None,
                   mode=options.mode or "base", seats=options.seats or ["easy"] * (options.players or 4),
                   seed=7 if options.seed is None else options.seed, frames=options.frames or SMOKE_FRAMES,
                   size=options.size or (1280, 720))


def run_smoke(options: RunOptions) -> int:
    """Run the smoke test; return its exit status."""
    sys.dont_write_bytecode = True
    with tempfile.TemporaryDirectory(prefix="oh7-smoke-") as tmp, isolated(Path(tmp)):
        from oh7_desktop.app.launch import run
        from oh7_desktop.app.settings_bridge import UserDirs

        report: dict[str, object] = {}
        code = run(smoke_options(options), UserDirs.under(Path(tmp)), report=report)
        if code != 0:
            return code
        if not report.get("menu_drawn") or not report.get("table_actions"):
            print(f"oh7 smoke: failed: menu drawn {bool(report.get('menu_drawn'))}, "
                  f"table actions {report.get('table_actions', 0)}", file=sys.stderr)
            return 1
        print(f"oh7 smoke: ok (menu drawn, {report['frames']} frames, {report['table_actions']} table actions)")
        return 0
