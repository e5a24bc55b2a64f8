"""The app's log: one rotating file in the user's log folder, configured once per file.

Everything the ``oh7_desktop`` loggers say at INFO and above goes to ``oh7.log`` in
platformdirs' ``user_log_dir("oh7")`` (a run's own folder for tests and ``--smoke``). The file
turns over at :data:`MAX_BYTES`, keeping :data:`BACKUPS` older files, so a player's disk never
fills with logs. An unexpected error is logged with its traceback, the program's version and
the path of the game's record, so a bug report can be replayed. A log that cannot be written
never stops the game: the error line on screen simply names no file.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> path = configure(folder / "oh7.log")
>>> try:
...     raise RuntimeError("boom")
... except RuntimeError as error:
...     written = log_error(path, error, record=folder / "autosave.json")
>>> text = written.read_text("utf-8")
>>> "RuntimeError: boom" in text and "autosave.json" in text and "version" in text
True
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import stat
from pathlib import Path

MAX_BYTES = 512 * 1024
BACKUPS = 3
LOGGER = "oh7_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handlers: dict[Path, logging.Handler] = {}


def version() -> str:
    """Return the installed program's version ("unknown" when run from a bare source tree)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as package_version

    try:
        return package_version("oh7-desktop")
    except PackageNotFoundError:
        return "unknown"


def configure(log_file: Path) -> Path | None:
    """Send the app's log to ``log_file`` (rotating); return it, or None if it cannot be
    written. Calling it again for the same file changes nothing; another file replaces it."""
    log_file = log_file.absolute()
    logger = logging.getLogger(LOGGER)
    if log_file in _handlers:
        return log_file
    if not _regular_or_absent(log_file):
        return None
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    for old in _handlers.values():
        logger.removeHandler(old)
        old.close()
    _handlers.clear()
    _handlers[log_file] = handler
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > logging.INFO:
        logger.setLevel(logging.INFO)
    return log_file


def _regular_or_absent(path: Path) -> bool:
    """Whether ``path`` is a regular file or nothing yet: appending to a named pipe waits for a
    reader for ever (every start hung on one), and a device would swallow the log."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def log_error(log_file: Path, error: BaseException, record: Path | None = None) -> Path | None:
    """Log ``error`` with its traceback, the version and the game's record path; return the
    log file, or None if nothing could be written."""
    path = configure(log_file)
    if path is None:
        return None
    handler = _handlers[path]
    logging.getLogger(LOGGER).error("unexpected error (version %s, game record %s)", version(),
                                    record if record is not None else "none", exc_info=error)
    handler.flush()
    return path if path.exists() else None
