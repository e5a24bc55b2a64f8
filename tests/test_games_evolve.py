"""Every game's state copies refuse a misspelled field instead of keeping it as a stray attribute."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.evolving import Evolving
from oh7_desktop.games.interface import play_out


def _played(name: str) -> Any:
    """A state of ``name`` after a whole game of first legal actions (its log filled)."""
    game = registry.get(name)
    players = 2 if name == "seven-up" else 3  # Seven Up is for two; the others take three
    state = game.new_game(game.rules_from_options({"players": players}), seed=3)
    return play_out(game, state, lambda s, seat: game.legal_actions(s, seat)[0])


@pytest.mark.parametrize("name", registry.names())
def test_a_misspelled_field_is_refused_and_a_real_one_replaced(name: str) -> None:
    state = _played(name)
    values = [state, *state.log]
    assert len(values) > 1
    for value in values:
        assert isinstance(value, Evolving)
        with pytest.raises(TypeError, match="has no field 'totlas'"):
            value.evolve(totlas=(1, 2))
        first = dataclasses.fields(value)[0].name
        copy = value.evolve(**{first: getattr(value, first)})
        assert copy == value and copy is not value
