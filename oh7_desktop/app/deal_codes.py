"""Deal codes in the app: every game's code (shown in the game menu, written in its record), and
a new game from a code (*New game → From a code*, ``oh7 play --code CODE``).

A code carries the game, its rules, each seat's player (a person or a bot level) and the seed
(:mod:`oh7_desktop.games.share`): the same code plays the same deals with the same bots on
any machine and any profile. The names are not in the code: people are "You" and "Player N",
bots get the usual names.

>>> from oh7_desktop.games import registry
>>> rules = registry.get("oh7").rules_from_options({"mode": "base", "players": 3, "target": 21})
>>> setup = GameSetup("oh7", rules, 99, (SeatSetup("Ann", "human", None), SeatSetup("B", "bot", "easy"),
...                                     SeatSetup("C", "bot", "hard:400")))
>>> code = code_of(setup)
>>> again = setup_from_code(code)
>>> (again.seed, again.rules == rules, [s.level for s in again.seats], again.names)
(99, True, [None, 'easy', 'hard'], ['You', 'Alice', 'Bruno'])
>>> setup_from_code("not a code?")
Traceback (most recent call last):
...
oh7_desktop.games.share.CodeError: 'not a code?' is not a deal code (letters and digits, e.g. GJG90-9R0XD-WT58K-K)
"""

from __future__ import annotations

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.games import registry
from oh7_desktop.games.interface import GameError
from oh7_desktop.games.share import CodeError, SharedSetup, decode, encode

NAMES = ("Alice", "Bruno", "Chloé", "Daniel", "Emma", "Félix", "Gaspard")
"""The bots' names in a game from a code, in seat order."""


def code_of(setup: GameSetup) -> str | None:
    """The code of a game's setup (None when it cannot be one: a game or level codes do not carry)."""
    levels = tuple("human" if seat.is_human else (seat.level or "medium").split(":", 1)[0] for seat in setup.seats)
    try:
        return encode(SharedSetup(setup.game, setup.options(), levels, setup.seed))
    except GameError:
        return None


def setup_from_code(text: str) -> GameSetup:
    """The new game a code describes; raise :class:`CodeError` with one line."""
    shared = decode(text)
    game = registry.get(shared.game)
    try:
        rules = game.rules_from_options(shared.options)
    except GameError as error:
        raise CodeError(f"{text.strip()[:40]!r} is not a deal code ({error})") from None
    bots = iter(NAMES)
    seats: list[SeatSetup] = []
    for index, level in enumerate(shared.seats):
        if level == "human":
            seats.append(SeatSetup("You" if not any(s.is_human for s in seats) else f"Player {index + 1}", "human",
                                   None))
        else:
            seats.append(SeatSetup(next(bots, f"Bot {index + 1}"), "bot", level))
    return GameSetup(shared.game, rules, shared.seed, tuple(seats))


__all__ = ["CodeError", "code_of", "setup_from_code"]
