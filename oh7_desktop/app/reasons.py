"""The engine's reasons in the player's language: a game's :class:`Reason` code becomes a sentence.

The engine explains an illegal action with a code and arguments (``must_follow(suit=H)``);
the table never works out the rules itself, it translates what the engine said. The message
is ``reason.<game>.<code>`` if the game words it its own way, else ``reason.<code>``; its
arguments are drawn by the game's table (suits and cards as symbols, seats as names). A code
with no message in any language falls back to the game's English line, so a new code shows
up readable, never as a key.

>>> messages = {"reason.must_follow": "You must follow {suit}"}
>>> def words(key: str, **fields: str) -> str:
...     return messages[key].format(**fields)
>>> style = ReasonStyle(lambda name, value: "♥" if value == "H" else str(value))
>>> translate(Reason.of("must_follow", seat=1, suit="H"), "oh7", words, messages.__contains__, style, repr)
'You must follow ♥'
>>> translate(Reason.of("odd_code", seat=1), "oh7", words, messages.__contains__, style, repr)
'odd_code(seat=1)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oh7_desktop.games.interface import Reason, ReasonArg

Words = Callable[..., str]
"""Looks up a message by key with named fields (``words("reason.must_follow", suit="♥")``)."""


@dataclass(frozen=True)
class ReasonStyle:
    """How a game's table draws a reason's arguments: ``render(name, value)`` gives the text
    (``suit="H"`` -> ``♥``, ``card="4H"`` -> ``4♥``, ``seat=2`` -> the seat's name)."""

    render: Callable[[str, ReasonArg], str]


def translate(reason: Reason, game: str, words: Words, known: Callable[[str], bool], style: ReasonStyle,
              english: Callable[[Reason], str]) -> str:
    """Return the sentence for ``reason`` of ``game`` (see the module's docstring)."""
    fields = {name: style.render(name, value) for name, value in reason.args}
    for key in (f"reason.{game}.{reason.code}", f"reason.{reason.code}"):
        if known(key):
            return words(key, **fields)
    return english(reason)


__all__ = ["ReasonStyle", "Words", "translate"]
