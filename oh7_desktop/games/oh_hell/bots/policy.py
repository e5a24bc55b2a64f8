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

from typing import Final

from ..fast import NONE, POWER, FastHand, by_suit



ABOVE: Final = tuple(sum(1 << h for h in range(c + 1, c // 13 * 13 + 13)) for c in range(52))
"""Bit mask of the cards of the same suit above each card."""
LOW: Final = tuple(tuple((c // 13 == trump) * 13 + c % 13 for c in range(52))
                   for trump in (0, 1, 2, 3, NONE))
"""``LOW[trump][card]``: trumps above the rest, then by rank (index 4: no trump)."""
LOSE: Final = tuple(tuple(p * 13 + c % 13 for c, p in enumerate(power)) for power in POWER)
"""``LOSE[row + lead][card]``: by power in the trick, then by rank (a card that cannot win
ranks by its rank, so a seat ducking throws its highest such card)."""


def is_top(card: int, known: int) -> bool:
    """True if no card of ``card``'s suit above it is unseen (``known``: cards seen or held)."""
    return not ABOVE[card] & ~known


def easy_card(sim: FastHand) -> int:
    """Return the easy policy's card for the seat to play."""
    legal = sim.legal()
    if len(legal) == 1:
        return legal[0]
    seat = (sim.leader + len(sim.trick)) % sim.players
    trick = sim.trick
    top = max(POWER[sim.row + sim.lead][c] for c in trick) if trick else 0
    return choose(legal, sim.hands[seat], len(trick), top, sim.row + sim.lead,
                  sim.bids[seat] > sim.won[seat], sim.players, sim.trump, sim.gone)


def choose(legal: list[int], hand: list[int], played: int, top: int, table: int, want: bool,
           players: int, trump: int, gone: int) -> int:
    """Return the policy's card among ``legal`` (two or more) from ``hand``: ``played`` cards
    are in the trick, the best with power ``top`` in ``POWER[table]``; ``want``: the seat
    still needs tricks."""
    low = LOW[4 if trump == NONE else trump]
    if not played:
        if want:
            known = gone
            for card in hand:
                known |= 1 << card
            tops = [c for c in legal if not ABOVE[c] & ~known]
            if tops:
                return max(tops, key=low.__getitem__)
        return min(legal, key=low.__getitem__)
    power = POWER[table]
    last = played == players - 1
    if want:
        winners = [c for c in legal if power[c] > top]
        if not winners:
            return min(legal, key=low.__getitem__)
        if last or power[winners[0]] > 2000 and table % 4 != trump:  # ruffing: cheapest
            return min(winners, key=power.__getitem__)
        return max(winners, key=power.__getitem__)
    losers = [c for c in legal if power[c] <= top]
    if losers:
        return max(losers, key=LOSE[table].__getitem__)
    return max(legal, key=power.__getitem__) if last else min(legal, key=power.__getitem__)


def easy_playout(sim: FastHand) -> None:
    """Play the hand to its end with the easy policy at every seat (what ``easy_card`` and
    ``FastHand.play`` do in turn, fused into one loop for the bots' playouts; each seat's
    cards are also kept by suit, so following needs no search)."""
    hands, players, trump, podrida = sim.hands, sim.players, sim.trump, sim.podrida
    bids, won, winners, row = sim.bids, sim.won, sim.winners, sim.row
    leader, trick, gone, played = sim.leader, sim.trick, sim.gone, sim.played
    split = by_suit(hands)
    lead = trick[0] // 13 if trick else NONE
    table = row + lead if trick else row
    power = POWER[table]
    top, at = 0, 0
    for i, card in enumerate(trick):
        if power[card] > top:
            top, at = power[card], i
    while played < sim.cards:
        seat = (leader + len(trick)) % players
        hand = hands[seat]
        legal = hand
        if trick:
            suits = split[seat]
            legal = suits[lead] or (suits[trump] if podrida and trump != NONE else hand) or hand
        card = legal[0] if len(legal) == 1 else choose(
            legal, hand, len(trick), top, table, bids[seat] > won[seat], players, trump, gone)
        hand.remove(card)
        split[seat][card // 13].remove(card)
        if not trick:
            lead = card // 13
            table = row + lead
            power = POWER[table]
        if power[card] > top:
            top, at = power[card], len(trick)
        trick.append(card)
        gone |= 1 << card
        if len(trick) == players:
            leader = (leader + at) % players
            won[leader] += 1
            winners.append(leader)
            played += 1
            trick, top, at = [], 0, 0
    sim.leader, sim.trick, sim.lead, sim.gone, sim.played, sim.done = (
        leader, trick, NONE, gone, played, True)


__all__ = ["NONE", "choose", "easy_card", "easy_playout", "is_top"]
