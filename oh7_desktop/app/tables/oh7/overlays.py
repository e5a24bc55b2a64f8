"""Screens over the table: the couch-play hand-off, the last trick, and the ``?`` question.

The hand-off covers the whole table: nobody's hidden card is face up under it (the table
behind is drawn for nobody's eyes), and it waits until the named player confirms.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit import last_trick
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, blit, button, panel, text, wrap
from oh7_desktop.games.oh7 import Phase

from .frame import Drawn, Frame



_veil = last_trick.veil


def draw_handoff(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """"Pass to Carole": every hand hidden until Carole confirms."""
    geo = frame.geo
    seat = frame.handoff
    assert seat is not None
    name = frame.seat_name(seat)
    centre = surface.get_rect().center
    title = text(frame.words("table.pass_to", name=name), geo.font(56), GOLD, True, surface.get_width() - 40)
    hint = text(frame.words("table.pass_to.hint", name=name), geo.font(24), INK)
    task = frame.words("table.handoff.bet" if frame.state.phase is Phase.BET else
                       "table.handoff.tie" if frame.state.phase is Phase.INTERROBANG else
                       "table.handoff.play")
    what = text(task, geo.font(24), MUTED)
    label = frame.words("table.handoff.ready", name=name)
    enter = frame.words("key.enter")
    wide = text(f"{label}  [{enter}]", geo.font(24), INK, True).get_width() + geo.px(60)
    box = pygame.Rect(0, 0, max(title.get_width(), hint.get_width(), what.get_width(), wide) + geo.px(120),
                      geo.px(300))
    box.center = centre
    surface.blit(panel(box.size, (10, 32, 20, 250), geo.px(22), GOLD, 3), box)
    y = blit(surface, title, midtop=(box.centerx, box.top + geo.px(40))).bottom + geo.px(22)
    y = blit(surface, hint, midtop=(box.centerx, y)).bottom + geo.px(10)
    y = blit(surface, what, midtop=(box.centerx, y)).bottom + geo.px(34)
    rect = pygame.Rect(0, 0, max(geo.px(420), wide), max(geo.px(60), geo.font(24) + 20))
    rect.midtop = (box.centerx, y)
    drawn.buttons["handoff"] = button(surface, label, rect, geo.font(24), focused=True, key=enter,
                                      primary=True)


def draw_last_trick(surface: pygame.Surface, frame: Frame) -> None:
    """The last complete trick, each card above its player's name, the winner's glowing."""
    if frame.model.last_trick is not None:
        last_trick.draw_last_trick(surface, frame.geo, frame.painter, frame.model.last_trick, frame.seat_name,
                                   frame.words)


def _dialog(surface: pygame.Surface, frame: Frame) -> pygame.Rect:
    """A solid panel over the veiled table (nothing of the table's banner shows through)."""
    geo = frame.geo
    _veil(surface, 150)
    trick = geo.area("trick").rect
    box = pygame.Rect(0, 0, max(trick.width, geo.px(700)), geo.px(250))
    box.center = trick.center
    box.clamp_ip(surface.get_rect())
    surface.blit(panel(box.size, (10, 32, 20, 255), geo.px(20), GOLD, 3), box)
    return box


def _words(surface: pygame.Surface, frame: Frame, key: str) -> pygame.Rect:
    """A solid dialog with the title ``key`` and its explanation ``key.why``; returns its box."""
    geo = frame.geo
    box = _dialog(surface, frame)
    y = blit(surface, text(frame.words(key), geo.font(30), GOLD, True, box.width - 30),
             midtop=(box.centerx, box.top + geo.px(22))).bottom + geo.px(10)
    for part in wrap(frame.words(f"{key}.why"), geo.font(20), box.width - geo.px(60)):
        y = blit(surface, text(part, geo.font(20), INK), midtop=(box.centerx, y)).bottom + geo.px(4)
    return box


def draw_tie_note(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """Couch play: a tied player with nothing to decide reads why, in private, and passes on."""
    geo = frame.geo
    box = _words(surface, frame, "table.tie_note")
    enter = frame.words("key.enter")
    rect = pygame.Rect(0, 0, geo.px(300), max(geo.px(54), geo.font(22) + 18))
    rect.midbottom = (box.centerx, box.bottom - geo.px(20))
    drawn.buttons["seen"] = button(surface, frame.words("menu.ok"), rect, geo.font(22), focused=True,
                                   key=enter, primary=True)
    drawn.buttons["dialog"] = box


def draw_question(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """Ask the tied ``?`` holder whether to show it and lead."""
    geo = frame.geo
    box = _words(surface, frame, "table.show_interrobang")
    width, height = geo.px(300), max(geo.px(54), geo.font(22) + 18)
    show = pygame.Rect(0, 0, width, height)
    keep = pygame.Rect(0, 0, width, height)
    show.bottomright = (box.centerx - geo.px(12), box.bottom - geo.px(20))
    keep.bottomleft = (box.centerx + geo.px(12), box.bottom - geo.px(20))
    drawn.buttons["show"] = button(surface, frame.words("table.show"), show, geo.font(22),
                                   focused=frame.dialog_focus == 0, key="Y", primary=True)
    drawn.buttons["keep"] = button(surface, frame.words("table.keep_hidden"), keep, geo.font(22),
                                   focused=frame.dialog_focus == 1, key="N")
    drawn.buttons["dialog"] = box  # after its buttons: a click elsewhere on it chooses no card

