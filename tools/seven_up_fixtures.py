"""Write the Seven Up record fixtures of the tests (tests/fixtures/seven-up/).

Each fixture is a ``seven-up-record`` and its ``.expected.json``: what ``oh7 replay`` must
print. The records are games between ``easy`` bots (``random`` for a gift that wins: easy never gives the game
away; seeds chosen to show each case), so running
this again rewrites identical files; a test replays them and compares.

    .venv/bin/python tools/seven_up_fixtures.py
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from oh7_desktop.games.pack52 import Card
from oh7_desktop.games.seven_up import GameState, Rules, Shuffle, apply, decide_of, new_game
from oh7_desktop.games.seven_up.adapter import GAME

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "seven-up"
NAMES = ["Ana", "Ben"]
EXHAUSTING = ("2S 3S 4S 2H 3H 4H 5S 6S 7S 5H 6H 7H JD 8S 9S TS 8H 9H TH 2D JS QS KS JH QH KH 3D "
              "AS 2C 3C AH 4C 5C 4D 6C 7C 8C 9C TC JC 5D QC KC AC 7D 9D TD 6D 8D QD KD AD")
"""A pack whose five runs all turn diamonds again, so the sixth finds 4 cards and a new pack
is shuffled (the same as ``tests/seven_up_support.py``'s ``EXHAUSTING``)."""


def play(state: GameState, stop: Callable[[GameState], bool] = lambda s: False,
         level: str = "easy") -> GameState:
    """Play on with bots of ``level`` until the game ends or ``stop`` says so."""
    bot = GAME.bot(level)
    while not GAME.is_over(state) and not stop(state):
        chance = GAME.chance_action(state)
        state = GAME.apply(state, chance if chance is not None else
                           bot(GAME.view(state, GAME.to_move(state)[0])))[0]
    return state


def first_seed(test: Callable[[GameState], bool], level: str = "easy") -> GameState:
    """Return the finished game of the first seed whose game passes ``test``."""
    for seed in range(1, 10_000):
        state = play(new_game(Rules(), seed), level=level)
        if test(state):
            return state
    raise SystemExit("no seed shows this case")


def exhausted() -> GameState:
    state = apply(new_game(Rules(), 21), Shuffle(tuple(Card.from_str(t) for t in EXHAUSTING.split())))[0]
    for decision in ("beg", "run"):
        state = apply(state, decide_of(GAME.to_move(state)[0], decision))[0]
    return play(state)


def fixtures() -> dict[str, dict[str, Any]]:
    """Return every fixture record by file stem."""
    full = play(new_game(Rules(), 3))
    seeded = GAME.to_record(full, NAMES)
    for deal in seeded["deals"]:
        del deal["pack"]
    in_progress = play(new_game(Rules(), 5), lambda s: len(s.log) == 2 and len(s.current.plays) == 5)
    aside = first_seed(lambda s: any(log.set_aside[0] is not None for log in s.log))
    jack_end = first_seed(lambda s: s.won_by == "turned_jack")
    gift_end = first_seed(lambda s: s.won_by == "gift", "random")  # easy never gives the game
    return {
        "full-game": GAME.to_record(full, NAMES),
        "seeded-without-packs": seeded,
        "in-progress": GAME.to_record(in_progress, NAMES),
        "run-and-set-aside": GAME.to_record(aside, NAMES),
        "turned-jack-wins": GAME.to_record(jack_end),
        "gift-wins": GAME.to_record(gift_end),
        "exhausted-pack": GAME.to_record(exhausted(), NAMES),
    }


def readable(record: dict[str, Any]) -> str:
    """Return the record as JSON text with one line per field of each deal."""
    head = {k: v for k, v in record.items() if k != "deals"}
    lines = [json.dumps(head)[:-1] + ', "deals": [']
    for number, deal in enumerate(record["deals"]):
        fields = [f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in deal.items()]
        end = "}," if number < len(record["deals"]) - 1 else "}"
        lines += [" {"] + [f + "," for f in fields[:-1]] + [fields[-1], " " + end]
    return "\n".join(lines) + "\n]}\n"


def main() -> int:
    """Write every fixture and its expected replay."""
    OUT.mkdir(parents=True, exist_ok=True)
    for stem, record in fixtures().items():
        summary = GAME.replay_summary(GAME.from_record(record))
        (OUT / f"{stem}.json").write_text(readable(record), encoding="utf-8")
        (OUT / f"{stem}.expected.json").write_text(json.dumps(summary) + "\n", encoding="utf-8")
        print(f"{stem}: {len(record['deals'])} deals, finished={summary['finished']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
