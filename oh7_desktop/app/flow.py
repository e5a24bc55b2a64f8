"""The life of a game in the app: start, autosave after every action, continue, load, finish.

:class:`GameFlow` is shared as ``services.flow``. It owns the autosave session and
the table scene on the stack; the table calls ``services.on_action(table)`` after
every action, which writes the autosave (one small atomic file, ~1-2 ms). With ``--autoplay``
it also runs the scripted schedule: next game, ``--record-out``, and the exit at the end.

Whose autosave: a run plays in the player's ``autosave.json``, except a scripted run
(``--autoplay`` without ``--continue``), which keeps its own (``autoplay.json``, or the file
``--autosave`` names), so a script never replaces or deletes the player's game. While a game
is on the table this process holds its autosave's lock; another window asking for the same
game is told "This game is open in another window".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app.deal_codes import code_of
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.run_options import RunOptions
from oh7_desktop.app.scene import SceneStack, Services, Table
from oh7_desktop.app.settings_bridge import UserDirs
from oh7_desktop.games import registry
from oh7_desktop.userfiles import AUTOPLAY_NAME, AUTOSAVE_NAME, backup_name

if TYPE_CHECKING:
    from oh7_desktop.persistence import AutosaveSession, LoadResult, SaveFile, SaveStore

TableFactory = Callable[[Services, GameSetup, bool], Table]
LINGER = {"slow": 2.0, "normal": 1.5, "fast": 0.75, "instant": 0.0}
"""Seconds an autoplay run leaves the finished table on screen before the next game or the exit."""


def default_table(services: Services, setup: GameSetup, autoplay: bool) -> Table:
    """Build the game's own table scene, found by the game's name (imported when a game starts)."""
    from oh7_desktop.app import tables

    return tables.get(setup.game).make_table(services, setup, autoplay)


def setup_from_save(save: SaveFile, state: object | None = None) -> GameSetup:
    """Return the :class:`GameSetup` that resumes a :class:`~oh7_desktop.persistence.SaveFile`
    (``state``: its record as the loader replayed it, if at hand)."""
    seats = tuple(SeatSetup(seat.name, seat.kind, seat.level) for seat in save.seats)
    seed = save.record.get("seed", 0)
    rules = registry.get(save.game).rules_from_options(save.rules)
    return GameSetup(save.game, rules, seed if isinstance(seed, int) else 0, seats, record=save.record,
                     state=state)


def save_meta(setup: GameSetup, code: str | None = None) -> SaveFile:
    """Return the save (metadata and the record so far, with the deal ``code``) for a game being started."""
    from oh7_desktop.persistence import SaveFile, Seat

    game = registry.get(setup.game)
    record = setup.record or game.to_record(game.new_game(setup.rules, setup.seed), setup.names)
    return SaveFile(
        game=setup.game,
        rules=setup.options(),
        seats=[Seat.model_validate({"kind": s.kind, "level": None if s.is_human else s.level, "name": s.name})
               for s in setup.seats],
        record=_named(record, setup.names, code),
        uid=_new_uid(),
    )


def _new_uid() -> str:
    """A game's own id in the history (see ``SaveFile.uid``)."""
    import uuid

    return uuid.uuid4().hex


def all_bots(setup: GameSetup) -> GameSetup:
    """Return ``setup`` with every human seat played by a medium bot (``--autoplay``)."""
    seats = tuple(SeatSetup(s.name, "bot", "medium") if s.is_human else s for s in setup.seats)
    return replace(setup, seats=seats)


def fresh_game(setup: GameSetup, seed: int) -> GameSetup:
    """Return a new game with ``setup``'s game, options and seats dealt from ``seed``: none of the
    resumed game's record or replayed state comes along (Play again after Continue)."""
    return replace(setup, seed=seed, record=None, state=None)


