"""The one error type of saves and settings: a message that names the file and the fault."""

from __future__ import annotations

from pathlib import Path


class SaveError(ValueError):
    """A save, record or settings file that cannot be used; ``str(err)`` is one line for players.

    The message always starts with the file's name (``autosave.json: file is empty``) so
    a player knows which file is at fault. ``path`` is the file, ``reason`` the fault alone.
    """

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path.name}: {reason}")
