"""The counting line beside a seat's palette ("2 cards count", "Folded") and the mark beside its
name plate ("★ Winning"): where they go.

Each line stays in its seat's own room: the palette's area widened to halfway across the gap to
the next palette on the same row (the window's edge where there is none), so two seats' lines
never meet, in any language or text size. It goes left of the row, on one line or two, else right
of it. The line keeps its size at any text scale (at 200 % it once shrank to 8 px on the cards):
the palette's row leaves room at its left for the line on two lines (:func:`count_room`, the row
overlapping more where it must), so only a room changed since (the language) sends it over the
row's lower part (the cards' indices are at their top), clear of the note under the top seats'
rows.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Placement
from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.geometry import hand_left
from oh7_desktop.app.kit.ui import INK, MUTED, PANEL, PANEL_EDGE, blit, panel, pill_padding, pill_rect, text
from oh7_desktop.app.theme import shrink_floor
from oh7_desktop.games.red7 import Standing

from .controls import Controls

GAP = 14
"""Design pixels between a palette's row and its counting line."""


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


def beside_plate(t: Controls, seat: int, plate: pygame.Rect, box: pygame.Rect, surface: pygame.Surface,
                 counting: list[pygame.Rect] | None = None) -> pygame.Rect | None:
    """Where a mark beside a seat's name plate goes (the winning star). The viewer's: above the
    plate, clear of the hand's first card. Another seat's: right of the plate, else left of it,
    within the seat's room; else (a large text scale) right of its face-down hand, else left of
    it, else under it; clear of the ``counting`` lines' pills (at 200 % it met one under the hand);
    None where no spot is clear (the mark then goes inside the plate)."""
    room, gap = palette_room(t, seat, surface.get_rect()), t.geo.px(14)
    box = box.copy()
    if seat == t.geo.bottom:
        box.midbottom = (plate.centerx, plate.top - t.geo.px(10))
        cards = [t.animator.motions[k].target for k in t.model.hands[seat] if k in t.animator.motions]
        if cards:
            box.right = min(box.right, round(min(c.x - c.width / 2 for c in cards)) - t.geo.px(8))
        return box.clamp(surface.get_rect())
    # beside the plate, else (a large text scale) beside the face-down hand, else under it, never
    # over a hand (at 200 % the star covered the top seats' backs) nor out of the seat's room
    backs = _hand_box(t, seat)
    spots = [("midleft", (plate.right + gap, plate.centery)), ("midright", (plate.left - gap, plate.centery))]
    if backs is not None:
        spots += [("midleft", (backs.right + gap, backs.centery)), ("midright", (backs.left - gap, backs.centery)),
                  ("midtop", (backs.centerx, backs.bottom + t.geo.px(4)))]
    laid = [card_rect(motion.target) for _, motion in t.animator.items()]  # the scored cards too
    plates = [t.geo.seat_area("label_seat", other).rect for other in range(t.players) if other != seat]
    plates += counting or []
    for inside in (room, surface.get_rect()):  # past the seat's room (four seats) if clear of the others' plates
        for handle, point in spots:
            setattr(box, handle, point)
            if inside.left <= box.left and box.right <= inside.right and box.collidelist(laid + plates) < 0:
                return box.clamp(surface.get_rect())
    return None


def plate_words(t: Controls, seat: int, thinking: set[int], starred: bool = False) -> str:
    """What ``seat``'s name plate says: the name (after the winning star where it is ``starred``),
    "thinking" while its bot is (``thinking``), the points in advanced games."""
    # "thinking" in words: a bare "Al …" read as a name cut short
    name = ("★ " if starred else "") + t.seat_name(seat) + ("  · " + t.words("table.thinking_short") if seat in thinking else "")
    if t.state.rules.advanced:
        name += "  ·  " + t.words("red7.points", points=t.model.totals[seat])
    return name


def plate_left_of(t: Controls, seat: int) -> int | None:
    """Where ``seat``'s name plate ends at the most: the person's left of the hand (it grows away
    from it), None for the others."""
    return hand_left(t.geo, t.geo.seat_area("label_seat", seat).rect) if seat == t.geo.bottom else None


def plate_rect(t: Controls, seat: int, window: pygame.Rect, starred: bool = False) -> pygame.Rect:
    """Where ``seat``'s name plate lies (as :func:`.draw.draw_seats` draws it)."""
    name, size, left_of = plate_words(t, seat, t.turns.thinking(), starred), t.geo.font(24, 14), plate_left_of(t, seat)
    rect = pill_rect(name, plate_size(t, seat, name, size, window, left_of),
                     t.geo.seat_area("label_seat", seat).rect.center)
    if left_of is not None and rect.right > left_of:
        rect.right = left_of
    return rect.clamp(window)


