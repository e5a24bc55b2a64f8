"""What the statistics and history screens share: the filter bar, game and mode names, numbers.

:class:`FilterBar` is four choices in a row (game, mode, number of players, kind of games)
offering only values found in the history; changing one calls back with the new
:class:`~oh7_desktop.persistence.history.Filter`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from oh7_desktop.app.menus.base import MenuScene, tr
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import Button, Choice, Widget, px

if TYPE_CHECKING:
    from oh7_desktop.persistence.history import Filter, GameSummary, HistoryDB

FilterChoice = Choice[str | None] | Choice[int | None] | Choice[str]
"""One of a filter bar's choices (a game, a mode, a player count, a kind)."""

KIND_KEYS = {"finished": "stats.kind.finished", "people": "stats.kind.people", "bots": "stats.kind.bots",
             "undo": "stats.kind.undo", "abandoned": "stats.kind.abandoned", "all": "stats.kind.all"}


def game_title(name: str) -> str:
    """A game's name as players know it (``Oh 7 ?``); the registry key for an unknown game."""
    from oh7_desktop.games import registry

    try:
        return registry.get(name).title
    except registry.UnknownGame:
        return name


def mode_name(services: Services, game: str | None, mode: str | None) -> str:
    """A mode's name in the player's language (``two`` is Oh 7's two-player game)."""
    if mode is None:
        return ""
    translator = services.translator
    for key in (f"mode.{game}.{mode}", "mode.two_players" if mode == "two" else f"mode.{mode}"):
        if translator is not None and translator.has(key):
            return str(translator.t(key))
    return mode


def number(services: Services, value: float, digits: int = 1) -> str:
    """A decimal number as the language writes it (``4,2`` in French)."""
    text = f"{value:.{digits}f}"
    lang = services.translator.lang if services.translator is not None else "en"
    return text.replace(".", ",") if lang == "fr" else text


def percent(services: Services, share: float | None, digits: int = 0) -> str:
    """A share as a percentage (``33 %`` in French), a dash when there is nothing to share."""
    if share is None:
        return "–"
    return tr(services, "stats.percent", value=number(services, 100 * share, digits))


def describe(services: Services, game: GameSummary) -> str:
    """``Oh 7 ? · Base game · 4 players · 6 rounds · abandoned`` for a game summary."""
    parts = [game_title(game.game)]
    mode = mode_name(services, game.game, game.mode)
    if mode and game.mode != "two":
        parts.append(mode)
    parts.append(tr(services, "setup.player_count", count=game.players))
    parts.append(rounds_text(services, game.game, game.rounds))
    for flag, key in ((game.status == "abandoned", "history.mark.abandoned"), (game.bots_only, "history.mark.bots"),
                      (game.undo, "history.mark.undo")):
        if flag:
            parts.append(tr(services, key))
    return " · ".join(parts)


def rounds_text(services: Services, game: str, count: int) -> str:
    """``6 rounds``, in the game's own unit where it has one (Oh Hell's hands, Seven Up's deals)."""
    own = f"history.rounds.{game}"
    translator = services.translator
    key = own if translator is not None and translator.has(own) else "history.rounds"
    return tr(services, f"{key}.one" if count == 1 else key, count=count)


def seats_line(game: GameSummary) -> str:
    """``★ You 35 · Alice 28 · Bruno 12``: every seat and its score, winners starred."""
    return " · ".join(f"{'★ ' if seat.winner else ''}{seat.name} {seat.total}" for seat in game.seats)


class FilterBar:
    """The four filter choices of a screen, kept to the values the history holds."""

    def __init__(self, services: Services, db: HistoryDB | None, where: Filter,
                 on_change: Callable[[Filter], None]) -> None:
        self.services, self.db, self.where, self.on_change = services, db, where, on_change
        self.game: Choice[str | None] = Choice(lambda: "", label_width=0.0, on_change=lambda v: self._set(game=v))
        self.mode: Choice[str | None] = Choice(lambda: "", label_width=0.0, on_change=lambda v: self._set(mode=v))
        self.players: Choice[int | None] = Choice(lambda: "", label_width=0.0,
                                                  on_change=lambda v: self._set(players=v))
        self.kind: Choice[str] = Choice(lambda: "", label_width=0.0, on_change=lambda v: self._set(kind=v))
        self.refresh()

    @property
    def widgets(self) -> list[FilterChoice]:
        """The choices, left to right."""
        return [self.game, self.mode, self.players, self.kind]

    def _set(self, **change: str | int | None) -> None:
        where = self.where.with_(**change)
        if "game" in change:  # another game's modes and player counts differ
            where = where.with_(mode=None, players=None)
        self.where = where
        self.refresh()
        self.on_change(where)

    def refresh(self) -> None:
        """Offer the values found in the history (games, then that game's modes and player counts)."""
        s, where = self.services, self.where
        everything = where.with_(game=None, mode=None, players=None, kind="all")
        games = self._values("game", everything)
        self.game.set_options([(None, self._text("stats.filter.all_games"))]
                              + [(g, self._fixed(game_title(g))) for g in games], where.game)
        same_game = everything.with_(game=where.game)
        self.mode.set_options([(None, self._text("stats.filter.all_modes"))]
                              + [(m, self._fixed(mode_name(s, where.game or "oh7", m)))
                                 for m in self._values("mode", same_game)], where.mode)
        self.players.set_options([(None, self._text("stats.filter.all_players"))]
                                 + [(n, self._fixed(tr(s, "setup.player_count", count=n)))
                                    for n in self._values("players", same_game)], where.players)
        self.kind.set_options([(k, self._text(key)) for k, key in KIND_KEYS.items()], where.kind)

    def _values(self, column: str, where: Filter) -> list[Any]:
        if self.db is None:
            return []
        import sqlite3

        try:
            return list(self.db.values(column, where))
        except sqlite3.Error:
            return []

    def _text(self, key: str) -> Callable[[], str]:
        return lambda: tr(self.services, key)

    @staticmethod
    def _fixed(text: str) -> Callable[[], str]:
        return lambda: text

    def layout(self, area: pygame.Rect, ui: float, buttons: Sequence[Button] = ()) -> int:
        """Place the choices (then ``buttons``) in one row at the top of ``area``, sized to their
        texts and written at one size; return the y below them."""
        items: list[tuple[FilterChoice | Button, list[str], int]] = [
            (choice, [text() for _, text in choice.options], px(CHOICE_PAD, ui)) for choice in self.widgets]
        items += [(button, [button.label()], _button_pad(button, ui)) for button in buttons]
        row = pygame.Rect(area.x, area.y, area.width, px(46, ui))
        if len(items) > 2 and fit_scale(items, row.width, ui) < 0.8:  # a large text size: two rows
            half = (len(items) + 1) // 2
            fit_row(items[:half], row, ui)
            row = row.move(0, row.height + px(10, ui))
            items = items[half:]
        fit_row(items, row, ui)
        return row.bottom


