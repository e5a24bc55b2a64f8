"""Statistics of the history, per profile and per bot level, for the screen and ``oh7 stats``.

Who the figures are about (a *subject*): a profile (a person, by name), or a bot level
(``easy``, ``medium``...: every seat that level played, so a level sitting twice at one
table counts twice). An *entry* is one seat in one game. For a subject:

- ``games``, ``wins``: its entries, and those that won (a shared victory is a win for each).
- ``by_opponents``: games and wins by the level of the *other* seats: a level when every
  other seat is a bot of that level, ``people`` when every other seat is a person, ``mixed``
  otherwise.
- ``bets``/``made``: rounds in which it bet, and made its bet; ``by_bet``: the same by bet
  value. Games without bets (``round_results`` gives ``bets=None``) add nothing here, and a
  subject that never bet has ``bets == 0`` (shown as a dash, never as 0 %).
- ``points_per_round``: its points over its rounds.
- ``longest_streak``: most wins in a row, games taken in the order they ended.
- ``best``: its best game: a win before a loss, then the widest margin over the best other
  seat, then the highest total, then the earliest.
- ``timeline``: win (True) or not, game by game in order (the chart of win share over time).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

from .entry import parse_utc
from .query import Filter



@dataclass
class Tally:
    """A count and how many of them succeeded (games and wins, bets and bets made)."""

    count: int = 0
    hits: int = 0

    @property
    def share(self) -> float | None:
        """``hits / count`` (None when there is nothing to share)."""
        return self.hits / self.count if self.count else None

    def add(self, count: int, hits: int) -> None:
        """Count more."""
        self.count += count
        self.hits += hits


@dataclass(frozen=True)
class BestGame:
    """A subject's best game: which, when, its total, the margin over the best other seat, won or not."""

    game_id: int
    ended: datetime
    total: int
    margin: int
    won: bool


