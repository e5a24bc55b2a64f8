"""Output paths and stopping signals (issue 23, items 1, 7 and 14).

Run as root, ``--record-out /dev/full`` replaced the device with a file (status 0, no word),
a symbolic link was replaced by a file, ``--frame-stats FIFO`` hung in ``open()`` and ignored
SIGTERM, ``stats --csv FIFO`` blocked, and ``--record-out FOLDER`` said it failed but exited 0.
Every path here is made inside the test's own folder: never a real device.
"""

from __future__ import annotations

import errno
import os
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from oh7_desktop.app.main import UsageError, parse
from oh7_desktop.games.output_path import OutputPathError, check_output, output_problem
from oh7_desktop.persistence import SaveError, SaveStore
from persistence_support import make_save

OH7 = [sys.executable, "-m", "oh7_desktop"]
LIMIT = 60
"""Seconds a command may take: a command that hangs fails the test instead of the run."""


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    os.mkfifo(path)
    return path


def _socket(path: Path) -> Path:
    if not hasattr(socket, "AF_UNIX") or len(str(path)) > 100:
        pytest.skip("no short Unix socket path here")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.close()  # the socket file stays
    return path


def _link(path: Path) -> Path:
    target = path.parent / "target.json"
    target.write_text("kept\n")
    path.symlink_to(target)
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _dangling(path: Path) -> Path:
    path.symlink_to(path.parent / "nowhere")
    return path


MAKERS: dict[str, tuple[Callable[[Path], Path], str]] = {
    "named pipe": (_fifo, "is not a regular file (it is a named pipe)"),
    "socket": (_socket, "is not a regular file (it is a socket)"),
    "symbolic link": (_link, "is a symbolic link (name the file itself)"),
    "dangling link": (_dangling, "is a symbolic link (name the file itself)"),
    "folder": (_folder, "is a folder, not a file"),
    "missing folder": (lambda p: p / "x.json", "its folder does not exist"),
}


def _entry(path: Path) -> tuple[int, str | None]:
    """What is at ``path`` (its type bits, and a link's target): unchanged after a refusal."""
    info = os.lstat(path) if os.path.lexists(path) else None
    return (0 if info is None else stat.S_IFMT(info.st_mode)), (os.readlink(path) if os.path.islink(path) else None)


@pytest.mark.parametrize("flag", ["--record-out", "--frame-stats"])
@pytest.mark.parametrize("kind", sorted(MAKERS))
def test_play_refuses_an_output_that_is_not_a_regular_file(tmp_path: Path, flag: str, kind: str) -> None:
    make, reason = MAKERS[kind]
    path = make(tmp_path / "out.json")
    before = _entry(path)
    with pytest.raises(UsageError) as refused:
        parse(["--headless", "--autoplay", flag, str(path)])
    assert str(refused.value) == f"{flag} {path}: {reason}"
    assert _entry(path) == before, "refused before anything opened or replaced it"


