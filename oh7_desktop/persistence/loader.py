"""Turn a file into a checked :class:`SaveFile`, or a :class:`SaveError` naming what is wrong.

The steps, each with its own message: size and bytes (:mod:`.codec`), format and version,
upgrade of older versions (:mod:`.upgrade`), the model's validation (:mod:`.models`), and
last the engine's replay of the embedded record (:mod:`.records`).
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from pydantic import ValidationError

from .codec import check_format, check_version, describe_validation, read_json
from .errors import SaveError
from .models import SAVE_FORMAT, SAVE_VERSION, SaveFile, Seat, SeatKind
from .records import RecordProblem, check_record
from .upgrade import upgrade

SAVE_WHAT = "an Oh 7 save"
ANY_WHAT = "an Oh 7 save or game record"


def load_save(path: Path) -> SaveFile:
    """Read, upgrade and check the save file at ``path``; raise :class:`SaveError` if unusable."""
    save, _ = load_save_with_state(path)
    return save


def load_save_with_state(path: Path) -> tuple[SaveFile, Any]:
    """Like :func:`load_save`, also returning the engine's state replayed from the record."""
    data = check_format(path, read_json(path), SAVE_FORMAT, what=SAVE_WHAT)
    return _from_save_dict(path, data)


def load_any(path: Path, seats: Sequence[SeatKind] | None = None) -> SaveFile:
    """Read a save, or a bare game record (``oh7 replay``'s input), as a checked :class:`SaveFile`.

    A bare record carries no seat kinds: ``seats`` gives them (default: seat 0 human, the
    others medium bots); names come from the record, or are ``Player 1``... .
    """
    return load_any_with_state(path, seats)[0]


def load_any_with_state(path: Path, seats: Sequence[SeatKind] | None = None) -> tuple[SaveFile, Any]:
    """Like :func:`load_any`, also returning the engine's state replayed from the record."""
    data = read_json(path)
    game = _record_game(data)
    if game is not None:
        return _from_record(path, data, game, seats)
    data = check_format(path, data, SAVE_FORMAT, what=ANY_WHAT)
    return _from_save_dict(path, data)


def _from_save_dict(path: Path, data: dict[str, Any]) -> tuple[SaveFile, Any]:
    version = check_version(path, data, SAVE_VERSION, what="save")
    if version < SAVE_VERSION:
        try:
            data = upgrade(data, now=_mtime(path))
        except ValueError as err:
            raise SaveError(path, str(err)) from None
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as err:
        raise SaveError(path, describe_validation(err)) from None
    except Exception as err:  # noqa: BLE001 - a file must never crash a screen: name the fault
        raise SaveError(path, f"cannot be read ({type(err).__name__}: {' '.join(str(err).split())})") from None
    return save, _replay(path, save.record, save.game)


def _record_game(data: Any) -> str | None:
    """The name of the game whose record ``data`` is (None: not a known game record)."""
    from oh7_desktop.games import registry

    if not isinstance(data, dict) or data.get("format") == SAVE_FORMAT:
        return None
    try:
        return registry.by_record_format(data.get("format")).name
    except registry.UnknownGame:
        return None


def _from_record(path: Path, record: dict[str, Any], game: str,
                 seats: Sequence[SeatKind] | None) -> tuple[SaveFile, Any]:
    from oh7_desktop.games import registry

    state = _replay(path, record, game)  # the rules were checked with the record
    rules = record.get("rules", {})
    players = registry.get(game).players(registry.get(game).rules_from_options(rules))
    names = record.get("names") or [f"Player {n + 1}" for n in range(players)]
    kinds = list(seats) if seats is not None else default_seats(players)
    if len(kinds) != players:
        raise SaveError(path, f"{len(kinds)} seat kinds given for a {players}-player game")
    try:
        save = SaveFile(
            game=game,
            rules=rules,
            seats=[Seat(kind=kind.kind, level=kind.level, name=name) for kind, name in zip(kinds, names)],
            record=record,
        )
    except ValidationError as err:
        raise SaveError(path, describe_validation(err)) from None
    return save, state


def default_seats(players: int) -> list[SeatKind]:
    """Seat 0 a human, the others medium bots: how an imported bare record is seated."""
    return [SeatKind(kind="human")] + [SeatKind(kind="bot", level="medium")] * (players - 1)


def _replay(path: Path, record: dict[str, Any], game: str) -> Any:
    try:
        return check_record(record, game)
    except RecordProblem as err:
        raise SaveError(path, str(err)) from None


def _mtime(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(int(os.stat(path).st_mtime), timezone.utc)
    except OSError:
        return datetime.now(timezone.utc).replace(microsecond=0)


_encode = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode


def encode_save(save: SaveFile) -> bytes:
    """Return the bytes of a save file: UTF-8 JSON, one field a line and one deal a line.

    Made of a few C-encoded pieces rather than fully indented (several times slower), yet
    still readable in an editor. For every action of one game, :class:`SaveEncoder`.
    """
    return SaveEncoder().encode(save)


class SaveEncoder:
    """Encodes successive saves of one game as :func:`encode_save` does, each deal's line once.

    The autosave writes the whole game after every action; a game of thousands of deals
    spent tens of milliseconds an action turning them all into JSON again. A deal entry that
    is the same object as in the previous save (the engine's ``RecordWriter`` shares finished
    deals) keeps its line, so each save costs the deal in play plus joining the lines. A deal
    entry must therefore not be changed once encoded.
    """

    def __init__(self) -> None:
        self._lines: list[tuple[Any, bytes]] = []

    def encode(self, save: SaveFile) -> bytes:
        """Return the bytes of ``save`` (the same as :func:`encode_save`), joined once."""
        head = save.model_dump(mode="json", exclude={"record"})
        pieces: list[bytes] = [b"{\n"]
        for n, key in enumerate(type(save).model_fields):
            pieces += (b",\n" if n else b"", f" {_encode(key)}: ".encode())
            if key == "record":
                self._record(save.record, pieces)
            else:
                pieces.append(_encode(head[key]).encode())
        pieces.append(b"\n}\n")
        return b"".join(pieces)

    def _record(self, record: dict[str, Any], pieces: list[bytes]) -> None:
        pieces.append(b"{\n")
        for n, (key, value) in enumerate(record.items()):
            pieces += (b",\n" if n else b"", f"  {_encode(key)}: ".encode())
            if key == "deals" and isinstance(value, list) and value:
                pieces += (b"[\n   ", b",\n   ".join(self._deal_lines(value)), b"\n  ]")
            else:
                pieces.append(_encode(value).encode())
        pieces.append(b"\n }")

    def _deal_lines(self, deals: list[Any]) -> list[bytes]:
        kept, fresh = self._lines, []
        for index, deal in enumerate(deals):
            same = index < len(kept) and kept[index][0] is deal
            fresh.append(kept[index] if same else (deal, _encode(deal).encode()))
        self._lines = fresh
        return [line for _, line in fresh]
