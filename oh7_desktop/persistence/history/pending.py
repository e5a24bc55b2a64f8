"""Games waiting to be recorded: a folder of JSON files next to the history, written when the
history cannot take a game now (locked by another process too long, read-only, a full disk,
an I/O error) and recorded at the next opening of the history.

    queue_entry(folder, entry)       # history-pending/<uid>.json, written atomically and durably
    drain(HistoryDB(conn), folder)   # records every waiting game, then removes its file

A game waits under its uid, so the same game queued twice (abandoned, then finished) is one
file, and one row once recorded (a finished game is never replaced by an abandoned copy).
A file that cannot be read is set aside (``.broken``), never deleted.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from oh7_desktop.games.interface import RoundResult

from ..atomic import move_aside, write_json_atomic
from .db import HistoryDB
from .entry import FINISHED, GameEntry, SeatEntry, parse_utc, utc_text

PENDING_DIR = "history-pending"
"""The folder (next to ``history.sqlite3``) holding the games waiting to be recorded."""
PENDING_FORMAT = "oh7-history-pending"


def pending_folder(history: Path) -> Path:
    """The waiting games' folder of the history at ``history``."""
    return history.parent / PENDING_DIR


def entry_to_json(entry: GameEntry) -> dict[str, Any]:
    """``entry`` as plain JSON values (the inverse of :func:`entry_from_json`)."""
    return {
        "format": PENDING_FORMAT, "version": 1, "uid": entry.uid, "game": entry.game, "rules": dict(entry.rules),
        "players": entry.players, "seed": entry.seed, "started": utc_text(entry.started),
        "ended": utc_text(entry.ended), "status": entry.status, "undo": entry.undo, "colours": dict(entry.colours),
        "seats": [[s.name, s.kind, s.level, s.total, s.winner] for s in entry.seats],
        "rounds": [[list(r.points), list(r.totals), _list(r.bets), _list(r.tricks), _list(r.made)]
                   for r in entry.rounds],
        "record": dict(entry.record),
    }


def entry_from_json(data: Mapping[str, Any]) -> GameEntry:
    """The game written by :func:`entry_to_json`; raises ``ValueError``/``KeyError``/``TypeError`` if malformed."""
    if data.get("format") != PENDING_FORMAT:
        raise ValueError("not a waiting game")
    seats = tuple(SeatEntry(str(n), str(k), None if lv is None else str(lv), int(t), bool(w))
                  for n, k, lv, t, w in data["seats"])
    rounds = tuple(RoundResult(tuple(int(p) for p in points), tuple(int(t) for t in totals), _ints(bets),
                               _ints(tricks), None if made is None else tuple(bool(m) for m in made))
                   for points, totals, bets, tricks, made in data["rounds"])
    seed = data.get("seed")
    return GameEntry(
        uid=str(data["uid"]), game=str(data["game"]), rules=dict(data["rules"]), players=int(data["players"]),
        seed=seed if isinstance(seed, int) else None, started=parse_utc(data["started"]),
        ended=parse_utc(data["ended"]), status=str(data["status"]), seats=seats, rounds=rounds,
        record=dict(data["record"]), undo=bool(data.get("undo")), colours=dict(data.get("colours") or {}))


def queue_entry(folder: Path, entry: GameEntry) -> Path:
    """Keep ``entry`` in ``folder`` until it can be recorded (a finished copy is never replaced by an
    abandoned one); return its file. Raises ``OSError`` if it cannot be written (a full disk)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{_safe(entry.uid)}.json"
    if entry.status != FINISHED and _queued_status(path) == FINISHED:
        return path
    write_json_atomic(path, entry_to_json(entry))
    return path


def waiting(folder: Path) -> list[Path]:
    """The waiting games' files, oldest name first."""
    try:
        return sorted(p for p in folder.iterdir() if p.suffix == ".json" and p.is_file())
    except OSError:
        return []


def drain(db: HistoryDB, folder: Path) -> int:
    """Record every waiting game in ``db`` and remove its file once committed; return how many.

    Stops at the first database error (still locked, read-only, full): the rest wait on.
    """
    recorded = 0
    for path in waiting(folder):
        try:
            entry = entry_from_json(json.loads(path.read_text(encoding="utf-8")))
        except OSError:
            continue
        except (ValueError, KeyError, TypeError, IndexError):
            _set_aside(path)
            continue
        try:
            db.record(entry)
        except sqlite3.Error:
            break
        try:
            os.unlink(path)
        except OSError:
            break  # recorded; recording it again later replaces its row
        recorded += 1
    return recorded


def _queued_status(path: Path) -> str | None:
    try:
        return str(json.loads(path.read_text(encoding="utf-8")).get("status"))
    except (OSError, ValueError, AttributeError):
        return None


def _set_aside(path: Path) -> None:
    try:
        move_aside(path)
    except OSError:
        pass


def _safe(uid: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in uid)[:80] or "game"


def _list(values: tuple[Any, ...] | None) -> list[Any] | None:
    return None if values is None else list(values)


def _ints(values: Any) -> tuple[int, ...] | None:
    return None if values is None else tuple(int(v) for v in values)
