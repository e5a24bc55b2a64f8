"""Each game's options declared once: their kinds, ranges, defaults and labels (an option schema).

A game's :class:`Schema` reads its options strictly wherever they come from (``--rules``, the
settings' remembered choices, deal codes, records): an unknown key, a wrong type (``"no"`` for a
flag, ``4.7`` or ``true`` for a whole number) or a value out of range is a
:class:`~oh7_desktop.games.interface.RulesError` whose message is one line naming the option and
what it allows. Missing options take their defaults. The labels are message ids of the
translation catalogs, for the new-game screen. Standard library only.

>>> schema = Schema("Example", (Flag("hook", False, "hell.opt.hook"),
...                             Number("players", 4, 3, 7, "setup.players", range_line="Example is for 3 to 7 players"),
...                             Choice("sequence", "up", ("up", "down"), "hell.opt.sequence")))
>>> schema.read({"players": 5})
{'hook': False, 'players': 5, 'sequence': 'up'}
>>> schema.read({"hook": "no"})
Traceback (most recent call last):
...
oh7_desktop.games.interface.RulesError: hook must be true or false, not 'no'
>>> schema.read({"players": 9})
Traceback (most recent call last):
...
oh7_desktop.games.interface.RulesError: Example is for 3 to 7 players, not 9
>>> schema.read({"sequence": "sideways", "colour": 1})
Traceback (most recent call last):
...
oh7_desktop.games.interface.RulesError: unknown rules option(s): 'colour' (expected: hook, players, sequence)
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .interface import RulesError

OptionValue = bool | int | str
"""What an option holds: a flag, a whole number or one of a few words."""


def shown(value: object, limit: int = 40) -> str:
    """Return ``repr(value)`` cut to ``limit`` characters, for one-line messages."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class Flag:
    """An option that is on or off (JSON ``true`` or ``false``, nothing else)."""

    key: str
    default: bool
    label: str
    """Message id of the option's name on the new-game screen."""

    @property
    def allowed(self) -> str:
        """What the option accepts, in words."""
        return "true or false"

    def check(self, value: object) -> bool:
        """Return ``value`` if it is a flag; raise :class:`RulesError` (one line) if not."""
        if not isinstance(value, bool):
            raise RulesError(f"{self.key} must be {self.allowed}, not {shown(value)}")
        return value

    def values(self) -> tuple[bool, ...]:
        """Every value the option may take, in the screen's order."""
        return (False, True)


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number from ``low`` to ``high`` (``true`` is not one, nor ``4.0``)."""

    key: str
    default: int
    low: int
    high: int
    label: str
    noun: str = ""
    """How a message names the option (``the target``); the key when empty."""
    range_line: str = ""
    """The game's own line for a value out of range (``Red7 is for 2 to 4 players``), if any."""

    @property
    def allowed(self) -> str:
        """What the option accepts, in words."""
        return f"a whole number from {self.low} to {self.high}"

    def check(self, value: object) -> int:
        """Return ``value`` if it is a whole number in range; raise :class:`RulesError` if not."""
        noun = self.noun or self.key
        if isinstance(value, bool) or not isinstance(value, int):
            plain = "a whole number" if self.range_line else self.allowed
            raise RulesError(f"{noun} must be {plain}, not {shown(value)}")
        if not self.low <= value <= self.high:
            line = self.range_line or f"{noun} must be {self.allowed}"
            raise RulesError(f"{line}, not {shown(value)}")
        return value

    def values(self) -> tuple[int, ...]:
        """Every value the option may take (a short range; a long one is only its ends)."""
        if self.high - self.low > 32:
            return (self.low, self.high)
        return tuple(range(self.low, self.high + 1))


