"""The score sheet: every round so far, the last round's scoring line by line in the words
of the rules, and at the end the winners and the tie-break used.

Hands are empty when it shows (it follows the seventh trick), so it reveals nothing hidden.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.ui import DARK, GOLD, INK, blit, button, panel, text
from oh7_desktop.games.oh7 import events

from .frame import Drawn, Frame

RoundScored = events.RoundScored


COLUMNS = ("score.bet", "score.tricks", "score.loss", "score.points", "score.total")
SHORT = tuple(f"{key}.short" for key in COLUMNS)
"""Shorter captions for narrow column groups (many players on a small window)."""


def draw_sheet(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """Draw the sheet over the table and register its button."""
    geo = frame.geo
    box = geo.table.inflate(-geo.px(90), -geo.px(60))
    surface.blit(panel(box.size, (250, 247, 236, 252), geo.px(18), GOLD, 3), box)
    history = frame.state.history
    pad = geo.px(34)
    y = box.top + geo.px(22)
    title = frame.words("game.over") if frame.state.is_over() and not frame.sheet_manual else \
        frame.words("table.sheet_title", number=len(history))
    blit(surface, text(title, geo.font(38), DARK, True), midtop=(box.centerx, y))
    target = frame.words("score.target", points=frame.state.rules.target)
    blit(surface, text(target, geo.font(19), (90, 90, 80)), topright=(box.right - pad, y + geo.px(10)))
    y += geo.px(62)
    if frame.sheet_chart and history:
        y = _chart(surface, frame, pygame.Rect(box.left + pad, y, box.width - 2 * pad, 0), box)
    else:
        y = _grid(surface, frame, pygame.Rect(box.left + pad, y, box.width - 2 * pad, 0), history)
        if history:
            y = _explain(surface, frame, box.left + pad, y + geo.px(18), box.width - 2 * pad, history[-1])
    if history:
        key = "table.sheet_show_table" if frame.sheet_chart else "table.sheet_show_chart"
        drawn.buttons["sheet_chart"] = blit(surface, text(f"[G] {frame.words(key)}", geo.font(19), (90, 90, 80)),
                                            topleft=(box.left + pad, box.top + geo.px(32))).inflate(geo.px(16),
                                                                                                    geo.px(16))
    if frame.state.is_over() and not frame.sheet_manual:
        _winners(surface, frame, box, y + geo.px(10))
    _button(surface, frame, box, drawn)


def _chart(surface: pygame.Surface, frame: Frame, area: pygame.Rect, box: pygame.Rect) -> int:
    """The running totals of every seat round after round (G switches with the grid); returns the y below."""
    from oh7_desktop.app import charts, paint

    geo = frame.geo
    room = geo.px(210) if frame.state.is_over() and not frame.sheet_manual else geo.px(120)
    rect = pygame.Rect(area.x, area.y, area.width, max(geo.px(200), box.bottom - room - area.y))
    names = [frame.seat_name(seat) for seat in range(frame.players)]
    target = frame.state.rules.target
    charts.running_totals(surface, rect, paint.scale(surface.get_size()), names, charts.seat_colours([None] * len(names)),
                          [scored.totals for scored in frame.state.history], target,
                          frame.words("table.target", points=target))
    return rect.bottom


def _grid(surface: pygame.Surface, frame: Frame, area: pygame.Rect,
          history: tuple[RoundScored, ...]) -> int:
    """Rounds in rows, players in column groups; returns the y below the grid."""
    geo = frame.geo
    players = frame.players
    size = geo.font(23 if players <= 4 else 20 if players == 5 else 18, 15)
    # The round and basket columns are as wide as their captions need (room for the players').
    first = text(frame.words("score.round"), size, DARK, True).get_width() + geo.px(16)
    basket_w = text(frame.words("score.basket"), size, DARK, True).get_width() + geo.px(12)
    group = (area.width - first - basket_w) / players
    captions, offsets, caption_size = _columns(frame, group, size)
    row_h = max(geo.px(40), size + 10)
    y = area.top
    for seat in range(players):
        x = area.left + first + seat * group
        rect = pygame.Rect(round(x + 3), y, round(group - 6), row_h)
        surface.blit(panel(rect.size, (30, 70, 46, 255), geo.px(8), None, 0), rect)
        blit(surface, text(frame.seat_name(seat), size, INK, True, rect.width - 8), center=rect.center)
    y += row_h + geo.px(4)
    blit(surface, text(frame.words("score.round"), size, DARK, True), midleft=(area.left, y + row_h // 2))
    blit(surface, text(frame.words("score.basket"), size, DARK, True, basket_w),
         midright=(area.right, y + row_h // 2))
    for seat in range(players):
        for caption, offset in zip(captions, offsets):
            blit(surface, text(caption, caption_size, (70, 70, 64), True),
                 center=(round(area.left + first + seat * group + offset), y + row_h // 2))
    y += row_h
    room = max(1, (surface.get_height() - y - geo.px(330)) // row_h)
    shown = history[-room:]
    if len(shown) < len(history):
        blit(surface, text("…", size, DARK), midleft=(area.left, y + row_h // 2))
        y += row_h
    for scored in shown:
        _row(surface, frame, scored, area, y, (first, group, offsets, row_h), size)
        y += row_h
    pygame.draw.line(surface, (120, 120, 110), (area.left, y + 2), (area.right, y + 2), max(1, geo.px(2)))
    y += geo.px(8)
    blit(surface, text(frame.words("score.made_bets"), size, DARK, True), midleft=(area.left, y + row_h // 2))
    for seat in range(players):
        cx = area.left + first + seat * group + group / 2
        made = frame.model.made_bets[seat]
        # The tick is for bets made: none made reads as a plain 0, not as a success.
        label, colour = (f"✓ {made}", (20, 120, 50)) if made else ("0", (90, 90, 80))
        blit(surface, text(label, size, colour, True), center=(round(cx), y + row_h // 2))
    return y + row_h


def _columns(frame: Frame, group: float, size: int) -> tuple[list[str], list[float], int]:
    """The captions of a player's columns, each column's centre in the group, and the caption
    size: every caption and value fits its column with a gap (short captions, then smaller
    type, when the group is narrow)."""
    geo = frame.geo
    gap = max(4, geo.px(6))
    value_w = text("99", size, DARK, True).get_width()
    caption_size = geo.font(17, 12)
    for keys, smallest in ((COLUMNS, caption_size), (SHORT, 10)):
        captions = [frame.words(key) for key in keys]
        for font_size in range(caption_size, smallest - 1, -1):
            needs = [max(text(c, font_size, DARK, True).get_width(), value_w) + gap for c in captions]
            if sum(needs) <= group:
                spare = (group - sum(needs)) / len(needs)
                edges = [sum(needs[:i]) + i * spare for i in range(len(needs) + 1)]
                return captions, [(a + b) / 2 for a, b in zip(edges, edges[1:])], font_size
    sub = group / len(COLUMNS)
    return captions, [(c + 0.5) * sub for c in range(len(COLUMNS))], 10


def _row(surface: pygame.Surface, frame: Frame, scored: RoundScored, area: pygame.Rect, y: int,
         dims: tuple[float, float, list[float], int], size: int) -> None:
    first, group, offsets, row_h = dims
    if scored.round_number % 2 == 0:
        stripe = pygame.Rect(area.left, y, area.width, row_h)
        surface.blit(panel(stripe.size, (0, 0, 0, 14), 0, None, 0), stripe)
    blit(surface, text(str(scored.round_number + 1), size, DARK, True), midleft=(area.left + 8, y + row_h // 2))
    blit(surface, text(str(scored.basket), size, DARK, True), midright=(area.right - 8, y + row_h // 2))
    for seat in range(frame.players):
        made = scored.made[seat]
        values = (scored.bets[seat], scored.tricks_won[seat], scored.losses[seat], scored.points[seat],
                  scored.totals[seat])
        for c, value in enumerate(values):
            cx = area.left + first + seat * group + offsets[c]
            colour = (20, 120, 50) if made and c < 3 else (170, 40, 30) if c == 2 else DARK
            label = f"{value}✓" if made and c == 0 else str(value)
            blit(surface, text(label, size, colour, c >= 3), center=(round(cx), y + row_h // 2))


def _explain(surface: pygame.Surface, frame: Frame, x: int, y: int, width: int,
             scored: RoundScored) -> int:
    """The last round's scoring, one line per step, as the rules word it."""
    geo = frame.geo
    size = geo.font(22 if frame.players <= 4 else 19, 15)
    losses = [f"{frame.seat_name(s)} |{b}−{t}| = {loss}" for s, (b, t, loss)
              in enumerate(zip(scored.bets, scored.tricks_won, scored.losses))]
    terms = [str(loss) for loss in scored.losses]
    if scored.dummy_loss is not None:
        dummy_tricks = 7 - sum(scored.tricks_won)
        losses.append(f"{frame.words('table.dummy')} |2−{dummy_tricks}| = {scored.dummy_loss}")
        terms.append(str(scored.dummy_loss))
    lines = [(frame.words("table.sheet_round", number=scored.round_number + 1), GOLD, True),
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
    for content, colour, bold in lines:
        picture = text(content, size, colour if colour != GOLD else (150, 100, 0), bold, width)
        blit(surface, picture, topleft=(x, y))
        y += picture.get_height() + geo.px(7)
    return y


def _winners(surface: pygame.Surface, frame: Frame, box: pygame.Rect, y: int) -> None:
    geo = frame.geo
    winners = frame.state.winners
    names = [frame.seat_name(s) for s in winners]
    if len(names) == 1:
        title = frame.words("game.wins", name=names[0])
    else:
        title = frame.words("game.share_victory", names=" & ".join(names))
    why = frame.words(f"table.tie_break.{frame.state.tie_break or 'none'}")
    blit(surface, text(title, geo.font(34), (150, 100, 0), True), midtop=(box.centerx, y))
    blit(surface, text(why, geo.font(20), DARK, False, box.width - 40), midtop=(box.centerx, y + geo.px(46)))


def _button(surface: pygame.Surface, frame: Frame, box: pygame.Rect, drawn: Drawn) -> None:
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
