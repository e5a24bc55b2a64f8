"""Seven Up's one option (the target), its phases, and the numbers its rules are made of."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from ..interface import RulesError as _GameRulesError
from ..schema import Number, Schema

TARGET: Final = 7
"""Points to reach (the sheet's game is to 7)."""
MAX_TARGET: Final = 99
HAND_SIZE: Final = 6
"""Cards in each hand when the tricks start."""
RUN_SIZE: Final = 3
"""Extra cards each player receives on a run (and sets aside after a run on a new suit)."""
RUN_NEEDS: Final = 2 * RUN_SIZE + 1
"""Cards a run takes from the pack: 3 to elder, 3 to the dealer, one turned up."""
TRICKS: Final = 6
JACK_RANK: Final = 9
"""Rank index of a jack (ranks 0-12 are 2 … A)."""
CARD_POINTS: Final = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
"""Points toward *game* by rank index: ten 10, ace 4, king 3, queen 2, jack 1, others 0."""
END_POINTS: Final = ("high", "low", "jack", "game")
"""The end-of-deal points, in the order that settles who reaches the target first."""
DECISIONS: Final = ("stand", "beg", "give", "run")


class RulesError(_GameRulesError):
    """Options no game of Seven Up can be played with."""


class Phase(enum.Enum):
    """Where a game stands; ``legal_actions`` dispatches on it."""

    DEAL = "deal"
    """A pack is due: the deal's first, or a new one after the pack ran out (chance)."""
    STAND_OR_BEG = "stand_or_beg"
    """Elder accepts the turned suit (stand) or begs."""
    GIVE_OR_RUN = "give_or_run"
    """After a beg, the dealer gives elder a point (trump accepted) or runs the cards."""
    SET_ASIDE = "set_aside"
    """After a run that changed the trump: elder, then the dealer, set aside 3 of their 9."""
    PLAY = "play"
    GAME_OVER = "game_over"


def shown(value: object) -> str:
    """Return ``repr(value)`` cut to 40 characters, for one-line error messages."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True, slots=True)
class Rules:
    """The game's options: the ``target`` to reach (default 7).

    >>> Rules().target
    7
    >>> Rules(0)
    Traceback (most recent call last):
    ...
    oh7_desktop.games.seven_up.rules.RulesError: the target must be a whole number from 1 to 99, not 0
    """

    target: int = TARGET

    def __post_init__(self) -> None:
        target = self.target
        if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= MAX_TARGET:
            raise RulesError(f"the target must be a whole number from 1 to {MAX_TARGET}, "
                             f"not {shown(target)}")


SCHEMA = Schema("Seven Up", (Number("target", TARGET, 1, MAX_TARGET, "setup.target", noun="the target"),),
                fixed_players=2, error=RulesError)
"""Seven Up's one option: what ``--rules``, saves, deal codes and records are read with (a
``players`` key, if given, must say 2)."""


__all__ = ["CARD_POINTS", "DECISIONS", "END_POINTS", "HAND_SIZE", "JACK_RANK", "Phase", "RUN_NEEDS",
           "RUN_SIZE", "Rules", "RulesError", "SCHEMA", "TARGET", "TRICKS", "shown"]
