"""The table registry: a game is offered when it has rules and a table; saves and tables go by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oh7_desktop.app import tables
from oh7_desktop.app.flow import save_meta, setup_from_save
from oh7_desktop.app.tables.oh7.form import draft_for
from oh7_desktop.games import registry
from oh7_desktop.persistence import SaveError, SaveStore
from oh7_desktop.persistence.loader import encode_save


def test_the_chooser_lists_games_with_rules_and_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    assert tables.playable() == ("oh7", "oh-hell", "seven-up", "red7")
    assert set(tables.playable()) == set(registry.names()), "every game has its table"
    monkeypatch.delitem(tables.TABLES, "red7")  # a game whose table has not landed is not offered
    assert tables.playable() == ("oh7", "oh-hell", "seven-up")
    monkeypatch.setitem(tables.TABLES, "chess", "oh7_desktop.app.tables.oh7")  # a table without rules
    assert tables.playable() == ("oh7", "oh-hell", "seven-up"), "nor a table without rules"


def test_the_oh7_entry_builds_its_table_and_names_its_faces() -> None:
    entry = tables.get("oh7")
    assert entry.game == "oh7" and entry.faces.name == "oh7" and entry.rules_page == "RULES.md"
    assert tables.house_faces() is entry.faces


def test_a_started_game_saves_its_name_and_rules_and_resumes_from_them(tmp_path: Path) -> None:
    setup = draft_for("advanced", 5, None, 21).to_setup(seed=3)
    save = save_meta(setup)
    data = json.loads(encode_save(save))
    assert data["version"] == 2 and data["game"] == "oh7"
    assert data["rules"] == {"mode": "advanced", "players": 5, "target": 21} == data["record"]["rules"]
    again = setup_from_save(save)
    assert (again.game, again.rules, again.seed, again.seats) == (setup.game, setup.rules, setup.seed, setup.seats)


def test_a_save_of_an_unknown_game_is_one_clear_line(tmp_path: Path) -> None:
    save = save_meta(draft_for("base", 4, None, 35).to_setup(seed=1))
    data = json.loads(encode_save(save))
    store = SaveStore(tmp_path)
    store.slots_dir.mkdir(parents=True)
    (store.slots_dir / "odd.json").write_text(json.dumps(dict(data, game="chess")), "utf-8")
    with pytest.raises(SaveError) as err:
        store.load_slot("odd")
    assert "unknown game 'chess'" in str(err.value) and "\n" not in str(err.value)
