"""The easy bot's rules: a trick estimate for bets, "win cheaply or shed high" for plays.

These functions are also the rollout policy of the stronger levels, so they work on the
simulator (:class:`~.fast.Sim`) and read only public facts plus the acting seat's own hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from ..fast import NAUGHT, QUERY, STAR_BASE, STRENGTH, Sim, card_suit, card_value

TRUMP_WIN: Final[tuple[float, ...]] = (0.22, 0.24, 0.27, 0.32, 0.42, 0.57, 0.77, 0.97)
"""Rough chance that a trump card of each value wins a trick (4 players)."""
OFF_WIN: Final[tuple[float, ...]] = (0.0, 0.0, 0.0, 0.02, 0.05, 0.12, 0.32, 0.62)
"""Rough chance that a non-trump card of each value wins a trick (4 players)."""
LEAD_CHANCE: Final[tuple[float, ...]] = (0.0, 0.02, 0.1, 0.3, 0.6, 0.85, 0.95, 1.0)
"""Rough chance that a regular bet card of each value is the highest (4 players)."""
STAR_WIN: Final[tuple[float, ...]] = (0.0, 0.03, 0.06, 0.12, 0.2)
QUERY_WIN: Final = 0.55


def danger(code: int, trump: int) -> int:
    """Return how likely a card is to win tricks later (higher: shed it first when losing)."""
    if code < STAR_BASE:
        return (code & 7) + (20 if code >> 3 == trump else 0)
    if code == QUERY:
        return 15
    return -1 if code == NAUGHT else code - STAR_BASE + 1


def beaten(sim: Sim, hand: list[int], code: int, lead: int) -> bool:
    """Return True if some card this seat cannot see could beat ``code`` once ``lead`` is
    the trick's lead suit (ruffs of plain suits are ignored: an estimate)."""
    table = STRENGTH[sim.trump + 1][lead + 1]
    mine = table[code]
    deck, gone = sim.deck, sim.gone
    for other in _CONTENDERS[sim.trump + 1][lead + 1]:
        if table[other] <= mine:
            return False
        if deck[other] - gone[other] > 0 and (deck[other] - gone[other] > hand.count(other)):
            return True
    return False


def beaten_exact(sim: Sim, code: int, lead: int) -> bool:
    """Return True if a seat still to play this trick holds a card it may play that beats
    ``code`` (the simulator's hands are a sampled world: this sees them all)."""
    table = STRENGTH[sim.trump + 1][lead + 1]
    mine = table[code]
    for other in sim.order[len(sim.tcards) + 1:]:
        hand = sim.hands[other] if other >= 0 else sim.up + sim.pile[-1:]
        follow = [c for c in hand if c >> 3 == lead]
        playable = follow + [c for c in hand if c >= STAR_BASE] if follow else hand
        for c in playable:
            if table[c] > mine:
                return True
    return False


def _contenders(trump: int, lead: int) -> tuple[int, ...]:
    table = STRENGTH[trump + 1][lead + 1]
    codes = [c for c in range(46) if table[c] > 0]
    return tuple(sorted(codes, key=lambda c: -table[c]))


_DANGER: Final = tuple(tuple(danger(c, t) for c in range(46)) for t in range(-1, 5))
_CONTENDERS: Final = tuple(tuple(_contenders(t, lead) for lead in range(-1, 5))
                           for t in range(-1, 5))


def _lead_after(lead: int, code: int) -> int:
    return lead if lead >= 0 or code >= STAR_BASE else code >> 3


def easy_play(sim: Sim, seat: int, exact: bool = False) -> int:
    """Return the easy bot's card: win cheaply while tricks are needed, else shed the
    highest card that loses. ``exact`` judges whether a card will be beaten from the
    world's actual hands (a sharper player, for the strong levels' own playouts)."""
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    hand, trump = sim.hands[seat], sim.trump
    need = sim.bets[seat] - sim.won[seat]
    tcards = sim.tcards
    if not tcards:
        return _lead(sim, hand, legal, need > 0, exact)
    lead = sim.lead
    winners = winning_now(sim, legal)
    last = len(tcards) == len(sim.order) - 1
    key = _DANGER[trump + 1].__getitem__
    if need > 0:
        if not winners:
            return min(legal, key=key)
        if len(winners) > 1 and not last:
            if exact:
                safe = [c for c in winners if not beaten_exact(sim, c, _lead_after(lead, c))]
            else:
                safe = [c for c in winners if not beaten(sim, hand, c, _lead_after(lead, c))]
            winners = safe or winners
        return min(winners, key=_power_key(trump, lead))
    if len(winners) < len(legal):
        return max([c for c in legal if c not in winners], key=key)
    return max(legal, key=key) if last else min(legal, key=key)


