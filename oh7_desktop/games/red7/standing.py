"""Who is winning: the seven rules' counting cards and the tie-breaks (the one shared evaluation).

Every part of the game asks this module: the checked engine (is the mover winning after a
move?), the fast simulator and the bots (thousands of times a decision), and the table (which
cards count, who holds the marker). The rulings, in full:

====  =====================================================================================
rule  a player's cards that count
====  =====================================================================================
R     the highest card (one card)
O     the largest group of one value
Y     the largest group of one colour
G     the even cards
B     one card of each colour (the highest of each)
I     the longest run of consecutive values (one card per value, the highest of each)
V     the cards below 4
====  =====================================================================================

Where a player has several largest groups or runs, the one holding the highest card counts.
A player *is winning* when their counting cards are more than every other (still playing)
player's; on equal numbers, the player whose counting set holds the highest card wins. A
player with no counting card is not winning.

Speed: a palette is a 49-bit mask (:mod:`.cards`: bit = card code, codes ordered by strength,
seven bits per value). A player's standing under a rule is one int, ``count << 6 | top``
(``top`` the code of the counting set's highest card; 0 for no counting card), so comparing
standings is comparing ints, and every card being unique, two non-zero standings never tie.
Each rule's standing is a handful of shifts, masks and table lookups; ``tests`` prove it equal
to a plain card-by-card reference on every kind of palette.

>>> from .cards import Card, mask_of
>>> p = [mask_of(Card.parse(t) for t in h.split()) for h in ("4R 4G 2B", "6V 5V 1V", "7O")]
>>> [leader(rule, p) for rule in range(7)]
[2, 0, 1, 0, 0, 1, 0]
>>> s = standing("I", p); s.leader, s.counts, [list(map(str, c)) for c in s.counting]
(1, (1, 2, 1), [['4R'], ['5V', '6V'], ['7O']])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import COLOURS, Card, cards_of, mask_of

RULE_TEXT: Final = {
    "R": "Highest card", "O": "Most cards of one number", "Y": "Most cards of one colour",
    "G": "Most even cards", "B": "Most different colours", "I": "Most cards in a run",
    "V": "Most cards below 4",
}
"""Each rule as the canvas card says it (English; the app translates)."""

_CHUNK: Final = 127
_BASES: Final = tuple(7 * v for v in range(7))
_EVEN: Final = sum(_CHUNK << (7 * v) for v in (1, 3, 5))          # values 2, 4, 6
_LOW: Final = (1 << 21) - 1                                          # values 1, 2, 3
_COLOUR: Final = tuple(sum(1 << (7 * v + 6 - c) for v in range(7)) for c in range(7))
_CHUNK_BASES: Final = sum(1 << b for b in _BASES)                    # bit 0 of every chunk
_GATHER: Final = sum(1 << (42 - 6 * v) for v in range(7))            # chunk bases -> bits 42..48
_POP: Final = tuple(bin(c).count("1") for c in range(128))


def _group_table(base: int) -> tuple[int, ...]:
    """Standing of one value's group by its 7-bit chunk (O)."""
    return tuple((_POP[c] << 6 | (base + c.bit_length() - 1)) if c else 0 for c in range(128))


def _runs() -> tuple[tuple[int, int], ...]:
    """For each set of values present (bit v-1 for value v): the longest run's (length, top
    value index), the highest run on equal lengths."""
    out = []
    for present in range(128):
        best, length = (0, -1), 0
        for v in range(7):
            length = length + 1 if present >> v & 1 else 0
            if length and (length, v) >= best:
                best = (length, v)
        out.append(best)
    return tuple(out)


_GROUPS: Final = tuple(_group_table(base) for base in _BASES)
_RUN: Final = _runs()


def _values_present(m: int) -> int:
    """Bit v set when the palette holds a card of value v+1 (no loop: see _GATHER)."""
    y = m | m >> 1 | m >> 2 | m >> 3 | m >> 4 | m >> 5 | m >> 6
    return ((y & _CHUNK_BASES) * _GATHER) >> 42 & _CHUNK


def _colours_present(m: int) -> int:
    return (m | m >> 7 | m >> 14 | m >> 21 | m >> 28 | m >> 35 | m >> 42) & _CHUNK


def _set_score(x: int) -> int:
    return (x.bit_count() << 6 | (x.bit_length() - 1)) if x else 0


def _red(m: int) -> int:
    return (64 | (m.bit_length() - 1)) if m else 0


def _orange(m: int) -> int:
    g = _GROUPS
    return max(g[0][m & 127], g[1][m >> 7 & 127], g[2][m >> 14 & 127], g[3][m >> 21 & 127],
               g[4][m >> 28 & 127], g[5][m >> 35 & 127], g[6][m >> 42 & 127])


def _yellow(m: int) -> int:
    best = 0
    for colour in _COLOUR:
        x = m & colour
        if x:
            score = x.bit_count() << 6 | (x.bit_length() - 1)
            if score > best:
                best = score
    return best


def _green(m: int) -> int:
    return _set_score(m & _EVEN)


def _blue(m: int) -> int:
    return (_POP[_colours_present(m)] << 6 | (m.bit_length() - 1)) if m else 0


