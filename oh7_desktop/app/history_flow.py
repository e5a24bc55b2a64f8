"""When the game flow records games in the history: at the end, and when a game is left unfinished.

Called by :class:`~oh7_desktop.app.flow.GameFlow`: :func:`record_finished` when a game ends
(before its autosave is cleared, so a kill in between loses nothing: the game is either in
the history, or still to continue), :func:`record_left` when a new game, a loaded one or the
end of the run replaces a game that was not over (marked abandoned; if it is continued and
finished later, the finished game replaces that row). The undo feature marks a game by
setting ``undo_used = True`` on its table; the flow keeps the mark (``flow.undo_used``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.history_service import HistoryService
    from oh7_desktop.app.scene import Services, Table
    from oh7_desktop.persistence import AutosaveSession, SaveFile, SaveStore


class RecordingFlow(Protocol):
    """What recording uses of the game flow (:class:`~oh7_desktop.app.flow.GameFlow`, which imports this module)."""

    services: Services
    table: Table | None
    setup: GameSetup | None
    session: AutosaveSession | None
    code: str | None
    history_done: bool
    undo_used: bool

    @property
    def store(self) -> SaveStore: ...

    def has_autosave_here(self) -> bool: ...


def _history(flow: RecordingFlow) -> HistoryService | None:
    return flow.services.history


def record_finished(flow: RecordingFlow) -> bool:
    """Record the game that just ended (with ``--autoplay``, marked as played by bots alone);
    return False if it is neither recorded nor waiting to be (its autosave must stay)."""
    history = _history(flow)
    table, session = flow.table, flow.session
    if history is None or table is None or flow.setup is None or flow.history_done:
        return True
    flow.history_done = True
    save = session.save if session is not None else None
    undo = flow.undo_used or table.undo_used
    record = dict(table.record())
    record["names"] = list(flow.setup.names)  # as the autosave has them
    if flow.code:
        record["code"] = flow.code
    return bool(history.record_game(flow.setup, save, record, undo=undo))


def record_left(flow: RecordingFlow, replacing: SaveFile | None = None, *, quitting: bool = False) -> None:
    """Record the game in progress as abandoned, unless it is over, or ``replacing`` is the same game.

    When a game starts with no game yet in this run, the autosave left by an earlier run that
    ended abruptly (no chance to record it then) is the game being replaced. ``quitting``:
    the run ends, only this run's game is recorded (the autosave replaces nothing).
    """
    history = _history(flow)
    if history is None or flow.history_done:
        return
    save, setup = _left_game(flow, from_disk=not quitting)
    if save is None or setup is None or _same_game(save, replacing):
        return
    flow.history_done = True
    undo = flow.undo_used or (flow.table is not None and flow.table.undo_used)
    history.record_game(setup, save, save.record, undo=undo, starting=not quitting)


def _left_game(flow: RecordingFlow, *, from_disk: bool) -> tuple[SaveFile | None, GameSetup | SaveFile | None]:
    """The save and setup of the game that would be left (None, None if there is none).

    A save's seats have what the history needs (name, kind, level): it serves as the setup.
    """
    session = flow.session
    if session is not None and session.save is not None and flow.setup is not None:
        return session.save, flow.setup  # the save holds the record after the last action
    if session is None and from_disk and flow.has_autosave_here():
        result = flow.store.load_autosave()
        if result.ok:
            return result.save, result.save
    return None, None


def _same_game(save: SaveFile, other: SaveFile | None) -> bool:
    """Whether two saves hold the same game (it is being resumed, not replaced)."""
    if other is None:
        return False
    return bool(save.created == other.created and save.record.get("seed") == other.record.get("seed"))
