"""The local hand's cards are drawn at the card scale chosen (issue 26 item 2), in every game and
map at every window size: where the grown hand is taller than its room, its cards sink below the
window's bottom edge (the letterbox band too), as card apps' hands do, keeping the top half of
every card (its corner index with it) in the window; nothing else of the table sinks, and the
hand stays below the areas above it and off the name plate, the buttons and the prompt.

Before, the hand's cards stopped where they would reach the area above (Oh 7 ? and Oh Hell
x1.41, Seven Up x1.14, Red7 x1.00 at 200 %) and a magnified copy of the pointed card stood in.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from layout_tour import FRAME, SIZES, drawn_at, make, settle, until
from oh7_desktop.app import drawn, tables
from oh7_desktop.app.kit.geometry import HAND_HEADROOM, TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.layout import load_layout
from table_support import click
from test_window_sizes import SIZES as BETWEEN

MAPS = [("oh7", n) for n in range(2, 7)] + [("oh-hell", 7)] + [("red7", n) for n in (2, 3, 4)] + [("seven-up", 2)]
"""Every map of the four games (Oh Hell's 3..6 seats use Oh 7 ?'s shared maps)."""
WINDOWS = SIZES + BETWEEN
"""The layout tour's window sizes and those between and beyond them."""
TABLES = [(game, players) for game, counts in {"oh7": (2, 4, 6), "oh-hell": (3, 5, 7), "seven-up": (2,),
                                               "red7": (2, 4)}.items() for players in counts]
"""Tables drawn in a real position: every map family, the fewest and most seats."""


@pytest.mark.parametrize("scale", (150, 200))
@pytest.mark.parametrize(("game", "players"), MAPS)
def test_the_hand_holds_cards_at_the_scale_chosen_and_only_the_hand_sinks(game: str, players: int,
                                                                          scale: int) -> None:
    layout = load_layout(players, game)
    for size in WINDOWS:
        geo = TableGeometry(players, size, 0, layout)
        geo.set_ui_scale(scale)
        hand = geo.area("seat0")
        assert abs(hand.card - layout.card_width(size, "seat0") * scale / 100) <= 1, size
        top = hand.rect.centery - round(hand.card * 0.7)
        assert top + round(hand.card * 0.7) <= size[1], (size, "less than half of a card in the window")
        normal = layout.rect("seat0", size)
        margin = normal.bottom - normal.centery - round(layout.card_width(size, "seat0") * 0.7)
        for name in layout.names():  # the room above the hand is kept (the lift, the line above)
            other = layout.rect(name, size)
            if name != "seat0" and other.bottom <= normal.centery \
                    and other.left < hand.rect.right and other.right > hand.rect.left:
                room = other.bottom + geo.px(HAND_HEADROOM) - margin  # or the map's own, if less (Red7)
                assert top >= min(room, normal.centery - round(layout.card_width(size, "seat0") * 0.7)) - 2, \
                    (size, name, top, other)
            if name != "seat0":
                assert pygame.Rect((0, 0), size).contains(geo.area(name).rect), (size, name, "sunk")


def to_a_card_choice(table: Any, seed: int = 1, picker_closed: bool = True) -> None:
    """Play ``table`` on (by seed) to the person's choice of a card (``picker_closed``: with no
    picker open, Seven Up's set-aside), its animations finished."""
    settle(table)
    until(table, lambda t: t.acting_seat() is not None and bool(t.choosable())
          and not (picker_closed and getattr(t, "picker", lambda: ())()), random.Random(seed))
    table.animator.finish()


def _hand(table: Any) -> list[tuple[CardKey, pygame.Rect]]:
    """The viewer's hand where its cards rest, left to right."""
    if table.setup.game == "oh7":
        from oh7_desktop.app.tables.oh7.geometry import Targets

        placed = Targets(table.geo, table.viewer, table.model.hand_shown, table.reveal_all()).compute(table.model)
    else:
        placed = dict(table.targets())
    rects = []
    for key in table.model.hands[table.viewer]:
        spot = placed[key]
        rect = pygame.Rect(0, 0, round(spot.width), round(spot.width * 1.4))
        rect.center = (round(spot.x), round(spot.y))
        rects.append((key, rect))
    return sorted(rects, key=lambda item: item[1].left)


def _name(table: Any, key: CardKey) -> str:
    """The card's text in its pack (what its art draws)."""
    return str(table.painter.name_of(key))


