"""Where the new-game form's widgets go: two columns (the game on the left, the seats on the right)
when the window is wide for the text size, else one column that scrolls (a large text size).

Both return the form's rectangle and set the places the form draws its own lines at (the mode's
description, the seats' heading: ``mode_desc_y``, ``seats_x``, ``seats_y``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from oh7_desktop.app.menus.profiles import ProfileChip
from oh7_desktop.app.tables.oh7.form import SEAT_LIMITS, SetupDraft
from oh7_desktop.app.tables.options import GameOptions
from oh7_desktop.app.paint import wrap
from oh7_desktop.app.widgets import Button, Choice, TextField, px


class NewGameScene(Protocol):
    """What the layout reads and sets of the form (:class:`.new_game.NewGameScene`)."""

    game: Choice[str]
    mode: Choice[str]
    players: Choice[int]
    target: Choice[str]
    custom: TextField
    start: Button
    cancel: Button
    from_code: Button
    draft: SetupDraft
    mode_desc_y: int
    seats_x: int
    seats_y: int
    seats_width: int

    def ratings_note(self) -> str | None:
        """What the levels' ratings mean (None: the game's levels are not rated)."""

    @property
    def names(self) -> Sequence[TextField]:
        """Each seat's name field."""

    @property
    def chips(self) -> Sequence[ProfileChip]:
        """Each seat's profile chip."""

    @property
    def kinds(self) -> Sequence[Choice[str]]:
        """Each seat's player (a person or a bot's level)."""

    @property
    def chosen_options(self) -> GameOptions | None:
        """The chosen game's own options (None: Oh 7 ?)."""

TWO_COLUMNS_FROM = 940
"""Design pixels of width from which the form shows two columns (below: one, which scrolls)."""


def lay_out(form: NewGameScene, surface: pygame.Surface, ui: float) -> pygame.Rect:
    """Place the form's widgets for a window of ``surface``'s size at measure ``ui``."""
    width = min(px(1160, ui), surface.get_width() - px(72, ui))
    if width >= px(TWO_COLUMNS_FROM, ui):
        return _two_columns(form, surface, ui, width)
    return _one_column(form, surface, ui, min(px(720, ui), surface.get_width() - px(72, ui)))


def _two_columns(form: NewGameScene, surface: pygame.Surface, ui: float, width: int) -> pygame.Rect:
    """Two columns: the game on the left, the seats on the right, buttons under the game."""
    row, gap = px(52, ui), px(12, ui)
    left_w = round(width * 0.42)
    right_w = width - left_w - px(48, ui)
    seats_h = max(SEAT_LIMITS["advanced"][1], len(form.names)) * (row + gap) - gap + px(34, ui) \
        + ratings_height(form, right_w, ui)
    height = max(seats_h + row + gap, 5 * row + 4 * gap + px(150, ui))
    chosen = form.chosen_options
    if chosen is not None:
        height = max(height, row + gap + chosen.height(ui))
    area = pygame.Rect((surface.get_width() - width) // 2, max(px(120, ui), (surface.get_height() - height) // 2),
                       width, height)
    x = _game_rows(form, area.x, area.y, left_w, ui)
    rx = area.x + left_w + px(48, ui)
    if chosen is not None:  # the game's options fill the left column: the buttons go under the seats
        x, left_w = rx, right_w
    buttons_y = area.bottom - row
    if x == rx:  # the buttons under seven seats: no room above them, the three side by side
        first = round((left_w - 2 * gap) * 0.3)
        form.start.rect = pygame.Rect(x, buttons_y, first, row)
        form.from_code.rect = pygame.Rect(x + first + gap, buttons_y, round((left_w - 2 * gap) * 0.4), row)
        form.cancel.rect = pygame.Rect(form.from_code.rect.right + gap, buttons_y,
                                       x + left_w - form.from_code.rect.right - gap, row)
    else:  # Oh 7 ?'s options leave room: From a code on its own row above Start and Back
        _buttons(form, x, buttons_y - row - gap, left_w, ui)
    _seats(form, rx, area.y, right_w, ui)
    return area


