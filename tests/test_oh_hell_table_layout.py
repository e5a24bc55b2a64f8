"""Oh Hell's table as a new player read it: a seat's bid line sits by its name, and a card
played from any seat lands in the trick (nearer the trick's middle than the pack), for every
seat count at both window sizes."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.tables.oh_hell import draw as hell_draw
from oh7_desktop.app.tables.oh_hell.geometry import Geometry
from oh7_desktop.games.oh_hell import Rules

sys.path.insert(0, str(Path(__file__).parent))
import oh_hell_table_support as hell
from table_support import DT

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_card_played_from_any_seat_lands_in_the_trick(players: int, size: tuple[int, int]) -> None:
    pygame.display.init()
    geo = Geometry(players, size)
    deck = geo.area("deck").rect.center
    spots = [geo.trick_spot(seat) for seat in range(players)]
    middle = (sum(x for x, _, _ in spots) / players, sum(y for _, y, _ in spots) / players)
    for seat, (x, y, _) in enumerate(spots):
        assert math.dist((x, y), middle) < math.dist((x, y), deck), f"seat {seat}'s card lands by the pack"
    pygame.display.quit()


def test_each_bid_line_sits_by_its_name(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = hell.make(Rules(players=4, sequence="up"), humans=1, seed=5)
    for frame in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if scene.model.bids and all(bid is not None for bid in scene.model.bids):
            break
        if scene.bid_choices():
            hell.act(scene, random.Random(frame), mouse=False)
    else:
        pytest.fail("the bids were never all in")
    placed: list[tuple[str, pygame.Rect]] = []
    original = vars(hell_draw)["pill"]  # the kit's pill, as Oh Hell's drawing imported it

    def record(surface: pygame.Surface, label: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect: pygame.Rect = original(surface, label, *args, **kwargs)
        placed.append((label, rect))
        return rect
    monkeypatch.setattr(hell_draw, "pill", record)
    scene.draw(screen)
    words = [scene.words("hell.bid_won", bid=scene.model.bids[seat], won=scene.model.tricks_won[seat])
             for seat in range(4)]
    lines = [(label, rect) for label, rect in placed[4:] if label.endswith(tuple(words))]  # over the cards
    for seat in range(4):  # every seat's name, then every seat's bid line (placed clear of all names)
        name = next(rect for label, rect in placed[:4] if label.startswith(scene.seat_name(seat)))
        line, bid = lines[seat]
        bid_won = words[seat]
        assert line.endswith(bid_won)  # after its mark, if any (on or over the bid)
        assert screen.get_rect().contains(bid), (seat, bid)
        assert not bid.colliderect(name) and bid.inflate(12, 12).colliderect(name), (seat, name, bid)
