"""Helpers for the ``oh7 replay`` tests (``test_replay_cli.py`` and the games' record tests): run
the command in-process or as the installed command, and check its one clean outcome."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from oh7_desktop.games import replay_cli


def run_main(argv: list[str], stdin: str | None = "") -> tuple[int, str, str]:
    """Run the command in-process; return (status, stdout, stderr). ``stdin=None``: closed."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = None if stdin is None else io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = replay_cli.main(argv)
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


def assert_clean_outcome(status: int, out: str, err: str) -> dict[str, Any] | str:
    """Status 0 with a JSON summary and nothing on stderr, or status 2, nothing on stdout and one
    plain line on stderr. Return the summary or the message."""
    if status == 0:
        assert err == ""
        summary: dict[str, Any] = json.loads(out)
        assert set(summary) == {"deals", "finished", "winners"}
        return summary
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1 and err.strip()
    assert err.startswith(("oh7 replay: ", "usage: oh7 replay")) and "Traceback" not in err
    return err.removeprefix("oh7 replay: ")[:-1]


def replay_file(data: bytes) -> tuple[int, str, str]:
    """Write ``data`` to a temporary file and replay it in-process."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(data)
        return run_main([str(path)])


def oh7_command() -> list[str]:
    """Return the installed ``oh7`` console command (beside this interpreter), or its module."""
    script = Path(sys.executable).parent / "oh7"
    return [str(script)] if script.exists() else [sys.executable, "-m", "oh7_desktop"]
