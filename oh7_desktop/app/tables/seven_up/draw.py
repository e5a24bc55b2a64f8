"""Draws one frame of Seven Up's table: felt, seats, cards, the question or the set-aside
picker, the race to the target and the deal's points, and the overlays.

Drawing reads the scene and returns what input can hit (:class:`.controls.Drawn`); it never
changes the game. A hand face down to the viewer is drawn only as backs, a set-aside always
(the painter's ``face`` is the one place faces are drawn, and tests watch it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from oh7_desktop.app.cardart import felt
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.drawn import note
from oh7_desktop.app.anim import Motion
from oh7_desktop.app.kit import table_cards
from oh7_desktop.app.kit.chrome import draw_corner, draw_overlay
from oh7_desktop.app.kit.geometry import hand_left, prompt_room
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.zoom import draw_zoom
from oh7_desktop.app.kit.ui import (GOLD, INK, MUTED, PANEL, RED, TURN, blit, button, panel, pill, pill_rect, text,
                                    text_lines)
from oh7_desktop.games.seven_up import Phase, to_move

from . import panels, sheet
from .controls import Controls, Drawn


def draw_table(surface: pygame.Surface, t: Controls) -> Drawn:
    """Draw the whole table for this frame; return what input can hit."""
    drawn = Drawn()
    if draw_overlay(surface, t, drawn, sheet.draw_handoff, sheet.draw_sheet):
        return drawn
    surface.blit(felt(surface.get_size()), (0, 0))
    top = draw_seats(surface, t)
    panels.draw_race(surface, t)
    panels.draw_stock_labels(surface, t)
    drawn.cards = draw_cards(surface, t)
    draw_zoom(surface, t.geo, t.painter, drawn.cards, table_cards.zoomed(t))  # under the messages
    panels.draw_awards(surface, t, drawn.awards)
    draw_note(surface, t, top)
    draw_prompt(surface, t, drawn)
    draw_corner(surface, t, drawn, t.words("su.sheet"))
    return drawn


def draw_seats(surface: pygame.Surface, t: Controls) -> list[pygame.Rect]:
    """Each seat's name plate (the turn in gold, dealer or elder marked) and what it said last;
    returns where the top seat's were drawn (the table's line keeps clear of them)."""
    geo, model = t.geo, t.model
    top: list[pygame.Rect] = []
    moving = set(to_move(t.state)) if not t.director.busy else set()
    thinking = t.turns.thinking()
    size = geo.font(24, 14)
    for seat in (0, 1):
        label = geo.seat_area("label_seat", seat).rect
        role = t.words("su.dealer_mark" if seat == model.dealer else "su.elder_mark")
        name = f"{t.seat_name(seat)}  · {role}" + (" …" if seat in thinking else "")
        plate = pill(surface, name, size, _plate_centre(t, seat, name, size, label), GOLD if seat in moving else INK,
                     edge=TURN if seat in moving else None, left_of=None if geo.slot(seat) else hand_left(geo, label))
        said = next((d for s, d in reversed(model.said) if s == seat), None)
        spoken = t.director.note == (f"su.said.{said}", {"seat": seat})  # the banner says it: once is enough
        if said is not None and not spoken and t.state.phase in (Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN,
                                                                 Phase.SET_ASIDE):
            words, small = t.words(f"su.word.{said}"), geo.font(22, 13)
            word = pill(surface, words, small, _said_centre(surface, t, plate, pill_rect(words, small, (0, 0)).size,
                                                            geo.slot(seat) == 1), GOLD)
            top += [word] if geo.slot(seat) == 1 else []
        top += [plate] if geo.slot(seat) == 1 else []
    return top


def _plate_centre(t: Controls, seat: int, name: str, size: int, label: pygame.Rect) -> tuple[int, int]:
    """Where a seat's name plate is centred: its place in the map, the top seat's moved down
    clear of its hand's foot (at 175-200 % the grown plate lay over the backs' lower edge)."""
    if t.geo.slot(seat) != 1:
        return label.center
    area = t.geo.seat_area("seat", seat)
    foot = area.rect.centery + round(area.card * 0.7) + t.geo.px(4)
    return label.centerx, label.centery + max(0, foot - pill_rect(name, size, label.center).top)


def _said_centre(surface: pygame.Surface, t: Controls, plate: pygame.Rect, size: tuple[int, int],
                 top: bool) -> tuple[int, int]:
    """Where a seat's last word goes, clear of its name plate at any text size (at 200 % it lay
    over it): the top seat's right of its plate (under it lies the table's line), else below it;
    the bottom seat's above its plate (its hand is right of it)."""
    gap = t.geo.px(8)
    if top and plate.right + gap + size[0] <= surface.get_width() - t.geo.px(12):
        return plate.right + gap + size[0] // 2, plate.centery
    if top:
        return plate.centerx, plate.bottom + gap + size[1] // 2
    return plate.centerx, plate.top - gap - (size[1] + 1) // 2


