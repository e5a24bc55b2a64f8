"""``oh7 tournament``: bots play each other on duplicate deals and the results print as JSON.

Games come in duplicate sets: one game seed is played once per rotation of the seats, so
every level sits at every seat of the same deals and the luck of the cards cancels out.
A level's win share is per seat (shared victories split), averaged over its seats: chance
is 1/players. Its 95% interval comes from the spread of the duplicate sets' means.

    oh7 tournament --mode base --players 4 --seats hard,medium,medium,medium --games 200
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..engine import Phase, Rules, RulesError, apply, deal_action, new_game, to_move, view
from . import BotError, make_bot

MAX_DEALS = 400
"""A game still running after this many deals stops without a winner (a safety net)."""


@dataclass(frozen=True)
class Task:
    """One game of a tournament: its rules, seed and the level at each seat."""

    mode: str
    players: int
    target: int
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
    made: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


def play_game(task: Task) -> GameResult:
    """Play one game to its end and return its result."""
    bots = {level: make_bot(level) for level in set(task.levels)}
    times: dict[str, list[float]] = {level: [] for level in bots}
    cpu: dict[str, list[float]] = {level: [] for level in bots}
    state = new_game(Rules(task.mode, task.players, task.target), seed=task.seed)
    while not state.is_over() and state.deal_index < MAX_DEALS:
        if state.phase is Phase.DEAL:
            state, _ = apply(state, deal_action(state))
            continue
        # Bets are simultaneous: every waiting seat decides from the same moment.
        views = [view(state, seat) for seat in to_move(state)]
        actions = []
        for seat_view in views:
            level = task.levels[seat_view.seat]
            start, start_cpu = time.perf_counter(), time.thread_time()
            actions.append(bots[level](seat_view))
            times[level].append(time.perf_counter() - start)
            cpu[level].append(time.thread_time() - start_cpu)
        for action in actions:
            state, _ = apply(state, action)
    history = state.history
    return GameResult(task, state.winners, len(history),
                      [sum(r.points[s] for r in history) for s in range(task.players)],
                      [sum(r.made[s] for r in history) for s in range(task.players)], times, cpu)


def tasks(mode: str, players: int, target: int, seed: int, games: int,
          seats: Sequence[str]) -> Iterator[Task]:
    """Yield the games: duplicate sets of one seed with the seats rotated."""
    for index in range(games):
        group, turn = divmod(index, players)
        levels = tuple(seats[(s - turn) % players] for s in range(players))
        yield Task(mode, players, target, seed * 1_000_003 + group, levels, group)


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
                made += result.made[seat]
            times += result.times.get(level, [])
            cpu += result.cpu.get(level, [])
        report[level] = _level_stats(shares, rounds, points, made, times, cpu)
    return {"games": len(results), "levels": report}


def _level_stats(shares: dict[int, list[float]], rounds: int, points: int, made: int,
                 times: list[float], cpu: list[float]) -> dict[str, Any]:
    every = [x for group in shares.values() for x in group]
    mean = sum(every) / len(every) if every else 0.0
    groups = [sum(g) / len(g) for g in shares.values()]
    if len(groups) < 2:  # one duplicate set: fall back to the games' spread
        groups = every
    half = 1.96 * statistics.stdev(groups) / len(groups) ** 0.5 if len(groups) > 1 else 0.5
    return {
        "win_share": round(mean, 4),
        "ci95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)],
        "points_per_round": round(points / rounds, 3) if rounds else 0.0,
        "bet_made_rate": round(made / rounds, 4) if rounds else 0.0,
        "seconds_per_decision": _spread(times),
        "cpu_seconds_per_decision": _spread(cpu),
        "decisions": len(times),
    }


def _spread(times: list[float]) -> dict[str, float]:
    """Median and max of decision times (wall clock, or the thread's CPU time: the CPU
    figure leaves out time the process spent preempted on a busy machine)."""
    return {"median": round(statistics.median(times), 5) if times else 0.0,
            "max": round(max(times), 5) if times else 0.0}


def run(mode: str, players: int, target: int, seed: int, games: int, seats: Sequence[str],
        workers: int = 2, progress: bool = False) -> dict[str, Any]:
    """Play the tournament (on ``workers`` processes) and return its report."""
    todo = list(tasks(mode, players, target, seed, games, seats))
    results: list[GameResult] = []
    if workers <= 1:
        iterator: Iterator[GameResult] = map(play_game, todo)
        results = _collect(iterator, len(todo), progress)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = _collect(pool.map(play_game, todo, chunksize=1), len(todo), progress)
    report = summarize(results, seats)
    report["settings"] = {"mode": mode, "players": players, "target": target, "seed": seed,
                          "seats": list(seats)}
    return report


def _collect(results: Iterator[GameResult], total: int, progress: bool) -> list[GameResult]:
    out = []
    for done, result in enumerate(results, 1):
        out.append(result)
        if progress:
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return out


def parser() -> argparse.ArgumentParser:
    """Return the command line of ``oh7 tournament``."""
    p = argparse.ArgumentParser(prog="oh7 tournament", description=__doc__.splitlines()[0])
    p.add_argument("--mode", default="base", choices=("base", "advanced"))
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--target", type=int, default=35)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", required=True,
                   help="levels by seat, e.g. hard,medium,medium,medium (level:N sets a budget)")
    p.add_argument("--workers", type=int, default=2, help="processes (default: 2)")
    p.add_argument("--progress", action="store_true", help="show progress on stderr")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run ``oh7 tournament`` and print its JSON report."""
    args = parser().parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        Rules(args.mode, args.players, args.target)
        if len(seats) != args.players:
            raise BotError(f"--seats names {len(seats)} levels for {args.players} players")
        if args.games < 1:
            raise BotError("--games must be at least 1")
        for level in set(seats):
            make_bot(level)
    except (RulesError, BotError) as error:
        print(f"oh7 tournament: {error}", file=sys.stderr)
        return 2
    report = run(args.mode, args.players, args.target, args.seed, args.games, seats,
                 workers=args.workers, progress=args.progress)
    print(json.dumps(report))
    return 0
