"""One unfinished game per game: each game's autosave has its own file in the data folder.

Oh 7 ?, the house game, keeps ``autosave.json``; every other game ``autosave-<game>.json``
(``autosave-oh-hell.json``...), each with its backup beside it. Starting a game replaces only
the unfinished game of the same game; Continue resumes the one played last (the newest file).
Before there was one file per game, ``autosave.json`` held whichever game was played last:
:func:`migrate_old_autosave` moves such a game of another kind to its own file (the backup
too, when it holds the same game), so nothing is lost.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from oh7_desktop.userfiles import AUTOSAVE_NAME, backup_name

HOUSE_GAME = "oh7"
"""The game whose autosave keeps the historical name ``autosave.json``."""


def autosave_name(game: str) -> str:
    """The file name of ``game``'s autosave.

    >>> autosave_name("oh7"), autosave_name("oh-hell")
    ('autosave.json', 'autosave-oh-hell.json')
    """
    return AUTOSAVE_NAME if game == HOUSE_GAME else f"autosave-{game}.json"


def game_names() -> tuple[str, ...]:
    """Every registered game (each may have an unfinished game)."""
    from oh7_desktop.games import registry

    return tuple(registry.names())


def is_player_autosave(root: Path, path: Path) -> bool:
    """Whether ``path`` is one of the player's autosaves in ``root`` (not a scripted run's own)."""
    return Path(path).parent == Path(root) and Path(path).name in {autosave_name(g) for g in game_names()}


def _newest_change(path: Path) -> float | None:
    """When the autosave (or, if it is missing, its backup) last changed; None if neither exists."""
    for candidate in (path, path.with_name(backup_name(path.name))):
        try:
            return candidate.stat().st_mtime
        except OSError:
            continue
    return None


def unfinished(root: Path) -> list[tuple[str, Path]]:
    """Every game with an autosave (or its backup) in ``root``, the one played last first."""
    found = [(changed, game, root / autosave_name(game)) for game in game_names()
             if (changed := _newest_change(root / autosave_name(game))) is not None]
    return [(game, path) for _, game, path in sorted(found, key=lambda item: -item[0])]


def game_of(path: Path) -> str | None:
    """The game a save file names (``"game"``; a save from before games had names is Oh 7 ?);
    None when the file cannot be read (or is no regular file: a named pipe would block)."""
    try:
        if not path.is_file():
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    game = data.get("game", HOUSE_GAME)
    return game if isinstance(game, str) else None


def migrate_old_autosave(root: Path) -> Path | None:
    """Move a game of another kind found in ``autosave.json`` to its own file (and its backup
    with it when the backup holds the same game); return where it went (None: nothing moved).

    A file that cannot be read stays where it is (Continue explains it); a game is never moved
    over an unfinished game of the same kind.
    """
    old = root / AUTOSAVE_NAME
    game = game_of(old)
    if game is None or game == HOUSE_GAME or game not in game_names():
        return None
    target = root / autosave_name(game)
    if _newest_change(target) is not None:
        return None
    old_backup, new_backup = old.with_name(backup_name(old.name)), target.with_name(backup_name(target.name))
    try:
        os.replace(old, target)
        if game_of(old_backup) == game:
            os.replace(old_backup, new_backup)
    except OSError:
        return None
    return target
