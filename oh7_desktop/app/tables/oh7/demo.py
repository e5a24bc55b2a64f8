"""Drive a game at the table headless and save a screenshot of every phase (a dev tool).

Usage::

    python -m oh7_desktop.app.tables.oh7.demo --players 4 --mode base --out /tmp/oh7-table
    python -m oh7_desktop.app.tables.oh7.demo --players 3 --mode advanced --humans 2 --size 1280x720

Seat 0 (and seat 1 with ``--humans 2``) is a "human" whose choices the script makes (a legal
card at random); the others are bots. The script simulates 60 frames a second, saves
``<out>/<players>p-<mode>-<W>x<H>-NN-<shot>.png`` at the interesting moments of the first
round (deal, bet, reveal, trump, trick, hover reason, last trick, score sheet, hand-off),
then finishes the game at instant speed for the game-over sheet, and prints frame times.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame

from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.userfiles import LANGUAGES
from oh7_desktop.games.oh7 import Phase, Rules

NAMES = ["Alice", "Bob", "Carole", "David", "Eve", "Fanny"]
DT = 1 / 60
SCENARIOS: dict[str, dict[str, object]] = {
    # Two attempts summed to 7; Alice's 2D makes the third sum 7 too: the deck is redealt.
    "redeal": {"format": "oh7-record", "version": 1, "rules": {"mode": "base", "players": 4, "target": 21},
               "seed": 0, "deals": [{"hands": [["5H", "1C", "7S", "2D", "5C", "6H", "2C"],
                                               ["1S", "4C", "0H", "0C", "5D", "2H", "6S"],
                                               ["2S", "6C", "1H", "6D", "0S", "3S", "4S"],
                                               ["0D", "5S", "3H", "7D", "4D", "4H", "7C"]],
                                     "bets": [["5H", "1S", "1H", "0D"], ["1C", "0H", "2S", "4D"],
                                              [None, "0C", "0S", "5S"]], "plays": []}]},
    # Alice tied for the lead holding the ?: she is asked whether to show it.
    "question": {"format": "oh7-record", "version": 1,
                 "rules": {"mode": "advanced", "players": 3, "target": 21}, "seed": 190,
                 "deals": [{"hands": [["4H", "5H", "0S", "0H", "3*", "1*", "?"],
                                      ["1S", "4S", "4*", "N", "N", "5S", "1H"],
                                      ["3H", "6H", "2*", "2H", "7H", "6S", "3S"]],
                            "bets": [["4H", "4S", "3S"]], "show_interrobang": None, "plays": []}]},
}


def make_scene(players: int, mode: str, humans: int, seed: int, speed: str,
               size: tuple[int, int], level: str = "easy",
               record: dict[str, object] | None = None, lang: str = "en") -> tuple[object, pygame.Surface]:
    """A display surface and a table scene for a demo game."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    screen = pygame.display.set_mode(size)
    from oh7_desktop.app.tables.oh7.scene import TableScene

    seats = tuple(SeatSetup(NAMES[i], "human" if i < humans else "bot", None if i < humans else level)
                  for i in range(players))
    settings = SimpleNamespace(speed=speed, four_colour=True)
    from oh7_desktop.app.i18n import Translator

    services = Services(settings=settings, translator=Translator(lang))
    setup = GameSetup("oh7", Rules(mode, players, 21), seed, seats, record)
    return TableScene(services, setup), screen


class Shooter:
    """Saves a screenshot the first time each moment is seen."""

    def __init__(self, out: Path, prefix: str) -> None:
        self.out = out
        self.prefix = prefix
        self.taken: set[str] = set()

    def shot(self, screen: pygame.Surface, name: str) -> None:
        """Save ``screen`` as this moment's picture (once)."""
        if name in self.taken:
            return
        self.taken.add(name)
        path = self.out / f"{self.prefix}-{len(self.taken):02d}-{name}.png"
        pygame.image.save(screen, str(path))
        print(path)


def moments(scene: object, since: float) -> list[str]:
    """The moments worth a picture in the current frame."""
    from oh7_desktop.app.tables.oh7.scene import TableScene

    assert isinstance(scene, TableScene)
    model, found = scene.model, []
    phase = scene.phase_name()
    if phase == "deal" and 12 <= sum(len(h) for h in model.hands) <= 20:
        found.append("deal")
    if model.shuffling and scene.animator.busy:
        found.append("shuffle")
    if phase in ("bet", "handoff") and since > 0.3:
        found.append(phase)
    if model.banner is not None and since > 0.9:
        found.append(model.banner.title[0].replace("table.", ""))
    if len(model.trick) == 2 and not scene.animator.busy:
        found.append("trick")
    if model.trick_winner is not None:
        found.append("trick-won")
    if phase == "score-sheet":
        found.append("score-sheet")
    return found


