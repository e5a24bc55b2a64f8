"""The table's furniture, under the cards: name plates (whose turn, bet and tricks, thinking),
the score panel, the trump (or suit priority) card and the pile captions. What lies over the
cards is :mod:`.messages` (trick line, banner, winner, reasons, buttons) and :mod:`.prompt`.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import contrast, fonts
from oh7_desktop.app.drawn import note
from oh7_desktop.app.faces import legible_ink
from oh7_desktop.app.kit.bet_marks import marked
from oh7_desktop.app.kit.ui import DARK, GOLD, GREEN, INK, MUTED, PANEL, RED, TURN, blit, panel, pill, text
from oh7_desktop.app.theme import shrink_floor
from oh7_desktop.app.theme import text as theme_text
from oh7_desktop.games.oh7 import DUMMY, SUIT_SYMBOLS, Phase

from .faces import suit_colour
from .frame import Frame

SUIT_CARD = (250, 248, 238)
"""The paper of the suit card (trump or suit priority) beside the trick."""
SMALL_GLYPH_CONTRAST = 8.5
"""The contrast the suit card's symbols are inked to in the high-contrast look (see :func:`_suit_ink`)."""


def draw_furniture(surface: pygame.Surface, frame: Frame) -> list[pygame.Rect]:
    """What lies under the cards: plates, score panel, trump card, captions; returns where the
    plates, captions and trump card went (what the lines drawn over the table keep clear of)."""
    _ring(surface, frame)
    _score_panel(surface, frame)
    trump = _trump_card(surface, frame)
    _captions(surface, frame)
    # While a tie settles nobody is shown acting: that would point at the ? holder.
    settling = frame.state.phase is Phase.INTERROBANG
    active = frame.to_move if not (frame.busy or settling) else frozenset()
    thinking = frame.thinking if not (frame.busy or settling) else frozenset()
    seats = list(range(frame.players)) + ([DUMMY] if frame.model.has_dummy else [])
    rooms = _plate_rooms(frame, seats, surface.get_width())
    return [_plate(surface, frame, seat, seat in active, seat in thinking, rooms[seat]) for seat in seats] \
        + [rect for _, rect in caption_rects(frame)] + [trump]


_RINGS: dict[tuple[int, int], pygame.Surface] = {}


def _ring(surface: pygame.Surface, frame: Frame) -> None:
    """A soft oval on the felt where the trick is played, so the trick never looks like a hand."""
    rect = frame.geo.area("trick").rect.inflate(frame.geo.px(60), frame.geo.px(40))
    ring = _RINGS.get(rect.size)
    if ring is None:
        ring = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(ring, (255, 255, 255, 14), ring.get_rect())
        pygame.draw.ellipse(ring, (220, 240, 220, 60), ring.get_rect(), max(2, frame.geo.px(3)))
        if len(_RINGS) > 8:
            _RINGS.clear()
        _RINGS[rect.size] = ring
    surface.blit(ring, rect)


