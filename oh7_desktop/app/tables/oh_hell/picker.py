"""The person's bid picker: where it goes above the hand, clear of the turned trump's caption
beside it and of the seats on the right, and its drawing (the numbers, a refused one's reason)."""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.ui import GOLD, PANEL, RED, blit, button, panel, pill_rect, text, wrap

from .caption import trump_caption
from .controls import Controls, Drawn


def draw_bid_picker(surface: pygame.Surface, t: Controls, drawn: Drawn, bids: list[tuple[int, str | None]]) -> None:
    """A row (two for long hands) of numbers 0 … hand size above the hand; a refused number is
    dimmed and its reason written under the row."""
    geo = t.geo
    box, titles, head, cell, reasons = picker_plan(t, bids)
    gap, per_row = geo.px(8), min(len(bids), 8)
    width = per_row * cell + (per_row - 1) * gap
    surface.blit(panel(box.size, PANEL, geo.px(16)), box)
    drawn.panels.append(box)
    note("prompt", box, t.words("hell.your_bid", cards=len(bids) - 1), surface)
    y = box.y + geo.px(10)
    for line in titles:
        y = blit(surface, line, midtop=(box.centerx, y)).bottom
    left = box.centerx - width // 2
    for index, (bid, reason) in enumerate(bids):
        r, c = divmod(index, per_row)
        rect = pygame.Rect(left + c * (cell + gap), box.y + head + r * (cell + gap), cell, cell)
        focused = index == t.focus % len(bids)
        if reason is None:
            button(surface, str(bid), rect, geo.font(28, 16), focused=focused, primary=focused)
        else:
            surface.blit(panel(rect.size, (40, 40, 40, 160), rect.height // 3, (120, 120, 120, 120), 2), rect)
            blit(surface, text(str(bid), geo.font(28, 16), (120, 120, 120), True), center=rect.center)
            pygame.draw.line(surface, RED, rect.bottomleft, rect.topright, max(2, geo.px(3)))
        drawn.bids.append((bid, rect))
    y = box.bottom - geo.px(8) - sum(line.get_height() for line in reasons)
    for line in reasons:
        y = blit(surface, line, midtop=(box.centerx, y)).bottom


def _span(t: Controls) -> tuple[int, int]:
    """The felt the picker may take across: right of the trump's caption (its pill and a gap) to
    the nearest seat on the right that reaches down beside it (a side hand, its name)."""
    geo = t.geo
    label, centre = trump_caption(t)
    tx, _, width = geo.trump_spot()  # the caption may lie left of the card
    left = max(pill_rect(label, geo.font(22, 13), centre).right, tx + width // 2) + geo.px(24)
    trick_top, right = geo.area("trick").rect.top, geo.table.right
    for seat in range(t.players):
        for prefix in ("seat", "label_seat"):
            rect = geo.seat_area(prefix, seat).rect
            if seat != geo.bottom and rect.left > geo.table.centerx and rect.bottom > trick_top:
                right = min(right, rect.left)
    return left, right - geo.px(16)


def picker_plan(t: Controls, bids: list[tuple[int, str | None]]
                ) -> tuple[pygame.Rect, list[pygame.Surface], int, int, list[pygame.Surface]]:
    """Where the bid picker goes: its box, its title's lines, the title's height, a cell's side and
    the refused bid's reason's lines. Centred above the hand, it moves right off the trump's
    caption (at a large text size the numbers' row reached it) and its title takes the whole
    felt beside the caption before it wraps (its lines had pushed the box up into the note over
    the trick: issue 26)."""
    geo = t.geo
    hand = geo.seat_area("seat", geo.bottom).rect
    cell, gap = max(geo.px(62), round(geo.font(28, 16) * 1.5)), geo.px(8)
    per_row = min(len(bids), 8)
    rows = (len(bids) + per_row - 1) // per_row
    size = geo.font(24, 14)
    left, right = _span(t)
    room = min(hand.width, right - left) - geo.px(40)
    # A large text scale wraps the title before it shrinks it.
    titles = [text(line, size, GOLD, True, room) for line in wrap(t.words("hell.your_bid", cards=len(bids) - 1),
                                                                  size, room, True)]
    head = max(geo.px(48), geo.px(18) + sum(line.get_height() for line in titles))  # the cells go under the title
    width = per_row * cell + (per_row - 1) * gap
    refused = [reason for _, reason in bids if reason is not None]
    box_width = max([width] + [line.get_width() for line in titles]) + geo.px(40)
    # The reason wraps under the row (it shrank to one line, 8 px at 200 %: issue 26).
    reason_size = geo.font(19, 13)
    reasons = [text(line, reason_size, RED, False, box_width - geo.px(20))
               for line in wrap(refused[0], reason_size, box_width - geo.px(20))] if refused else []
    below = sum(line.get_height() for line in reasons)
    height = head + rows * cell + (rows - 1) * gap + (max(geo.px(48), below + geo.px(24)) if refused
                                                      else geo.px(20))
    box = pygame.Rect(0, 0, box_width, height)
    box.midbottom = (geo.table.centerx, hand.top - geo.px(12))
    box.left = max(box.left, min(left, right - box.width))  # off the caption, as the seats on the right allow
    return box, titles, head, cell, reasons
