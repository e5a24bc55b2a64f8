"""What lies over the table's cards: the trick's line, the centre banner, who won the trick,
a refused card's reason and the shortcut buttons (the prompt is :mod:`.prompt`).
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.clear import beside
from oh7_desktop.app.kit.ui import GOLD, INK, MUTED, blit, button, panel, pill, pill_rect, text, text_lines
from oh7_desktop.app.kit.ui import pill_padding
from oh7_desktop.games.oh7 import DUMMY, SUIT_SYMBOLS

from .frame import Drawn, Frame


def draw_messages(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    """What lies over the cards: trick line, banner, winner, prompt, reason, buttons."""
    geo, model = frame.geo, frame.model
    trick = geo.area("trick").rect
    reason = _reason(frame, drawn)
    winner_above = False
    if model.trick_winner is not None:
        # On the ring's lower edge: below the cards, above the player's hand; where the trick's
        # line was when a refused card's reason would meet it there (a large text size).
        words = frame.words("table.trick_won", name=frame.seat_name(model.trick_winner))
        bottom = geo.layout.rect("trick", geo.size).bottom  # the map's: the grown trick's would reach the hand
        below = text(words, geo.font(24), GOLD, True).get_rect(center=(trick.centerx, bottom + geo.px(20)))
        winner_above = reason is not None and below.inflate(2 * geo.font(24), geo.font(24)).colliderect(reason[1])
    if model.trick or (model.bets and model.banner is None and model.trick_winner is None
                       and sum(model.tricks_won) + model.dummy_tricks < 7):
        number = len(model.piles.get(DUMMY, [])) + sum(model.tricks_won) + 1
        parts = [frame.words("table.trick_number", number=min(number, 7))]
        if model.lead_suit:
            parts.append(frame.words("table.lead_is", suit=SUIT_SYMBOLS[model.lead_suit]))
        size, colour = geo.font(18), MUTED
        if winner_above:
            parts, size, colour = [words], geo.font(24), GOLD
        grown = size - geo.font(18 / geo.ui)  # a larger text scale grows the line up, clear of the trick's cards
        # A dropped card lies up to 3 px off its slot and tilted 5°: its corner rises about 3 px more.
        _trick_line(surface, frame, drawn, parts, size, (trick.centerx, trick.top - geo.px(4) - grown - 6), colour,
                    [reason[1]] if reason is not None else [])
    if model.trick_winner is not None and not winner_above:
        pill(surface, words, geo.font(24), below.center, GOLD)
    if reason is not None:
        drawn.reason = pill(surface, reason[0], frame.geo.font(19), reason[1].center, INK)
    _buttons(surface, frame, drawn)


def _trick_line(surface: pygame.Surface, frame: Frame, drawn: Drawn, parts: list[str], size: int,
                centre: tuple[int, int], colour: tuple[int, int, int], reason: list[pygame.Rect]) -> None:
    """The trick's line above the trick (its ``parts`` on one line); beside the top seat's bet
    cards when it would cover them, a part a line if need be, raised a little if need be, else
    lowered beside the trick's cards, clear of a refused card's ``reason`` (a large text size: it
    covered the bet card; in French at 200 % the side seats' plates left no room beside it at
    its height, nor the top seats' bet cards between them), and clear of the score panel."""
    line = "  ·  ".join(parts)
    single = pill_rect(line, size, centre)
    if len(parts) == 1:  # who won the trick: its words on two lines
        words = line.split()
        parts = [" ".join(words[:(len(words) + 1) // 2]), " ".join(words[(len(words) + 1) // 2:])]
    pad_x, pad_y = pill_padding(size)
    lines = [text(part, size, colour, True) for part in parts]
    wrapped = pygame.Rect(0, 0, max(g.get_width() for g in lines) + 2 * pad_x,
                          sum(g.get_height() for g in lines) + 2 * pad_y)
    wrapped.midbottom = single.midbottom
    # Clear of the score panel too: at 200 % in French, four seats, the line went left over its last row.
    score = frame.score_rect or frame.geo.area("score_panel").rect
    obstacles, window, gap = drawn.lying + drawn.trick + reason + [score], surface.get_rect(), frame.geo.px(6)
    step = max(2, frame.geo.px(2))
    for rise in [*range(0, 2 * single.height + 1, step), *range(-step, -2 * single.height - 1, -step)]:
        for shape in (single, wrapped):
            spot = beside(shape.move(0, -rise), obstacles, window, gap)
            if spot is None:
                continue
            if shape is single:
                pill(surface, line, size, spot.center, colour)
            else:
                pill(surface, "\n".join(parts), size, spot.center, colour, max_width=wrapped.width + 2, wraps=True)
            return
    pill(surface, line, size, centre, colour)


def draw_banner(surface: pygame.Surface, frame: Frame, line: pygame.Rect | None) -> None:
    """The centre banner (who leads, the bets revealed...); not while the learning line asked
    for is where it would go (200 %: no room for both; the line is drawn first to know where)."""
    placed = banner_layout(frame)
    if placed is None or (line is not None and placed[0].colliderect(line)):
        return
    rect, titles, lines = placed
    geo = frame.geo
    surface.blit(panel(rect.size, (6, 20, 12, 226), geo.px(18), GOLD, 2), rect)
    note("banner", rect, frame.words.line(frame.model.banner.title) if frame.model.banner else "", surface)
    y = rect.top + geo.px(22)
    for title in titles:
        y = blit(surface, title, midtop=(rect.centerx, y)).bottom
    y += geo.px(10)
    for picture in lines:
        y = blit(surface, picture, midtop=(rect.centerx, y)).bottom + geo.px(10)


def banner_layout(frame: Frame) -> tuple[pygame.Rect, list[pygame.Surface], list[pygame.Surface]] | None:
    """Where the banner goes, its title's lines and its other lines (None: no banner): as wide
    as the map's trick (the grown trick would reach the trump), centred on it."""
    geo, banner = frame.geo, frame.model.banner
    if banner is None:
        return None
    trick = geo.layout.rect("trick", geo.size)
    # The title shrinks to the lines' size at most, then each line wraps rather than be cut
    # (French at 200 %: "Premier meneur : Vous").
    titles = text_lines(frame.words.line(banner.title), geo.font(34), GOLD, True, trick.width - geo.px(40),
                        geo.font(23))
    lines = [part for line in banner.lines
             for part in text_lines(frame.words.line(line), geo.font(23), INK, False, trick.width - geo.px(40))]
    height = sum(s.get_height() for s in titles) + sum(s.get_height() + geo.px(10) for s in lines) + 2 * geo.px(22)
    rect = pygame.Rect(0, 0, max(s.get_width() for s in titles + lines) + 2 * geo.px(34), height)
    rect.center = trick.center
    return rect, titles, lines


def _reason(frame: Frame, drawn: Drawn) -> tuple[str, pygame.Rect] | None:
    """Why a hovered (or focused) card cannot be chosen, and where it goes (None: no reason)."""
    keys = frame.choosable
    key = frame.hover if frame.hover is not None else keys[frame.focus % len(keys)] if keys else None
    if key is None or frame.acting is None:
        return None
    reason = frame.reasons.get(key)
    rect = next((r for k, r in drawn.card_rects if k == key), None)
    if reason is None or rect is None:
        return None
    size = frame.geo.font(19)
    half = text(reason, size, INK, True).get_width() // 2 + max(8, size * 2 // 3)
    grown = size - frame.geo.font(19 / frame.geo.ui)  # its bottom stays clear of the cards at any scale
    return reason, _reason_spot(frame, drawn, rect.centerx, half, rect.top, grown)


def _reason_spot(frame: Frame, drawn: Drawn, centre_x: int, half: int, top: int, grown: int) -> pygame.Rect:
    """Where a reason centred at ``centre_x`` and ``half`` wide each way goes: above the cards
    under it (a lifted, focused card beside the pointed one stays uncovered)."""
    near = [r.top for _, r in drawn.card_rects if r.right > centre_x - half and r.left < centre_x + half]
    height = 2 * (text("Ag", frame.geo.font(19), INK, True).get_height() // 2 + max(4, frame.geo.font(19) // 3))
    spot = pygame.Rect(0, 0, 2 * half, height)
    spot.center = (centre_x, min([top, *near]) - frame.geo.px(22) - grown)
    # Beside a pile and its count rather than over them (a large text size).
    clear = beside(spot, drawn.lying + drawn.trick, pygame.Rect((0, 0), frame.geo.size), frame.geo.px(6))
    return spot if clear is None else clear


def _buttons(surface: pygame.Surface, frame: Frame, drawn: Drawn) -> None:
    geo = frame.geo
    column = geo.area("buttons").rect  # stacked from the bottom of the layout's column
    height = max(geo.px(44), geo.font(18) + 14)
    right, bottom = column.right, column.bottom
    items = [("menu", frame.words("table.menu"), frame.words("key.esc"))]
    if frame.state.history:
        items.insert(0, ("scores", frame.words("table.score_sheet"), "S"))
    if frame.model.last_trick is not None:
        items.insert(0, ("last", frame.words("table.last_trick"), "L"))
    # A caption wider than the column grows its button leftward, short of the hand (it was cut at 200 %).
    room = right - geo.hand(geo.bottom).rect.right - geo.px(10)
    for name, label, key in reversed(items):
        wanted = text(f"{label}  [{key}]", geo.font(18), INK, True).get_width() + geo.px(24) + 12
        rect = pygame.Rect(0, 0, max(column.width, min(wanted, room)), height)
        rect.bottomright = (right, bottom)
        drawn.buttons[name] = button(surface, label, rect, geo.font(18), key=key)
        bottom = rect.top - geo.px(10)
