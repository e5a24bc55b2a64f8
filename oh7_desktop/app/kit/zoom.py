"""The local hand's focused card magnified to the player's full card scale (issue 26, item 2).

A hand cannot always grow to the scale chosen (the map leaves it room up to the trick or the
palette: :func:`~oh7_desktop.app.kit.geometry.hand_cap`); the card under the keyboard's focus or
the pointer is then drawn again at the full scale just above itself, as card apps' hover zoom
does, so every scale up to 200 % is reachable for reading a card. Off at 100 % and below, and
whenever the hand already shows its cards at the scale chosen.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import HAND, TableGeometry
from oh7_desktop.app.kit.kinds import CardKey


def zoom_width(geo: TableGeometry) -> int | None:
    """The magnified card's width in window pixels, or None when no magnifying is needed."""
    if geo.ui <= 1.0:
        return None
    full = round(geo.layout.card_width(geo.size, HAND) * geo.ui)
    return full if full > geo.area(HAND).card * 1.05 else None


def draw_zoom(surface: pygame.Surface, geo: TableGeometry, painter: CardPainter,
              cards: list[tuple[CardKey, pygame.Rect]], key: CardKey | None) -> pygame.Rect | None:
    """Draw ``key`` (one of the hand's drawn ``cards``) at the full card scale, its bottom just
    above the card and kept on the table; return where (None: nothing drawn)."""
    width = zoom_width(geo)
    below = next((rect for k, rect in cards if k == key), None)
    if width is None or key is None or below is None:
        return None
    rect = pygame.Rect(0, 0, width, round(width * 1.4))
    rect.midbottom = (below.centerx, below.top - geo.px(12))
    rect.clamp_ip(geo.table)
    painter.draw(surface, key, Motion(Placement(rect.centerx, rect.centery, width, 0.0, True, 900.0)), 0.0)
    drawn.note("zoom", rect, str(key), surface)
    return rect
