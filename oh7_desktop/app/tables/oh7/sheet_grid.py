"""The score sheet's grid: rounds in rows, players in column groups (bet, tricks, loss, points,
total), the round's number at the left and its basket at the right.

Measured at the player's text size: a group holds its five figures on one line while they fit
(full captions, then short ones), else on two lines (bet, tricks and loss over points and
total: a large text size, many players), and only then with smaller captions.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.ui import DARK, INK, blit, panel, text
from oh7_desktop.games.oh7 import events

from .frame import Frame

RoundScored = events.RoundScored

COLUMNS = ("score.bet", "score.tricks", "score.loss", "score.points", "score.total")
SHORT = tuple(f"{key}.short" for key in COLUMNS)
"""Shorter captions for narrow column groups (many players on a small window)."""
Place = tuple[float, int]
"""Where a column sits in a player's group: its centre from the group's left, and its line (0 or 1)."""
Dims = tuple[float, float, list[Place], int, int, list[str], int, int]
"""The grid's measures: the round column's width, a player's group's, each column's place, a
line's height, the figures' size, the captions, their size and the lines of a row (1 or 2)."""


def measure(frame: Frame, area: pygame.Rect) -> Dims:
    """Measure the grid at the player's text size: the round and basket columns as wide as their
    captions need, the rest shared by the players."""
    geo = frame.geo
    size = geo.font(23 if frame.players <= 4 else 20 if frame.players == 5 else 18, 15)
    first = text(frame.words("score.round"), size, DARK, True).get_width() + geo.px(16)
    basket_w = text(frame.words("score.basket"), size, DARK, True).get_width() + geo.px(12)
    group = (area.width - first - basket_w) / frame.players
    figures = [label for scored in frame.state.history for seat in range(frame.players)
               for label in _labels(scored, seat)]
    widest = max([text(f, size, DARK, True).get_width() for f in figures + ["99"]])
    captions, places, caption_size, lines = _columns(frame, group, widest)
    line_h = max(geo.px(40), size + 10)
    if lines == 2:  # two lines a round (a large text size): as close as the figures allow, more rounds in view
        line_h = min(line_h, text("Ag", size, DARK, True).get_height() + max(2, geo.px(5)))
    return first, group, places, line_h, size, captions, caption_size, lines


def draw_head(surface: pygame.Surface, frame: Frame, area: pygame.Rect, dims: Dims) -> int:
    """The players' names over their groups, then the captions; returns the y below."""
    geo = frame.geo
    first, group, places, line_h, size, captions, caption_size, lines = dims
    y, name_h = area.top, max(line_h, geo.px(40), size + 10)  # the names keep their room on a tight grid
    for seat in range(frame.players):
        rect = pygame.Rect(round(area.left + first + seat * group + 3), y, round(group - 6), name_h)
        surface.blit(panel(rect.size, (30, 70, 46, 255), geo.px(8), None, 0), rect)
        blit(surface, text(frame.seat_name(seat), size, INK, True, rect.width - 8), center=rect.center)
    y += name_h + geo.px(4)
    step = line_h if lines == 1 else text("Ag", caption_size, DARK, True).get_height() + geo.px(4)
    high = step * lines  # the captions' lines over the figures' lines (two: only as tall as the captions)
    blit(surface, text(frame.words("score.round"), size, DARK, True), midleft=(area.left, y + high // 2))
    blit(surface, text(frame.words("score.basket"), size, DARK, True), midright=(area.right, y + high // 2))
    for seat in range(frame.players):
        for caption, (offset, line) in zip(captions, places):
            blit(surface, text(caption, caption_size, (70, 70, 64), True),
                 center=(round(area.left + first + seat * group + offset), y + line * step + step // 2))
    return y + high


def draw_rows(surface: pygame.Surface, frame: Frame, area: pygame.Rect, history: tuple[RoundScored, ...],
              dims: Dims) -> int:
    """Every round's row, then the bets made; returns the y below the grid."""
    geo = frame.geo
    first, group, places, line_h, size, _, _, lines = dims
    y = area.top
    for scored in history:
        _row(surface, frame, scored, area, y, dims)
        note("row", pygame.Rect(area.left, y, area.width, line_h * lines), str(scored.round_number + 1), surface)
        y += line_h * lines
    pygame.draw.line(surface, (120, 120, 110), (area.left, y + 2), (area.right, y + 2), max(1, geo.px(2)))
    y += geo.px(8)
    blit(surface, text(frame.words("score.made_bets"), size, DARK, True, round(first + group - geo.px(40))),
         midleft=(area.left, y + line_h // 2))
    for seat in range(frame.players):
        cx = area.left + first + seat * group + group / 2
        made = frame.model.made_bets[seat]
        # The tick is for bets made: none made reads as a plain 0, not as a success.
        label, colour = (f"✓ {made}", (20, 120, 50)) if made else ("0", (90, 90, 80))
        blit(surface, text(label, size, colour, True), center=(round(cx), y + line_h // 2))
    return y + line_h


def rows_height(frame: Frame, dims: Dims) -> int:
    """How tall :func:`draw_rows` draws every round and the bets made."""
    line_h, lines = dims[3], dims[7]
    return len(frame.state.history) * line_h * lines + frame.geo.px(8) + line_h


def _labels(scored: RoundScored, seat: int) -> list[str]:
    """A player's five figures of a round as drawn (a made bet ticked)."""
    values = (scored.bets[seat], scored.tricks_won[seat], scored.losses[seat], scored.points[seat],
              scored.totals[seat])
    return [f"{value}✓" if scored.made[seat] and c == 0 else str(value) for c, value in enumerate(values)]


def _row(surface: pygame.Surface, frame: Frame, scored: RoundScored, area: pygame.Rect, y: int, dims: Dims) -> None:
    """One round: its number, every player's figures, its basket (a stripe every other round)."""
    first, group, places, line_h, size, _, _, lines = dims
    row_h = line_h * lines
    if scored.round_number % 2 == 0:
        stripe = pygame.Rect(area.left, y, area.width, row_h)
        surface.blit(panel(stripe.size, (0, 0, 0, 14), 0, None, 0), stripe)
    blit(surface, text(str(scored.round_number + 1), size, DARK, True), midleft=(area.left + 8, y + row_h // 2))
    blit(surface, text(str(scored.basket), size, DARK, True), midright=(area.right - 8, y + row_h // 2))
    for seat in range(frame.players):
        made = scored.made[seat]
        for c, (label, (offset, line)) in enumerate(zip(_labels(scored, seat), places)):
            colour = (20, 120, 50) if made and c < 3 else (170, 40, 30) if c == 2 else DARK
            blit(surface, text(label, size, colour, c >= 3),
                 center=(round(area.left + first + seat * group + offset), y + line * line_h + line_h // 2))


def _columns(frame: Frame, group: float, value_w: int) -> tuple[list[str], list[Place], int, int]:
    """The captions of a player's columns, their places in the group, the caption size and the
    lines of a row: every caption and figure fits its column with a gap."""
    geo = frame.geo
    gap = max(4, geo.px(6))
    caption_size = geo.font(17, 12)
    for keys in (COLUMNS, SHORT):  # one line: each column as wide as it needs
        captions = [frame.words(key) for key in keys]
        needs = [max(text(c, caption_size, DARK, True).get_width(), value_w) + gap for c in captions]
        if sum(needs) <= group:
            spare = (group - sum(needs)) / len(needs)
            edges = [sum(needs[:i]) + i * spare for i in range(len(needs) + 1)]
            return captions, [((a + b) / 2, 0) for a, b in zip(edges, edges[1:])], caption_size, 1
    sub = group / 3
    two_lines: list[Place] = [(0.5 * sub, 0), (1.5 * sub, 0), (2.5 * sub, 0), (1.5 * sub, 1), (2.5 * sub, 1)]
    for font_size in range(caption_size, 9, -1):  # two lines, full captions then short, then smaller
        for keys in (COLUMNS, SHORT):
            captions = [frame.words(key) for key in keys]
            if all(max(text(c, font_size, DARK, True).get_width(), value_w) + gap <= sub for c in captions):
                return captions, two_lines, font_size, 2
    return [frame.words(key) for key in SHORT], two_lines, 10, 2
