"""What a new (or resumed) game is made of: rules, seed and who sits where."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from oh7_desktop.games.oh7 import GameState, Rules

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

    rules: Rules
    seed: int
    seats: tuple[SeatSetup, ...]
    record: dict[str, Any] | None = None
    state: GameState | None = field(default=None, compare=False)
    """``record`` already replayed (by the loader, which checks every save): the table starts
    from it instead of replaying a game of thousands of deals a second time."""

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def names(self) -> list[str]:
        """The seats' names, in seat order."""
        return [seat.name for seat in self.seats]
