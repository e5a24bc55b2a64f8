"""Whose autosave: a scripted run never replaces the player's game, and one window plays a game.

Issue 13, item 1: ``oh7 play --autoplay ...`` replaced the player's unfinished autosave and
deleted it when its own game ended. Item 3: two processes on one profile wrote the same
autosave in turn, and a game was lost. Now scripted runs keep their own autosave, the command
line never replaces the player's game without asking, and the process playing a game holds its
autosave's lock until it leaves the game or ends, however it ends.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.games.oh7 import from_record
from oh7_desktop.persistence import SaveStore
from oh7_desktop.persistence.loader import encode_save
from oh7_desktop.persistence.paths import data_dir
from app_support import frames, key, make_app, top
from crash_support import is_prefix
from persistence_support import make_save

LIMIT = 120
AUTOPLAY = [sys.executable, "-m", "oh7_desktop", "play", "--autoplay", "--headless", "--speed", "instant"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*AUTOPLAY, *args], capture_output=True, text=True, timeout=LIMIT, check=False,
                          env=dict(os.environ))


def _players_game() -> tuple[SaveStore, bytes]:
    """An unfinished game in the player's autosave, left by a window that was closed."""
    store = SaveStore()
    store.autosave(make_save(steps=60))
    store.autosave(make_save(steps=61))
    store.release_autosave()
    return store, store.autosave_path.read_bytes()


# -- item 1 ----------------------------------------------------------------------------------------


def test_a_scripted_run_leaves_the_players_game_alone(tmp_path: Path) -> None:
    store, before = _players_game()
    backup = store.backup_path.read_bytes()
    done = _run("--seats", "easy,easy,easy", "--seed", "4")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert store.autosave_path.read_bytes() == before and store.backup_path.read_bytes() == backup
    # Told to continue, a scripted run plays the player's game on from where it stood.
    out = tmp_path / "out.json"
    done = _run("--continue", "--record-out", str(out))
    assert done.returncode == 0, done.stderr
    final = json.loads(out.read_text("utf-8"))
    assert from_record(final).is_over() and is_prefix(json.loads(before)["record"], final)


def test_the_command_line_never_replaces_the_players_game_headless(tmp_path: Path) -> None:
    store, before = _players_game()
    other = tmp_path / "other.json"
    other.write_bytes(encode_save(make_save(seed=9, steps=20)))
    for args in (["--seats", "human,easy,easy"], ["--load", str(other)]):
        done = subprocess.run([sys.executable, "-m", "oh7_desktop", "play", "--headless", "--frames", "5", *args],
                              capture_output=True, text=True, timeout=LIMIT, check=False, env=dict(os.environ))
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip().splitlines() == [
            "oh7: an unfinished game is saved (autosave.json): continue it with --continue, or start a new game "
            "from the menu, which asks before replacing it"]
        assert store.autosave_path.read_bytes() == before


def test_a_window_asks_before_a_command_line_game_replaces_the_players(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "data")
    store.autosave(make_save(steps=30))
    store.release_autosave()
    before = store.autosave_path.read_bytes()
    app = make_app(tmp_path, "--seats", "human,easy,easy", gui=True)
    frames(app, 2)
    question = top(app)
    assert isinstance(question, Notice) and question.title == "A game is in progress"
    assert store.autosave_path.read_bytes() == before, "nothing replaced before the player answers"
    app.close()


def test_a_scripted_runs_own_unfinished_game_is_kept_aside_not_deleted() -> None:
    own = data_dir() / "autoplay.json"
    own.parent.mkdir(parents=True)
    payload = encode_save(make_save(steps=50))
    own.write_bytes(payload)
    done = _run("--seats", "easy,easy,easy", "--seed", "5")
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip().splitlines() == [
        "oh7: the unfinished game in autoplay.json was kept as autoplay.json.unfinished"]
    assert (data_dir() / "autoplay.json.unfinished").read_bytes() == payload
    assert not own.exists(), "the run's own game ended and was cleared"


