"""The ``oh7`` command: dispatches to each package's own entry point, importing lazily.

Lazy imports keep ``oh7 replay`` free of pygame (it must start in well under a second).
Every entry point takes its argument list and returns an exit status.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Callable

COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("oh7_desktop.app.main", "play the game (the default): oh7 play --help"),
    "replay": ("oh7_desktop.games.replay_cli", "check a game record and print its scores"),
    "bench": ("oh7_desktop.games.bench", "benchmarks: oh7 bench engine [--json]"),
    "tournament": ("oh7_desktop.games.tournament", "play bots against each other"),
    "saves": ("oh7_desktop.persistence.cli", "list or check saved games"),
    "stats": ("oh7_desktop.persistence.history.cli", "statistics of the games played: oh7 stats [--json|--csv FILE]"),
}

USAGE = "usage: oh7 [--smoke] [COMMAND] [ARGS...]\n\ncommands:\n" + "".join(
    f"  {name:<11} {text}\n" for name, (_, text) in COMMANDS.items()
)


def _entry(module_name: str) -> Callable[[list[str]], int]:
    module = importlib.import_module(module_name)
    entry: Callable[[list[str]], int] = module.main
    return entry


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 COMMAND ARGS``; with no command, or only options, start the game."""
    args = list(sys.argv[1:] if argv is None else argv)
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
    try:
        status = _entry(COMMANDS[name][0])(rest)
        sys.stdout.flush()  # here, where a closed pipe is caught, not at the interpreter's exit
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``oh7 stats --csv - | head``): stop quietly, as Unix tools do;
        # stdout goes to the null device so the interpreter's final flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
