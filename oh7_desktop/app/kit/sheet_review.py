"""The round review from every score sheet: V (or the sheet's ``[V] Review`` button) opens the
replay viewer on the game's finished rounds (:mod:`oh7_desktop.app.review`).

Couch privacy: the record given to the viewer is the one a share would hold (no secret choice
of a round still open), and the viewer shows finished rounds only, so the hand in play never
appears in the review.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import fonts, paint
from oh7_desktop.app.kit.loop import AnyLoop
from oh7_desktop.app.kit.ui import button


def open_review(table: AnyLoop, say: Callable[[str], None]) -> bool:
    """Push the review of the finished rounds over ``table`` (a problem: one line to ``say``);
    True if it opened."""
    if table.stack is None or not table.game.round_results(table.state):
        return False
    from oh7_desktop.app.review.launch import ReplayError, open_review as viewer

    record = table.game.to_record(table.state, table.setup.names)
    try:
        scene = viewer(table.services, record, table.setup.names, seats=table.setup.seats)
    except ReplayError as error:  # a game without a viewer, or a record it cannot read: one line
        say(str(error))
        return False
    table.stack.push(scene)
    return True


def review_event(table: AnyLoop, event: pygame.event.Event, buttons: dict[str, pygame.Rect],
                 say: Callable[[str], None]) -> bool:
    """V or the sheet's review button opens the review (the sheet's table, not its chart); True if used."""
    if not table.sheet_open or table.sheet_chart:
        return False
    hit = buttons.get("sheet_review")
    if (event.type == pygame.KEYDOWN and event.key == pygame.K_v) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit is not None
            and hit.collidepoint(event.pos)):
        open_review(table, say)
        return True
    return False


def draw_button(surface: pygame.Surface, table: AnyLoop, buttons: dict[str, pygame.Rect]) -> None:
    """The sheet's ``[V] Review`` button, left of its own button (once a round is scored)."""
    if not table.game.round_results(table.state):
        return
    label = table.words("review.open")
    rect, size = side_button(surface, table, f"{label}  [V]", buttons.get("continue"), left=True)
    if "continue" not in buttons:
        rect.topright = (surface.get_width() - paint.px(56, paint.scale(surface.get_size())), rect.top)
    buttons["sheet_review"] = button(surface, label, rect, size, key="V")


def side_button(surface: pygame.Surface, table: AnyLoop, caption: str, beside: pygame.Rect | None, *,
                left: bool) -> tuple[pygame.Rect, int]:
    """Where a score sheet's small button goes (review, chart) and its text size: the player's
    text size as the sheet's own button (play test 26: they kept the 100 % size), as wide as
    ``caption``, as tall as ``beside`` (the sheet's own button) and left or right of it on its row
    (no such button: at the top); smaller only where the window's width cannot hold the row."""
    geo, ui = table.geo, paint.scale(surface.get_size())
    size, gap = geo.font(20, 13), geo.px(24)
    room = surface.get_width() // 3 if beside is None else (surface.get_width() - beside.width) // 2 - gap - geo.px(50)
    wide = fonts.font(size, True).get_rect(caption).width + geo.px(40)
    if wide > room:
        size = max(12, int(size * room / wide))
        wide = fonts.font(size, True).get_rect(caption).width + geo.px(40)
    height = beside.height if beside is not None else max(paint.px(40, ui), size + geo.px(24))
    rect = pygame.Rect(0, 0, max(min(geo.px(300), room), wide), height)
    if beside is None:
        rect.topleft = (paint.px(56, ui), paint.px(44, ui))
    elif left:
        rect.midright = (beside.left - gap, beside.centery)
    else:
        rect.midleft = (beside.right + gap, beside.centery)
    return rect, size


__all__ = ["draw_button", "open_review", "review_event", "side_button"]