CHOICE_PAD = 70
"""Room a choice needs beside its value's text (the arrows and margins), before the UI scale."""


def _button_pad(button: Button, ui: float) -> int:
    """Room a button needs beside its label: its key cap and margins (as :meth:`Button.draw` places them)."""
    from oh7_desktop.app import fonts

    cap = max(fonts.font(px(15, ui), True).get_rect(button.shortcut_name()).width + px(14, ui), px(26, ui))
    return cap + px(48, ui) if button.shortcut else px(32, ui)


def fit_row(items: Sequence[tuple[FilterChoice | Button, list[str], int]], row: pygame.Rect, ui: float,
            size: float = 22) -> None:
    """Share ``row`` among controls in proportion to what their longest text needs, all written
    at one size: ``size`` when they fit, smaller when they do not (never one control shrunk alone).

    ``items``: each control, the texts it can show, and the pixels it needs beside them.
    """

    room = row.width - px(12, ui) * (len(items) - 1)
    texts = _text_widths(items, ui, size)
    pads = [pad for _, _, pad in items]
    scale = max(0.5, fit_scale(items, row.width, ui, size))
    needs = [text * scale + pad for text, pad in zip(texts, pads)]
    spare = max(0.0, room - sum(needs))
    widths = [round(need + spare * need / sum(needs)) for need in needs[:-1]]
    widths.append(room - sum(widths))
    x = row.x
    for (control, _, _), width in zip(items, widths):
        control.font_size = size * scale
        control.rect = pygame.Rect(x, row.y, width, row.height)
        x += width + px(12, ui)


def fit_scale(items: Sequence[tuple[FilterChoice | Button, list[str], int]], width: int, ui: float,
              size: float = 22) -> float:
    """How much the controls' texts must shrink to share a row ``width`` wide (1.0: not at all)."""
    room = width - px(12, ui) * (len(items) - 1) - sum(pad for _, _, pad in items)
    return min(1.0, room / max(1, sum(_text_widths(items, ui, size))))


def _text_widths(items: Sequence[tuple[FilterChoice | Button, list[str], int]], ui: float, size: float) -> list[int]:
    """The width of each control's longest text at ``size``."""
    from oh7_desktop.app import fonts

    face = fonts.font(px(size, ui), True)
    return [max([face.get_rect(text).width for text in shown] or [0]) for _, shown, _ in items]


def scroll_to(rows: Sequence[object], focused: object, first: int, visible: int) -> int:
    """The first row to show so that ``visible`` rows include the focused one (kept still if they do).

    >>> scroll_to(list("abcdef"), "e", 0, 3), scroll_to(list("abcdef"), "b", 3, 3), scroll_to(list("ab"), None, 5, 3)
    (2, 1, 0)
    """
    if focused in rows:
        index = list(rows).index(focused)
        first = max(min(first, index), index - visible + 1)
    return max(0, min(first, max(0, len(rows) - visible)))


def place_rows(rows: Sequence[Widget], first: int, visible: int, box: pygame.Rect, gap: int) -> None:
    """Give rows ``first`` .. ``first + visible - 1`` a rectangle of ``box``'s size, one under the
    other from ``box``'s place; hide the others (an empty rectangle is neither drawn nor clicked)."""
    for index, row in enumerate(rows):
        shown = first <= index < first + visible
        row.rect = box.move(0, (index - first) * (box.height + gap)) if shown else pygame.Rect(0, 0, 0, 0)


def begin_frame(scene: MenuScene, surface: pygame.Surface) -> tuple[float, pygame.Rect]:
    """Felt and title of a full-screen list; return the UI scale and the scene's laid-out area."""
    from oh7_desktop.app.menus.base import draw_background

    ui = scene.services.measure(surface.get_size())
    draw_background(surface)
    scene.draw_title(surface, ui)
    return ui, scene.layout(surface, ui)
