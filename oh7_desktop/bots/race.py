"""The race to the target: each seat's chance of winning the game from the scores.

A round's points matter only through who wins the game, so the hard level can value a
finished round by the win chances it leaves. The model: every seat's future rounds are
independent draws from one distribution of (points, bet made); a seat wins in the first
round it makes its bet with a total at the target or more; seats winning in the same
round share the victory. Dynamic programming gives, per total, the chance of winning in
each future round; the seats' chances then combine in one pass per round.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

HORIZON: Final = 40
"""Future rounds modelled (a game rarely lasts longer; the tail is dropped)."""

CACHE: Final = 200_000
"""Totals whose chances are kept (the same scores come back in every decision)."""

Outcome = tuple[int, bool, float]
"""(points, bet made, probability) of one round for one seat."""


class Race:
    """Win chances from the seats' totals under a model of each seat's round outcomes."""

    def __init__(self, outcomes: Sequence[Outcome], target: int) -> None:
        self.target = target
        self._first, self._later = _first_win(tuple(outcomes), target)
        self._known: dict[tuple[int, ...], list[float]] = {}

    def chances(self, totals: Sequence[int]) -> list[float]:
        """Return each seat's chance of winning the game when the next round starts with
        these totals (nobody has won yet)."""
        capped = tuple(min(max(t, 0), self.target) for t in totals)
        out = self._known.get(capped)
        if out is None:
            if len(self._known) > CACHE:
                self._known.clear()
            out = self._known[capped] = self._chances(capped)
        return out

    def _chances(self, capped: tuple[int, ...]) -> list[float]:
        n = len(capped)
        out = [0.0] * n
        first, later = self._first, self._later
        for r in range(HORIZON):
            if all(later[t][r] < 1e-9 for t in capped):
                break
            wins = [first[t][r] for t in capped]
            if not any(wins):
                continue
            waits = [later[t][r] for t in capped]
            for s in range(n):
                if wins[s]:
                    out[s] += wins[s] * _shared(wins, waits, s)
        return out


def _shared(wins: list[float], waits: list[float], me: int) -> float:
    """Return E[1 / (1 + others winning in this round)] times P(no other won before),
    the others each winning now (``wins``) or later (``waits``)."""
    poly = [1.0]
    for s, (w, l) in enumerate(zip(wins, waits)):
        if s == me:
            continue
        nxt = [0.0] * (len(poly) + 1)
        for k, c in enumerate(poly):
            nxt[k] += c * l
            nxt[k + 1] += c * w
        poly = nxt
    return sum(c / (k + 1) for k, c in enumerate(poly))


@lru_cache(maxsize=16)
def _first_win(outcomes: tuple[Outcome, ...], target: int
               ) -> tuple[list[list[float]], list[list[float]]]:
    """Return, per total 0..target, the chance of a first win in round r (0-based) and of
    no win in rounds 0..r."""
    states = range(target + 1)
    first = [[0.0] * HORIZON for _ in states]
    later = [[0.0] * HORIZON for _ in states]
    # Backwards in the round index: winning in round r from total t is one round's
    # outcome that does not win, then winning in round r - 1 from the new total.
    moves = [[(min(t + points, target), q, made and t + points >= target)
              for points, made, q in outcomes] for t in states]
    for t in states:
        first[t][0] = sum(q for _, q, wins in moves[t] if wins)
    for r in range(1, HORIZON):
        for t in states:
            first[t][r] = sum(q * first[u][r - 1] for u, q, wins in moves[t] if not wins)
    for t in states:
        done = 0.0
        for r in range(HORIZON):
            done += first[t][r]
            later[t][r] = max(0.0, 1.0 - done)
    return first, later


MEASURED: Final[dict[tuple[str, int], tuple[tuple[int, int, int], ...]]] = {
    ("base", 4): ((0, 0, 93), (1, 0, 178), (2, 0, 235), (3, 0, 190), (4, 0, 122), (4, 1, 51),
                  (5, 0, 58), (5, 1, 51), (6, 0, 17), (6, 1, 73), (7, 0, 9), (7, 1, 53),
                  (8, 0, 2), (8, 1, 93), (9, 1, 80), (10, 1, 82), (11, 1, 52), (12, 1, 55),
                  (13, 1, 34), (14, 1, 32), (15, 1, 15), (16, 1, 11), (17, 1, 4), (18, 1, 5),
                  (19, 1, 3), (25, 1, 1), (27, 1, 1)),
}
"""Round outcomes (points, bet made, count) of one seat, counted over 400 first rounds of
games between medium bots (seeds 50000-50399)."""


@lru_cache(maxsize=32)
def race_for(mode: str, players: int, target: int) -> Race | None:
    """Return the race model of a game, or None where no outcomes were measured."""
    counts = MEASURED.get((mode, players))
    if counts is None:
        return None
    total = sum(k for _, _, k in counts)
    return Race([(p, bool(m), k / total) for p, m, k in counts], target)
