"""Measure the table's pace as a player lives it (a dev tool: prints figures, asserts nothing).

    .venv/bin/python tools/pace_probe.py wait [--rounds 2] [--speed normal] [--bot-pace normal]
    .venv/bin/python tools/pace_probe.py model [--think 1.3]
    .venv/bin/python tools/pace_probe.py pace

``wait`` plays a 6-player advanced game in real time, seat 0 a "human" who answers at once and
the 5 others hard bots thinking in the app's worker process, drawing every frame as the app
does (60 frames a second at most): it prints the wall-clock wait from each of the human's plays
to their next turn (median, max). ``model`` does the same on a simulated clock with bots that take
exactly ``--think`` seconds each (the machine's load taken out). ``pace`` plays on a simulated
clock with easy bots (instant decisions) and prints, per animation speed and bots' pace, how long a bot's played card rests
before the next bot card moves, and how long the bets' sum and the first leader stay up.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from types import SimpleNamespace
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.games.oh7 import Phase, Rules

NAMES = ["You", "Alice", "Bruno", "Chloé", "Daniel", "Emma"]


def _table(level: str, speed: str, pace: str, seed: int, worker: Any = None) -> Any:
    from oh7_desktop.app.tables.oh7.scene import TableScene

    seats = tuple(SeatSetup(n, "human", None) if i == 0 else SeatSetup(n, "bot", level) for i, n in enumerate(NAMES))
    settings = SimpleNamespace(speed=speed, bot_pace=pace, four_colour=True)
    return TableScene(Services(settings=settings, bot_worker=worker), GameSetup("oh7", Rules("advanced", 6, 500), seed, seats))


def _act(scene: Any) -> bool:
    """The human answers at once (first card it may choose, keeps the ?); True if it acted."""
    if scene.sheet_open:
        scene.close_sheet()
        return False
    if scene.acting_seat() != 0:
        return False
    if scene.state.phase is Phase.INTERROBANG:
        return bool(scene.answer_interrobang(False))
    return bool(scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None)))


def wait(args: argparse.Namespace) -> None:
    """Real time, 5 hard bots: the wait for the human's turn in the tricks."""
    from oh7_desktop.app.bot_worker import BotWorker

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080))
    worker = BotWorker()
    scene = _table("hard", args.speed, args.bot_pace, args.seed, worker)
    waits: list[float] = []
    played_at: float | None = None
    jobs: list[list[Any]] = []  # [job, asked at, done at]
    submit = worker.submit

    def timed(view: Any, level: str) -> Any:
        job = submit(view, level)
        jobs.append([job, time.perf_counter(), None])
        return job

    worker.submit = timed  # type: ignore[method-assign]
    last = time.perf_counter()
    while len(scene.state.history) < args.rounds:
        now = time.perf_counter()
        for entry in jobs:
            if entry[2] is None and entry[0].done():
                entry[2] = now
        scene.update(min(now - last, 0.1))
        last = now
        scene.draw(screen)
        pygame.display.flip()
        if scene.acting_seat() == 0 and scene.state.phase is Phase.PLAY and played_at is not None:
            waits.append(time.perf_counter() - played_at)
            played_at = None
        if scene.state.phase is not Phase.PLAY:
            played_at = None  # only the waits between two plays of one deal
        phase = scene.state.phase
        if _act(scene) and phase is Phase.PLAY:
            played_at = time.perf_counter()
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    worker.shutdown()
    thinking = [done - asked for _, asked, done in jobs if done is not None]
    print(f"wait for the human's turn, 5 hard bots, speed {args.speed}, bots' pace {args.bot_pace}: "
          f"{len(waits)} turns, median {statistics.median(waits):.2f} s, max {max(waits):.2f} s, "
          f"all {[round(w, 1) for w in waits]}; a bot's decision (asked to answered, wall clock): "
          f"median {statistics.median(thinking):.2f} s, max {max(thinking):.2f} s over {len(thinking)}; "
          f"load average {os.getloadavg()[0]:.1f}")


