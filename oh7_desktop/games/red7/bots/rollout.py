"""Playouts: the easy policy on the fast simulator, for every seat, to the end of the round.

:func:`cheapest_move` gives exactly :func:`.policy.cheapest` of ``sim.legal()`` (a test checks
it on every configuration) but looks at moves in order of cost and stops at the first group
holding a legal one, so a playout turn usually costs a handful of (remembered) evaluations
instead of every move's. Costs (cards spent less cards drawn) only grow with the cards a move
spends, so the groups are: moves spending one card, then two, then the rest.
"""

from __future__ import annotations

from ..fast import FOLD, Sim
from ..standing import cached_scores
from ..legality import COLOUR_OF, PALETTE, MoveCode, Pos, bits, chains, discard, play, winning
from .policy import cheapest, is_risky, move_key


def cheapest_move(sim: Sim) -> MoveCode:
    """Return the easy policy's move for the mover."""
    seat = sim.turn
    if not sim.hands[seat]:
        return FOLD
    if sim.drew:
        return cheapest(sim.legal(), sim.pos(), seat, tuple(sim.active), sim.advanced)
    if sim.actions:
        return _cheapest_with_actions(sim)
    best = _best_others(sim, seat)
    own, hand = sim.palettes[seat], bits(sim.hands[seat])
    size, draws = own.bit_count(), sim.advanced and bool(sim.deck)
    mine = cached_scores(own)
    for c in hand:  # a discard higher than the palette's size draws: it costs nothing
        if draws and c // 7 + 1 > size and mine[COLOUR_OF[c]] > best[COLOUR_OF[c]]:
            return (-1, (), c)
    rule = sim.rule
    top = best[rule]
    for p in hand:
        if cached_scores(own | 1 << p)[rule] > top:
            return (p, (), -1)
    for c in hand:
        if mine[COLOUR_OF[c]] > best[COLOUR_OF[c]]:
            return (-1, (), c)
    return _cheapest_pair(hand, own, size, draws, best)


def _best_others(sim: Sim, seat: int) -> list[int]:
    """The best standing of the other players still in, under each rule."""
    palettes, active = sim.palettes, sim.active
    best = [0] * 7
    for other in range(sim.players):
        if other != seat and active[other]:
            best = [a if a > b else b for a, b in zip(best, cached_scores(palettes[other]))]
    return best


def _cheapest_pair(hand: list[int], own: int, size: int, draws: bool, best: list[int]
                   ) -> MoveCode:
    choice, choice_key = FOLD, (9, 0)
    for p in hand:
        scores = cached_scores(own | 1 << p)
        for c in hand:
            if c == p:
                continue
            key = (1 if draws and c // 7 + 1 > size + 1 else 2,
                   (p // 7 + c // 7 + 2) * 64 + max(p, c))
            if key < choice_key and scores[COLOUR_OF[c]] > best[COLOUR_OF[c]]:
                choice, choice_key = (p, (), c), key
    return choice


def _cheapest_with_actions(sim: Sim) -> MoveCode:
    """The action rule's moves by the cards they spend: one, two, then every legal move."""
    pos, seat, active = sim.pos(), sim.turn, tuple(sim.active)
    hand = bits(pos.hand)
    one: list[MoveCode] = [(-1, (), c) for c in hand if winning(discard(pos, c), seat, active)]
    ends = []
    for p in hand:
        for effects, end in chains(play(pos, seat, p), seat, p, active):
            also = sum(kind == PALETTE for kind, _, _ in effects)
            if also > 1:
                continue
            drew = bool(effects) and effects[-1][1] < 0  # a draw is judged after it
            if not also and (drew or winning(end, seat, active)):
                one.append((p, effects, -1))
            if also or not drew:
                ends.append((p, effects, end, also))
    best = _best_of(one, pos, seat, active, sim.advanced)
    if best is not None and best[0][0] < 2:  # spending two cards cannot cost less
        return best[1]
    two: list[MoveCode] = []
    for p, effects, end, also in ends:
        if also:
            drew = effects[-1][1] < 0
            if drew or winning(end, seat, active):
                two.append((p, effects, -1))
        else:
            two += [(p, effects, c) for c in bits(end.hand)
                    if winning(discard(end, c), seat, active)]
    second = _best_of(two, pos, seat, active, sim.advanced)
    options = [x for x in (best, second) if x is not None]
    if options and min(options)[0][0] <= 2:  # spending three cards costs at least two
        return min(options)[1]
    return cheapest(sim.legal(), pos, seat, active, sim.advanced)


def _best_of(codes: list[MoveCode], pos: Pos, seat: int, active: tuple[bool, ...],
             advanced: bool) -> tuple[tuple[int, int, int, int], MoveCode] | None:
    size = pos.palettes[seat].bit_count()
    keyed = [(move_key(c, size, pos.deck, advanced, is_risky(pos, seat, active, c)), c)
             for c in codes]
    return min(keyed) if keyed else None


def flexible_move(sim: Sim) -> MoveCode:
    """Return the cheapest move that leaves the mover winning under the most rules.

    Among the moves of the lowest cost (cards spent less cards drawn, as easy counts them), it
    picks the palette that would be winning under as many of the seven rules as possible: the
    harder for the others to overturn with one discard. Ties go to easy's choice.
    """
    seat = sim.turn
    if sim.actions or sim.drew or not sim.hands[seat]:
        return cheapest_move(sim)
    best = _best_others(sim, seat)
    own, hand = sim.palettes[seat], bits(sim.hands[seat])
    size, draws, rule = own.bit_count(), sim.advanced and bool(sim.deck), sim.rule
    mine = cached_scores(own)
    free = [(-1, (), c) for c in hand if draws and c // 7 + 1 > size
            and mine[COLOUR_OF[c]] > best[COLOUR_OF[c]]]
    group = free or [(p, (), -1) for p in hand if cached_scores(own | 1 << p)[rule] > best[rule]] \
        + [(-1, (), c) for c in hand if not (draws and c // 7 + 1 > size)
           and mine[COLOUR_OF[c]] > best[COLOUR_OF[c]]]
    if not group:
        return cheapest_move(sim)
    choice, choice_key = group[0], (-1, 0, 0, 0, 0)
    for code in group:
        scores = cached_scores(own | 1 << code[0]) if code[0] >= 0 else mine
        wins = sum(a > b for a, b in zip(scores, best))
        a, b, c, d = move_key(code, size, len(sim.deck), sim.advanced)
        key = (wins, -a, -b, -c, -d)
        if key > choice_key:
            choice, choice_key = code, key
    return choice


def playout(sim: Sim, flexible_seat: int = -1) -> int:
    """Play the round to its end with the easy policy for everyone (the flexible one for
    ``flexible_seat``, if any); return the winner."""
    while sim.winner < 0:
        sim.play(flexible_move(sim) if sim.turn == flexible_seat else cheapest_move(sim))
    return sim.winner


__all__ = ["Pos", "cheapest_move", "playout"]
