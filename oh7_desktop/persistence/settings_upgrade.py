"""Upgrade an older settings file's data to the current :class:`~.models.Settings` version.

Version 1 kept Oh 7 ?'s new-game choices as flat fields (``default_target``, ``last_mode``,
``last_custom_target``); version 2 keeps every game's choices in ``game_options``, Oh 7 ?'s under
``oh7`` as its schema names them (``target``, ``mode``) plus the form's ``custom_target``. The
meaning is the same: ``last_mode: "two"`` (the base game for two, with the dummy) is the base
mode, which the form reads as the two-player game from the two seats remembered, and a missing or
``null`` ``last_mode`` stays missing (the form guesses it from the seats, as before). Values are
moved as they are, right or wrong: the settings' reader then checks them and names what it drops.

>>> upgraded_settings({"format": "oh7-settings", "version": 1, "default_target": 21, "last_mode": "two",
...                    "last_custom_target": None, "muted": True})
{'format': 'oh7-settings', 'version': 2, 'muted': True, 'game_options': {'oh7': {'target': 21, 'mode': 'base'}}}
"""

from __future__ import annotations

from typing import Any, Final

OH7_FIELDS: Final = {"default_target": "target", "last_mode": "mode", "last_custom_target": "custom_target"}
"""Version 1's flat fields -> their key in ``game_options["oh7"]``."""


def upgraded_settings(data: dict[str, Any]) -> dict[str, Any]:
    """Return ``data`` as the current version (a new dict; the current version as it is)."""
    if data.get("version") != 1:
        return data
    upgraded = {key: value for key, value in data.items() if key not in OH7_FIELDS}
    upgraded["version"] = 2
    moved = {new: data[old] for old, new in OH7_FIELDS.items() if data.get(old) is not None}
    if moved.get("mode") == "two":
        moved["mode"] = "base"
    options = data.get("game_options", {})
    if moved and isinstance(options, dict):
        kept = options.get("oh7")
        upgraded["game_options"] = {**options, "oh7": {**(kept if isinstance(kept, dict) else {}), **moved}}
    return upgraded


__all__ = ["OH7_FIELDS", "upgraded_settings"]
