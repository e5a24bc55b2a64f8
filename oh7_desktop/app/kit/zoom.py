"""The local hand's focused card magnified to the player's full card scale (issue 26, item 2).

Where a hand's cards are drawn below the scale chosen, the card under the keyboard's focus or
the pointer is drawn again at the full scale just above itself, as card apps' hover zoom does,
so every scale up to 200 % is reachable for reading a card. Off at 100 % and below, and whenever
the hand already shows its cards at the scale chosen: the local hand now always does (its cards
sink below the window's edge where the map leaves no room,
:meth:`~oh7_desktop.app.kit.geometry.TableGeometry.hand_scale`), so the zoom only stands by.

Like a tooltip, it shows only while the pointer rests on a card of the hand, or for
:data:`ZOOM_SECONDS` of the table's clock after a key moved the keyboard's focus: the
magnified card covers the middle of the table (the trick), which the player must see while
choosing (issue 26). The tables note when a key moved the focus as they handle it; drawing
only reads it (:func:`zoomed_card`).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import HAND, TableGeometry
from oh7_desktop.app.kit.kinds import CardKey


ZOOM_SECONDS = 2.0
"""How long (table clock) the focused card stays magnified after a key moved the focus."""


def zoomed_card(hover: CardKey | None, focused: CardKey | None, moved_at: float | None,
                now: float) -> CardKey | None:
    """The card of the hand to magnify now: the one under the pointer, else the focused one
    for :data:`ZOOM_SECONDS` after a key moved the focus (``moved_at``, table clock; None:
    no key moved it at this decision), else none.

    >>> zoomed_card((1, 0), (2, 0), None, 5.0), zoomed_card(None, (2, 0), None, 5.0)
    ((1, 0), None)
    >>> zoomed_card(None, (2, 0), 4.0, 5.0), zoomed_card(None, (2, 0), 2.5, 5.0)
    ((2, 0), None)
    """
    if hover is not None:
        return hover
    if focused is None or moved_at is None or not 0.0 <= now - moved_at < ZOOM_SECONDS:
        return None
    return focused


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
