"""The focused card of a hand rises clear of its row (issue 26, keyboard focus at any size).

Before, the card the keys (or the pointer) focused rose a little and was drawn in its place in the
row, its right-hand neighbours (their faces, a court card's frame) drawn across its face; where the
hand sank below the window (a large card scale) it rose whole and was drawn again on top, over its
right-hand neighbours' corner indices. Now it rises until its bottom clears the row's corner
indices and is drawn on top: nothing covers its face, every other card's index stays as drawn.
Read back from the pixels of a rendered table, in every game (Oh Hell's 15-card hand too), at
100 and 200 %.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from layout_tour import FRAME, make
from oh7_desktop.app import tables
from oh7_desktop.app.kit.kinds import CardKey
from test_table_full_hand import _hand, _name, to_a_card_choice

Drawn = dict[CardKey, tuple[pygame.Rect, str]]
CASES = [(game, 0) for game in tables.playable() if game != "oh-hell"] + [("oh-hell", 3)]
"""Each game's usual table (Oh Hell's first hand holds one card: at 3 seats, its longest hand, 15)."""


def _table(game: str, players: int) -> Any:
    """``game``'s table at the person's choice of a card (``players`` seats: Oh Hell's hands going
    down from 15 cards, else the tour's usual table)."""
    if not players:
        table = make(game)
    else:
        entry = tables.get(game)
        services = make(game, players=players)
        services.exit()
        assert entry.command_line is not None
        setup = entry.command_line(players, ["human"] + ["easy"] * (players - 1), {"sequence": "down"}, False, 3)
        table = entry.make_table(services.services, setup, False)
    to_a_card_choice(table, seed=2)
    return table


def _differs(screen: pygame.Surface, at: pygame.Rect, picture: pygame.Surface, part: pygame.Rect) -> int:
    """The largest difference of a colour channel between ``part`` of ``picture`` and the screen
    where that part was drawn (the picture's top-left at ``at``)."""
    shown = screen.subsurface(part.move(at.topleft).clip(screen.get_rect()))
    expected = pygame.Surface(shown.get_size())
    expected.blit(picture, (0, 0), pygame.Rect(part.topleft, shown.get_size()))
    return max(abs(a - b) for a, b in zip(pygame.image.tobytes(shown, "RGB"), pygame.image.tobytes(expected, "RGB")))


def _focus_in_the_middle(table: Any, screen: pygame.Surface, seen: Drawn) -> CardKey:
    """Move the keyboard's focus (→) to a card with a right-hand neighbour that may be played
    (drawn ``selected``); the focused card, its lift faded in."""
    for _ in range(2 * len(table.model.hands[table.viewer])):
        for _ in range(20):  # Oh 7 ?'s lift fades in
            table.update(FRAME)
        table.draw(screen)
        row = [key for key, _ in _hand(table)]
        focused = [key for key in row[:-1] if seen[key][1] == "selected"]
        if focused:
            return focused[0]
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    raise AssertionError("no card with a right-hand neighbour was focused")


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n or 'usual'}" for g, n in CASES])
def test_a_focused_card_hides_no_index_and_nothing_covers_it(game: str, players: int, monkeypatch: Any) -> None:
    table = _table(game, players)
    seen: Drawn = {}
    draw = table.painter.draw

    def watched(surface: pygame.Surface, key: CardKey, motion: Any, lift: float = 0.0, state: str = "normal",
                **kwargs: Any) -> pygame.Rect:
        rect = pygame.Rect(draw(surface, key, motion, lift, state, **kwargs))
        seen[key] = (pygame.Rect(rect), state)  # the last time each card was drawn
        return rect

    monkeypatch.setattr(table.painter, "draw", watched)
    try:
        for scale in (100, 200):
            table.services.settings.ui_scale = scale
            screen = pygame.Surface((1280, 720))
            table.draw(screen)
            focused = _focus_in_the_middle(table, screen, seen)
            row = _hand(table)
            assert len(row) >= (15 if players == 3 else 2), len(row)
            rect, state = seen[focused]
            face = table.painter.art.face(_name(table, focused), rect.width, state)
            inner = pygame.Rect(0, 0, rect.width, rect.height).inflate(-rect.width // 8, -rect.width // 8)
            # drawn twice (in the row, then on top), its faintly see-through paper differs by a unit
            assert _differs(screen, rect, face, inner) <= 6, (scale, focused, "something is drawn over it")
            for index, (key, resting) in enumerate(row):
                if key == focused:
                    continue
                at, shade = seen[key]
                corner = table.painter.art.index_corner(_name(table, key), at.width)
                if index + 1 < len(row):  # what the next card leaves of it (test_table_full_hand: all of it)
                    corner = corner.clip(pygame.Rect(0, 0, row[index + 1][1].left - resting.left, at.height))
                picture = table.painter.art.face(_name(table, key), at.width, shade)
                assert _differs(screen, at, picture, corner) <= 20, (scale, key, "its index is covered")
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


@pytest.mark.parametrize("game", [game for game in tables.playable() if game != "oh7"])
def test_the_pointer_on_a_cards_strip_stays_on_it_once_it_rose(game: str) -> None:
    """The card pointed at rises clear of the row: the pointer, still on the strip where it rested,
    keeps it (it does not fall to the card beside it, which would rise in turn)."""
    table = _table(game, 3 if game == "oh-hell" else 0)
    screen = pygame.Surface((1280, 720))
    try:
        table.draw(screen)
        row = _hand(table)
        for (key, rect), (_, after) in zip(row, row[1:]):
            point = ((rect.left + after.left) // 2, rect.top + rect.height // 3)
            for _ in range(2):  # pointed at, then drawn risen and pointed at again
                table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
                table.draw(screen)
                assert table.hover == key, (key, table.hover)
    finally:
        table.exit()
