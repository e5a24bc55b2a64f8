"""The app's side of settings: where the user's files live, loading at start, saving on change.

The persisted :class:`~oh7_desktop.persistence.Settings` stay as the player chose them; the
*effective* settings (what scenes read from ``services.settings``) also carry the command
line's overrides (``--speed``...) which are never written back.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from oh7_desktop.userfiles import LANGUAGES

LOG_NAME = "oh7.log"
APP_NAME = "oh7"


@dataclass(frozen=True)
class UserDirs:
    """The per-user folders of one run: saves in ``data``, settings in ``config``, the log in
    ``logs`` (``data`` when not given)."""

    data: Path
    config: Path
    logs: Path | None = None

    @classmethod
    def default(cls) -> UserDirs:
        """Return platformdirs' folders for ``oh7``, as :mod:`oh7_desktop.persistence.paths` does."""
        import platformdirs

        return cls(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))

    @classmethod
    def under(cls, root: Path) -> UserDirs:
        """Return folders inside ``root`` (the smoke test's temporary folder)."""
        return cls(root / "data", root / "config", root / "logs")

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config / "settings.json"

    @property
    def log_file(self) -> Path:
        """The app's rotating log, where unexpected errors are written in full (the player sees
        one friendly line)."""
        return (self.logs or self.data) / LOG_NAME


class SettingsBridge:
    """Loads the settings once, applies overrides, and saves each change the player makes."""

    def __init__(self, dirs: UserDirs, overrides: dict[str, Any] | None = None) -> None:
        self.dirs = dirs
        self.overrides = dict(overrides or {})
        self.stored: Any = None
        self.notice: str | None = None
        self.last_error: str | None = None

    def peek(self) -> Any:
        """The few settings the first frame needs, read quickly and checked against the settings'
        one schema (:mod:`~oh7_desktop.userfiles`; anything invalid: the default).

        The full, checked settings come from :meth:`load`, after the menu is on screen.
        """
        from oh7_desktop.userfiles import first_frame_settings

        values = first_frame_settings(self.dirs.settings_file)
        values.update({k: v for k, v in self.overrides.items() if k in values})
        return SimpleNamespace(**values)

    def load(self) -> Any:
        """Read the settings (a broken file gives defaults and sets :attr:`notice`); return the effective ones."""
        from oh7_desktop.persistence import load_settings

        self.stored, self.notice = load_settings(self.dirs.settings_file)
        return self.effective

    @property
    def effective(self) -> Any:
        """The settings scenes use: the stored ones with this run's overrides."""
        if self.stored is None:
            return None
        return self.stored.model_copy(update=self.overrides) if self.overrides else self.stored

    @property
    def language(self) -> str:
        """The language to show: the chosen one, else the system's."""
        from oh7_desktop.app.i18n import default_language

        settings = self.effective if self.stored is not None else self.peek()
        chosen = getattr(settings, "language", None)
        return chosen if chosen in LANGUAGES else default_language()

    def update(self, **changes: Any) -> Any:
        """Apply the player's changes, save them, and return the new effective settings.

        A change overrides this run's command-line value of the same setting. A failed write
        keeps the change for this run and sets :attr:`last_error` (shown as a notice).
        """
        from oh7_desktop.persistence import SaveError, Settings, save_settings

        data = self.stored.model_dump()
        data.update(changes)
        self.stored = Settings.model_validate(data)
        for key in changes:
            self.overrides.pop(key, None)
        try:
            save_settings(self.stored, self.dirs.settings_file)
            self.last_error = None
        except SaveError as err:
            self.last_error = str(err)
        return self.effective
