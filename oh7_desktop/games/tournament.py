"""``oh7 tournament``: bots play each other on duplicate deals and the results print as JSON.

Any registered game (``--game``, default ``oh7``). Games come in duplicate sets: one game seed
is played once per rotation of the seats, so every level sits at every seat of the same deals
and the luck of the cards cancels out (every game deals from its seed and the deal's index
only, never from who sits where). A level's win share is per seat (shared victories split),
averaged over its seats: chance is 1/players. Its 95% interval comes from the spread of the
duplicate sets' means.

    oh7 tournament --mode base --players 4 --seats hard,medium,medium,medium --games 200
    oh7 tournament --game oh-hell --players 4 --rules '{"hook": true}' --seats hard,easy,easy,easy
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NoReturn

from . import ratings, registry
from .interface import GameError
from .options import check_options, read_options
from .terminal import message_line

MAX_ACTIONS = 200_000
"""A game still running after this many actions stops without a winner (a safety net)."""


@dataclass(frozen=True)
class Task:
    """One game of a tournament: the game, its rules options, seed and the level at each seat."""

    game: str
    options: Mapping[str, Any]
    seed: int
    levels: tuple[str, ...]
    group: int


@dataclass
class GameResult:
    """What one game gives the statistics."""

    task: Task
    winners: tuple[int, ...]
    rounds: int
    points: list[int]
    made: list[int] | None
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


def play_game(task: Task) -> GameResult:
    """Play one game to its end and return its result."""
    game = registry.get(task.game)
    bots = {level: game.bot(level) for level in set(task.levels)}
    times: dict[str, list[float]] = {level: [] for level in bots}
    cpu: dict[str, list[float]] = {level: [] for level in bots}
    state = game.new_game(game.rules_from_options(task.options), task.seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over(state):
            break
        chance = game.chance_action(state)
        if chance is not None:
            state = game.apply(state, chance)[0]
            continue
        # Secret choices are simultaneous: every waiting seat decides from the same moment.
        views = [game.view(state, seat) for seat in game.to_move(state)]
        actions = []
        for seat_view in views:
            level = task.levels[seat_view.seat]
            start, start_cpu = time.perf_counter(), time.thread_time()
            actions.append(bots[level](seat_view))
            times[level].append(time.perf_counter() - start)
            cpu[level].append(time.thread_time() - start_cpu)
        for action in actions:
            state = game.apply(state, action)[0]
    rounds = game.round_results(state)
    seats = range(len(task.levels))
    made = None if not rounds or rounds[0].made is None else [
        sum(bool(r.made and r.made[s]) for r in rounds) for s in seats]
    return GameResult(task, game.winners(state), len(rounds),
                      [sum(r.points[s] for r in rounds) for s in seats], made, times, cpu)


def tasks(game: str, options: Mapping[str, Any], seed: int, games: int,
          seats: Sequence[str]) -> Iterator[Task]:
    """Yield the games: duplicate sets of one seed with the seats rotated."""
    players = len(seats)
    for index in range(games):
        group, turn = divmod(index, players)
        levels = tuple(seats[(s - turn) % players] for s in range(players))
        yield Task(game, dict(options), seed * 1_000_003 + group, levels, group)


def summarize(results: Sequence[GameResult], seats: Sequence[str]) -> dict[str, Any]:
    """Return the tournament's JSON report."""
    report: dict[str, Any] = {}
    for level in dict.fromkeys(seats):
        shares: dict[int, list[float]] = {}
        rounds = points = made = 0
        times: list[float] = []
        cpu: list[float] = []
        for result in results:
            for seat, lvl in enumerate(result.task.levels):
                if lvl != level:
                    continue
                won = seat in result.winners
                shares.setdefault(result.task.group, []).append(
                    1.0 / len(result.winners) if won else 0.0)
                rounds += result.rounds
                points += result.points[seat]
                made += result.made[seat] if result.made is not None else 0
            times += result.times.get(level, [])
            cpu += result.cpu.get(level, [])
        has_bets = any(r.made is not None for r in results)
        report[level] = _level_stats(shares, rounds, points, made if has_bets else None, times, cpu)
    return {"games": len(results), "levels": report}


def _level_stats(shares: dict[int, list[float]], rounds: int, points: int, made: int | None,
                 times: list[float], cpu: list[float]) -> dict[str, Any]:
    every = [x for group in shares.values() for x in group]
    mean = sum(every) / len(every) if every else 0.0
    groups = [sum(g) / len(g) for g in shares.values()]
    if len(groups) < 2:  # one duplicate set: fall back to the games' spread
        groups = every
    half = 1.96 * statistics.stdev(groups) / len(groups) ** 0.5 if len(groups) > 1 else 0.5
    stats: dict[str, Any] = {
        "win_share": round(mean, 4),
        "ci95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)],
        "points_per_round": round(points / rounds, 3) if rounds else 0.0,
    }
    if made is not None:
        stats["bet_made_rate"] = round(made / rounds, 4) if rounds else 0.0
    stats.update({
        "seconds_per_decision": _spread(times),
        "cpu_seconds_per_decision": _spread(cpu),
        "decisions": len(times),
    })
    return stats


