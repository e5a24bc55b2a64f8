"""Draws one frame of Oh Hell's table: felt, seats, cards, the bid picker and the overlays.

Drawing reads the scene and returns what input can hit (:class:`.controls.Drawn`); it never
changes the game. A hand face down to the viewer is drawn only as backs (the painter's
``face`` is the one place faces are drawn, and tests watch it).
"""

from __future__ import annotations

import math

import pygame

from oh7_desktop.app.cardart import felt
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.anim import Motion
from oh7_desktop.app.kit import table_cards
from oh7_desktop.app.kit.bet_marks import marked
from oh7_desktop.app.kit.clear import beside
from oh7_desktop.app.kit.chrome import draw_corner, draw_overlay
from oh7_desktop.app.kit.geometry import prompt_room
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.zoom import draw_zoom
from oh7_desktop.app.theme import text as theme_text
from oh7_desktop.app.kit.ui import (GOLD, GREEN, INK, MUTED, RED, TURN, blit, pill, pill_rect, text,
                                    text_lines)
from oh7_desktop.games.oh_hell import Phase, to_move

from . import sheet
from .controls import Controls, Drawn
from .lead import draw_lead_line
from .bid_spots import by_name, free_spot, near_spot
from .caption import trump_caption
from .picker import draw_bid_picker, picker_plan


def draw_table(surface: pygame.Surface, t: Controls) -> Drawn:
    """Draw the whole table for this frame; return what input can hit."""
    drawn = Drawn()
    if draw_overlay(surface, t, drawn, sheet.draw_handoff, sheet.draw_sheet):
        return drawn
    surface.blit(felt(surface.get_size()), (0, 0))
    seats, lines = draw_seats(surface, t)
    draw_centre(surface, t, seats)
    drawn.cards = draw_cards(surface, t)
    for line, size, centre, colour in lines:  # over the cards: seven seats at 200 % leave one on a hand's backs
        pill(surface, line, size, centre, colour)
    draw_zoom(surface, t.geo, t.painter, drawn.cards, table_cards.zoomed(t))  # under the messages
    draw_prompt(surface, t, drawn)
    draw_corner(surface, t, drawn, t.words("hell.sheet"))
    return drawn


def _bid_text(t: Controls, seat: int) -> tuple[str, tuple[int, int, int]]:
    """The line under a seat's name: its bid and tricks, or that it has chosen in secret."""
    model = t.model
    bid = model.bids[seat] if seat < len(model.bids) else None
    won = model.tricks_won[seat] if seat < len(model.tricks_won) else 0
    if bid is not None:
        colour = RED if won > bid else GREEN if won == bid and not t.model.hands[seat] else INK
        return marked(t.words("hell.bid_won", bid=bid, won=won), bid, won, not t.model.hands[seat]), colour
    if model.chosen[seat] if seat < len(model.chosen) else False:
        pending = t.state.pending[seat] if seat < len(t.state.pending) else None
        if seat == t.turns.viewer and pending is not None:  # your own secret bid, to you alone
            return t.words("hell.bid_mine_secret", bid=pending), MUTED
        return t.words("hell.bid_secret"), MUTED
    return "", MUTED


BidLine = tuple[str, int, tuple[int, int], tuple[int, int, int]]
"""A seat's bid line as placed: its words, size, centre and colour."""


def draw_seats(surface: pygame.Surface, t: Controls) -> tuple[list[pygame.Rect], list[BidLine]]:
    """Each seat's name plate (the turn in gold, the dealer marked), and where its bid and tricks
    go (drawn over the cards); returns where the plates and lines go, and the lines."""
    geo, model = t.geo, t.model
    moving = set(to_move(t.state)) if not t.director.busy else set()
    thinking = t.turns.thinking()
    size = geo.font(24, 14)
    plates: list[pygame.Rect] = []
    cards = _card_rects(t)
    # The names and bid lines go where no card, the bid picker or the trump's caption is (beside the
    # card, 200 %: a side seat's line met it; seven seats at 200 %: "Félix · dealer" on the picker).
    bids = t.bid_choices()
    picker = [picker_plan(t, bids)[0]] if bids else []
    if model.cards:
        caption, centre = trump_caption(t)
        picker.append(pill_rect(caption, geo.font(22, 13), centre))
    for seat in range(t.players):
        label = geo.seat_area("label_seat", seat).rect
        name = t.seat_name(seat) + (f"  · {t.words('hell.dealer_mark')}" if seat == model.dealer else "")
        if seat in thinking:
            name += " …"
        edge = TURN if seat in moving else None
        centre, left_of = _plate_spot(t, name, size, label, cards + picker, plates)
        plates.append(pill(surface, name, size, centre, GOLD if seat in moving else INK, edge=edge,
                           max_width=None if left_of is None else left_of - geo.px(8), left_of=left_of,
                           wraps=True))
    # ... and where no name or other bid line is (seven seats at 200 %, in French).
    lines = _place_bid_lines(surface, t, plates, plates + cards + picker, plates + picker)
    return plates + [pill_rect(line, size, centre).clamp(surface.get_rect()) for line, size, centre, _ in lines], lines