def winning_now(sim: Sim, legal: list[int]) -> list[int]:
    """Return the cards of ``legal`` that would win the (started) trick as it stands."""
    tcards = sim.tcards
    if sim.lead >= 0:
        table = sim.strength
        top = max([table[c] for c in tcards])
        return [c for c in legal if table[c] > top]
    tables = STRENGTH[sim.trump + 1]
    winners = []
    for code in legal:
        table = tables[(code >> 3) + 1 if code < STAR_BASE else 0]
        if table[code] > max([table[c] for c in tcards]):
            winners.append(code)
    return winners


def _power_key(trump: int, lead: int) -> Callable[[int], int]:
    tables = STRENGTH[trump + 1]
    return lambda c: tables[_lead_after(lead, c) + 1][c]


def _lead(sim: Sim, hand: list[int], legal: list[int], want: bool, exact: bool = False) -> int:
    trump = sim.trump
    key = _DANGER[trump + 1].__getitem__
    if not want:
        return min(legal, key=key)
    if exact:
        safe = [c for c in legal if c < STAR_BASE and not beaten_exact(sim, c, c >> 3)]
    else:
        safe = [c for c in legal if c < STAR_BASE and not beaten(sim, hand, c, c >> 3)]
    plain = [c for c in safe if c >> 3 != trump]
    if plain:
        return max(plain, key=key)
    if safe:
        return min(safe, key=key)
    return max(legal, key=key)


def hand_estimate(hand: Sequence[int], trump: int, players: int) -> float:
    """Return the tricks a hand should take with this trump suit (-1: trump unknown)."""
    if trump < 0:
        suits = {c >> 3 for c in hand if c < STAR_BASE} or {0}
        return sum(hand_estimate(hand, s, players) for s in suits) / len(suits)
    scale = 4.0 / max(players, 2)
    total, trumps = 0.0, 0
    for code in hand:
        if code < STAR_BASE:
            if code >> 3 == trump:
                total += TRUMP_WIN[code & 7]
                trumps += 1
            else:
                total += OFF_WIN[code & 7] * scale
        elif code == QUERY:
            total += QUERY_WIN * scale
        elif code < NAUGHT:
            total += STAR_WIN[code - STAR_BASE + 1] * scale
    return total + 0.25 * max(0, trumps - 2)


def lead_chance(value: int, players: int) -> float:
    """Return the rough chance that a regular bet card of this value leads."""
    return float(LEAD_CHANCE[value] ** max((players - 1) / 3.0, 0.34))


def bet_choices(hand: Sequence[int], used: Sequence[int]) -> list[int]:
    """Return the distinct cards of ``hand`` that may still be bet (``used``: earlier bets)."""
    return sorted(c for c in set(hand) if c != QUERY and hand.count(c) > list(used).count(c))


class BetStyle(NamedTuple):
    """How a bettor turns its trick estimate into a bet: it aims at ``spread * estimate +
    shift`` and likes a bet of 0 by ``zero`` tricks' worth."""

    spread: float = 1.0
    shift: float = 0.0
    zero: float = 0.0


EASY_STYLE: Final = BetStyle()
STRONG_STYLE: Final = BetStyle(1.8, -1.5, 0.75)
"""Stronger players bet further from the middle than the easy rule: fitted to 600 first
bets of medium bots (4 players, base), it names their card 0.51 of the time (the easy
rule 0.37) and bets 0 as often as they do (a quarter of the hands; the easy rule 3%)."""


def bet_scores(hand: Sequence[int], used: Sequence[int], players: int,
               style: BetStyle = EASY_STYLE) -> list[tuple[float, int]]:
    """Return (score, card) for each bet card: higher is better (closer to the estimate)."""
    by_suit = {s: hand_estimate(hand, s, players)
               for s in {c >> 3 for c in hand if c < STAR_BASE}}
    unknown = sum(by_suit.values()) / len(by_suit) if by_suit else 0.0
    out = []
    for card in bet_choices(hand, used):
        if card < STAR_BASE:
            chance = _LEAD[players][card & 7]
            expected = chance * by_suit[card >> 3] + (1.0 - chance) * unknown
        else:
            expected = unknown
        value = card_value(card)
        miss = abs(value - (style.spread * expected + style.shift))
        if value == 0:
            miss -= style.zero
        out.append((-miss - (0.3 if card == NAUGHT else 0.0), card))
    return out


_LEAD: Final = tuple(tuple(lead_chance(v, p) for v in range(8)) for p in range(8))


def easy_bet(hand: Sequence[int], used: Sequence[int], players: int,
             style: BetStyle = EASY_STYLE) -> int:
    """Return the easy bot's bet card: the one whose value best matches its estimate
    (``style``: how far from the middle it bets)."""
    return max(bet_scores(hand, used, players, style), key=lambda sc: (sc[0], -sc[1]))[1]


def easy_show(hand: Sequence[int], bet: int, other_trump: int, players: int) -> bool:
    """Decide on the ``?``: show it if its own trump suit suits the bet better."""
    value = card_value(bet)
    mine = abs(value - hand_estimate(hand, card_suit(bet), players))
    theirs = abs(value - hand_estimate(hand, other_trump, players))
    return mine < theirs
