"""A game of thousands of deals plays as smoothly as a short one (issue 13, item 9).

A valid save of 2,479 deals (745 KB) continued with frames of 167 ms and more: after every
action the table rebuilt the whole record, the autosave turned it to text twice and encoded
every deal, and the table replayed the record the loader had just replayed. Work is counted
here, not timed (the frame times are measured by ``tools/long_game_frames.py``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.flow import setup_from_save
from oh7_desktop.games.oh7 import (GameState, Phase, RecordWriter, Rules, apply, deal_action, legal_actions,
                                   new_game, to_record)
from oh7_desktop.games.oh7 import record as record_module
from oh7_desktop.persistence import AutosaveSession, SaveFile, SaveStore, Seat
from oh7_desktop.persistence import loader
from oh7_desktop.persistence.loader import encode_save, load_save_with_state
from app_support import needs_table

NAMES = ["Ann", "Bob", "Cy"]


def _long_game(deals: int) -> GameState:
    """A base game for three, played at random up to its ``deals``-th deal, a few cards in."""
    state, rng = new_game(Rules("base", 3, 9999), 11), random.Random(11)
    while not (len(state.log) == deals and state.phase is Phase.PLAY):
        action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
        state, _ = apply(state, action)
    return state


def _next(state: GameState, count: int) -> list[GameState]:
    states = []
    for _ in range(count):
        action = deal_action(state) if state.phase is Phase.DEAL else legal_actions(state)[0]
        state, _ = apply(state, action)
        states.append(state)
    return states


@pytest.fixture(scope="module")
def long_game() -> GameState:
    return _long_game(150)


def test_each_action_encodes_the_deal_in_play_not_the_game(long_game: GameState, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    writer = RecordWriter()
    save = SaveFile(game="oh7", rules={"mode": "base", "players": 3, "target": 9999},
                    seats=[Seat(kind="bot", level="easy", name=name) for name in NAMES],
                    record=writer.record(long_game, NAMES, include_pending=True))
    session = AutosaveSession(SaveStore(tmp_path), save)
    assert session.start()
    entries, encoded = [0], [0]
    real_entry, real_encode = record_module._deal_entry, loader._encode

    def counted_entry(*args: Any, **kwargs: Any) -> Any:
        entries[0] += 1
        return real_entry(*args, **kwargs)

    def counted_encode(value: Any) -> str:
        encoded[0] += isinstance(value, dict) and "hands" in value  # a deal
        return real_encode(value)

    monkeypatch.setattr(record_module, "_deal_entry", counted_entry)
    monkeypatch.setattr(loader, "_encode", counted_encode)
    monkeypatch.setattr("json.dumps", _forbidden)  # no whole-record text on the way
    states = _next(long_game, 30)
    for state in states:
        assert session.record_action(writer.record(state, NAMES, include_pending=True))
    assert session.flush()
    # One or two deals an action (the deal in play; the one just finished, once), never 150.
    assert entries[0] <= 2 * len(states) and encoded[0] <= 2 * len(states) + 1, (entries, encoded)
    monkeypatch.undo()
    assert session.save is not None and session.save.record == to_record(states[-1], NAMES, include_pending=True)
    assert loader.load_save(session.store.autosave_path) == session.save


def _forbidden(*args: Any, **kwargs: Any) -> str:
    raise AssertionError("the whole record was turned into text")


@needs_table
def test_a_loaded_game_is_replayed_once(long_game: GameState, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.scene import Services
    from oh7_desktop.app.tables.oh7 import form as table_form, scene as table_scene

    path = tmp_path / "long.json"
    path.write_bytes(encode_save(SaveFile(game="oh7", rules={"mode": "base", "players": 3, "target": 9999},
                                          seats=[Seat(kind="bot", level="easy", name=name) for name in NAMES],
                                          record=to_record(long_game, NAMES))))
    save, state = load_save_with_state(path)
    monkeypatch.setattr(table_form, "from_record", _forbidden)
    setup = setup_from_save(save, state)
    assert setup.state is state and setup == setup_from_save(save)
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    table = table_scene.TableScene(Services(), setup)
    assert table.state is state


def test_history_is_walked_once_a_state(long_game: GameState) -> None:
    first = long_game.history
    assert long_game.history is first, "asked again (every frame): the same answer, no walk"
    later = _next(long_game, 1)[0]
    assert later.history == first or len(later.history) == len(first) + 1
