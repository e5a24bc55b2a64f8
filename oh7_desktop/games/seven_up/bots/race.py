"""The race to the target: a seat's chance to win the game from the totals after a deal.

A deal's points come in an order that decides the race (turned jacks and a gift as they
happen, then high, low, jack, game). :data:`SEQUENCES` counts, for 20,000 deals between
``easy`` bots (``tools/seven_up_stats.py --sequences``), each order of points by who scored them:
``D`` the dealer, ``E`` elder (``"DEE"``: the dealer scored first, then elder twice). From
these, :func:`win_chance` solves the race exactly: a seat's chance to be first to the target,
given both totals and who deals next (the deal alternates).

>>> round(win_chance(0, 0, True, 7), 3), round(win_chance(0, 0, False, 7), 3)
(0.501, 0.499)
>>> win_chance(6, 6, True, 7) < win_chance(6, 6, False, 7), win_chance(6, 0, False, 7) > 0.9
(True, True)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

SEQUENCES: Final = {
    "EEE": 3123, "DDD": 1949, "EEEE": 1421, "DDDD": 1225, "EDE": 983, "DED": 944, "EED": 883,
    "EDDD": 765, "DEEE": 749, "DEE": 680, "EDD": 664, "DDE": 642, "DEDD": 532, "EDEE": 503,
    "DDED": 460, "EEED": 447, "DEDE": 441, "EDDDD": 385, "DEED": 373, "DDDE": 372, "EDED": 339,
    "DDEE": 302, "EEDE": 285, "EDDE": 210, "EEDD": 204, "DDDDD": 100, "EE": 96, "DEDDD": 92,
    "EDEDD": 71, "DEEEE": 64, "EDDDE": 59, "ED": 50, "DD": 50, "DE": 39, "DDEDD": 38,
    "DEEED": 37, "DDDED": 35, "DDEEE": 35, "DDDDE": 35, "DEDEE": 34, "EEDDD": 32, "EDDED": 27,
    "DDEDE": 26, "DDDEE": 26, "DEEDE": 20, "DEDED": 20, "DEDDE": 20, "EDEDE": 16, "DEEDD": 15,
    "DDEED": 15, "EEEDD": 12, "EEDDE": 11, "D": 9, "E": 8, "EEDEE": 7, "EEEDE": 5, "EEDED": 5,
    "EDEED": 4, "EEEED": 3, "EDDEE": 3,
}
_TOTAL: Final = sum(SEQUENCES.values())


def win_chance(mine: int, theirs: int, i_deal_next: bool, target: int) -> float:
    """Return the chance that a seat with ``mine`` points beats one with ``theirs``, when it
    deals the next deal (``i_deal_next``) or not, racing to ``target``."""
    if mine >= target or theirs >= target:
        return 1.0 if mine >= target and (theirs < target or mine > theirs) else 0.0
    return _chances(target)[mine][theirs][int(i_deal_next)]


@lru_cache(maxsize=None)
def _chances(target: int) -> tuple[tuple[tuple[float, float], ...], ...]:
    """Return the table ``[mine][theirs][i_deal]`` of win chances, solved from the end."""
    table = [[[0.0, 0.0] for _ in range(target)] for _ in range(target)]
    for total in range(2 * target - 2, -1, -1):
        for mine in range(max(0, total - target + 1), min(total, target - 1) + 1):
            theirs = total - mine
            for deal in (0, 1):
                table[mine][theirs][deal] = _after_deal(table, mine, theirs, deal, target)
    return tuple(tuple((a, b) for a, b in row) for row in table)


def _after_deal(table: list[list[list[float]]], mine: int, theirs: int, deal: int,
                target: int) -> float:
    """Return the win chance over one deal's point orders (every order scores a point)."""
    mine_role = "D" if deal else "E"
    chance = 0.0
    for order, count in SEQUENCES.items():
        a, b, result = mine, theirs, -1.0
        for role in order:
            if role == mine_role:
                a += 1
            else:
                b += 1
            if a >= target or b >= target:
                result = 1.0 if a >= target else 0.0
                break
        if result < 0:
            result = table[a][b][1 - deal]
        chance += count * result
    return chance / _TOTAL


__all__ = ["SEQUENCES", "win_chance"]
