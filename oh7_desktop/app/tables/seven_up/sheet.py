"""Seven Up's full-screen overlays: the score sheet (the race to the target, every deal, the
last one explained point by point) and the couch hand-off screen.

The sheet's rows are deals (dealer, trump), its columns seats; a cell lists the points the seat
scored that deal in the order they count (turned jack, gift, high, low, jack, game) and the
deal's sum. Under the totals each seat's race to the target is drawn as pips, and the last deal
is explained: who won each point and with which card, the card points of both piles.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.kit import handoff
from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.chrome import draw_continue
from oh7_desktop.app.faces import card_text
from oh7_desktop.app.kit.sheet_scroll import draw_scrolled
from oh7_desktop.app.kit.ui import GOLD, GREEN, INK, MUTED, blit, panel, text, wrap
from oh7_desktop.games.seven_up import DealLog, GameState

from .controls import Controls, Drawn
from .model import card_of, deal_awards

Row = tuple[int, int, str | None, tuple[list[str], list[str]], tuple[int, int], tuple[int, int]]
"""A deal's row: index, dealer, trump, each seat's point kinds, each seat's points, the totals after."""


def deal_rows(state: GameState) -> list[Row]:
    """Every deal with points scored so far (the deal in progress once it scored something)."""
    rows: list[Row] = []
    before: tuple[int, ...] = (0, 0)
    for index, log in enumerate(state.log):
        kinds: tuple[list[str], list[str]] = ([], [])
        for _ in range(log.turned_jacks[log.dealer]):
            kinds[log.dealer].append("turned_jack")
        if log.gift:
            kinds[1 - log.dealer].append("gift")
        s = log.scored
        if s is not None:
            for kind, seat in (("high", s.high), ("low", s.low), ("jack", s.jack), ("game", s.game)):
                if seat is not None:
                    kinds[seat].append(kind)
        after = s.totals if s is not None else (state.totals if log is state.current else before)
        if s is None and not any(kinds):
            continue
        points = (len(kinds[0]), len(kinds[1]))
        rows.append((index, log.dealer, log.trump, kinds, points, (after[0], after[1])))
        before = after
    return rows


