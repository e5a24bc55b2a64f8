"""Seven Up's part of the new-game form: two seats and the target (7 unless chosen), the options
its schema declares (:mod:`~oh7_desktop.app.kit.schema_form`).

Pure logic (no pygame), tested directly.

>>> draft = SevenUpDraft()
>>> draft.set_option("target", 11); draft.rules().target, draft.players
(11, 2)
>>> draft_for(None, ["easy", "hard"], {"target": 5}, autoplay=True).to_setup(seed=1).rules.target
5
>>> SevenUpDraft.from_remembered({"target": 11, "seats": ["hard"]}, ["human", "easy"], ["Ana", "Ben"]).remembered()
{'seats': ['human', 'easy'], 'names': ['Ana', 'Ben'], 'target': 11}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from oh7_desktop.app.game_setup import GameSetup, rules_as
from oh7_desktop.app.kit.schema_form import SchemaOptions, defaults, remembered_values
from oh7_desktop.app.kit.seating import SeatsForm
from oh7_desktop.games import registry
from oh7_desktop.games.schema import OptionValue
from oh7_desktop.games.seven_up import Rules

if TYPE_CHECKING:
    from pydantic import JsonValue

GAME = "seven-up"
"""The game this form starts (its name in the registries)."""

OFFERS: dict[str, tuple[int, ...]] = {"target": (5, 7, 11, 15, 21)}
"""The values the form offers of an option whose range is too long to step through (the
targets: the sheet's game is to 7), beside the draft's own."""
SEAT_CHOICES = ("human", "easy", "medium", "hard")
DEFAULT_NAMES = ("You", "Alice", "Bruno")


class SevenUpSetupError(ValueError):
    """Options that cannot start a game of Seven Up (one line)."""


@dataclass
class SevenUpDraft(SeatsForm, SchemaOptions):
    """The Seven Up options as the player fills them in."""

    GAME = GAME
    PLAYERS = (2, 2)
    DEFAULT_NAMES = DEFAULT_NAMES
    SetupError = SevenUpSetupError

    seats: list[str] = field(default_factory=lambda: ["human", "medium"])
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES[:2]))
    options: dict[str, OptionValue] = field(default_factory=lambda: defaults(registry.schema(GAME)))
    """The schema's options (the ``target``)."""

    def rules(self) -> Rules:
        """The engine's rules of these options (read by the game's schema)."""
        rules: Rules = registry.get(GAME).rules_from_options(self.options)
        return rules

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON)."""
        return {"seats": list(self.seats), "names": list(self.names), **self.options}

    @classmethod
    def from_remembered(cls, data: Mapping[str, object], seats: list[str], names: list[str]) -> SevenUpDraft:
        """The form as :meth:`remembered` left it; what does not fit (an old or edited settings
        file) is replaced by the defaults, starting from the other form's first two ``seats``
        and ``names``."""
        draft = cls()
        if len(seats) >= 2 and len(names) >= 2 and all(k in SEAT_CHOICES for k in seats[:2]):
            draft.seats, draft.names = list(seats[:2]), list(names[:2])
        kept_seats, kept_names = data.get("seats"), data.get("names")
        if (isinstance(kept_seats, list) and isinstance(kept_names, list) and len(kept_seats) == len(kept_names) == 2
                and all(k in SEAT_CHOICES for k in kept_seats) and all(isinstance(n, str) for n in kept_names)):
            draft.seats, draft.names = list(kept_seats), list(kept_names)
        draft.options = remembered_values(registry.schema(GAME), data)
        return draft


def draft_for(players: int | None, seats: list[str] | None, options: dict[str, object] | None,
              *, autoplay: bool = False) -> SevenUpDraft:
    """The form from command-line choices (``--players``, ``--seats``, ``--rules JSON``);
    :class:`SevenUpSetupError` for ones that do not fit."""
    values = SevenUpDraft.command_line_values(options)
    count = players if players is not None else len(seats) if seats else 2
    if count != 2:
        raise SevenUpSetupError(f"Seven Up is for 2 players, not {count}")
    if seats is not None and len(seats) != 2:
        raise SevenUpSetupError(f"{len(seats)} seats given for 2 players")
    kinds = list(seats) if seats else (["medium", "medium"] if autoplay else ["human", "medium"])
    bad = [k for k in kinds if k not in SEAT_CHOICES]
    if bad:
        raise SevenUpSetupError(f"unknown seat {bad[0]!r} (expected one of {', '.join(SEAT_CHOICES)})")
    humans = [i for i, k in enumerate(kinds) if k == "human"]
    names = [DEFAULT_NAMES[0] if i == humans[0] and len(humans) == 1 else
             f"Player {i + 1}" if k == "human" else DEFAULT_NAMES[1 + i] for i, k in enumerate(kinds)] \
        if humans else [DEFAULT_NAMES[1], DEFAULT_NAMES[2]]
    draft = SevenUpDraft(seats=kinds, names=names)
    draft.take(values)
    return draft


def rules_of(setup: GameSetup) -> Rules:
    """The setup's rules (Seven Up's, made by the game registry)."""
    return rules_as(setup, Rules, "Seven Up")
