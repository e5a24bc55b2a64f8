"""What a finished round is worth to each seat: relative points, and the game's end.

A round's value to a seat is its points minus the mean of the others' (what decides who
is ahead), plus a bonus when the round ends the game: winning is worth ``GAME_BONUS``
points more, and another seat winning costs the mean share of it. With a race model
(:mod:`.race`), a round is worth instead the seat's chance of winning the game after it,
in percent (the whole game when the round ends it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..engine import SeatView
from .race import Race
from .sim import Sim

GAME_BONUS: Final = 25.0
RACE_SCALE: Final = 100.0
"""Win chances are valued in percent: about the size of a round's relative points, which
the search's exploration constant was tuned for."""


class Scorer:
    """Turns a finished simulated round into every seat's value."""

    __slots__ = ("totals", "made_bets", "target", "bonus", "race", "_cache")

    def __init__(self, totals: Sequence[int], made_bets: Sequence[int], target: int,
                 bonus: float = GAME_BONUS, race: Race | None = None) -> None:
        self.totals, self.made_bets = list(totals), list(made_bets)
        self.target, self.bonus, self.race = target, bonus, race
        self._cache: dict[tuple[int, ...], list[float]] = {}

    @classmethod
    def of(cls, view: SeatView, bonus: float = GAME_BONUS, race: Race | None = None) -> Scorer:
        """Return the scorer of the game the view shows (``race``: value win chances)."""
        return cls(view.totals, view.made_bets, view.rules.target, bonus, race)

    def values(self, sim: Sim) -> list[float]:
        """Return each seat's value of the finished round ``sim``."""
        points = sim.points()
        if self.race is not None:
            return self.chances(points, [b == w for b, w in zip(sim.bets, sim.won)])
        n = len(points)
        total = sum(points)
        out = [p - (total - p) / (n - 1) for p in points]
        if self.bonus:
            shares = self.win_shares(points, [b == w for b, w in zip(sim.bets, sim.won)])
            if shares is not None:
                for s in range(n):
                    out[s] += self.bonus * (shares[s] - (1.0 - shares[s]) / (n - 1))
        return out

    def chances(self, points: list[int], made: list[bool]) -> list[float]:
        """Return each seat's chance of winning the game (in percent) after this round."""
        key = tuple(points) + tuple(made)
        out = self._cache.get(key)
        if out is None:
            assert self.race is not None
            shares = self.win_shares(points, made)
            if shares is None:
                shares = self.race.chances([t + p for t, p in zip(self.totals, points)])
            out = self._cache[key] = [RACE_SCALE * x for x in shares]
        return out

    def win_shares(self, points: Sequence[int], made: Sequence[bool]) -> list[float] | None:
        """Return each seat's share of victory if this round ends the game, else None."""
        totals = [t + p for t, p in zip(self.totals, points)]
        candidates = [s for s in range(len(points)) if made[s] and totals[s] >= self.target]
        if not candidates:
            return None
        made_bets = [m + int(ok) for m, ok in zip(self.made_bets, made)]
        most = max(made_bets[s] for s in candidates)
        best = [s for s in candidates if made_bets[s] == most]
        top = max(totals[s] for s in best)
        winners = [s for s in best if totals[s] == top]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(len(points))]
