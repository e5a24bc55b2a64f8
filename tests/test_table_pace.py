"""The bots' pace: a bot's card stays in view long enough to read at any animation speed, the
bets' sum stays up until read (or a click), bots think while the previous move is shown, and the
pace is a setting of its own. Simulated clock (frames of 1/60 s): nothing here times the machine.
"""

from __future__ import annotations

import json
from unittest import mock
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.bot_worker import BotJob, BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.menus.options import OptionsScene
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.interface import SeatView
from oh7_desktop.games.oh7 import Rules
from oh7_desktop.games.oh7 import events as ev
from app_support import key, make_app, top
from settings_support import table_settings

DT = 1 / 60


def _table(speed: str, pace: str, extras: dict[str, Any] | None = None) -> TableScene:
    seats = (SeatSetup("You", "human", None),) + tuple(SeatSetup(n, "bot", "easy") for n in ("Al", "Bo", "Cy"))
    settings = table_settings(speed=speed, bot_pace=pace, four_colour=True)
    return TableScene(Services(settings=settings, **(extras or {})), GameSetup("oh7", Rules("base", 4, 21), 5, seats))


def _human(scene: TableScene) -> None:
    if scene.acting_seat() == 0:
        scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))


def _play(scene: TableScene, screen: pygame.Surface, frames: int = 6000) -> list[tuple[float, object]]:
    """Play the first round; return every event shown, with the table's clock when it showed."""
    shown: list[tuple[float, object]] = []
    step = scene.model.step

    def logged(event: Any, action: object = None) -> None:
        shown.append((scene.turns.clock, event))
        step(event, action)

    with mock.patch.object(scene.model, "step", logged):
        for _ in range(frames):
            if scene.state.history:
                return shown
            scene.update(DT)
            scene.draw(screen)
            _human(scene)
    raise AssertionError("the round did not end")


def _bot_rests(shown: list[tuple[float, object]], move: float, players: int = 4) -> list[float]:
    """How long each bot's played card rested before the next bot card of the same trick moved."""
    plays = [(t, e) for t, e in shown if isinstance(e, ev.CardPlayed)]
    return [b[0] - a[0] - move for i, (a, b) in enumerate(zip(plays, plays[1:]))
            if i % players != players - 1 and a[1].seat != 0 and b[1].seat != 0]


@pytest.mark.parametrize(("pace", "least"), [("normal", 1.0), ("slow", 1.5)])
def test_a_bots_card_stays_in_view_even_at_fast_speed(screen: pygame.Surface, pace: str, least: float) -> None:
    rests = _bot_rests(_play(_table("fast", pace), screen), move=0.30 * 0.45)
    assert len(rests) >= 7
    assert min(rests) >= least - DT, "a played card rests long enough to be read"


def test_the_bets_sum_stays_up_until_read(screen: pygame.Surface) -> None:
    scene = _table("fast", "normal")
    frames = 0
    for _ in range(3000):
        if scene.model.first_leader is not None:
            break
        scene.update(DT)
        banner = scene.model.banner
        frames += banner is not None and banner.title[0] in ("table.sum", "table.sum_dummy")
        _human(scene)
    assert frames * DT >= 1.5, "the sum is up long enough to add it up"


def test_a_click_skips_the_sum(screen: pygame.Surface) -> None:
    scene = _table("normal", "slow")
    for _ in range(3000):
        banner = scene.model.banner
        if banner is not None and banner.title[0] == "table.sum":
            break
        scene.update(DT)
        _human(scene)
    assert scene.director.busy
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not scene.director.busy


class _Watching(BotWorker):
    """Decides in-process and notes whether the table was still showing a move when asked."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.scene: TableScene | None = None
        self.while_showing: list[bool] = []

    def submit(self, view: SeatView, level: str, game: str = "oh7") -> BotJob:
        assert self.scene is not None
        self.while_showing.append(self.scene.director.busy)
        return super().submit(view, level, game)


def test_bots_think_while_the_previous_move_is_shown(screen: pygame.Surface) -> None:
    worker = _Watching()
    scene = _table("normal", "normal", {"bot_worker": worker})
    worker.scene = scene
    _play(scene, screen)
    assert sum(worker.while_showing) >= 0.8 * len(worker.while_showing) > 15, (
        "most decisions start while the previous move is still on its way")


def test_the_bots_pace_is_an_option_of_its_own(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_o)
    scene = top(app)
    assert isinstance(scene, OptionsScene)
    scene.group.focus_on(scene.bot_pace)
    key(app, pygame.K_RIGHT)
    assert app.services.settings.bot_pace == "fast" and app.services.settings.speed == "normal"
    app.close()
    assert json.loads(app.dirs.settings_file.read_text("utf-8"))["bot_pace"] == "fast"