@pytest.mark.parametrize(("game", "players"), TABLES, ids=[f"{g}-{n}" for g, n in TABLES])
def test_every_card_of_the_hand_keeps_its_top_half_and_index_in_the_window_clear_of_the_rest(
        game: str, players: int) -> None:
    table = make(game, players=players)
    try:
        to_a_card_choice(table, seed=2, picker_closed=False)
        normal = {}
        for size in WINDOWS:
            drawn_at(table, size, "en")
            normal[size] = _hand(table)[0][1].width
        for scale in (150, 200):
            table.services.settings.ui_scale = scale
            for size in WINDOWS:
                _, boxes = drawn_at(table, size, "en")
                row = [key for key, _ in _hand(table)]  # a long hand shrinks (test_long_hand)
                longest = table.geo.hand_width(len(row), any(table.geo.wide_index(key) for key in row[:-1]))
                assert _clear_hand(table, boxes, size, min(normal[size] * scale / 100, longest)) == [], (scale, size)
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


def _clear_hand(table: Any, boxes: list[drawn.Box], size: tuple[int, int], width: float) -> list[str]:
    """What is wrong with the viewer's resting hand drawn at ``size``: a card not ``width`` wide,
    less than its top half or its corner index in the window, its index under the next card, a
    name plate, button or prompt over it."""
    wrong = []
    others = [b for b in boxes if b.kind in drawn.BOXES and b.kind != "card"]
    cards = _hand(table)
    for index, (key, rect) in enumerate(cards):
        corner = table.painter.art.index_corner(_name(table, key), rect.width).move(rect.topleft)
        if abs(rect.width - width) > 1:
            wrong.append(f"{key}: {rect.width} px wide, not {width:.0f}")
        if rect.top + rect.height // 2 > size[1] or corner.bottom > size[1]:
            wrong.append(f"{key}: {rect} keeps less than its top half or its index in the window")
        if index + 1 < len(cards) and cards[index + 1][1].left < corner.right - 1:
            wrong.append(f"{key}: its index is under the next card")
        wrong += [f"{key}: under {b.kind} {b.label!r}" for b in others if b.rect.colliderect(rect.inflate(-2, -2))]
    return wrong


@pytest.mark.parametrize("game", tables.playable())
def test_a_click_on_a_sunk_cards_visible_part_points_at_and_chooses_that_card(game: str) -> None:
    table = make(game)
    screen = pygame.Surface((1280, 720))
    try:
        table.services.settings.ui_scale = 200
        to_a_card_choice(table)
        table.draw(screen)
        cards = _hand(table)  # where they rest (the row opens around a focused card: test_lifted_card)
        sunk = [(key, rect) for key, rect in cards
                if rect.bottom > 720 and key in table.choosable() and table.card_reason(key) is None]
        assert sunk, "no card of the hand is sunk below the window at 200 %"
        key, rect = sunk[0]
        above = [r for k, r in cards if k != key and r.colliderect(rect) and r.left > rect.left]
        right = min([r.left for r in above] + [rect.right])
        point = ((rect.left + right) // 2, 716)  # the card's visible strip, at the window's bottom edge
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        assert (table.selection.hover if game == "oh7" else table.hover) == key, (key, point)
        click(table, point)
        for _ in range(30):
            table.update(FRAME)
        assert getattr(table, "selected", None) == key or key not in table.model.hands[table.viewer], key
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


def test_a_runs_extras_keep_their_size_and_place_above_the_sinking_hand() -> None:
    from oh7_desktop.app.tables.seven_up.geometry import Geometry, Targets
    from oh7_desktop.app.tables.seven_up.model import SevenUpModel

    model = SevenUpModel.empty()
    model.hands, model.extras = [model.deck[:6], model.deck[6:12]], [model.deck[12:15], model.deck[15:18]]
    model.deck = model.deck[18:]
    geo = Geometry((1280, 720))
    geo.set_ui_scale(200)
    placed = Targets(geo, 0).compute(model)
    hand, room = geo.area("seat0"), round(geo.layout.card_width((1280, 720), "seat0") * geo.hand_room_scale())
    assert room < hand.card  # the hand's cards sink: larger than its room
    top = hand.rect.centery - hand.card * 0.7
    for key in model.extras[0]:  # as before the hand sank: the room's size, just above the hand's cards
        assert placed[key].width == room and placed[key].y == pytest.approx(top - room * 0.4, abs=1)
        assert round(placed[key].width) in geo.card_widths()