def _spread(times: list[float]) -> dict[str, float]:
    """Median and max of decision times (wall clock, or the thread's CPU time: the CPU
    figure leaves out time the process spent preempted on a busy machine)."""
    return {"median": round(statistics.median(times), 5) if times else 0.0,
            "max": round(max(times), 5) if times else 0.0}


def run(game: str, options: Mapping[str, Any], seed: int, games: int, seats: Sequence[str],
        workers: int = 2, progress: bool = False) -> dict[str, Any]:
    """Play the tournament (on ``workers`` processes) and return its report."""
    todo = list(tasks(game, options, seed, games, seats))
    if workers <= 1:
        results = _collect(map(play_game, todo), len(todo), progress)
    else:
        # Ctrl+C is the parent's to answer: the workers ignore it, and the parent drops the games
        # not started (shutting down with the queue kept, it waited for every game of it).
        pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts)
        try:
            results = _collect(pool.map(play_game, todo, chunksize=1), len(todo), progress)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
    report = summarize(results, seats)
    report["settings"] = {"game": game, "rules": dict(options), "seed": seed, "seats": list(seats),
                          **{k: options[k] for k in ("mode", "players", "target") if k in options}}
    return report


def _ignore_interrupts() -> None:
    """In a worker process: leave SIGINT to the parent, which stops the tournament."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _collect(results: Iterator[GameResult], total: int, progress: bool) -> list[GameResult]:
    out = []
    for done, result in enumerate(results, 1):
        out.append(result)
        if progress:
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return out


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose error is one line and exit 2, as ``oh7 play``'s (argparse printed
    its four-line usage before the error)."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message_line(message)} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def ratings_epilog(rated: Mapping[str, Mapping[str, int]]) -> str:
    """The levels' ratings of every game, strongest first, as ``--help`` ends with them."""
    if not rated:
        return ""
    lines = ["ratings of the levels (tools/rate_levels.py; Elo scale, random = 1000; 400 points more: "
             "wins ten pairs of seats for one):"]
    for game, levels in rated.items():
        shown = [f"{'reference ' if level.startswith('ismcts') else ''}{level} {levels[level]}"
                 for level in ratings.ordered(levels)]
        lines.append(f"  {game}: {', '.join(shown)}")
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    """Return the command line of ``oh7 tournament``."""
    p = _OneLineParser(prog="oh7 tournament", description=(__doc__ or "").splitlines()[0],
                       epilog=ratings_epilog(ratings.shipped()),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", default="oh7", help=f"one of: {', '.join(registry.names())}")
    p.add_argument("--rules", default="{}", metavar="JSON",
                   help="the game's rules options as in its records, e.g. '{\"hook\": true}'")
    p.add_argument("--mode", help="Oh 7 ?: base or advanced (default base)")
    p.add_argument("--players", type=int, help="players (default: --rules' players, else 4)")
    p.add_argument("--target", type=int, help="Oh 7 ?: points to reach (default 35)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", required=True,
                   help="levels by seat, e.g. hard,medium,medium,medium (level:N sets a budget)")
    p.add_argument("--workers", type=int, default=2,
                   help="processes (default: 2; at most one per CPU and per game)")
    p.add_argument("--progress", action="store_true", help="show progress on stderr")
    return p


def options_of(args: argparse.Namespace) -> dict[str, Any]:
    """Return the rules options from ``--rules`` and the shortcut flags, checked by the game."""
    options = read_options(args.rules)
    if args.players is not None and options.get("players", args.players) != args.players:
        raise GameError("--players and --rules give different players: give it once")
    options["players"] = args.players if args.players is not None else options.get("players", 4)
    for key in ("mode", "target"):
        if getattr(args, key) is not None:
            options[key] = getattr(args, key)
    check_options(args.game, options)
    return options


def workers_for(asked: int, games: int) -> int:
    """Return the processes to use: ``asked`` capped at the CPUs and the games (``GameError``
    below 1: no process could play)."""
    if asked < 1:
        raise GameError(f"--workers must be at least 1, not {asked}")
    return max(1, min(asked, os.cpu_count() or 1, games))


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 tournament`` and print its JSON report."""
    args = parser().parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        game = registry.get(args.game)
        options = options_of(args)
        if len(seats) != options["players"]:
            raise GameError(f"--seats names {len(seats)} levels for {options['players']} players")
        if args.games < 1:
            raise GameError("--games must be at least 1")
        workers = workers_for(args.workers, args.games)
        for level in set(seats):
            game.bot(level)
    except GameError as error:
        print(f"oh7 tournament: {message_line(str(error))}", file=sys.stderr)
        return 2
    report = run(args.game, options, args.seed, args.games, seats,
                 workers=workers, progress=args.progress)
    print(json.dumps(report))
    return 0
