"""Draws one frame of Red7's table: felt, seats and the winning marker, the canvas and its
rule, cards, the move's targets, buttons, prompt and overlays.

Drawing reads the scene and returns what input can hit (:class:`.controls.Drawn`); it never
changes the game. A hand face down to the viewer is drawn only as backs (the painter's
``face`` is the one place faces are drawn, and tests watch it). The marker and the cards that
count come from the engine's standing of the palettes on the table, or, while a move is being
composed or a target hovered, from the engine's preview of that move.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.cardart import felt
from oh7_desktop.app.faces import red7_faces
from oh7_desktop.app.anim import Motion
from oh7_desktop.app.kit import sheet_chart, table_cards
from oh7_desktop.app.kit.cards import dim_felt
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.zoom import draw_zoom
from oh7_desktop.app.drawn import note
from oh7_desktop.app.theme import shrink_floor
from oh7_desktop.app.kit.ui import GOLD, GREEN, INK, MUTED, PANEL, RED, TURN, blit, button, panel, pill, text, wrap
from oh7_desktop.games.red7 import Standing

from . import sheet
from .controls import Controls, Drawn
from .banner import canvas_caption, draw_banner, target_caption
from .card_words import letters, readable
from .counting import beside_plate, draw_counting_line, plate_left_of, plate_rect, plate_size, plate_words
from .learning import draw_learning_line
from .model import key_of

LIFT = 30
"""Design pixels a picked card rises."""


def draw_table(surface: pygame.Surface, t: Controls) -> Drawn:
    """Draw the whole table for this frame; return what input can hit."""
    drawn = Drawn()
    if t.turns.handoff is not None:
        surface.blit(dim_felt(surface.get_size()), (0, 0))
        sheet.draw_handoff(surface, t, drawn)
        return drawn
    surface.blit(felt(surface.get_size()), (0, 0))
    t.painter.art.faces = red7_faces(letters(t.words))  # the letters the texts name the colours by
    shown = t.previewed()
    standing = shown or t.model.standing()
    draw_centre(surface, t)
    captions = draw_targets(surface, t, drawn)
    drawn.cards = draw_cards(surface, t, standing, captions)
    draw_zoom(surface, t.geo, t.painter, drawn.cards, table_cards.zoomed(t))  # under the messages
    draw_seats(surface, t, standing, shown is not None)
    if t.sheet_open:  # over the middle: the palettes that decided the round stay in view
        sheet_chart.draw_sheet(surface, t, drawn, sheet.draw_sheet)
        return drawn
    draw_buttons(surface, t, drawn, draw_prompt(surface, t, drawn, shown))
    learn = t.learn_frame()
    line = learn.bet_line if learn.bet_line is not None else learn.hint_line
    if t.flash is None and line is not None:  # the hint's line or a bot's reason stands in for the note
        draw_learning_line(surface, t, line)
    return drawn


STAR_FILL, GHOST_FILL = (120, 80, 10, 230), (60, 60, 60, 200)
"""The winning star's fill, and its ghost's while a move is previewed."""


def draw_seats(surface: pygame.Surface, t: Controls, standing: Standing, preview: bool) -> None:
    """Each seat's name plate (the turn in gold), its folded or counting line, its score and
    the winning marker (a ghost of it while a move is previewed): a star pill beside the plate,
    or, where no spot beside it is clear, the star inside the plate, filled as the pill is."""
    geo, model = t.geo, t.model
    moving = {model.turn} if not t.director.busy and model.turn is not None else set()
    thinking = t.turns.thinking()
    size, small = geo.font(24, 14), geo.font(20, 13)
    caption = canvas_caption(t)  # the viewer's counting line steps aside for it where it can
    counts = [draw_counting_line(surface, t, seat, standing, caption if seat == t.acting_seat() else None)
              for seat in range(t.players)]
    leader = standing.leader if standing.leader is not None and (preview or not model.folded[standing.leader]) \
        else None
    words = "★ " + t.words("red7.would_win" if preview else "red7.winning")
    mark = text(words, small, GOLD if not preview else INK, True)
    fill = STAR_FILL if not preview else GHOST_FILL
    # the star after every counting line: clear of them all; at 125-200 % with three or four seats
    # no spot beside a top seat's plate was clear of its palette late in a round
    box = None if leader is None else beside_plate(
        t, leader, plate_rect(t, leader, surface.get_rect()), mark.get_rect().inflate(geo.px(20), geo.px(8)),
        surface, [c for c in counts if c is not None])
    for seat in range(t.players):
        starred = seat == leader and box is None
        label, name = geo.seat_area("label_seat", seat).rect, plate_words(t, seat, thinking, starred)
        left_of = plate_left_of(t, seat)  # the person's grows away from the hand
        pill(surface, name, plate_size(t, seat, name, size, surface.get_rect(), left_of), label.center,
             GOLD if seat in moving else INK, fill=fill if starred else PANEL,
             edge=TURN if seat in moving or starred else None, left_of=left_of)
    if box is not None:
        surface.blit(panel(box.size, fill, box.height // 2, (*GOLD, 255), 2), box)
        blit(surface, mark, center=box.center)
        note("pill", box, words, surface)


def draw_centre(surface: pygame.Surface, t: Controls) -> None:
    """The rule's name and text beside the canvas, the deck's size, the round, the note."""
    geo = t.geo
    _rule_panel(surface, t)
    note, learn = t.director.note, t.learn_frame()
    if t.sheet_open:  # the sheet says how the round ended; the note's strip would peek above it
        return
    if t.flash is not None:
        # A refusal or "Fold again to leave the round" stands in for the note: by the hand it
        # covered the palette's caption ("To your palette") while a card was picked.
        draw_banner(surface, t, t.flash[0], geo.font(22, 14), RED)
    elif note is not None and not (learn.hint_line or learn.bet_line):
        fields = {k: (t.seat_name(v) if k in ("seat", "leader") and isinstance(v, int) else
                      t.words(f"red7.rule.{v}") if k == "rule" else
                      readable(str(v), t.words) if k == "card" else v) for k, v in note[1].items()}
        draw_banner(surface, t, t.words(note[0], **fields), geo.font(24, 14), GOLD)


RULE_SHARES = (1.0, 0.9, 0.8, 0.7, 0.6)
"""The shares of its size the rule's name and text may take to fit the rule box (0.6 of 200 %
is still above the 100 % size)."""


def _rule_panel(surface: pygame.Surface, t: Controls) -> None:
    """The rule's name and text inside the rule box, wrapped, at the largest share of their size
    the box holds (a large text scale in a small window); the round and the deck's size beside
    the deck, at their size (in the box at 200 % "Deck: 25 cards" ran across its border)."""
    geo, model = t.geo, t.model
    area = geo.area("rule").rect
    surface.blit(panel(area.size, PANEL, geo.px(16)), area)
    note("panel", area, "rule", surface)  # its lines stay inside (test_table_text_floor)
    width, sizes = area.width - geo.px(24), (geo.font(26, 15), geo.font(30, 16))
    name = t.words("red7.rule_is", rule=t.words(f"red7.rule.{model.rule}"))
    for share in RULE_SHARES:
        title, body = (max(11, round(size * share)) for size in sizes)
        rows = [(line, title, GOLD) for line in wrap(name, title, width, bold=True)]
        rows += [(line, body, INK) for line in wrap(t.words(f"red7.rule_text.{model.rule}"), body, width, bold=True)]
        tall = sum(text(line, size, colour, True).get_height() for line, size, colour in rows) + geo.px(8) + \
            geo.px(3) * (len(rows) - 2)
        if tall + geo.px(20) <= area.height:
            break
    y = area.y + (area.height - tall) // 2
    for index, (line, size, colour) in enumerate(rows):
        if index:
            y += geo.px(8) if colour != rows[index - 1][2] else geo.px(3)
        y = blit(surface, text(line, size, colour, True, width), topleft=(area.x + geo.px(14), y)).bottom
    _deck_details(surface, t)


def _deck_details(surface: pygame.Surface, t: Controls) -> None:
    """The deck's size (and the round with the target, advanced rules) right of the deck, each
    wrapped to the room left before the window's edge, the block centred on the deck."""
    geo, model = t.geo, t.model
    details = [t.words("red7.deck", count=len(model.deck))]
    if model.round_number and t.state.rules.advanced:
        details.insert(0, t.words("red7.round", round=model.round_number, target=t.state.rules.target))
    deck, size = geo.area("deck").rect, geo.font(20, 13)
    left = deck.right + geo.px(14)
    width = surface.get_width() - geo.px(12) - left
    lines = [line for detail in details for line in wrap(detail, size, width)]
    y = deck.centery - sum(text(line, size, MUTED).get_height() for line in lines) // 2
    for line in lines:
        y = blit(surface, text(line, size, MUTED, False, width), topleft=(left, y)).bottom


