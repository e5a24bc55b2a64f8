"""End a run cleanly on SIGTERM or SIGINT: the frame loop stops, and the run closes as on Quit.

SDL turns both signals into a window-close event that nobody reads while the app is busy
outside its frames (a run stuck writing was immune to SIGTERM and needed ``kill -9``), and
reports the run as a success. Instead the run prints one line, ends after the current frame
(the game autosaved, the record and statistics written, as for a normal quit) and exits
128 + the signal's number, as a shell reports a process a signal ended (143, 130). A second
signal while it closes ends it at once.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType

SignalHandler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None
"""What ``signal.signal`` takes and gives back (typeshed's handler type)."""
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT") if hasattr(signal, name))


class StopOnSignals:
    """While installed, SIGTERM and SIGINT ask the run to end with status 128 + the signal's number."""

    def __init__(self, request_exit: Callable[[int], None]) -> None:
        self.request_exit = request_exit
        self.stopping = False
        self._previous: dict[int, SignalHandler] = {}

    def install(self) -> None:
        """Take over the signals (only the main thread may; elsewhere, e.g. a test's thread, nothing changes)."""
        if threading.current_thread() is not threading.main_thread():
            return
        for number in STOP_SIGNALS:
            self._previous[number] = signal.signal(number, self._stop)

    def restore(self) -> None:
        """Give the signals back to whoever had them before."""
        for number, handler in self._previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        self._previous.clear()

    def _stop(self, number: int, frame: FrameType | None) -> None:
        status = 128 + number
        if self.stopping:
            raise SystemExit(status)  # asked again while closing: stop now
        self.stopping = True
        print(f"oh7: stopped by {signal.Signals(number).name}", file=sys.stderr)
        self.request_exit(status)