def plate_size(t: Controls, seat: int, name: str, size: int, window: pygame.Rect,
               left_of: int | None = None) -> int:
    """The size of a seat's name plate (ending at ``left_of`` at the most, as :func:`.ui.pill`
    draws it): ``size``, or smaller (down to the shrink floor) while the plate would cover a card
    (at 200 % the top seats' plates reached 3 px into their hands, and the person's, with its
    points in an advanced game, over the first card of the hand, focused and lifted)."""
    centre = t.geo.seat_area("label_seat", seat).rect.center
    laid = [card_rect(motion.target).inflate(-2, -2) for _, motion in t.animator.items()]
    least = shrink_floor(size)

    def plate(size: int) -> pygame.Rect:
        rect = pill_rect(name, size, centre)
        if left_of is not None and rect.right > left_of:
            rect.right = left_of
        return rect.clamp(window).inflate(-2, -2)
    while size > least and plate(size).collidelist(laid) >= 0:
        size -= 1
    return size


def _hand_box(t: Controls, seat: int) -> pygame.Rect | None:
    """Where ``seat``'s hand lies at rest (its cards' union), None while it has no card placed."""
    rects = [card_rect(t.animator.motions[k].target) for k in t.model.hands[seat] if k in t.animator.motions]
    return rects[0].unionall(rects[1:]) if rects else None


def card_rect(place: Placement) -> pygame.Rect:
    """Where a card placed at ``place`` lies (a card is 1.4 times as tall as wide)."""
    return pygame.Rect(round(place.x - place.width / 2), round(place.y - place.width * 0.7), round(place.width),
                       round(place.width * 1.4))


def count_size(t: Controls) -> int:
    """The counting line's text size at the table's scale."""
    return t.geo.font(20, 13)


def split_in_two(line: str, size: int) -> list[str]:
    """``line`` on two rows, broken at the space that makes the wider row narrowest (one row if it
    has no space)."""
    words = line.split(" ")
    if len(words) < 2:
        return [line]
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return list(min(cuts, key=lambda rows: max(text(row, size, INK, True).get_width() for row in rows)))