def draw_note(surface: pygame.Surface, t: Controls, top: Sequence[pygame.Rect] = ()) -> None:
    """The line the show is saying now (a decision, a run, a trick's winner, a point), clear of
    the top seat's plate and word ``top``."""
    note = t.director.note
    if note is None:
        return
    fields = {k: (t.seat_name(v) if k == "seat" and isinstance(v, int) else
                  SUIT_GLYPHS.get(str(v), v) if k == "suit" else v) for k, v in note[1].items()}
    area, size = t.geo.area("trick").rect, t.geo.font(26, 15)
    # Raised off the trick's cards when the text is large (French at 175 %).
    centre_y = table_cards.above_cards(t, [key for _, key in t.model.trick], area.top - t.geo.px(4), size,
                                       t.geo.px(4))
    words, caption = t.words(note[0], **fields), panels.turned_caption(t)
    line = pill_rect(words, size, (area.centerx, centre_y))
    if caption is not None and line.colliderect(caption):  # raised off the "Turned up" caption (200 %)
        centre_y -= line.bottom - caption.top + t.geo.px(4)
    spot: tuple[tuple[int, int], int | None] = ((area.centerx, centre_y), None)
    if pill_rect(words, size, spot[0]).collidelist(list(top)) != -1:
        spot = _under_the_top_seat(surface, t, words, size, top, caption)
    pill(surface, words, size, spot[0], GOLD, max_width=spot[1])


