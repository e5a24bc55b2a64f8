"""Playouts: the easy policy on the fast simulator, for every seat, to the end of the round.

:func:`cheapest_move` gives exactly ``policy.cheapest(sim.legal())`` (a test checks it) but
looks at moves in order of cost and stops at the first group holding a legal one, so a
playout turn usually costs a handful of (remembered) evaluations instead of every move's.
"""

from __future__ import annotations

from ..fast import FOLD, Sim
from ..standing import cached_score
from ..turns import COLOUR_OF, MoveCode, bits
from .policy import cheapest


def cheapest_move(sim: Sim) -> MoveCode:
    """Return the easy policy's move for the mover."""
    seat = sim.turn
    if sim.actions or sim.drew or not sim.hands[seat]:
        return cheapest(sim.legal(), sim.palettes[seat].bit_count(), len(sim.deck), sim.advanced)
    palettes, active = sim.palettes, sim.active
    others = [palettes[s] for s in range(sim.players) if s != seat and active[s]]
    best = [-1] * 7
    own, hand = palettes[seat], bits(sim.hands[seat])
    size, draws = own.bit_count(), sim.advanced and bool(sim.deck)
    for c in hand:  # a discard higher than the palette's size draws: it costs nothing
        if draws and c // 7 + 1 > size and _beats(COLOUR_OF[c], own, others, best):
            return (-1, (), c)
    rule = sim.rule
    top = _best(rule, others, best)
    for p in hand:
        if cached_score(rule, own | 1 << p) > top:
            return (p, (), -1)
    for c in hand:
        if _beats(COLOUR_OF[c], own, others, best):
            return (-1, (), c)
    return _cheapest_pair(hand, own, size, draws, others, best)


def _best(rule: int, others: list[int], best: list[int]) -> int:
    top = best[rule]
    if top < 0:
        top = best[rule] = max(cached_score(rule, m) for m in others)
    return top


def _beats(rule: int, mask: int, others: list[int], best: list[int]) -> bool:
    return cached_score(rule, mask) > _best(rule, others, best)


def _cheapest_pair(hand: list[int], own: int, size: int, draws: bool, others: list[int],
                   best: list[int]) -> MoveCode:
    choice, choice_key = FOLD, (9, 0)
    for p in hand:
        mask = own | 1 << p
        for c in hand:
            if c == p:
                continue
            key = (1 if draws and c // 7 + 1 > size + 1 else 2,
                   (p // 7 + c // 7 + 2) * 64 + max(p, c))
            if key < choice_key and _beats(COLOUR_OF[c], mask, others, best):
                choice, choice_key = (p, (), c), key
    return choice


def playout(sim: Sim) -> int:
    """Play the round to its end with the easy policy for everyone; return the winner."""
    while sim.winner < 0:
        sim.play(cheapest_move(sim))
    return sim.winner