def draw_sheet(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """The score sheet over the dimmed table, with Continue (or the game's end): the seats' names
    stay at the top, every deal's row, the totals, the race and the last deal's points scroll
    under them when they do not fit (:mod:`~oh7_desktop.app.kit.sheet_scroll`)."""
    geo = t.geo
    box = surface.get_rect().inflate(-geo.px(80), -geo.px(60))
    surface.blit(panel(box.size, (10, 32, 20, 246), geo.px(22), GOLD, 3), box)
    over = t.state.is_over() and not t.sheet_manual
    y = blit(surface, text(_title(t, over), geo.font(40, 20), GOLD, True, box.width - geo.px(40)),
             midtop=(box.centerx, box.top + geo.px(20))).bottom + geo.px(14)
    size = geo.font(22, 13)
    if over and t.state.winners and t.state.won_by:
        line = t.words("su.sheet.won_by", name=t.seat_name(t.state.winners[0]), target=t.state.rules.target,
                       point=t.words(f"su.short.{t.state.won_by}"))
        y = blit(surface, text(line, size, INK, False, box.width - geo.px(40)), midtop=(box.centerx, y)).bottom + geo.px(12)
    row_h = round(size * 1.55)
    rows = deal_rows(t.state)
    last = next((i for i in reversed(range(len(t.state.log))) if _has_points(t.state.log[i])), None)
    area = pygame.Rect(box.x + geo.px(30), y, box.width - geo.px(60), 0)
    y = _head(surface, t, area, size, row_h)
    draw_continue(surface, t, drawn, box, over, ("su.sheet.close", "su.sheet.end", "su.sheet.next"))
    room = pygame.Rect(area.x, y, area.width, drawn.buttons["continue"].top - geo.px(12) - y)

    def body(target: pygame.Surface, top: int) -> int:
        bottom = _grid(target, t, rows, pygame.Rect(area.x, top, area.width, 0), size, row_h)
        if last is None:
            return bottom
        return _explain(target, t, last, pygame.Rect(box.x + geo.px(40), bottom + geo.px(10), box.width - geo.px(80), 0),
                        size, row_h)
    draw_scrolled(surface, t.sheet_scroll, room, geo.scale * geo.ui, body)


def _title(t: Controls, over: bool) -> str:
    if over and t.state.winners:
        return t.words("game.wins", name=t.seat_name(t.state.winners[0]))
    return t.words("su.sheet.title", deals=len(t.state.history), target=t.state.rules.target)


def _columns(area: pygame.Rect) -> tuple[int, int]:
    """The deals' column's width and each seat's."""
    first = round(area.width * 0.28)
    return first, (area.width - first) // 2


def _head(surface: pygame.Surface, t: Controls, area: pygame.Rect, size: int, row_h: int) -> int:
    """The deals' column's caption (on as many lines as its width needs) and the two names;
    returns the y below."""
    first, col = _columns(area)
    names = [text(t.seat_name(seat), size, INK, True, col - 8) for seat in (0, 1)]
    # The caption may run on to the first name: wrapped to its column it took three lines in French
    # at 200 % and the sheet's only deal scrolled out of a 1240x610 window.
    room = max(first, first + col // 2 - names[0].get_width() // 2) - t.geo.px(12)
    lines = wrap(t.words("su.sheet.deal"), size, room, bold=True)
    for index, line in enumerate(lines):
        blit(surface, text(line, size, MUTED, True), topleft=(area.x, area.y + index * round(size * 1.2)))
    for seat, name in enumerate(names):
        blit(surface, name, midtop=(area.x + first + col * seat + col // 2, area.y))
    return area.y + max(row_h, round(size * 1.2) * len(lines) + round(size * 0.35))


def _grid(surface: pygame.Surface, t: Controls, rows: list[Row], area: pygame.Rect, size: int, row_h: int) -> int:
    """The deals' rows, the totals, and each seat's race; returns the bottom."""
    first, col = _columns(area)
    y = area.y
    for index, dealer, trump, kinds, points, _ in rows:
        line = t.words("su.sheet.row", deal=index + 1, name=t.seat_name(dealer),
                       suit=SUIT_GLYPHS.get(trump or "", "–"))
        blit(surface, text(line, size, MUTED, False, first - 8), topleft=(area.x, y))
        note("row", pygame.Rect(area.x, y, area.width, row_h), str(index + 1), surface)
        for seat in (0, 1):
            names = " ".join(t.words(f"su.short.{k}") for k in kinds[seat])
            cell = f"{names}  +{points[seat]}" if names else "–"
            blit(surface, text(cell, size, GREEN if points[seat] else MUTED, False, col - 8),
                 midtop=(area.x + first + col * seat + col // 2, y))
        y += row_h
    pygame.draw.line(surface, GOLD, (area.x, y), (area.right, y), 2)
    y += 4
    blit(surface, text(t.words("su.sheet.total"), size, GOLD, True), topleft=(area.x, y))
    for seat in (0, 1):
        blit(surface, text(f"{t.state.totals[seat]} / {t.state.rules.target}", size, GOLD, True),
             midtop=(area.x + first + col * seat + col // 2, y))
    y += row_h
    _race(surface, t, pygame.Rect(area.x + first, y, col * 2, row_h), col)
    return y + row_h


def _race(surface: pygame.Surface, t: Controls, area: pygame.Rect, col: int) -> None:
    """Each seat's points toward the target as a row of pips under its column."""
    target = t.state.rules.target
    pips = min(target, 21)
    radius = max(3, min(area.height // 3, col // (pips * 3)))
    for seat in (0, 1):
        total = t.state.totals[seat]
        left = area.x + col * seat + col // 2 - (pips * radius * 3) // 2
        for pip in range(pips):
            filled = pip < (total if target <= 21 else round(total * pips / target))
            pygame.draw.circle(surface, GOLD if filled else MUTED, (left + radius + pip * radius * 3, area.centery),
                               radius, 0 if filled else max(1, radius // 4))
        # Recorded as a line of the sheet: a tutorial's panel keeps clear of it (it lay over the pips at 200 %).
        note("text", pygame.Rect(left, area.centery - radius, pips * radius * 3, 2 * radius), "race", surface)


def _has_points(log: DealLog) -> bool:
    """True once a deal scored something (a turned jack or a gift count before the tricks)."""
    return log.scored is not None or log.gift or any(log.turned_jacks)


def _explained(t: Controls, log: DealLog) -> list[tuple[str, tuple[int, int, int]]]:
    """A deal's points as lines: each point with its winner and card (a turned jack, a gift
    and, once the tricks are scored, high, low, jack, game and the card points)."""
    lines = []
    for award in deal_awards(log):
        line = t.words(f"su.award.{award.kind}", name=t.seat_name(award.seat))
        lines.append((line + (f"  ({card_text(str(card_of(award.card)))})" if award.card is not None else ""), GREEN))
    s = log.scored
    if s is None:
        return lines
    for kind, seat in (("high", s.high), ("low", s.low), ("jack", s.jack), ("game", s.game)):
        if seat is None:
            reason = "no_trump" if kind in ("high", "low") else kind
            lines.append((t.words(f"su.award.none.{reason}"), MUTED))
    lines.append((t.words("su.award.counts", first=t.seat_name(0), second=t.seat_name(1),
                          a=s.game_points[0], b=s.game_points[1]), INK))
    return lines


def _explain(surface: pygame.Surface, t: Controls, index: int, area: pygame.Rect, size: int, row_h: int) -> int:
    """The last deal that scored, point by point: who won it and with which card (the deal
    the game ended on, even when it ended on a gift or a turned jack before any trick); returns
    the y below."""
    y = blit(surface, text(t.words("su.sheet.explain", deal=index + 1), size, GOLD, True),
             topleft=area.topleft).bottom + 4
    for line, colour in _explained(t, t.state.log[index]):
        blit(surface, text(line, size, colour, False, area.width), topleft=(area.x + 10, y))
        y += row_h
    return y


def draw_handoff(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """"Pass to Carole": both hands hidden until Carole takes the screen."""
    seat = t.turns.handoff
    assert seat is not None
    task = t.words(f"su.handoff.{t.state.phase.value}")
    handoff.draw_handoff(surface, t.geo, t.words, t.seat_name(seat), task, drawn.buttons)
