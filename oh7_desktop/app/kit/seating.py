"""Who sits at a new table: the seat list every game's new-game form and ``oh7 play --game``
share (kinds ``human``, ``easy``, ``medium``, ``hard``, and the names shown).

>>> seats, names = ["human", "easy"], ["You", "Alice"]
>>> resize_seats(seats, names, 4, (2, 4), ("You", "Alice", "Bruno", "Chloé")); seats, names
(['human', 'easy', 'medium', 'medium'], ['You', 'Alice', 'Bruno', 'Chloé'])
>>> command_line_seats(3, None, False, ("You", "Alice", "Bruno"))
(['human', 'medium', 'medium'], ['You', 'Alice', 'Bruno'])
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import ClassVar

from oh7_desktop.app.game_setup import GameSetup, SeatSetup


def resize_seats(seats: list[str], names: list[str], players: int, limits: tuple[int, int],
                 defaults: Sequence[str]) -> None:
    """Change the number of seats in place (clamped to ``limits``); new seats are medium bots
    named with the first default name not taken (``defaults[0]`` is the player's own)."""
    players = min(max(players, limits[0]), limits[1])
    del seats[players:]
    del names[players:]
    while len(seats) < players:
        seats.append("medium")
        used = {n.casefold() for n in names}
        names.append(next((n for n in defaults[1:] if n.casefold() not in used), f"Bot {len(names) + 1}"))


def command_line_seats(players: int, seats: list[str] | None, autoplay: bool,
                       defaults: Sequence[str]) -> tuple[list[str], list[str]]:
    """The seats' kinds and names from ``--seats`` (or: one human and medium bots, every seat a
    bot with ``--autoplay``): the first human is ``defaults[0]``, other humans ``Player N``."""
    kinds = list(seats) if seats else (["medium"] * players if autoplay else ["human"] + ["medium"] * (players - 1))
    bots = iter(defaults[1:])
    names = [defaults[0] if k == "human" and i == kinds.index("human") else
             (f"Player {i + 1}" if k == "human" else next(bots, f"Bot {i + 1}")) for i, k in enumerate(kinds)]
    return kinds, names


SEAT_KINDS = ("human", "easy", "medium", "hard")
"""What a seat may be on the new-game screen."""


def kept_seats(data: Mapping[str, object], limits: tuple[int, int]) -> tuple[list[str], list[str]] | None:
    """The seats and names a form remembered (the settings' ``game_options``), or None when they
    do not fit (an old or edited settings file, a count outside ``limits``).

    >>> kept_seats({"seats": ["human", "easy"], "names": ["You", "Al"]}, (2, 4))
    (['human', 'easy'], ['You', 'Al'])
    >>> kept_seats({"seats": ["robot"], "names": ["R"]}, (1, 4)) is None
    True
    """
    seats, names = data.get("seats"), data.get("names")
    if (isinstance(seats, list) and isinstance(names, list) and len(seats) == len(names)
            and limits[0] <= len(seats) <= limits[1] and all(k in SEAT_KINDS for k in seats)
            and all(isinstance(n, str) for n in names)):
        return list(seats), list(names)
    return None


class SeatsForm:
    """A game's new-game form as the player fills it in: the seats (a kind and a name each) and
    the game's own options. A game's draft (a dataclass with ``seats`` and ``names``) says its
    :attr:`GAME`, :attr:`PLAYERS` and :attr:`DEFAULT_NAMES` and makes its :meth:`rules`."""

    seats: list[str]
    names: list[str]
    GAME: ClassVar[str]
    """The game the form starts (its name in the registries)."""
    PLAYERS: ClassVar[tuple[int, int]]
    """The fewest and most seats."""
    DEFAULT_NAMES: ClassVar[Sequence[str]]
    """The person's default name, then the bots'."""

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    def set_players(self, players: int) -> None:
        """Change the number of seats (clamped to :attr:`PLAYERS`); new seats are medium bots."""
        resize_seats(self.seats, self.names, players, self.PLAYERS, self.DEFAULT_NAMES)

    def seat_from(self, data: Mapping[str, object], seats: list[str], names: list[str], count: int) -> None:
        """Seat the form as it remembered (``data``) when that fits, else from the other form's
        first ``count`` ``seats`` and ``names``; the count kept within :attr:`PLAYERS`."""
        self.seats, self.names = list(seats[:count]), list(names[:count])
        kept = kept_seats(data, self.PLAYERS)
        if kept is not None:
            self.seats, self.names = kept
        self.set_players(self.players)

    def rules(self) -> object:
        """The engine's rules of these options (the game's draft says)."""
        raise NotImplementedError

    def to_setup(self, seed: int | None = None) -> GameSetup:
        """The :class:`GameSetup` to start (a random seed unless one is given)."""
        seats = tuple(SeatSetup(name, "human", None) if kind == "human" else SeatSetup(name, "bot", kind)
                      for kind, name in zip(self.seats, self.names))
        return GameSetup(self.GAME, self.rules(), secrets.randbelow(2**31) if seed is None else seed, seats)