def draw_targets(surface: pygame.Surface, t: Controls, drawn: Drawn) -> list[pygame.Rect]:
    """With a card picked, the palette and the canvas outlined: gold where it may go, red
    and captioned "✗ Not to …" (with the reason under the prompt) where it may not; returns
    where their captions went."""
    seat = t.acting_seat()
    if t.selected is None or t.options or seat is None:
        return []
    geo, spots = t.geo, []
    places = {"palette": geo.seat_area("palette_seat", seat).rect.inflate(geo.px(16), geo.px(12)),
              "canvas": geo.area("canvas").rect.inflate(geo.px(12), geo.px(12))}
    for name, rect in places.items():
        allowed = t.target_reason(name) is None
        hovered = t.hover_target == name
        fill = (240, 192, 64, 60 if hovered else 28) if allowed else (120, 40, 30, 40)
        edge = (*GOLD, 255) if allowed else (*RED, 200)
        surface.blit(panel(rect.size, fill, geo.px(14), edge, 3 if hovered else 2), rect)
        note("outline", rect, name, surface)  # its edge may cross no line drawn before it
        # in words too, not in the caption's pink alone (colour-blind, high contrast: play test 26)
        caption, spot = target_caption(t, name, rect)  # clear of the cards (150-200 %)
        spots.append(pill(surface, caption, geo.font(18, 13), spot.center, GOLD if allowed else RED,
                          max_width=spot.width, wraps=True))
        drawn.targets[name] = rect
    return spots


