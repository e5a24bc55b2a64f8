"""Load and save the player's :class:`Settings` in platformdirs' config folder for ``oh7``.

A broken settings file never stops the app: :func:`load_settings` falls back to the
defaults (keeping every field of the file that is still valid), moves the broken file aside
to ``settings.json.broken`` so nothing is lost, and returns a one-line notice to show. A file of
an older version is read as the current one (:mod:`.settings_upgrade`) and written as it when
the settings are next saved.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from . import tempnames
from .atomic import move_aside, pretty_json, write_bytes_atomic
from .codec import check_format, check_version, describe_validation, read_json
from .errors import SaveError
from .models import SETTINGS_FORMAT, SETTINGS_VERSION, Settings
from .paths import settings_path
from .remembered import kept_game_options
from .settings_upgrade import upgraded_settings
from oh7_desktop.userfiles import SETTINGS_MAX_BYTES


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Return the settings and ``None``, or usable settings and a notice if the file was broken."""
    path = path or settings_path()
    tempnames.remove_stale(path)  # left by a run killed while saving the settings
    if not path.exists():
        return Settings(), None
    try:
        return _read(path), None
    except SaveError as err:
        settings, kept = _salvage(path)
        moved = _move_aside(path)
        where = f"kept as {moved.name}" if moved is not None else "left as it was"
        what = f"kept {kept} valid setting{'s' if kept != 1 else ''}, the rest are defaults" if kept else "using the defaults"
        notice = f"{err}; {what} (the file is {where})"
        logging.getLogger(__name__).warning("settings: %s", notice)
        return settings, notice


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings`` atomically; raise :class:`SaveError` if the file cannot be written.

    A ``settings.json`` that is a symbolic link (settings kept in a dotfiles folder) stays one:
    the file it points to is replaced, not the link.
    """
    path = written_path(path or settings_path())
    try:
        write_bytes_atomic(path, pretty_json(settings.model_dump(mode="json")).encode("utf-8"))
    except OSError as err:
        raise SaveError(path, f"cannot be written ({err.strerror or err})") from None


def written_path(path: Path) -> Path:
    """Return the file a write of ``path`` must replace: the target of a symbolic link, else ``path``."""
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def _read(path: Path) -> Settings:
    data = check_format(path, read_json(path, limit=SETTINGS_MAX_BYTES), SETTINGS_FORMAT, what="an Oh 7 settings file")
    check_version(path, data, SETTINGS_VERSION, what="settings")
    try:
        return Settings.model_validate(upgraded_settings(data))
    except ValidationError as err:
        raise SaveError(path, describe_validation(err)) from None


def _salvage(path: Path) -> tuple[Settings, int]:
    """Keep the fields of a broken settings file that are valid on their own; count them."""
    try:
        data: Any = read_json(path, limit=SETTINGS_MAX_BYTES)
    except SaveError:
        return Settings(), 0
    version = data.get("version") if isinstance(data, dict) else None
    if (not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT or isinstance(version, bool)
            or version not in (1, SETTINGS_VERSION)):
        return Settings(), 0
    data = upgraded_settings(data)
    kept: dict[str, Any] = {}
    for key in Settings.model_fields.keys() - {"format", "version"}:
        if key in data:
            value = data[key]
            if key == "game_options" and isinstance(value, dict):
                value = kept_game_options(value)[0]  # each game's usable choices, not all or nothing
            try:
                Settings.model_validate({key: value})
            except ValidationError:
                continue
            kept[key] = value
    return Settings.model_validate(kept), len(kept)


def _move_aside(path: Path) -> Path | None:
    try:
        return move_aside(path)
    except OSError:
        return None
