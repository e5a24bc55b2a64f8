"""What reaches the terminal (issue 23, items 11, 12, 13 and 14).

``saves --check`` said "no saves" for an autosave that is a dangling link or a link loop, and
skipped a save that is a folder; a save with ``"version": 10**4000`` printed a 4 KB line; a file
name that is not UTF-8 under a C locale was an internal error; ``oh7 stats`` printed names raw
(escape sequences, BEL, NUL, CR, a bidi override, 10 000 characters); with standard output
closed (``>&-``) 6 commands of 10 lost their output and exited 0, and ``stats --csv -`` was an
internal error.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from history_support import fresh_db, made_game
from oh7_desktop.cli import main
from oh7_desktop.games.terminal import message_line, quoted, shown
from oh7_desktop.persistence import SaveStore
from oh7_desktop.persistence.loader import encode_save
from oh7_desktop.persistence.paths import data_dir
from persistence_support import make_save

OH7 = [sys.executable, "-m", "oh7_desktop"]
LIMIT = 60
HOSTILE = "Ann\x1b[2J\x1b]0;owned\x07\x00\r\u202eevil"
"""A name that clears the screen, retitles the terminal, rings, overwrites its line and reverses."""


def _unsafe(text: str) -> list[str]:
    """Characters of ``text`` a terminal would act on rather than show (line breaks aside)."""
    return [ch for ch in text if ch != "\n" and unicodedata.category(ch)[0] == "C"]


# -- item 14: a closed standard output -------------------------------------------------------------


def _commands(tmp_path: Path) -> list[list[str]]:
    record = tmp_path / "game.json"
    SaveStore().export(make_save(steps=30), record)
    return [["--help"], ["play", "--help"], ["replay", str(record)], ["saves"], ["saves", "--check"], ["stats"],
            ["stats", "--json"], ["stats", "--csv", "-"],
            ["tournament", "--games", "1", "--seats", "random,random,random,random", "--workers", "1"],
            ["bench", "engine", "--seconds", "0.02"]]


def _closed(args: list[str], *fds: int) -> subprocess.CompletedProcess[str]:
    """Run ``oh7 ARGS`` with the descriptors ``fds`` closed, as ``>&-`` and ``2>&-`` do."""
    def close() -> None:
        for fd in fds:
            os.close(fd)

    return subprocess.run([*OH7, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          timeout=LIMIT, check=False, preexec_fn=close)


def test_every_command_with_standard_output_closed_fails_in_one_line(tmp_path: Path) -> None:
    SaveStore().save_slot("Sunday", make_save(steps=30))
    for args in _commands(tmp_path):
        done = _closed(args, 1)
        assert (done.returncode, done.stderr) == (1, "oh7: cannot write the output (standard output is closed)\n"), \
            (args, done.stderr)


def test_with_both_closed_the_status_still_tells(tmp_path: Path) -> None:
    done = _closed(["saves"], 1, 2)
    assert done.returncode == 1
    done = _closed(["play", "--headless", "--autoplay", "--frames", "2", "--no-history"], 1)
    assert (done.returncode, done.stderr) == (0, ""), "a command that prints nothing has nothing to lose"


# -- item 11: saves --check -----------------------------------------------------------------------


def _autosave_link(target: str) -> Path:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    link = folder / "autosave.json"
    link.symlink_to(target)
    return link


@pytest.mark.parametrize("kind", ["dangling link", "link loop", "folder"])
def test_check_lists_a_save_that_is_a_link_to_nothing_a_loop_or_a_folder_as_broken(
        kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    if kind == "dangling link":
        path = _autosave_link("nowhere.json")
    elif kind == "link loop":
        path = _autosave_link("autosave.json")
    else:
        path = SaveStore().slots_dir / "Folder.json"
        path.mkdir(parents=True)
    assert main(["saves", "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "1 file, 1 broken" and out[0].startswith(f"BROKEN  {path}: "), out
    assert main(["saves"]) == 0
    assert "BROKEN: " in capsys.readouterr().out


def test_a_huge_version_is_cut_in_every_message(capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore()
    store.slots_dir.mkdir(parents=True)
    data = json.loads(encode_save(make_save(steps=30)))
    data["version"] = 10 ** 4000
    (store.slots_dir / "Huge.json").write_text(json.dumps(data))
    assert main(["saves", "--check"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("BROKEN  ") and "made by a newer Oh 7" in lines[0]
    assert max(map(len, lines)) < 300, [len(line) for line in lines]
    assert main(["saves"]) == 0
    assert max(map(len, capsys.readouterr().out.splitlines())) < 300


def test_the_helpers_escape_and_cut() -> None:
    assert shown(HOSTILE) == "Ann\\x1b[2J\\x1b]0;owned\\x07\\x00\\x0d\\u202eevil"
    assert shown("é" * 100) == "é" * 47 + "…"
    assert len(quoted(10 ** 4000)) < 80 and quoted("ok") == "'ok'"
    assert len(message_line("x" * 5000)) == 399 and message_line("a\nb") == "a\\x0ab"


# -- item 12: file names that are not UTF-8, under a C locale --------------------------------------


@pytest.mark.parametrize("coerce", ["1", "0"])
def test_saves_with_names_that_are_not_utf8_under_a_c_locale(coerce: str) -> None:
    store = SaveStore()
    store.save_slot("Chloé", make_save(steps=30))
    payload = (store.slots_dir / "Chloé.json").read_bytes()
    with open(os.fsencode(store.slots_dir) + b"/Bad\xff.json", "wb") as out:
        out.write(payload)
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE=coerce)
    env.pop("PYTHONIOENCODING", None)
    for args in (["saves"], ["saves", "--check"]):
        done = subprocess.run([*OH7, *args], capture_output=True, timeout=LIMIT, check=False, env=env)
        assert (done.returncode, done.stderr) == (0, b""), done.stderr
        text = done.stdout.decode("utf-8")
        # The byte is shown escaped in a path, replaced in a save's name: never an error.
        assert any(form in text for form in ("Bad\\xff", "Bad\\ufffd", "Bad\ufffd")), text
        assert "Chlo\\xe9" in text or "Chloé" in text, text


# -- item 13: names escaped and cut in every terminal output ---------------------------------------


def test_stats_shows_hostile_names_escaped_and_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = fresh_db(tmp_path)
    db.record(made_game(1, [HOSTILE, "x" * 10_000], [((5, 2), (2, 1), (True, False))], (0,)))
    db.close()
    assert main(["stats", "--file", str(tmp_path / "history.sqlite3")]) == 0
    out = capsys.readouterr().out
    assert _unsafe(out) == [] and "Ann\\x1b[2J" in out and "\\u202eevil" in out
    assert max(map(len, out.splitlines())) < 300  # it was a 10,338-column table


def test_saves_and_replay_show_a_hand_renamed_file_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore()
    store.save_slot("Sunday", make_save(steps=30))
    os.rename(store.slots_dir / "Sunday.json", store.slots_dir / "%1B[2J%07Sun%E2%80%AEday.json")
    assert main(["saves"]) == 0
    out = capsys.readouterr().out
    assert _unsafe(out) == [] and "\\x1b[2J\\x07Sun\\u202eday" in out
    assert main(["replay", str(tmp_path / "gone\x1b[2J\r.json")]) == 2
    err = capsys.readouterr().err
    assert _unsafe(err) == [] and err.count("\n") == 1 and "gone\\x1b[2J\\x0d.json" in err
