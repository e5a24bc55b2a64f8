"""Scoring a hand and the game's end (rulings, "Scoring" and "End").

A bid made exactly scores 10 + tricks (with ``zero_bonus`` a made 0 scores 5 + the cards of
the hand instead); a missed bid scores 0 (with ``miss_scores_tricks``, 1 per trick won).

>>> from .rules import Rules
>>> line = score_line(Rules(), seat=0, bid=4, tricks=4, cards=7)
>>> line.rule, line.points
('made', 14)
>>> score_line(Rules(zero_bonus=True), 1, 0, 0, 7).points      # Helen: 5 + 7
12
>>> score_line(Rules(miss_scores_tricks=True), 2, 3, 4, 7).points  # George: 4 tricks
4
>>> game_winners((30, 41, 41))
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from .events import ScoreLine
from .rules import Rules


def points_of(rules: Rules, bid: int, tricks: int, cards: int) -> int:
    """Return the points of one seat's hand (the formula of :func:`score_line`)."""
    if bid == tricks:
        return 5 + cards if bid == 0 and rules.zero_bonus else 10 + tricks
    return tricks if rules.miss_scores_tricks else 0


def score_line(rules: Rules, seat: int, bid: int, tricks: int, cards: int) -> ScoreLine:
    """Return one seat's score-sheet line, with its parts and the rule that gave them."""
    if bid == tricks:
        if bid == 0 and rules.zero_bonus:
            rule, base, extra = "made_zero", 5, cards
        else:
            rule, base, extra = "made", 10, tricks
    elif rules.miss_scores_tricks:
        rule, base, extra = "missed_tricks", 0, tricks
    else:
        rule, base, extra = "missed", 0, 0
    return ScoreLine(seat, bid, tricks, rule, base, extra, base + extra)


def game_winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Return the seats with the highest total (a tie shares the victory)."""
    top = max(totals)
    return tuple(s for s, t in enumerate(totals) if t == top)
