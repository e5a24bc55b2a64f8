"""Ratings of the bot levels, on an Elo scale, from games played on duplicate deals.

A game of three or more players is read as the pairs of seats it holds: two seats of different
levels meet once per game, the one with more points wins the pair (equal points: a draw, half
each). The levels' strengths are the Bradley–Terry maximum-likelihood fit of all the pairs
(Hunter 2004's minorisation–maximisation iterations), not sequential Elo updates, so the order
of the games does not matter; a strength ``s`` is shown as ``400·log10(s)`` with ``random``
anchored at 1000, so 400 points between two levels mean the stronger wins ten pairs for one.
Duplicate deals (every level at every seat of the same cards) keep the luck of the deal out.

Why pairs: a level's win share depends on who else sits at the table (0.4 against three medium
bots is not 0.4 against three easy ones), while pairs from mixed tables compare every two levels
on the same deals; this is how multi-player results are usually reduced to Elo (e.g. Elo-MMR,
TrueSkill's pairwise view).

>>> pairs = {("hard", "easy"): (30.0, 10.0), ("easy", "random"): (36.0, 4.0)}
>>> rated = fit(pairs)
>>> rated["random"], rated["easy"] > rated["random"], rated["hard"] > rated["easy"]
(1000, True, True)
>>> ordered(rated)
['hard', 'easy', 'random']
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from importlib import resources

ANCHOR = "random"
ANCHOR_RATING = 1000
Pairs = dict[tuple[str, str], tuple[float, float]]
"""(level a, level b) → (a's pair wins, b's pair wins); draws count half to each."""


def add_game(pairs: Pairs, levels: Sequence[str], points: Sequence[float]) -> None:
    """Add the pairs of one game: ``levels`` and final ``points`` by seat."""
    for i in range(len(levels)):
        for j in range(i + 1, len(levels)):
            a, b = levels[i], levels[j]
            if a == b:
                continue
            a_score = 1.0 if points[i] > points[j] else 0.5 if points[i] == points[j] else 0.0
            key, first = ((a, b), a_score) if a < b else ((b, a), 1.0 - a_score)
            won, lost = pairs.get(key, (0.0, 0.0))
            pairs[key] = (won + first, lost + 1.0 - first)


def fit(pairs: Mapping[tuple[str, str], tuple[float, float]], iterations: int = 2000) -> dict[str, int]:
    """Bradley–Terry ratings (Elo scale, ``random`` or the first level anchored) of the pairs."""
    levels = sorted({level for pair in pairs for level in pair})
    # Half a win and half a loss against every opponent met keeps a level that always won
    # (or lost) finite: a weak prior, negligible beside tens of games.
    wins = {level: 0.0 for level in levels}
    games: dict[tuple[str, str], float] = {}
    for (a, b), (a_wins, b_wins) in pairs.items():
        wins[a] += a_wins + 0.5
        wins[b] += b_wins + 0.5
        games[(a, b)] = a_wins + b_wins + 1.0
    strength = {level: 1.0 for level in levels}
    for _ in range(iterations):
        new = {}
        for level in levels:
            denominator = sum(n / (strength[a] + strength[b]) for (a, b), n in games.items() if level in (a, b))
            new[level] = wins[level] / denominator if denominator else strength[level]
        norm = math.exp(sum(math.log(s) for s in new.values()) / len(new))
        strength = {level: s / norm for level, s in new.items()}
    anchor = ANCHOR if ANCHOR in strength else levels[0]
    return {level: round(ANCHOR_RATING + 400 * math.log10(s / strength[anchor])) for level, s in strength.items()}


def ordered(ratings: Mapping[str, int]) -> list[str]:
    """The levels, strongest first."""
    return sorted(ratings, key=lambda level: -ratings[level])


def shipped() -> dict[str, dict[str, int]]:
    """The ratings file made by ``tools/rate_levels.py``: game → level → rating ({} if none)."""
    try:
        text = resources.files(__package__ or "oh7_desktop.games").joinpath("ratings.json").read_text("utf-8")
        data = json.loads(text)
    except (OSError, ValueError):
        return {}
    games = data.get("games", {}) if isinstance(data, dict) else {}
    return {game: {str(level): int(r) for level, r in entry.get("ratings", {}).items()}
            for game, entry in games.items() if isinstance(entry, dict)}


def rating_of(game: str, level: str, table: Mapping[str, Mapping[str, int]] | None = None) -> int | None:
    """The shipped rating of ``level`` (its budget suffix ignored) in ``game``, if rated."""
    ratings = (shipped() if table is None else table).get(game, {})
    return ratings.get(level, ratings.get(level.split(":", 1)[0]))


def table_of(levels: Iterable[str], players: int) -> list[tuple[str, ...]]:
    """The tables a round-robin plays: every set of ``players`` different levels (every pair
    for two players), or every level with the others when there are fewer levels than seats."""
    names = list(dict.fromkeys(levels))
    if len(names) < players:
        return [tuple((names * players)[:players])]
    combos: list[tuple[str, ...]] = [()]
    for _ in range(players):
        combos = [c + (n,) for c in combos for n in names if not c or names.index(n) > names.index(c[-1])]
    return combos


__all__ = ["ANCHOR", "Pairs", "add_game", "fit", "ordered", "rating_of", "shipped", "table_of"]
