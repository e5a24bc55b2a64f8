"""Whether every menu screen fits the window at every text size (Options → Accessibility → Text size).

    .venv/bin/python tools/scale_room.py [--sizes 1280x720,1920x1080,1024x640,1280x1024] [--scales 75,100,...,200]

Every size in the app is proportional to the window (menus: :func:`oh7_desktop.app.paint.scale`,
1.0 at 1280x720; tables: the Tiled map letterboxed to the window), so a "logical canvas" of the
window's size divided by a UI scale, magnified back, shows the same proportions as 100 % (issue
26's scale, tried and measured: the same boxes within 3 px at 75, 150 and 200 %, only blurred).
The real scale multiplies the menus' own measure (``Services.measure``: ``paint.scale`` times the
setting ``ui_scale``): this draws every menu screen of ``menu_shots.py`` with the setting at each
scale and prints, per window size and scale, the screens the layout tour's checks
(``tests/layout_tour.py``: boxes inside the window and apart, no line cut, no line over another)
find wrong; what a scrolled screen hides below its viewport is not drawn, so not checked.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame


def main(argv: list[str] | None = None) -> int:
    """Print, per window size and factor, the menu screens that do not fit."""
    parser = argparse.ArgumentParser(prog="scale_room")
    parser.add_argument("--sizes", default="1280x720,1920x1080,1024x640,1280x1024")
    parser.add_argument("--scales", default="75,100,125,150,175,200")
    parser.add_argument("--lang", default="fr")
    args = parser.parse_args(argv)
    import layout_tour
    import menu_shots
    from test_window_sizes import texts_overlapping

    from oh7_desktop.app import drawn
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    with tempfile.TemporaryDirectory() as tmp:
        app = App(parse(["--headless", "--frames", "1", "--lang", args.lang]), UserDirs.under(Path(tmp)))
        app.load_settings()
        menu_shots._seed_saves(app)
        menu_shots._seed_history(app)
        for size in [tuple(int(n) for n in text.split("x")) for text in args.sizes.split(",")]:
            for percent in (int(p) for p in args.scales.split(",")):
                app.services.settings = app.services.settings.model_copy(update={"ui_scale": percent})
                wrong: dict[str, int] = {}
                for name, prepare in menu_shots.screens(app):
                    prepare()
                    surface = pygame.Surface(size)
                    with drawn.recording(surface) as boxes:
                        app.stack.draw(surface)
                    found = layout_tour.problems(list(boxes), size) + texts_overlapping(list(boxes))
                    if found:
                        wrong[name] = len(found)
                print(f"{size[0]}x{size[1]} {percent:3} % {len(wrong):2} screens wrong  {wrong}")
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
