"""Two processes sharing one user folder never break each other's writes or files.

Once every write used the fixed temporary name ``.autosave.json.tmp``: two ``oh7 play`` runs
in the same folder truncated each other's temporary file and one of them reported
"autosave.json: cannot be written (No such file or directory)" after most actions. Now the
temporary names are unique per process and per write (:mod:`oh7_desktop.persistence.tempnames`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oh7_desktop.persistence import SaveStore, Settings, atomic, load_settings, save_settings, tempnames
from persistence_support import make_save

REPO = Path(__file__).resolve().parents[1]
WRITES = 300


def test_temporary_names_differ_per_process_and_per_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "autosave.json"
    mine = {tempnames.temporary_path(target) for _ in range(100)}
    assert len(mine) == 100 and all(f".autosave.json.{os.getpid()}-" in path.name for path in mine)
    monkeypatch.setattr(os, "getpid", lambda: 4242)
    other = tempnames.temporary_path(target)
    assert other.name.startswith(".autosave.json.4242-") and other.parent == tmp_path


def test_a_write_interleaved_with_another_process_write_stays_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The failing interleaving, made deterministic: B writes whole while A is between write and rename."""
    target, backup = tmp_path / "autosave.json", tmp_path / "autosave.bak.json"
    atomic.write_bytes_atomic(target, b'["first"]')
    real_replace, real_getpid = atomic._replace, os.getpid
    interleaved: list[str] = []

    def replace_after_the_other_process(source: Path, dest: Path) -> None:
        if dest == target and not interleaved:
            interleaved.append(source.name)
            monkeypatch.setattr(os, "getpid", lambda: real_getpid() + 1)  # "process B"
            atomic.write_bytes_atomic(target, b'["from B, a longer payload"]', backup=backup)
            monkeypatch.setattr(os, "getpid", real_getpid)
        real_replace(source, dest)

    monkeypatch.setattr(atomic, "_replace", replace_after_the_other_process)
    atomic.write_bytes_atomic(target, b'["from A"]', backup=backup)
    assert interleaved, "process B's write ran inside A's"
    assert json.loads(target.read_bytes()) == ["from A"], "A renamed its own whole file last"
    assert json.loads(backup.read_bytes()) in (["first"], ["from B, a longer payload"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.bak.json", "autosave.json"]


def test_stale_temporary_files_of_dead_processes_are_removed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave(make_save(steps=10))
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    dead_pid = int(dead.stdout)
    left = tmp_path / f".autosave.json.{dead_pid}-0123abcd.tmp"
    left.write_bytes(b'{"format": "oh7-save", "ver')
    live = tmp_path / f".autosave.json.{os.getppid()}-0123abcd.tmp"  # a process that is running
    live.write_bytes(b"{")
    if tempnames.process_alive(dead_pid):
        pytest.skip("the pid was reused at once")
    assert store.load_autosave().ok
    assert not left.exists(), "the killed process's file is removed"
    assert live.exists(), "a running process's file is left to it"
    os.utime(live, (time.time() - 2 * tempnames.STALE_SECONDS,) * 2)
    assert store.load_autosave().ok and not live.exists(), "an hour-old one goes whoever made it"


# -- two real processes -------------------------------------------------------------------------------


def _writer(role: str, root: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), role, str(root)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=f"{REPO}{os.pathsep}{REPO / 'tests'}"))


@pytest.mark.slow
def test_two_processes_writing_the_same_files_never_fail_or_corrupt(tmp_path: Path) -> None:
    """A slot and the settings written by two processes at once; the autosave too, every action:
    one process holds it and the other is refused ("This game is open in another window")
    until the first is done, so neither ever fails otherwise or leaves a broken file."""
    procs = [_writer("writer-a", tmp_path), _writer("writer-b", tmp_path)]
    outputs = [proc.communicate(timeout=300) for proc in procs]
    reports = []
    for proc, (out, err) in zip(procs, outputs):
        assert proc.returncode == 0 and err == "", err
        reports.append(json.loads(out))
        assert reports[-1]["writes"] == WRITES and reports[-1]["errors"] == []
    assert min(report["refused"] for report in reports) == 0, "one of them played the game undisturbed"
    store = SaveStore(tmp_path / "data")
    result = store.load_autosave()
    assert result.ok and result.save is not None and result.save.names[0] in ("Alice", "Zoé")
    assert store.load_slot("shared").names[0] in ("Alice", "Zoé")
    assert load_settings(tmp_path / "config" / "settings.json")[1] is None
    leftovers = [p.name for folder in (tmp_path / "data", tmp_path / "data" / "saves", tmp_path / "config")
                 for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("oh7_desktop.app.main") is None, reason="no play command")
def test_two_oh7_play_runs_in_one_user_folder(tmp_path: Path) -> None:
    """The case first seen: two headless autoplay runs at once, same data folder: no error at all."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               PYTHONPATH=str(REPO))
    procs = [subprocess.Popen([sys.executable, "-m", "oh7_desktop", "play", "--autoplay", "--headless",
                               "--speed", "instant", "--seats", "easy,easy,easy,easy", "--seed", str(seed),
                               "--record-out", str(tmp_path / f"game{seed}.json")],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for seed in (1, 2)]
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0 and err == "", err
    for seed in (1, 2):
        assert json.loads((tmp_path / f"game{seed}.json").read_text("utf-8"))["seed"] == seed
    folder = tmp_path / "data" / "oh7"
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


def _write_many(role: str, root: Path) -> int:
    """A writer process: every action's autosave, a slot and the settings, WRITES times each."""
    from oh7_desktop.games.oh7 import Rules, to_record
    from oh7_desktop.persistence import AutosaveSession
    from oh7_desktop.persistence.errors import GameOpenElsewhere
    from persistence_support import NAMES, play_random

    first = "Alice" if role == "writer-a" else "Zoé"
    names = [first, *NAMES[1:4]]
    save = make_save(seed=5 if role == "writer-a" else 6, steps=0)
    save = save.model_copy(update={"seats": [s.model_copy(update={"name": n}) for s, n in zip(save.seats, names)]})
    save = save.model_copy(update={"record": dict(save.record, names=names)})
    store = SaveStore(root / "data")
    session = AutosaveSession(store, save)
    errors = [] if session.start() else [session.last_error]
    rules = Rules("base", 4, 35)
    for step in range(WRITES):
        state = play_random(rules, 5 if role == "writer-a" else 6, step % 120)
        if not session.record_action(to_record(state, names, include_pending=True)):
            errors.append(session.last_error)
        if step % 10 == 0:
            assert session.save is not None
            try:
                store.save_slot("shared", session.save, overwrite=True)
                save_settings(Settings(last_names=names), root / "config" / "settings.json")
            except ValueError as err:
                errors.append(str(err))
    if not session.flush():
        errors.append(session.last_error)
    # The process that did not get the game was told so at each action: that is not a failure.
    elsewhere = str(GameOpenElsewhere(store.autosave_path))
    print(json.dumps({"writes": WRITES, "errors": [error for error in errors if error != elsewhere],
                      "refused": errors.count(elsewhere)}))
    return 0


if __name__ == "__main__":
    sys.exit(_write_many(sys.argv[1], Path(sys.argv[2])))
