"""``oh7 saves``: list the saved games and their status; ``--check`` validates every one.

``oh7 saves`` prints a table (slot, last updated, game, options, players, progress, scores, status) of
the autosave and every named slot, each replayed through the engine. It exits 0.
``oh7 saves --check`` prints one line per file, ``OK`` or ``BROKEN`` with what is wrong,
and exits 1 if any file is broken (0 otherwise): an autosave that is a link to nothing (or
to itself) and a folder named like a save are broken too. Names are shown escaped and cut. Files are only read, never changed. A data
folder that cannot be read at all is one line on stderr and status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TextIO

from ..games.terminal import LINE_WIDTH, message_line, shown
from . import slotnames
from .errors import SaveError
from .store import SaveStore, SlotInfo

AUTOSAVE_LABEL = "(autosave)"


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 saves [--check]``; return the exit status."""
    parser = argparse.ArgumentParser(prog="oh7 saves", description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="validate every save; exit 1 if any is broken")
    args = parser.parse_args(argv)
    store = SaveStore()
    try:
        rows = _rows(store)
    except SaveError as err:  # the data folder itself cannot be read (a file, no permission)
        print(f"oh7 saves: {message_line(f'{err.path}: {err.reason}')}", file=sys.stderr)
        return 2
    if args.check:
        return _print_check(rows, sys.stdout)
    _print_table(rows, sys.stdout, store)
    _print_kept_aside(store, sys.stdout)
    return 0


def _rows(store: SaveStore) -> list[SlotInfo]:
    rows = []
    if os.path.lexists(store.autosave_path):  # a link to nothing, or to itself, is a broken autosave
        info = store.slot_info(store.autosave_path)
        rows.append(SlotInfo(AUTOSAVE_LABEL, **{k: v for k, v in vars(info).items() if k != "name"}))
    return rows + store.list_slots() + _folders(store)


def _folders(store: SaveStore) -> list[SlotInfo]:
    """Folders named like saves: the store never opens them, but ``--load`` calls them broken."""
    try:
        entries = sorted(store.slots_dir.iterdir())
    except OSError:
        return []  # listing the slots already said why
    return [SlotInfo(slotnames.from_filename(path.name), path, error="is a folder, not a file")
            for path in entries if slotnames.is_slot_file(path) and not path.is_symlink() and path.is_dir()]


def _print_check(rows: list[SlotInfo], out: TextIO) -> int:
    if not rows:
        print("no saves", file=out)
        return 0
    for row in rows:
        path = shown(str(row.path), LINE_WIDTH)
        print(f"OK      {path}" if row.ok else message_line(f"BROKEN  {path}: {row.error}"), file=out)
    broken = sum(not row.ok for row in rows)
    print(f"{len(rows)} file{'s' if len(rows) != 1 else ''}, {broken} broken", file=out)
    return 1 if broken else 0


def _print_table(rows: list[SlotInfo], out: TextIO, store: SaveStore) -> None:
    if not rows:
        print(f"no saves in {shown(str(store.root), LINE_WIDTH)}", file=out)
        return
    header = ("slot", "updated", "game", "options", "players", "progress", "scores", "status")
    table = [header] + [_cells(row) for row in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(header) - 1)]
    for line in table:
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths)) + "  " + line[-1], file=out)
    print(f"({shown(str(store.root), LINE_WIDTH)})", file=out)


def _print_kept_aside(store: SaveStore, out: TextIO) -> None:
    """Name the broken files moved aside earlier, so a player can find (or delete) them."""
    try:
        aside = sorted(path.name for path in store.root.glob("*.broken*"))
    except OSError:
        return
    if aside:
        print(f"kept aside (broken, never deleted by the app): {', '.join(map(shown, aside))}", file=out)


def _cells(row: SlotInfo) -> tuple[str, ...]:
    if not row.ok:
        return (shown(row.name), "", "", "", "", "", "", message_line(f"BROKEN: {row.error}"))
    updated = row.updated.astimezone().strftime("%Y-%m-%d %H:%M") if row.updated else ""
    players = ", ".join(map(shown, row.names)) if row.names else str(row.players)
    status = "OK, finished" if row.finished else "OK"
    return (shown(row.name), updated, shown(_title(row.game)), shown(_options(row), 120), players, shown(row.progress, 80),
            " ".join(map(str, row.scores)), status)


def _title(game: str | None) -> str:
    """The game's name as players know it (``Oh Hell``), from the registry."""
    from oh7_desktop.games import registry

    try:
        return registry.get(game or "oh7").title
    except registry.UnknownGame:
        return game or ""


def _options(row: SlotInfo) -> str:
    """The game's options but the number of players (a column of its own): ``mode=base target=35``."""
    return " ".join(f"{key}={'yes' if value is True else 'no' if value is False else value}"
                    for key, value in row.options if key != "players")


if __name__ == "__main__":
    sys.exit(main())
