"""Frame times at a table while hints compute: ``.venv/bin/python tools/hint_frames.py [--game oh-hell] [--decisions 40]``.

A headless table (``SDL_VIDEODRIVER=dummy``, 1280x720) with one human and hard bots (three; one at Seven Up, two at Red7),
the bots and the hints in the real worker process. At every human decision the probe presses
H, keeps drawing frames (paced at 60 per second) until the hint is shown, then plays the
hinted card (or answer) with Enter / the ``Y``/``N`` keys at Oh 7 ?'s table; at the other
tables the hinted action is applied as the table applies a person's choice. Prints the frame times (update and
draw, ms: median, p95, p99, max) of the frames drawn while a hint was being computed (wall
clock, and the main thread's CPU time, which other processes' load does not inflate) and of
all frames, each hint's wall time (median, max), and whether each hint was the card played.
Not a test: a benchmark whose figures go in reports.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from oh7_desktop.app import tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.games.oh7 import Phase, Rules, ShowInterrobang

FRAME = 1 / 60


def _figures(name: str, times: list[float]) -> str:
    if not times:
        return f"{name}: no frames"
    ordered = sorted(times)
    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
    return (f"{name}: {len(times)} frames, median {statistics.median(times):.1f} ms, p95 {at(0.95):.1f}, "
            f"p99 {at(0.99):.1f}, max {ordered[-1]:.1f}")


def _press(scene: Any, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def main() -> int:
    """Play until ``--decisions`` hints were shown; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="oh7", choices=tables.playable())
    args = parser.parse_args()
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    worker = BotWorker()
    services = Services(settings=SimpleNamespace(speed="fast", four_colour=True), bot_worker=worker)
    scene = _table(args.game, services, args.seed)
    computing: list[float] = []
    computing_cpu: list[float] = []
    every: list[float] = []
    waits: list[tuple[str, float]] = []
    asked_at: float | None = None
    try:
        while len(waits) < args.decisions and not scene.game.is_over(scene.state):
            started, cpu = time.perf_counter(), time.thread_time()
            scene.update(FRAME)
            scene.draw(screen)
            spent = (time.perf_counter() - started) * 1000
            every.append(spent)
            if asked_at is not None:
                computing.append(spent)
                computing_cpu.append((time.thread_time() - cpu) * 1000)
            asked_at = _step(scene, asked_at, waits)
            time.sleep(max(0.0, FRAME - (time.perf_counter() - started)))
    finally:
        scene.exit()
        worker.shutdown()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(_figures("while a hint computes (wall)", computing))
    print(_figures("while a hint computes (main thread CPU)", computing_cpu))
    print(_figures("all frames", every))
    for phase in sorted({p for p, _ in waits}) + ["all"]:
        times = [t for p, t in waits if phase in (p, "all")]
        print(f"hints ({phase}): {len(times)}, wall median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    print(f"(the worker is shared with three hard bots; load average {load:.1f})")
    return 0


def _table(game: str, services: Services, seed: int) -> Any:
    """``game``'s table: a person in seat 0, hard bots in the others."""
    if game == "oh7":
        seats = (SeatSetup("Alice", "human", None),) + tuple(SeatSetup(n, "bot", "hard") for n in ("Bob", "Carole", "David"))
        return TableScene(services, GameSetup("oh7", Rules("base", 4, 35), seed, seats))
    entry = tables.get(game)
    assert entry.command_line is not None
    players = {"seven-up": 2, "red7": 3}.get(game, 4)
    setup = entry.command_line(players, ["human"] + ["hard"] * (players - 1), None, False, seed)
    return entry.make_table(services, setup, False)


def _step(scene: Any, asked_at: float | None, waits: list[tuple[str, float]]) -> float | None:
    """Drive the human: ask a hint at each decision, play it once shown. Returns when the
    pending hint was asked (None: none pending)."""
    if scene.sheet_open:
        scene.close_sheet()
        return None
    if scene.acting_seat() is None:
        return asked_at
    found = scene.hint()
    if found is None:
        if asked_at is None and scene.ask_hint():
            return time.perf_counter()
        return asked_at
    if asked_at is not None:
        waits.append((scene.phase_name(), time.perf_counter() - asked_at))
    action = found[0]
    if not isinstance(scene, TableScene):
        scene.apply_action(action)  # as the table applies a person's choice
    elif scene.state.phase is Phase.INTERROBANG and isinstance(action, ShowInterrobang):
        _press(scene, pygame.K_y if action.show else pygame.K_n)
    else:
        _press(scene, pygame.K_RETURN)  # the hinted card is the focused one
    return None


if __name__ == "__main__":
    raise SystemExit(main())
