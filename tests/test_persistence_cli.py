"""``oh7 saves`` and ``oh7 saves --check``: list the saves, validate them, exit 1 if any is broken."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from oh7_desktop.persistence import SaveStore
from oh7_desktop.persistence.cli import main
from persistence_support import make_save, oh_hell_save_at_hand

FIXTURES = Path(__file__).parent / "fixtures" / "saves"


def _fill() -> SaveStore:
    store = SaveStore()
    store.autosave(make_save(steps=50))
    store.save_slot("Sunday", make_save("base", 3, 21, seed=4, steps=None))
    store.slots_dir.joinpath("Broken.json").write_bytes(b'{"format": "oh7-save", ')
    shutil.copyfile(FIXTURES / "v0_base3_midtrick.json", store.slots_dir / "Old.json")
    return store


def test_no_saves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert capsys.readouterr().out.startswith("no saves in ")
    assert main(["--check"]) == 0
    assert capsys.readouterr().out == "no saves\n"


def test_table_lists_every_save_with_its_status(capsys: pytest.CaptureFixture[str]) -> None:
    store = _fill()
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["slot", "updated", "game", "options", "players", "progress", "scores", "status"]
    by_name = {line.split("  ")[0].strip(): line for line in lines[1:-1]}
    assert set(by_name) == {"(autosave)", "Sunday", "Old", "Broken"}
    assert "Alice, Bob, Carole, David" in by_name["(autosave)"] and by_name["(autosave)"].endswith("OK")
    assert by_name["Sunday"].endswith("OK, finished")
    assert " 3 " in by_name["Old"] and "10 11 7" in by_name["Old"]
    assert by_name["Broken"].endswith("BROKEN: not valid JSON, the file is cut short (line 1, column 24)")
    assert lines[-1] == f"({store.root})"


def test_files_kept_aside_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    store = _fill()
    store.autosave_path.write_bytes(b"")
    assert store.load_autosave().status == "broken"
    assert main([]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "kept aside (broken, never deleted by the app): autosave.json.broken"


def test_check_prints_what_is_wrong_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    store = _fill()
    before = {path: path.read_bytes() for path in store.slots_dir.iterdir()}
    assert main(["--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"BROKEN  {store.slots_dir / 'Broken.json'}: not valid JSON, the file is cut short (line 1, column 24)" in out
    assert f"OK      {store.autosave_path}" in out
    assert out[-1] == "4 files, 1 broken"
    assert {path: path.read_bytes() for path in store.slots_dir.iterdir()} == before, "checking changes nothing"
    (store.slots_dir / "Broken.json").unlink()
    assert main(["--check"]) == 0


def test_through_the_oh7_command() -> None:
    _fill()
    done = subprocess.run(
        [sys.executable, "-m", "oh7_desktop", "saves", "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 1 and "BROKEN" in done.stdout and done.stderr == ""


def test_every_list_names_the_game_and_where_it_stands(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27 item 3: an Oh Hell save at hand 6 was "Base game · 4 players · round 1"."""
    from oh7_desktop.app.menus.save_words import describe_save
    from oh7_desktop.app.scene import Services
    from oh7_desktop.app.i18n import Translator

    store = SaveStore()
    store.save_slot("Hell", oh_hell_save_at_hand(6))
    [info] = store.list_slots()
    assert (info.game, info.unit, info.round, info.count) == ("oh-hell", "hand", 6, 25)
    english = describe_save(Services(translator=Translator("en")), info)
    assert english.startswith("Oh Hell · 4 players · Up, then down") and "Base" not in english
    assert " · hand 6 of 25 · Ann " in english
    assert "donne 6 sur 25" in describe_save(Services(translator=Translator("fr")), info)
    assert main([]) == 0
    [line] = [line for line in capsys.readouterr().out.splitlines() if line.startswith("Hell ")]
    assert "Oh Hell" in line and "sequence=up-down" in line and "hand 6 of 25" in line