def _counting_keys(standing: Standing) -> set[CardKey]:
    return {key_of(card) for cards in standing.counting for card in cards}


def draw_cards(surface: pygame.Surface, t: Controls, standing: Standing,
               captions: list[pygame.Rect]) -> list[tuple[CardKey, pygame.Rect]]:
    """Every card, lowest first: the viewer's usable cards lift when picked (never into the
    targets' ``captions`` right above the hand), dim when they can go nowhere; palette cards
    that count glow. Returns where the viewer's cards were drawn."""
    counting = _counting_keys(standing)
    lift_px = t.geo.px(LIFT)
    planned = {k for k in (t.plan.palette, t.plan.canvas) if k is not None}

    def look(key: CardKey, motion: Motion, choosable: bool) -> tuple[str, float, bool]:
        if choosable:
            if t.card_reason(key) is not None:  # the keys' pick shows on it too (dimmed)
                return ("dimmed-focus" if key == t.selected else "dimmed"), 0.0, False
            if key == t.selected or key == t.hover:
                return "selected", lift_px if key == t.selected else lift_px / 3, False
            return "normal", 0.0, False
        if key in counting and motion.current().face_up and motion.done and not t.director.busy \
                and t.model.round_winner is None:  # once won, the counting cards went to the score pile
            return "normal", 0.0, True
        return ("selected" if key in planned else "normal"), 0.0, False
    row = t.geo.hand_row_rect()
    over = [spot.bottom for spot in captions if spot.right > row.left and spot.left < row.right]
    return table_cards.draw_cards(surface, t, look, ceiling=max(over) + t.geo.px(4) if over else None)


