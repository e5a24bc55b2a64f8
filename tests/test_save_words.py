"""Load, Replays and Continue name each game's options in the player's words (issue 27 item 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.save_words import describe_save
from oh7_desktop.app.scene import Services
from oh7_desktop.persistence.store import SlotInfo

OPTIONS: dict[str, dict[str, Any]] = {
    "oh7": {"mode": "advanced", "players": 5, "target": 49},
    "oh-hell": {"players": 4, "sequence": "down-up", "hook": True, "podrida": True, "zero_bonus": False},
    "seven-up": {"target": 11},
    "red7": {"players": 3, "advanced": True, "actions": True},
}
WORDS: dict[str, list[str]] = {
    "oh7": ["saves.to_target"],
    "oh-hell": ["hell.seq.down-up", "hell.opt.hook", "hell.opt.podrida"],
    "seven-up": ["saves.to_target"],
    "red7": ["red7.opt.advanced", "red7.opt.actions"],
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", tables.playable())
def test_every_list_names_the_games_options_in_the_players_words(game: str, language: str) -> None:
    assert tables.get(game).options_words is not None, "a game's table says its options for the lists"
    options = OPTIONS[game]
    info = SlotInfo("slot", Path("slot.json"), game=game, players=options.get("players", 2), round=2,
                    options=tuple(options.items()))
    translator = Translator(language)
    said = describe_save(Services(translator=translator), info)
    for key in WORDS[game]:
        word = str(translator.t(key, target=options.get("target", 0)))
        assert f" · {word}" in said, (word, said)
    assert "zero_bonus" not in said and "Zero" not in said, "an option not played is not named"
    assert str(translator.t("hell.opt.zero_bonus")) not in said
