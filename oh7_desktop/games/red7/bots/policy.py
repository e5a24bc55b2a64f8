"""The easy policy on move codes, shared by the ``easy`` bot and the search bots' playouts.

A move's cost is the cards it takes from the hand, less the cards it brings back (a 3's draw,
the advanced draw for a discard higher than the palette's size). Easy plays the cheapest move
that keeps it winning; among equally cheap ones it keeps the canvas (a palette play before a
discard) and spends its lowest cards. A 3 that draws is a gamble when nothing in hand could
keep the mover winning without the drawn card: easy tries it only when all else fails.

>>> move_key((5, (), -1), 1, 10, False) < move_key((-1, (), 5), 1, 10, False)
True
>>> move_key((-1, (), 47), 1, 10, True)[0]   # a 7 discarded with one palette card: it draws
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..fast import FOLD
from ..legality import (DRAW, PALETTE, TAKE, TO_CANVAS, TO_DECK, MoveCode, Pos, do_effect, finishes,
                     play)

FOLD_KEY: Final = (99, 99, 99, 9999)
RISK: Final = 10
"""Added to the cost of a gambling draw: after every safe move, before the fold."""


def move_key(code: MoveCode, palette_size: int, deck: int, advanced: bool, risky: bool = False
             ) -> tuple[int, int, int, int]:
    """Return the easy policy's sort key of a move (smaller is preferred); ``palette_size``
    and ``deck`` are the mover's palette and the deck's sizes before the move."""
    palette, effects, canvas = code
    if palette == -2:
        return FOLD_KEY
    spent = (palette >= 0) + (canvas >= 0)
    size = palette_size + (palette >= 0)
    gained = 0
    value_spent = (palette // 7 + 1 if palette >= 0 else 0) + (canvas // 7 + 1 if canvas >= 0 else 0)
    for kind, card, _ in effects:
        if kind == PALETTE:
            spent += 1
            size += 1
            value_spent += card // 7 + 1
        elif kind == DRAW:
            gained += 1
            deck -= 1
        elif kind in (TO_DECK, TAKE):
            deck += 1
            size -= kind == TO_DECK
        elif kind == TO_CANVAS:
            size -= 1
    if advanced and canvas >= 0 and canvas // 7 + 1 > size and deck > 0:
        gained += 1
    return (spent - gained + RISK * risky, spent, canvas >= 0, value_spent * 64 + max(palette, canvas))


def is_risky(pos: Pos, seat: int, active: tuple[bool, ...], code: MoveCode) -> bool:
    """True for a move that draws while nothing in hand would keep the mover winning."""
    palette, effects, _ = code
    if not effects or effects[-1][0] != DRAW:
        return False
    end = play(pos, seat, palette)
    for effect in effects[:-1]:
        end = do_effect(end, seat, effect)
    return not finishes(end, seat, active)


def cheapest(codes: Sequence[MoveCode], pos: Pos, seat: int, active: tuple[bool, ...],
             advanced: bool) -> MoveCode:
    """Return the easy policy's choice among legal move codes (the fold only if alone)."""
    size = pos.palettes[seat].bit_count()
    keyed = [(move_key(code, size, pos.deck, advanced, is_risky(pos, seat, active, code)), code)
             for code in codes]
    return min(keyed)[1] if keyed else FOLD  # equal costs: the smallest code (any order of codes)
