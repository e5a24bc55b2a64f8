"""The app's log: one rotating file, the crash report's contents, and a log that cannot be written."""

from __future__ import annotations

import doctest
import logging
from pathlib import Path

from oh7_desktop.app import logs


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(logs).failed == 0


def test_the_log_turns_over_and_keeps_a_few_files(tmp_path: Path) -> None:
    path = logs.configure(tmp_path / "oh7.log")
    assert path is not None
    logger = logging.getLogger("oh7_desktop.test")
    line = "x" * 1000
    for _ in range(logs.MAX_BYTES * (logs.BACKUPS + 2) // 1000):
        logger.info(line)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["oh7.log"] + [f"oh7.log.{k}" for k in range(1, logs.BACKUPS + 1)]
    assert all(p.stat().st_size <= logs.MAX_BYTES + 2000 for p in tmp_path.iterdir())


def test_a_crash_report_names_the_version_and_the_record(tmp_path: Path) -> None:
    empty: dict[str, int] = {}
    try:
        empty["missing"]
    except KeyError as error:
        written = logs.log_error(tmp_path / "oh7.log", error, record=tmp_path / "autosave.json")
    assert written == (tmp_path / "oh7.log").absolute()
    text = written.read_text("utf-8")
    assert "KeyError: 'missing'" in text and "Traceback" in text
    assert f"version {logs.version()}" in text and str(tmp_path / "autosave.json") in text


def test_a_log_that_cannot_be_written_is_none(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        assert logs.log_error(blocker / "logs" / "oh7.log", error) is None
