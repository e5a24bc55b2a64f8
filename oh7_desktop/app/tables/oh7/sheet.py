"""The score sheet: every round so far, the last round's scoring line by line in the words
of the rules (folded to its first line, E unfolds it, when the rounds would not show whole
beside it: a large text size, a long game), and at the end the winners and the tie-break used.

Hands are empty when it shows (it follows the seventh trick), so it reveals nothing hidden.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.sheet_scroll import draw_scrolled
from oh7_desktop.app.kit.ui import DARK, GOLD, INK, blit, button, panel, text, wrap
from oh7_desktop.games.oh7 import events

from . import sheet_grid
from .frame import Drawn, Frame

RoundScored = events.RoundScored
PAPER = (250, 247, 236)
"""The sheet's cream paper."""


def draw_sheet(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """Draw the sheet over the table and register its buttons: the title and the columns' captions
    stay at the top, the winners and the buttons at the foot, and every round, the bets made and
    the last round's explanation scroll between them when they do not fit
    (:mod:`~oh7_desktop.app.kit.sheet_scroll`)."""
    geo = frame.geo
    box = geo.table.inflate(-geo.px(90), -geo.px(60))
    surface.blit(panel(box.size, (*PAPER, 252), geo.px(18), GOLD, 3), box)
    history = frame.state.history
    pad = geo.px(34)
    y = _header(surface, frame, box, pad, drawn)
    area = pygame.Rect(box.left + pad, y, box.width - 2 * pad, 0)
    foot = _button(surface, frame, box, drawn)
    if frame.state.is_over() and not frame.sheet_manual:  # who won stays in view
        foot = _winners(surface, frame, box, foot)
    if frame.sheet_chart and history:
        _chart(surface, frame, pygame.Rect(area.x, y, area.width, foot - geo.px(10) - y))
        return
    dims = sheet_grid.measure(frame, area)
    y = sheet_grid.draw_head(surface, frame, area, dims)
    room = pygame.Rect(area.x, y, area.width, foot - geo.px(10) - y)
    lines = _explanation(frame, history[-1]) if history else []
    top = room.top + sheet_grid.rows_height(frame, dims) + geo.px(18)  # the explanation's, unscrolled
    width, column = _beside(frame, pygame.Rect(area.x, top, box.right - geo.px(8) - area.x, room.bottom - top),
                            lines) or (area.width, None)
    crowded = column is None and top + _height(frame, lines, width) > room.bottom
    shown = lines if frame.sheet_unfolded or not crowded else lines[:1]
    if crowded:  # its first line says how to unfold it (or fold it again)
        key = "table.sheet_fold" if frame.sheet_unfolded else "table.sheet_unfold"
        shown = [(f"{shown[0][0]}   [E] {frame.words(key)}", *shown[0][1:])] + shown[1:]

    def body(target: pygame.Surface, top: int) -> int:
        bottom = sheet_grid.draw_rows(target, frame, pygame.Rect(area.x, top, area.width, 0), history, dims)
        if shown:
            first = bottom + geo.px(18)
            bottom = _explain(target, frame, area.x, first, width, shown)
            if column is not None:  # beside the explanation as drawn (the second pass: on screen)
                drawn.aside = pygame.Rect(column.x, first, column.width, column.bottom - first)
            if crowded:
                drawn.buttons["sheet_explain"] = pygame.Rect(area.x, first, area.width, _height(frame, shown[:1],
                                                                                           area.width))
        return bottom
    frame.sheet_scroll.shade = PAPER  # the fades melt into the paper, not into dark felt
    draw_scrolled(surface, frame.sheet_scroll, room, geo.scale * geo.ui, body)
    if crowded:  # only the part of the first line in view is clicked
        visible = drawn.buttons["sheet_explain"].clip(room)
        if visible.height > 0:
            drawn.buttons["sheet_explain"] = visible
        else:
            drawn.buttons["sheet_explain"] = pygame.Rect(room.x, room.y, 0, 0)


def _header(surface: pygame.Surface, frame: Frame, box: pygame.Rect, pad: int, drawn: Drawn) -> int:
    """The title, the target at its right and the chart's switch at its left (under the title
    when they would touch it: a large text size); returns the y below."""
    geo, history = frame.geo, frame.state.history
    y = box.top + geo.px(22)
    title = frame.words("game.over") if frame.state.is_over() and not frame.sheet_manual else \
        frame.words("table.sheet_title", number=len(history))
    heading = blit(surface, text(title, geo.font(38), DARK, True, box.width - 2 * pad), midtop=(box.centerx, y))
    bottom = heading.bottom
    corners = [(frame.words("score.target", points=frame.state.rules.target), "topright", box.right - pad)]
    if history:
        key = "table.sheet_show_table" if frame.sheet_chart else "table.sheet_show_chart"
        corners.append((f"[G] {frame.words(key)}", "topleft", box.left + pad))
    for words, anchor, x in corners:
        picture = text(words, geo.font(19), (90, 90, 80))
        rect = picture.get_rect(**{anchor: (x, y + geo.px(10))})
        if rect.inflate(geo.px(16), geo.px(16)).colliderect(heading):
            rect = picture.get_rect(**{anchor: (x, heading.bottom + geo.px(4))})
        blit(surface, picture, topleft=rect.topleft)
        bottom = max(bottom, rect.bottom)
        if anchor == "topleft":
            drawn.buttons["sheet_chart"] = rect.inflate(geo.px(16), geo.px(16))
    return bottom + geo.px(16)


def _chart(surface: pygame.Surface, frame: Frame, rect: pygame.Rect) -> None:
    """The running totals of every seat round after round (G switches with the grid)."""
    from oh7_desktop.app import charts, paint

    geo = frame.geo
    rect.height = max(geo.px(200), rect.height)
    names = [frame.seat_name(seat) for seat in range(frame.players)]
    target = frame.state.rules.target
    charts.running_totals(surface, rect, paint.scale(surface.get_size()) * geo.ui, names,  # the player's text size
                          charts.seat_colours([None] * len(names)),
                          [scored.totals for scored in frame.state.history], target,
                          frame.words("table.target", points=target))


Line = tuple[str, tuple[int, int, int], bool]
"""A line of the explanation: its words, colour and boldness."""


def _explanation(frame: Frame, scored: RoundScored) -> list[Line]:
    """The last round's scoring, one line per step, as the rules word it."""
    losses = [f"{frame.seat_name(s)} |{b}−{t}| = {loss}" for s, (b, t, loss)
              in enumerate(zip(scored.bets, scored.tricks_won, scored.losses))]
    terms = [str(loss) for loss in scored.losses]
    if scored.dummy_loss is not None:
        dummy_tricks = 7 - sum(scored.tricks_won)
        losses.append(f"{frame.words('table.dummy')} |2−{dummy_tricks}| = {scored.dummy_loss}")
        terms.append(str(scored.dummy_loss))
    lines: list[Line] = [(frame.words("table.sheet_round", number=scored.round_number + 1), (150, 100, 0), True),
                         (frame.words("table.sheet_losses", list=",  ".join(losses)), DARK, False),
                         (frame.words("table.sheet_basket", terms=" + ".join(terms), basket=scored.basket), DARK, True)]
    for seat in range(frame.players):
        name = frame.seat_name(seat)
        if scored.made[seat]:
            key = "score.made_naught_formula" if scored.bet_cards[seat].is_naught else "score.made_formula"
            colour = (20, 120, 50)
        else:
            key, colour = "score.failed_formula", (170, 40, 30)
        formula = frame.words(key, basket=scored.basket, tricks=scored.tricks_won[seat],
                              loss=scored.losses[seat], points=scored.points[seat])
        lines.append((f"{name} — {formula}", colour, False))
    return lines


def _beside(frame: Frame, below: pygame.Rect, lines: list[Line]) -> tuple[int, pygame.Rect | None] | None:
    """The explanation's width and the column beside it for a lesson's panel in ``below`` (the
    room from the explanation's top, :attr:`Frame.sheet_aside`): of the widths that keep the
    explanation whole there, the one whose column fits the panel's largest words (the wider of
    equals); None where none is asked or none fits."""
    fits, geo = frame.sheet_aside, frame.geo
    if fits is None or not lines:
        return None
    size, gap = _size(frame), geo.px(20)
    natural = {text(content, size, DARK, bold).get_width() + 1 for content, _, bold in lines}
    widths = sorted({w for w in natural | {below.width * tenth // 10 for tenth in range(3, 8)}
                     if below.width * 3 // 10 <= w <= below.width * 7 // 10}, reverse=True)
    best: tuple[int, int, pygame.Rect] | None = None
    for width in widths:
        if _height(frame, lines, width) > below.height:
            continue
        column = pygame.Rect(below.x + width + gap, below.y, below.right - below.x - width - gap, below.height)
        found = fits(column)
        if found and (best is None or found > best[0]):
            best = (found, width, column)
    return None if best is None else (best[1], best[2])


def _size(frame: Frame) -> int:
    return frame.geo.font(22 if frame.players <= 4 else 19, 15)


def _height(frame: Frame, lines: list[Line], width: int) -> int:
    """How tall :func:`_explain` draws ``lines`` (measured, not drawn)."""
    size, step = _size(frame), frame.geo.px(7)
    return sum(len(wrap(content, size, width, bold)) * (text("Ag", size, DARK, bold).get_height() + step)
               for content, _, bold in lines)


def _explain(surface: pygame.Surface, frame: Frame, x: int, y: int, width: int, lines: list[Line]) -> int:
    """Draw the explanation's ``lines`` from ``y``; returns the y below."""
    size = _size(frame)
    for content, colour, bold in lines:  # a long line wraps (at a large text size) rather than shrinks
        for part in wrap(content, size, width, bold):
            picture = text(part, size, colour, bold, width)
            blit(surface, picture, topleft=(x, y))
            y += picture.get_height() + frame.geo.px(7)
    return y


def _winners(surface: pygame.Surface, frame: Frame, box: pygame.Rect, foot: int) -> int:
    """Who won and the tie-break used, just above ``foot`` (the buttons); returns their top."""
    geo = frame.geo
    names = [frame.seat_name(s) for s in frame.state.winners]
    if len(names) == 1:
        title = frame.words("game.wins", name=names[0])
    else:
        title = frame.words("game.share_victory", names=" & ".join(names))
    why = frame.words(f"table.tie_break.{frame.state.tie_break or 'none'}")
    lines = [text(title, geo.font(34), (150, 100, 0), True, box.width - 40), text(why, geo.font(20), DARK, False, box.width - 40)]
    top = y = foot - geo.px(8) - sum(line.get_height() for line in lines)
    for line in lines:
        y = blit(surface, line, midtop=(box.centerx, y)).bottom
    return top


def _button(surface: pygame.Surface, frame: Frame, box: pygame.Rect, drawn: Drawn) -> int:
    """The sheet's Enter button (and the review's beside it) at the foot; returns their top."""
    geo = frame.geo
    if frame.sheet_manual:
        label = frame.words("table.close")
    elif frame.state.is_over():
        label = frame.words("table.finish")
    else:
        label = frame.words("table.next_round")
    enter = frame.words("key.enter")
    # Wide enough for the longest caption (French "Manche suivante  [Entrée]" outgrew 340 px).
    caption = text(f"{label}  [{enter}]", geo.font(22), DARK, True).get_width() + geo.px(48)
    rect = pygame.Rect(0, 0, max(geo.px(340), caption), max(geo.px(56), geo.font(22) + 18))
    rect.midbottom = (box.centerx, box.bottom - geo.px(20))
    drawn.buttons["sheet"] = button(surface, label, rect, geo.font(22), focused=True, key=enter, primary=True)
    if frame.state.history:
        label = frame.words("review.open")
        # Wide enough for its caption at any size (at 1024x640 "Review this round" lost its end).
        wide = text(f"{label}  [V]", geo.font(18), INK, True).get_width() + geo.px(36)
        review = pygame.Rect(0, 0, max(geo.px(250), wide), rect.height - geo.px(8))
        review.midright = (rect.x - geo.px(18), rect.centery)
        drawn.buttons["review"] = button(surface, label, review, geo.font(18), key="V")
    return rect.top
