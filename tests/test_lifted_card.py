"""The person's row of cards opens around the focused card (issue 26: 75-200 % without overlaps,
keyboard only with a visible focus).

At a large card scale the focused card of a hand sunk below the window rose whole and was drawn
on top of everything: in a 4-seat French Red7 game at 1280x720, 200 %, it covered the counting
pill, the palette's first card and "Vers votre palette", and the layout check did not see it (the
lifted card was not recorded where it was drawn). Now its neighbours slide apart until the next
card no longer covers it, it lifts a little (never into the line right above the hand), the
layout check records it where it is drawn, and the pointer finds the card where it is drawn.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from layout_tour import FRAME, drawn_at, each_decision, make, problems, until
from oh7_desktop.app import anim, drawn, tables
from oh7_desktop.app.kit.kinds import CardKey
from test_table_full_hand import _hand, to_a_card_choice

SIZES = [(1024, 640), (1280, 720)]


def _focus(table: Any, index: int) -> CardKey:
    """Put the keyboard on the person's card ``index`` (the pointer off the cards); its key."""
    key: CardKey = table.choosable()[index]
    if table.setup.game == "oh7":
        table.selection.hover, table.selection.focus = None, index
    elif table.setup.game == "red7":
        table.selected, table.focus, table.hover = key, index, None
    else:
        table.focus, table.hover = index, None
    return key


def _cards(table: Any) -> list[tuple[CardKey, pygame.Rect]]:
    """The person's cards where the last frame drew them, lowest first."""
    return list(table.drawn.card_rects if table.setup.game == "oh7" else table.drawn.cards)


def _to_a_row(table: Any) -> None:
    """Play on to a choice of a card among four or more, two of them playable (Oh Hell's
    first deal gives one card each)."""
    to_a_card_choice(table)
    until(table, lambda t: t.acting_seat() is not None and len(t.choosable()) >= 4 and len(_playable(t)) >= 2
          and not getattr(t, "picker", lambda: ())(), random.Random(1))
    table.animator.finish()


