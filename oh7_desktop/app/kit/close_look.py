"""A close look at the middle of the table (the Z key, issue 26 item 2): the current trick's
cards, each with its player's name (Oh 7 ?, Oh Hell, Seven Up), or Red7's canvas and every
palette, drawn at the player's full card scale in a panel inside the window.

The middle of the table grows with the card scale only as far as the map leaves room
(:mod:`.area_caps`); this panel shows the same cards at the scale chosen, rows wrapping (and a
long palette's cards overlapping, their corners in view) so that it stays inside the window.
Drawing only: the table says when it is open and what its groups are (:class:`LookGroup`:
public cards only, what every seat sees on the table).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from oh7_desktop.app import drawn
from oh7_desktop.app.anim import Motion, Placement
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.last_trick import veil
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, blit, panel, text

STEPS = (1.08, 0.75, 0.55, 0.4, 0.3, 0.22)
"""How far apart a group's cards lie (card widths), tried in turn until the panel fits."""


@dataclass(frozen=True)
class LookGroup:
    """One labelled group of the close look: a seat's card in the trick, the canvas, a palette."""

    title: str
    cards: tuple[CardKey, ...]
    area: str
    """The layout area the cards come from: their full scale is its card width times the player's."""
    said: tuple[str, ...] = ()
    """Each card in words (the spoken table)."""
    note: str = ""
    """A line shown (and said) instead of cards: a folded palette, face down."""


@dataclass(frozen=True)
class Placed:
    """Where one group goes in the panel: its title's top-left corner and width, its cards' centres."""

    group: LookGroup
    title: tuple[int, int, int]
    centres: tuple[tuple[int, int], ...]
    width: int


def look_width(geo: TableGeometry, area: str) -> int:
    """A card of ``area`` at the player's full card scale, in window pixels."""
    return round(geo.layout.card_width(geo.size, area) * geo.ui)


def _cell(geo: TableGeometry, group: LookGroup, step: float, title_w: int) -> tuple[int, int]:
    """A group's width and height at ``step`` (its title above its cards)."""
    width = look_width(geo, group.area)
    count = len(group.cards)
    cards = width + round((count - 1) * step * width) if count else 0
    return max(cards, title_w), geo.font(20, 13) * 3 // 2 + round(width * 1.4)


def plan(geo: TableGeometry, groups: Sequence[LookGroup], room: pygame.Rect,
         above: int, below: int, least: int) -> tuple[pygame.Rect, list[Placed]]:
    """The panel (inside ``room``, at least ``least`` wide) and each group's place: rows of
    groups, centred, wrapping; a group's cards closer together until every row fits (``above``,
    ``below``: the room of the panel's title and of its foot)."""
    pad, gap = geo.px(24), geo.px(28)
    size = geo.font(20, 13)
    widths = [min(text(g.note or g.title, size, INK, True).get_width(), room.width - 2 * pad) for g in groups]
    rows: list[list[tuple[LookGroup, int, int, float]]] = []
    for step in STEPS:
        rows = []
        for group, title_w in zip(groups, widths):
            cell_w, cell_h = _cell(geo, group, step, title_w)
            used = sum(c[1] for c in rows[-1]) + gap * len(rows[-1]) if rows else 0
            if rows and used + cell_w <= room.width - 2 * pad:
                rows[-1].append((group, cell_w, cell_h, step))
            else:
                rows.append([(group, cell_w, cell_h, step)])
        height = above + below + sum(max(c[2] for c in row) for row in rows) + gap * max(len(rows) - 1, 0)
        if height <= room.height:
            break
    width = max([sum(c[1] for c in row) + gap * (len(row) - 1) + 2 * pad for row in rows] + [least])
    box = pygame.Rect(0, 0, min(width, room.width), min(height, room.height))
    box.center = room.center
    placed, y = [], box.top + above
    for row in rows:
        x = box.centerx - (sum(c[1] for c in row) + gap * (len(row) - 1)) // 2
        for group, cell_w, _, step in row:
            card = look_width(geo, group.area)
            top = y + size * 3 // 2
            left = x + (cell_w - card - round((len(group.cards) - 1) * step * card)) // 2 if group.cards else x
            centres = tuple((left + card // 2 + round(i * step * card), top + round(card * 0.7))
                            for i in range(len(group.cards)))
            placed.append(Placed(group, (x, y, cell_w), centres, card))
            x += cell_w + gap
        y += max(c[2] for c in row) + gap
    return box, placed


def draw_close_look(surface: pygame.Surface, geo: TableGeometry, painter: CardPainter,
                    groups: Sequence[LookGroup], words: Callable[..., str]) -> pygame.Rect:
    """The panel over the veiled table: its title, each group's name and cards at the full
    card scale (or its note), and how to close it; returns the panel's box."""
    veil(surface, 170)
    window = surface.get_rect().inflate(-2 * geo.px(12), -2 * geo.px(12))
    title = text(words("look.title"), geo.font(26), GOLD, True, window.width - geo.px(48))
    foot = text(words("look.close"), geo.font(17), MUTED, False, window.width - geo.px(48))
    empty = text(words("look.empty"), geo.font(20, 13), INK, False, window.width - geo.px(48)) if not groups else None
    above = title.get_height() + geo.px(40) + (empty.get_height() + geo.px(12) if empty else 0)
    least = max(line.get_width() for line in (title, foot, empty or foot)) + geo.px(48)
    box, placed = plan(geo, groups, window, above, foot.get_height() + geo.px(24), least)
    surface.blit(panel(box.size, (10, 32, 20, 246), geo.px(20), GOLD, 3), box)
    drawn.note("look", box, words("look.title"), surface)
    top = blit(surface, title, midtop=(box.centerx, box.top + geo.px(20))).bottom
    if empty is not None:
        blit(surface, empty, midtop=(box.centerx, top + geo.px(12)))
    size = geo.font(20, 13)
    for spot in placed:
        x, y, cell_w = spot.title
        label = spot.group.note or spot.group.title
        name = text(spot.group.title, size, GOLD, True, cell_w)
        blit(surface, name, midtop=(x + cell_w // 2, y))
        if spot.group.note:
            blit(surface, text(label, size, MUTED, False, cell_w), midtop=(x + cell_w // 2, y + size * 3 // 2))
        for key, (cx, cy) in zip(spot.group.cards, spot.centres):
            rect = painter.draw(surface, key, Motion(Placement(cx, cy, spot.width, 0.0, True, 0.0)))
            drawn.note("look-card", rect, str(key), surface)
    blit(surface, foot, midbottom=(box.centerx, box.bottom - geo.px(12)))
    return box


def spoken_look(groups: Sequence[LookGroup], words: Callable[..., str]) -> str:
    """What the close look shows, in words: its title, then each group's name and cards.

    >>> said = {"look.title": "A close look", "look.empty": "Nothing"}
    >>> def words(key: str, **fields: str) -> str:
    ...     return said.get(key) or "{name}: {cards}".format(**fields)
    >>> spoken_look([LookGroup("Ann", ((1, 0),), "trick", ("7♠",))], words)
    'A close look. Ann: 7♠'
    >>> spoken_look([], words)
    'A close look. Nothing'
    """
    parts = [words("look.group", name=g.title, cards=g.note or ", ".join(g.said)) for g in groups]
    return ". ".join([words("look.title")] + (parts or [words("look.empty")]))
