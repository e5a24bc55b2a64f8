"""Where saves and settings live: platformdirs' per-user folders for ``oh7``, never beside the program.

Data (saves, autosave) go to ``user_data_dir("oh7")``; settings to ``user_config_dir("oh7")``.
No author folder (``appauthor=False``) so Windows gets ``%LOCALAPPDATA%\\oh7``.
Folders are created on demand, when something is written, never merely by asking.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from oh7_desktop.userfiles import AUTOPLAY_NAME, AUTOSAVE_NAME, backup_name

__all__ = ["APP_NAME", "AUTOPLAY_NAME", "AUTOSAVE_BACKUP_NAME", "AUTOSAVE_NAME", "SETTINGS_NAME", "SLOTS_FOLDER",
           "backup_name", "config_dir", "data_dir", "ensure_dir", "settings_path"]

APP_NAME = "oh7"
AUTOSAVE_BACKUP_NAME = backup_name(AUTOSAVE_NAME)
SETTINGS_NAME = "settings.json"
SLOTS_FOLDER = "saves"


def data_dir() -> Path:
    """Return the per-user data folder for saves (not created)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Return the per-user configuration folder for settings (not created)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """Return the settings file's path."""
    return config_dir() / SETTINGS_NAME


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and parents) if missing and return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path
