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
    ui = paint.scale(surface.get_size())
    label, size = table.words("review.open"), paint.px(18, ui)
    wide = fonts.font(size, True).get_rect(f"{label}  [V]").width + paint.px(28, ui)  # French is longer
    rect = pygame.Rect(0, 0, max(paint.px(200, ui), wide), paint.px(40, ui))
    beside = buttons.get("continue")
    if beside is not None:  # the sheet's own button: every sheet keeps room on its row
        rect.midright = (beside.left - paint.px(16, ui), beside.centery)
    else:
        rect.topright = (surface.get_width() - paint.px(56, ui), paint.px(44, ui))
    buttons["sheet_review"] = button(surface, label, rect, size, key="V")


__all__ = ["draw_button", "open_review", "review_event"]
