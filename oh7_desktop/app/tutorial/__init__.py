"""Games that teach themselves: a game-independent runner and each game's own script.

:data:`TUTORIALS` lists the games that have a tutorial. Adding one is a single line: the game's
key -> the name of its module in this package, which defines the scene class ``TutorialTable``
(built with the app's services) and ``tutorial_setup()``. A game's second lesson (Oh 7 ?'s
advanced game) has a key of its own and a :data:`LABELS` line naming it in the menu. Nothing is
imported until the player opens a tutorial, so the menu stays fast.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from importlib import import_module
from oh7_desktop.app.scene import Table

TUTORIALS: dict[str, str] = {
    "oh7": "oh7",
    "oh7-advanced": "oh7_advanced",
    "oh-hell": "oh_hell",
    "seven-up": "seven_up",
    "red7": "red7",
}
"""Game key -> module (in ``oh7_desktop.app.tutorial``) holding its ``TutorialTable``."""
LABELS: dict[str, str] = {"oh7-advanced": "tutorial.oh7-advanced.name"}
"""A lesson that is not a game's first (its key is no game's): the message naming it in the menu."""


def scene_class(game: str) -> type[Table]:
    """The tutorial scene class of ``game`` (imported now; KeyError if the game has none)."""
    found: type[Table] = import_module(f"{__name__}.{TUTORIALS[game]}").TutorialTable
    return found


def factories() -> dict[str, Callable[[], type[Table]]]:
    """Game key -> a zero-argument lazy factory returning that game's tutorial scene class."""
    return {game: partial(scene_class, game) for game in TUTORIALS}
