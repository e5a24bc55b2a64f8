"""The spoken table at each game's table (issue 26): the cards played are said with who played
them, the card a key focuses is said, and a bot's "thinking…" is not said over and over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import frames, key, make_app
from oh7_desktop.app import speech, tables
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.speech import FakeEngine
from oh7_desktop.games import registry
from table_support import CHECKS, seats_for

NAMES = ["You", "Ann", "Bob", "Cy"]
OPTIONS: dict[str, dict[str, Any]] = {
    "oh7": {"mode": "base", "players": 3, "target": 11},
    "oh-hell": {"players": 3},
    "seven-up": {"target": 3},
    "red7": {"players": 3},
}


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What a fake system voice is asked to say (the app finds it as the system's engine)."""
    lines: list[str] = []
    monkeypatch.setattr(speech, "system_engine", lambda: FakeEngine(lines))
    return lines


def _table(app: Any, game: str) -> Any:
    """The game's table in the app: the player first, then easy bots."""
    rules = registry.get(game).rules_from_options(OPTIONS[game])
    seats = seats_for(NAMES, registry.get(game).players(rules))
    table = CHECKS[game].table(app.services, GameSetup(game, rules, 7, seats))
    app.stack.push(table)
    return table


def _card_focus(table: Any) -> bool:
    """The player decides now, among the cards of the hand (no bid or answer offered first)."""
    picker = getattr(table, "picker", lambda: ())
    return (table.acting_seat() is not None and not table.turns.settling() and bool(table.choosable())
            and not picker() and not table.sheet_open and table.turns.handoff is None)


def _bots_cards(table: Any) -> set[str]:
    """The lines that would say a bot's card on the table now ("Ann: 7♠")."""
    return {f"{g.title}: {card}" for g in table.look_groups() for card in g.said if g.title in NAMES[1:]}


@pytest.mark.parametrize("game", list(tables.playable()))
def test_the_cards_played_and_focused_are_said(tmp_path: Path, said: list[str], game: str) -> None:
    app = make_app(tmp_path)
    app.apply_settings(speech=True, speed="fast")
    app.services.translator = Translator("en")
    table = _table(app, game)
    played: set[str] = set()
    for _ in range(6000):
        frames(app)
        played |= _bots_cards(table)
        if played & {part for line in said for part in line.split(". ")} and _card_focus(table):
            break
        if table.sheet_open or table.turns.handoff is not None or (table.acting_seat() is not None
                                                                    and not table.turns.settling()):
            key(app, pygame.K_RETURN)
    else:
        raise AssertionError(f"no bot's card said: {said[-8:]}")
    for _ in range(30):  # a key while the cards still move finishes their move first (Oh 7 ?)
        key(app, pygame.K_RIGHT)
        frames(app, 2)
        focus = table.focus_now()
        if focus is not None:
            break
    assert focus is not None, said[-3:]
    words = table.card_words(focus[1])
    assert said[-1].startswith(words), (said[-1], words)
    reason = table.card_reason(focus[1])
    assert reason is None or "cannot be played" in said[-1]
    bare = [line.rstrip(".…\u2007 ") for line in said]
    assert not any(a == b for a, b in zip(bare, bare[1:])), said  # nothing said twice in a row
    table.exit()
    app.close()


def test_the_focused_bid_button_is_said(tmp_path: Path, said: list[str]) -> None:
    app = make_app(tmp_path)
    app.apply_settings(speech=True, speed="fast")
    app.services.translator = Translator("en")
    table = _table(app, "oh-hell")
    for _ in range(3000):
        frames(app)
        if table.acting_seat() is not None and not table.turns.settling() and len(table.bid_choices()) > 1:
            break
        if table.turns.handoff is not None:
            key(app, pygame.K_RETURN)
    else:
        raise AssertionError("the player never bid")
    key(app, pygame.K_RIGHT)
    frames(app, 2)
    bids = table.bid_choices()
    assert said[-1] == str(bids[table.focus % len(bids)][0]), said[-3:]
    table.exit()
    app.close()
