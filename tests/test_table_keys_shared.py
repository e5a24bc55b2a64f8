"""Play test 26, issue 26 item 2: the keys behave alike at every table and F1 lists what the table
really answers to. End did nothing at Seven Up's table (nor at Oh Hell's and Red7's) while it put
the focus on the last card at Oh 7 ?'s; Red7's F1 listed "L: show the last trick" without tricks."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import layout_tour
from table_support import key

KIT_TABLES = ["oh-hell", "seven-up", "red7"]


def _count(table: Any) -> int:
    """How many choices the keyboard's focus moves among now (the picker's, else the cards)."""
    return len(table.picker()) or len(table.choosable())


@pytest.mark.parametrize("game", KIT_TABLES)
def test_home_and_end_put_the_focus_on_the_first_and_last_choice(game: str) -> None:
    table = layout_tour.make(game)
    layout_tour.settle(table)
    assert table.acting_seat() == 0 and _count(table) > 1
    key(table, pygame.K_END)
    assert table.focus == _count(table) - 1
    key(table, pygame.K_HOME)
    assert table.focus == 0
    if game == "red7":  # its arrows pick the card: End and Home do the same
        key(table, pygame.K_END)
        assert table.selected == table.choosable()[-1]


@pytest.mark.parametrize("game", ["oh-hell", "seven-up"])
def test_up_and_down_move_the_focus_as_left_and_right_where_the_table_gives_them_no_meaning(game: str) -> None:
    table = layout_tour.make(game)
    layout_tour.settle(table)
    assert _count(table) > 1
    key(table, pygame.K_HOME)
    key(table, pygame.K_DOWN)
    assert table.focus == 1
    key(table, pygame.K_UP)
    assert table.focus == 0
    assert any(cap.startswith("← → ↑ ↓") for cap, _ in table.key_help())


@pytest.mark.parametrize("game", ["oh7", *KIT_TABLES])
def test_f1_lists_l_only_at_a_table_with_tricks_and_home_end_at_every_table(game: str) -> None:
    table = layout_tour.make(game)
    layout_tour.settle(table)
    caps = [cap for cap, _ in table.key_help()]
    assert ("L" in caps) == (game != "red7")
    assert caps.count("Home / End") == 1
    if game == "red7":
        key(table, pygame.K_l)
        assert not table.show_last
        assert any(cap.startswith("← →") and "↑" not in cap for cap in caps)  # ↑ ↓ send the card: listed apart
