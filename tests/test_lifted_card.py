"""A lifted card of a hand sunk below the window rises whole (issue 26 item 2, "any size").

At a large card scale the local hand's cards sink below the window's bottom edge
(:mod:`test_table_full_hand`); the card under the pointer (or the keyboard's focus) rose by the
table's small lift only, most of it still out of the window, the prompt and the name plate over
its room. Now it rises until its bottom is on the window's edge and is drawn again over its
neighbours and the lines above the hand, which stay where they are; not while a refusal's red line
shows right above the hand (Oh Hell, Seven Up; Red7's by the note).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from layout_tour import FRAME, make
from oh7_desktop.app import tables
from oh7_desktop.app.kit.kinds import CardKey
from test_table_full_hand import _hand, _name, to_a_card_choice

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _point_at_a_sunk_card(table: Any, size: tuple[int, int]) -> CardKey | None:
    """Point at the visible strip of the first sunk card the person may play (None: none sinks)."""
    cards = _hand(table)
    for index, (key, rect) in enumerate(cards):
        if rect.bottom > size[1] and key in table.choosable() and table.card_reason(key) is None:
            right = cards[index + 1][1].left if index + 1 < len(cards) else rect.right
            point = ((rect.left + right) // 2, size[1] - 4)
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
            return key
    return None


@pytest.mark.parametrize("game", tables.playable())
def test_a_lifted_sunk_card_rises_whole_over_the_lines_above_the_hand(game: str, monkeypatch: Any) -> None:
    table = make(game)
    drawn: dict[CardKey, pygame.Rect] = {}
    draw = table.painter.draw

    def watched(surface: pygame.Surface, key: CardKey, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn[key] = rect = draw(surface, key, *args, **kwargs)  # the last time each card was drawn
        return pygame.Rect(rect)

    try:
        to_a_card_choice(table)
        monkeypatch.setattr(table.painter, "draw", watched)
        sunk = 0
        for scale in (150, 200):
            table.services.settings.ui_scale = scale
            for size in SIZES:
                screen = pygame.Surface(size)
                table.draw(screen)
                key = _point_at_a_sunk_card(table, size)
                if key is None:
                    continue
                sunk += 1
                for _ in range(20):  # Oh 7 ?'s lift fades in
                    table.update(FRAME)
                table.draw(screen)
                rect = drawn[key]
                assert screen.get_rect().contains(rect), (scale, size, key, rect)
                face = table.painter.art.face(_name(table, key), rect.width, "selected")
                inner = pygame.Rect(0, 0, rect.width, rect.height).inflate(-rect.width // 5, -rect.width // 5)
                shown = screen.subsurface(inner.move(rect.topleft))
                expected = pygame.Surface(inner.size)
                expected.blit(face, (0, 0), inner)
                # drawn twice (in the hand, then on top), its faintly see-through paper differs by a unit
                off = max(abs(a - b) for a, b in zip(pygame.image.tobytes(shown, "RGB"),
                                                     pygame.image.tobytes(expected, "RGB")))
                assert off <= 6, (scale, size, key, "something is drawn over the lifted card")
        assert sunk >= 3, "no card of the hand sinks below the window"
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


@pytest.mark.parametrize("game", [game for game in tables.playable() if game != "oh7"])
def test_a_refusals_line_above_the_hand_stays_over_the_lifted_card(game: str) -> None:
    table = make(game)
    screen = pygame.Surface((1280, 720))
    try:
        table.services.settings.ui_scale = 200
        to_a_card_choice(table)
        table.draw(screen)
        key = _point_at_a_sunk_card(table, (1280, 720))
        table.draw(screen)
        assert [k for k, *_ in table.painter.on_top] == [key], "the lifted card did not rise whole"
        table.say("a refusal")  # its red line stands right above the hand: the card stays low
        table.draw(screen)
        assert table.painter.on_top == []
    finally:
        table.services.settings.ui_scale = 100
        table.exit()
