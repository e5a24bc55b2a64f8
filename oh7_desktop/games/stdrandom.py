"""The standard library's ``Random.shuffle`` and ``Random.choice``, draw for draw, compilable.

``random.shuffle`` is Python code of the standard library: once the bots' simulators are
compiled (:mod:`.compiled`) it is about a third of a random round of Oh 7 ?. These give exactly
the standard library's results from the same generator state (they draw ``getrandbits`` as
``Random._randbelow`` does for :class:`random.Random`), so every seeded game stays the same;
``tests/test_compiled.py`` compares them with the standard library's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """Return ``rng._randbelow(n)``: a uniform int in ``[0, n)`` (``n >= 1``)."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffle(rng: random.Random, items: list[T]) -> None:
    """Shuffle ``items`` in place as ``rng.shuffle(items)`` does."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """Return ``rng.choice(items)`` (``items`` not empty)."""
    return items[below(rng, len(items))]
