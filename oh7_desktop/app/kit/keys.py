"""The keys a table answers to now (F1 or ? at a table), built from what is on screen.

The shared loop asks this module for its :meth:`~oh7_desktop.app.scene.Scene.key_help`: the
hand-off screen's key, the score sheet's (next, chart, review; its scrolling when it scrolls),
or, while a person decides, the focus keys, the table's own keys (:meth:`table_keys`: bids,
answers, places, fold) and the aids (hint, undo, the bots' reasons) the table offers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from oh7_desktop.app.kit.learning import Aids
from oh7_desktop.app.menus.scrolling import ScrollView
from oh7_desktop.app.scene import Services

KeyList = list[tuple[str, str]]


class Handing(Protocol):
    """The seats' turns as far as the keys care: is a hand-off screen up."""

    @property
    def handoff(self) -> object | None:
        """The seat behind the hand-off screen (None: no screen)."""


class KeyedTable(Protocol):
    """What the key list reads of a table."""

    services: Services
    sheet_open: bool
    sheet_manual: bool
    sheet_scroll: ScrollView
    shows_last_trick: bool
    vertical_focus: bool

    @property
    def turns(self) -> Handing:
        """The seats' turns."""

    def acting_seat(self) -> int | None:
        """The human seat that may choose now."""

    def table_keys(self) -> KeyList:
        """The table's own keys while a person decides (bids, answers, places...)."""


def said(services: Services, key: str) -> str:
    """``key`` in the player's language (the key itself without a translator)."""
    translator = services.translator
    return str(translator.t(key)) if translator is not None else key


def table_key_help(table: KeyedTable) -> KeyList:
    """Every key the table answers to now, with what it does, in the player's language."""
    services = table.services
    if table.turns.handoff is not None:
        return named(services, [(said(services, "key.enter"), "keys.table.handoff")]) + _common(services)
    if table.sheet_open:
        scroll = [("↑ ↓  PgUp PgDn  Home End", "keys.sheet.scroll")] if table.sheet_scroll.active else []
        return named(services, _sheet(services, table.sheet_manual) + scroll) + _common(services)
    keys: KeyList = []
    if table.acting_seat() is not None:
        arrows = "← → ↑ ↓" if table.vertical_focus else "← →"
        keys += named(services, [(arrows, "keys.table.focus"), ("Home / End", "keys.table.ends"),
                                  (said(services, "key.enter"), "keys.table.choose"), ("Space", "keys.table.pick")])
        keys += table.table_keys()
        if isinstance(table, Aids):
            keys += named(services, [("H", "keys.table.hint"), ("U / Ctrl+Z", "keys.table.undo")])
    if isinstance(table, Aids):
        keys += named(services, [("B", "keys.table.why")])
    last = [("L", "keys.table.last")] if table.shows_last_trick else []  # only a game with tricks keeps one
    keys += named(services, [*last, ("S", "keys.table.sheet"), ("Z", "keys.table.close_look")])
    return keys + _common(services)


def _sheet(services: Services, manual: bool) -> list[tuple[str, str]]:
    closing = "keys.sheet.close" if manual else "keys.sheet.next"
    return [(said(services, "key.enter"), closing), ("G", "keys.sheet.chart"), ("V", "keys.sheet.review")]


def _common(services: Services) -> KeyList:
    return named(services, [(said(services, "key.esc"), "keys.table.menu"), ("F1 / ?", "keys.table.keys"),
                             ("F11", "hint.fullscreen")])


def named(services: Services, keys: Sequence[tuple[str, str]]) -> KeyList:
    """``(key cap, message id)`` pairs with each message in the player's language."""
    return [(cap, said(services, what)) for cap, what in keys]


__all__ = ["KeyList", "KeyedTable", "named", "said", "table_key_help"]
