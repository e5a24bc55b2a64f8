"""Learning aids on screen: the hint and undo buttons, the hint's line, a bot's bet reason, and
their keys (H hint, U or Ctrl+Z undo, B a bot's bet reason). Reads a :class:`LearnFrame`
made by the scene, records its buttons in the frame's :class:`~.frame.Drawn`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from oh7_desktop.app.table.kinds import CardKey
from oh7_desktop.app.table.ui import GOLD, INK, button, pill

from .frame import Drawn, Frame


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
    if learn.hint_line is not None:
        _hint_line(surface, frame, learn.hint_line)
    if learn.bet_line is not None:
        _bet_line(surface, frame, learn.bet_line, learn.bet_card)


def _hint_line(surface: pygame.Surface, frame: Frame, line: str) -> None:
    """The hint's why, in gold just above the viewer's hand (the lifted card shows the what)."""
    geo = frame.geo
    tops = [rect.top for _, rect in frame_cards(frame)]
    top = min(tops) if tops else geo.area("prompt").rect.top
    _fitted_pill(surface, frame, line, GOLD, (geo.area("trick").rect.centerx, top - geo.px(52)))


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


def _bet_line(surface: pygame.Surface, frame: Frame, line: str, key: CardKey | None) -> None:
    """A bot's reason beside its bet card (below it when the card is in the top half)."""
    geo = frame.geo
    place = next((motion.current() for k, motion in frame.motions if k == key), None)
    if place is None:
        return
    below = place.y < surface.get_height() / 2
    offset = round(place.width * 0.7) + geo.px(26)
    centre = (round(place.x), round(place.y) + (offset if below else -offset))
    _fitted_pill(surface, frame, line, INK, centre)


def _fitted_pill(surface: pygame.Surface, frame: Frame, line: str, colour: tuple[int, int, int],
                 centre: tuple[int, int]) -> None:
    """A pill that stays inside the window (long lines get a smaller size first)."""
    geo = frame.geo
    limit = surface.get_width() - geo.px(40)
    size = geo.font(19)
    rect = pill(pygame.Surface((1, 1)), line, size, centre, colour)  # measured off screen first
    if rect.width > limit:
        size = max(10, size * limit // rect.width)
        rect = pill(pygame.Surface((1, 1)), line, size, centre, colour)
    x = min(max(centre[0], rect.width // 2 + geo.px(20)), surface.get_width() - rect.width // 2 - geo.px(20))
    y = min(max(centre[1], rect.height // 2 + geo.px(8)), surface.get_height() - rect.height // 2 - geo.px(8))
    pill(surface, line, size, (x, y), colour)


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