def row_gap(size: int) -> int:
    """Pixels between a two-row line's rows."""
    return max(2, size // 8)


def pill_size(rows: list[str], size: int) -> tuple[int, int]:
    """The size of a pill holding ``rows`` at ``size``, its text clear of the edge (the kit's padding)."""
    pad_x, pad_y = pill_padding(size)
    pictures = [text(row, size, INK, True) for row in rows]
    return (max(p.get_width() for p in pictures) + 2 * pad_x,
            sum(p.get_height() for p in pictures) + row_gap(size) * (len(rows) - 1) + 2 * pad_y)


def count_room(t: Controls) -> int:
    """The room a palette's row leaves at its left for the counting line on two rows (the widest
    of the table's lines in the player's language: a count of two digits, or folded), with its gap."""
    size = count_size(t)
    lines = [t.words("red7.counting", count=22), t.words("red7.folded")]
    return max(pill_size(split_in_two(line, size), size)[0] for line in lines) + t.geo.px(GAP)


def draw_counting_line(surface: pygame.Surface, t: Controls, seat: int, standing: Standing,
                       clear_of: pygame.Rect | None = None) -> pygame.Rect | None:
    """How many of a seat's palette cards count (or that it folded), beside its palette (clear of
    ``clear_of`` where it can be: :func:`counting_place`): its pill, None where none is drawn."""
    placed = counting_place(t, seat, standing, surface.get_rect(), clear_of)
    if placed is None:
        return None
    line, rows, box = placed
    _draw_pill(surface, box, rows, count_size(t), MUTED if t.model.folded[seat] else INK)
    note("pill", box, line, surface)
    return box


def counting_place(t: Controls, seat: int, standing: Standing, window: pygame.Rect,
                   clear_of: pygame.Rect | None = None) -> tuple[str, list[str], pygame.Rect] | None:
    """A seat's counting line, its rows and where its pill goes (None: not shown): beside the row,
    clear of ``clear_of`` (the canvas's caption) where a side has room for that, its own left of
    the prompt's column."""
    model, geo = t.model, t.geo
    if not model.palettes[seat] or (model.round_winner is not None and not model.folded[seat]):
        return None
    first, last = (t.animator.motions.get(model.palettes[seat][i]) for i in (0, -1))
    if first is None or last is None:
        return None
    place, end = first.target, last.target
    line = t.words("red7.folded") if model.folded[seat] else t.words("red7.counting", count=standing.counts[seat])
    room, size = _beside_cards(t, seat, palette_room(t, seat, window)), count_size(t)
    left = round(place.x - place.width / 2) - geo.px(GAP)  # the line's right end, left of the row
    right = round(end.x + end.width / 2) + geo.px(GAP)  # or its left end, right of the row
    spots = (left, round(place.y)), (right, round(end.y))
    rows, box = _beside_row(line, size, room, *spots)
    if clear_of is not None:  # right of the row if the caption takes the left (four seats at 200 %)
        prompt = geo.area("prompt").rect.left - geo.px(8)
        aside = _beside_row(line, size, pygame.Rect(room.left, room.top, min(room.right, prompt) - room.left,
                                                    room.height), *spots, clear_of)
        rows, box = aside if aside[1] is not None else (rows, box)
    if box is None:  # a room changed since the row was laid out: over the row's lower part
        rows, box = [line], _over_the_row(t, seat, line, size, room, (place.x + end.x) / 2,
                                          place.y + place.width * 0.7)
    return line, rows, box.clamp(window)


def _beside_row(line: str, size: int, room: pygame.Rect, left: tuple[int, int], right: tuple[int, int],
                clear_of: pygame.Rect | None = None) -> tuple[list[str], pygame.Rect | None]:
    """The line's rows and pill ending at ``left`` (its right end's middle), on one row or two,
    else starting at ``right``, within ``room`` and clear of ``clear_of``; None where neither side
    has room."""
    fits = [(rows, pill_size(rows, size)) for rows in ([line], split_in_two(line, size))]
    spots = [(rows, pygame.Rect(left[0] - width, left[1] - height // 2, width, height))
             for rows, (width, height) in fits if left[0] - room.left >= width]
    spots += [(rows, pygame.Rect(right[0], right[1] - height // 2, width, height))
              for rows, (width, height) in fits if room.right - right[0] >= width]
    return next(((rows, box) for rows, box in spots if clear_of is None or not box.colliderect(clear_of)),
                ([line], None))


def _beside_cards(t: Controls, seat: int, room: pygame.Rect) -> pygame.Rect:
    """``room`` narrowed to the cards lying beside the palette's row in it (at 1024x640 the
    viewer's scored cards lie left of the row, and at 200 % the line covered them)."""
    row = {*t.model.palettes[seat], t.plan.palette}
    rects = [card_rect(motion.target) for key, motion in t.animator.items() if key not in row]
    mine = [card_rect(t.animator.motions[k].target) for k in t.model.palettes[seat] if k in t.animator.motions]
    if not mine:
        return room
    own, gap = mine[0].unionall(mine[1:]), t.geo.px(GAP)
    left, right = room.left, room.right
    for rect in rects:
        if rect.bottom <= room.top or rect.top >= room.bottom:
            continue
        if rect.right <= own.left:
            left = max(left, rect.right + gap)
        elif rect.left >= own.right:
            right = min(right, rect.left - gap)
    return pygame.Rect(left, room.top, max(0, right - left), room.height)


def _over_the_row(t: Controls, seat: int, line: str, size: int, room: pygame.Rect, centre: float,
                  foot: float) -> pygame.Rect:
    """The line's pill over the row's lower part (a card is 1.4 times as tall as wide), clear of the
    note under the top seats' rows, within the seat's room."""
    width, height = pill_size([line], size)
    box = pygame.Rect(0, 0, min(width, room.width), height)
    bottom = round(foot) - t.geo.px(6)
    if seat != t.geo.bottom:
        bottom = min(bottom, _note_top(t) - t.geo.px(4))
    box.midbottom = (round(centre), bottom)
    return box.clamp(room.inflate(0, t.geo.size[1]))


def _draw_pill(surface: pygame.Surface, box: pygame.Rect, rows: list[str], size: int, colour: tuple[int, int, int]) -> None:
    """A dark pill with the line's rows centred in it, its corners rounded as a one-row pill's (two
    rows' corners would reach into their words)."""
    pad_x, pad_y = pill_padding(size)
    pictures = [text(row, size, colour, True, box.width - 2 * pad_x) for row in rows]
    radius = (pictures[0].get_height() + 2 * pad_y) // 2
    surface.blit(panel(box.size, PANEL, radius, PANEL_EDGE, 2), box)
    y = box.centery - (sum(p.get_height() for p in pictures) + row_gap(size) * (len(rows) - 1)) // 2
    for picture in pictures:
        y = blit(surface, picture, midtop=(box.centerx, y)).bottom + row_gap(size)


def _note_top(t: Controls) -> int:
    """The top of the pill the note strip shows (a move's note, a refusal) at the text scale."""
    size = t.geo.font(24, 14)
    height = text("Ag", size, INK, True).get_height() + 2 * max(4, size // 3)
    return t.geo.area("note").rect.centery - height // 2