def _game_rows(form: NewGameScene, x: int, y: int, width: int, ui: float) -> int:
    """The game, then its mode, seats and length (Oh 7 ?) or its own options, from ``(x, y)``;
    return ``x``. The custom length's field sits under the length, right of its label."""
    row, gap = px(52, ui), px(12, ui)
    form.game.rect = pygame.Rect(x, y, width, row)
    y += row + gap
    form.mode.rect = pygame.Rect(x, y, width, row)
    form.mode_desc_y = y + row + px(6, ui)
    y += row + px(44, ui)
    form.players.rect = pygame.Rect(x, y, width, row)
    y += row + gap
    form.target.rect = pygame.Rect(x, y, width, row)
    y += row + gap
    form.custom.rect = pygame.Rect(x + round(width * 0.42), y, width - round(width * 0.42), row)
    form.custom.label_width = 0.0
    chosen = form.chosen_options
    if chosen is not None:
        chosen.layout(x, form.game.rect.bottom + gap, width, ui)
    return x


def _buttons(form: NewGameScene, x: int, y: int, width: int, ui: float) -> int:
    """From a code on a row, then Start and Back side by side; return the bottom."""
    row, gap = px(52, ui), px(12, ui)
    first = round((width - gap) * 0.56)
    form.from_code.rect = pygame.Rect(x, y, width, row)
    y += row + gap
    form.start.rect = pygame.Rect(x, y, first, row)
    form.cancel.rect = pygame.Rect(x + first + gap, y, width - first - gap, row)
    return y + row


RATINGS_SIZE = 15
"""Design pixels of the line under the seats' heading that says what the levels' ratings mean."""


def ratings_lines(form: NewGameScene, width: int, ui: float) -> list[str]:
    """The ratings' note wrapped to the seats' column (none when the levels are not rated)."""
    note = form.ratings_note()
    return [] if note is None else wrap(note, px(RATINGS_SIZE, ui), width - px(8, ui))


def ratings_height(form: NewGameScene, width: int, ui: float) -> int:
    """The room the ratings' note takes under the seats' heading."""
    lines = ratings_lines(form, width, ui)
    return len(lines) * round(px(RATINGS_SIZE, ui) * 1.3) + (px(8, ui) if lines else 0)


def _seats(form: NewGameScene, x: int, y: int, width: int, ui: float, *, stacked: bool = False) -> int:
    """The seats' heading at ``(x, y)``, then a row per seat: name, profile chip, player (``stacked``:
    the player on a row of its own under the name, its text then needs no shrinking); return the bottom."""
    row, gap = px(52, ui), px(12, ui)
    form.seats_x, form.seats_y, form.seats_width = x, y, width
    y += px(34, ui) + ratings_height(form, width, ui)
    name_width = width - row - gap // 2 if stacked else round(width * 0.58) - row - gap // 2
    for name, chip, kind in zip(form.names, form.chips, form.kinds):
        name.rect = pygame.Rect(x, y, name_width, row)
        chip.rect = pygame.Rect(name.rect.right + gap // 2, y, row, row)
        if stacked:
            y += row + px(6, ui)
            kind.rect = pygame.Rect(x + round(width * 0.22), y, width - round(width * 0.22), row)
            y += px(12, ui)
        else:
            kind.rect = pygame.Rect(x + round(width * 0.60), y, width - round(width * 0.60), row)
        y += row + gap
    return y - gap


def _one_column(form: NewGameScene, surface: pygame.Surface, ui: float, width: int) -> pygame.Rect:
    """One column: the game's rows, the deck line, the seats, then the buttons (it scrolls if taller
    than the window)."""
    x, top = (surface.get_width() - width) // 2, px(120, ui)
    chosen = form.chosen_options
    options_height = 0 if chosen is None else chosen.height(ui)  # (lays them out at width 0: first)
    _game_rows(form, x, top, width, ui)
    if chosen is not None:
        y = form.game.rect.bottom + px(12, ui) + options_height + px(24, ui)  # its lines included
    else:
        custom = form.draft.target_choice == "custom"
        above = form.custom.rect if custom else form.target.rect
        y = above.bottom + px(22, ui) + round(px(19, ui) * 1.4) + px(24, ui)  # under the deck's line
    y = _seats(form, x, y, width, ui, stacked=True) + px(24, ui)
    bottom = _buttons(form, x, y, width, ui)
    return pygame.Rect(x, top, width, bottom - top)
