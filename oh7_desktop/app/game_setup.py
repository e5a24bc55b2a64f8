"""What a new (or resumed) game is made of: which game, its rules, the seed and who sits where.

The rules are the game's own value (made by ``game.rules_from_options``); the app passes them
on to the game's table without looking inside.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from oh7_desktop.games import registry

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a human (couch play) or a bot of some level, with the name shown."""

    name: str
    kind: str = "bot"
    level: str | None = "medium"

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person at this screen."""
        return self.kind == "human"


@dataclass(frozen=True)
class GameSetup:
    """A game to start: ``record`` (a rulings game record) resumes a game in progress."""

    game: str
    """The game's name in :mod:`oh7_desktop.games.registry` (``oh7``...)."""
    rules: object
    """The game's rules value (``registry.get(game).rules_from_options(...)``)."""
    seed: int
    seats: tuple[SeatSetup, ...]
    record: dict[str, object] | None = None
    state: object | None = field(default=None, compare=False)
    """``record`` already replayed by the game (the loader checks every save): the table starts
    from it instead of replaying a game of thousands of deals a second time."""

    def options(self) -> dict[str, object]:
        """The rules as the game's record writes them (JSON-ready)."""
        return registry.get(self.game).rules_to_options(self.rules)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def names(self) -> list[str]:
        """The seats' names, in seat order."""
        return [seat.name for seat in self.seats]


RulesT = TypeVar("RulesT")


def rules_as(setup: GameSetup, kind: type[RulesT], title: str) -> RulesT:
    """``setup``'s rules as ``kind`` (the rules of the game called ``title``): a table refuses
    another game's rules before anything starts (TypeError)."""
    if not isinstance(setup.rules, kind):
        raise TypeError(f"{title}'s table got rules of another game: {setup.rules!r}")
    return setup.rules