@dataclass(frozen=True, slots=True)
class Choice:
    """One word among a few (``up``, ``down``...)."""

    key: str
    default: str
    choices: tuple[str, ...]
    label: str
    choice_label: str = ""
    """Message id prefix of each choice's name (``hell.seq.`` + ``up``); empty: the word itself."""

    @property
    def allowed(self) -> str:
        """What the option accepts, in words."""
        return "one of: " + ", ".join(repr(choice) for choice in self.choices)

    def check(self, value: object) -> str:
        """Return ``value`` if it is one of the choices; raise :class:`RulesError` if not."""
        if not isinstance(value, str) or value not in self.choices:
            raise RulesError(f"unknown {self.key} {shown(value)} (expected {self.allowed})")
        return value

    def values(self) -> tuple[str, ...]:
        """Every value the option may take, in the screen's order."""
        return self.choices


Option = Flag | Number | Choice
"""One declared option."""


@dataclass(frozen=True, slots=True)
class Schema:
    """A game's options, in the order records write them; ``fixed_players`` names a player
    count a game without a ``players`` option still accepts under that key (Seven Up: 2)."""

    title: str
    options: tuple[Option, ...]
    fixed_players: int | None = None
    error: type[RulesError] = RulesError
    """The game's own :class:`RulesError`, raised for every fault (its readers catch that one)."""

    def __post_init__(self) -> None:
        for option in self.options:
            option.check(option.default)  # a declaration whose default it refuses is a bug

    def __iter__(self) -> Iterator[Option]:
        return iter(self.options)

    @property
    def keys(self) -> tuple[str, ...]:
        """The options' keys, in order."""
        return tuple(option.key for option in self.options)

    def option(self, key: str) -> Option:
        """The option called ``key`` (``KeyError`` if the game has none)."""
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def defaults(self) -> dict[str, OptionValue]:
        """Every option with its default."""
        return {option.key: option.default for option in self.options}

    def read(self, options: object, *, required: Collection[str] = (), record: bool = False) -> dict[str, Any]:
        """Return every option's value from ``options`` (missing ones take their defaults,
        except the ``required`` ones); raise :class:`RulesError` with one line for anything else.
        A ``record``'s rules hold only the declared keys (no ``players`` for a fixed count).
        The values are :data:`OptionValue`; typed ``Any`` to be passed on as a game's ``Rules(**...)``."""
        try:
            return self._read(options, required, record)
        except RulesError as error:
            raise self.error(str(error)) from None

    def _read(self, options: object, required: Collection[str], record: bool) -> dict[str, Any]:
        if not isinstance(options, Mapping):
            raise RulesError(f"rules must be an object such as {self._example()}")
        known = (*self.keys, *(() if self.fixed_players is None or record else ("players",)))
        unknown = sorted(shown(key) for key in options if key not in known)
        if unknown:
            raise RulesError(f"unknown rules option(s): {', '.join(unknown)} (expected: {', '.join(known)})")
        missing = ["how many players" if key == "players" else f"the {key}" for key in required if key not in options]
        if missing:
            raise RulesError(f"rules must say {' and '.join(missing)}")
        if self.fixed_players is not None and "players" in options:
            players = options["players"]
            if isinstance(players, bool) or players != self.fixed_players:
                raise RulesError(f"{self.title} is for {self.fixed_players} players, not {shown(players)}")
        return {option.key: option.check(options[option.key]) if option.key in options else option.default
                for option in self.options}

    def write(self, rules: object) -> dict[str, Any]:
        """Return the options of a game's rules value (its attributes named as the options),
        every key in order: the record's ``rules`` object."""
        try:
            return {option.key: option.check(getattr(rules, option.key)) for option in self.options}
        except RulesError as error:
            raise self.error(str(error)) from None

    def _example(self) -> str:
        return "{" + ", ".join(f'"{option.key}": {_json(option.default)}' for option in self.options) + "}"


def _json(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


def players_option(title: str, low: int, high: int, default: int) -> Number:
    """The ``players`` option of a game for ``low`` to ``high`` players."""
    return Number("players", default, low, high, "setup.players", range_line=f"{title} is for {low} to {high} players")


__all__ = ["Choice", "Flag", "Number", "Option", "OptionValue", "Schema", "players_option", "shown"]
