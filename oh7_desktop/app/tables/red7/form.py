"""Red7's part of the new-game form: players 2-4, basic or advanced, and the action rule (the
options its schema declares, :mod:`~oh7_desktop.app.kit.schema_form`).

Pure logic (no pygame), tested directly.

>>> draft = Red7Draft()
>>> draft.set_players(9); draft.players, draft.rules().players
(4, 4)
>>> draft.set_option("advanced", True); draft.rules().target
30
>>> Red7Draft.from_remembered(draft.remembered(), [], []) == draft
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from oh7_desktop.app.game_setup import GameSetup, rules_as
from oh7_desktop.app.kit.schema_form import SchemaOptions, defaults, remembered_values
from oh7_desktop.app.kit.seating import SeatsForm, command_line_seats
from oh7_desktop.games import registry
from oh7_desktop.games.red7 import Rules
from oh7_desktop.games.schema import OptionValue

if TYPE_CHECKING:
    from pydantic import JsonValue

GAME = "red7"
"""The game this form starts (its name in the registries)."""

PLAYERS = registry.entry(GAME).players
DEFAULT_NAMES = ("You", "Alice", "Bruno", "Chloé", "Daniel")


class Red7SetupError(ValueError):
    """Options that cannot start a game of Red7 (one line)."""


@dataclass
class Red7Draft(SeatsForm, SchemaOptions):
    """The Red7 options as the player fills them in."""

    GAME = GAME
    PLAYERS = PLAYERS
    DEFAULT_NAMES = DEFAULT_NAMES
    SetupError = Red7SetupError

    seats: list[str] = field(default_factory=lambda: ["human", "medium", "medium"])
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES[:3]))
    options: dict[str, OptionValue] = field(default_factory=lambda: defaults(registry.schema(GAME)))
    """The schema's options beside the number of players (``advanced``, ``actions``)."""

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON)."""
        return {"seats": list(self.seats), "names": list(self.names), **self.options}

    @classmethod
    def from_remembered(cls, data: Mapping[str, object], seats: list[str], names: list[str]) -> Red7Draft:
        """The form as :meth:`remembered` left it; what does not fit (an old or edited settings
        file) is replaced by the defaults, starting from the other form's ``seats`` and ``names``."""
        draft = cls()
        draft.seat_from(data, seats, names, 3)
        draft.options = remembered_values(registry.schema(GAME), data)
        return draft

    def rules(self) -> Rules:
        """The engine's rules of these options (read by the game's schema)."""
        rules: Rules = registry.get(GAME).rules_from_options({"players": self.players, **self.options})
        return rules


def draft_for(players: int | None, seats: list[str] | None, options: dict[str, object] | None,
              *, autoplay: bool = False) -> Red7Draft:
    """The form from command-line choices (``--players``, ``--seats``, ``--rules JSON``);
    :class:`Red7SetupError` for ones that do not fit."""
    values = Red7Draft.command_line_values(options)
    if players is None:
        players = len(seats) if seats else int(values.pop("players"))
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise Red7SetupError(f"Red7 is for 2 to 4 players, not {players}")
    if seats is not None and len(seats) != players:
        raise Red7SetupError(f"{len(seats)} seats given for {players} players")
    kinds, names = command_line_seats(players, seats, autoplay, DEFAULT_NAMES)
    draft = Red7Draft(seats=kinds, names=names)
    draft.take(values)
    return draft


def rules_of(setup: GameSetup) -> Rules:
    """The setup's rules (Red7's, made by the game registry)."""
    return rules_as(setup, Rules, "Red7")
