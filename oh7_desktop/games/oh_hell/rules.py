"""Oh Hell's options (players, the sequence of hands, the variants) and the phases of a game.

>>> rules = Rules(players=4)
>>> rules.max_cards, rules.hand_sizes[:3], rules.hands
(13, (1, 2, 3), 13)
>>> Rules(players=5, sequence="down-up").hand_sizes
(10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
>>> rules.has_trump(11), rules.has_trump(12), rules.dealer(5)
(True, False, 1)
>>> Rules(players=4, hook=True, simultaneous=True)
Traceback (most recent call last):
...
oh7_desktop.games.oh_hell.rules.RulesError: hook and simultaneous cannot be combined (with secret bids nobody bids last, so nobody can be hooked)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from ..interface import RulesError as _GameRulesError
from ..schema import Choice, Flag, Schema, players_option

MAX_CARDS: Final = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}
"""N, the most cards a hand can have, by number of players (the sheet's table)."""
SEQUENCES: Final = ("up", "down", "up-down", "down-up")
FLAGS: Final = ("hook", "simultaneous", "podrida", "miss_scores_tricks", "zero_bonus")
"""The variants, each true or false (false by default)."""


class RulesError(_GameRulesError):
    """Options no game of Oh Hell can be played with."""


class Phase(enum.Enum):
    """Where a game stands; ``legal_actions`` dispatches on it."""

    DEAL = "deal"
    BID = "bid"
    PLAY = "play"
    GAME_OVER = "game_over"


def _shown(value: object, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


@lru_cache(maxsize=64)
def _sizes(sequence: str, top: int) -> tuple[int, ...]:
    up = tuple(range(1, top + 1))
    down = up[::-1]
    return {"up": up, "down": down, "up-down": up + down[1:], "down-up": down + up[1:]}[sequence]


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game, validated: 3-7 ``players``, a ``sequence``, five variants."""

    players: int = 4
    sequence: str = "up"
    hook: bool = False
    simultaneous: bool = False
    podrida: bool = False
    miss_scores_tricks: bool = False
    zero_bonus: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise RulesError(f"players must be a whole number, not {_shown(self.players)}")
        if self.players not in MAX_CARDS:
            raise RulesError(f"Oh Hell is for 3 to 7 players, not {self.players}")
        if self.sequence not in SEQUENCES:
            raise RulesError(f"unknown sequence {_shown(self.sequence)} "
                             f"(expected one of: {', '.join(SEQUENCES)})")
        for flag in FLAGS:
            if not isinstance(getattr(self, flag), bool):
                raise RulesError(f"{flag} must be true or false, not {_shown(getattr(self, flag))}")
        if self.hook and self.simultaneous:
            raise RulesError("hook and simultaneous cannot be combined (with secret bids "
                             "nobody bids last, so nobody can be hooked)")

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        """Return the rules of a record's ``rules`` object (``players`` required)."""
        return cls(**SCHEMA.read(options, required=("players",)))

    def to_options(self) -> dict[str, Any]:
        """Return the record's ``rules`` object (every key written)."""
        return SCHEMA.write(self)

    @property
    def max_cards(self) -> int:
        """N: the most cards a hand has (15 for 3 players … 7 for 7)."""
        return MAX_CARDS[self.players]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """The number of cards of every hand of the game, in order."""
        return _sizes(self.sequence, MAX_CARDS[self.players])

    @property
    def hands(self) -> int:
        """How many hands the game has."""
        return len(self.hand_sizes)

    def hand_size(self, index: int) -> int:
        """Cards per seat in hand ``index`` (from 0)."""
        return self.hand_sizes[index]

    def has_trump(self, index: int) -> bool:
        """False for a hand of N cards: no card is turned and there is no trump."""
        return self.hand_sizes[index] < MAX_CARDS[self.players]

    def dealer(self, index: int) -> int:
        """The seat that deals hand ``index``: seat 0 first, then the deal passes left."""
        return index % self.players


SCHEMA = Schema("Oh Hell", (
    players_option("Oh Hell", min(MAX_CARDS), max(MAX_CARDS), 4),
    Choice("sequence", SEQUENCES[0], SEQUENCES, "hell.opt.sequence", choice_label="hell.seq."),
    *(Flag(flag, False, f"hell.opt.{flag}") for flag in FLAGS),
), error=RulesError)
"""Oh Hell's options: what ``--rules``, saves, deal codes and records are read with."""