@dataclass
class SubjectStats:
    """The figures of one profile or one bot level (see the module's docstring)."""

    key: str
    """``p:<profile id>``, ``n:<name>`` (a person without a profile) or ``l:<level>``."""
    name: str
    colour: str | None = None
    results: Tally = field(default_factory=Tally)
    by_opponents: dict[str, Tally] = field(default_factory=dict)
    bets: Tally = field(default_factory=Tally)
    by_bet: dict[int, Tally] = field(default_factory=dict)
    rounds: int = 0
    points: int = 0
    longest_streak: int = 0
    best: BestGame | None = None

    @property
    def kind(self) -> str:
        """``level`` for a bot level, ``profile`` for a person."""
        return "level" if self.key.startswith("l:") else "profile"

    @property
    def games(self) -> int:
        """Entries (games played; for a level, seats played)."""
        return self.results.count

    @property
    def wins(self) -> int:
        """Entries won."""
        return self.results.hits

    @property
    def points_per_round(self) -> float | None:
        """Points per round played (None before any round)."""
        return self.points / self.rounds if self.rounds else None

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready figures (``oh7 stats --json``)."""
        best = self.best
        return {
            "games": self.games, "wins": self.wins, "win_share": _round(self.results.share),
            "by_opponents": {k: _tally(v) for k, v in sorted(self.by_opponents.items())},
            "bets": self.bets.count, "bets_made": self.bets.hits, "bets_made_share": _round(self.bets.share),
            "by_bet": {str(k): _tally(v) for k, v in sorted(self.by_bet.items())},
            "rounds": self.rounds, "points": self.points, "points_per_round": _round(self.points_per_round),
            "longest_streak": self.longest_streak,
            "best_game": None if best is None else {"id": best.game_id, "ended": best.ended.isoformat(),
                                                    "total": best.total, "margin": best.margin, "won": best.won},
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _tally(tally: Tally) -> dict[str, Any]:
    return {"count": tally.count, "hits": tally.hits, "share": _round(tally.share)}


@dataclass
class Stats:
    """Everything the statistics screen shows for one filter."""

    where: Filter
    games: int = 0
    profiles: dict[str, SubjectStats] = field(default_factory=dict)
    levels: dict[str, SubjectStats] = field(default_factory=dict)

    def subjects(self) -> list[SubjectStats]:
        """Profiles (by name), then levels (weakest first)."""
        order = {level: i for i, level in enumerate(("random", "easy", "medium", "hard"))}
        return [*sorted(self.profiles.values(), key=lambda s: s.name.casefold()),
                *sorted(self.levels.values(), key=lambda s: (order.get(s.name, 99), s.name))]

    def as_dict(self) -> dict[str, Any]:
        """``{"games": N, "filter": {...}, "players": {...}, "levels": {...}}``."""
        return {"games": self.games, "filter": self.where.as_dict(),
                "players": {s.name: s.as_dict() for s in sorted(self.profiles.values(), key=lambda s: s.name)},
                "levels": {s.name: s.as_dict() for s in self.subjects() if s.kind == "level"}}


# -- computing ------------------------------------------------------------------------------

_NO_DATE = datetime(1970, 1, 1, tzinfo=timezone.utc)
_TOTALS = """SELECT subject, opponents, sum(games), sum(wins), sum(rounds), sum(points), sum(bets), sum(made)
FROM tallies t WHERE {where} GROUP BY subject, opponents"""
_IN_ORDER = "SELECT subject, winner, margin, total, game_id FROM entries e WHERE {where} ORDER BY ended, game_id, seat"
_BY_BET = "SELECT subject, bet, sum(rounds), sum(made) FROM bet_tallies t WHERE {where} GROUP BY subject, bet"
_TIMELINE = "SELECT winner FROM entries e WHERE {where} AND subject = ? ORDER BY ended, game_id, seat"


def compute_stats(conn: sqlite3.Connection, where: Filter = Filter(), *, by_bet: bool = True) -> Stats:
    """Compute every subject's figures over the games ``where`` selects.

    Counts and sums come from the tallies (a few hundred rows); the longest streaks and best
    games from one scan of the entries in the order games ended.
    """
    stats = Stats(where)
    condition, values = where.where("t")
    subjects = _Subjects(conn, stats)
    for key, opponents, games, wins, rounds, points, bets, made in conn.execute(_TOTALS.format(where=condition),
                                                                                 values):
        subject = subjects.get(key)
        subject.results.add(games, wins)
        subject.by_opponents[opponents] = Tally(games, wins)
        subject.rounds += rounds
        subject.points += points
        subject.bets.add(bets, made)
    if by_bet:
        for key, tallies in bets_by_value(conn, where).items():
            subjects.get(key).by_bet = tallies
    condition, values = where.where("e")
    stats.games = _streaks_and_best(conn.execute(_IN_ORDER.format(where=condition), values), subjects)
    best = [s.best for s in stats.subjects() if s.best is not None]
    ended = dict(conn.execute(f"SELECT id, ended FROM games WHERE id IN ({','.join('?' * len(best))})",
                              [b.game_id for b in best]))
    for subject in stats.subjects():
        if subject.best is not None:
            subject.best = replace(subject.best, ended=parse_utc(ended[subject.best.game_id]))
    return stats


def _streaks_and_best(rows: Iterable[tuple[str, int, int, int, int]], subjects: _Subjects) -> int:
    """One pass over the entries in order: each subject's longest run of wins and best game
    (its date is filled in afterwards); return the number of games."""
    runs: dict[str, list[int]] = {}
    best: dict[str, tuple[int, int, int, int]] = {}
    games, last = 0, None
    for key, won, margin, total, game_id in rows:
        if game_id != last:
            games, last = games + 1, game_id
        run = runs.get(key)
        if run is None:
            run = runs[key] = [0, 0]
        run[0] = run[0] + 1 if won else 0
        if run[0] > run[1]:
            run[1] = run[0]
        mark = best.get(key)
        if mark is None or (won, margin, total) > mark[:3]:  # strictly better: the earlier game stays
            best[key] = (won, margin, total, game_id)
    for key, (_, longest) in runs.items():
        subjects.get(key).longest_streak = longest
    for key, (won, margin, total, game_id) in best.items():
        subjects.get(key).best = BestGame(game_id, _NO_DATE, total, margin, bool(won))
    return games


def bets_by_value(conn: sqlite3.Connection, where: Filter, subject: str | None = None) -> dict[str, dict[int, Tally]]:
    """Bets and bets made by bet value, by subject (only ``subject`` if given)."""
    condition, values = where.where("t")
    if subject is not None:
        condition, values = f"{condition} AND t.subject = ?", [*values, subject]
    found: dict[str, dict[int, Tally]] = {}
    for key, bet, count, made in conn.execute(_BY_BET.format(where=condition), values):
        found.setdefault(key, {})[int(bet)] = Tally(count, made)
    return found


def timeline(conn: sqlite3.Connection, where: Filter, subject: str) -> list[bool]:
    """The subject's results game by game, in the order the games ended (True: won)."""
    condition, values = where.where("e")
    return [bool(row[0]) for row in conn.execute(_TIMELINE.format(where=condition), [*values, subject])]


class _Subjects:
    """Finds or creates the :class:`SubjectStats` of a subject key, with its name and colour."""

    def __init__(self, conn: sqlite3.Connection, stats: Stats) -> None:
        self.stats = stats
        self.profiles = {f"p:{r[0]}": (str(r[1]), str(r[2]))
                         for r in conn.execute("SELECT id, name, colour FROM profiles")}

    def get(self, key: str) -> SubjectStats:
        """The subject of ``key`` (created on first sight)."""
        if key.startswith("l:"):
            found = self.stats.levels.get(key[2:])
            if found is None:
                found = self.stats.levels[key[2:]] = SubjectStats(key, key[2:])
            return found
        name, colour = self.profiles.get(key, (key[2:], None))
        found = self.stats.profiles.get(name)
        if found is None:
            found = self.stats.profiles[name] = SubjectStats(key, name, colour)
        return found
