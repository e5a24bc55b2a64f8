"""A new-game draft's options as the game's schema declares them (those beside the number of
players, which the seats say): their defaults, and the values remembered last time, each
checked by the schema (what it refuses, an old or edited settings file, falls back to the default).

Pure logic (no pygame), shared by the forms whose widgets are built from the schema.

>>> from oh7_desktop.games.schema import Flag, Number, Schema
>>> schema = Schema("Ex", (Number("players", 3, 2, 4, "setup.players"), Flag("fast", False, "ex.fast")))
>>> [option.key for option in settable(schema)], defaults(schema)
(['fast'], {'fast': False})
>>> remembered_values(schema, {"fast": True, "players": 9}), remembered_values(schema, {"fast": "yes"})
({'fast': True}, {'fast': False})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from oh7_desktop.games import registry
from oh7_desktop.games.interface import RulesError
from oh7_desktop.games.schema import Option, OptionValue, Schema


def settable(schema: Schema) -> tuple[Option, ...]:
    """The options a form sets beside the number of players, in the schema's order."""
    return tuple(option for option in schema if option.key != "players")


def defaults(schema: Schema) -> dict[str, OptionValue]:
    """Each :func:`settable` option with its default."""
    return {option.key: option.default for option in settable(schema)}


def remembered_values(schema: Schema, data: Mapping[str, object]) -> dict[str, OptionValue]:
    """Each :func:`settable` option as ``data`` (the remembered choices) holds it, else its default."""
    values = defaults(schema)
    for option in settable(schema):
        if option.key in data:
            try:
                values[option.key] = option.check(data[option.key])
            except RulesError:
                pass  # refused: the default stays
    return values


class SchemaOptions:
    """A game's draft's :attr:`options` as its schema declares them (a base of the draft, beside
    :class:`~oh7_desktop.app.kit.seating.SeatsForm`, which says :attr:`GAME`)."""

    GAME: ClassVar[str]
    SetupError: ClassVar[type[ValueError]] = ValueError
    """What the draft raises for an option it cannot take (one line)."""
    options: dict[str, OptionValue]
    """The schema's options beside the number of players."""

    def set_option(self, key: str, value: OptionValue) -> None:
        """Set one of :attr:`options`; the schema's one line (as :attr:`SetupError`) for a value it refuses."""
        if key not in self.options:
            raise self.SetupError(f"unknown option {key!r} (expected one of {', '.join(self.options)})")
        try:
            self.options[key] = registry.schema(self.GAME).option(key).check(value)
        except RulesError as err:
            raise self.SetupError(str(err)) from None

    @classmethod
    def command_line_values(cls, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """``--rules`` read by the game's schema, every option (``players`` too) with its default
        when not given; the schema's one line as :attr:`SetupError` for anything it refuses."""
        try:
            values: dict[str, OptionValue] = registry.schema(cls.GAME).read(options or {})
        except RulesError as err:
            raise cls.SetupError(str(err)) from None
        return values

    def take(self, values: Mapping[str, OptionValue]) -> None:
        """Set :attr:`options` from ``values`` (:meth:`command_line_values`)."""
        self.options = {key: values[key] for key in self.options}


__all__ = ["SchemaOptions", "defaults", "remembered_values", "settable"]
