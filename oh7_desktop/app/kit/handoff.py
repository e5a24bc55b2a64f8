"""The couch hand-off screen every table shows: "Pass to Carole", every hand hidden until Carole
takes the screen (a click or Enter on the button, which the table's input reads as
``drawn.buttons["handoff"]``).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, Words, blit, button, panel, text


def draw_handoff(surface: pygame.Surface, geo: TableGeometry, words: Words, name: str, task: str,
                 buttons: dict[str, pygame.Rect]) -> None:
    """Ask the screen to be passed to ``name`` for ``task`` (what they will decide)."""
    title = text(words("table.pass_to", name=name), geo.font(56, 24), GOLD, True, surface.get_width() - 40)
    hint = text(words("table.pass_to.hint", name=name), geo.font(24, 14), INK)
    doing = text(task, geo.font(24, 14), MUTED)
    ready = words("table.handoff.ready", name=name)
    button_w = max(geo.px(420), text(f"{ready}  [{words('key.enter')}]", geo.font(24, 14), INK, True).get_width()
                   + geo.px(40))
    box = pygame.Rect(0, 0, max(title.get_width(), hint.get_width(), doing.get_width(), button_w) + geo.px(120),
                      geo.px(300))
    box.center = surface.get_rect().center
    surface.blit(panel(box.size, (10, 32, 20, 250), geo.px(22), GOLD, 3), box)
    y = blit(surface, title, midtop=(box.centerx, box.top + geo.px(40))).bottom + geo.px(22)
    y = blit(surface, hint, midtop=(box.centerx, y)).bottom + geo.px(10)
    y = blit(surface, doing, midtop=(box.centerx, y)).bottom + geo.px(34)
    rect = pygame.Rect(0, 0, button_w, geo.px(60))
    rect.midtop = (box.centerx, y)
    buttons["handoff"] = button(surface, ready, rect, geo.font(24, 14), focused=True, key=words("key.enter"),
                                primary=True)