def run(args: argparse.Namespace) -> int:
    """Play the demo game and save its pictures."""
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    record = SCENARIOS.get(args.scenario) if args.scenario else None
    if record is not None:
        rules = record["rules"]
        assert isinstance(rules, dict)
        args.players, args.mode = int(rules["players"]), str(rules["mode"])
    scene, screen = make_scene(args.players, args.mode, args.humans, args.seed, args.speed,
                               (width, height), args.level, record, args.lang)
    from oh7_desktop.app.tables.oh7.scene import TableScene

    assert isinstance(scene, TableScene)
    shooter = Shooter(out, f"{args.scenario or str(args.players) + 'p'}-{args.mode}-{width}x{height}-{args.lang}")
    rng = random.Random(args.seed)
    frame_ms: list[float] = []
    cpu_ms: list[float] = []
    last_phase, since, idle = "", 0.0, 0.0
    for _ in range(args.max_frames):
        if scene.finished:
            break
        if scene.turns.handoff is not None and since > 0.6:
            shooter.shot(screen, "handoff")
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        _human(scene, screen, shooter, rng, idle)
        start, cpu = time.perf_counter(), time.process_time()
        scene.update(DT)
        scene.draw(screen)
        frame_ms.append((time.perf_counter() - start) * 1000)
        cpu_ms.append((time.process_time() - cpu) * 1000)
        phase = scene.phase_name()
        since = since + DT if phase == last_phase else 0.0
        last_phase = phase
        idle = idle + DT if scene.acting_seat() is not None else 0.0
        for name in moments(scene, since):
            shooter.shot(screen, name)
        if scene.sheet_open and scene.state.is_over():
            shooter.shot(screen, "game-over")
            scene.close_sheet()
        elif scene.sheet_open and "score-sheet" in shooter.taken:
            scene.services.settings.speed = "instant"  # the rest of the game, as fast as it goes
            scene.close_sheet()
    _report("wall", frame_ms, width, height)
    _report("cpu", cpu_ms, width, height)
    return 0


def _human(scene: object, screen: pygame.Surface, shooter: Shooter, rng: random.Random, idle: float) -> None:
    """Make the seat-0 (or couch) human's choice after a short pause, taking a few pictures."""
    from oh7_desktop.app.tables.oh7.scene import TableScene

    assert isinstance(scene, TableScene)
    seat = scene.acting_seat()
    if seat is None or idle < 0.5:
        return
    if scene.state.phase is Phase.INTERROBANG:
        shooter.shot(screen, "interrobang")
        scene.answer_interrobang(rng.random() < 0.5)
        return
    keys = scene.choosable()
    bad = [k for k in keys if scene.card_reason(k) is not None]
    if scene.state.phase is Phase.PLAY and bad and "reason" not in shooter.taken:
        rect = next((r for k, r in scene.card_rects if k == bad[0]), None)
        if rect is not None:
            scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
            scene.draw(screen)
            shooter.shot(screen, "reason")
    if scene.model.last_trick is not None and "last-trick" not in shooter.taken:
        scene.show_last = True
        scene.draw(screen)
        shooter.shot(screen, "last-trick")
        scene.show_last = False
    good = [k for k in keys if scene.card_reason(k) is None]
    forced = [k for k in good if k == (26, 0)] if scene.state.deal_index == 0 and len(scene.state.attempts) == 2 else []
    if good:
        scene.choose(forced[0] if forced else rng.choice(good))


def _report(kind: str, frame_ms: list[float], width: int, height: int) -> None:
    """Print update+draw times (wall clock, or this process's CPU time: steadier on a busy box)."""
    if len(frame_ms) < 20:
        return
    ordered = sorted(frame_ms)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"update+draw {width}x{height} ({kind}): {len(frame_ms)} frames, median "
          f"{statistics.median(ordered):.2f} ms, p99 {p99:.2f} ms, max {ordered[-1]:.2f} ms")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the demo."""
    parser = argparse.ArgumentParser(prog="python -m oh7_desktop.app.tables.oh7.demo", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--mode", choices=("base", "advanced"), default="base")
    parser.add_argument("--humans", type=int, default=1, help="human seats (their choices are random)")
    parser.add_argument("--out", default="/tmp/oh7-table")
    parser.add_argument("--size", default="1920x1080", help="window size WxH")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default="normal")
    parser.add_argument("--level", default="easy", help="bot level")
    parser.add_argument("--lang", choices=tuple(LANGUAGES), default="en", help="language of the table")
    parser.add_argument("--max-frames", type=int, default=60 * 60 * 20)
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), help="start from a prepared position")
    args = parser.parse_args(argv)
    try:
        Rules(args.mode, args.players)
    except ValueError as error:
        print(f"demo: {error}", file=sys.stderr)
        return 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