def _playable(table: Any) -> list[int]:
    """The first, a middle and the last of the person's cards that may be played now."""
    keys = table.choosable()
    usable = [i for i, key in enumerate(keys) if table.card_reason(key) is None]
    return sorted({usable[0], usable[len(usable) // 2], usable[-1]}) if usable else []


def _shown(cards: list[tuple[CardKey, pygame.Rect]], key: CardKey) -> int:
    """How much of ``key``'s card shows beside the next one of its row (its whole width: the last)."""
    rect = dict(cards)[key]
    row = sorted(box.left for _, box in cards if box.width == rect.width and box.left > rect.left
                 and abs(box.centery - rect.centery) <= rect.height // 4)
    return min(row[0], rect.right) - rect.left if row else rect.width


@pytest.mark.parametrize("game", tables.playable())
def test_the_row_opens_around_the_focused_card_and_the_pointer_finds_it_there(game: str) -> None:
    """The focused card shows no less of itself than at rest, and in most views most of what the
    next card covered (all of it where the hand has room), every card still shows its corner
    index, and the pointer finds the focused card where it is."""
    table = make(game)
    try:
        _to_a_row(table)
        seen = covered = opened = 0
        for scale in (100, 200):
            table.services.settings.ui_scale = scale
            for size in SIZES:
                screen = pygame.Surface(size)
                for index in _playable(table):
                    key = _focus(table, index)
                    table.draw(screen)
                    for _ in range(12):  # the row opens over a short while
                        table.update(FRAME)
                        table.draw(screen)
                    cards, rest = _cards(table), _hand(table)
                    rect = dict(cards)[key]
                    assert _shown(cards, key) >= _shown(rest, key), (scale, size, key, "covered more than at rest")
                    if _shown(rest, key) < rect.width - 2:
                        covered += 1  # the next card covered part of it: most of that part shows now
                        opened += _shown(cards, key) >= (rect.width + _shown(rest, key)) / 2
                    reach = round(table.geo.narrow_reach * rect.width) - 2
                    hidden = [k for k, box in cards if box.width == rect.width and _shown(cards, k) < reach]
                    assert hidden == [], (scale, size, key, "indices hidden", hidden)
                    point = (rect.left + _shown(cards, key) // 2, min(rect.bottom, size[1]) - 6)
                    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
                    hovered = table.selection.hover if game == "oh7" else table.hover
                    assert hovered == key, (scale, size, key, point)
                    seen += 1
        assert seen >= 6
        # (a long hand at its narrowest, or one filling its room, opens only as far as the others close up)
        assert covered and opened * 2 >= covered, f"the row opened {opened} times of {covered}"
    finally:
        table.services.settings.ui_scale = 100
        table.exit()


def test_a_lifted_card_is_recorded_where_drawn_and_covers_nothing_in_a_french_red7_game() -> None:
    """A whole 4-seat French Red7 game at 1280x720, 200 %, the keyboard on the first, a middle
    and the last card at each of the person's decisions: the lifted card is in the record where
    it is drawn, and the layout check finds nothing it covers or that covers it."""
    table = make("red7", "fr", seed=1, players=4, options={"advanced": False})
    decisions, wrong = 0, []
    try:
        for _ in each_decision(table, 6, random.Random(1), shown=True):
            decisions += 1
            table.services.settings.ui_scale = 200
            for index in _playable(table):
                key = _focus(table, index)
                _, boxes = drawn_at(table, (1280, 720), "fr")
                lifted = [b for b in boxes if b.kind == "lifted"]
                where = dict(table.drawn.cards)[key].clip(pygame.Rect(0, 0, 1280, 720))
                assert [b.rect for b in lifted] == [where], (key, "not recorded where it is drawn")
                wrong += [f"{key}: {p}" for p in problems(boxes, (1280, 720)) if "lifted" in p]
    finally:
        table.exit()
    assert decisions >= 3
    assert wrong == []


@pytest.mark.parametrize("game", ["oh-hell", "red7"])
def test_the_row_opens_at_once_with_reduced_motion_and_over_a_short_while_without(game: str) -> None:
    table = make(game)
    screen = pygame.Surface((1280, 720))
    try:
        _to_a_row(table)
        table.services.settings.ui_scale = 200
        index = _playable(table)[0]
        _focus(table, index)
        table.draw(screen)
        closed = dict(_cards(table))
        other = next(i for i in _playable(table) + list(range(len(closed))) if i != index)
        for reduced in (True, False):
            anim.set_reduced(reduced)
            key = _focus(table, other)
            table.update(0.0)
            table.draw(screen)
            starts = dict(_cards(table))
            table.update(0.5)
            table.draw(screen)
            ends = dict(_cards(table))
            moved = [k for k in ends if ends[k].x != closed[k].x]
            assert moved, (reduced, "the row did not open around", key)
            assert (starts == ends) is reduced, (reduced, "the opening was not eased, or eased with reduced motion")
            _focus(table, index)  # back where it started, closed round the other card
            table.update(0.5)
            table.draw(screen)
            closed = dict(_cards(table))
    finally:
        anim.set_reduced(False)
        table.services.settings.ui_scale = 100
        table.exit()


def test_the_record_holds_a_lifted_card_as_one_nothing_may_cover() -> None:
    with drawn.recording(pygame.Surface((100, 100))) as boxes:
        drawn.note("pill", pygame.Rect(0, 0, 50, 20), "Vers votre palette")
        drawn.note("lifted", pygame.Rect(10, 10, 30, 42), "(36, 0)")
    assert problems(boxes, (100, 100)) == ["overlap: pill 'Vers votre palette' (0, 0, 50, 20) and lifted '(36, 0)' "
                                           "(10, 10, 30, 42)"]
