"""Learning aids on screen: the hint and undo buttons, the hint's line, a bot's bet reason, and
their keys (H hint, U or Ctrl+Z undo, B a bot's bet reason). Reads a :class:`LearnFrame`
made by the scene, records its buttons in the frame's :class:`~.frame.Drawn`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.ui import GOLD, INK, PANEL, PANEL_EDGE, blit, button, panel, text

from .frame import Drawn, Frame
from .hud import balanced_wrap


@dataclass(frozen=True)
class LearnFrame:
    """What the learning aids show in one frame."""

    hint_button: str | None
    """The hint button's label (None: no hint may be asked now)."""
    undo_button: str | None
    """The undo button's label (None: nothing may be taken back now)."""
    hint_line: str | None
    bet_line: str | None
    bet_card: CardKey | None
    """The bot's bet card the line is about."""


def draw_learning(surface: pygame.Surface, frame: Frame, learn: LearnFrame, drawn: Drawn) -> None:
    """Draw the buttons above the table's own, then the lines (never over a full-screen sheet)."""
    if frame.handoff is not None or frame.sheet_open:
        return
    geo = frame.geo
    column = geo.area("buttons").rect
    width, height = column.width, max(geo.px(44), geo.font(18) + 14)
    tops = [rect.top for rect in drawn.buttons.values() if rect.left >= column.left - 1]
    bottom = min(tops) - geo.px(10) if tops else column.bottom
    for name, label, key in (("undo", learn.undo_button, "U"), ("hint", learn.hint_button, "H")):
        if label is None:
            continue
        rect = pygame.Rect(0, 0, width, height)
        rect.bottomright = (column.right, bottom)
        drawn.buttons[name] = button(surface, label, rect, geo.font(18), key=key)
        bottom = rect.top - geo.px(10)
    # A bot's reason (asked by pointing at its bet card) stands in for the hint's while asked.
    if learn.bet_line is not None:
        _line_box(surface, frame, learn.bet_line, INK)
    elif learn.hint_line is not None:
        _line_box(surface, frame, learn.hint_line, GOLD)


def _line_box(surface: pygame.Surface, frame: Frame, line: str, colour: tuple[int, int, int]) -> None:
    """A hint's why (gold) or a bot's reason, wrapped in a box just above the viewer's hand and
    no wider than it: clear of the trick, the trump card, the prompt and the buttons (a long
    line on one pill ran across them all)."""
    geo = frame.geo
    hand = geo.hand(geo.bottom).rect
    tops = [rect.top for _, rect in frame_cards(frame)]
    top = min(tops) if tops else hand.top
    size = geo.font(19)
    lines = balanced_wrap(line, size, hand.width - geo.px(36), False)
    pictures = [text(part, size, colour, False) for part in lines]
    gap = geo.px(4)
    height = sum(p.get_height() for p in pictures) + gap * (len(pictures) - 1) + 2 * max(4, size // 3)
    box = pygame.Rect(0, 0, max(p.get_width() for p in pictures) + 2 * max(8, size * 2 // 3), height)
    box.midbottom = (hand.centerx, top - geo.px(40))
    surface.blit(panel(box.size, PANEL, min(box.height // 2, geo.px(16)), PANEL_EDGE, 2), box)
    note("prompt", box, line, surface)
    y = box.top + max(4, size // 3)
    for picture in pictures:
        y = blit(surface, picture, midtop=(box.centerx, y)).bottom + gap


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


def learn_key(event: pygame.event.Event) -> str | None:
    """The learning aid a key asks for: ``hint``, ``undo`` or ``bet`` (None: not ours)."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_h:
        return "hint"
    if event.key == pygame.K_u or (event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL):
        return "undo"
    return "bet" if event.key == pygame.K_b else None


def learn_click(event: pygame.event.Event, drawn: Drawn) -> str | None:
    """The learning aid a click asks for (its button), or None."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return None
    for name in ("hint", "undo"):
        rect = drawn.buttons.get(name)
        if rect is not None and rect.collidepoint(event.pos):
            return name
    return None
