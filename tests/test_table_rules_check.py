"""Each table refuses another game's rules before anything starts (``game_setup.rules_as``)."""

from __future__ import annotations

from importlib import import_module

import re

import pytest

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.games import registry

FORMS = {"oh7": "oh7", "oh-hell": "oh_hell", "seven-up": "seven_up", "red7": "red7"}
OTHER = {"oh7": "red7", "oh-hell": "seven-up", "seven-up": "oh7", "red7": "seven-up"}


@pytest.mark.parametrize("game", sorted(FORMS))
def test_a_table_takes_its_own_rules_and_refuses_another_games(game: str) -> None:
    rules_of = import_module(f"oh7_desktop.app.tables.{FORMS[game]}.form").rules_of
    seats = (SeatSetup("You", "human", None), SeatSetup("Bo", "bot", "easy"))
    own = registry.get(game).rules_from_options({"players": 4} if game == "oh-hell" else {})
    assert rules_of(GameSetup(game, own, 1, seats)) is own
    foreign = registry.get(OTHER[game]).rules_from_options({})
    title = re.escape(registry.get(game).title)
    with pytest.raises(TypeError, match=f"^{title}'s table got rules of another game"):
        rules_of(GameSetup(game, foreign, 1, seats))
