"""One game as the history keeps it, built from the game's record through the game interface.

:func:`entry_from_record` replays the record with the registered game (any game: Oh 7 ?, Oh
Hell, Seven Up, Red7) and keeps what the statistics need: the rules options, the seats with
their level or profile name, the winners, and per round what ``round_results`` gives (points,
totals, and bets, tricks and made bets where the game has them, None otherwise).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from oh7_desktop.games import registry
from oh7_desktop.games.interface import GameError, RoundResult

FINISHED = "finished"
ABANDONED = "abandoned"
PEOPLE = "people"
MIXED = "mixed"


@dataclass(frozen=True)
class SeatEntry:
    """Who played a seat: a person (``level`` None; a profile of that name) or a bot of a level."""

    name: str
    kind: str = "bot"
    level: str | None = None
    total: int = 0
    winner: bool = False

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person."""
        return self.kind == "human"

    @property
    def base_level(self) -> str | None:
        """The bot level without a budget (``hard:400`` -> ``hard``); None for a person."""
        return None if self.level is None else self.level.split(":", 1)[0]

    @property
    def as_opponent(self) -> str:
        """What this seat is to the others: ``people`` or its bot level."""
        return PEOPLE if self.is_human else (self.base_level or "")


@dataclass(frozen=True)
class GameEntry:
    """A finished or abandoned game, ready to be written in one transaction."""

    uid: str
    game: str
    rules: Mapping[str, Any]
    players: int
    seed: int | None
    started: datetime
    ended: datetime
    status: str
    seats: tuple[SeatEntry, ...]
    rounds: tuple[RoundResult, ...]
    record: Mapping[str, Any]
    undo: bool = False
    colours: Mapping[str, str] = field(default_factory=dict)
    """Profile colours chosen for human seats (name -> ``#rrggbb``), applied when written."""

    @property
    def bots_only(self) -> bool:
        """True when no person played (``--autoplay``, or a table of bots)."""
        return not any(seat.is_human for seat in self.seats)

    @property
    def mode(self) -> str | None:
        """The rules' ``mode`` option if the game has one (a filter of the statistics)."""
        mode = self.rules.get("mode")
        if mode == "base" and self.game == "oh7" and self.players == 2:
            return "two"
        return str(mode) if mode is not None else None

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats (none for an abandoned game)."""
        return tuple(index for index, seat in enumerate(self.seats) if seat.winner)

    def margin(self, seat: int) -> int:
        """The seat's total minus the best other seat's (0 alone at the table)."""
        others = [s.total for i, s in enumerate(self.seats) if i != seat]
        return self.seats[seat].total - max(others) if others else 0

    def opponents(self, seat: int) -> str:
        """Who the seat played against: a bot level when every other seat is a bot of that
        level, ``people`` when every other seat is a person, ``mixed`` otherwise."""
        labels = {s.as_opponent for i, s in enumerate(self.seats) if i != seat}
        return labels.pop() if len(labels) == 1 else MIXED

    def seat_figures(self, seat: int) -> tuple[int, int, int]:
        """The seat's points over all rounds, rounds it bet in, and bets it made."""
        points = sum(r.points[seat] for r in self.rounds)
        bets = sum(1 for r in self.rounds if r.bets is not None)
        made = sum(1 for r in self.rounds if r.made is not None and r.made[seat])
        return points, bets, made


def game_uid(game: str, seed: object, started: datetime, names: Sequence[str], token: str | None = None) -> str:
    """A stable identity for a game: the same game recorded again (abandoned, then finished
    after Continue) replaces its row instead of adding one.

    ``token`` is the save's own random id (``SaveFile.uid``, kept when the game is continued),
    so two games are two rows even with the same seed and names started in the same second
    (two ``--autoplay`` runs side by side). Saves written before it had one are known by
    ``started`` (the save's creation, to the second), the seed and the names alone.

    >>> game_uid("oh7", 7, datetime(2024, 5, 1, tzinfo=timezone.utc), ["A", "B"])
    'oh7-880c61143bb99ebb'
    """
    text = "\x1f".join([game, str(seed), utc_text(started), *names, *([token] if token else [])])
    return f"{game}-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}"


def utc_text(moment: datetime) -> str:
    """``moment`` as sortable ISO text in UTC to the second (``2024-05-01T12:00:00Z``)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_utc(text: str) -> datetime:
    """The inverse of :func:`utc_text`."""
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def entry_from_record(game_name: str, record: Mapping[str, Any], seats: Sequence[SeatEntry], *,
                      started: datetime, ended: datetime, undo: bool = False,
                      colours: Mapping[str, str] | None = None, token: str | None = None) -> GameEntry:
    """Replay ``record`` with the registered game and return its history entry.

    ``seats`` give each seat's name, kind and level (totals and winners come from the
    game). The status is ``finished`` when the game is over, else ``abandoned``. Raises
    :class:`~oh7_desktop.games.interface.GameError` for a record the game refuses. ``token``:
    the save's own id (see :func:`game_uid`).
    """
    game = registry.get(game_name)
    state = game.from_record(dict(record))
    totals = tuple(game.totals(state))
    if len(seats) != len(totals):
        raise GameError(f"{len(seats)} seats given for a game of {len(totals)} players")
    over = game.is_over(state)
    winners = set(game.winners(state)) if over else set()
    played = tuple(SeatEntry(s.name, s.kind, None if s.kind == "human" else s.level, int(totals[i]), i in winners)
                   for i, s in enumerate(seats))
    rules = record.get("rules")
    seed = record.get("seed")
    return GameEntry(
        uid=game_uid(game_name, seed, started, [s.name for s in seats], token),
        game=game_name, rules=dict(rules) if isinstance(rules, Mapping) else {}, players=len(totals),
        seed=seed if isinstance(seed, int) else None, started=started, ended=ended,
        status=FINISHED if over else ABANDONED, seats=played, rounds=tuple(game.round_results(state)),
        record=dict(record), undo=undo, colours=dict(colours or {}),
    )
