"""Red7's part of the new-game form: players 2-4, basic or advanced, and the action rule.

Pure logic (no pygame), tested directly.

>>> draft = Red7Draft()
>>> draft.set_players(9); draft.players, draft.rules().players
(4, 4)
>>> draft.advanced = True; draft.rules().target
30
>>> Red7Draft.from_remembered(draft.remembered(), [], []) == draft
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.kit.seating import SeatsForm, command_line_seats, kept_seats
from oh7_desktop.games.red7 import Rules

if TYPE_CHECKING:
    from pydantic import JsonValue

GAME = "red7"
"""The game this form starts (its name in the registries)."""

PLAYERS = (2, 4)
FLAGS = ("advanced", "actions")
"""The options, each on or off; each has a ``red7.opt.<flag>`` name and ``.desc`` line."""
DEFAULT_NAMES = ("You", "Alice", "Bruno", "Chloé", "Daniel")


class Red7SetupError(ValueError):
    """Options that cannot start a game of Red7 (one line)."""


@dataclass
class Red7Draft(SeatsForm):
    """The Red7 options as the player fills them in."""

    GAME = GAME
    PLAYERS = PLAYERS
    DEFAULT_NAMES = DEFAULT_NAMES

    seats: list[str] = field(default_factory=lambda: ["human", "medium", "medium"])
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES[:3]))
    advanced: bool = False
    actions: bool = False

    def set_flag(self, flag: str, on: bool) -> None:
        """Turn ``advanced`` or ``actions`` on or off."""
        if flag not in FLAGS:
            raise Red7SetupError(f"unknown option {flag!r} (expected one of {', '.join(FLAGS)})")
        setattr(self, flag, on)

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON)."""
        return {"seats": list(self.seats), "names": list(self.names), "advanced": self.advanced,
                "actions": self.actions}

    @classmethod
    def from_remembered(cls, data: Mapping[str, object], seats: list[str], names: list[str]) -> Red7Draft:
        """The form as :meth:`remembered` left it; what does not fit (an old or edited settings
        file) is replaced by the defaults, starting from the other form's ``seats`` and ``names``."""
        draft = cls(seats=list(seats[:3]), names=list(names[:3]))
        kept = kept_seats(data, PLAYERS)
        if kept is not None:
            draft.seats, draft.names = kept
        draft.set_players(draft.players)
        for flag in FLAGS:
            value = data.get(flag)
            if isinstance(value, bool):
                draft.set_flag(flag, value)
        return draft

    def rules(self) -> Rules:
        """The engine's rules of these options."""
        return Rules(players=self.players, advanced=self.advanced, actions=self.actions)



def draft_for(players: int | None, seats: list[str] | None, options: dict[str, object] | None,
              *, autoplay: bool = False) -> Red7Draft:
    """The form from command-line choices (``--players``, ``--seats``, ``--rules JSON``);
    :class:`Red7SetupError` for ones that do not fit."""
    options = dict(options or {})
    unknown = set(options) - {"players", *FLAGS}
    if unknown:
        raise Red7SetupError(f"unknown Red7 option {sorted(unknown)[0]!r} (expected players, advanced, actions)")
    if players is None:
        players = len(seats) if seats else int(str(options.get("players", 3)))
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise Red7SetupError(f"Red7 is for 2 to 4 players, not {players}")
    if seats is not None and len(seats) != players:
        raise Red7SetupError(f"{len(seats)} seats given for {players} players")
    kinds, names = command_line_seats(players, seats, autoplay, DEFAULT_NAMES)
    draft = Red7Draft(seats=kinds, names=names)
    for flag in FLAGS:
        value = options.get(flag, False)
        if not isinstance(value, bool):
            raise Red7SetupError(f"{flag} must be true or false, not {value!r}")
        draft.set_flag(flag, value)
    return draft


def rules_of(setup: GameSetup) -> Rules:
    """The setup's rules (Red7's, made by the game registry)."""
    if not isinstance(setup.rules, Rules):
        raise TypeError(f"Red7's table got rules of another game: {setup.rules!r}")
    return setup.rules