def _plate(surface: pygame.Surface, frame: Frame, seat: int, active: bool, thinking: bool,
           room: int) -> pygame.Rect:
    geo, model = frame.geo, frame.model
    area = geo.label(seat)
    size = geo.font(21)
    gap = geo.px(14)
    name = text(frame.seat_name(seat), size, DARK if active else INK, True, min(geo.px(150), room // 2))
    # Name and bet apart by a letter's height at least: the window's 7 px read as one word at 200 %.
    apart = max(gap, name.get_height())
    # The second line shrinks to the room left beside the name (six seats at a large text size).
    info_room = max(geo.px(40), room - name.get_width() - 2 * gap - apart)
    bet = 2 if seat == DUMMY else (model.bets[seat] if model.bets else None)
    won = model.dummy_tricks if seat == DUMMY else model.tricks_won[seat]
    colour = INK if not active else DARK
    if bet is not None:
        colour = GREEN if won == bet else RED if won > bet else colour
        if active and colour != DARK:
            colour = (20, 110, 40) if won == bet else (170, 30, 20)
        words = marked(frame.words("table.bet_and_tricks", bet=bet, tricks=won), bet, won)
        # Shrunk past the kit's floor rather than cut: the count matters more (six seats at 200 %).
        info = theme_text(words, size, colour, True, info_room, 9)
    else:
        info = text(frame.words("table.bet_pending") if seat != DUMMY and model.pending[seat] is not None
                    else "", geo.font(17), MUTED if not active else DARK, False, info_room, 9)
    width = min(room, max(area.rect.width, name.get_width() + info.get_width() + 2 * gap + apart))
    rect = pygame.Rect(0, 0, width, max(area.rect.height, name.get_height() + geo.px(10)))
    rect.center = area.rect.center
    # A plate widened by its text stays clear of the window's edge (side seats at 1280x720).
    rect.clamp_ip(surface.get_rect().inflate(-geo.px(16), -geo.px(8)))
    fill = (236, 190, 64, 245) if active else PANEL
    edge = TURN if active else (150, 190, 160, 110)
    surface.blit(panel(rect.size, fill, rect.height // 2, edge, 2), rect)
    note("pill", rect, frame.seat_name(seat), surface)
    blit(surface, name, midleft=(rect.left + gap, rect.centery))
    blit(surface, info, midright=(rect.right - gap, rect.centery))
    if thinking:
        dots = "." * (1 + int(frame.clock * 3) % 3)
        cue = frame.words("table.thinking_short") + dots.ljust(3, "\u2007")
        width = text(cue, geo.font(17), GOLD, True).get_width() + 2 * max(8, geo.font(17) * 2 // 3)
        if area.side in ("top", "left"):
            # Beside the plate: below it lie the bet cards (top) or the hand, above it the scores (left).
            centre = (rect.right + geo.px(8) + width // 2, rect.centery)
        else:
            centre = (rect.centerx, rect.top - geo.px(18))
        pill(surface, cue, geo.font(17), centre, GOLD)
    return rect


def _plate_rooms(frame: Frame, seats: list[int], window: int) -> dict[int, int]:
    """How wide each seat's plate may grow, centred on its area, before it reaches the midpoint
    to the plate of a seat beside it (six seats at a large text size) or a hand or bet cards
    beside it (the window's edge moves it instead)."""
    geo = frame.geo
    labels = {seat: geo.label(seat).rect for seat in seats}
    hands = [geo.hand(seat).rect for seat in seats] + [_bet_cards(frame, seat) for seat in seats]
    rooms = {}
    for seat, own in labels.items():
        room = window - geo.px(32)
        for other, rect in labels.items():
            if other != seat and rect.top < own.bottom and rect.bottom > own.top:
                room = min(room, abs(rect.centerx - own.centerx) - geo.px(8))  # each grows up to the midpoint
        for hand in hands:  # and its edge stops short of a hand beside it (yours, at a large card size)
            if hand.top < own.bottom and hand.bottom > own.top and not hand.collidepoint(own.center):
                edge = hand.left - own.centerx if hand.centerx > own.centerx else own.centerx - hand.right
                # A plate the window's edge pushes inward keeps off it too (a side seat at 200 %).
                pushed = hand.left if hand.centerx > own.centerx else window - hand.right
                room = min(room, 2 * edge - geo.px(8), pushed - geo.px(12))
        rooms[seat] = max(geo.px(120), room)
    return rooms


def _bet_cards(frame: Frame, seat: int) -> pygame.Rect:
    """Where ``seat``'s bet cards lie, their cards grown past their area at a large card size (a
    side seat's widened plate went under a top seat's bet card at 200 %)."""
    area, model = frame.geo.bets(seat), frame.model
    shown = len(model.front[seat]) + (model.pending[seat] is not None) if seat != DUMMY else 0
    card = pygame.Rect(0, 0, round(area.card) if shown <= 1 else area.rect.width, round(area.card * 1.4))
    card.center = area.rect.center  # one card in the middle of its area, more across it
    return card


def _score_panel(surface: pygame.Surface, frame: Frame) -> None:
    geo, model = frame.geo, frame.model
    rect = frame.score_rect or geo.area("score_panel").rect  # moved aside for a lesson's panel
    surface.blit(panel(rect.size, PANEL, geo.px(14)), rect)
    note("score", rect, "", surface)  # kept clear of by a tutorial's panel
    size = geo.font(19)
    pad = geo.px(12)
    title = text(frame.words("table.round", number=model.round_number + 1), geo.font(21), GOLD, True)
    target = text(frame.words("table.target", points=frame.state.rules.target), geo.font(16), MUTED)
    y = rect.top + pad
    title_rect = blit(surface, title, topleft=(rect.left + pad, y))
    if title_rect.right + geo.px(10) + target.get_width() > rect.right - pad:
        # A narrow panel (small windows, long words): the target goes under the round.
        y = blit(surface, target, topleft=(rect.left + pad, title_rect.bottom + geo.px(2))).bottom + geo.px(4)
    else:
        blit(surface, target, topright=(rect.right - pad, y + geo.px(3)))
        y += geo.px(32)
    caption = geo.font(14, 12)
    made_caption = text(frame.words("table.made_short"), caption, MUTED)
    # The points column ends clear of the made column, however wide the fonts are at this size.
    made_width = max(made_caption.get_width(), text("✓7", geo.font(16), GREEN).get_width())
    points_right = rect.right - pad - made_width - max(geo.px(16), 10)
    blit(surface, text(frame.words("score.points"), caption, MUTED), midright=(points_right, y + geo.px(8)))
    blit(surface, made_caption, midright=(rect.right - pad, y + geo.px(8)))
    y += geo.px(18)
    best = max(model.totals) if model.totals else 0
    rows = frame.players
    # Rows as tall as their text where the panel has room; else the text shrinks (six rows at 200 %).
    step = min(max(geo.px(30), text("Ag", size).get_height()), (rect.bottom - pad - y) // max(1, rows))
    size, made_size = _fitting(size, step), _fitting(geo.font(16), step)
    for seat in range(rows):
        colour = GOLD if model.totals[seat] == best and best > 0 else INK
        centre_y = y + step // 2
        points = blit(surface, text(str(model.totals[seat]), size, colour, True), midright=(points_right, centre_y))
        # The name ends clear of its points (at 200 % "Bruno" met a score of 16 in French's narrower panel).
        room = min(geo.px(150), points.left - geo.px(6) - rect.left - pad)
        blit(surface, text(frame.seat_name(seat), size, colour, False, room), midleft=(rect.left + pad, centre_y))
        count = model.made_bets[seat]
        # The tick is for bets made: none made is a plain 0, not a success.
        made = text(f"✓{count}", made_size, GREEN) if count else text("0", made_size, MUTED)
        blit(surface, made, midright=(rect.right - pad, centre_y))
        y += step


def _fitting(size: int, room: int, bold: bool = False) -> int:
    """The largest font size up to ``size`` whose lines are at most ``room`` pixels tall."""
    while size > 9 and text("Ag", size, INK, bold).get_height() > room:
        size -= 1
    return size


def _trump_card(surface: pygame.Surface, frame: Frame) -> pygame.Rect:
    """The physical game's suit card: the trump once known, else the suit priority; returns where."""
    geo, model = frame.geo, frame.model
    area = geo.area("trump")
    rect = pygame.Rect(0, 0, area.card, round(area.card * 1.4))
    rect.center = area.rect.center
    surface.blit(panel(rect.size, (*SUIT_CARD, 245), geo.px(9), GOLD, 3), rect)
    note("card", rect, "trump", surface)
    if model.trump:
        _card_caption(surface, frame, rect, frame.words("table.trump"))
        glyph = fonts.card_text(SUIT_SYMBOLS[model.trump], round(rect.width * 0.62), _suit_ink(frame, model.trump))
        blit(surface, glyph, center=(rect.centerx, rect.centery + geo.px(8)))
        return rect
    _card_caption(surface, frame, rect, frame.words("table.priority"))
    suits = frame.state.rules.suits
    top = rect.top + geo.px(34)
    step = (rect.bottom - geo.px(10) - top) / max(1, len(suits))
    for i, suit in enumerate(suits):
        glyph = fonts.card_text(SUIT_SYMBOLS[suit], _fitting(geo.font(22), int(step), True), _suit_ink(frame, suit), True)
        blit(surface, glyph, center=(rect.centerx, round(top + step * (i + 0.5))))
    return rect


def _suit_ink(frame: Frame, suit: str) -> tuple[int, int, int]:
    """A suit's ink on the suit card, as the cards print it: the high-contrast look deepens it in
    its own hue past 7:1, where the screen's text rule would turn it black (the margin: a symbol
    this small is smoothed into the paper; at 7.2:1 the darkest pixel of the least read 6.7:1)."""
    ink = suit_colour(suit, frame.four_colour, frame.painter.art.colour_safe)
    return (legible_ink(ink, SUIT_CARD, SMALL_GLYPH_CONTRAST) or ink) if contrast.high() else ink


def _card_caption(surface: pygame.Surface, frame: Frame, card: pygame.Rect, words: str) -> None:
    """The suit card's caption ("Trump", "Priority"): on the card's top, or just above the card
    on the felt when it would not fit the card even shrunk to its floor (200 %: it was cut)."""
    geo, size = frame.geo, frame.geo.font(16)
    if fonts.text(words, shrink_floor(size), DARK, True).get_width() <= card.width - 6:
        blit(surface, text(words, size, DARK, True, card.width - 6), midtop=(card.centerx, card.top + geo.px(8)))
    else:
        blit(surface, text(words, size, INK, True), midbottom=(card.centerx, card.top - geo.px(4)))


def _captions(surface: pygame.Surface, frame: Frame) -> None:
    for words, rect in caption_rects(frame):
        blit(surface, text(words, frame.geo.font(15), MUTED), topleft=rect.topleft)


def pile_bottoms(frame: Frame, column: pygame.Rect) -> list[int]:
    """How low the piles above ``column`` reach with their captions (the prompt stays below)."""
    geo = frame.geo
    names = [name for name in ("deck", "discard", "dummy_pile") if geo.layout.has(name)]
    areas = [geo.area(name) for name in names]
    return [a.rect.centery + round(a.card * 0.7) + geo.px(4) + text("Ag", geo.font(15), MUTED).get_height()
            for a in areas if a.rect.right > column.left and a.rect.left < column.right and a.rect.top < column.top]


def caption_rects(frame: Frame) -> list[tuple[str, pygame.Rect]]:
    """The piles' captions (the pack, the set-aside cards or the dummy's pile, with their counts)
    and where they go: under their pile."""
    geo, model = frame.geo, frame.model
    spots = [("deck", model.deck, "table.deck"), ("discard", model.discard, "table.discard")]
    if model.has_dummy:
        spots = [("deck", model.deck, "table.deck"), ("dummy_pile", model.dummy_pile, "table.dummy_pile")]
    found = []
    for name, keys, label in spots:
        if keys and geo.layout.has(name):
            area, words = geo.area(name), frame.words(label) + f" · {len(keys)}"
            bottom = area.rect.centery + round(area.card * 0.7) + geo.px(4)
            found.append((words, text(words, geo.font(15), MUTED).get_rect(midtop=(area.rect.centerx, bottom))))
    return found