def _named(record: dict[str, object], names: list[str], code: str | None = None) -> dict[str, object]:
    """The record with the seats' names (the save checks that they agree) and the game's deal code."""
    if record.get("names") == names and (code is None or record.get("code") == code):
        return record
    return {**record, "names": list(names), **({"code": code} if code is not None else {})}


class GameFlow:
    """Starts and resumes games on the stack and keeps their autosave up to date."""

    def __init__(self, services: Services, stack: SceneStack, dirs: UserDirs, options: RunOptions, *,
                 request_exit: Callable[[int], None], notify: Callable[[str], None],
                 table_factory: TableFactory = default_table) -> None:
        self.services, self.stack, self.dirs, self.options = services, stack, dirs, options
        self.request_exit, self.notify, self.table_factory = request_exit, notify, table_factory
        self.table: Table | None = None
        self.setup: GameSetup | None = None
        self.code: str | None = None
        """The deal code of the game being played (None: its setup has none)."""
        self.session: AutosaveSession | None = None
        self.games_played = 0
        self._finished_for: Table | None = None
        self._linger = 0.0
        self._store: SaveStore | None = None
        self._reported: set[str] = set()  # save problems said since the last write that worked
        self.write_failed = False
        """Whether a file this run had to write (autosave, record) could not be written: the run's
        exit status is then 1, so a script notices (a full disk, a read-only folder)."""
        self.history_done = False
        """Whether the current game is in the history already (see :mod:`.history_flow`)."""
        self.undo_used = self.autosaves_migrated = False  # the second: see game_slots._folder
        services.flow = self
        services.on_action = self.on_action

    @property
    def store(self) -> SaveStore:
        """The saves folder (created lazily: the menu must appear fast)."""
        if self._store is None:
            from oh7_desktop.persistence import SaveStore

            self._store = SaveStore(self.dirs.data, autosave=self.autosave_file)
        return self._store

    @property
    def autosave_file(self) -> Path:
        """The autosave this run plays in: the player's, unless a scripted run keeps its own."""
        if self._store is not None:
            return Path(self._store.autosave_path)
        options = self.options
        if options.autosave is not None:
            return Path(options.autosave)
        return self.dirs.data / (AUTOPLAY_NAME if options.autoplay and not options.resume else AUTOSAVE_NAME)

    @property
    def owns_autosave(self) -> bool:
        """Whether the autosave is this scripted run's own rather than the player's game."""
        from oh7_desktop.app.game_slots import players_run

        return not players_run(self)

    def has_autosave(self, game: str | None = None) -> bool:
        """Whether there is a game to continue (of ``game``; None: of any game, the player's
        autosaves having one each). Cheap: only checks the files exist."""
        if not self.owns_autosave:
            from oh7_desktop.app.game_slots import has_unfinished

            return has_unfinished(self, game)
        return self.has_autosave_here()

    def has_autosave_here(self) -> bool:
        """Whether the autosave this run plays in now holds a game."""
        path = self.autosave_file
        return path.exists() or path.with_name(backup_name(path.name)).exists()

    @property
    def in_game(self) -> bool:
        """Whether a table is on the stack."""
        return self.table is not None and self.table in self.stack.scenes

    def current_save(self) -> SaveFile | None:
        """The latest autosaved state of the game being played (None outside a game)."""
        if self.session is None or not self.in_game:
            return None
        self.flush()
        return self.session.save

    # -- starting ---------------------------------------------------------------------------

    def start(self, setup: GameSetup, save: SaveFile | None = None) -> None:
        """Autosave the game as it stands, then put its table on top of the menu.

        Refused (a notice; headless: one line and exit status 2) while another window plays
        the game in this autosave. Once this run holds the autosave, the unfinished game the
        new one replaces is recorded in the history (see :mod:`.history_flow`).
        """
        from oh7_desktop.app.game_slots import use_slot_of
        from oh7_desktop.app.history_flow import record_left
        from oh7_desktop.persistence import AutosaveSession, SaveError

        self.undo_used = self.undo_used or (self.table is not None and self.table.undo_used)  # the table goes next
        self.close_table(keep_claim=True)  # what this run holds it keeps: no other run slips in
        if use_slot_of(self, setup.game):  # another game's autosave: the game left stays in its own
            self.session = self.setup = None
        try:
            self.store.claim_autosave()
        except SaveError as err:
            self.refuse(err)
            return
        record_left(self, save)  # not before the claim: another window's game is not abandoned
        self.history_done = self.undo_used = False
        played = all_bots(setup) if self.options.autoplay else setup
        self.code = code_of(played)
        self.session = AutosaveSession(self.store, save if save is not None else save_meta(setup, self.code))
        if not self.session.start():
            self._report(self.session.last_error)
        self.setup = played
        self._finished_for = None
        self.table = self.table_factory(self.services, played, self.options.autoplay)
        self.stack.push(self.table)

    def load(self, save: SaveFile, state: object | None = None) -> None:
        """Play a loaded save (slot, file or autosave) from where it stopped; ``state``: the
        loader's replay of it, which spares the table a second one."""
        self.start(setup_from_save(save, state), save)

    def continue_game(self) -> LoadResult:
        """Resume the autosave if sound; return the store's ``LoadResult`` so the caller can explain a failure."""
        from oh7_desktop.app.game_slots import use_latest

        self.flush()
        use_latest(self)  # the game played last
        result = self.store.load_autosave()
        if result.ok and result.save is not None:
            self.load(result.save, result.state)
        elif self.table is None:
            self.release()  # nothing to play here: another window may take it
        return result

    def use_backup(self) -> None:
        """Resume the previous autosave (offered when the last one is broken); SaveError if unusable."""
        self.load(self.store.restore_backup())

    def flush(self) -> None:
        """Wait for the autosave being written in the background (before reading or removing it)."""
        session = self.session
        if session is not None and not session.flush():
            self._report(session.last_error)

    def close_table(self, *, keep_claim: bool = False) -> None:
        """Leave the game (it stays autosaved, and another window may now continue it): back to
        the menu at the bottom of the stack."""
        self.flush()
        while len(self.stack.scenes) > 1:
            self.stack.pop()
        self.table = None
        if not keep_claim:
            self.release()

    def release(self) -> None:
        """Let another window continue this run's game (the table was left, or the app closes)."""
        if self._store is not None:
            self._store.release_autosave()

    def refuse(self, error: Exception) -> None:
        """Say why a game cannot be played here (it is open in another window, say); a headless
        run ends with status 2, a window shows a notice over the menu."""
        if self.options.headless:
            self.notify(str(error))
            self.request_exit(2)
            return
        from oh7_desktop.app.menus.base import tr
        from oh7_desktop.app.menus.notice import Notice

        s = self.services
        self.stack.push(Notice(s, tr(s, "notice.game_open.title"), tr(s, "notice.game_open")))  # no file names

    def take_own_autosave(self) -> Path | None:
        """For a scripted run: take its own autosave, keeping aside (never deleting) an unfinished
        game found there; return where that game went (None: there was none).

        Runs at once in one user folder each take their own: the first of ``autoplay.json``,
        ``autoplay-2.json``... that no other run is playing. A file named by ``--autosave``
        that another run plays raises ``SaveError`` ("This game is open in another window").
        """
        from oh7_desktop.persistence import SaveStore
        from oh7_desktop.persistence.atomic import move_aside
        from oh7_desktop.persistence.errors import GameOpenElsewhere

        first, number = self.autosave_file, 1
        while True:
            try:
                self.store.claim_autosave()
                break
            except GameOpenElsewhere:
                if self.options.autosave is not None:
                    raise
            number += 1
            self._store = SaveStore(self.dirs.data, autosave=first.with_name(f"{first.stem}-{number}{first.suffix}"))
        kept = None
        for path in (self.store.autosave_path, self.store.backup_path):
            if path.exists():
                moved = move_aside(path, ".unfinished")
                kept = kept or moved
        return kept

    # -- while playing ------------------------------------------------------------------------

    def on_action(self, scene: Table) -> None:
        """The table's hook after every action: write the autosave (failures become a notice)."""
        if scene is not self.table or self.session is None or self.setup is None:
            return
        record = _named(scene.record(), self.setup.names, self.code)
        self.undo_used = self.undo_used or scene.undo_used
        if not self.session.record_action(record):
            self._report(self.session.last_error)
        else:
            self._reported.clear()

    def tick(self, dt: float) -> None:
        """Called every frame by the loop: notices a finished game and runs the autoplay schedule."""
        table = self.table
        if table is None or not table.finished:
            return
        if self._finished_for is not table:
            self._finished_for = table
            self._on_finished(table)
            self._linger = LINGER.get(self.speed, 0.0) if not self.options.headless else 0.0
        if self.options.autoplay:
            self._linger -= dt
            if self._linger <= 0:
                self._next_autoplay_game()
        elif self.stack.top is table:
            self.close_table()  # the final scores were dismissed: back to the menu, offering another game
            self._offer_another(table)

    def escape(self, event: pygame.event.Event) -> bool:
        """Esc at the table opens the in-game menu, unless the table uses Esc itself right now
        (its ``wants_escape()``: an open score sheet or last trick view keeps Esc to close it)."""
        table = self.table
        if event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE or table is None \
                or self.stack.top is not table:
            return False
        if table.wants_escape():
            return False
        if self.services.game_menu is not None:
            self.stack.push(self.services.game_menu(table))
        return True

    @property
    def speed(self) -> str:
        """The animation speed in use."""
        return self.services.settings.speed

    def _on_finished(self, table: Table) -> None:
        """The game is over: keep its record if asked, record it in the history, and clear the
        autosave (nothing to continue) once the game is in the history or waits to be (a full
        disk: the autosave stays, Continue records it)."""
        from oh7_desktop.app.history_flow import record_finished

        self.games_played += 1
        self.write_record_out()
        kept = record_finished(self)
        self.flush()  # a write still in flight would bring the autosave back after the discard
        if not kept:
            return
        try:
            self.store.discard_autosave()
        except ValueError as err:  # SaveError: the file stays, Continue will show the finished game
            self._report(str(err))

    def _offer_another(self, table: Table) -> None:
        """Over the menu: the end screen (who won, the final sheet), then Play again (same seats,
        new deals), New game, Main menu or Replay."""
        from oh7_desktop.app.menus.game_over import GameOverScene, finished_game

        setup = self.setup
        if setup is None:
            return
        started = self.session.save.created if self.session is not None and self.session.save else None
        stored = finished_game(setup, _named(table.record(), setup.names, self.code), started)
        again = fresh_game(setup, (setup.seed * 7919 + 1) % 2**31)
        self.stack.push(GameOverScene(self.services, stored, lambda: self.start(again)))

    def _next_autoplay_game(self) -> None:
        if self.games_played >= self.options.games or self.setup is None:
            self.request_exit(0)
            return
        setup = self.setup
        self.start(fresh_game(setup, setup.seed + 1))

    def write_record_out(self) -> None:
        """Write the current game's record to ``--record-out`` (if given)."""
        path = self.options.record_out
        if path is None or self.table is None or self.setup is None:
            return
        from oh7_desktop.persistence import write_json_atomic

        try:
            write_json_atomic(Path(path), _named(self.table.record(), self.setup.names, self.code))
        except OSError as err:
            self._report(f"{Path(path).name}: cannot be written ({err.strerror or err})")

    def _report(self, message: str | None) -> None:
        """Show a save problem once (not after every action while it lasts)."""
        if message:
            self.write_failed = True
        if message and message not in self._reported:
            self._reported.add(message)
            self.notify(message)
