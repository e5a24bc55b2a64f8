"""What every card table draws around its cards: the full-screen overlays (a couch hand-off
screen or the score sheet, or its running totals chart, over the dimmed felt) and the buttons in the corner (the score sheet,
S; the last trick, L, once a trick was gathered, and its overlay when open; the learning aids'
hint and undo above them, with the hint's line, :mod:`.aids`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.drawn import cover
from oh7_desktop.app.kit.cards import dim_felt
from oh7_desktop.app.kit.choosing import AnyChoices, Drawn
from oh7_desktop.app.kit.last_trick import draw_last_trick
from oh7_desktop.app.kit import sheet_chart
from oh7_desktop.app.theme import shrink_floor
from oh7_desktop.app.kit.ui import DARK, INK, button, text

T = TypeVar("T", bound=AnyChoices)
D = TypeVar("D", bound=Drawn)
Overlay = Callable[[pygame.Surface, T, D], None]


def draw_overlay(surface: pygame.Surface, table: T, drawn: D, handoff: Overlay[T, D], sheet: Overlay[T, D]) -> bool:
    """The hand-off screen or the score sheet over the dimmed felt, if one is up; True if drawn."""
    if table.turns.handoff is None and not table.sheet_open:
        return False
    surface.blit(dim_felt(surface.get_size()), (0, 0))
    cover(surface)
    if table.turns.handoff is not None:
        handoff(surface, table, drawn)
    else:
        sheet_chart.draw_sheet(surface, table, drawn, sheet)
    return True


def draw_corner(surface: pygame.Surface, table: AnyChoices, drawn: Drawn, sheet_label: str) -> None:
    """The score sheet's button, the last trick's once there is one, the learning aids (and the
    trick when open, over them)."""
    geo = table.geo
    rect = geo.area("buttons").rect
    size = geo.font(22, 14)
    drawn.buttons["sheet"] = button(surface, sheet_label, _fitted(rect, f"{sheet_label}  [S]", size, geo.px(56),
                                                                  geo.px(52)), size, key="S")
    last = table.model.last_trick
    if last is not None:
        label = table.words("table.last_trick")
        drawn.buttons["last"] = button(surface, label, _fitted(rect, f"{label}  [L]", size, geo.px(116), geo.px(52)),
                                       size, key="L")
    table.draw_learning(surface, drawn.buttons, [rect for _, rect in drawn.cards] + drawn.panels)
    if last is not None and table.show_last:
        draw_last_trick(surface, geo, table.painter, last, table.seat_name, table.words)


def _fitted(area: pygame.Rect, caption: str, size: int, up: int, height: int) -> pygame.Rect:
    """A corner button ``up`` pixels above the foot of the buttons' ``area``, as wide as the area or,
    if its ``caption`` shrunk to its floor needs more, grown that much to the left ("Dernier pli
    [L]" at 200 % in 1024x640 was cut, 7 px short)."""
    least = fonts.text(caption, shrink_floor(size), INK, True).get_width() + 14  # the button keeps 12 px
    return pygame.Rect(area.right - max(area.width, least), area.bottom - up, max(area.width, least), height)


def draw_continue(surface: pygame.Surface, table: AnyChoices, drawn: Drawn, box: pygame.Rect, over: bool,
                  keys: tuple[str, str, str], gap: int = 20) -> None:
    """The score sheet's Enter button at the foot of ``box``, its words the message ids ``keys``:
    close a sheet opened to look, end the game (``over``), or go on to the next round."""
    close, end, going_on = keys
    geo = table.geo
    label = table.words(close if table.sheet_manual else end if over else going_on)
    size = geo.font(24, 14)
    # As wide and tall as its caption at the player's text size (200 % outgrew 420 design pixels).
    caption = text(f"{label}  [{table.words('key.enter')}]", size, DARK, True).get_width() + geo.px(48)
    rect = pygame.Rect(0, 0, max(geo.px(420), caption), max(geo.px(58), size + geo.px(24)))
    rect.midbottom = (box.centerx, box.bottom - geo.px(gap))
    drawn.buttons["continue"] = button(surface, label, rect, size, focused=True,
                                       key=table.words("key.enter"), primary=True)
