"""Learning aids on screen at Oh 7 ?'s table: the kit's hint and undo buttons and line
(:mod:`oh7_desktop.app.kit.learning_view`) placed on Oh 7 ?'s map, and where a bot's bet card
lies under the pointer. Reads a :class:`~oh7_desktop.app.kit.learning_view.LearnFrame` made by
the scene, records its buttons in the frame's :class:`~.frame.Drawn`.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.learning_view import LearnFrame, draw_buttons, draw_line
from oh7_desktop.app.kit.ui import MUTED, text

from .frame import Drawn, Frame
from .messages import banner_layout

LINE_ROOM = 120
"""Pixels (at 1920x1080) above its foot that a bot's reason may reach (three lines)."""


def draw_learning(surface: pygame.Surface, frame: Frame, learn: LearnFrame, drawn: Drawn) -> pygame.Rect | None:
    """Draw the buttons above the table's own, then the lines (never over a full-screen sheet):
    a bot's reason (asked by pointing at its bet card) stands in for the hint's while asked,
    in a box just above the viewer's hand and no wider than it, clear of the trick, the trump
    card, the prompt and the buttons (a long line on one pill ran across them all); beside a
    trick card or the trump it would still meet, when the hand leaves room (6 seats at 200 %).
    Where the line's box went (None: no line)."""
    if frame.handoff is not None or frame.sheet_open:
        return None
    geo = frame.geo
    draw_buttons(surface, learn, geo.area("buttons").rect, drawn.buttons, geo.font(18),
                 max(geo.px(44), geo.font(18) + 14), geo.px(10))
    hand = geo.hand(geo.bottom).rect
    tops = [rect.top for _, rect in frame_cards(frame) if rect.right > hand.left and rect.left < hand.right]  # not the bet beside
    top = (min(tops) if tops else hand.top) - geo.px(40)
    # Below the viewer's trick card and the trump (a large text scale shrinks the line to stay so).
    ceiling = max(geo.trick_slot(geo.bottom).rect.bottom, geo.area("trump").rect.bottom) + geo.px(6)
    trump = geo.area("trump")
    card = pygame.Rect(0, 0, trump.card, round(trump.card * 1.4))
    card.center = trump.rect.center  # as the table draws it
    captions = [caption for caption, _ in pile_captions(frame)]
    # No room under the trick at its shrink floor (200 %): it rises into the trick's felt, off its
    # cards, and off the banner if it can (else the banner yields while the line is shown).
    banner = banner_layout(frame)
    return draw_line(surface, learn, clear_of_piles(frame, hand, top), top, geo.font(19), geo.scale,
                     ceiling, drawn.reason, drawn.trick + [card] + captions + drawn.lying, hand, geo.area("trick").rect.top,
                     [] if banner is None else [banner[0]])


def clear_of_piles(frame: Frame, hand: pygame.Rect, top: int) -> pygame.Rect:
    """``hand`` narrowed on both sides (the line stays centred on the hand) to keep clear of the
    captions under the deck and the set-aside pile ("Set aside · 4") beside it: at 1024x640 a
    bot's two-line reason covered that caption."""
    geo, room = frame.geo, hand.copy()
    for caption, height in pile_captions(frame):
        if not top - geo.px(LINE_ROOM) < caption.centery < top + height:
            continue  # above or below where the line may be
        if caption.right > room.left and caption.left < room.centerx:
            room = room.inflate(-2 * (caption.right - room.left), 0)
        elif caption.left < room.right and caption.right > room.centerx:
            room = room.inflate(-2 * (room.right - caption.left), 0)
    return room


def pile_captions(frame: Frame) -> list[tuple[pygame.Rect, int]]:
    """Where the captions under the deck and the set-aside pile may reach (two-digit counts,
    with a margin), and their lines' height."""
    geo, found = frame.geo, []
    for name, label in (("deck", "table.deck"), ("discard", "table.discard")):
        if not geo.layout.has(name):
            continue
        area = geo.area(name)
        words = text(frame.words(label) + " · 00", geo.font(15), MUTED)  # as the table writes it
        caption = pygame.Rect(0, 0, words.get_width() + geo.px(12), words.get_height())
        caption.midtop = (area.rect.centerx, area.rect.centery + round(area.card * 0.7) + geo.px(4))
        found.append((caption, words.get_height()))
    return found


def frame_cards(frame: Frame) -> list[tuple[CardKey, pygame.Rect]]:
    """Where the viewer's choosable cards lie (resting, not lifted)."""
    cards = []
    for key, motion in frame.motions:
        if key in frame.choosable:
            place = motion.current()
            rect = pygame.Rect(0, 0, round(place.width), round(place.width * 1.4))
            rect.center = (round(place.x), round(place.y))
            assert isinstance(key, tuple)
            cards.append((key, rect))
    return cards


def card_under(frame: Frame, keys: list[CardKey], pos: tuple[int, int]) -> CardKey | None:
    """The topmost of ``keys`` drawn under ``pos`` (a side seat's cards lie turned)."""
    found: tuple[float, CardKey] | None = None
    wanted = set(keys)
    for key, motion in frame.motions:
        if key not in wanted:
            continue
        place = motion.current()
        turned = 45 < abs(((place.angle + 180) % 360) - 180) < 135
        w, h = (place.width * 1.4, place.width) if turned else (place.width, place.width * 1.4)
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(place.x), round(place.y))
        if rect.collidepoint(pos) and (found is None or place.z > found[0]):
            assert isinstance(key, tuple)
            found = (place.z, key)
    return None if found is None else found[1]
