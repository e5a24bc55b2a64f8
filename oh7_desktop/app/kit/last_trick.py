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
                    seat_name: Callable[[int], str], words: Words) -> pygame.Rect:
    """The last complete trick, each card above its player's name, the winner's glowing, at the
    player's text size (cards, gaps and box grow with it, as far as the window holds them); return
    the box."""
    winner, cards = last
    veil(surface, 170)
    window = surface.get_rect()

    def gap(design: float) -> int:  # the table's design pixels at the player's text size
        return max(1, round(design * geo.scale * geo.ui))

    title = text(words("table.last_trick_won", name=seat_name(winner)), geo.font(28), GOLD, True,
                 window.width - gap(60))
    close = text(words("table.close_hint"), geo.font(17), MUTED, False, window.width - gap(40))
    name_h = text("Ag", geo.font(19)).get_height()
    around = gap(18) + title.get_height() + gap(12) + gap(10) + name_h + gap(14) + close.get_height() + gap(12)
    width = _card_width(geo, len(cards), window, around)
    step = width + gap(26)
    box = pygame.Rect(0, 0, max(step * len(cards) + gap(80), title.get_width() + gap(60), close.get_width() + gap(40),
                                gap(560)), round(width * 1.4) + around)
    box.width = min(box.width, window.width)
    box.center = geo.area("trick").rect.center
    box.clamp_ip(window)
    surface.blit(panel(box.size, (10, 32, 20, 246), gap(20), GOLD, 3), box)
    top = blit(surface, title, midtop=(box.centerx, box.top + gap(18))).bottom + gap(12)
    x0 = box.centerx - step * (len(cards) - 1) / 2
    y = top + round(width * 0.7)
    for i, (seat, key) in enumerate(cards):
        motion = Motion(Placement(x0 + i * step, y, width, 0.0, True, 0))
        painter.draw(surface, key, motion, halo=seat == winner)
        colour = GOLD if seat == winner else INK
        blit(surface, text(seat_name(seat), geo.font(19), colour, seat == winner, step - 6),
             midtop=(round(x0 + i * step), y + round(width * 0.7) + gap(10)))
    blit(surface, close, midbottom=(box.centerx, box.bottom - gap(12)))
    return box


def _card_width(geo: TableGeometry, count: int, window: pygame.Rect, around: int) -> int:
    """The trick's card width at the player's scale, as large as the window holds ``count`` cards
    side by side with ``around`` pixels of words above and below them."""
    design = geo.layout.card_width(geo.size, "trick")
    step_gap, margin = round(26 * geo.scale * geo.ui), round(100 * geo.scale * geo.ui)
    widest = (window.width - margin) // max(1, count) - step_gap
    tallest = round((window.height - margin // 2 - around) / 1.4)
    return max(design, min(round(design * geo.ui), widest, tallest))
