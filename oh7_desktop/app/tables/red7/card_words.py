"""Red7's cards as a player reads them in sentences (hints, reasons, the review):
``6G`` -> "Green 6 (G)", the colour named and its letter kept (the letter the card carries,
which a colour-safe player reads rather than the hue), both in the player's language: in French
"Vert 6 (Ve)", the cards then marked Ve (:func:`letters`)."""

from __future__ import annotations

import re
from collections.abc import Callable

CODE = re.compile(r"\b([1-7])([ROYGBIV])\b")
"""A Red7 card's code in a text (value then colour letter: ``6G``, ``1V``)."""
CARD_ARGS = frozenset({"card", "canvas", "cards"})
"""The arguments of Red7's reasons (hints, refusals, bots' reasons) that hold cards."""
COLOURS = "ROYGBIV"
"""The colours' codes in the rulings' notation (the engine's, the records'), strongest first."""


def letters(words: Callable[..., str]) -> dict[str, str]:
    """Each colour's letter in the player's language (``words``: the table's message lookup), as
    the cards carry it and the texts name it: the rulings' R O Y G B I V in English, R O J Ve B I Vi
    in French (distinct, vert and violet sharing their initial).

    >>> letters(lambda key: {"red7.letter.G": "Ve"}.get(key, key[-1]))["G"]
    'Ve'
    """
    return {colour: words(f"red7.letter.{colour}") for colour in COLOURS}


def readable(text: str, words: Callable[..., str]) -> str:
    """``text`` with each Red7 card code in it named in the player's language (``words``: the
    table's message lookup).

    >>> names = {"red7.rule.G": "Green", "red7.rule.V": "Violet"}
    >>> def words(key: str, **fields: object) -> str:
    ...     if key.startswith("red7.letter."):
    ...         return key[-1]
    ...     return names.get(key) or "{colour} {value} ({letter})".format(**fields)
    >>> readable("6G, 1V", words)
    'Green 6 (G), Violet 1 (V)'
    """
    return CODE.sub(lambda found: words("red7.card", value=found[1], colour=words(f"red7.rule.{found[2]}"),
                                        letter=words(f"red7.letter.{found[2]}")), text)


def short(text: str, words: Callable[..., str]) -> str:
    """``text`` with each card code in the player's letters, kept short (``6G`` -> ``6Ve`` in
    French): where a line lists cards (a hand in the review).

    >>> short("6G 1V", lambda key: {"red7.letter.G": "Ve", "red7.letter.V": "Vi"}[key])
    '6Ve 1Vi'
    """
    return CODE.sub(lambda found: found[1] + words(f"red7.letter.{found[2]}"), text)