def draw_prompt(surface: pygame.Surface, t: Controls, drawn: Drawn, shown: Standing | None) -> int:
    """What the viewer should do now, whether the move previewed would be winning, and the
    action rule's options (the last refusal is over the note, see :func:`draw_centre`); returns
    the bottom of what it drew (the keys line goes under it)."""
    geo = t.geo
    area = geo.area("prompt").rect
    seat = t.acting_seat()
    if t.options:
        sheet.draw_options(surface, t, drawn)
        return area.bottom
    if seat is None:
        return area.top
    area = prompt_column(t, seat)
    choices = t.choices()
    key = "red7.prompt.fold_empty" if choices is not None and not choices.moves and not t.choosable() else \
        "red7.prompt.fold" if choices is not None and not choices.moves else \
        "red7.prompt.after_draw" if choices is not None and choices.after_draw else \
        "red7.prompt.canvas" if t.plan.palette is not None else \
        "red7.prompt.palette" if t.plan.canvas is not None else "red7.prompt.move"
    chosen = ", ".join(sheet.effect_text(t, effect) for effect in t.chain) if t.chain else ""
    verdict = None if shown is None else shown.leader == seat
    rows = _prompt_rows(t, t.words(key), chosen, verdict, area.width, buttons_top(t) - geo.px(8) - area.top)
    y = area.top
    for index, (line, size, colour) in enumerate(rows):
        y = blit(surface, text(line, size, colour, colour != INK, area.width),
                 midtop=(area.centerx, y + (_leading(size) if index else 0))).bottom
    return max(y, area.bottom) if verdict is None else y


def _leading(size: int) -> int:
    """The room left above each of the prompt's lines: a line's picture is as tall as its ink, and
    lines laid edge to edge met ("tableau" on "Vous seriez en tête", French at 200 %)."""
    return max(1, round(size * 0.15))


def prompt_column(t: Controls, seat: int) -> pygame.Rect:
    """The prompt's area, its left edge kept right of the palette's target outline (the palette's
    area grows with the cards at a large text size, its outline reaching under the prompt's first
    line once the prompt keeps its size)."""
    geo, area = t.geo, t.geo.area("prompt").rect
    outline = geo.seat_area("palette_seat", seat).rect.inflate(geo.px(16), geo.px(12))
    left = max(area.left, outline.right + geo.px(8)) if outline.bottom > area.top else area.left
    return pygame.Rect(left, area.top, area.right - left, area.height)


def _prompt_rows(t: Controls, prompt: str, chosen: str, verdict: bool | None, width: int,
                 room: int) -> list[tuple[str, int, tuple[int, int, int]]]:
    """The prompt's lines (then the action chosen, then whether the move previewed would be
    winning) at the text size, wrapped to the prompt's width and as many lines as need be below
    it, above the buttons (at 200 % two lines held it, shrinking it to 100 %'s size); smaller,
    to the shrink floor at most, only while they are taller than ``room``."""
    geo = t.geo
    asked = geo.font(22, 14)
    size = asked
    while True:
        rows = [(line, size, GOLD) for line in wrap(prompt, size, width, bold=True)]
        rows += [(line, size, INK) for line in (wrap(chosen, size, width) if chosen else [])]
        if verdict is not None:  # wrapped too: at 200 % "You would not be winning" is wider than the column
            said = t.words("red7.you_would_win" if verdict else "red7.you_would_not_win")
            rows += [(line, size, GREEN if verdict else RED) for line in wrap(said, size, width, bold=True)]
        tall = sum(text(line, size, colour, colour != INK).get_height() + _leading(size)
                   for line, size, colour in rows) - _leading(size)
        if tall <= room or size <= shrink_floor(asked):
            return rows
        size -= 1


