"""Red7's overlays: the scores (every round's winner, rule and points; the game's end), the
couch hand-off screen, and the action rule's options when a move can be carried out in
several ways.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit import handoff
from oh7_desktop.app.kit.chrome import draw_continue
from oh7_desktop.app.kit.sheet_scroll import draw_scrolled
from oh7_desktop.app.drawn import cover_part, note
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, blit, button, panel, text, wrap
from oh7_desktop.games.red7 import Draw, Effect, Move, PlayAlso, Take, ToCanvas, ToDeck

from .card_words import readable
from .controls import Controls, Drawn
from .model import card_of

SHEET_WIDTH = 1400
"""The sheet panel's width at 1920x1080 (scaled with the window, never wider than it)."""


def effect_text(t: Controls, effect: Effect) -> str:
    """One action of the action rule in the player's words."""
    if isinstance(effect, Draw):
        return t.words("red7.effect.draw")
    if isinstance(effect, Take):
        return t.words("red7.effect.take", card=readable(str(effect.card), t.words), owner=t.seat_name(effect.owner))
    name = "to_canvas" if isinstance(effect, ToCanvas) else "to_deck" if isinstance(effect, ToDeck) else "palette"
    assert isinstance(effect, (ToCanvas, ToDeck, PlayAlso))
    return t.words(f"red7.effect.{name}", card=readable(str(effect.card), t.words))


def options_title(t: Controls) -> str:
    """The action due, named after the palette card that obliges it (the rules' words)."""
    palette = t.plan.palette
    card = None if palette is None else card_of(palette)
    if card is None or card.value not in (1, 3, 5, 7):
        return t.words("red7.options")
    return t.words(f"red7.action.{card.value}", card=readable(str(card), t.words))


