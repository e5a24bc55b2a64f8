"""Any face-up card on the table magnified to the player's full card scale while the pointer
rests on it (issue 26, item 2): the trick, bets, a turned trump, Red7's canvas and palettes.

Those areas grow with the card scale only as far as the map leaves them room
(:mod:`~oh7_desktop.app.kit.area_caps`: Oh 7 ?'s trick ×1.17 at 200 %, Red7's ×1.02-1.04), so
a card resting there is drawn again, as a tooltip, at its area's card width times the player's
scale: near the card, inside the window, off the card itself when there is room. Only a card
drawn face up and at rest is ever magnified (never a back, never a card in flight), and never
one of the viewer's own hand, which has its own zoom (:mod:`.zoom`). Off at 100 % and below,
and when the card is already (nearly) at the scale.

The table records the card under the pointer as it handles the pointer's motion
(:func:`pointed_card`); drawing only reads it (:func:`draw_table_zoom`).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import HAND, TableGeometry
from oh7_desktop.app.kit.kinds import CardKey

Pointed = tuple[CardKey, tuple[int, int]]
"""A table card under the pointer, with where the pointer was."""
Extra = tuple[CardKey, pygame.Rect, str]
"""A face-up card a table drew apart from its animated ones (Seven Up's points panel): the
card, where, and the layout area whose card width (times the scale) is its full size."""
GROWTH = 1.05
"""A card is magnified only when the full scale draws it at least this much larger."""


def card_box(place: Placement) -> pygame.Rect:
    """Where a card at ``place`` shows on screen (a turned card: the box around it)."""
    turn = math.radians(place.angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    width, height = place.width, place.width * 1.4
    box = pygame.Rect(0, 0, round(width * cos + height * sin), round(width * sin + height * cos))
    box.center = (round(place.x), round(place.y))
    return box


def pointed_card(items: Iterable[tuple[Hashable, Motion]], pos: tuple[int, int],
                 hand: pygame.Rect) -> CardKey | None:
    """The card on top under ``pos`` if it lies face up at rest outside the viewer's ``hand``
    (None: no card there, or the top one is a back, moving, or in the hand: every other area
    keeps clear of the hand's, :func:`~oh7_desktop.app.kit.geometry.hand_cap`)."""
    for key, motion in sorted(items, key=lambda item: item[1].current().z, reverse=True):
        place = motion.current()
        if card_box(place).collidepoint(pos):
            usable = motion.done and place.face_up and not hand.collidepoint(place.x, place.y)
            return key if usable and isinstance(key, tuple) else None
    return None


def full_width(geo: TableGeometry, width: int, centre: tuple[int, int]) -> int | None:
    """The width of a table card drawn ``width`` wide at ``centre`` when drawn at the player's
    full card scale: its area's card width at 100 % times the scale (the area: one drawing
    cards that wide, the one holding ``centre`` first). None: no magnifying needed."""
    if geo.ui <= 1.0:
        return None
    lay = geo.layout
    found = []
    for name in lay.names():
        if name == HAND or "card_width" not in lay.area(name).properties:
            continue
        area = geo.area(name)
        if area.card == width:
            found.append((not area.rect.collidepoint(centre), name))
    if not found:
        return None
    full = round(lay.card_width(geo.size, min(found)[1]) * geo.ui)
    return full if full >= width * GROWTH else None


def zoom_widths(geo: TableGeometry) -> list[int]:
    """The widths the table's magnified cards and its close look take (the card art is cached
    at these widths: no card is scaled from another size each frame)."""
    lay = geo.layout
    return sorted({round(lay.card_width(geo.size, name) * geo.ui) for name in lay.names()
                   if name != HAND and "card_width" in lay.area(name).properties})


def zoom_spot(card: pygame.Rect, width: int, window: pygame.Rect, gap: int) -> pygame.Rect:
    """Where a card ``width`` wide magnifying ``card`` goes: above it, else below, right or left
    of it, the first place inside ``window`` that leaves ``card`` uncovered (none: above it,
    kept inside the window)."""
    spot = pygame.Rect(0, 0, width, round(width * 1.4))
    places = [{"midbottom": (card.centerx, card.top - gap)}, {"midtop": (card.centerx, card.bottom + gap)},
              {"midleft": (card.right + gap, card.centery)}, {"midright": (card.left - gap, card.centery)}]
    for anchor in places:
        for name, value in anchor.items():
            setattr(spot, name, value)
        spot.clamp_ip(window)
        if not spot.colliderect(card):
            return spot
    spot.midbottom = (card.centerx, card.top - gap)
    return spot.clamp(window)


def _shown(geo: TableGeometry, items: Iterable[tuple[Hashable, Motion]], extras: Iterable[Extra],
           pointed: Pointed) -> tuple[pygame.Rect, int | None] | None:
    """Where the pointed card shows now (if still under the pointer) and its full width."""
    key, pos = pointed
    for extra, box, area in extras:
        if extra == key and box.collidepoint(pos):
            full = round(geo.layout.card_width(geo.size, area) * geo.ui)
            return box, full if full >= box.width * GROWTH else None
    motion = next((m for k, m in items if k == key), None)
    if motion is None or not motion.done or not motion.current().face_up:
        return None
    box = card_box(motion.current())
    return (box, full_width(geo, round(motion.current().width), box.center)) if box.collidepoint(pos) else None


def draw_table_zoom(surface: pygame.Surface, geo: TableGeometry, painter: CardPainter,
                    items: Iterable[tuple[Hashable, Motion]], pointed: Pointed | None,
                    extras: Iterable[Extra] = ()) -> pygame.Rect | None:
    """Draw the pointed table card at the full card scale if it still lies face up at rest
    (or among the ``extras`` drawn) under the pointer and is drawn smaller; return where
    (None: nothing drawn)."""
    shown = None if pointed is None or geo.ui <= 1.0 else _shown(geo, items, extras, pointed)
    if shown is None or shown[1] is None or pointed is None:
        return None
    box, width, key = shown[0], shown[1], pointed[0]
    spot = zoom_spot(box, width, surface.get_rect(), geo.px(12))
    painter.draw(surface, key, Motion(Placement(spot.centerx, spot.centery, width, 0.0, True, 900.0)), 0.0)
    drawn.note("table-zoom", spot, str(key), surface)
    return spot
