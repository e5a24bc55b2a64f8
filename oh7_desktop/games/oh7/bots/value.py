"""What a finished round is worth to each seat: relative points, and the game's end.

A round's value to a seat is its points minus the mean of the others' (what decides who
is ahead), plus a bonus when the round ends the game: winning is worth ``GAME_BONUS``
points more, and another seat winning costs the mean share of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .. import SeatView
from ..fast import Sim

GAME_BONUS: Final = 25.0


class Scorer:
    """Turns a finished simulated round into every seat's value."""

    __slots__ = ("totals", "made_bets", "target", "bonus")

    def __init__(self, totals: Sequence[int], made_bets: Sequence[int], target: int,
                 bonus: float = GAME_BONUS) -> None:
        self.totals, self.made_bets = list(totals), list(made_bets)
        self.target, self.bonus = target, bonus

    @classmethod
    def of(cls, view: SeatView, bonus: float = GAME_BONUS) -> Scorer:
        """Return the scorer of the game the view shows."""
        return cls(view.totals, view.made_bets, view.rules.target, bonus)

    def values(self, sim: Sim) -> list[float]:
        """Return each seat's value of the finished round ``sim``."""
        points = sim.points()
        n = len(points)
        total = sum(points)
        out = [p - (total - p) / (n - 1) for p in points]
        if self.bonus:
            shares = self.win_shares(points, [b == w for b, w in zip(sim.bets, sim.won)])
            if shares is not None:
                for s in range(n):
                    out[s] += self.bonus * (shares[s] - (1.0 - shares[s]) / (n - 1))
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