def test_a_regular_file_or_a_new_name_is_accepted(tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    old.write_text("{}")
    options = parse(["--headless", "--autoplay", "--record-out", str(old), "--frame-stats", str(tmp_path / "new.json")])
    assert options.record_out == old
    assert output_problem(tmp_path / "new.csv") is None


def test_an_autosave_that_is_a_link_is_refused_and_a_new_one_may_be_in_a_new_folder(tmp_path: Path) -> None:
    link = _link(tmp_path / "auto.json")
    with pytest.raises(UsageError, match="^--autosave .*: is a symbolic link"):
        parse(["--headless", "--autoplay", "--autosave", str(link)])
    assert parse(["--headless", "--autoplay", "--autosave", str(tmp_path / "new" / "auto.json")]).autosave


def test_a_character_device_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As ``/dev/full`` was: its stat is faked (no real device is touched)."""
    device = tmp_path / "full"
    real_lstat = os.lstat

    def lstat(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if os.fspath(path) == str(device):
            return os.stat_result((stat.S_IFCHR | 0o666, 0, 0, 1, 0, 0, 0, 0, 0, 0))
        return real_lstat(path, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", lstat)
    assert output_problem(device) == "is not a regular file (it is a device)"
    with pytest.raises(OutputPathError):
        check_output(device)
    with pytest.raises(UsageError, match="it is a device"):
        parse(["--headless", "--autoplay", "--record-out", str(device)])


def _oh7(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*OH7, *args], capture_output=True, text=True, timeout=LIMIT, check=False)


def test_stats_csv_refuses_a_named_pipe_and_a_link_at_once(tmp_path: Path) -> None:
    pipe = _fifo(tmp_path / "games.csv")
    done = _oh7("stats", "--csv", str(pipe))  # it blocked for ever in open()
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"oh7 stats: --csv {pipe}: is not a regular file (it is a named pipe)\n"
    link = _link(tmp_path / "link.csv")
    done = _oh7("stats", "--csv", str(link))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "is a symbolic link" in done.stderr
    assert link.is_symlink() and (tmp_path / "target.json").read_text() == "kept\n"


def test_exports_refuse_a_link_and_leave_it(tmp_path: Path) -> None:
    link = _link(tmp_path / "record.json")
    with pytest.raises(SaveError, match="is a symbolic link"):
        SaveStore().export(make_save(steps=30), link)
    assert link.is_symlink() and (tmp_path / "target.json").read_text() == "kept\n"


def test_a_record_that_cannot_be_written_at_the_end_fails_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A full disk when ``--record-out`` is written: one line and status 1 (it was 0)."""
    import oh7_desktop.persistence as persistence
    from oh7_desktop.app.launch import run
    from oh7_desktop.app.settings_bridge import UserDirs

    out = tmp_path / "game.json"
    real = persistence.write_json_atomic

    def write_json_atomic(path: Path, data: Any, *args: Any, **kwargs: Any) -> None:
        if Path(path) == out:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, data, *args, **kwargs)

    monkeypatch.setattr(persistence, "write_json_atomic", write_json_atomic)
    options = parse(["--headless", "--autoplay", "--speed", "instant", "--seed", "3", "--no-history",
                     "--seats", "easy,easy,easy", "--target", "1", "--record-out", str(out)])
    assert run(options, UserDirs.under(tmp_path / "home")) == 1
    assert capsys.readouterr().err == "oh7: game.json: cannot be written (No space left on device)\n"
    assert not out.exists()


@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGINT"])
def test_a_stop_signal_ends_the_run_as_a_quit_with_the_conventional_status(tmp_path: Path, signal_name: str) -> None:
    """The run stops after its frame, writes what a quit writes, says so in one line, and
    exits 128 + the signal (SDL made SIGTERM a window close: status 0, and no word)."""
    number = getattr(signal, signal_name, None)
    if number is None:
        pytest.skip(f"no {signal_name} here")
    autosave, stats = tmp_path / "run.json", tmp_path / "frames.json"
    run = subprocess.Popen([*OH7, "play", "--headless", "--autoplay", "--games", "200", "--no-history",
                            "--seats", "easy,easy,easy", "--speed", "normal",
                            "--autosave", str(autosave), "--frame-stats", str(stats)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + LIMIT
        while not autosave.exists() and run.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)  # waiting for the ready marker (the run's autosave), not racing it
        assert autosave.exists(), "the run started its first game"
        run.send_signal(number)
        out, err = run.communicate(timeout=LIMIT)
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    assert run.returncode == 128 + number
    assert (out, err) == ("", f"oh7: stopped by {signal_name}\n")
    assert stats.exists(), "closed as on quit: the frame statistics are written"
    from oh7_desktop.persistence.loader import load_save

    assert load_save(autosave).record, "the game is saved, to be continued"


def test_ctrl_c_in_a_tournament_ends_it_in_one_line(tmp_path: Path) -> None:
    """Ctrl+C reaches the command and its worker processes (one process group): one line, 130."""
    run = subprocess.Popen([*OH7, "tournament", "--games", "2000", "--seats", "easy,easy,easy,easy", "--workers", "2",
                            "--progress"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert run.stderr is not None
        seen = ""
        while "games" not in seen and run.poll() is None:
            seen += run.stderr.read(1)  # the ready marker: its first progress line
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=LIMIT)
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    assert run.returncode == 130 and out == ""
    assert "Traceback" not in err and (seen + err).splitlines()[-1].endswith("oh7: stopped by SIGINT"), seen + err


def test_an_autosave_that_cannot_be_written_fails_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A read-only data folder (faked: the tests run as root, who may write anywhere): the game
    goes on, the problem is said once, and the status is 1 (it was 0)."""
    import oh7_desktop.persistence.autosave as autosave
    from oh7_desktop.app.launch import run
    from oh7_desktop.app.settings_bridge import UserDirs

    def read_only(path: Path, *args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(autosave, "write_bytes_atomic", read_only)
    options = parse(["--headless", "--autoplay", "--speed", "instant", "--seed", "3", "--no-history",
                     "--seats", "easy,easy,easy", "--target", "1"])
    assert run(options, UserDirs.under(tmp_path / "home")) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines and all("Read-only file system" in line for line in lines), lines
