"""The saves folder: the autosave (with its backup), named slots, export and import.

Layout under platformdirs' user data folder for ``oh7``::

    autosave.json          the game in progress, rewritten atomically after every action
    autosave.bak.json      the autosave before the last write (offered if the autosave breaks)
    autosave.json.broken   a broken autosave moved aside (then .broken-2, -3...): never deleted
    .autosave.json.lock    held by the process playing the autosave's game (:mod:`.lock`)
    autoplay.json          the autosave of scripted runs (``--autoplay``), with its own backup
    saves/<name>.json      named slots (see :mod:`.slotnames` for the file names)

A store may keep its autosave elsewhere (``autosave=``): scripted runs use ``autoplay.json``
or the file they name, so they never replace the player's game. Only the process holding an
autosave's lock reads it to continue, writes or removes it; any other gets
:class:`~.errors.GameOpenElsewhere` ("This game is open in another window").

Nothing here raises anything but :class:`SaveError` for a bad or unwritable file, and a
broken file is never modified or deleted: slots stay where they are, the autosave is only
renamed aside so the next autosave cannot overwrite it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator, Literal, Sequence

from ..games.output_path import output_problem
from . import slotnames, tempnames
from .atomic import move_aside, write_bytes_atomic, write_json_atomic
from .autosave import AutosaveFile
from .errors import GameOpenElsewhere, SaveError
from .lock import FileLock
from .loader import SaveEncoder, encode_save, load_any, load_save, load_save_with_state
from .models import SaveFile, SeatKind
from .paths import AUTOSAVE_NAME, SLOTS_FOLDER, backup_name, data_dir
from .records import summarize


@dataclass(frozen=True)
class LoadResult:
    """What :meth:`SaveStore.load_autosave` found.

    ``status`` is ``"ok"`` (``save`` is the game), ``"missing"`` (no autosave), ``"busy"`` (the
    game is open in another window: ``error`` says so, the file is left alone) or ``"broken"``
    (``error`` says why, ``message`` is that in one line naming the file, ``moved_to`` is
    where the file now is). When not ok, ``backup`` is the previous autosave if it is sound
    (offer it to the player), and ``backup_error`` says why an existing backup cannot be.
    """

    status: Literal["ok", "missing", "broken", "busy"]
    save: SaveFile | None = None
    state: Any = field(default=None, compare=False)
    """The game ``save`` holds, as the engine replayed it while checking the file."""
    error: SaveError | None = None
    moved_to: Path | None = None
    backup: SaveFile | None = None
    backup_error: SaveError | None = None

    @property
    def ok(self) -> bool:
        """Whether the autosave loaded."""
        return self.status == "ok"

    @property
    def message(self) -> str | None:
        """The one line to show for a broken autosave (``autosave.json: file is empty``)."""
        if self.error is None:
            return None
        aside = f" (kept as {self.moved_to.name})" if self.moved_to is not None else ""
        return f"{self.error}{aside}"

    @property
    def backup_message(self) -> str | None:
        """Why the backup that exists cannot be offered, in one line."""
        return None if self.backup_error is None else str(self.backup_error)


@dataclass(frozen=True)
class SlotInfo:
    """One row of the saves list; ``error`` is set (and the rest mostly empty) for a broken file."""

    name: str
    path: Path
    error: str | None = None
    updated: datetime | None = None
    game: str | None = None
    """The game's name in the registry (``oh7``...)."""
    mode: str | None = None
    players: int | None = None
    names: tuple[str, ...] = ()
    round: int | None = None
    """The round (hand, deal: ``unit``) being played, 1-based."""
    scores: tuple[int, ...] = ()
    finished: bool = False
    unit: str = "round"
    """What the game counts in: ``round``, ``hand`` or ``deal`` (the game's ``progress``)."""
    count: int | None = None
    """How many rounds (hands, deals) the game has; None when a target ends it."""
    options: tuple[tuple[str, object], ...] = ()
    """The game's rules options as its save keeps them (``("sequence", "up-down")``...)."""

    @property
    def progress(self) -> str:
        """Where the game stands, in English (``hand 6 of 13``, ``round 3``; ``finished``)."""
        if self.finished:
            return "finished"
        return f"{self.unit} {self.round or 1}" + (f" of {self.count}" if self.count else "")

    @property
    def ok(self) -> bool:
        """Whether the slot loads."""
        return self.error is None


