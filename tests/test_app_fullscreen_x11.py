"""Fullscreen under a real X server with a window manager (Xvfb + openbox), as a player gets it.

Turning fullscreen on must cover the screen; turning it off must give back the window's size and
position; F11 and the Options screen must agree. Skipped where Xvfb or openbox is not installed
(``apt-get install xvfb openbox``): CI machines have neither unless someone installs them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

needs_x = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("openbox")),
                             reason="needs Xvfb and openbox (apt-get install xvfb openbox)")
SCREEN = (1600, 900)

DRIVER = r'''
import json, sys, time
from pathlib import Path
import pygame
from oh7_desktop.app.main import parse
from oh7_desktop.app.menus.main_menu import MainMenu
from oh7_desktop.app.menus.options import OptionsScene
from oh7_desktop.app.settings_bridge import UserDirs
from oh7_desktop.app.shell import App
from oh7_desktop.app.loop import window

app = App(parse(["--frames", "1000000", "--size", "1000x600"]), UserDirs.under(Path(sys.argv[1])))
app._prepare()
app.load_settings()
app.stack.push(MainMenu(app.services))
options = OptionsScene(app.services)
app.stack.push(options)

def settle(done=lambda: True, seconds=8.0):
    """Run frames until ``done()`` has held for half a second (the window manager has answered)."""
    end, since = time.monotonic() + seconds, None
    while time.monotonic() < end:
        app.loop.step(1 / 60)
        time.sleep(1 / 60)
        since = (since or time.monotonic()) if done() else None
        if since is not None and time.monotonic() - since > 0.5:
            return

def sdl_window():
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pygame.Window.from_display_module()

def look(name):
    w = sdl_window()
    return {"name": name, "surface": list(window().get_size()), "position": list(w.position),
            "size": list(w.size), "fullscreen": app.loop.is_fullscreen,
            "setting": bool(app.services.settings.fullscreen), "option": bool(options.fullscreen.value)}

settle()
sdl_window().position = (150, 120)
settle(lambda: tuple(sdl_window().position) == (150, 120))
seen = [look("window")]
full = lambda: tuple(window().get_size()) == tuple(sdl_window().size) != (1000, 600)
back = lambda: tuple(sdl_window().size) == (1000, 600) and not app.loop.is_fullscreen
for name, key, wanted in (("F11 on", pygame.K_F11, full), ("F11 off", pygame.K_F11, back),
                          ("option on", pygame.K_RIGHT, full), ("option off", pygame.K_LEFT, back)):
    if name.startswith("option"):
        options.group.focus_on(options.fullscreen)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(wanted)
    seen.append(look(name))
app.close()
print(json.dumps(seen))
'''


@pytest.fixture()
def x_display(tmp_path: Path) -> Iterator[str]:
    """A private X server with a window manager; yields its DISPLAY."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                               "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = ":" + pipe.readline().strip()
    manager = subprocess.Popen(["openbox"], env={**os.environ, "DISPLAY": display},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)  # the window manager takes the screen
    try:
        yield display
    finally:
        for process in (manager, server):
            process.terminate()
            process.wait(timeout=10)


@needs_x
def test_fullscreen_covers_the_screen_and_gives_the_window_back(x_display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=x_display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", DRIVER, str(tmp_path / "user")], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    window, f11_on, f11_off, option_on, option_off = json.loads(done.stdout.strip().splitlines()[-1])
    assert window["size"] == [1000, 600] and not window["fullscreen"]
    for on in (f11_on, option_on):
        assert on["fullscreen"] and on["surface"] == list(SCREEN) and on["position"] == [0, 0], on
        assert on["setting"] and on["option"], "F11, the setting and the Options screen agree"
    for off in (f11_off, option_off):
        assert not off["fullscreen"] and not off["setting"] and not off["option"], (off, f11_off, option_on)
        assert off["size"] == window["size"] and off["surface"] == window["size"], "the window's size comes back"
        assert off["position"] == window["position"], "and its place"
