"""The couch hand-off screen every table shows: "Pass to Carole", every hand hidden until Carole
takes the screen, and what she is about to do."""

from __future__ import annotations

import pygame

from .geometry import TableGeometry
from .ui import GOLD, INK, MUTED, Words, blit, button, panel, text


def draw_handoff(surface: pygame.Surface, geo: TableGeometry, words: Words, name: str, task: str) -> pygame.Rect:
    """Draw the hand-off panel for ``name`` with its ``task`` line; return the Ready button."""
    title = text(words("table.pass_to", name=name), geo.font(56, 24), GOLD, True, surface.get_width() - 40)
    hint = text(words("table.pass_to.hint", name=name), geo.font(24, 14), INK)
    line = text(task, geo.font(24, 14), MUTED)
    box = pygame.Rect(0, 0, max(title.get_width(), hint.get_width(), line.get_width()) + geo.px(120), geo.px(300))
    box.center = surface.get_rect().center
    surface.blit(panel(box.size, (10, 32, 20, 250), geo.px(22), GOLD, 3), box)
    y = blit(surface, title, midtop=(box.centerx, box.top + geo.px(40))).bottom + geo.px(22)
    y = blit(surface, hint, midtop=(box.centerx, y)).bottom + geo.px(10)
    y = blit(surface, line, midtop=(box.centerx, y)).bottom + geo.px(34)
    rect = pygame.Rect(0, 0, geo.px(420), geo.px(60))
    rect.midtop = (box.centerx, y)
    return button(surface, words("table.handoff.ready", name=name), rect, geo.font(24, 14), focused=True,
                  key=words("key.enter"), primary=True)
