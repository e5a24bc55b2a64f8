"""Saves and settings of Oh 7 Desktop: crash-safe, versioned, and never fatal when broken.

Public API::

    from oh7_desktop.persistence import (
        SaveFile, Seat, SeatKind, Settings,                   # pydantic v2 models
        SaveStore, LoadResult, SlotInfo, read_save_file,      # the saves folder
        AutosaveSession,                                      # autosave after every action
        load_settings, save_settings,                         # settings
        SaveError, upgrade, write_json_atomic,
    )

Everything that reads a file raises only :class:`SaveError` (a ``ValueError``) whose
message is one line naming the file and the fault. Files live in platformdirs' folders
for ``oh7`` (:mod:`.paths`). Imports of submodules are cheap: the engine is imported only
when a record is checked.
"""

from __future__ import annotations

from .atomic import write_json_atomic
from .errors import SaveError
from .models import SAVE_VERSION, SETTINGS_VERSION, SaveFile, Seat, SeatKind, Settings
from .session import AutosaveSession
from .settings import load_settings, save_settings
from .store import LoadResult, SaveStore, SlotInfo, read_save_file
from .upgrade import upgrade

__all__ = [
    "SAVE_VERSION",
    "SETTINGS_VERSION",
    "AutosaveSession",
    "LoadResult",
    "SaveError",
    "SaveFile",
    "SaveStore",
    "Seat",
    "SeatKind",
    "Settings",
    "SlotInfo",
    "load_settings",
    "read_save_file",
    "save_settings",
    "upgrade",
    "write_json_atomic",
]
