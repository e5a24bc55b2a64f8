"""Where the table puts bet cards, the trick, the prompt and the buttons during real games."""

from __future__ import annotations

import random

import pygame
import pytest

from oh7_desktop.app import fonts
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.app.tables.oh7.geometry import Targets
from oh7_desktop.app.kit.learning_view import balanced_wrap
from oh7_desktop.app.kit.ui import wrap
from oh7_desktop.games.oh7 import Phase, Rules
from settings_support import table_settings

DT = 1 / 60


def _scene(mode: str, players: int, seed: int) -> TableScene:
    seats = tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "random")
                  for i in range(players))
    services = Services(settings=table_settings(speed="instant", four_colour=True))
    return TableScene(services, GameSetup("oh7", Rules(mode, players, 21), seed, seats))


def _check_frame(scene: TableScene) -> int:
    """Assert every bet card rests in its owner's bets area, clear of the trick ring, and
    every trick card in its own slot; return how many bet cards were checked."""
    geo, model = scene.geo, scene.model
    ring = geo.area("trick").rect.inflate(geo.px(60), geo.px(40))
    places = Targets(geo, scene.viewer, model.hand_shown).compute(model)
    checked = 0
    for seat in range(model.players):
        bets = geo.bets(seat).rect
        for key in model.front[seat]:
            place = places[key]
            card = pygame.Rect(0, 0, round(place.width), round(place.width * 1.4))
            card.center = (round(place.x), round(place.y))
            assert bets.collidepoint(card.center) and not card.colliderect(ring), (seat, card, ring)
            checked += 1
    for seat, key in model.trick:
        slot = geo.trick_slot(seat).rect
        assert slot.inflate(geo.px(8), geo.px(8)).collidepoint(places[key].x, places[key].y)
    return checked


@pytest.mark.parametrize(("mode", "players"), [("base", 2), ("advanced", 6)])
def test_bet_cards_stay_off_the_trick_and_buttons_in_their_column(
        screen: pygame.Surface, mode: str, players: int) -> None:
    scene = _scene(mode, players, seed=3)
    rng = random.Random(5)
    checked = 0
    for _ in range(4000):
        if scene.state.history:  # one whole deal is enough
            break
        scene.update(DT)
        scene.draw(screen)
        if not scene.director.busy and scene.model.trick:
            checked += _check_frame(scene)
            column = scene.geo.area("buttons").rect
            assert scene.buttons and all(column.contains(r) for r in scene.buttons.values())
        if scene.acting_seat() is not None and scene.state.phase is not Phase.INTERROBANG:
            legal = [k for k in scene.choosable() if scene.card_reason(k) is None]
            scene.choose(rng.choice(legal))
        elif scene.acting_seat() is not None:
            scene.answer_interrobang(False)
    assert scene.state.history and checked > 0


def test_prompt_lines_are_balanced() -> None:
    line = "Its value is the exact number of tricks you will win"
    for width in (200, 307, 420):
        plain, even = wrap(line, 13, width), balanced_wrap(line, 13, width, False)
        assert len(even) == len(plain) and " ".join(even) == line
        face = fonts.font(13, False)
        assert all(face.get_rect(part).width <= width for part in even)
        if len(even) > 1:  # no lone word at the end: the last line is at least half as long
            widths = [face.get_rect(part).width for part in even]
            assert widths[-1] >= max(widths) / 2
