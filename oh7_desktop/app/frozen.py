"""Entry point of the frozen executable: runs the ``oh7`` command, never showing a traceback.

PyInstaller starts ``packaging/oh7_launcher.py``, which calls :func:`run`. Compared with the
``oh7`` console command it also copes with what a double-clicked program meets: no console at
all (Windows/macOS windowed builds have ``sys.stdout`` set to ``None``) and unexpected errors,
which become one line on stderr, or a message box when there is no console to print to.
Set ``OH7_DEBUG=1`` to see the full traceback instead.
"""

from __future__ import annotations

import os
import sys
import traceback

DEBUG_VAR = "OH7_DEBUG"


def is_frozen() -> bool:
    """Return whether this process is a PyInstaller build rather than Python running the source."""
    return bool(getattr(sys, "frozen", False))


def _ensure_streams() -> bool:
    """Give ``print`` somewhere to write when the build has no console; return if one existed."""
    had_console = sys.stderr is not None
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives all run long
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    return had_console


def error_line(error: BaseException) -> str:
    """Return the one line a player sees for an unexpected error."""
    detail = str(error).strip().splitlines()
    text = detail[0] if detail else type(error).__name__
    return f"oh7: unexpected error: {text} (set {DEBUG_VAR}=1 for details)"


def _show_box(line: str) -> None:
    """Show ``line`` in a message box; used when there is no console to print it to."""
    try:
        import pygame

        pygame.display.message_box("Oh 7 ?", line, message_type="error")
    except Exception:  # noqa: BLE001 - the last resort must never fail loudly
        pass


def run(argv: list[str] | None = None) -> int:
    """Run ``oh7`` with ``argv`` (default: the command line) and return its exit status."""
    had_console = _ensure_streams()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if is_frozen():
        # The bots' worker pool uses the spawn start method, which starts this executable again
        # (with --multiprocessing-fork, or -c for the resource tracker): run that, not the game.
        import multiprocessing

        multiprocessing.freeze_support()
    try:
        from oh7_desktop.cli import main

        return main(argv)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - no traceback may reach a player
        if os.environ.get(DEBUG_VAR):
            traceback.print_exc()
        line = error_line(error)
        print(line, file=sys.stderr)
        if not had_console:
            _show_box(line)
        return 1
