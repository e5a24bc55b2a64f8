"""Measure autosave cost: ``python -m oh7_desktop.persistence.bench [--games N] [--think MS] [--dir D] [--json]``.

Plays random games straight on the engine and autosaves after every action, into a
temporary folder (inside ``--dir`` if given: pass a folder on the disk the saves live on,
since ``/tmp`` may be in memory). Two figures:

- *sync*: every autosave written and fsynced before the next action (the disk's own speed);
- *session*: through :class:`AutosaveSession` as the app does, with ``--think`` ms of busy
  CPU per action standing in for the bots (default 5 ms, an easy bot at ``instant`` speed):
  what the autosaves cost the game's thread, the disk's work overlapping the thinking.
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


def _records(games: int) -> list[tuple[Any, list[dict[str, Any]]]]:
    """Every record along ``games`` random games per configuration, with each game's save metadata."""
    from oh7_desktop.games import registry

    from .models import SaveFile, Seat

    game = registry.get("oh7")
    out = []
    for mode, players, target in CONFIGS:
        names = [f"Player {n + 1}" for n in range(players)]
        options = {"mode": mode, "players": players, "target": target}
        for seed in range(games):
            state = game.new_game(game.rules_from_options(options), seed)
            meta = SaveFile(game="oh7", rules=options,
                            seats=[Seat(kind="bot", level="easy", name=name) for name in names],
                            record=game.to_record(state, names))
            rng, records = random.Random(seed), []
            while not game.is_over(state):
                action = game.chance_action(state)
                if action is None:
                    action = rng.choice([a for seat in game.to_move(state) for a in game.legal_actions(state, seat)])
                state, _ = game.apply(state, action)
                records.append(game.to_record(state, names, include_pending=True))
            out.append((meta, records))
    return out


def _busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


def measure(games: int, think_ms: float, folder: Path | None) -> dict[str, Any]:
    """Return the figures for ``games`` random games per configuration."""
    from .session import AutosaveSession
    from .store import SaveStore

    games_records = _records(games)
    writes = sum(len(records) for _, records in games_records)
    with tempfile.TemporaryDirectory(prefix="oh7-bench-", dir=folder) as root:
        store = SaveStore(Path(root))
        began = time.perf_counter()
        for meta, records in games_records:
            for record in records:
                store.autosave(meta.touched(record))
        sync = time.perf_counter() - began
        size = store.autosave_path.stat().st_size
        cost = 0.0
        for meta, records in games_records:
            session = AutosaveSession(store, meta)
            session.start()
            for record in records:
                _busy(think_ms / 1000)
                began = time.perf_counter()
                session.record_action(record)
                cost += time.perf_counter() - began
            session.flush()
    return {
        "writes": writes,
        "sync_writes_per_second": writes / sync,
        "sync_ms_per_write": 1000 * sync / writes,
        "think_ms": think_ms,
        "session_ms_per_action": 1000 * cost / writes,
        "session_share_of_time": cost / (cost + writes * think_ms / 1000),
        "largest_file_bytes": size,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="python -m oh7_desktop.persistence.bench",
                                     description="Measure what autosaving every action costs.")
    parser.add_argument("--games", type=int, default=2, help="games per configuration (default 2)")
    parser.add_argument("--think", type=float, default=5.0, help="busy ms per action standing in for bots (default 5)")
    parser.add_argument("--dir", type=Path, default=None, help="folder for the temporary saves (default: system temp)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    r = measure(max(1, args.games), max(0.0, args.think), args.dir)
    if args.json:
        print(json.dumps(r))
        return 0
    print(f"{r['writes']} autosaves, largest file {r['largest_file_bytes']:,} bytes")
    print(f"sync (write + fsync each): {r['sync_writes_per_second']:,.0f} writes/s, {r['sync_ms_per_write']:.2f} ms each")
    print(f"session, {r['think_ms']:g} ms thinking per action: {r['session_ms_per_action']:.2f} ms per action "
          f"on the game's thread ({100 * r['session_share_of_time']:.1f}% of the run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
