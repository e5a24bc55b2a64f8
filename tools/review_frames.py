"""Frame times of the round review while "could I have made my bet?" is searched in its thread.

    .venv/bin/python tools/review_frames.py [--rounds 200] [--size 1280x720]

Plays easy-bot games (seat 0 counted as the human), opens the review of each scored round
where seat 0 missed at its last step (which sends the search to the bot worker's process), and
times every headless frame (events, update, draw) until the answer is in, and the answer's wall
time (the worker's start-up included once). Prints
the median, p99 and max of both, and the load average. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from oh7_desktop.app.game_setup import SeatSetup  # noqa: E402
from oh7_desktop.app.main import parse  # noqa: E402
from oh7_desktop.app.review.launch import open_review  # noqa: E402
from oh7_desktop.app.settings_bridge import UserDirs  # noqa: E402
from oh7_desktop.app.shell import App  # noqa: E402
from oh7_desktop.games import registry  # noqa: E402

CONFIGS = [("base", 4), ("advanced", 5), ("base", 2), ("advanced", 6), ("base", 3)]


def _missed_rounds(count: int) -> list[tuple[dict[str, object], int]]:
    """(record, deal number) of ``count`` scored rounds where seat 0 missed its bet."""
    game = registry.get("oh7")
    bot = game.bot("easy")
    found: list[tuple[dict[str, object], int]] = []
    seed = 0
    while len(found) < count:
        seed += 1
        mode, players = CONFIGS[seed % len(CONFIGS)]
        state = game.new_game(game.rules_from_options({"mode": mode, "players": players, "target": 99}), seed)
        while len(game.round_results(state)) < 1:
            chance = game.chance_action(state)
            for action in [chance] if chance is not None else [bot(game.view(state, s)) for s in game.to_move(state)]:
                state = game.apply(state, action)[0]
        if not game.round_results(state)[-1].made[0]:
            found.append((game.to_record(state), len(state.log) - 1))
    return found


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    app = App(parse(["--headless", "--frames", "100000000", "--size", args.size]),
              UserDirs.under(Path(tempfile.mkdtemp())))
    app._prepare()
    from oh7_desktop.app.bot_worker import BotWorker

    app.services.bot_worker = BotWorker()  # as the app has it after its first frame
    frames: list[float] = []
    firsts: list[float] = []
    after: list[float] = []
    answers: list[float] = []
    for record, _ in _missed_rounds(args.rounds):
        players = len(record["deals"][0]["hands"])  # type: ignore[index]
        seats = [SeatSetup(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(players)]
        review = open_review(app.services, record, seats=seats)
        app.stack.push(review)
        app.loop.step(1 / 60)  # the deal as dealt: its cards' pictures are made here
        review.last()
        deal = review.deal
        assert deal is not None
        began = time.perf_counter()
        first = True
        while True:
            start = time.perf_counter()
            app.loop.step(1 / 60)
            (firsts if first else frames).append(time.perf_counter() - start)
            first = False
            if review.painter.ready(deal):  # type: ignore[attr-defined]
                break
        answers.append(time.perf_counter() - began)
        for _ in range(5):  # the same screen with the answer in: the frames' cost without a search
            start = time.perf_counter()
            app.loop.step(1 / 60)
            after.append(time.perf_counter() - start)
        app.stack.pop()
        pygame.event.clear()
    frames.sort()
    answers.sort()
    firsts.sort()
    print(f"{len(firsts)} first frames at the last step (search sent, greyed cards drawn): median "
          f"{statistics.median(firsts) * 1000:.1f} ms, max {firsts[-1] * 1000:.1f} ms")
    print(f"{len(answers)} answers: wall median {statistics.median(answers) * 1000:.1f} ms, "
          f"p99 {answers[int(0.99 * (len(answers) - 1))] * 1000:.1f} ms, max {answers[-1] * 1000:.1f} ms")
    print(f"{len(frames)} frames while searching: median {statistics.median(frames) * 1000:.1f} ms, "
          f"p99 {frames[int(0.99 * (len(frames) - 1))] * 1000:.1f} ms, max {frames[-1] * 1000:.1f} ms; "
          f"load average {os.getloadavg()[0]:.2f}")
    after.sort()
    print(f"{len(after)} frames of the same screen after the answer: median {statistics.median(after) * 1000:.1f} ms, "
          f"p99 {after[int(0.99 * (len(after) - 1))] * 1000:.1f} ms, max {after[-1] * 1000:.1f} ms")
    app.close()


if __name__ == "__main__":
    main()
