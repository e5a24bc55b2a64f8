"""Who leads: the line Oh Hell's table shows over the trick ("Trick 2 of 4 · Alice led ♣").

Oh Hell's cards of a trick lie in front of the seats that played them, so the trick alone does
not say who led it; the line names the leader in words (not by colour), as Oh 7 ?'s trick line
does, and before a trick's first card it names the seat that leads next. Being a pill, the
spoken table says it too.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.kit.table_cards import above_cards
from oh7_desktop.app.kit.ui import MUTED, pill, pill_rect

from .controls import Controls
from .model import HellModel, card_of


def trick_leader(model: HellModel) -> int | None:
    """The seat leading the trick on the table (its first card) or the next one (the winner of
    the trick just won, else the first leader the bids closed on); None when no trick is left
    to play in this hand."""
    if model.leader is None or not model.cards or sum(model.tricks_won) >= model.cards:
        return None
    if model.trick_winner is not None:
        return model.trick_winner
    if model.trick:
        return model.trick[0][0]
    return model.last_trick[0] if model.last_trick is not None else model.leader


def lead_line(t: Controls) -> str | None:
    """The trick's number and who leads it (and the suit led once it is), or None."""
    model = t.model
    seat = trick_leader(model)
    if seat is None:
        return None
    fields: dict[str, object] = {"number": sum(model.tricks_won) + 1, "tricks": model.cards,
                                 "seat": t.seat_name(seat)}
    if model.trick and model.trick_winner is None:
        suit = card_of(model.trick[0][1]).suit
        return t.words("hell.trick_led", suit=SUIT_GLYPHS.get(suit, suit), **fields)
    return t.words("hell.trick_lead", **fields)


def draw_lead_line(surface: pygame.Surface, t: Controls, note: pygame.Rect | None,
                   avoid: Sequence[pygame.Rect] = ()) -> None:
    """The lead line where the table's note goes over the trick, or just above the note when
    one is shown, kept above the trick's cards and clear of ``avoid`` (the names and bid lines):
    smaller where it must, and left out where even the smallest would meet them (seven seats
    at a large text size: the prompt and the trick's cards still say whose turn it is)."""
    line = lead_line(t)
    if line is None:
        return
    geo = t.geo
    area = geo.area("trick").rect
    trick = [key for _, key in t.model.trick]
    blocked = [*avoid, *([note] if note is not None else [])]
    window = surface.get_rect()
    for size in range(geo.font(20, 13), 11, -1):
        half = (size + 2 * max(4, size // 3)) // 2 + 1  # half the pill's height (text and padding)
        grown = size - geo.font(20 / geo.ui, 13)  # a larger text scale grows the line down, as the note
        y = note.top - geo.px(4) - half if note is not None else area.top - geo.px(4) + grown
        centre = (area.centerx, above_cards(t, trick, y, size, geo.px(4)))
        box = pill_rect(line, size, centre)
        if box.collidelist(blocked) < 0 and window.contains(box):
            pill(surface, line, size, centre, MUTED)
            return

