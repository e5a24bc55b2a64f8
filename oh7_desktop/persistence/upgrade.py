"""Turn a save of any older version into the current one, one version at a time.

Each step ``_vN_to_vN1`` takes a dict of version N and returns a new dict of version N+1
(it never changes its input). :func:`upgrade` chains them; the result is then validated by
:class:`~.models.SaveFile` like any current file. To change the format: bump
``SAVE_VERSION``, add the step here, add a fixture of the old version to
``tests/fixtures/saves/`` and a test that upgrades it.

Version 0 (the prototype's layout, before timestamps and seat kinds)::

    {"format": "oh7-save", "version": 0,
     "players_names": ["Alice", "Bob", "Carole"],   # by seat
     "bots": [null, "easy", "hard"],                 # null: a human; otherwise the bot's level
     "slot": "Sunday game",                          # optional
     "game": {...}}                                  # the oh7-record, options in game["rules"]

Version 1: ``record`` instead of ``game``, ``seats`` (kind, level, name, bot_seed),
``options`` (Oh 7 ?'s mode, players and target), ``created``/``updated`` and ``app_version``.

Version 2 is :class:`~.models.SaveFile`: saves hold any game of the registry. ``game`` names it
(``oh7`` for every older file: Oh 7 ? was the only game) and ``options`` becomes ``rules``, the
game's own rules object (the record's ``rules``), checked by the game.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

from ..games.terminal import quoted
from .models import SAVE_VERSION, utc_now

UPGRADED_APP_VERSION = "0 (upgraded)"
"""``app_version`` given to upgraded files: the prototype did not record its version."""


class UpgradeError(ValueError):
    """An old file whose content does not fit its version's layout."""


def upgrade(data: dict[str, Any], *, now: datetime | None = None) -> dict[str, Any]:
    """Return ``data`` upgraded to :data:`SAVE_VERSION` (unchanged if already current).

    ``now`` stamps ``created``/``updated`` of files that had no times (default: now).
    Raises :class:`UpgradeError` (a ``ValueError``) when an old file is malformed.
    """
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 0 <= version <= SAVE_VERSION:
        raise UpgradeError(f"cannot upgrade a save of version {quoted(version)}")
    stamp = (now or utc_now()).isoformat()
    while version < SAVE_VERSION:
        data = STEPS[version](data, stamp)
        version += 1
    return data


def _v0_to_v1(old: dict[str, Any], stamp: str) -> dict[str, Any]:
    """Version 0 -> 1: ``game`` becomes ``record``, seats and options are spelled out, times added."""
    game = _field(old, "game", dict)
    names = _field(old, "players_names", list)
    bots = old.get("bots", [None] * len(names))
    if not isinstance(bots, list) or len(bots) != len(names):
        raise UpgradeError("'bots' must list one entry (null or a level) per player")
    rules = game.get("rules")
    if not isinstance(rules, dict):
        raise UpgradeError("'game' has no 'rules'")
    seats = [
        {"kind": "human", "name": name} if level is None else {"kind": "bot", "level": level, "name": name}
        for name, level in zip(names, bots)
    ]
    new: dict[str, Any] = {
        "format": "oh7-save",
        "version": 1,
        "app_version": UPGRADED_APP_VERSION,
        "created": stamp,
        "updated": stamp,
        "options": {key: rules.get(key) for key in ("mode", "players", "target")},
        "seats": seats,
        "record": game,
    }
    if old.get("slot") is not None:
        new["slot_name"] = old["slot"]
    return new


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise UpgradeError(f"version {quoted(data.get('version'))} save: {key!r} is missing or not a {kind.__name__}")
    return value


def _v1_to_v2(old: dict[str, Any], stamp: str) -> dict[str, Any]:
    """Version 1 -> 2: the game is named (``oh7``) and ``options`` becomes the game's ``rules``."""
    options = _field(old, "options", dict)
    new: dict[str, Any] = {}
    for key, value in old.items():
        if key == "version":
            new.update(version=2, game="oh7")
        elif key == "options":
            new["rules"] = dict(options)
        else:
            new[key] = value
    return new


STEPS: dict[int, Callable[[dict[str, Any], str], dict[str, Any]]] = {0: _v0_to_v1, 1: _v1_to_v2}
"""``STEPS[n]`` upgrades version n to n+1."""
