"""Open the app for a run: check a display can open, build the shell, run it, report any failure in one line.

``oh7 play`` (:mod:`.main`) and ``oh7 --smoke`` (:mod:`.smoke`) both start the app here, so
neither needs the other.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import TYPE_CHECKING

from oh7_desktop.app.run_options import RunOptions, StartupError
from oh7_desktop.games.terminal import message_line

if TYPE_CHECKING:
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App


def display_problem() -> str | None:
    """Return why no window can open (Linux/BSD without DISPLAY or WAYLAND_DISPLAY), else None."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen", "kmsdrm", "evdev"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("no display found (DISPLAY and WAYLAND_DISPLAY are not set): start the game from a desktop "
            "session, or use --headless --autoplay for a scripted run")


def run(options: RunOptions, dirs: UserDirs | None = None, report: dict[str, object] | None = None) -> int:
    """Run the app with ``options`` (``dirs``: where the user's files go; default platformdirs').

    ``report``, if given, receives what the run did (``menu_drawn``, ``frames``, ``table_actions``).
    """
    if options.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    else:
        problem = display_problem()
        if problem is not None:
            print(f"oh7: {problem}", file=sys.stderr)
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform.startswith("linux"):
        # We draw everything on a software surface: SDL's default on Linux copies it to the
        # window through OpenGL, which costs 15-20 ms a frame at 1920x1080 when GL is
        # software (Mesa llvmpipe: VMs, Xvfb, no GPU), against about 1.5 ms for X11's
        # shared-memory path. A player's own setting of the variable still wins.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    from oh7_desktop.app.settings_bridge import UserDirs

    dirs = dirs or UserDirs.default()
    from oh7_desktop.app.logs import configure, version

    if configure(dirs.log_file) is not None:
        logging.getLogger(__name__).info("oh7 %s starting (%s)", version(), " ".join(sys.argv[1:]))
    app: App | None = None
    try:
        from oh7_desktop.app.shell import App

        app = App(options, dirs)
        code = int(app.run())
        if report is not None:
            report.update(app.report())
        app.close()  # writes the frame statistics and the record: their failure is the run's
        return 1 if code == 0 and app.flow.write_failed else code
    except StartupError as err:
        print(f"oh7: {message_line(str(err))}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - no traceback may reach a player
        from oh7_desktop.app.loop import error_line, log_error

        written = log_error(dirs.log_file, error)
        where = f" (details in {written})" if written else ""
        print(f"oh7: unexpected error: {error_line(error)}{where}", file=sys.stderr)
        return 1
    finally:
        if app is not None:
            app.close()
