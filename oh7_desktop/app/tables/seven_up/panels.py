"""Seven Up's panels on the felt: the race to the target, the labels of the stock, the turned
cards, the discard and the set-asides, and the deal's points as they are awarded.

The points panel (layout area ``award``) lists this deal's points in the order they were
scored (a turned jack, a gift, then high, low, jack and game at the end of the deal), each with
who won it and the card that won it, drawn small beside the line; once the deal is scored the
points nobody won are listed too (no trump in play, jack not in play, game tied).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.cardart import CARD_RATIO
from oh7_desktop.app.drawn import note
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.faces import card_text
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.theme import shrink_floor
from oh7_desktop.app.kit.ui import GOLD, GREEN, INK, MUTED, PANEL, blit, panel, text, wrap

from .controls import Controls
from .model import Award, card_of

def wrap_lines(content: str, size: int, width: int) -> list[str]:
    """``content`` cut into lines no wider than ``width``."""
    return wrap(content, size, width)


SMALLEST = 11
"""The least text size a panel's lines shrink to when the text scale would take them out of it."""


def _line_height(size: int) -> int:
    return int(text("Ag", size, INK, True).get_height())


def _race_height(t: Controls, size: int, radius: int, trump_line: bool) -> int:
    """The race panel's height with its lines at ``size``: title, two seats with their pips, the deal."""
    geo, line = t.geo, _line_height(size)
    seats = 2 * (line + geo.px(4) + 2 * radius + geo.px(10))
    return geo.px(10) + line + geo.px(8) + seats + (line + geo.px(10) if trump_line else 0)


