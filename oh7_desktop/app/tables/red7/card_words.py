"""Red7's cards as a player reads them in sentences (hints, reasons, the review):
``6G`` -> "Green 6 (G)", the colour named and its letter kept (the letter the card carries,
which a colour-safe player reads rather than the hue)."""

from __future__ import annotations

import re
from collections.abc import Callable

CODE = re.compile(r"\b([1-7])([ROYGBIV])\b")
"""A Red7 card's code in a text (value then colour letter: ``6G``, ``1V``)."""
CARD_ARGS = frozenset({"card", "canvas", "cards"})
"""The arguments of Red7's reasons (hints, refusals, bots' reasons) that hold cards."""


def readable(text: str, words: Callable[..., str]) -> str:
    """``text`` with each Red7 card code in it named in the player's language (``words``: the
    table's message lookup).

    >>> names = {"red7.rule.G": "Green", "red7.rule.V": "Violet"}
    >>> def words(key: str, **fields: object) -> str:
    ...     return names.get(key) or "{colour} {value} ({letter})".format(**fields)
    >>> readable("6G, 1V", words)
    'Green 6 (G), Violet 1 (V)'
    """
    return CODE.sub(lambda found: words("red7.card", value=found[1], colour=words(f"red7.rule.{found[2]}"),
                                        letter=found[2]), text)
