"""``oh7 play``: parse the command line, open the window, run the scenes; ``oh7 --smoke`` checks the app.

Usage (every flag stays in the product)::

    oh7 play                                   # the menu
    oh7 play --continue | --load FILE          # straight back into a game
    oh7 play --code GJG90-9R0XD-WT58K-K          # the game a deal code describes
    oh7 play --autoplay --autosave run.json ... / --autoplay --continue --autosave run.json  # resumable script
    oh7 play --autoplay --headless --games 3 --speed instant --seed 7 \\
             --mode advanced --seats easy,medium,hard,hard --target 21 \\
             --screenshots shots/ --frame-stats stats.json --record-out game.json
    oh7 --smoke                                # headless check; writes only in a temporary folder
    oh7 play --headless --exit-after-menu      # (hidden) start, draw the menu once, quit: start-up timing

Exit status: 0 done, 2 bad command line / unusable save / no display / an output path that
is not a regular file or a new name, 1 unexpected error or a file the run could not write (one
line on stderr, the traceback in the rotating ``oh7.log`` in the user's log folder), 143 / 130
stopped by SIGTERM / SIGINT (closed as on Quit).
Imports are lazy: pygame, pydantic and the engine load after the arguments are checked.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import NoReturn

from oh7_desktop.app.launch import display_problem, run
from oh7_desktop.app.run_options import SPEEDS, RunOptions
from oh7_desktop.games.output_path import output_problem
from oh7_desktop.games.terminal import message_line, shown
from oh7_desktop.userfiles import LANGUAGES

MODES = ("base", "advanced", "two")
LEVELS = ("human", "easy", "medium", "hard")
TARGET_NAMES = {"short": 21, "normal": 35, "long": 49}


class UsageError(ValueError):
    """A command line that cannot be run; the message is one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """The ``oh7 play`` options."""
    p = _Parser(prog="oh7 play", description="Play Oh 7 ? (the trick-taking game where you bet with your own cards).")
    p.add_argument("--autoplay", action="store_true", help="every seat is a bot; exit after the games")
    p.add_argument("--headless", action="store_true", help="no window (dummy video and audio drivers)")
    p.add_argument("--smoke", action="store_true", help="quick headless self-check in a temporary folder")
    p.add_argument("--games", type=_positive, default=1, metavar="N", help="games to autoplay (default 1)")
    p.add_argument("--speed", choices=SPEEDS, help="animation speed for this run")
    p.add_argument("--seed", type=_seed, help="seed of the first game's deals")
    p.add_argument("--game", type=_game, help="oh7 (default), oh-hell, seven-up or red7")
    p.add_argument("--rules", type=_rules, metavar="JSON",
                   help='the game\'s options as in its records, e.g. \'{"sequence": "down", "hook": true}\'')
    p.add_argument("--mode", type=_mode, help="base, advanced or two (two players)")
    p.add_argument("--players", type=_positive, help="number of players (2-6 within the mode's limits)")
    p.add_argument("--seats", type=_seats, metavar="LEVELS", help="comma-separated: human, easy, medium, hard")
    p.add_argument("--target", type=_target, help="short (21), normal (35), long (49) or a number")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1920x1080")
    p.add_argument("--lang", choices=tuple(LANGUAGES), help="language for this run")
    p.add_argument("--screenshots", type=Path, metavar="DIR", help="save a PNG at each scene and phase change")
    p.add_argument("--frame-stats", type=Path, metavar="FILE", help="write frame times (ms) as JSON")
    p.add_argument("--record-out", type=Path, metavar="FILE",
                   help="write the game's record at the end (with --games N: the last game's)")
    p.add_argument("--load", type=Path, metavar="FILE", help="play a saved game or game record")
    p.add_argument("--code", metavar="CODE", help="play the game a deal code describes (its deals, seats and bots)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="continue the autosaved game (with --autoplay: bots finish the player's game)")
    p.add_argument("--autosave", type=Path, metavar="FILE",
                   help="keep this run's autosave in FILE, and --continue from it (default: the player's "
                        "autosave; --autoplay runs keep their own, autoplay.json, and never touch the player's)")
    p.add_argument("--reveal-hands", action="store_true", help="with --autoplay: show every hand face up")
    p.add_argument("--no-history", dest="history", action="store_false",
                   help="do not record this run's games in the history (statistics)")
    p.add_argument("--frames", type=_positive, metavar="N", help="stop after N frames (exit 0)")
    p.add_argument("--exit-after-menu", action="store_true", help=argparse.SUPPRESS)
    return p


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number above 0, not {text!r}")
    return int(text)


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, not {text!r}")
    return value


def _game(text: str) -> str:
    from oh7_desktop.app import tables

    name = text.strip().lower()
    if name not in tables.playable():
        raise argparse.ArgumentTypeError(f"expected one of {', '.join(tables.playable())}, not {text!r}")
    return name


def _rules(text: str) -> dict[str, object]:
    from oh7_desktop.games.options import OptionsError, read_options

    try:
        return read_options(text)
    except OptionsError as err:
        raise argparse.ArgumentTypeError(str(err).removeprefix("--rules ")) from None


def _mode(text: str) -> str:
    value = text.strip().lower().replace("-", "").replace("_", "")
    value = {"twoplayers": "two", "2": "two", "2p": "two"}.get(value, value)
    if value not in MODES:
        raise argparse.ArgumentTypeError(f"expected base, advanced or two, not {text!r}")
    return value


def _seats(text: str) -> list[str]:
    seats = [part.strip().lower() for part in text.split(",")]
    bad = [s for s in seats if s not in LEVELS]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown seat {bad[0]!r} (expected {', '.join(LEVELS)})")
    return seats


def _target(text: str) -> int:
    value = text.strip().lower()
    if value in TARGET_NAMES:
        return TARGET_NAMES[value]
    if not value.isdigit() or not 1 <= int(value) <= 9999:
        raise argparse.ArgumentTypeError(f"expected short, normal, long or 1-9999, not {text!r}")
    return int(value)


def _size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or int(parts[0]) < 320 or int(parts[1]) < 200:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1920x1080, not {text!r}")
    return int(parts[0]), int(parts[1])


def parse(argv: list[str]) -> RunOptions:
    """Return the run's options; raise :class:`UsageError` (one line) for a bad command line."""
    args = build_parser().parse_args(argv)
    options = RunOptions(**{k: v for k, v in vars(args).items() if k != "lang"}, language=args.lang)
    if options.resume and options.load is not None:
        raise UsageError("--continue and --load cannot be used together")
    if (options.resume or options.load is not None) and any(
            v is not None for v in (options.mode, options.players, options.seats, options.target, options.seed,
                                    options.game, options.rules)):
        raise UsageError("--game, --rules, --mode, --players, --seats, --target and --seed start a new game: "
                         "not with --continue/--load")
    if options.code is not None and (options.resume or options.load is not None or any(
            v is not None for v in (options.game, options.rules, options.mode, options.players, options.seats,
                                    options.target, options.seed))):
        raise UsageError("--code carries the game, its rules, seats and seed: not with other game options")
    if options.autoplay and options.seats and "human" in options.seats:
        raise UsageError("--autoplay plays every seat with a bot: --seats takes easy, medium or hard")
    if options.rules is not None:
        _check_rules(options)
    if options.headless and not (options.autoplay or options.frames or options.exit_after_menu):
        raise UsageError("--headless needs --autoplay or --frames N (nobody could play or quit)")
    if options.screenshots is not None and options.screenshots.exists() and not options.screenshots.is_dir():
        raise UsageError(f"--screenshots needs a folder, and {str(options.screenshots)!r} is a file")
    _check_outputs(options)
    return options


def _check_rules(options: RunOptions) -> None:
    """Check ``--rules`` with the game's own rules (types and ranges); Oh 7 ?'s mode, players
    and target are taken from it as from their own flags (given once: a flag or the key)."""
    from oh7_desktop.games.options import OptionsError, check_options

    rules = dict(options.rules or {})
    game = options.game or "oh7"
    if options.players is not None:
        rules["players"] = options.players
    elif options.seats is not None:
        rules.setdefault("players", len(options.seats))
    try:
        check_options(game, rules)
    except OptionsError as err:
        raise UsageError(str(err)) from None
    if game == "oh7":
        for key in ("mode", "players", "target"):
            given = (options.rules or {}).get(key)
            if given is not None and getattr(options, key) is not None and getattr(options, key) != given:
                raise UsageError(f"--{key} and --rules give different {key}s: give it once")
            if given is not None:
                setattr(options, key, given)


def _check_outputs(options: RunOptions) -> None:
    """Refuse an output file that is not a regular file or a new name in a writable folder,
    before anything opens it (a pipe would hang the run, a device or a link be replaced)."""
    outputs = [("--record-out", options.record_out), ("--frame-stats", options.frame_stats)]
    if options.autosave is not None and os.path.lexists(options.autosave):
        outputs.append(("--autosave", options.autosave))  # a new one's folder is made by the store
    for flag, path in outputs:
        problem = None if path is None else output_problem(path)
        if problem is not None:
            raise UsageError(f"{flag} {shown(str(path), 200)}: {problem}")


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 play ARGS`` and return the exit status."""
    try:
        options = parse(list(sys.argv[1:] if argv is None else argv))
    except UsageError as err:
        # cut like every other message: a value typed on the command line may be 4,000 digits
        print(f"oh7 play: {message_line(str(err))} (see oh7 play --help)", file=sys.stderr)
        return 2
    if options.smoke:
        from oh7_desktop.app.smoke import run_smoke

        return run_smoke(options)
    return run(options)


__all__ = ["UsageError", "build_parser", "display_problem", "main", "parse", "run"]
