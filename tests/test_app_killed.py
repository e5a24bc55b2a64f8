"""A killed game leaves nothing on the player's terminal (issue 13, item 9).

The bot worker's queues use semaphores that multiprocessing's resource tracker frees when
the app dies; it then warned "There appear to be 5 leaked semaphore objects to clean up at
shutdown" on the terminal the game was started from. The tracker now writes to the null
device; the worker itself already let go of the terminal.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from oh7_desktop.persistence.paths import data_dir


@pytest.mark.skipif(sys.platform == "win32", reason="no resource tracker and no SIGKILL on Windows")
def test_a_killed_game_with_bots_thinking_prints_nothing() -> None:
    autosave = data_dir() / "autoplay.json"
    game = subprocess.Popen([sys.executable, "-m", "oh7_desktop", "play", "--autoplay", "--headless", "--speed",
                             "normal", "--seats", "medium,medium,medium"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    writes, last, deadline = 0, None, time.monotonic() + 60
    while writes < 4 and game.poll() is None and time.monotonic() < deadline:  # the bots have thought
        stamp = autosave.stat().st_mtime_ns if autosave.exists() else None
        writes += stamp is not None and stamp != last
        last = stamp
        time.sleep(0.02)
    assert writes >= 4, "the game did not get going"
    game.send_signal(signal.SIGKILL)  # the app alone, as a crash would; its helpers outlive it
    _, err = game.communicate(timeout=60)  # end of file once every process sharing stderr is gone
    assert err == ""
