"""The counting line beside a seat's palette ("2 cards count", "Folded") and the mark beside its
name plate ("★ Winning"): where they go.

Each line stays in its seat's own room: the palette's area widened to halfway across the gap to
the next palette on the same row (the window's edge where there is none), so two seats' lines
never meet, in any language or text size. It goes left of the row, else right of it, else it
shrinks to the wider side; a row filling its room (a long palette, a large text scale) leaves no
side, and the line then lies over the row's lower part (the cards' indices are at their top), clear of
the note under the top seats' rows.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.ui import INK, MUTED, PANEL, blit, panel, text
from oh7_desktop.games.red7 import Standing

from .controls import Controls

SMALLEST = 11
"""The least text size a line shrinks to beside its row (as :func:`.theme.text`'s)."""


def palette_room(t: Controls, seat: int, window: pygame.Rect) -> pygame.Rect:
    """``seat``'s palette area widened to halfway to its neighbours on the same row, in the window."""
    geo = t.geo
    own = geo.seat_area("palette_seat", seat).rect
    left, right = window.left + geo.px(12), window.right - geo.px(12)
    for other in range(t.players):
        rect = geo.seat_area("palette_seat", other).rect
        if other == seat or rect.bottom <= own.top or rect.top >= own.bottom:
            continue
        if rect.centerx < own.centerx:
            left = max(left, (rect.right + own.left) // 2)
        else:
            right = min(right, (own.right + rect.left) // 2)
    return pygame.Rect(left, own.top, right - left, own.height)


def beside_plate(t: Controls, seat: int, plate: pygame.Rect, box: pygame.Rect, surface: pygame.Surface) -> pygame.Rect:
    """Where a mark beside a seat's name plate goes (the winning star). The viewer's: above the
    plate, clear of the hand's first card. Another seat's: right of the plate, else left of it,
    within the seat's room; else (a large text scale) under the plate, over the top of its
    face-down hand."""
    room, gap = palette_room(t, seat, surface.get_rect()), t.geo.px(14)
    box = box.copy()
    if seat == t.geo.bottom:
        box.midbottom = (plate.centerx, plate.top - t.geo.px(10))
        cards = [t.animator.motions[k].target for k in t.model.hands[seat] if k in t.animator.motions]
        if cards:
            box.right = min(box.right, round(min(c.x - c.width / 2 for c in cards)) - t.geo.px(8))
        return box.clamp(surface.get_rect())
    box.midleft = (plate.right + gap, plate.centery)
    if box.right > room.right:
        box.right = plate.left - gap
    if box.left < room.left:
        box.midtop = (plate.centerx, plate.bottom + t.geo.px(4))
    return box.clamp(room.inflate(0, surface.get_height())).clamp(surface.get_rect())


def draw_counting_line(surface: pygame.Surface, t: Controls, seat: int, standing: Standing) -> None:
    """How many of a seat's palette cards count (or that it folded), beside its palette."""
    model, geo = t.model, t.geo
    if not model.palettes[seat] or (model.round_winner is not None and not model.folded[seat]):
        return
    first, last = (t.animator.motions.get(model.palettes[seat][i]) for i in (0, -1))
    if first is None or last is None:
        return
    place, end = first.target, last.target
    line = t.words("red7.folded") if model.folded[seat] else t.words("red7.counting", count=standing.counts[seat])
    room = palette_room(t, seat, surface.get_rect())
    left = round(place.x - place.width / 2) - geo.px(14)  # the line's right end, left of the row
    right = round(end.x + end.width / 2) + geo.px(14)  # or its left end, right of the row
    size, pad = geo.font(20, 13), geo.px(16)
    natural = text(line, size, INK, True).get_width() + pad
    on_left = left - room.left >= natural or left - room.left >= room.right - right
    widest = (left - room.left if on_left else room.right - right) - pad
    colour = MUTED if model.folded[seat] else INK
    if widest >= text(line, SMALLEST, INK, True).get_width():
        glyphs = text(line, size, colour, True, widest)
        box = glyphs.get_rect(midright=(left, round(place.y))) if on_left else \
            glyphs.get_rect(midleft=(right, round(end.y)))
        box = box.inflate(pad, geo.px(8))
    else:  # no side left: over the row's lower part (its cards' indices are at the top), clear of the note
        glyphs = text(line, size, colour, True, room.width - pad)
        bottom = round(place.y + place.width * 0.7) - geo.px(6)  # a card is 1.4 times as tall as wide
        if seat != geo.bottom:
            bottom = min(bottom, _note_top(t) - geo.px(4))
        box = glyphs.get_rect().inflate(pad, geo.px(8))
        box.midbottom = (round(place.x + end.x) // 2, bottom)
        box.clamp_ip(room.inflate(0, surface.get_height()))
    box = box.clamp(surface.get_rect())
    surface.blit(panel(box.size, PANEL, box.height // 2), box)
    blit(surface, glyphs, center=box.center)
    note("pill", box, line, surface)


def _note_top(t: Controls) -> int:
    """The top of the pill the note strip shows (a move's note, a refusal) at the text scale."""
    size = t.geo.font(24, 14)
    height = text("Ag", size, INK, True).get_height() + 2 * max(4, size // 3)
    return t.geo.area("note").rect.centery - height // 2
