"""Learning aids on screen at any table: the hint and undo buttons, the hint's line or a bot's
reason, and their keys (H hint, U or Ctrl+Z undo, B a bot's reason).

A table draws them from a :class:`LearnFrame` (what the aids show now) with
:func:`draw_buttons` (stacked above the table's own buttons in its button column) and
:func:`draw_line` (a box just above the viewer's hand); :func:`learn_key` and
:func:`learn_click` read the player's asks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.ui import GOLD, INK, PANEL, PANEL_EDGE, RGB, blit, button, panel, text
from oh7_desktop.app.theme import shrink_floor, wrap

BUTTONS = (("undo", "U"), ("hint", "H"))
"""The aids' buttons from the bottom up, with their keys."""


@dataclass(frozen=True)
class LearnFrame:
    """What the learning aids show in one frame."""

    hint_button: str | None
    """The hint button's label (None: no hint may be asked now)."""
    undo_button: str | None
    """The undo button's label (None: nothing may be taken back now)."""
    hint_line: str | None
    bet_line: str | None
    """A bot's reason, asked by pointing at its bet or name (or B)."""
    bet_card: CardKey | None = None
    """The bot's bet card the line is about (Oh 7 ?), if any."""


@lru_cache(maxsize=64)
def balanced_wrap(line: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """Wrap ``line`` into as few lines as fit ``width``, made as even as that many lines
    allow (no lone word left on the last line)."""
    count = len(wrap(line, size, width, bold))
    low, high = width // 2, width
    while low < high:  # the narrowest width that still needs no more lines
        middle = (low + high) // 2
        if len(wrap(line, size, middle, bold)) <= count:
            high = middle
        else:
            low = middle + 1
    return tuple(wrap(line, size, high, bold))


def draw_buttons(surface: pygame.Surface, learn: LearnFrame, column: pygame.Rect, buttons: dict[str, pygame.Rect],
                 size: int, height: int, gap: int) -> None:
    """The undo and hint buttons, right-aligned in ``column`` above the buttons already drawn
    there (recorded in ``buttons`` for the clicks)."""
    tops = [rect.top for rect in buttons.values()  # in the column, or grown leftward from its right edge
            if rect.left >= column.left - 1 or rect.right == column.right]
    bottom = min(tops) - gap if tops else column.bottom
    for name, key in BUTTONS:
        label = learn.undo_button if name == "undo" else learn.hint_button
        if label is None:
            continue
        rect = pygame.Rect(0, 0, column.width, height)
        rect.bottomright = (column.right, bottom)
        buttons[name] = button(surface, label, rect, size, key=key)
        bottom = rect.top - gap


def draw_line(surface: pygame.Surface, learn: LearnFrame, room: pygame.Rect, top: int | None, size: int,
              scale: float, ceiling: int | None = None, avoid: pygame.Rect | None = None,
              clear_of: Sequence[pygame.Rect] = (), within: pygame.Rect | None = None,
              rise_to: int | None = None, yielding: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """A bot's reason (ink) or else the hint's why (gold), wrapped in a box no wider than
    ``room`` and centred on it: its bottom at ``top`` (just above the viewer's cards; above
    ``avoid``, a card's reason, when they would meet), or in the middle of ``room`` (None: a
    table's message strip). With a ``ceiling`` its text shrinks until the box stays below it, no
    further than its shrink floor (:func:`.theme.shrink_floor`: noted as ``shrunk``); past that,
    with ``rise_to``, the box rises above the ceiling (up to ``rise_to``) at the largest size and
    over the widest spread of ``within`` that keep it off the boxes ``clear_of`` (at 200 % it
    shrank to 11 px, issue 26), and off the boxes ``yielding`` if it can (else the caller leaves
    them out); a box still over one of them moves sideways off them where it can, within
    ``within`` (None: ``room``)."""
    line, colour = (learn.bet_line, INK) if learn.bet_line is not None else (learn.hint_line, GOLD)
    if line is None:
        return None
    spot = _Spot(line, colour, room, top, scale, avoid)
    area, gap = room if within is None else within, max(1, round(4 * scale))
    shown = size
    pictures, box = spot.at(shown, room)
    while top is not None and ceiling is not None and box.top < ceiling and shown > shrink_floor(size):
        shown -= 1
        pictures, box = spot.at(shown, room)
    risen = None
    if top is not None and ceiling is not None and box.top < ceiling and rise_to is not None:
        risen = _risen(spot, size, area, [*clear_of, *yielding], rise_to, gap) or \
            _risen(spot, size, area, list(clear_of), rise_to, gap) or \
            _risen(spot, size, area, list(clear_of), rise_to, gap, 11)  # past the floor: the last resort
    if risen is not None:
        pictures, box, shown = risen
    elif top is not None:
        box = _slid_clear(box, area, list(clear_of), gap)
    if shown < size:
        note("shrunk", box, line, surface)
    surface.blit(panel(box.size, PANEL, min(box.height // 2, max(1, round(16 * scale))), PANEL_EDGE, 2), box)
    note("prompt", box, line, surface)
    y = box.top + max(4, shown // 3)
    for picture in pictures:
        y = blit(surface, picture, midtop=(box.centerx, y)).bottom + gap
    return box


@dataclass(frozen=True)
class _Spot:
    """A learning line and where its box goes: its bottom at ``top``, above ``avoid``."""

    line: str
    colour: RGB
    room: pygame.Rect
    top: int | None
    scale: float
    avoid: pygame.Rect | None

    def at(self, size: int, room: pygame.Rect) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The line's pictures at ``size`` wrapped to ``room``, and its box centred on it."""
        pictures, box = line_box(self.line, self.colour, room, size, self.scale)
        if self.top is None:
            box.center = self.room.center
            return pictures, box
        box.midbottom = (room.centerx, self.top)
        if self.avoid is not None and box.colliderect(self.avoid):
            box.bottom = self.avoid.top - max(1, round(6 * self.scale))
        return pictures, box


RISEN_LINES = 3
"""The most lines a learning line risen past its ceiling may take (it stays a line, not a page)."""


def _risen(spot: _Spot, asked: int, area: pygame.Rect, boxes: list[pygame.Rect], rise_to: int,
           gap: int, least: int | None = None) -> tuple[list[pygame.Surface], pygame.Rect, int] | None:
    """The line at the largest size (down to its shrink floor; from there to ``least`` when
    given) and the widest spread of ``area`` whose box, slid sideways off ``boxes``, meets none
    of them and reaches no higher than ``rise_to`` in at most :data:`RISEN_LINES` lines; None if
    there is none."""
    floor = shrink_floor(asked)
    for size in range(asked, floor - 1, -1) if least is None else range(floor - 1, least - 1, -1):
        for share in (1.0, 0.9, 0.8, 0.7, 0.6):
            room = pygame.Rect(0, spot.room.y, round(area.width * share), spot.room.height)
            room.centerx = spot.room.centerx
            room.clamp_ip(pygame.Rect(area.x, room.y, area.width, room.height))
            pictures, box = spot.at(size, room)
            box = _slid_clear(box, area, boxes, gap)
            if len(pictures) <= RISEN_LINES and box.top >= rise_to and box.collidelist(boxes) < 0 \
                    and area.left <= box.left and box.right <= area.right:
                return pictures, box, size
    return None


def _slid_clear(box: pygame.Rect, room: pygame.Rect, cards: list[pygame.Rect], gap: int) -> pygame.Rect:
    """``box`` moved the least way sideways, within ``room``, to meet none of ``cards`` (boxes,
    ``gap`` apart); unmoved when it meets none or no such place is found (at 6 seats and 200 % the hint
    reached the card of the seat before the viewer, low beside the trump)."""
    if box.collidelist(cards) < 0:
        return box
    spots = [box.move(card.left - gap - box.right, 0) for card in cards] + \
            [box.move(card.right + gap - box.left, 0) for card in cards]
    clear = [spot for spot in spots if room.left <= spot.left and spot.right <= room.right
             and spot.collidelist(cards) < 0]
    return min(clear, key=lambda spot: abs(spot.x - box.x)) if clear else box


def line_box(line: str, colour: RGB, room: pygame.Rect, size: int,
              scale: float) -> tuple[list[pygame.Surface], pygame.Rect]:
    """The line's wrapped pictures at ``size`` and the size of their box (placed by the caller)."""
    lines = balanced_wrap(line, size, room.width - round(36 * scale), False)
    pictures = [text(part, size, colour, False) for part in lines]
    gap = max(1, round(4 * scale))
    height = sum(p.get_height() for p in pictures) + gap * (len(pictures) - 1) + 2 * max(4, size // 3)
    return pictures, pygame.Rect(0, 0, max(p.get_width() for p in pictures) + 2 * max(8, size * 2 // 3), height)


def learn_key(event: pygame.event.Event) -> str | None:
    """The learning aid a key asks for: ``hint``, ``undo`` or ``bet`` (None: not ours)."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_h:
        return "hint"
    if event.key == pygame.K_u or (event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL):
        return "undo"
    return "bet" if event.key == pygame.K_b else None


def learn_click(event: pygame.event.Event, buttons: dict[str, pygame.Rect]) -> str | None:
    """The learning aid a click asks for (its button), or None."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return None
    for name in ("hint", "undo"):
        rect = buttons.get(name)
        if rect is not None and rect.collidepoint(event.pos):
            return name
    return None


__all__ = ["BUTTONS", "LearnFrame", "balanced_wrap", "draw_buttons", "draw_line", "learn_click", "learn_key"]
