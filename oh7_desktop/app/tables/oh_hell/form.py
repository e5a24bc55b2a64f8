"""Oh Hell's part of the new-game form: players 3-7, the sequence of hands and five variants.

Pure logic (no pygame), tested directly. ``hook`` and ``simultaneous`` exclude each other (the
rules refuse the pair): turning one on turns the other off, so the form is always startable.

>>> draft = HellDraft()
>>> draft.set_flag("hook", True); draft.set_flag("simultaneous", True); draft.flags["hook"]
False
>>> draft.set_players(9); draft.players, draft.rules().max_cards
(7, 7)
>>> again = HellDraft.from_remembered(draft.remembered(), [], [])
>>> again == draft, HellDraft.from_remembered({"seats": ["robot"]}, ["human"], ["You"]).players
(True, 3)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from oh7_desktop.app.game_setup import GameSetup, rules_as
from oh7_desktop.app.kit.seating import SeatsForm, command_line_seats
from oh7_desktop.games import registry
from oh7_desktop.games.oh_hell import Rules
from oh7_desktop.games.schema import Choice, Flag

if TYPE_CHECKING:
    from pydantic import JsonValue

GAME = "oh-hell"
"""The game this form starts (its name in the registries)."""

SCHEMA = registry.schema(GAME)
"""Oh Hell's options as the game declares them: the form's counts, choices and flags come from it."""
PLAYERS = registry.entry(GAME).players
SEQUENCES = next(option.choices for option in SCHEMA if isinstance(option, Choice) and option.key == "sequence")
FLAGS = tuple(option.key for option in SCHEMA if isinstance(option, Flag))
"""The variants, each on or off; each has a ``hell.opt.<flag>`` name and ``.desc`` line."""
EXCLUSIVE = {"hook": "simultaneous", "simultaneous": "hook"}
SEAT_CHOICES = ("human", "easy", "medium", "hard")
DEFAULT_NAMES = ("You", "Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix")


class HellSetupError(ValueError):
    """Options that cannot start a game of Oh Hell (one line)."""


@dataclass
class HellDraft(SeatsForm):
    """The Oh Hell options as the player fills them in."""

    GAME = GAME
    PLAYERS = PLAYERS
    DEFAULT_NAMES = DEFAULT_NAMES

    seats: list[str] = field(default_factory=lambda: ["human", "medium", "medium", "medium"])
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES[:4]))
    sequence: str = "up"
    flags: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(FLAGS, False))

    def set_flag(self, flag: str, on: bool) -> None:
        """Turn a variant on or off (``hook`` and ``simultaneous`` exclude each other)."""
        if flag not in FLAGS:
            raise HellSetupError(f"unknown variant {flag!r} (expected one of {', '.join(FLAGS)})")
        self.flags[flag] = on
        other = EXCLUSIVE.get(flag)
        if on and other is not None:
            self.flags[other] = False

    def rules(self) -> Rules:
        """The engine's rules of these options."""
        return Rules(players=self.players, sequence=self.sequence, **self.flags)

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON)."""
        return {"seats": list(self.seats), "names": list(self.names), "sequence": self.sequence,
                "flags": dict(self.flags)}

    @classmethod
    def from_remembered(cls, data: Mapping[str, object], seats: list[str], names: list[str]) -> HellDraft:
        """The form as :meth:`remembered` left it; what does not fit (an old or edited settings
        file) is replaced by the defaults, starting from the other form's ``seats`` and ``names``."""
        draft = cls()
        draft.seat_from(data, seats, names, 4)
        if data.get("sequence") in SEQUENCES:
            draft.sequence = str(data["sequence"])
        flags = data.get("flags")
        for flag in FLAGS:
            if isinstance(flags, dict) and isinstance(flags.get(flag), bool):
                draft.set_flag(flag, flags[flag])
        return draft



def draft_for(players: int | None, seats: list[str] | None, options: dict[str, object] | None,
              *, autoplay: bool = False) -> HellDraft:
    """The form from command-line choices (``--players``, ``--seats``, ``--rules JSON``);
    :class:`HellSetupError` for ones that do not fit."""
    options = dict(options or {})
    if players is None:
        players = len(seats) if seats else int(str(options.get("players", 4)))
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise HellSetupError(f"Oh Hell is for 3 to 7 players, not {players}")
    if seats is not None and len(seats) != players:
        raise HellSetupError(f"{len(seats)} seats given for {players} players")
    kinds, names = command_line_seats(players, seats, autoplay, DEFAULT_NAMES)
    draft = HellDraft(seats=kinds, names=names)
    unknown = set(options) - {"players", "sequence", *FLAGS}
    if unknown:
        raise HellSetupError(f"unknown Oh Hell option {sorted(unknown)[0]!r}")
    draft.sequence = str(options.get("sequence", "up"))
    for flag in FLAGS:
        draft.flags[flag] = bool(options.get(flag, False))
    try:
        draft.rules()
    except ValueError as err:
        raise HellSetupError(str(err)) from None
    return draft


def rules_of(setup: GameSetup) -> Rules:
    """The setup's rules (Oh Hell's, made by the game registry)."""
    return rules_as(setup, Rules, "Oh Hell")