def _plate_spot(t: Controls, name: str, size: int, label: pygame.Rect, cards: list[pygame.Rect],
                names: list[pygame.Rect]) -> tuple[tuple[int, int], int | None]:
    """Where a seat's name plate is centred and where it must end (None: anywhere): its place in
    the map, moved off the cards its words would lie under and the ``names`` placed before it (six
    seats at 200 %: "Daniel" on "Chloé · donneur"; cards drawn after it, at a large card size
    they hid the end of "You · dealer", a side seat's name between two hands): ending before the
    cards beside it on its right, else up or down by the least, else toward the table's middle
    (past what it would then lie on too)."""
    geo = t.geo
    # The whole pill (its padding over a hand's backs hid their lower edge), kept in the window as
    # drawn (seven seats at 200 %: "Alice · donneur" pushed in from the edge onto the pack).
    box = pill_rect(name, size, label.center).clamp(pygame.Rect((0, 0), geo.size))
    under = [thing for thing in cards + names if thing.colliderect(box)]  # a name placed before it too
    if not under:
        return box.center, None
    ahead = [card.left for card in under if card.left > box.centerx and card.top < box.centery < card.bottom]
    if ahead:
        return box.center, min(ahead) - geo.px(12)
    gap = geo.px(4)
    # Just above or below what it lies on, nudged sideways by up to half its width if need be (at six
    # seats, 200 %, "Bruno · dealer" under the top-left hand met the corner's lines and went right, onto
    # the next hand).
    spot = _off(box, under, cards + names, geo.size, gap, box.width // 2)
    if spot is not None:
        return spot.center, None
    toward, first = (1 if box.centerx < geo.table.centerx else -1), None
    while under and (box.centerx - geo.table.centerx) * toward < 0:  # on its own side of the table
        # on past what it then lies on too (a side seat's won tricks beside its hand, a name: 200 %)
        dx = max(c.right for c in under) + gap - box.left if toward > 0 else min(c.left for c in under) - gap - box.right
        box.move_ip(dx, 0)
        first = pygame.Rect(box) if first is None else first
        under = [thing for thing in cards + names if thing.colliderect(box)]
    if not under or first is None:
        return box.center, None
    # No room on its side (seven seats): just past its hand, off what it meets there by a little if it can.
    spot = _off(first, [thing for thing in cards + names if thing.colliderect(first)], cards + names, geo.size, gap, 0)
    return (first if spot is None else spot).center, None


def _off(box: pygame.Rect, under: list[pygame.Rect], obstacles: list[pygame.Rect], size: tuple[int, int], gap: int,
         reach: int) -> pygame.Rect | None:
    """``box`` moved just above or below one of what it lies on (``under``), by at most its height,
    then sideways by at most ``reach`` if need be, off every one of ``obstacles`` and in the window;
    None if there is no such place."""
    for dy in sorted({d for c in under for d in (c.top - gap - box.bottom, c.bottom + gap - box.top)}, key=abs):
        spot = beside(box.move(0, dy), obstacles, pygame.Rect((0, 0), size), gap) if abs(dy) <= box.height else None
        if spot is not None and abs(spot.x - box.x) <= reach:
            return spot
    return None


def _place_bid_lines(surface: pygame.Surface, t: Controls, plates: list[pygame.Rect], taken: list[pygame.Rect],
                     kept: list[pygame.Rect]) -> list[BidLine]:
    """Each seat's bid line, its size and centre: first every line that fits at its size beside
    its name, then the others, each shrunk (the last resort) until it finds room off ``taken``;
    the smallest then at least off what is ``kept`` (the names, the bid picker, the lines placed),
    if not off a hand's backs (seven seats at 200 %, in French: it lay on another line)."""
    geo = t.geo
    placed: dict[int, BidLine] = {}
    for first in (True, False):
        for seat, plate in enumerate(plates):
            line, colour = _bid_text(t, seat)
            if not line or seat in placed:
                continue
            hand, size = geo.seat_area("seat", seat).rect, geo.font(22, 13)
            while True:
                centre = by_name(surface, plate, hand, line, size)
                free = free_spot(surface, plate, centre, line, size, taken, 5 if first else 9)
                if free is not None or first or size <= 11:
                    break
                size -= 1
            if free is None and not first:  # no room touching the name even at the smallest size:
                free = near_spot(surface, plate, line, size, taken) \
                    or free_spot(surface, plate, centre, line, size, kept, 9) \
                    or free_spot(surface, plate, centre, line, size, [], 1)
            if free is not None:
                placed[seat] = (line, size, free.center, colour)
                taken.append(free)
                kept.append(free)
    return [placed[seat] for seat in sorted(placed)]


def _card_rects(t: Controls) -> list[pygame.Rect]:
    """Where every card rests (the pack, the trump, the hands, the trick, the piles), where the
    trick's cards will land, and the corner's lines: a bid line keeps off them."""
    geo = t.geo
    rects = []
    for spot in t.targets().values():
        turn = math.radians(spot.angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        rects.append(pygame.Rect(0, 0, round(spot.width * (cos + 1.4 * sin)), round(spot.width * (1.4 * cos + sin))))
        rects[-1].center = (round(spot.x), round(spot.y))
    for x, y, card in geo.trick_spots():  # the trick's cards, each a little turned
        rects.append(pygame.Rect(0, 0, round(card * 1.2), round(card * 1.5)))
        rects[-1].center = (round(x), round(y))
    corner = geo.area("score_panel").rect  # the hand's lines in the corner (draw_centre)
    lines, step = corner_lines(t), geo.font(22, 13) * 1.4
    rects.append(pygame.Rect(corner.topleft, (corner.width, round(max(3, len(lines)) * step))))
    if lines:  # the first line may reach further, on its row
        rects.append(pygame.Rect(corner.topleft, (lines[0].get_width(), round(step))))
    return rects


def draw_centre(surface: pygame.Surface, t: Controls, seats: list[pygame.Rect] | None = None) -> None:
    """The trump (or none), the hand's number and size, the bids' total, and the note (clear of
    ``seats``, where the names and bid lines are)."""
    geo, model = t.geo, t.model
    size = geo.font(22, 13)
    if model.cards:
        label, centre = trump_caption(t)
        pill(surface, label, size, centre, GOLD)
        panel_rect = geo.area("score_panel").rect
        for index, picture in enumerate(corner_lines(t)):
            blit(surface, picture, topleft=(panel_rect.x, panel_rect.y + round(index * size * 1.4)))
    note, shown = t.director.note, None
    if note is not None:
        fields = {k: (t.seat_name(v) if k == "seat" and isinstance(v, int) else
                      SUIT_GLYPHS.get(str(v), v) if k == "suit" else v) for k, v in note[1].items()}
        words = t.words(note[0], **fields)
        bids = t.bid_choices()
        spot = _note_spot(t, words, seats or [], picker_plan(t, bids)[0] if bids else None)
        if spot is not None:
            shown = pill(surface, words, spot[0], spot[1], GOLD)
    draw_lead_line(surface, t, shown, seats or [])


def corner_lines(t: Controls) -> list[pygame.Surface]:
    """The hand's lines in the top-left corner: its number, its size, the bids' total (wrapped
    onto two lines rather than cut when the corner is too narrow for it: French at 200 %)."""
    model, size = t.model, t.geo.font(22, 13)
    if not model.cards:
        return []
    width = t.geo.area("score_panel").rect.width
    pictures = [text(t.words("hell.hand_of", hand=model.hand_number + 1, hands=t.state.rules.hands), size, INK, True,
                     _first_line_width(t)), text(t.words("hell.cards_each", cards=model.cards), size, INK, False, width)]
    bids = [b for b in model.bids if b is not None]
    if bids:
        words = t.words("hell.bids_total", total=sum(bids), cards=model.cards)
        lines = text_lines(words, size, MUTED, False, width)
        corner = t.geo.area("score_panel").rect
        below = pygame.Rect(corner.x, corner.y + round(3 * size * 1.4), width, round((len(lines) - 1) * size * 1.4))
        plates = [t.geo.area(name).rect for name in t.geo.layout.names() if name.startswith("label_")]
        if len(lines) > 1 and below.collidelist(plates) >= 0:  # no room for a second line (seven seats):
            lines = [theme_text(words, size, MUTED, False, width)]  # shrunk past the floor, the last resort
        pictures += lines
    return pictures


def _first_line_width(t: Controls) -> int:
    """How wide the corner's first line may be: the map's corner, or up to the first card or name
    on its row if that is further ("Donne 10 sur 15" was cut at 200 % in French, 1280x720, with
    room to spare before the top seat's cards)."""
    geo = t.geo
    corner = geo.area("score_panel").rect
    row = pygame.Rect(corner.x, corner.y, geo.size[0] - corner.x, round(geo.font(22, 13) * 1.4))
    things = [pygame.Rect(round(p.x - p.width * 0.7), round(p.y - p.width * 0.7), round(p.width * 1.4),
                          round(p.width * 1.4)) for p in t.targets().values()]  # any turn: its widest reach
    things += [geo.area(name).rect for name in geo.layout.names() if name.startswith("label_")]
    lefts = [thing.left for thing in things if thing.colliderect(row) and thing.left > corner.centerx]
    return max(corner.width, min(lefts, default=geo.size[0]) - geo.px(12) - corner.x)


def _note_spot(t: Controls, words: str, seats: list[pygame.Rect],
               picker: pygame.Rect | None = None) -> tuple[int, tuple[int, int]] | None:
    """The size and centre of the note above the trick: grown with the text scale down into the
    trick's felt, but never over the trick's cards nor the names and bid lines above (smaller
    then: seven seats at 200 %, in French), and above the person's bid ``picker`` when it is
    open; None when no size fits between the picker and the bid lines (the bid it tells of is
    on its seat's line: 1024x640 at 200 %)."""
    geo = t.geo
    area, size = geo.area("trick").rect, geo.font(26, 15)
    trick = [key for _, key in t.model.trick]
    pack = _pack_rects(t)
    while True:
        grown = size - geo.font(26 / geo.ui, 15)
        centre_y = table_cards.above_cards(t, trick, area.top - geo.px(4) + grown, size, geo.px(4))
        box = pill_rect(words, size, (area.centerx, centre_y))
        if picker is not None:  # the picker reaches up into the trick's felt at a large text size
            box.bottom = min(box.bottom, picker.top - geo.px(6))
        # Slid off the pack beside the trick ("Bids 4 · tricks 3: overbid" lay over it at 200 %).
        spot = beside(box, pack, pygame.Rect((0, 0), geo.size), geo.px(6))
        if spot is not None and spot.collidelist(seats) < 0:
            return size, spot.center
        if size <= 12:
            return None if picker is not None else (size, box.center)
        size -= 1


def _pack_rects(t: Controls) -> list[pygame.Rect]:
    """Where the undealt pack's cards and the turned trump lie."""
    placed = t.targets()
    keys = [key for key in [*t.model.deck, t.model.trump_card] if key is not None and key in placed]
    return [pygame.Rect(0, 0, round(placed[key].width), round(placed[key].width * 1.4)).move(
        round(placed[key].x - placed[key].width / 2), round(placed[key].y - placed[key].width * 0.7)) for key in keys]


def draw_cards(surface: pygame.Surface, t: Controls) -> list[tuple[CardKey, pygame.Rect]]:
    """Every card, lowest first; the acting seat's cards lift, dim when refused and glow when
    focused. Returns where the acting seat's playable cards were drawn."""
    mine = t.choosable()
    focused = mine[t.focus % len(mine)] if mine else None
    winner = next((k for s, k in t.model.trick if s == t.model.trick_winner), None)
    lift_px = t.geo.px(30)

    def look(key: CardKey, motion: Motion, choosable: bool) -> tuple[str, float, bool]:
        if choosable and t.card_reason(key) is not None:  # the focus shows on it too (dimmed)
            return ("dimmed-focus" if t.hover is None and key == focused else "dimmed"), 0.0, key == winner
        if choosable and (key == t.hover or (t.hover is None and key == focused)):
            return "selected", lift_px, key == winner
        return "normal", 0.0, key == winner
    return table_cards.draw_cards(surface, t, look, on_top=winner)




def draw_prompt(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """What the viewer should do now: the bid picker, the play prompt, or a message."""
    geo = t.geo
    area = geo.area("prompt").rect
    size = geo.font(22, 14)
    bids = t.bid_choices()
    if bids:
        draw_bid_picker(surface, t, drawn, bids)
    elif t.choosable():
        pill(surface, t.words("hell.your_play"), size, area.center, GOLD, max_width=prompt_room(surface, geo, area),
             wraps=True)
    elif t.turns.viewer is not None and t.state.phase is Phase.BID and t.model.chosen[t.turns.viewer] \
            and t.state.rules.simultaneous:
        pill(surface, t.words("hell.bid_waiting"), size, area.center, MUTED)
    if t.flash is not None:
        hand = geo.seat_area("seat", geo.bottom).rect
        above = geo.px(70) + size - geo.font(22 / geo.ui, 14)  # its bottom stays clear of the cards at any scale
        label, centre = trump_caption(t)  # and clear of the trump's caption beside it
        caption = pill_rect(label, geo.font(22, 13), centre)  # its pill: the text and its padding
        room = 2 * (hand.centerx - caption.right - geo.px(16))
        if caption.bottom < hand.top - above - size:  # beside the card, above the line
            room = surface.get_width()
        pill(surface, t.flash[0], size, (hand.centerx, hand.top - above), RED, max_width=max(room, geo.px(200)))
