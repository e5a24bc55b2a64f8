"""Where Red7's hint line or a bot's reason goes, and at what size.

It stands in for the banner (:mod:`.banner`): in the map's note strip when it fits there, else in
the felt left of the canvas. A hint is long (the move, then the odds: 230 characters in French),
and at 150-200 % that room, a card's height tall, held only part of its lines: the rest ran over
the canvas's caption, the palette's counting line and the scored cards. So the room is the whole
free column left of the canvas (up to whatever lies above it, down to whatever lies below, the
window's edge where nothing does), and the line keeps its size where the column holds it, else is
smaller, to its shrink floor, and only as a last resort past it (as the other tables' hint does).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.learning_view import line_box, draw_line
from oh7_desktop.app.kit.ui import INK

from .banner import banner_room, canvas_caption
from .controls import Controls
from .counting import card_rect, counting_place, plate_rect

LAST_RESORT = 11
"""The least size the line takes where the column holds it at no size down to its shrink floor."""


def draw_learning_line(surface: pygame.Surface, t: Controls, line: str) -> pygame.Rect | None:
    """The hint's line or the pointed bot's reason (``line``) where it fits (:func:`learning_place`)."""
    asked = t.geo.font(22, 14)
    room, size = learning_place(t, line, asked, surface.get_rect())
    box = draw_line(surface, t.learn_frame(), room, None, size, t.geo.scale)
    if box is not None and size < asked:  # as the kit's line notes it (tests find text shrunk by this)
        note("shrunk", box, line, surface)
    return box


def learning_place(t: Controls, line: str, size: int, window: pygame.Rect) -> tuple[pygame.Rect, int]:
    """The room the line is centred in and its text size: the note strip at ``size`` where it fits,
    else the free column left of the canvas (as wide as it is, or narrowed off what stands in its
    right part, whichever holds the line larger) at the largest size whose lines it holds."""
    strip = t.geo.area("note").rect
    strip = banner_room(t, line, size, line_box(line, INK, strip, size, t.geo.scale)[1].height)
    if strip == t.geo.area("note").rect:
        return strip, size
    columns = free_columns(t, strip, window)
    for shown in range(size, LAST_RESORT - 1, -1):
        for column in columns:
            room = _room(column, shown, t.geo.scale)
            if line_box(line, INK, room, shown, t.geo.scale)[1].height <= column.height:
                return room, shown
    return _room(columns[0], LAST_RESORT, t.geo.scale), LAST_RESORT


def _room(column: pygame.Rect, size: int, scale: float) -> pygame.Rect:
    """The room to give :func:`~oh7_desktop.app.kit.learning_view.draw_line` so that its box,
    padded wider than the width it wraps to, stays inside ``column``."""
    over = max(0, 2 * max(8, size * 2 // 3) - round(36 * scale))
    return column.inflate(-over, 0)


def free_columns(t: Controls, strip: pygame.Rect, window: pygame.Rect) -> list[pygame.Rect]:
    """``strip`` (the felt left of the canvas) stretched up and down over the free felt: to just
    below what lies above its middle (cards, counting lines, name plates) and just above what
    lies below (the canvas's caption too), within the window's margin; also so with its right
    edge drawn in left of each thing standing in its right third (at two seats the top palette's
    counting line reached 5 px into it; narrower, the line took 15 rows of two words)."""
    gap, in_the_way = t.geo.px(6), _in_the_way(t, window)
    rights = [strip.right] + sorted({rect.left - gap for rect in in_the_way
                                     if strip.left + strip.width * 2 // 3 < rect.left < strip.right}, reverse=True)
    return [_stretched(t, pygame.Rect(strip.left, strip.top, right - strip.left, strip.height), in_the_way, window)
            for right in rights]


def _stretched(t: Controls, strip: pygame.Rect, in_the_way: list[pygame.Rect], window: pygame.Rect) -> pygame.Rect:
    """``strip`` stretched up and down to what lies above and below its middle in its columns."""
    geo = t.geo
    gap, middle = geo.px(6), strip.centery
    top, bottom = window.top + geo.px(12), window.bottom - geo.px(12)
    for rect in in_the_way:
        if rect.right <= strip.left or rect.left >= strip.right:
            continue
        if rect.centery < middle:
            top = max(top, rect.bottom + gap)
        else:
            bottom = min(bottom, rect.top - gap)
    return pygame.Rect(strip.left, top, strip.width, max(0, bottom - top))


def _in_the_way(t: Controls, window: pygame.Rect) -> list[pygame.Rect]:
    """What the column keeps clear of: every card at rest, each seat's counting line and name
    plate, the canvas's caption."""
    rects = [card_rect(motion.target) for _, motion in t.animator.items()]
    standing, caption = t.previewed() or t.model.standing(), canvas_caption(t)
    for seat in range(t.players):  # placed as :func:`.draw.draw_seats` places them
        counting = counting_place(t, seat, standing, window, caption if seat == t.acting_seat() else None)
        rects += [counting[2]] if counting is not None else []
        rects.append(plate_rect(t, seat, window))
    return rects + ([caption] if caption is not None else [])
