"""The hand's magnified card (text size above 100 %, :mod:`oh7_desktop.app.kit.zoom`) behaves
like a tooltip (issue 26): drawn while the pointer rests on a card of the hand, and for a short
while after a key moved the focus; never while nothing moved, so the trick stays in view while
the player chooses.

The local hand now shows every scale itself (its cards sink below the window's edge where the map
leaves no room: :mod:`test_table_full_hand`), so the zoom no longer shows at a real table; these
tests bring back a hand that stops at its room above (as before) to keep the tooltip checked for
what would still be below the scale."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from layout_tour import FRAME, drawn_at, make, until
from oh7_desktop.app import tables
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.zoom import ZOOM_SECONDS
from table_support import key

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def _hand_stopping_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand's cards stop where the map's room above it ends (``hand_cap``), as they did
    before they sank below the window: the zoom stands in for the rest of the scale."""
    monkeypatch.setattr(TableGeometry, "hand_scale", TableGeometry.hand_room_scale)


def _choosing_a_card(table: Any) -> bool:
    """The person may choose one of their cards now (no bid or answer asked first)."""
    picker = getattr(table, "picker", lambda: ())
    return table.acting_seat() is not None and bool(table.choosable()) and not picker()


def _at_a_card_decision(game: str) -> Any:
    """``game``'s table at 200 %, the person choosing a card, nothing moved yet."""
    table = make(game)
    table.services.settings.ui_scale = 200
    until(table, _choosing_a_card, random.Random(1))
    table.update(FRAME)
    return table


def _zooms(table: Any) -> list[str]:
    """The cards the table magnifies in a frame drawn now (their names)."""
    return [box.label for box in drawn_at(table, SIZE, "en")[1] if box.kind == "zoom"]


def _focused(table: Any, game: str) -> CardKey:
    """The card the keyboard is on."""
    if game == "oh7":
        card = table.frame().focused()
        assert card is not None
        return card  # type: ignore[no-any-return]
    cards = table.choosable()
    return cards[table.focus % len(cards)]  # type: ignore[no-any-return]


def _wait(table: Any, seconds: float) -> None:
    """Let ``seconds`` of the table's clock pass (the person still choosing)."""
    acting = table.acting_seat()
    for _ in range(round(seconds / FRAME)):
        table.update(FRAME)
    assert table.acting_seat() == acting and _choosing_a_card(table)


@pytest.mark.parametrize("game", tables.playable())
def test_a_key_move_shows_the_focused_card_magnified_for_a_while_only(game: str) -> None:
    table = _at_a_card_decision(game)
    try:
        assert _zooms(table) == [], "magnified while nothing moved: it covers the trick"
        _wait(table, ZOOM_SECONDS + 0.5)
        assert _zooms(table) == []
        key(table, pygame.K_RIGHT)
        table.update(FRAME)
        assert _zooms(table) == [str(_focused(table, game))]
        _wait(table, ZOOM_SECONDS / 2)
        assert _zooms(table) == [str(_focused(table, game))]
        _wait(table, ZOOM_SECONDS / 2 + 0.1)
        assert _zooms(table) == [], "still magnified after the key's while"
    finally:
        table.exit()


@pytest.mark.parametrize("game", tables.playable())
def test_the_card_under_the_pointer_stays_magnified_while_it_rests_there(game: str) -> None:
    table = _at_a_card_decision(game)
    try:
        drawn_at(table, SIZE, "en")
        cards = list(table.drawn.card_rects if game == "oh7" else table.drawn.cards)
        card, rect = cards[-1]  # the topmost: wholly visible
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        _wait(table, ZOOM_SECONDS + 0.5)
        assert _zooms(table) == [str(card)]
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
        assert _zooms(table) == []
    finally:
        table.exit()
