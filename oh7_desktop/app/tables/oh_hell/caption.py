"""Where the turned trump's caption goes: under the card, else beside it, clear of the cards
(at 150-200 % in a small window, under the card it lay over the person's lifted card)."""

from __future__ import annotations

import math

import pygame

from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.kit.clear import beside
from oh7_desktop.app.kit.ui import pill_rect

from .controls import Controls


def trump_caption(t: Controls) -> tuple[str, tuple[int, int]]:
    """The turned trump's caption and where it is centred: under the card; where that would reach
    a card (the person's hand, a playable card lifted), on the spot when no card is turned, or
    left or right of the card at its middle, slid clear of the cards there."""
    model, geo = t.model, t.geo
    tx, ty, width = geo.trump_spot()
    label = t.words("hell.trump", suit=SUIT_GLYPHS[model.trump]) if model.trump else t.words("hell.no_trump")
    box = pill_rect(label, geo.font(22, 13), (tx, ty))  # the size draw_centre writes it at
    gap, window = geo.px(8), pygame.Rect((0, 0), geo.size)
    under = box.move(0, round(width * 0.7) + geo.px(6) + box.height // 2)  # its top clear of the card's foot
    cards = _cards(t)
    left, right = box.move(-(width + box.width) // 2 - gap, 0), box.move((width + box.width) // 2 + gap, 0)
    spots = [under, beside(box, cards, window, gap) if model.trump_card is None else None, left, right]
    if model.trump_card is not None:
        cards.append(pygame.Rect(0, 0, width, round(width * 1.4)))
        cards[-1].center = (tx, ty)
    margin = geo.px(2)
    for spot in spots:
        if spot is not None and window.contains(spot) and spot.inflate(2 * margin, 2 * margin).collidelist(cards) < 0:
            return label, spot.center
    for spot in (under, left, right):  # none free where it was: the nearest clear place at its height
        slid = beside(spot.inflate(2 * margin, 2 * margin), cards, window, gap)
        if slid is not None:
            return label, slid.center
    return label, under.center


def _cards(t: Controls) -> list[pygame.Rect]:
    """Where every card but the turned trump rests (the person's playable ones as high as they
    lift, and across the hand's room, which their row opens into) and where the trick's cards will land."""
    placed, lift = t.targets(), t.geo.px(30)
    rising = {key for key in t.choosable() if t.card_reason(key) is None}
    rects: list[pygame.Rect] = []
    risen: list[pygame.Rect] = []
    for key, spot in placed.items():
        if key == t.model.trump_card:
            continue
        turn = math.radians(spot.angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        rect = pygame.Rect(0, 0, round(spot.width * (cos + 1.4 * sin)), round(spot.width * (1.4 * cos + sin)))
        rect.center = (round(spot.x), round(spot.y))
        rects.append(rect.inflate(0, lift).move(0, -lift // 2) if key in rising else rect)
        if key in rising:
            risen.append(rects[-1])
    if len(risen) > 1:  # the row opens around a lifted card: its cards slide anywhere in the hand's room
        room, top = t.geo.hand_row_rect(), min(rect.top for rect in risen)
        rects.append(pygame.Rect(room.left, top, room.width, max(rect.bottom for rect in risen) - top))
    for x, y, card in t.geo.trick_spots():  # the trick's cards, each a little turned
        rects.append(pygame.Rect(0, 0, round(card * 1.2), round(card * 1.5)))
        rects[-1].center = (round(x), round(y))
    return rects