# -- item 3 ----------------------------------------------------------------------------------------


def test_a_second_store_cannot_touch_a_game_being_played(tmp_path: Path) -> None:
    from oh7_desktop.persistence.errors import GameOpenElsewhere

    playing, other = SaveStore(tmp_path), SaveStore(tmp_path)
    playing.autosave(make_save(steps=40))
    before = playing.autosave_path.read_bytes()
    with pytest.raises(GameOpenElsewhere, match=r"^This game is open in another window \(autosave\.json\)$"):
        other.autosave(make_save(steps=10))
    assert isinstance(other.autosave_action(encode_save(make_save(steps=11))), GameOpenElsewhere)
    assert other.load_autosave().status == "busy"
    with pytest.raises(GameOpenElsewhere):
        other.discard_autosave()
    assert playing.autosave_path.read_bytes() == before
    playing.release_autosave()
    assert other.load_autosave().ok


def _hold_in_another_process() -> subprocess.Popen[str]:
    """A process that plays the player's autosave (it holds the game) until killed."""
    code = ("import sys, time\nfrom oh7_desktop.persistence import SaveStore\n"
            "sys.path.insert(0, sys.argv[1])\nfrom persistence_support import make_save\n"
            "SaveStore().autosave(make_save(steps=70))\nprint('playing', flush=True)\ntime.sleep(600)\n")
    holder = subprocess.Popen([sys.executable, "-c", code, str(Path(__file__).parent)], stdout=subprocess.PIPE,
                              text=True, env=dict(os.environ))
    assert holder.stdout is not None and holder.stdout.readline() == "playing\n"
    return holder


def test_another_window_is_refused_until_the_player_process_dies(tmp_path: Path) -> None:
    holder = _hold_in_another_process()
    try:
        autosave = data_dir() / "autosave.json"
        before = autosave.read_bytes()
        done = _run("--continue")
        assert done.returncode == 2
        assert done.stderr.strip().splitlines() == ["oh7: This game is open in another window (autosave.json)"]
        assert autosave.read_bytes() == before
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(LIMIT)
    out = tmp_path / "out.json"
    done = _run("--continue", "--record-out", str(out))  # the lock died with its process
    assert done.returncode == 0, done.stderr
    assert is_prefix(json.loads(before)["record"], json.loads(out.read_text("utf-8")))


def test_the_menu_says_the_game_is_open_in_another_window(tmp_path: Path) -> None:
    app = make_app(tmp_path, gui=True)
    elsewhere = SaveStore(tmp_path / "data")
    elsewhere.autosave(make_save(steps=30))  # another window plays it
    app.stack.top.refresh()
    key(app, pygame.K_c)
    notice = top(app)
    assert isinstance(notice, Notice) and notice.title == "This game is open in another window"
    assert app.flow.table is None
    elsewhere.release_autosave()  # that window closed
    notice.close()
    key(app, pygame.K_c)
    assert app.flow.table is not None
    app.close()


def test_the_other_window_notice_names_no_file_and_says_its_title_once(tmp_path: Path) -> None:
    """Issue 27 item 15: the notice's text repeated its title and named ``autosave.json``."""
    app = make_app(tmp_path, gui=True)
    elsewhere = SaveStore(tmp_path / "data")
    elsewhere.autosave(make_save(steps=30))  # another window plays it
    app.stack.top.refresh()
    key(app, pygame.K_c)  # Continue
    continued = top(app)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    key(app, pygame.K_s)  # a new game, while that window plays the game in the autosave
    assert isinstance(top(app), Notice)  # "A game is in progress": replace it?
    key(app, pygame.K_RETURN)
    started = top(app)
    for notice in (continued, started):
        assert isinstance(notice, Notice) and notice.title == "This game is open in another window"
        assert notice.title not in notice.body and ".json" not in notice.body, notice.body
    elsewhere.release_autosave()
    app.close()
