"""Red7's options (players, advanced, actions), its targets and the phases a game goes through."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from ..interface import RulesError as _GameRulesError
from ..schema import Flag, Schema, players_option
from .cards import shown

HAND_SIZE: Final = 7
"""Cards dealt to each hand; one more goes to each palette."""

TARGETS: Final = {2: 40, 3: 35, 4: 30}
"""Advanced Red7 ends when a player reaches this many points (by number of players)."""


class RulesError(_GameRulesError):
    """Raised for options no game can be played with."""


class Phase(enum.Enum):
    """Where a game stands; ``legal_actions`` dispatches on it."""

    DEAL = "deal"
    """A round is about to be dealt (the chance action)."""
    TURN = "turn"
    """A seat plays its turn: a move (palette, canvas or both) or a fold."""
    AFTER_DRAW = "after_draw"
    """With the action rule, a 3 drew a card: the mover may now discard, end the turn, or fold."""
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game: 2-4 ``players``; ``advanced`` (the discard draw, scoring,
    rounds to a target); ``actions`` (the optional action rule for 1, 3, 5 and 7).

    >>> Rules(3, advanced=True).target
    35
    >>> Rules(5)
    Traceback (most recent call last):
    ...
    oh7_desktop.games.red7.rules.RulesError: Red7 is for 2 to 4 players, not 5
    """

    players: int = 3
    advanced: bool = False
    actions: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise RulesError(f"players must be a whole number, not {shown(self.players)}")
        if not 2 <= self.players <= 4:
            raise RulesError(f"Red7 is for 2 to 4 players, not {self.players}")
        for name in ("advanced", "actions"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name} must be true or false, not {shown(getattr(self, name))}")

    @property
    def target(self) -> int:
        """Points that end an advanced game (40, 35 or 30 by players)."""
        return TARGETS[self.players]

    @property
    def cards_per_round(self) -> int:
        """Cards a round needs: seven for each hand and one for each palette."""
        return (HAND_SIZE + 1) * self.players


SCHEMA = Schema("Red7", (
    players_option("Red7", min(TARGETS), max(TARGETS), 3),
    Flag("advanced", False, "red7.opt.advanced"),
    Flag("actions", False, "red7.opt.actions"),
), error=RulesError)
"""Red7's options: what ``--rules``, saves, deal codes and records are read with."""