def model(args: argparse.Namespace) -> None:
    """Simulated clock, bots that take exactly ``--think`` seconds each in one worker (as the
    app's single worker process does): the human's wait with the machine's load taken out."""
    from oh7_desktop.app.bot_worker import BotJob, BotWorker, decide

    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    box: dict[str, Any] = {"free_at": 0.0}

    class Job(BotJob):
        def done(self) -> bool:
            return bool(box["scene"].turns.clock >= self.ready_at)

    class Worker(BotWorker):
        def submit(self, view: Any, level: str, game: str) -> BotJob:
            job = Job(view, level, action=decide(view, "easy", game), game=game)
            clock = box["scene"].turns.clock if "scene" in box else 0.0
            job.ready_at = box["free_at"] = max(clock, box["free_at"]) + args.think  # type: ignore[attr-defined]
            return job

    scene = box["scene"] = _table("hard", args.speed, args.bot_pace, args.seed, Worker())
    waits, played_at = [], None
    while len(scene.state.history) < args.rounds:
        scene.update(1 / 60)
        scene.draw(screen)
        if scene.acting_seat() == 0 and scene.state.phase is Phase.PLAY and played_at is not None:
            waits.append(scene.turns.clock - played_at)
            played_at = None
        if scene.state.phase is not Phase.PLAY:
            played_at = None
        phase = scene.state.phase
        if _act(scene) and phase is Phase.PLAY:
            played_at = scene.turns.clock
    print(f"simulated wait for the human's turn, 5 bots thinking {args.think:.2f} s each in one worker, "
          f"speed {args.speed}, bots' pace {args.bot_pace}: {len(waits)} turns, "
          f"median {statistics.median(waits):.2f} s, max {max(waits):.2f} s")


def pace(args: argparse.Namespace) -> None:
    """Simulated clock, easy bots: what a player sees of each bot move, per setting."""
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    for speed in ("slow", "normal", "fast"):
        for bot_pace in ("slow", "normal", "fast"):
            print(f"speed {speed:6} bots' pace {bot_pace:6}: " + _pace_of(speed, bot_pace, args.seed, screen))


def _pace_of(speed: str, bot_pace: str, seed: int, screen: pygame.Surface) -> str:
    from oh7_desktop.app.anim import scaled

    scene = _table("easy", speed, bot_pace, seed)
    stages: list[tuple[float, str, Any]] = []
    show = scene.director._apply

    def logged(item: object, action: object) -> None:
        stages.append((scene.turns.clock, type(item).__name__, item))
        show(item, action)

    scene.director._apply = logged
    dt = 1 / 60
    while len(scene.state.history) < 2:
        scene.update(dt)
        scene.draw(screen)
        _act(scene)
    move = scaled(0.30, speed)
    rests = [b[0] - a[0] - move for a, b in zip(stages, stages[1:])
             if a[1] == b[1] == "CardPlayed" and a[2].seat not in (0, -1) and b[2].seat not in (0, -1)]
    holds: dict[str, list[float]] = {"ShowSum": [], "TrumpSet": []}
    for a, b in zip(stages, stages[1:]):
        if a[1] in holds:
            holds[a[1]].append(b[0] - a[0])
    trump = [h + s for h, s in zip(holds["TrumpSet"], [0.0] * len(holds["TrumpSet"]))]
    return (f"bot card at rest min {min(rests):.2f} s, median {statistics.median(rests):.2f} s; "
            f"sum shown {min(holds['ShowSum']):.2f} s; first leader and trump shown {min(trump):.2f} s")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and measure."""
    parser = argparse.ArgumentParser(prog="pace_probe")
    parser.add_argument("what", choices=("wait", "model", "pace"))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--bot-pace", default="normal")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--think", type=float, default=1.3, help="model: seconds per bot decision")
    args = parser.parse_args(argv)
    {"wait": wait, "model": model, "pace": pace}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
