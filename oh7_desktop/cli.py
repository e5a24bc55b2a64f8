"""The ``oh7`` command: dispatches to each package's own entry point, importing lazily.

Lazy imports keep ``oh7 replay`` free of pygame (it must start in well under a second).
Every entry point takes its argument list and returns an exit status. Whatever happens, a
player sees one line and a non-zero status, never a traceback: output that cannot be written
(``> /dev/full``) is one line, a reader that went away (``| head``) ends the command quietly,
and text an ASCII-only terminal cannot show is escaped.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import io
import os
import sys
from typing import Any, Callable

from oh7_desktop.games.terminal import message_line

COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("oh7_desktop.app.main", "play the game (the default): oh7 play --help"),
    "replay": ("oh7_desktop.games.replay_cli", "check a game record and print its scores"),
    "bench": ("oh7_desktop.games.bench", "benchmarks: oh7 bench engine [--json]"),
    "tournament": ("oh7_desktop.games.tournament", "play bots against each other"),
    "saves": ("oh7_desktop.persistence.cli", "list or check saved games"),
    "stats": ("oh7_desktop.persistence.history.cli", "statistics of the games played: oh7 stats [--json|--csv FILE]"),
}

OUTPUT_ERRNOS = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EIO") if hasattr(errno, name))
"""Errors of a write that fails for lack of room or a broken device: the output could not be written."""
EXIT_PIPE = 141
"""Exit status when the reader of the output went away: 128 + SIGPIPE, as a shell reports it."""

USAGE = "usage: oh7 [--smoke] [COMMAND] [ARGS...]\n\ncommands:\n" + "".join(
    f"  {name:<11} {text}\n" for name, (_, text) in COMMANDS.items()
)


def _entry(module_name: str) -> Callable[[list[str]], int]:
    module = importlib.import_module(module_name)
    entry: Callable[[list[str]], int] = module.main
    return entry


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 COMMAND ARGS``; with no command, or only options, start the game."""
    tolerate_any_terminal()
    stand_in_for_closed_streams()
    report_failed_help()
    try:
        status = _run(list(sys.argv[1:] if argv is None else argv))
        if sys.stdout is not None:
            sys.stdout.flush()  # here, not at exit: a full disk or a closed pipe is reported below
        return status
    except KeyboardInterrupt:
        print("oh7: stopped by SIGINT", file=sys.stderr)  # Ctrl+C: one line, never a traceback
        return 130
    except BrokenPipeError:
        # The reader went away (``oh7 saves | head``): stop quietly, as command-line tools do.
        _discard_stdout()
        return EXIT_PIPE
    except Exception as error:  # noqa: BLE001 - no traceback may reach a player
        if isinstance(error, ClosedOutputError) or isinstance(error, OSError) and error.errno in OUTPUT_ERRNOS:
            # The commands turn their own file errors into messages: what escapes them is
            # the output itself failing (a full disk), as the final flush above shows it.
            _discard_stdout()
            print(f"oh7: cannot write the output ({error.strerror or error})", file=sys.stderr)
        else:
            print(message_line(f"oh7: internal error ({type(error).__name__}: {' '.join(str(error).split())})"),
                  file=sys.stderr)
        return 1


def _run(args: list[str]) -> int:
    """Run the command; an exit it asks for (argparse's ``--help``) still has its output checked."""
    try:
        return _dispatch(args)
    except SystemExit as leaving:
        if leaving.code is None or isinstance(leaving.code, int):
            return leaving.code or 0
        print(leaving.code, file=sys.stderr)
        return 1


def _dispatch(args: list[str]) -> int:
    if args and args[0] in ("-h", "--help", "help"):
        print(USAGE, end="")
        return 0
    if args and args[0] in COMMANDS:
        name, rest = args[0], args[1:]
    elif args and not args[0].startswith("-"):
        print(f"oh7: unknown command {args[0]!r}\n{USAGE}", end="", file=sys.stderr)
        return 2
    else:
        name, rest = "play", args
    return _entry(COMMANDS[name][0])(rest)


def tolerate_any_terminal() -> None:
    """Let any text reach any terminal: a name an ASCII-only console cannot show is escaped
    (``Chlo\\xe9``) instead of stopping the command with a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass  # a stream that cannot change its error handler keeps its own


def report_failed_help() -> None:
    """Let a help or usage text that cannot be written fail like any other output.

    argparse writes them ignoring every ``OSError``, so ``oh7 saves --help > /dev/full``
    printed nothing and said it succeeded; its writer is replaced by one that lets the error
    reach :func:`main` (one line, status 1; a closed pipe ends quietly).
    """
    def print_message(parser: argparse.ArgumentParser, message: str | None, file: Any = None) -> None:
        if message:
            (file or sys.stderr).write(message)

    setattr(argparse.ArgumentParser, "_print_message", print_message)  # noqa: B010 - a private method, patched


class ClosedOutputError(OSError):
    """A write to a standard output the shell closed (``>&-``)."""


class ClosedStream(io.TextIOBase):
    """Stands for a standard stream that was closed before the start (Python leaves it None,
    and ``print`` to None prints nothing: 6 commands of 10 lost their output and said they
    succeeded). Writing to a closed standard output fails like a full disk; what goes to a
    closed standard error is dropped (the exit status still tells)."""

    def __init__(self, name: str, *, fails: bool) -> None:
        super().__init__()
        self.stream_name, self.fails = name, fails

    def writable(self) -> bool:
        """A command may print to it (and is told when that fails)."""
        return True

    def write(self, text: str) -> int:
        """Fail (standard output) or drop the text (standard error)."""
        if self.fails and text:
            raise ClosedOutputError(errno.EBADF, f"{self.stream_name} is closed")
        return len(text)


def stand_in_for_closed_streams() -> None:
    """Give a standard output or error the shell closed a :class:`ClosedStream`: output then
    fails with one line and status 1 instead of vanishing (and ``stats --csv -`` has a stream)."""
    if sys.stdout is None:
        sys.stdout = ClosedStream("standard output", fails=True)
        _hold_descriptor(1, os.O_RDONLY)  # writes to it fail, as they did
    if sys.stderr is None:
        sys.stderr = ClosedStream("standard error", fails=False)
        _hold_descriptor(2, os.O_WRONLY)


def _hold_descriptor(fd: int, flags: int) -> None:
    """Keep a closed standard descriptor taken by the null device, so that no file the run opens
    (an autosave being written) becomes descriptor 1 or 2, where a library's or a child
    process's print would land in it."""
    try:
        null = os.open(os.devnull, flags)
    except OSError:
        return
    if null != fd:
        try:
            os.dup2(null, fd)
        except OSError:
            pass
        os.close(null)


def _discard_stdout() -> None:
    """Point the standard output at the null device, so the interpreter's own flush at exit
    (of what could not be written) does not print an error after ours."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