def _button_rows(t: Controls) -> list[tuple[str, str, str, bool]]:
    """The column's buttons now: (name, label, key, primary)."""
    learn = t.learn_frame()
    rows: list[tuple[str, str, str, bool]] = [(name, label, key, False) for name, label, key in (
        ("hint", learn.hint_button, "H"), ("undo", learn.undo_button, "U")) if label is not None]
    if t.acting_seat() is not None and not t.options:
        rows.append(("end", t.words("red7.end_turn"), t.words("key.enter"), t.can_end_turn()))
        if not t.plan.empty:
            rows.append(("back", t.words("red7.take_back"), "⌫", False))
        rows.append(("fold", t.words("red7.fold"), "F", False))
    if t.state.rules.advanced:
        rows.append(("sheet", t.words("red7.scores"), "S", False))
    return rows


def buttons_top(t: Controls) -> int:
    """The top of the column of buttons (they stand on the column's bottom)."""
    return t.geo.area("buttons").rect.bottom - len(_button_rows(t)) * (t.geo.px(56) + t.geo.px(12))


def draw_buttons(surface: pygame.Surface, t: Controls, drawn: Drawn, above: int) -> None:
    """The column of buttons: hint, undo, end the turn, take back, fold, scores; the keys line
    above them, below ``above`` (the prompt's bottom)."""
    geo = t.geo
    rect = geo.area("buttons").rect
    size, height, gap = geo.font(22, 14), geo.px(56), geo.px(12)
    y = buttons_top(t)
    if t.acting_seat() is not None and not t.options:
        _draw_keys(surface, t, rect, y, above)
    for name, label, hint, primary in _button_rows(t):
        # a key's name that would shrink the label past the floor (200 %: "Finir le tour  [Entrée]")
        # is left to F1's list: the label keeps its size
        fits = text(f"{label}  [{hint}]", shrink_floor(size), INK, True).get_width() <= rect.width - 12
        drawn.buttons[name] = button(surface, label, pygame.Rect(rect.x, y, rect.width, height), size,
                                     key=hint if fits else None, primary=primary)
        y += height + gap


KEYS_SEPARATOR = " · "
"""What parts the keys line's items ("← → card · ↑ palette")."""


def whole_items(content: str, size: int, width: int) -> list[str]:
    """``content``'s items ("key action · key action") in lines no wider than ``width``, broken
    only between items (from an item too wide alone on, the items are left to F1's list)."""
    face, lines = fonts.font(size), list[str]()
    for item in content.split(KEYS_SEPARATOR):
        joined = f"{lines[-1]}{KEYS_SEPARATOR}{item}" if lines else item
        if lines and face.get_rect(joined).width <= width:
            lines[-1] = joined
        elif face.get_rect(item).width <= width:
            lines.append(item)
        else:
            break
    return lines


def _draw_keys(surface: pygame.Surface, t: Controls, column: pygame.Rect, bottom: int, above: int) -> None:
    """The keys line above the buttons, under the prompt: each "key action" whole on its line
    (at 200 % a key ended one line and its action began the next); smaller down to its shrink
    floor, then the last items are left out (F1 lists every key)."""
    geo = t.geo
    asked = geo.font(18, 12)
    room, content = bottom - geo.px(8) - above, t.words("red7.keys")
    small = asked
    lines = whole_items(content, small, column.width)
    while len(lines) * round(small * 1.3) > room and small > shrink_floor(asked):
        small -= 1
        lines = whole_items(content, small, column.width)
    lines = lines[:max(0, room // round(small * 1.3))]
    for index, line in enumerate(lines):
        blit(surface, text(line, small, MUTED, False, column.width),
             midbottom=(column.centerx, bottom - geo.px(8) - (len(lines) - 1 - index) * round(small * 1.3)))