def draw_race(surface: pygame.Surface, t: Controls) -> None:
    """The race to the target: each seat's points as pips (filled as scored), the deal and
    the trump (or the suit proposed). A large text scale grows the panel down the free felt
    under it (up to twice its height), then its lines shrink: they never leave it."""
    geo, model = t.geo, t.model
    area = geo.area("score_panel").rect
    target = t.state.rules.target
    pips = min(target, 21)
    radius = max(3, min(geo.px(11), (area.width - geo.px(24)) // (pips * 3)))
    trump_line = bool(model.deal_index or t.state.log)
    room = min(area.height * 2, surface.get_height() - area.top - geo.px(8))
    size = geo.font(22, 13)
    trump = model.trump or model.proposal
    key = "su.panel.trump" if model.trump else "su.panel.proposed" if trump else "su.panel.deal"
    deal = t.words(key, deal=model.deal_index + 1, suit=SUIT_GLYPHS.get(trump or "", ""))
    lines = [t.words("su.race", target=target)] + [f"{t.seat_name(s)}  {total}" for s, total in enumerate(model.totals)]
    lines += [deal] if trump_line else []
    while size > SMALLEST and (_race_height(t, size, radius, trump_line) > room or _too_wide(lines, size, area.width
                                                                                              - geo.px(24))):
        size -= 1  # taller than its room, or a line (200 %: "Deal 2 · proposed ♦") cut even shrunk
    box = pygame.Rect(area.topleft, (area.width, max(area.height, _race_height(t, size, radius, trump_line))))
    surface.blit(panel(box.size, PANEL, geo.px(14)), box)
    note("score", box, "", surface)  # kept clear of by a tutorial's panel
    y = blit(surface, text(t.words("su.race", target=target), size, GOLD, True, area.width - geo.px(24)),
             topleft=(area.x + geo.px(12), area.y + geo.px(10))).bottom + geo.px(8)
    for seat in (0, 1):
        total = model.totals[seat] if seat < len(model.totals) else 0
        line = f"{t.seat_name(seat)}  {total}"
        y = blit(surface, text(line, size, GREEN if model.winner == seat else INK, True, area.width - geo.px(24)),
                 topleft=(area.x + geo.px(12), y)).bottom + geo.px(4)
        for pip in range(pips):
            centre = (area.x + geo.px(12) + radius + pip * radius * 3, y + radius)
            filled = pip < total if target <= 21 else pip < round(total * pips / target)
            pygame.draw.circle(surface, GOLD if filled else MUTED, centre, radius, 0 if filled else max(1, radius // 4))
        y += 2 * radius + geo.px(10)
    if trump_line:
        blit(surface, text(deal, size, GOLD if model.trump else MUTED, True, area.width - geo.px(24)),
             topleft=(area.x + geo.px(12), y))


def _too_wide(lines: list[str], size: int, width: int) -> bool:
    """True if one of ``lines`` at ``size`` (bold) would be cut even shrunk to its floor."""
    floor = shrink_floor(size)
    return any(text(line, floor, INK, True).get_width() > width for line in lines)


def turned_cards(t: Controls) -> pygame.Rect | None:
    """Where the turned cards rest (their area before they are placed; None: none is turned)."""
    if not t.model.turned:
        return None
    places = [m.target for k in t.model.turned if (m := t.animator.motions.get(k)) is not None]
    if not places:
        return t.geo.area("turned").rect
    left, right = min(p.x - p.width / 2 for p in places), max(p.x + p.width / 2 for p in places)
    top, bottom = min(p.y - p.width * CARD_RATIO / 2 for p in places), max(p.y + p.width * CARD_RATIO / 2
                                                                           for p in places)
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def turned_caption(t: Controls) -> pygame.Rect | None:
    """Where the "Turned up" caption goes: on the turned cards themselves, not on the area's
    middle (None: no card is turned)."""
    geo, turned = t.geo, turned_cards(t)
    if turned is None:
        return None
    return text(t.words("su.label.turned"), geo.font(18, 12), MUTED).get_rect(
        midbottom=(turned.centerx, turned.top - geo.px(2)))


def draw_stock_labels(surface: pygame.Surface, t: Controls) -> None:
    """Small captions: the stock's count, the turned cards, the discard and the set-asides."""
    geo, model = t.geo, t.model
    size = geo.font(18, 12)
    deck = geo.area("deck").rect
    blit(surface, text(t.words("su.label.stock", count=len(model.deck)), size, MUTED),
         midtop=(deck.centerx, deck.bottom + geo.px(2)))
    caption = turned_caption(t)
    if caption is not None:
        blit(surface, text(t.words("su.label.turned"), size, MUTED), topleft=caption.topleft)
    if model.discard:
        discard = geo.area("discard").rect
        blit(surface, text(t.words("su.label.discard", count=len(model.discard)), size, MUTED),
             midtop=(discard.centerx, discard.bottom - geo.px(8)))
    for seat in (0, 1):
        if model.aside[seat]:
            aside = geo.seat_area("aside_seat", seat).rect
            edge = aside.bottom + geo.px(2) if geo.slot(seat) == 1 else aside.top - geo.px(18)
            blit(surface, text(t.words("su.label.aside"), size, MUTED), midtop=(aside.centerx, edge))


def award_lines(t: Controls) -> list[tuple[str, Award | None, bool]]:
    """The points panel's lines: (text, the award if any, scored?)."""
    model = t.model
    out: list[tuple[str, Award | None, bool]] = []
    for award in model.awards:
        out.append((t.words(f"su.award.{award.kind}", name=t.seat_name(award.seat)), award, True))
    scored = model.scored
    if scored is not None:
        missing = {"high": scored.high is None, "low": scored.low is None, "jack": scored.jack is None,
                   "game": scored.game is None}
        for kind in ("high", "low", "jack", "game"):
            if missing[kind]:
                reason = "no_trump" if kind in ("high", "low") else kind
                out.append((t.words(f"su.award.none.{reason}"), None, False))
        out.append((t.words("su.award.counts", first=t.seat_name(0), second=t.seat_name(1),
                            a=scored.game_points[0], b=scored.game_points[1]), None, False))
    return out


def _award_text(award: Award | None, content: str) -> str:
    """A points line's words: with the winning card's name after them if it has one."""
    if award is not None and award.card is not None:
        return f"{content}  ({card_text(str(card_of(award.card)))})"
    return content


def _wrapped(content: str, size: int, bold: bool, width: int) -> list[str]:
    """``content`` as the lines drawn ``width`` wide: one if it fits shrunk to its floor, else
    wrapped at ``size`` (a line cut short loses who won: "Valet retourné : Vous  (J♥)" at 200 %)."""
    if fonts.text(content, shrink_floor(size), INK, bold).get_width() <= width:
        return [content]
    return wrap(content, size, width, bold)


def _award_heights(t: Controls, lines: list[tuple[str, Award | None, bool]], size: int,
                   height: int) -> tuple[int, list[list[str]], list[int], int]:
    """At text ``size`` in a panel ``height`` high: the small cards' width, each line's words as
    drawn (wrapped where too wide), each line's height and the panel's whole height (its title
    and margins included)."""
    geo = t.geo
    text_h, line_h = round(size * 1.6), _line_height(size)
    title_h = line_h
    with_card = sum(1 for _, award, _ in lines if award is not None and award.card is not None)
    room = height - geo.px(28) - title_h - text_h * (len(lines) - with_card)
    card_w = max(1, min(round(geo.area("award").card * 0.75), round(room / max(with_card, 1) / 1.5)))
    width = geo.area("award").rect.width - geo.px(24)
    rows, heights = [], []
    for content, award, scored in lines:
        has_card = award is not None and award.card is not None
        rows.append(_wrapped(_award_text(award, content), size, scored,
                             width - (card_w + geo.px(12) if has_card else 0)))
        words_h = text_h + line_h * (len(rows[-1]) - 1)
        heights.append(max(words_h, round(card_w * 1.4) + geo.px(6)) if has_card else words_h)
    return card_w, rows, heights, geo.px(28) + title_h + sum(heights)


def draw_awards(surface: pygame.Surface, t: Controls, cards: list[tuple[CardKey, pygame.Rect]] | None = None) -> None:
    """This deal's points so far, each with the card that won it (drawn small beside it; where,
    added to ``cards``); a large text scale shrinks the lines (and cards) until they fit the
    panel's area."""
    lines = award_lines(t)
    cards = [] if cards is None else cards
    if not lines:
        return
    geo = t.geo
    area = geo.area("award").rect
    size = geo.font(22, 13)
    while size > SMALLEST and _award_heights(t, lines, size, area.height)[3] > area.height:
        size -= 1
    card_w, rows, heights, whole = _award_heights(t, lines, size, area.height)
    box = pygame.Rect(area.x, area.y, area.width, min(area.height, whole))
    surface.blit(panel(box.size, PANEL, geo.px(14)), box)
    note("score", box, "", surface)  # kept clear of by a tutorial's panel
    y = blit(surface, text(t.words("su.award.title", deal=t.model.deal_index + 1), size, GOLD, True,
                           box.width - geo.px(24)), topleft=(box.x + geo.px(14), box.y + geo.px(10))).bottom + geo.px(8)
    for (_, award, scored), words, row_h in zip(lines, rows, heights):
        x = box.x + geo.px(14)
        if award is not None and award.card is not None:  # a line without a card starts at the margin
            small = t.painter.art.face(str(card_of(award.card)), card_w, "normal")
            cards.append((award.card, surface.blit(small, small.get_rect(midleft=(x, y + row_h // 2)))))
            x += card_w + geo.px(12)
        line_h = _line_height(size)
        top = y + row_h // 2 - line_h * len(words) // 2  # the lines centred on the row, beside the card
        for index, line in enumerate(words):
            blit(surface, text(line, size, GOLD if scored else MUTED, scored, box.right - x - geo.px(10)),
                 midleft=(x, top + index * line_h + line_h // 2))
        y += row_h
