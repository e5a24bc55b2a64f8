"""Where Red7's banner goes: the line between the top seats' palettes and the canvas that says who
leads, the rule changed or the last move (the note), a refusal, or a hint's or bot's line (which
takes the whole free column left of the canvas when it leaves the strip: :mod:`.learning`).

Its strip in the map is a card's height tall at most: at a large text size the banner's pill,
centred there, covered the bottom of the top palettes' cards (200 %: by 14 px at 1280x720). Where
it does not fit between those cards and the canvas, it moves to the felt left of the canvas (free
in every map), wrapped to that room's width, its text smaller down to its shrink floor only if
the room is too short for its lines.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.cardart import card_size
from oh7_desktop.app.kit.ui import RGB, pill, pill_padding, pill_rect, text_lines
from oh7_desktop.app.theme import shrink_floor

from .controls import Controls
from .counting import card_rect, counting_place, split_in_two

__all__ = ["banner_room", "canvas_caption", "draw_banner", "target_caption"]


def _top_cards_bottom(t: Controls) -> int:
    """The lowest edge of the top seats' palette cards at rest (their row's centre and half a
    card, rounded down)."""
    geo = t.geo
    bottoms = [area.rect.centery + card_size(area.card)[1] // 2
               for area in (geo.seat_area("palette_seat", seat) for seat in range(t.players) if geo.slot(seat) != 0)]
    return max(bottoms, default=geo.area("note").rect.top)


def _canvas_outline(t: Controls) -> pygame.Rect:
    """The canvas as its target outline draws it (:func:`.draw.draw_targets`)."""
    return t.geo.area("canvas").rect.inflate(t.geo.px(12), t.geo.px(12))


def target_caption(t: Controls, name: str, outline: pygame.Rect) -> tuple[str, pygame.Rect]:
    """A target's caption ("To your palette", "✗ Not to the canvas") and where its pill goes: on
    the outline's foot, else just below the target's own cards, beside any other card (or the
    palette's caption) still in the way, on the nearer side (at 150-200 % the pill, taller,
    covered the canvas's card and the palette's); else so on two lines (its pill is drawn wrapped
    to the place's width: at 1024x640 a palette grown left and the scored cards left no room for
    one). The viewer's counting line steps right of its row for the canvas's caption where it can
    (:func:`.counting.counting_place`: in four-seat games at 200 % the two found no room together
    between the scored cards and the palette's), else the caption keeps clear of it, under the
    canvas or else left of it, level with its foot."""
    geo = t.geo
    allowed = t.target_reason(name) is None
    caption = t.words(f"red7.target.{name}" if allowed else f"red7.target.{name}.refused")
    size, gap = geo.font(18, 13), geo.px(6)
    box = pill_rect(caption, size, (outline.centerx, outline.bottom - geo.px(2)))
    laid = [card_rect(motion.target) for _, motion in t.animator.items()]
    own = [card for card in laid if outline.contains(card) and card.inflate(-2, -2).colliderect(box)]
    if own:
        box.top = max(card.bottom for card in own) + geo.px(2)
    in_the_way, shapes = [card.inflate(-2, -2) for card in laid], _shapes(caption, size, box)
    seat, window = t.acting_seat(), pygame.Rect((0, 0), geo.size)
    if seat is None or name != "canvas":
        return caption, _caption_spot(shapes, in_the_way, window, gap) or box.clamp(window)
    palette = geo.seat_area("palette_seat", seat).rect.inflate(geo.px(16), geo.px(12))
    window.width = max(palette.right, geo.area("prompt").rect.left)  # left of the prompt's column
    in_the_way.append(target_caption(t, "palette", palette)[1])  # drawn first, the counting line last
    spot = _caption_spot(shapes, in_the_way, window, gap)
    counting = counting_place(t, seat, t.previewed() or t.model.standing(), pygame.Rect((0, 0), geo.size), spot)
    if spot is not None and (counting is None or not counting[2].colliderect(spot)):
        return caption, spot
    in_the_way += [counting[2]] if counting is not None else []
    spot = _caption_spot(shapes, in_the_way, window, gap) or _left_of(shapes, outline, in_the_way, window, gap)
    return caption, spot or box.clamp(window)


def _shapes(caption: str, size: int, box: pygame.Rect) -> list[pygame.Rect]:
    """The caption's pill at ``box`` on one line, and centred there on two if that is narrower."""
    width = max(pill_rect(row, size, box.center).width for row in split_in_two(caption, size))
    if width >= box.width - pill_padding(size)[0]:
        return [box]
    narrow = pygame.Rect(box.left, box.top, width, _height(caption, size, width))
    narrow.centerx = box.centerx
    return [box, narrow]


def _caption_spot(shapes: list[pygame.Rect], in_the_way: list[pygame.Rect], window: pygame.Rect,
                  gap: int) -> pygame.Rect | None:
    """Where a target's caption (its ``shapes``, the first where it lies) goes clear of
    ``in_the_way``: there, else beside what it meets, on one line or two (None: nowhere)."""
    if shapes[0].collidelist(in_the_way) < 0:
        return shapes[0].clamp(window)
    for shape in shapes:
        spot = _beside(shape, in_the_way, window, gap)
        if spot is not None:
            return spot
    return None


def _left_of(shapes: list[pygame.Rect], outline: pygame.Rect, in_the_way: list[pygame.Rect], window: pygame.Rect,
             gap: int) -> pygame.Rect | None:
    """The canvas's caption left of its ``outline``, level with its foot or raised just above
    what lies there (at 200 % a long scored pile and palette left no room under the canvas), on
    one line or two, beside the outline (None: no room there)."""
    for shape in shapes:
        spot = shape.copy()
        spot.bottomright = (outline.left - gap, outline.bottom)
        for _ in in_the_way:
            hit = [other for other in in_the_way if other.colliderect(spot)]
            if not hit:
                break
            spot.bottom = min(other.top for other in hit) - gap
        if spot.top >= outline.top and window.contains(spot) and spot.collidelist(in_the_way) < 0:
            return spot
    return None


def canvas_caption(t: Controls) -> pygame.Rect | None:
    """Where the canvas's caption ("To the canvas", "✗ Not to the canvas") lies while a card is
    picked (None: not shown)."""
    if t.selected is None or t.options or t.acting_seat() is None:
        return None
    return target_caption(t, "canvas", _canvas_outline(t))[1]


def _beside(box: pygame.Rect, in_the_way: list[pygame.Rect], window: pygame.Rect, gap: int) -> pygame.Rect | None:
    """``box`` moved to the nearer side of what it meets, clear of everything in the window (None:
    no such side)."""
    hit = [other for other in in_the_way if other.colliderect(box)]
    if not hit:
        return box if window.contains(box) else None
    sides = [box.move(max(other.right for other in hit) + gap - box.left, 0),
             box.move(min(other.left for other in hit) - gap - box.right, 0)]
    for moved in sorted(sides, key=lambda side: abs(side.centerx - box.centerx)):
        if window.contains(moved) and moved.collidelist(in_the_way) < 0:
            return moved
    return None


def banner_room(t: Controls, content: str, size: int, tall: int | None = None) -> pygame.Rect:
    """The room the banner saying ``content`` at ``size`` px is centred in: the map's note strip
    when its pill (or a box ``tall`` px high wrapped to the strip's width, as the hint's line's
    is) fits between the top palettes' cards and the canvas, else the felt left of the canvas
    (below those cards, above the canvas's bottom and its caption); with a card picked, the strip
    only while the pill stays off the canvas's target outline."""
    geo = t.geo
    strip, gap = geo.area("note").rect, geo.px(6)
    top, outline = _top_cards_bottom(t) + gap, _canvas_outline(t)
    natural = pill_rect(content, size, strip.center)
    if tall is not None:
        natural = pygame.Rect(0, 0, strip.width, tall)
        natural.center = strip.center
    canvas = geo.area("canvas")
    # with a card picked, clear of the canvas's outline too (at 100 % a long note ran under its corner)
    picked = t.selected is not None and not t.options and t.acting_seat() is not None
    if natural.top > top - gap + 1 and natural.bottom <= canvas.rect.centery - card_size(canvas.card)[1] // 2 \
            and not (picked and natural.colliderect(outline)):
        return strip  # clear of the palettes' cards and the canvas's
    left, right = geo.px(12), outline.left - geo.px(12)
    bottom = outline.bottom
    caption = canvas_caption(t)
    if caption is not None and caption.left < right:
        bottom = min(bottom, caption.top - gap)
    return pygame.Rect(left, top, right - left, bottom - top)


def _height(content: str, size: int, width: int) -> int:
    """How tall :func:`~oh7_desktop.app.kit.ui.pill` draws ``content`` wrapped to ``width``."""
    pad_x, pad_y = pill_padding(size)
    return sum(line.get_height() for line in text_lines(content, size, bold=True, max_width=width - 2 * pad_x)) \
        + 2 * pad_y


def draw_banner(surface: pygame.Surface, t: Controls, content: str, size: int, colour: RGB) -> pygame.Rect:
    """The banner's pill (``content`` at ``size`` px in ``colour``) in its room (:func:`banner_room`),
    wrapped there, smaller (to its shrink floor at most) only while its lines are taller than the room."""
    room = banner_room(t, content, size)
    if room == t.geo.area("note").rect:
        return pill(surface, content, size, room.center, colour)
    shown = size
    while _height(content, shown, room.width) > room.height and shown > shrink_floor(size):
        shown -= 1
    return pill(surface, content, shown, room.center, colour, max_width=room.width, wraps=True)
