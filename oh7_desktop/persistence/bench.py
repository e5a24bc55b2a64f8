"""Measure autosave cost: ``python -m oh7_desktop.persistence.bench [--games N] [--dir D] [--json]``.

Plays random games straight on the engine and autosaves after every action through
:class:`AutosaveSession`, exactly as the app does, into a temporary folder (inside ``--dir``
if given: pass a folder on the disk the saves live on, since ``/tmp`` may be in memory).
Prints autosaves per second, the mean and slowest write, and the share of time they take
next to the engine's own work.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CONFIGS = (("base", 4, 35), ("advanced", 6, 49))


def measure(games: int, folder: Path | None) -> dict[str, Any]:
    """Autosave every action of ``games`` random games per configuration; return the figures."""
    from oh7_desktop.engine import Phase, Rules, apply, deal_action, legal_actions, new_game, to_record

    from .models import GameOptions, SaveFile, Seat
    from .session import AutosaveSession
    from .store import SaveStore

    times: list[float] = []
    engine = 0.0
    size = 0
    with tempfile.TemporaryDirectory(prefix="oh7-bench-", dir=folder) as root:
        store = SaveStore(Path(root))
        for mode, players, target in CONFIGS:
            names = [f"Player {n + 1}" for n in range(players)]
            for seed in range(games):
                state = new_game(Rules(mode, players, target), seed)
                session = AutosaveSession(store, SaveFile(
                    options=GameOptions.model_validate({"mode": mode, "players": players, "target": target}),
                    seats=[Seat(kind="bot", level="easy", name=name) for name in names],
                    record=to_record(state, names)))
                session.start()
                rng = random.Random(seed)
                while not state.is_over():
                    began = time.perf_counter()
                    action = deal_action(state) if state.phase is Phase.DEAL else rng.choice(legal_actions(state))
                    state, _ = apply(state, action)
                    record = to_record(state, names, include_pending=True)
                    middle = time.perf_counter()
                    session.record_action(record)
                    times.append(time.perf_counter() - middle)
                    engine += middle - began
                size = max(size, store.autosave_path.stat().st_size)
    total = sum(times)
    return {
        "writes": len(times),
        "writes_per_second": len(times) / total if total else 0.0,
        "mean_ms": 1000 * total / len(times),
        "max_ms": 1000 * max(times),
        "engine_ms_per_action": 1000 * engine / len(times),
        "largest_file_bytes": size,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="python -m oh7_desktop.persistence.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per configuration (default 3)")
    parser.add_argument("--dir", type=Path, default=None, help="folder for the temporary saves (default: system temp)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = measure(max(1, args.games), args.dir)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{result['writes']} autosaves: {result['writes_per_second']:,.0f}/s, mean {result['mean_ms']:.2f} ms, "
          f"slowest {result['max_ms']:.2f} ms; engine {result['engine_ms_per_action']:.3f} ms per action "
          f"(random moves, no bots); largest file {result['largest_file_bytes']:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
