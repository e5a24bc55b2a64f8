"""How a saved game is described in the lists (Load, Replays, Continue): the game's name, its
mode if it has one, the players, where it stands and the scores.

Where it stands comes from the game itself, through the interface's ``progress`` (kept in the
save's :class:`~oh7_desktop.persistence.store.SlotInfo`): ``round 3`` in Oh 7 ?, ``hand 6 of
13`` in Oh Hell, ``deal 4`` in Seven Up; nothing here knows one game from another.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.history_filters import mode_name
from oh7_desktop.app.scene import Services

if TYPE_CHECKING:
    from oh7_desktop.persistence import SlotInfo

UNITS = ("round", "hand", "deal")
"""The units a game's progress is counted in (each has its ``saves.<unit>`` message)."""


def progress_words(services: Services, info: SlotInfo, *, of: bool = True) -> str:
    """``hand 6 of 13`` (``of``: False, ``hand 6``), ``round 3`` or ``finished``, in the player's language."""
    if info.finished:
        return tr(services, "saves.finished")
    unit = info.unit if info.unit in UNITS else "round"
    number = max(1, info.round or 1)
    if info.count and of:
        return tr(services, f"saves.{unit}_of", round=number, count=info.count)
    return tr(services, f"saves.{unit}", round=number)


def game_name(services: Services, game: str | None) -> str:
    """The game's name in the player's language."""
    return tr(services, f"game.{game or 'oh7'}")


def options_words(services: Services, game: str | None, options: Mapping[str, object]) -> list[str]:
    """The game's options in the player's words, as its table says them (``Up, then down``,
    ``Hook``, ``to 7 points``); none for a game whose table says nothing of them."""
    from oh7_desktop.app import tables

    try:
        entry = tables.get(game or tables.HOUSE_GAME)
    except tables.UnknownTable:
        return []
    if entry.options_words is None:
        return []
    return entry.options_words(options, lambda key, **fields: tr(services, key, **fields))


def describe_save(services: Services, info: SlotInfo, *, scores: bool = True) -> str:
    """``Oh Hell · 4 players · Up · Hook · hand 6 of 13 · Ann 12, Bob 9`` (a broken save: why)."""
    if not info.ok:
        return tr(services, "saves.broken", reason=info.error)
    parts = [game_name(services, info.game)]
    mode = mode_name(services, info.game, info.mode)
    if mode and info.mode != "two":
        parts.append(mode)
    if info.players:
        parts.append(tr(services, "setup.player_count", count=info.players))
    parts += options_words(services, info.game, dict(info.options))
    parts.append(progress_words(services, info))
    if scores and info.names:
        parts.append(", ".join(f"{n} {s}" for n, s in zip(info.names, info.scores)) if info.scores else
                     ", ".join(info.names))
    return " · ".join(parts)
