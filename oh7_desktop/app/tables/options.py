"""A game's own options on the new-game screen, as each game's table provides them.

The new-game screen shows the game chooser, then the chosen game's options in the left column
and its seats on the right. Oh 7 ? keeps the screen's own form; every other game gives a
factory (:attr:`~oh7_desktop.app.tables.TableEntry.new_game_options`) that builds a
:class:`GameOptions` from what the player chose last time (the settings' ``game_options``,
checked by the game: anything that does not fit falls back to the defaults). A game's option
widgets take their labels, ranges and choices from the game's schema (:func:`option_values`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from oh7_desktop.app.widgets import Choice, px
from oh7_desktop.games.schema import Choice as SchemaChoice
from oh7_desktop.games.schema import Flag, Number, Option, OptionValue, Schema

if TYPE_CHECKING:
    from pydantic import JsonValue

    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.widgets import Widget

Translate = Callable[..., str]
"""Looks up a message now (``t(key, **fields)``)."""
Label = Callable[..., Callable[[], str]]
"""Makes a label translated when drawn (``text(key, **fields)``)."""


class SeatsDraft(Protocol):
    """The seats as the player fills them in: a kind (``human`` or a bot level) and a name each."""

    seats: list[str]
    names: list[str]

    @property
    def players(self) -> int:
        """The number of seats."""
        ...


class GameOptions(Protocol):
    """One game's options on the new-game screen."""

    @property
    def draft(self) -> SeatsDraft:
        """The seats being filled in (the screen edits their kinds and names)."""
        ...

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order (the seats are the screen's)."""
        ...

    def height(self, ui: float) -> int:
        """How tall the options are with their explanations."""
        ...

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down; return the bottom."""
        ...

    def draw_lines(self, surface: pygame.Surface, ui: float) -> None:
        """The line under each option saying what it does."""
        ...

    def to_setup(self) -> GameSetup:
        """The game to start (a new random seed)."""
        ...

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON), read back by the factory next time."""
        ...


SeatsChanged = Callable[["Widget"], None]
"""Called by the options after the number of seats changed (the widget to keep focused)."""
OptionsFactory = Callable[[Translate, Label, SeatsChanged, Mapping[str, object], SeatsDraft], GameOptions]
"""``(t, text, seats_changed, remembered, seats_like) -> options``: ``remembered`` is what
:meth:`GameOptions.remembered` wrote last time (may be empty or stale); ``seats_like`` is the
Oh 7 ? form's seats, a start for a game never played."""


class EditedDraft(SeatsDraft, Protocol):
    """A game's draft as its options edit it (:class:`~oh7_desktop.app.kit.seating.SeatsForm`)."""

    def set_players(self, players: int) -> None:
        """Change the number of seats."""
        ...

    def to_setup(self) -> GameSetup:
        """The game to start (a new random seed)."""
        ...

    def remembered(self) -> dict[str, JsonValue]:
        """The choices as the settings keep them (JSON)."""
        ...


class DraftOptions:
    """A game's options that edit its draft: the game they start and what is remembered for
    next time are the draft's."""

    draft: EditedDraft

    def to_setup(self) -> GameSetup:
        """The game these options start (a new random seed)."""
        return self.draft.to_setup()

    def remembered(self) -> dict[str, JsonValue]:
        """The choices for next time (read back by the draft's ``from_remembered``)."""
        return self.draft.remembered()


class OptionsColumn(DraftOptions):
    """Places a game's options in the left column: the number of players first, then each
    option with room for the line saying what it does (Oh Hell's and Red7's options)."""

    players: Choice[int]
    t: Translate
    seats_changed: SeatsChanged

    def players_choice(self, text: Label, limits: tuple[int, int]) -> Choice[int]:
        """The number of players from ``limits[0]`` to ``limits[1]``, the draft's chosen; a
        change resizes the seats."""
        choice: Choice[int] = Choice(text("setup.players"), on_change=self._players_changed, label_width=0.5)
        choice.set_options([(n, self._count(n)) for n in range(limits[0], limits[1] + 1)], self.draft.players)
        return choice

    def _count(self, n: int) -> Callable[[], str]:
        return lambda: self.t("setup.player_count", count=n)

    def _players_changed(self, players: int) -> None:
        self.draft.set_players(players)
        self.seats_changed(self.players)

    @property
    def widgets(self) -> list[Widget]:
        """The options' widgets in focus order (``players`` first)."""
        raise NotImplementedError

    def height(self, ui: float) -> int:
        """How tall the options are with their lines (the last line included)."""
        return self.layout(0, 0, 0, ui) + px(4, ui)

    def layout(self, x: int, y: int, width: int, ui: float) -> int:
        """Place the options from ``(x, y)`` down; return the bottom."""
        row, line = px(42, ui), px(22, ui)
        for widget in self.widgets:
            widget.rect = pygame.Rect(x, y, width, row)
            y += row + (line if widget is not self.players else px(10, ui))
        return y


def option_values(option: Option, text: Label, words: Mapping[Any, str] | None = None) -> list[tuple[Any, Callable[[], str]]]:
    """A game's option, as its schema declares it, for a choice on the screen: every value
    with its name (``words`` gives message ids by value, such as a flag's off and on; else the
    schema's names of its choices; else ``setup.player_count`` for a number of players)."""
    names = dict(words or {})
    if isinstance(option, SchemaChoice) and option.choice_label:
        names = {value: option.choice_label + value for value in option.choices} | names
    if isinstance(option, Number) and option.key == "players" and not names:
        return [(n, text("setup.player_count", count=n)) for n in option.values()]
    return [(value, text(names[value]) if value in names else _plain(value)) for value in option.values()]


def _plain(value: object) -> Callable[[], str]:
    return lambda: str(value)


Offer = Sequence[tuple[OptionValue, Callable[[], str]]]
"""A few values of an option, each with its name, as a form offers them."""


def schema_choices(schema: Schema, values: Mapping[str, OptionValue], text: Label,
                   set_value: Callable[[str, OptionValue], None], flag_words: Mapping[bool, str] | None = None,
                   offers: Mapping[str, Offer] | None = None) -> dict[str, Choice[OptionValue]]:
    """A choice for each of ``values`` (a draft's options beside the number of players), by key,
    as the game's schema declares it: its label, and its values named as :func:`option_values`
    names them (a flag's off and on: ``flag_words``), or the form's own ``offers`` of a few; the
    draft's value is selected, and a change goes to ``set_value(key, value)``."""
    choices: dict[str, Choice[OptionValue]] = {}
    for option in schema:
        if option.key not in values:
            continue
        words = flag_words if isinstance(option, Flag) else None  # False == 0: never a number's names
        offer = (offers or {}).get(option.key) or option_values(option, text, words)
        choice: Choice[OptionValue] = Choice(text(option.label), label_width=0.5, on_change=_setter(set_value, option.key))
        choice.set_options(offer, values[option.key])
        choices[option.key] = choice
    return choices


def _setter(set_value: Callable[[str, OptionValue], None], key: str) -> Callable[[OptionValue], None]:
    return lambda value: set_value(key, value)
