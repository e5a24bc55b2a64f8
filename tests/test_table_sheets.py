"""What a new player read wrong at the tables' sheets and panels: Seven Up's end sheet after a
game won on a gift, the gift's card and the decision said once, and the history list counting
each game in its own unit (Oh Hell's hands, Seven Up's deals)."""

from __future__ import annotations

import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.history_filters import describe
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.seven_up import draw as su_draw
from oh7_desktop.app.tables.seven_up import sheet as su_sheet
from oh7_desktop.app.tables.seven_up.model import key_of
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games.seven_up import GameState, Rules
from oh7_desktop.persistence.history import GameSummary

sys.path.insert(0, str(Path(__file__).parent))
from seven_up_support import C, make_pack, say, start
from settings_support import table_settings

PACK = make_pack("2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D", "9H")


def table_at(state: GameState) -> SevenUpTable:
    """A table opened on ``state``: Ana deals, Ben is the elder."""
    seats = (SeatSetup("Ana", "human", None), SeatSetup("Ben", "bot", "easy"))
    services = Services(settings=table_settings(speed="instant", four_colour=True), translator=Translator("en"))
    return SevenUpTable(services, GameSetup("seven-up", Rules(7), 1, seats, state=state))


def drawn_texts(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[str]:
    """Record the strings ``module.name`` (a text or pill helper) is asked to draw."""
    seen: list[str] = []
    original = getattr(module, name)

    def record(*args: Any, **kwargs: Any) -> Any:
        seen.append(str(args[1] if name == "pill" else args[0]))
        return original(*args, **kwargs)
    monkeypatch.setattr(module, name, record)
    return seen


def test_the_end_sheet_explains_a_game_won_on_a_gift(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = start(PACK, dealer=0, totals=(3, 6))
    state, _ = say(state, "beg", "give")
    assert state.is_over() and state.winners == (1,) and state.won_by == "gift"
    scene = table_at(state)
    scene.open_sheet(manual=False)
    seen = drawn_texts(monkeypatch, su_sheet, "text")
    scene.draw(screen)
    assert f"Deal {len(state.log)}, point by point:" in seen, "the deal the game ended on is explained"
    assert "Gift: Ben  (9♥)" in seen, "the gift is named, with the card begged on"


def test_the_gift_shows_its_card(screen: pygame.Surface) -> None:
    state, _ = start(PACK, dealer=0)
    state, _ = say(state, "beg", "give")
    scene = table_at(state)
    gift = next(a for a in scene.model.awards if a.kind == "gift")
    assert gift.card == key_of(C("9H")), "a resumed table shows the gift with the turned card"


def test_a_decision_is_said_once(screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = start(PACK, dealer=0)
    state, _ = say(state, "beg")
    scene = table_at(state)
    scene.director.note = ("su.said.beg", {"seat": 1})  # as the show says it
    pills = drawn_texts(monkeypatch, su_draw, "pill")
    scene.draw(screen)
    assert "Ben begs" in pills and "Beg" not in pills, "the beg is said once"
    scene.director.note = None
    pills.clear()
    scene.draw(screen)
    assert "Beg" in pills, "once the banner moves on, the seat keeps what it said"


@pytest.mark.parametrize(("game", "language", "expected"), [
    ("oh-hell", "en", "5 hands"), ("oh-hell", "fr", "5 donnes"), ("seven-up", "en", "5 deals"),
    ("seven-up", "en", "1 deal"), ("oh7", "en", "5 rounds"), ("red7", "fr", "5 manches")])
def test_the_history_counts_a_game_in_its_own_unit(game: str, language: str, expected: str) -> None:
    count = int(expected.split()[0])
    moment = datetime(2026, 1, 1, tzinfo=timezone.utc)
    summary = GameSummary(id=1, game=game, mode=None, players=3, started=moment, ended=moment, status="finished",
                          bots_only=False, undo=False, rounds=count, seats=())
    line = describe(Services(translator=Translator(language)), summary)
    assert expected in line.split(" · "), line