def _indigo(m: int) -> int:
    if not m:
        return 0
    length, top = _RUN[_values_present(m)]
    base = 7 * top
    return length << 6 | (base + (m >> base & 127).bit_length() - 1)


def _violet(m: int) -> int:
    return _set_score(m & _LOW)


SCORERS: Final[tuple[Callable[[int], int], ...]] = (
    _red, _orange, _yellow, _green, _blue, _indigo, _violet)
"""``SCORERS[rule](palette_mask)``: the palette's standing under a rule (index in ``ROYGBIV``)."""


_CACHES: Final[tuple[dict[int, int], ...]] = tuple({} for _ in range(7))
CACHE_LIMIT: Final = 300_000
"""Most palettes remembered per rule by :func:`cached_score` before its memory is cleared."""


def cached_score(rule: int, mask: int) -> int:
    """Return :func:`score`, remembered: playouts ask for the same palettes again and again
    (the memory is cleared when full, so it never changes a result)."""
    cache = _CACHES[rule]
    value = cache.get(mask)
    if value is None:
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        value = cache[mask] = SCORERS[rule](mask)
    return value


_ALL_RULES: Final[dict[int, tuple[int, ...]]] = {}


def cached_scores(mask: int) -> tuple[int, ...]:
    """Return a palette's standing under each of the seven rules, remembered (playouts compare
    a palette under several rules; one lookup answers them all)."""
    value = _ALL_RULES.get(mask)
    if value is None:
        if len(_ALL_RULES) >= CACHE_LIMIT:
            _ALL_RULES.clear()
        value = _ALL_RULES[mask] = (_red(mask), _orange(mask), _yellow(mask), _green(mask),
                                    _blue(mask), _indigo(mask), _violet(mask))
    return value


def score(rule: int, mask: int) -> int:
    """Return a palette's standing under a rule: ``count << 6 | top code``, 0 for no counting card.

    >>> score(0, mask_of([Card.parse("3V")])) >> 6, score(6, mask_of([Card.parse("5R")]))
    (1, 0)
    """
    return SCORERS[rule](mask)


def counting_mask(rule: int, mask: int) -> int:
    """Return the mask of a palette's counting cards under a rule."""
    if not mask:
        return 0
    if rule == 0:
        return 1 << (mask.bit_length() - 1)
    if rule == 1:
        top = _orange(mask) & 63
        base = top - top % 7
        return mask & (_CHUNK << base)
    if rule == 2:
        top = _yellow(mask) & 63
        return mask & _COLOUR[6 - top % 7]
    if rule == 3:
        return mask & _EVEN
    if rule == 4:
        return sum(1 << ((mask & col).bit_length() - 1) for col in _COLOUR if mask & col)
    if rule == 5:
        length, top = _RUN[_values_present(mask)]
        return sum(1 << (b + (mask >> b & 127).bit_length() - 1)
                   for b in _BASES[top - length + 1: top + 1])
    return mask & _LOW


def leader(rule: int, masks: Sequence[int], active: Sequence[bool] | None = None) -> int | None:
    """Return the seat winning under ``rule`` among the active palettes, or None."""
    scorer = SCORERS[rule]
    best, who = 0, None
    for seat, mask in enumerate(masks):
        if active is None or active[seat]:
            value = scorer(mask)
            if value > best:
                best, who = value, seat
    return who


def rule_index(rule: str | int) -> int:
    """Return a rule's index (0-6) from its letter or index."""
    if isinstance(rule, int):
        if not 0 <= rule < 7:
            raise ValueError(f"no rule {rule}")
        return rule
    if not isinstance(rule, str) or len(rule) != 1 or rule not in COLOURS:
        raise ValueError(f"no rule {rule!r} (expected one of {COLOURS})")
    return COLOURS.index(rule)


@dataclass(frozen=True, slots=True)
class Standing:
    """Who is winning under one rule, and why: every seat's counting cards (weakest first),
    their numbers and highest cards; ``leader`` is None when nobody is winning."""

    rule: str
    leader: int | None
    counting: tuple[tuple[Card, ...], ...]
    counts: tuple[int, ...]
    tops: tuple[Card | None, ...]

    def winning(self, seat: int) -> bool:
        """True if ``seat`` is winning."""
        return self.leader == seat


def standing(rule: str | int, palettes: Sequence[int | Iterable[Card]],
             active: Sequence[bool] | None = None) -> Standing:
    """Return the standing of every seat under ``rule`` (palettes as masks or cards); seats
    not ``active`` (folded) have no counting cards and are never winning."""
    index = rule_index(rule)
    masks = [p if isinstance(p, int) else mask_of(p) for p in palettes]
    live = [True] * len(masks) if active is None else list(active)
    counted = [counting_mask(index, m) if live[s] else 0 for s, m in enumerate(masks)]
    scores = [score(index, m) if live[s] else 0 for s, m in enumerate(masks)]
    return Standing(
        rule=COLOURS[index], leader=leader(index, masks, live),
        counting=tuple(cards_of(c) for c in counted),
        counts=tuple(s >> 6 for s in scores),
        tops=tuple(cards_of(1 << (s & 63))[0] if s else None for s in scores))


__all__ = ["RULE_TEXT", "SCORERS", "Standing", "cached_score", "cached_scores", "counting_mask", "leader", "rule_index", "score",
           "standing"]