def _under_the_top_seat(surface: pygame.Surface, t: Controls, words: str, size: int, top: Sequence[pygame.Rect],
                        caption: pygame.Rect | None) -> tuple[tuple[int, int], int | None]:
    """Where the table's line goes (its centre, and its width at most) when the top seat's plate,
    lowered clear of its hand, meets it (175-200 %): below the plate; below the trick's cards
    where they leave it no room there; right of the "Turned up" caption where that meets it."""
    gap, centre_x = t.geo.px(4), t.geo.area("trick").rect.centerx
    line = pill_rect(words, size, (centre_x, 0))
    centre_y = max(rect.bottom for rect in top) + gap + line.height // 2
    cards = [rect for rect in (_spot_rect(t, key) for _, key in t.model.trick) if rect is not None]
    line.centery = centre_y
    if line.inflate(0, 2 * gap).collidelist(cards) != -1:
        return (centre_x, max(rect.bottom for rect in cards) + gap + (line.height + 1) // 2), None
    if caption is None or not line.inflate(0, 2 * gap).colliderect(caption):
        return (centre_x, centre_y), None
    left = caption.right + gap
    room = surface.get_width() - t.geo.px(12) - left
    return (left + min(line.width, room) // 2, centre_y), (room if line.width > room else None)


def _spot_rect(t: Controls, key: CardKey) -> pygame.Rect | None:
    """Where the resting card ``key`` reaches, turned or not (None: it has no place)."""
    spot = t.targets().get(key)
    if spot is None:
        return None
    turn = math.radians(spot.angle)
    across = spot.width * abs(math.cos(turn)) + spot.width * 1.4 * abs(math.sin(turn))
    down = spot.width * 1.4 * abs(math.cos(turn)) + spot.width * abs(math.sin(turn))
    return pygame.Rect(round(spot.x - across / 2), round(spot.y - down / 2), math.ceil(across), math.ceil(down))


def draw_cards(surface: pygame.Surface, t: Controls) -> list[tuple[CardKey, pygame.Rect]]:
    """Every card, lowest first; the acting seat's cards lift, dim when refused and glow when
    focused or picked. Returns where the acting seat's choosable cards were drawn."""
    mine = t.choosable()
    focused = mine[t.focus % len(mine)] if mine and not t.answers() else None
    winner = next((k for s, k in t.model.trick if s == t.model.trick_winner), None)
    lift_px = t.geo.px(30)

    def look(key: CardKey, motion: Motion, choosable: bool) -> tuple[str, float, bool]:
        glow = key == winner or key in t.picked
        if choosable and t.card_reason(key) is not None:  # the focus shows on it too (dimmed)
            return ("dimmed-focus" if t.hover is None and key == focused else "dimmed"), 0.0, glow
        if choosable and key in t.picked:
            return "selected", lift_px * 1.4, glow
        if choosable and (key == t.hover or (t.hover is None and key == focused)):
            return "selected", lift_px * (0.5 if t.setting_aside() else 1.0), glow
        return "normal", 0.0, glow
    return table_cards.draw_cards(surface, t, look, on_top=winner)


def draw_prompt(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """What the viewer should do now: the question, the set-aside picker, the play prompt."""
    geo = t.geo
    size = geo.font(22, 14)
    if t.answers():
        draw_question(surface, t, drawn)
    elif t.setting_aside():
        draw_aside_picker(surface, t, drawn)
    elif t.choosable():
        area = geo.area("prompt").rect
        pill(surface, t.words("su.your_play"), size, area.center, GOLD, max_width=prompt_room(surface, geo, area),
             wraps=True)
    if t.flash is not None:
        hand = geo.seat_area("seat", geo.bottom).rect
        above = geo.px(40) + size - geo.font(22 / geo.ui, 14)  # its bottom stays clear of the cards at any scale
        pill(surface, t.flash[0], size, (hand.centerx, hand.top - above), RED)


def _box(surface: pygame.Surface, t: Controls, width: int, height: int, piles: Sequence[pygame.Rect] = (),
         beside: int = 0) -> pygame.Rect:
    """A dark panel centred over the trick, above the viewer's hand (moved right to ``beside``
    when it would meet one of ``piles``)."""
    geo = t.geo
    hand = geo.seat_area("seat", geo.bottom).rect
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (geo.area("trick").rect.centerx, hand.top - geo.px(70))
    if box.collidelist(list(piles)) >= 0:
        box.left = beside
    box.right = min(box.right, surface.get_width() - geo.px(12))
    surface.blit(panel(box.size, PANEL, geo.px(16)), box)
    note("prompt", box, "", surface)
    return box


def draw_question(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """Stand or beg (give or run): the question, and each answer with its consequence. A large
    text size widens the box up to the window's edge, beside the stock and the proposed card
    (at 200 % it covered the card), wraps the question and keeps every line of the answers."""
    geo, state = t.geo, t.state
    suit = SUIT_GLYPHS.get(state.proposal or "", "")
    elder = t.seat_name(state.elder)
    question = t.words("su.ask.stand_or_beg" if state.phase is Phase.STAND_OR_BEG else "su.ask.give_or_run",
                       suit=suit, name=elder)
    answers = t.answers()
    size, small = geo.font(26, 15), geo.font(20, 13)
    piles = [rect for rect in (geo.area("deck").rect, panels.turned_cards(t)) if rect is not None]
    beside = max(pile.right for pile in piles) + geo.px(10)
    width = max(geo.px(820), min(round(geo.px(820) * geo.ui), surface.get_width() - geo.px(12) - beside))
    cell = (width - geo.px(60)) // 2
    titles = text_lines(question, size, GOLD, True, width - geo.px(40))
    means = [panels.wrap_lines(t.words(f"su.means.{answer}", suit=suit, name=elder), small, cell)
             for answer in answers]
    # The box holds its answers' lines at any text size (at 200 % they spilled below it: play test 26).
    rows, title_height = max((len(lines) for lines in means), default=0), sum(line.get_height() for line in titles)
    height = max(geo.px(215), title_height + geo.px(16 + 10 + 60 + 10 + 16) + rows * round(small * 1.3))
    box = _box(surface, t, width, height, piles, beside)
    y = box.y + geo.px(16)
    for title in titles:
        y = blit(surface, title, midtop=(box.centerx, y)).bottom
    for index, (answer, lines) in enumerate(zip(answers, means)):
        rect = pygame.Rect(box.x + geo.px(20) + index * (cell + geo.px(20)), y + geo.px(10), cell, geo.px(60))
        focused = index == t.focus % len(answers)
        button(surface, t.words(f"su.word.{answer}"), rect, geo.font(26, 15), focused=focused,
               key=str(index + 1), primary=focused)
        drawn.answers.append((answer, rect))
        for row, line in enumerate(lines):
            blit(surface, text(line, small, INK), midtop=(rect.centerx, rect.bottom + geo.px(10) + row * round(small * 1.3)))


def draw_aside_picker(surface: pygame.Surface, t: Controls, drawn: Drawn) -> None:
    """Pick three cards to set aside face down, then confirm: the box grows with the text size
    (beside the piles, wrapping its lines; at 200 % its title shrank to 13 px: play test 26)."""
    geo = t.geo
    size, small, label = geo.font(24, 14), geo.font(20, 13), geo.font(22, 14)
    piles = [geo.area(name).rect for name in ("deck", "turned", "discard") if geo.layout.has(name)]
    beside = max([pile.right + geo.px(10) for pile in piles], default=geo.px(12))
    title = t.words("su.aside.title", suit=SUIT_GLYPHS.get(t.state.trump or "", ""))
    hint = t.words("su.aside.picked", picked=len(t.picked), count=3)
    confirm = f"{t.words('su.aside.confirm')}  [{t.words('key.enter')}]"
    button_size = (max(geo.px(420), text(confirm, label, INK, True).get_width() + geo.px(40) + 12),
                   max(geo.px(56), label + 14))
    needed = max(text(title, size, GOLD, True).get_width(), text(hint, small, MUTED).get_width(), button_size[0])
    width = max(geo.px(720), min(needed + geo.px(40), surface.get_width() - geo.px(12) - beside))
    titles = text_lines(title, size, GOLD, True, width - geo.px(40), size)  # wrapped, never shrunk
    hints = text_lines(hint, small, MUTED, False, width - geo.px(40), small)
    height = max(geo.px(170), sum(line.get_height() for line in titles + hints) + geo.px(14 + 10 + 14 + 14)
                 + button_size[1])
    box = _box(surface, t, width, height, piles, beside)
    y = box.y + geo.px(14)
    for line in titles:
        y = blit(surface, line, midtop=(box.centerx, y)).bottom
    y += geo.px(10)
    for line in hints:
        y = blit(surface, line, midtop=(box.centerx, y)).bottom
    rect = pygame.Rect((0, 0), button_size)
    rect.midbottom = (box.centerx, box.bottom - geo.px(14))
    ready = len(t.picked) == 3
    drawn.buttons["aside"] = button(surface, t.words("su.aside.confirm"), rect, label, focused=ready,
                                    key=t.words("key.enter"), primary=ready)
