"""A mark before a seat's bet and tricks saying, not by colour alone, whether it is on or over its bet.

The plates colour a made bet green and a broken one red; in the high-contrast look, on the acting
player's gold plate, those colours turn to black (play test 26: the player's own plate never showed
it). The mark says the same in any look and to a player who tells no colours apart.
"""

from __future__ import annotations

ON = "✓"
"""Before the words of a bet met: as many tricks as bet."""
OVER = "✗"
"""Before the words of a bet broken: more tricks than bet."""


def marked(words: str, bet: int, won: int, met: bool = True) -> str:
    """``words`` led by :data:`OVER` past the bet, by :data:`ON` on it (if ``met`` says the bet
    counts as met now), else as they are (under the bet: it may still be made).

    >>> marked("Bet 1 · Tricks 2", 1, 2), marked("Bet 2 · Tricks 2", 2, 2), marked("Bet 2 · Tricks 1", 2, 1)
    ('✗ Bet 1 · Tricks 2', '✓ Bet 2 · Tricks 2', 'Bet 2 · Tricks 1')
    """
    if won > bet:
        return f"{OVER} {words}"
    if won == bet and met:
        return f"{ON} {words}"
    return words
