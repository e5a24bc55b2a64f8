"""Exactly uniform samples of the hidden cards, consistent with everything public (every game).

The hidden cards go to *targets*: each other seat's hidden slots (its hand minus its
public cards), then last the rest (a discard, a stock or a dummy's pile, in random order).
A seat that did not follow a lead suit is void in it: none of that suit may go there.
Cards are ints; ``suit_of`` maps a card code to its suit index, or -1 for a card of no
suit (which any target may take). Oh 7 ?'s table is the default.

>>> s = DealSampler([0, 1, 13, 14], caps=[2, 2], voids=[0b01, 0], suit_of=tuple(c // 13 for c in range(52)))
>>> s.total, sorted(s.sample(random.Random(1))[0])    # target 0 is void in suit 0
(1, [13, 14])

Uniformity: cards are grouped by the set of targets that may take them. The number of
deals giving ``x[t]`` cards of a group of ``n`` cards to each target is the multinomial
``n! / prod(x[t]!)``, and the groups are independent given the counts, so a dynamic
programme over the groups counts every completion exactly (big integers). Counts are
drawn group by group with probability proportional to their completions, then each
group's cards are shuffled into the chosen counts. Every consistent deal is therefore
equally likely (a test checks it against brute-force enumeration). If the programme
would be too large, exact rejection sampling (shuffle, reject deals breaking a void)
takes over: also uniform, only slower.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import factorial
from typing import Final

from .stdrandom import shuffle


OH7_SUIT_OF: Final = tuple(code >> 3 if code < 40 else -1 for code in range(46))
"""Oh 7 ?'s suits by card code: regular cards 0-39 in five suits, the specials in none."""

WORK_LIMIT: Final = 60_000
"""Most split evaluations the programme may spend before rejection sampling takes over."""


class InconsistentError(ValueError):
    """No deal fits the public information (the view contradicts itself)."""


def _multinomial(n: int, parts: Sequence[int]) -> int:
    out = factorial(n)
    for x in parts:
        out //= factorial(x)
    return out


class DealSampler:
    """Draws uniform deals of ``cards`` into targets of fixed sizes under void constraints."""

    def __init__(self, cards: Sequence[int], caps: Sequence[int], voids: Sequence[int],
                 suit_of: Sequence[int] = OH7_SUIT_OF) -> None:
        """``caps[t]`` cards go to target ``t``; ``voids[t]`` is a bit mask of suits target
        ``t`` may not receive (use 0 for the rest); ``suit_of`` gives each card's suit."""
        self.suit_of = suit_of
        if sum(caps) != len(cards):
            raise InconsistentError(f"{len(cards)} hidden cards for {sum(caps)} places")
        self.caps = tuple(caps)
        self.voids = tuple(voids)
        groups: dict[int, list[int]] = {}
        for card in cards:
            groups.setdefault(self._accept(card), []).append(card)
        full = (1 << len(caps)) - 1
        # The last group's split is forced; putting the least constrained group last
        # keeps the programme small.
        order = sorted(groups, key=lambda mask: (mask == full, bin(mask).count("1"), mask))
        self.masks = tuple(order)
        self.groups = tuple(tuple(sorted(groups[m])) for m in order)
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self._splits_memo: dict[tuple[int, tuple[int, ...]], list[tuple[int, tuple[int, ...]]]] = {}
        self._work = 0
        self.exact = True
        if not self.groups:
            self.total = 1
            return
        try:
            self.total = self._count(0, self.caps)
        except _TooBig:
            self.exact = False
            self.total = -1
        if self.total == 0:
            raise InconsistentError("no deal of the hidden cards fits the voids")

    def _accept(self, card: int) -> int:
        suit = self.suit_of[card]
        if suit < 0:
            return (1 << len(self.caps)) - 1
        bit = 1 << suit
        return sum(1 << t for t, v in enumerate(self.voids) if not v & bit)

    def _count(self, gi: int, caps: tuple[int, ...]) -> int:
        size, mask = len(self.groups[gi]), self.masks[gi]
        if gi == len(self.groups) - 1:
            if any(c and not mask >> t & 1 for t, c in enumerate(caps)):
                return 0
            return _multinomial(size, caps)
        key = (gi, caps)
        if key in self._memo:
            return self._memo[key]
        total = sum(w for w, _ in self._weighted_splits(gi, caps))
        self._memo[key] = total
        return total

    def _weighted_splits(self, gi: int, caps: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        key = (gi, caps)
        if key in self._splits_memo:
            return self._splits_memo[key]
        size, out = len(self.groups[gi]), []
        for split in _splits(size, caps, self.masks[gi], 0):
            self._work += 1
            if self._work > WORK_LIMIT:
                raise _TooBig
            after = tuple(c - x for c, x in zip(caps, split))
            weight = _multinomial(size, split) * self._count(gi + 1, after)
            if weight:
                out.append((weight, split))
        self._splits_memo[key] = out
        return out

    def sample(self, rng: random.Random) -> list[list[int]]:
        """Return one uniform deal: the cards of each target (the rest shuffled)."""
        if not self.exact:
            return self._rejection(rng)
        caps = self.caps
        out: list[list[int]] = [[] for _ in caps]
        for gi, cards in enumerate(self.groups):
            if gi == len(self.groups) - 1:
                split = caps
            else:
                split = self._pick(self._weighted_splits(gi, caps), rng)
            pool = list(cards)
            shuffle(rng, pool)  # rng.shuffle's draws, compiled
            at = 0
            for t, x in enumerate(split):
                out[t].extend(pool[at:at + x])
                at += x
            caps = tuple(c - x for c, x in zip(caps, split))
        shuffle(rng, out[-1])  # rng.shuffle's draws, compiled
        return out

    @staticmethod
    def _pick(options: list[tuple[int, tuple[int, ...]]], rng: random.Random) -> tuple[int, ...]:
        total = sum(w for w, _ in options)
        point = rng.randrange(total)
        for weight, split in options:
            if point < weight:
                return split
            point -= weight
        raise AssertionError("unreachable: the weights sum to the total")

    def _rejection(self, rng: random.Random) -> list[list[int]]:
        cards = [c for group in self.groups for c in group]
        for _ in range(200_000):
            shuffle(rng, cards)  # rng.shuffle's draws, compiled
            out, at = [], 0
            for cap in self.caps:
                out.append(cards[at:at + cap])
                at += cap
            if all(not _breaks(hand, void, self.suit_of) for hand, void in zip(out, self.voids)):
                return out
        raise InconsistentError("no deal of the hidden cards fits the voids (rejection)")


class _TooBig(Exception):
    pass


def _breaks(hand: Sequence[int], void: int, suit_of: Sequence[int]) -> bool:
    return any(suit_of[c] >= 0 and void >> suit_of[c] & 1 for c in hand)


def _splits(size: int, caps: tuple[int, ...], mask: int, t: int) -> Iterator[tuple[int, ...]]:
    """Yield every way to put ``size`` cards on targets ``t..`` allowed by ``mask``."""
    if t == len(caps) - 1:
        if size <= caps[t] and (size == 0 or mask >> t & 1):
            yield (size,)
        return
    top = min(size, caps[t]) if mask >> t & 1 else 0
    for x in range(top + 1):
        for rest in _splits(size - x, caps, mask, t + 1):
            yield (x, *rest)