def draw_options(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """The ways the action rule lets the move be carried out, numbered, above the hand."""
    geo = t.geo
    size = geo.font(22, 14)
    lines = [", ".join(effect_text(t, e) for e in option.effects) if isinstance(option, Move) else ""
             for option in t.options]
    row_h, width = geo.px(44), geo.px(760)
    shown = lines[:12]
    title = wrap(options_title(t), size, width, bold=True)[:3]
    title_h = len(title) * round(size * 1.35)
    box = pygame.Rect(0, 0, width + geo.px(40), geo.px(36) + title_h + len(shown) * (row_h + geo.px(6)))
    palette = geo.seat_area("palette_seat", geo.bottom).rect
    box.midbottom = (geo.table.centerx, palette.bottom)
    surface.blit(panel(box.size, (10, 32, 20, 246), geo.px(16), GOLD, 2), box)
    note("prompt", box, options_title(t), surface)
    y = box.y + geo.px(10)
    for line in title:
        y = blit(surface, text(line, size, GOLD, True, width), midtop=(box.centerx, y)).bottom
    y += geo.px(12)
    for index, line in enumerate(shown):
        rect = pygame.Rect(box.x + geo.px(20), y, width, row_h)
        focused = index == t.focus % len(t.options)
        button(surface, f"{index + 1}.  {line}", rect, size, focused=focused, primary=focused)
        drawn.options.append((index, rect))
        y += row_h + geo.px(6)


def _rows(t: Controls) -> list[list[str]]:
    """The rounds won so far: number, winner, final rule, the cards that counted (scored in
    advanced) and their points."""
    rows = []
    rounds = [log for log in t.state.log if log.winner is not None]
    for number, log in enumerate(rounds, start=1):
        winner = log.winner if log.winner is not None else 0
        cards = log.scored
        if not cards and number == len(rounds):  # basic: nothing scored; the cards that won it
            cards = t.model.standing(log.final_rule).counting[winner]
        points = f"  (+{sum(log.points or ())})" if log.scored else ""
        rows.append([str(number), t.seat_name(winner), t.words(f"red7.rule.{log.final_rule or 'R'}"),
                     " ".join(str(c) for c in cards) + points])
    return rows


def sheet_box(surface: pygame.Surface, t: Controls, rows: int, row_h: int) -> pygame.Rect:
    """Where the sheet's panel goes: over the rule, wide enough for its row of buttons (Review,
    the Enter button, Chart: in French they overhung a 1240-pixel panel at 1920x1080), as tall as
    its title, rounds and buttons at the player's text size, never taller than the window (its
    rounds then scroll)."""
    geo = t.geo
    title = round(geo.font(40, 20) * 1.3) + geo.px(30)
    buttons = max(geo.px(58), geo.font(24, 14) + geo.px(24)) + geo.px(40)
    height = title + (rows + 1) * row_h + (row_h + geo.px(20) if t.state.rules.advanced else 0) + buttons
    wide = round(geo.px(SHEET_WIDTH) * max(1.0, geo.ui))  # its buttons and columns grow with the text
    box = pygame.Rect(0, 0, min(wide, surface.get_width() - geo.px(40)), min(height, surface.get_height() - geo.px(40)))
    box.center = geo.area("rule").rect.center
    box.clamp_ip(surface.get_rect())
    return box


def draw_sheet(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """The rounds so far (winner, final rule, cards scored, points) and the totals, with
    Continue (or the game's end), on a panel over the middle of the table; the rounds scroll
    under the columns' captions when they do not fit (:mod:`~oh7_desktop.app.kit.sheet_scroll`)."""
    geo = t.geo
    size = geo.font(22, 13)
    row_h = round(size * 1.6)
    rows = _rows(t)
    box = sheet_box(surface, t, len(rows), row_h)
    surface.blit(panel(box.size, (10, 32, 20, 255), geo.px(22), GOLD, 3), box)
    cover_part(box, surface)  # the cards it hides lie under no box (layout checks)
    over = t.state.is_over() and not t.sheet_manual
    y = blit(surface, text(_title(t, over), geo.font(40, 20), GOLD, True, box.width - geo.px(40)),
             midtop=(box.centerx, box.top + geo.px(16))).bottom + geo.px(14)
    heads = [t.words(h) for h in ("red7.sheet.round", "red7.sheet.winner", "red7.sheet.rule", "red7.sheet.scored")]
    cols = _columns(t, box, [heads] + rows, size)
    _line(surface, t, box, cols, heads, y, MUTED, True)
    y += row_h
    draw_continue(surface, t, drawn, box, over, ("red7.sheet.close", "red7.sheet.end", "red7.sheet.next"), 16)
    room = pygame.Rect(box.x + geo.px(24), y, box.width - geo.px(48), drawn.buttons["continue"].top - geo.px(8) - y)

    def body(target: pygame.Surface, top: int) -> int:
        for row in rows:
            _line(target, t, box, cols, row, top, INK, False)
            note("row", pygame.Rect(room.x, top, room.width, row_h), row[0], target)
            top += row_h
        return _totals(target, t, box, top) if t.state.rules.advanced else top
    draw_scrolled(surface, t.sheet_scroll, room, geo.scale * geo.ui, body)


def _columns(t: Controls, box: pygame.Rect, lines: list[list[str]], size: int) -> list[int]:
    """Each column's left edge: the design's share of the panel, or further right when the
    column before needs more (a large text size)."""
    geo = t.geo
    cols = [box.x + geo.px(30)]
    for index, share in enumerate((0.12, 0.36, 0.56)):
        widest = max(text(line[index], size, INK, True).get_width() for line in lines)
        cols.append(max(box.x + round(box.width * share), cols[-1] + widest + geo.px(24)))
    return cols


def _line(surface: pygame.Surface, t: Controls, box: pygame.Rect, cols: list[int], cells: list[str], y: int,
          colour: tuple[int, int, int], bold: bool) -> None:
    """One line of the sheet's table: its cells at the columns' left edges."""
    size = t.geo.font(22, 13)
    for x, cell in zip(cols, cells):
        blit(surface, text(cell, size, colour, bold, box.right - x - t.geo.px(20)), topleft=(x, y))


def _totals(surface: pygame.Surface, t: Controls, box: pygame.Rect, y: int) -> int:
    """The advanced game's totals under the rounds; returns the y below."""
    geo = t.geo
    pygame.draw.line(surface, GOLD, (box.x + geo.px(24), y + geo.px(4)), (box.right - geo.px(24), y + geo.px(4)), 2)
    totals = "   ".join(f"{t.seat_name(s)} {t.state.totals[s]}" for s in range(t.players))
    line = text(t.words("red7.sheet.totals", totals=totals, target=t.state.rules.target), geo.font(22, 13), GOLD,
                True, box.width - geo.px(60))
    return blit(surface, line, topleft=(box.x + geo.px(30), y + geo.px(14))).bottom + geo.px(6)


def _title(t: Controls, over: bool) -> str:
    if over:
        names = [t.seat_name(s) for s in t.state.winners]
        return t.words("game.wins", name=names[0]) if len(names) == 1 else \
            t.words("game.share_victory", names=", ".join(names))
    return t.words("red7.sheet.title", round=t.state.round_number)


def draw_handoff(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """"Pass to Carole": every hand hidden until Carole takes the screen."""
    seat = t.turns.handoff
    assert seat is not None
    handoff.draw_handoff(surface, t.geo, t.words, t.seat_name(seat), t.words("red7.handoff"), drawn.buttons)
