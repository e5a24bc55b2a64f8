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


class GameOpenElsewhere(SaveError):
    """The autosave is the game another window (process) is playing: it is left alone.

    ``str(err)`` is ``This game is open in another window (autosave.json)``.
    """

    MESSAGE = "This game is open in another window"

    def __init__(self, path: Path | str) -> None:
        super().__init__(path, self.MESSAGE[0].lower() + self.MESSAGE[1:])
        self.args = (f"{self.MESSAGE} ({self.path.name})",)
