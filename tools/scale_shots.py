"""Render a menu and a table at several UI scales, through the real frame loop, to look at.

    .venv/bin/python tools/scale_shots.py [OUT_DIR] [--sizes 1920x1080,1280x720] [--scales 75,150,200]

Each picture is the window as the player sees it (the scenes drawn on the scale's canvas, then
smooth-scaled to the window: :mod:`oh7_desktop.app.canvas`), e.g.
``OUT_DIR/1920x1080-150-accessibility.png``; the time the loop's scaling of one frame takes is printed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame


def _screens(app: Any) -> list[tuple[str, Any]]:
    """(name, scene to show) for each picture: the main menu, Accessibility, two tables."""
    import layout_tour

    from oh7_desktop.app.menus.accessibility import AccessibilityScene
    from oh7_desktop.app.menus.main_menu import MainMenu

    tables = []
    for game in ("oh7", "red7"):
        table = layout_tour.make(game, seed=3)
        layout_tour.settle(table)
        tables.append((f"table-{game}", table))
    return [("menu", MainMenu(app.services)), ("accessibility", AccessibilityScene(app.services)), *tables]


def main(argv: list[str] | None = None) -> int:
    """Render the pictures; print each file and the frame's scaling time."""
    parser = argparse.ArgumentParser(prog="scale_shots")
    parser.add_argument("out", nargs="?", type=Path, default=Path("/tmp/oh7-scale"))
    parser.add_argument("--sizes", default="1920x1080,1280x720")
    parser.add_argument("--scales", default="75,150,200")
    args = parser.parse_args(argv)
    from oh7_desktop.app.canvas import canvas_size
    from oh7_desktop.app.loop import window
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes.split(","):
            app = App(parse(["--headless", "--frames", "1", "--size", size]), UserDirs.under(Path(tmp) / size))
            app._prepare()
            app.load_settings()
            screens = _screens(app)
            pygame.display.set_mode(tuple(int(n) for n in size.split("x")))  # the tour's tables set their own
            for scale in (int(s) for s in args.scales.split(",")):
                app.apply_settings(ui_scale=scale)
                for name, scene in screens:
                    while app.stack.scenes:
                        app.stack.pop()
                    app.stack.push(scene)
                    app.loop.step(0.0)
                    path = args.out / f"{size}-{scale}-{name}.png"
                    pygame.image.save(window(), str(path))
                    canvas = app.loop.canvas.target(window(), scale)
                    began = time.perf_counter()
                    app.loop.canvas.present(canvas, window())
                    took = (time.perf_counter() - began) * 1000
                    print(f"{path}  canvas {canvas_size(window().get_size(), scale)}  scaling {took:.1f} ms")
            app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
