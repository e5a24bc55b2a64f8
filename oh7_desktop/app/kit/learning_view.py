"""Learning aids on screen at any table: the hint and undo buttons, the hint's line or a bot's
reason, and their keys (H hint, U or Ctrl+Z undo, B a bot's reason).

A table draws them from a :class:`LearnFrame` (what the aids show now) with
:func:`draw_buttons` (stacked above the table's own buttons in its button column) and
:func:`draw_line` (a box just above the viewer's hand); :func:`learn_key` and
:func:`learn_click` read the player's asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.ui import GOLD, INK, PANEL, PANEL_EDGE, RGB, blit, button, panel, text
from oh7_desktop.app.theme import wrap

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
    tops = [rect.top for rect in buttons.values() if rect.left >= column.left - 1]
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
              scale: float, ceiling: int | None = None, avoid: pygame.Rect | None = None) -> pygame.Rect | None:
    """A bot's reason (ink) or else the hint's why (gold), wrapped in a box no wider than
    ``room`` and centred on it: its bottom at ``top`` (just above the viewer's cards; above
    ``avoid``, a card's reason, when they would meet), or in the middle of ``room`` (None: a
    table's message strip). With a ``ceiling`` its text shrinks until the box stays below it
    (the last resort of a large text scale, noted as ``shrunk``)."""
    line, colour = (learn.bet_line, INK) if learn.bet_line is not None else (learn.hint_line, GOLD)
    if line is None:
        return None
    asked = size
    while True:
        pictures, box = _line_box(line, colour, room, size, scale)
        if top is None:
            box.center = room.center
            break
        box.midbottom = (room.centerx, top)
        if avoid is not None and box.colliderect(avoid):
            box.bottom = avoid.top - max(1, round(6 * scale))
        if ceiling is None or box.top >= ceiling or size <= 11:
            break
        size -= 1
    if size < asked:
        note("shrunk", box, line, surface)
    surface.blit(panel(box.size, PANEL, min(box.height // 2, max(1, round(16 * scale))), PANEL_EDGE, 2), box)
    note("prompt", box, line, surface)
    y, gap = box.top + max(4, size // 3), max(1, round(4 * scale))
    for picture in pictures:
        y = blit(surface, picture, midtop=(box.centerx, y)).bottom + gap
    return box


def _line_box(line: str, colour: RGB, room: pygame.Rect, size: int,
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
