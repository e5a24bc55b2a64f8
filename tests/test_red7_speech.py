"""Red7's spoken table says each move once, in the game's words, and its last move once a turn (issue 26).

Play test 26 (spoken table, keys only): a move was said twice in different words ("Ann: Red 6 (R).
Ann adds 6R to their palette"), and the line of the last move was said again after each card
refused (Enter on a dimmed card: the refusal stands in for that line a moment, then it comes back).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app_support import frames, key, make_app
from oh7_desktop.app import speech
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.speech import FakeEngine
from oh7_desktop.games import registry
from table_support import CHECKS, seats_for

NAMES = ["You", "Ann", "Bob"]


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What a fake system voice is asked to say (the app finds it as the system's engine)."""
    lines: list[str] = []
    monkeypatch.setattr(speech, "system_engine", lambda: FakeEngine(lines))
    return lines


def _parts(said: list[str]) -> list[str]:
    return [part for line in said for part in line.split(". ")]


def _to_the_first_decision(tmp_path: Path) -> tuple[Any, Any]:
    """The app with the spoken table on, at a Red7 table (seed 7, two easy bots), when the person
    first decides."""
    app = make_app(tmp_path)
    app.apply_settings(speech=True, speed="fast")
    app.services.translator = Translator("en")
    rules = registry.get("red7").rules_from_options({"players": 3})
    table = CHECKS["red7"].table(app.services, GameSetup("red7", rules, 7, seats_for(NAMES, 3)))
    app.stack.push(table)
    for _ in range(3000):
        frames(app)
        if table.acting_seat() is not None and not table.turns.settling() and table.choosable():
            return app, table
    raise AssertionError("the person never decided")


def test_a_move_is_said_once_in_the_games_words(tmp_path: Path, said: list[str]) -> None:
    app, table = _to_the_first_decision(tmp_path)
    parts = _parts(said)
    moves = [part for part in parts if part.endswith(" to their palette")]
    assert moves, parts  # the bots added cards to their palettes
    for move in moves:
        name, card = move.removesuffix(" to their palette").split(" adds ")
        assert "(" in card, f"the card in the game's words, not its code: {move!r}"
        assert f"{name}: {card}" not in parts, f"said twice: {parts}"
    table.exit()
    app.close()


def test_the_last_move_is_not_said_again_after_a_refused_card(tmp_path: Path, said: list[str]) -> None:
    app, table = _to_the_first_decision(tmp_path)
    last = [part for part in _parts(said) if part.endswith(" to their palette")][-1]
    refused = 0
    for _ in range(len(table.choosable())):
        key(app, pygame.K_RIGHT)
        frames(app, 3)
        focus = table.focus_now()
        if focus is not None and table.card_reason(focus[1]) is not None:
            key(app, pygame.K_RETURN)  # refused: its reason stands in for the last move's line
            frames(app, 240)  # the reason goes, the line comes back
            refused += 1
    assert refused >= 2, "seed 7 deals the person cards that may not be played"
    assert _parts(said).count(last) == 1, said[-8:]
    table.exit()
    app.close()
