"""Which autosave the game flow plays in: one per game for the player (see
:mod:`oh7_desktop.persistence.game_autosaves`), one of its own for a scripted run.

A player's run switches the flow's save store to the autosave of the game it starts (letting
another window continue the game it leaves), and Continue switches to the game played last.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from oh7_desktop.persistence import game_autosaves

if TYPE_CHECKING:
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.persistence import SaveStore, SlotInfo


class SlotFlow(Protocol):
    """What the readers here use of the game flow (:class:`~oh7_desktop.app.flow.GameFlow`,
    which imports this module; scenes hold it as :class:`~oh7_desktop.app.scene.Flow`)."""

    dirs: UserDirs
    autosaves_migrated: bool
    """Whether the old single autosave was looked at this run (see :func:`_folder`)."""

    @property
    def autosave_file(self) -> Path: ...

    @property
    def store(self) -> SaveStore: ...


class SwitchingFlow(SlotFlow, Protocol):
    """What switching the flow's autosave uses besides."""

    _store: SaveStore | None

    @property
    def in_game(self) -> bool: ...

    def flush(self) -> None: ...

    def release(self) -> None: ...


def players_run(flow: SlotFlow) -> bool:
    """Whether the flow plays in the player's autosaves (not a scripted run's own file)."""
    return game_autosaves.is_player_autosave(flow.dirs.data, flow.autosave_file)


def _folder(flow: SlotFlow) -> Path:
    """The player's data folder, where a game of another kind left in the old single
    ``autosave.json`` is first moved to its own file (once a run)."""
    if not flow.autosaves_migrated:
        flow.autosaves_migrated = True
        if players_run(flow):
            game_autosaves.migrate_old_autosave(flow.dirs.data)
    return Path(flow.dirs.data)


def use_slot(flow: SwitchingFlow, path: Path) -> bool:
    """Make ``path`` the flow's autosave, releasing the one it held; return whether it changed."""
    from oh7_desktop.persistence import SaveStore

    if Path(flow.store.autosave_path) == path:
        return False
    flow.flush()
    flow.release()
    flow._store = SaveStore(flow.dirs.data, autosave=path)
    return True


def use_slot_of(flow: SwitchingFlow, game: str) -> bool:
    """In a player's run, play in ``game``'s own autosave; return whether the flow switched to it."""
    if not players_run(flow):
        return False
    return use_slot(flow, _folder(flow) / game_autosaves.autosave_name(game))


def use_latest(flow: SwitchingFlow) -> None:
    """In a player's run, play in the autosave of the game played last (Continue)."""
    if players_run(flow) and not flow.in_game:
        latest = game_autosaves.unfinished(_folder(flow))
        if latest:
            use_slot(flow, latest[0][1])


def has_unfinished(flow: SlotFlow, game: str | None = None) -> bool:
    """Whether ``game`` (None: any game) has an unfinished game in the player's autosaves."""
    return any(found == game or game is None for found, _ in game_autosaves.unfinished(_folder(flow)))


def unfinished_infos(flow: SlotFlow) -> list[SlotInfo]:
    """The player's unfinished games, the one played last first, as the saves lists show them."""
    return [flow.store.slot_info(path) for _, path in game_autosaves.unfinished(_folder(flow))]
