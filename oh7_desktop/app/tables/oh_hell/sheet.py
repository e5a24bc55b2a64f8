"""Oh Hell's full-screen overlays: the score sheet (every hand, the last one explained line by
line) and the couch hand-off screen.

The sheet's rows are hands (cards, trump), its columns seats; a cell shows the bid, the tricks
won and the points (made in green, missed in red). Under it, each seat's line of the last hand
says how its points were counted: ``10 + 3`` (made), ``5 + 7`` (a zero made, ``zero_bonus``),
``0`` (missed), ``1 × 2`` (missed, ``miss_scores_tricks``). A long game's hands scroll.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.kit import handoff
from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.chrome import draw_continue
from oh7_desktop.app.kit.sheet_scroll import draw_scrolled
from oh7_desktop.app.kit.ui import GOLD, GREEN, INK, MUTED, RED, blit, panel, text, wrap
from oh7_desktop.games.oh_hell import events as ev

from .controls import Controls, Drawn



def scored_hands(t: Controls) -> list[ev.HandScored]:
    """Every scored hand so far, in order."""
    return [log.scored for log in t.state.log if log.scored is not None]


def explain_line(t: Controls, line: ev.ScoreLine, cards: int) -> str:
    """One seat's points of a hand, explained (the rule and the sum)."""
    return t.words(f"hell.line.{line.rule}", name=t.seat_name(line.seat), bid=line.bid, tricks=line.tricks,
                   base=line.base, extra=line.extra, points=line.points, cards=cards)


def draw_sheet(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """The score sheet over the dimmed table, with Continue (or the game's end): the seats' names
    stay at the top, every hand's row and the last hand's lines scroll under them when they do
    not fit (:mod:`~oh7_desktop.app.kit.sheet_scroll`)."""
    geo = t.geo
    hands = scored_hands(t)
    box = surface.get_rect().inflate(-geo.px(80), -geo.px(60))
    surface.blit(panel(box.size, (10, 32, 20, 246), geo.px(22), GOLD, 3), box)
    over = t.state.is_over() and not t.sheet_manual
    title = _title(t, hands, over)
    y = blit(surface, text(title, geo.font(40, 20), GOLD, True, box.width - geo.px(40)),
             midtop=(box.centerx, box.top + geo.px(20))).bottom + geo.px(14)
    size = geo.font(22, 13)
    row_h = round(size * 1.55)
    area = pygame.Rect(box.x + geo.px(30), y, box.width - geo.px(60), 0)
    y = _head(surface, t, area, size, row_h)
    draw_continue(surface, t, drawn, box, over, ("hell.sheet.close", "hell.sheet.end", "hell.sheet.next"))
    room = pygame.Rect(area.x, y, area.width, drawn.buttons["continue"].top - geo.px(12) - y)

    def body(target: pygame.Surface, top: int) -> int:
        bottom = _grid(target, t, hands, pygame.Rect(area.x, top, area.width, 0), size, row_h)
        return _explain(target, t, hands, box, bottom, size, row_h)
    draw_scrolled(surface, t.sheet_scroll, room, geo.scale * geo.ui, body)


def _explain(surface: pygame.Surface, t: Controls, hands: list[ev.HandScored], box: pygame.Rect, y: int,
             size: int, row_h: int) -> int:
    """The last hand's points, one line per seat; returns the y below."""
    if not hands:
        return y
    geo, last = t.geo, hands[-1]
    y += geo.px(12)
    head = t.words("hell.sheet.explain", hand=last.hand + 1, cards=last.cards)
    y = blit(surface, text(head, size, GOLD, True), topleft=(box.x + geo.px(40), y)).bottom + geo.px(4)
    for line in last.lines:
        colour = GREEN if line.rule.startswith("made") else RED
        blit(surface, text(explain_line(t, line, last.cards), size, colour, False, box.width - geo.px(80)),
             topleft=(box.x + geo.px(50), y))
        y += row_h
    return y


def _title(t: Controls, hands: list[ev.HandScored], over: bool) -> str:
    if over:
        names = [t.seat_name(s) for s in t.state.winners]
        return t.words("game.wins", name=names[0]) if len(names) == 1 else \
            t.words("game.share_victory", names=", ".join(names))
    return t.words("hell.sheet.title", hand=len(hands), hands=t.state.rules.hands)


def _columns(t: Controls, area: pygame.Rect) -> tuple[int, int]:
    """The hands' column's width and each seat's."""
    first = round(area.width * 0.16)
    return first, (area.width - first) // max(1, t.players)


def _head(surface: pygame.Surface, t: Controls, area: pygame.Rect, size: int, row_h: int) -> int:
    """The hands' column's caption (on as many lines as its width needs) and the seats' names;
    returns the y below."""
    first, col = _columns(t, area)
    lines = wrap(t.words("hell.sheet.hand"), size, first - t.geo.px(12), bold=True)
    for index, line in enumerate(lines):
        blit(surface, text(line, size, MUTED, True), topleft=(area.x, area.y + index * round(size * 1.2)))
    for seat in range(t.players):
        blit(surface, text(t.seat_name(seat), size, INK, True, col - 8),
             midtop=(area.x + first + col * seat + col // 2, area.y))
    return area.y + max(row_h, round(size * 1.2) * len(lines) + round(size * 0.35))


def _grid(surface: pygame.Surface, t: Controls, hands: list[ev.HandScored], area: pygame.Rect,
          size: int, row_h: int) -> int:
    """Every hand's row, then the totals; returns the bottom."""
    first, col = _columns(t, area)
    y = area.y
    for hand in hands:
        trump = SUIT_GLYPHS[hand.trump] if hand.trump else "–"
        blit(surface, text(f"{hand.hand + 1}.  {hand.cards}  {trump}", size, MUTED), topleft=(area.x, y))
        note("row", pygame.Rect(area.x, y, area.width, row_h), str(hand.hand + 1), surface)
        for seat in range(t.players):
            cell = f"{hand.bids[seat]}/{hand.tricks_won[seat]}  {hand.points[seat]:+d}"
            colour = GREEN if hand.made[seat] else RED
            blit(surface, text(cell, size, colour), midtop=(area.x + first + col * seat + col // 2, y))
        y += row_h
    pygame.draw.line(surface, GOLD, (area.x, y), (area.right, y), 2)
    y += 4
    blit(surface, text(t.words("hell.sheet.total"), size, GOLD, True), topleft=(area.x, y))
    totals = hands[-1].totals if hands else tuple(t.state.totals)
    for seat in range(t.players):
        value = totals[seat] if seat < len(totals) else 0
        blit(surface, text(str(value), size, GOLD, True), midtop=(area.x + first + col * seat + col // 2, y))
    return y + row_h


def draw_handoff(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """"Pass to Carole": every hand hidden until Carole takes the screen."""
    seat = t.turns.handoff
    assert seat is not None
    task = t.words("hell.handoff.bid" if t.state.phase.value == "bid" else "hell.handoff.play")
    handoff.draw_handoff(surface, t.geo, t.words, t.seat_name(seat), task, drawn.buttons)
