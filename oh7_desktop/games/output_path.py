"""Check a file the user names for output before anything opens it: the one rule of every command.

``--record-out``, ``--frame-stats``, ``--autosave``, ``oh7 stats --csv`` and the app's exports
write where they are told. Run as root, writing ``/dev/full`` replaced the device with a file,
a named pipe hung the run in ``open()``, and a symbolic link was replaced by a file. So an
output path must be a regular file (replaced) or a new name in an existing folder that can be
written; anything else (a folder, a link, a pipe, a device, a socket) is refused with one line,
before opening. Standard library only.

>>> output_problem(Path("/no such folder/out.json"))
'its folder does not exist'
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_KINDS = ((stat.S_ISLNK, "is a symbolic link (name the file itself)"), (stat.S_ISDIR, "is a folder, not a file"),
          (stat.S_ISFIFO, "is not a regular file (it is a named pipe)"),
          (stat.S_ISCHR, "is not a regular file (it is a device)"),
          (stat.S_ISBLK, "is not a regular file (it is a device)"),
          (stat.S_ISSOCK, "is not a regular file (it is a socket)"))


class OutputPathError(ValueError):
    """An output path that must not be written; ``str(err)`` is the reason, one line."""


def output_problem(path: Path, *, new_folders: bool = False) -> str | None:
    """Return why ``path`` cannot receive an output file, or None if it may be written
    (``new_folders``: the writer makes missing folders, so the nearest existing one is checked)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        folder = Path(os.path.abspath(path)).parent
        while new_folders and not os.path.lexists(folder) and folder != folder.parent:
            folder = folder.parent
        return _folder_problem(folder)
    except OSError as err:
        return f"cannot be written ({err.strerror or err})"
    for is_kind, problem in _KINDS:
        if is_kind(mode):
            return problem
    if not stat.S_ISREG(mode):
        return "is not a regular file"
    if not os.access(path, os.W_OK):
        return "cannot be written (permission denied)"
    return None


def check_output(path: Path, *, new_folders: bool = False) -> None:
    """Raise :class:`OutputPathError` if ``path`` cannot receive an output file."""
    problem = output_problem(path, new_folders=new_folders)
    if problem is not None:
        raise OutputPathError(problem)


def _folder_problem(folder: Path) -> str | None:
    try:
        mode = os.stat(folder).st_mode
    except FileNotFoundError:
        return "its folder does not exist"
    except OSError as err:
        return f"its folder cannot be reached ({err.strerror or err})"
    if not stat.S_ISDIR(mode):
        return "its folder is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "its folder cannot be written (permission denied)"
    return None
