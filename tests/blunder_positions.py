"""The "never do this" corpus: 24 seeded positions per game where a move is provably wrong.

Each line is ``(game, options, seed, decision)`` (see :mod:`blunder_support`: the seeded game
played by easy bots, at its ``decision``-th seat decision) and, as a comment, why a move is
forbidden there; :func:`blunder_support.rule` gives the forbidden moves. Made by
``python tests/blunder_support.py`` (the rules, not the bots, pick the positions).
"""

from __future__ import annotations

from typing import Any

POSITIONS: tuple[tuple[str, dict[str, Any], int, int], ...] = (
    ('oh7', {'mode': 'advanced', 'players': 5}, 1, 75),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 4, 67),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 5, 215),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 8, 155),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 9, 64),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 10, 87),  # made its bet of 2, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 10, 159),  # made its bet of 3, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 11, 144),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 11, 164),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 12, 47),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 12, 91),  # needs all 3 tricks left for its bet of 3: losing this one breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 15, 94),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 17, 34),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 18, 167),  # made its bet of 2, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 19, 24),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 21, 150),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 24, 27),  # needs all 2 tricks left for its bet of 2: losing this one breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 24, 51),  # made its bet of 2, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 25, 34),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 27, 34),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 29, 104),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh7', {'mode': 'base', 'players': 4}, 30, 159),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 31, 34),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh7', {'mode': 'advanced', 'players': 5}, 33, 69),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh-hell', {'players': 5}, 1, 28),  # holds the 2 top trump(s), each wins when played: a bid under 2 fails
    ('oh-hell', {'players': 5}, 1, 138),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 2, 31),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh-hell', {'players': 4}, 2, 218),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 2, 303),  # made its bet of 3, last to play: winning this trick breaks it
    ('oh-hell', {'players': 5}, 3, 175),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 5}, 3, 129),  # made its bet of 1, last to play: winning this trick breaks it
    ('oh-hell', {'players': 4}, 4, 143),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 4, 260),  # holds the 2 top trump(s), each wins when played: a bid under 2 fails
    ('oh-hell', {'players': 5}, 5, 102),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 5}, 5, 94),  # needs all 2 tricks left for its bet of 3: losing this one breaks it
    ('oh-hell', {'players': 4}, 6, 216),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 5}, 7, 103),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 8, 263),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 8, 51),  # needs all 2 tricks left for its bet of 2: losing this one breaks it
    ('oh-hell', {'players': 4}, 8, 83),  # holds the 2 top trump(s), each wins when played: a bid under 2 fails
    ('oh-hell', {'players': 4}, 8, 135),  # made its bet of 2, last to play: winning this trick breaks it
    ('oh-hell', {'players': 5}, 9, 175),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 5}, 9, 54),  # made its bet of 0, last to play: winning this trick breaks it
    ('oh-hell', {'players': 5}, 9, 129),  # needs all 2 tricks left for its bet of 2: losing this one breaks it
    ('oh-hell', {'players': 4}, 10, 143),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 4}, 10, 178),  # holds the 2 top trump(s), each wins when played: a bid under 2 fails
    ('oh-hell', {'players': 5}, 11, 179),  # holds the 1 top trump(s), each wins when played: a bid under 1 fails
    ('oh-hell', {'players': 5}, 11, 64),  # made its bet of 1, last to play: winning this trick breaks it
    ('seven-up', {}, 2, 30),  # gives elder the point that reaches the target: the game is lost
    ('seven-up', {}, 2, 32),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 8, 18),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 10, 35),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 13, 3),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 17, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 17, 17),  # gives elder the point that reaches the target: the game is lost
    ('seven-up', {}, 18, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 20, 18),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 21, 14),  # gives elder the point that reaches the target: the game is lost
    ('seven-up', {'target': 3}, 21, 16),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 27, 3),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 28, 35),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 28, 33),  # gives elder the point that reaches the target: the game is lost
    ('seven-up', {}, 32, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 34, 42),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 36, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 39, 3),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 40, 18),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 43, 3),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 44, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {'target': 3}, 53, 17),  # gives elder the point that reaches the target: the game is lost
    ('seven-up', {'target': 3}, 57, 2),  # sets aside the ace of trump: high is the highest trump held in play
    ('seven-up', {}, 60, 32),  # sets aside the ace of trump: high is the highest trump held in play
    ('red7', {'players': 3}, 1, 8),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 2, 56),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 3, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 4, 7),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2}, 6, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 7, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2}, 9, 5),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 10, 7),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 11, 157),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 12, 5),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 13, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 14, 66),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 15, 3),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 16, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2}, 18, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 19, 7),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 20, 94),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 21, 5),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 22, 9),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 23, 54),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 24, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 3}, 25, 6),  # folds while a move keeps it in the round (folding loses it)
    ('red7', {'players': 2, 'advanced': True}, 26, 68),  # folds while the other seat, hand empty, must fold next: staying wins
    ('red7', {'players': 2}, 27, 4),  # folds while a move keeps it in the round (folding loses it)
)


JUDGEMENT: tuple[tuple[str, dict[str, Any], int, int, str], ...] = (
    ("oh7", {"mode": "base", "players": 4}, 162, 59,
     "bet 1 made, holds 1H 5H (trump H) and 1C: it trumps the trick its bet almost surely "
     "misses anyway, and a missed bet scores basket - loss, so breaking the leader's bet pays"),
    ("oh7", {"mode": "base", "players": 4}, 192, 231,
     "bet 4 made, holds 6H and 0C (trump C), two tricks left: 0C would likely win the last "
     "trick anyway; it takes this one"),
    ("oh7", {"mode": "advanced", "players": 5}, 127, 210,
     "needs both tricks left; its last card would be 2*, which wins only a trick of specials: "
     "the bet is all but lost and it keeps 4S"),
    ("oh-hell", {"players": 4}, 116, 167,
     "bid 3 made, holds 7S 6S QD (trump S): a spade likely wins later anyway, it ruffs now"),
)
"""Positions of a wider scan (seeds from 100, 80 a game) where the hard bot breaks the rule
when its bet is all but lost: a judgement, not a blunder, so the test records that it does
(strict xfail: a change of the bot there shows up)."""
