"""The game's settings (mode, players, target) and the phases a game goes through."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..interface import RulesError as _GameRulesError
from ..schema import Choice, Number, Schema, players_option
from .cards import deck_suits, shown

TARGETS = {"short": 21, "normal": 35, "long": 49}
TRICKS_PER_ROUND = 7
HAND_SIZE = 7
DUMMY_BET = 2
MAX_ATTEMPTS = 3
MAX_TARGET = 9999
"""Highest target a game may have (the new-game form's and the command line's limit too)."""


class RulesError(_GameRulesError):
    """Raised for settings no game can be played with."""


class Phase(enum.Enum):
    """Where a game stands; ``legal_actions`` dispatches on it."""

    DEAL = "deal"
    BET = "bet"
    INTERROBANG = "interrobang"
    PLAY = "play"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game: ``mode`` base/advanced, 2-6 ``players``, a ``target`` from 1 to 9999.

    >>> Rules("advanced", 6, 49).suits
    'SHCDF'
    >>> Rules("advanced", 2)
    Traceback (most recent call last):
    ...
    oh7_desktop.games.oh7.rules.RulesError: the advanced game is for 3 to 6 players, not 2
    """

    mode: str = "base"
    players: int = 4
    target: int = 35

    def __post_init__(self) -> None:
        if self.mode not in ("base", "advanced"):
            raise RulesError(f"unknown mode {shown(self.mode)} (expected 'base' or 'advanced')")
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise RulesError(f"players must be a whole number, not {shown(self.players)}")
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target <= 0:
            raise RulesError(f"the target must be a positive whole number, not {shown(self.target)}")
        if self.target > MAX_TARGET:
            raise RulesError(f"the target must be at most {MAX_TARGET}, not {shown(self.target)}")
        try:
            deck_suits(self.mode, self.players)
        except ValueError as error:
            raise RulesError(str(error)) from None

    @property
    def suits(self) -> str:
        """The regular suits in this game's deck."""
        return deck_suits(self.mode, self.players)

    @property
    def has_dummy(self) -> bool:
        """True for the two-player game, where a dummy plays a third hand."""
        return self.players == 2


SCHEMA = Schema("Oh 7 ?", (
    Choice("mode", "base", ("base", "advanced"), "setup.mode", choice_label="mode."),
    players_option("Oh 7 ?", 2, 6, 4),
    Number("target", TARGETS["normal"], 1, MAX_TARGET, "setup.target", noun="the target"),
), error=RulesError)
"""Oh 7 ?'s options: what ``--rules``, saves, deal codes and records are read with."""