class SaveStore:
    """Saves of one user: the autosave and named slots under ``root`` (default: the data folder)."""

    def __init__(self, root: Path | None = None, *, autosave: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        self.autosave_path = Path(autosave) if autosave is not None else self.root / AUTOSAVE_NAME
        self.backup_path = self.autosave_path.with_name(backup_name(self.autosave_path.name))
        self.slots_dir = self.root / SLOTS_FOLDER
        self._autosave = AutosaveFile(self.autosave_path, self.backup_path)
        self._lock = FileLock(self.autosave_path)

    # -- who plays the autosave -----------------------------------------------------

    def claim_autosave(self, *, make_folder: bool = True) -> None:
        """Take the autosave for this process's game; raise :class:`GameOpenElsewhere` if another has it.

        Held until :meth:`release_autosave`, :meth:`discard_autosave` or the end of the process.
        """
        if not self._lock.acquire(make_folder=make_folder):
            raise GameOpenElsewhere(self.autosave_path)

    def release_autosave(self) -> None:
        """Let another window continue the autosave (this one left the game, which stays saved)."""
        self._autosave.wait()
        self._lock.release()

    # -- autosave ---------------------------------------------------------------

    def autosave(self, save: SaveFile, *, encoder: SaveEncoder | None = None) -> None:
        """Write ``save`` as the autosave durably now, keeping the previous one as the backup
        (``encoder``: the session's, which then knows the game's deals)."""
        self.claim_autosave()
        self._autosave.write_now((encoder or SaveEncoder()).encode(save))

    def autosave_action(self, payload: bytes) -> SaveError | None:
        """Write the autosave bytes after an action: atomic, and durable (fsynced) by default.

        Returns the error of this write or of an earlier one still unreported (see
        :mod:`.autosave`); never raises for a failed write.
        """
        if not self._lock.acquire():
            return GameOpenElsewhere(self.autosave_path)
        return self._autosave.write(payload)

    def wait_autosave(self) -> SaveError | None:
        """Wait for an autosave write in flight; return its error, if it failed."""
        return self._autosave.wait()

    def sync(self) -> SaveError | None:
        """Make the autosave durable now (a game ends, the app closes); return an error if that failed."""
        return self._autosave.sync()

    def load_autosave(self) -> LoadResult:
        """Load the autosave to continue it; a broken one is moved aside and the backup offered
        (see :class:`LoadResult`). This process then holds the autosave (:meth:`claim_autosave`)."""
        self.wait_autosave()
        try:
            self.claim_autosave(make_folder=False)  # merely looking creates nothing
        except GameOpenElsewhere as err:
            return LoadResult("busy", error=err)
        try:
            if self.autosave_path.exists():
                try:
                    return LoadResult("ok", *load_save_with_state(self.autosave_path))
                except SaveError as err:
                    moved = self._move_aside(self.autosave_path)
                    return self._with_backup("broken", err, moved)
            recovered = self._recover_temporary()
            if recovered is not None:
                return LoadResult("ok", save=recovered)
            return self._with_backup("missing", None, None)
        finally:
            # After any recovery: temporary files left by killed processes (never a live one's).
            for path in (self.autosave_path, self.backup_path):
                tempnames.remove_stale(path, ours_idle=True)

    def _recover_temporary(self) -> SaveFile | None:
        """Restore an autosave interrupted between its unlink and its rename (see ``replace_quickly``).

        Only the newest temporary file of a process that is gone is tried: an older one was
        superseded, and a live process's file is still being written (it renames it itself).
        """
        temps = tempnames.temporary_files(self.autosave_path)
        candidates = [temp for temp in temps if tempnames.is_stale(temp, ours_idle=True)]
        if not candidates:
            return None
        tmp = candidates[0].path
        try:
            save = load_save(tmp)
            os.rename(tmp, self.autosave_path)
        except (SaveError, OSError):
            return None  # a temporary file cut short: the previous autosave is the backup
        return save

    def _with_backup(
        self, status: Literal["missing", "broken"], error: SaveError | None, moved: Path | None
    ) -> LoadResult:
        if not self.backup_path.exists():
            return LoadResult(status, error=error, moved_to=moved)
        try:
            backup = load_save(self.backup_path)
        except SaveError as err:
            # Moved aside too: the next autosave would otherwise overwrite it.
            self._move_aside(self.backup_path)
            return LoadResult(status, error=error, moved_to=moved, backup_error=err)
        return LoadResult(status, error=error, moved_to=moved, backup=backup)

    def restore_backup(self) -> SaveFile:
        """Make the (sound) backup the autosave again and return it; raise :class:`SaveError` if unusable."""
        self.wait_autosave()
        self.claim_autosave()
        save = load_save(self.backup_path)
        self.autosave(save)
        return save

    def discard_autosave(self) -> None:
        """Remove the autosave and its backup (the game was finished or abandoned on purpose).

        Only the process playing the game may: another gets :class:`GameOpenElsewhere`.
        """
        self.claim_autosave()
        self._autosave.discard()
        self._lock.release()

    def _move_aside(self, path: Path) -> Path | None:
        try:
            return move_aside(path)
        except OSError:
            return None  # Cannot rename (read-only folder): the file stays untouched where it is.

    # -- slots --------------------------------------------------------------------

    def list_slots(self) -> list[SlotInfo]:
        """Return every slot, newest first, broken ones last (each checked by replaying it)."""
        rows = [self._slot_info(path) for path in self._slot_files()]
        return sorted(rows, key=_slot_order)

    def slot_info(self, path: Path) -> SlotInfo:
        """Return the list row for one save file (any path, e.g. the autosave)."""
        return self._slot_info(path)

    def save_slot(self, name: str, save: SaveFile, *, overwrite: bool = False) -> Path:
        """Save ``save`` under ``name``; refuse an existing name (ignoring case) unless ``overwrite``."""
        clean, target = self._slot_target(name)
        existing = self._find_slot(clean)
        if existing is not None and not overwrite:
            raise SaveError(existing, f"a save named {slotnames.from_filename(existing.name)!r} already exists")
        named = save.model_copy(update={"slot_name": clean})
        self._write(target, encode_save(named))
        tempnames.remove_stale(target)  # left by a run killed while saving this slot
        if existing is not None and existing != target:
            self._unlink(existing)  # Same name in another case: the new spelling replaces it.
        return target

    def load_slot(self, name: str) -> SaveFile:
        """Load the slot ``name``; raise :class:`SaveError` (file left untouched) if missing or broken."""
        return load_save(self._existing_slot(name))

    def delete_slot(self, name: str) -> None:
        """Delete the slot ``name`` (raise :class:`SaveError` if there is none)."""
        self._unlink(self._existing_slot(name))

    def rename_slot(self, old: str, new: str) -> Path:
        """Rename slot ``old`` to ``new``; refuse a name already used by another slot."""
        source = self._existing_slot(old)
        clean, target = self._slot_target(new)
        clash = self._find_slot(clean)
        if clash is not None and clash != source:
            raise SaveError(clash, f"a save named {slotnames.from_filename(clash.name)!r} already exists")
        save = load_save(source)
        self._write(target, encode_save(save.model_copy(update={"slot_name": clean})))
        if target != source:
            self._unlink(source)
        return target

    def _slot_files(self) -> Iterator[Path]:
        try:
            entries = sorted(self.slots_dir.iterdir())
        except FileNotFoundError:
            return iter(())
        except OSError as err:
            raise SaveError(self.slots_dir, f"cannot be listed ({err.strerror or err})") from None
        # Anything but a folder: a named pipe or a device named like a slot is listed as broken
        # (and so can be deleted from the game), never opened blocking.
        return (path for path in entries if slotnames.is_slot_file(path) and not path.is_dir())

    def _slot_info(self, path: Path) -> SlotInfo:
        name = slotnames.from_filename(path.name)
        try:
            save, state = load_save_with_state(path)
            summary = summarize(state, save.game)
        except SaveError as err:
            return SlotInfo(name, path, error=err.reason)
        return SlotInfo(
            name,
            path,
            updated=save.updated,
            game=save.game,
            mode=str(save.rules["mode"]) if "mode" in save.rules else None,
            players=save.players,
            names=tuple(save.names),
            round=summary.round,
            scores=tuple(summary.scores),
            finished=summary.finished,
            unit=summary.unit,
            count=summary.count,
            options=tuple(save.rules.items()),
        )

    def _slot_target(self, name: str) -> tuple[str, Path]:
        try:
            clean = slotnames.normalize(name)
            return clean, self.slots_dir / slotnames.to_filename(clean)
        except slotnames.SlotNameError as err:
            raise SaveError(self.slots_dir, str(err)) from None

    def _find_slot(self, name: str) -> Path | None:
        for path in self._slot_files():
            if slotnames.same(slotnames.from_filename(path.name), name):
                return path
        return None

    def _existing_slot(self, name: str) -> Path:
        path = self._find_slot(name)
        if path is None:
            raise SaveError(self.slots_dir, f"no save named {name!r}")
        return path

    # -- files outside the store ---------------------------------------------------

    def export(self, save: SaveFile, path: Path) -> None:
        """Write the game's bare record (what ``oh7 replay`` reads) to ``path``, atomically
        (refused, untouched, if ``path`` is a link, a folder, a pipe or a device)."""
        problem = output_problem(Path(path), new_folders=True)
        if problem is not None:
            raise SaveError(path, problem)
        try:
            write_json_atomic(Path(path), save.record)
        except OSError as err:
            raise SaveError(path, f"cannot be written ({err.strerror or err})") from None

    def import_file(self, path: Path, *, slot_name: str | None = None, seats: Sequence[SeatKind] | None = None) -> SaveFile:
        """Read a save or bare record from ``path`` and keep it as a slot (named after the file by default)."""
        save = load_any(Path(path), seats)
        base = slot_name or save.slot_name or Path(path).stem
        self.save_slot(self._free_name(base), save)
        return save

    def _free_name(self, base: str) -> str:
        name, n = base, 1
        while self._find_slot(name) is not None:
            n += 1
            name = f"{base} ({n})"
        return name

    # -- writing ------------------------------------------------------------------

    def _write(self, path: Path, payload: bytes) -> None:
        try:
            write_bytes_atomic(path, payload)
        except OSError as err:
            raise SaveError(path, f"cannot be written ({err.strerror or err})") from None

    def _unlink(self, path: Path) -> None:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as err:
            raise SaveError(path, f"cannot be removed ({err.strerror or err})") from None


def read_save_file(path: Path, seats: Sequence[SeatKind] | None = None) -> SaveFile:
    """Read a save or bare record anywhere (``oh7 play --load FILE``); raise :class:`SaveError`."""
    return load_any(Path(path), seats)


def _slot_order(row: SlotInfo) -> tuple[int, float, str]:
    stamp = row.updated.timestamp() if row.updated is not None else 0.0
    return (0 if row.ok else 1, -stamp, row.name.casefold())
