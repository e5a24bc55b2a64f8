"""The last complete trick, looked at again (the L key of every trick-taking table).

A card player may ask to see the trick just gathered: each card above its player's name, the
winner's glowing, over a veiled table. Drawing only: the table says when it is open.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app import drawn
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, Words, blit, panel, text

LastTrick = tuple[int, list[tuple[int, CardKey]]]
"""The trick's winner and its cards in the order played, each with its seat."""


def veil(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole table under an overlay."""
    surface.blit(panel(surface.get_size(), (4, 12, 8, alpha), 0, None, 0), (0, 0))
    drawn.cover(surface)


def draw_last_trick(surface: pygame.Surface, geo: TableGeometry, painter: CardPainter, last: LastTrick,
                    seat_name: Callable[[int], str], words: Words) -> None:
    """The last complete trick, each card above its player's name, the winner's glowing."""
    winner, cards = last
    veil(surface, 170)
    width = geo.layout.card_width(geo.size, "trick")
    step = width + geo.px(26)
    box = pygame.Rect(0, 0, max(step * len(cards) + geo.px(80), geo.px(560)), round(width * 1.4) + geo.px(190))
    box.center = geo.area("trick").rect.center
    box.clamp_ip(surface.get_rect())
    surface.blit(panel(box.size, (10, 32, 20, 246), geo.px(20), GOLD, 3), box)
    title = words("table.last_trick_won", name=seat_name(winner))
    blit(surface, text(title, geo.font(28), GOLD, True), midtop=(box.centerx, box.top + geo.px(18)))
    x0 = box.centerx - step * (len(cards) - 1) / 2
    y = box.top + geo.px(70) + round(width * 0.7)
    for i, (seat, key) in enumerate(cards):
        motion = Motion(Placement(x0 + i * step, y, width, 0.0, True, 0))
        painter.draw(surface, key, motion, halo=seat == winner)
        colour = GOLD if seat == winner else INK
        blit(surface, text(seat_name(seat), geo.font(19), colour, seat == winner, step - 6),
             midtop=(round(x0 + i * step), y + round(width * 0.7) + geo.px(10)))
    close = text(words("table.close_hint"), geo.font(17), MUTED)
    blit(surface, close, midbottom=(box.centerx, box.bottom - geo.px(12)))
