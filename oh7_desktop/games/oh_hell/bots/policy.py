"""The easy playing policy on the fast simulator: take tricks while the bid needs them, then
duck. Used by the easy level and as the playout policy of medium and hard.

Leading: a seat that still needs tricks leads its surest card (the highest of a suit with
no unseen card above it, trumps first), else its lowest; a seat that needs none leads its
lowest card. Following: a seat that needs tricks wins as cheaply as it can when it plays
last (else with its highest card of the led suit, or its lowest winning trump), and throws
its lowest card when it cannot win; a seat that needs none plays its highest card that
does not win (throwing high cards while it is safe), or, forced to win, its highest card
when last and its lowest otherwise.

>>> from ..fast import FastHand
>>> from ..rules import Rules
>>> hand = FastHand.start([[12, 0], [11, 1], [10, 2]], trump=1, leader=0, bids=[1, 0, 0],
...                       rules=Rules(players=3))
>>> easy_card(hand)          # needs a trick: leads the ace of spades (no card above it)
12
>>> hand.play(12); easy_card(hand)   # needs none: plays its highest spade that loses
11
"""

from __future__ import annotations

from ..fast import NONE, POWER, FastHand



def is_top(card: int, known: int) -> bool:
    """True if no card of ``card``'s suit above it is unseen (``known``: cards seen or held)."""
    for higher in range(card + 1, card // 13 * 13 + 13):
        if not known >> higher & 1:
            return False
    return True


def easy_card(sim: FastHand) -> int:
    """Return the easy policy's card for the seat to play."""
    legal = sim.legal()
    if len(legal) == 1:
        return legal[0]
    seat = (sim.leader + len(sim.trick)) % sim.players
    want = sim.bids[seat] > sim.won[seat]
    trump = sim.trump
    if not sim.trick:
        return _lead(sim, seat, legal, want)
    power = POWER[sim.row + sim.lead]
    top = max(power[c] for c in sim.trick)
    last = len(sim.trick) == sim.players - 1
    if want:
        winners = [c for c in legal if power[c] > top]
        if not winners:
            return min(legal, key=lambda c: (c // 13 == trump, c % 13))
        if last:
            return min(winners, key=power.__getitem__)
        followers = [c for c in winners if c // 13 == sim.lead]
        return max(followers, key=power.__getitem__) if followers else min(
            winners, key=power.__getitem__)
    losers = [c for c in legal if power[c] <= top]
    if losers:
        return max(losers, key=lambda c: (power[c], c % 13))
    return max(legal, key=power.__getitem__) if last else min(legal, key=power.__getitem__)


def _lead(sim: FastHand, seat: int, legal: list[int], want: bool) -> int:
    trump = sim.trump
    if want:
        known = sim.gone
        for card in sim.hands[seat]:
            known |= 1 << card
        tops = [c for c in legal if is_top(c, known)]
        if tops:
            return max(tops, key=lambda c: (c // 13 == trump, c % 13))
    return min(legal, key=lambda c: (c // 13 == trump, c % 13))


__all__ = ["NONE", "easy_card", "is_top"]
