"""Write Oh Hell's record fixtures: tests/fixtures/oh_hell/NAME.json and NAME.expected.json.

The rulings' example is written with the summary the rulings print (typed in from
RULINGS-OH-HELL.md, not computed). The other records are games the easy bots play under
various options; their expected summaries are what ``oh7 replay`` printed when they were
generated, so a change in the rules' outcome shows up as a failing test. Deterministic:
running it again rewrites identical files. Run: ``.venv/bin/python tools/make_oh_hell_fixtures.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from oh7_desktop.games.interface import play_out
from oh7_desktop.games.oh_hell.adapter import GAME

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "oh_hell"

RULINGS_RECORD = {
    "format": "oh-hell-record", "version": 1,
    "rules": {"players": 4, "sequence": "up", "hook": False, "simultaneous": False,
              "podrida": False, "miss_scores_tricks": False, "zero_bonus": False},
    "names": ["Ana", "Ben", "Cy", "Dee"], "seed": 7,
    "hands": [{"deal": [["7H"], ["2C"], ["KD"], ["AS"]], "trump_card": "4D",
               "bids": [0, 1, 1, 0], "plays": ["2C", "KD", "AS", "7H"]}],
}
RULINGS_SUMMARY = {
    "hands": [{"cards": 1, "dealer": 0, "trump": "D", "bids": [0, 1, 1, 0],
               "trick_winners": [2], "tricks_won": [0, 0, 1, 0], "points": [10, 0, 11, 10],
               "totals": [10, 0, 11, 10]}],
    "finished": False, "winners": [],
}
GAMES = {
    "four-up-easy": ({"players": 4}, 11, None),
    "three-up-down-hook-podrida": ({"players": 3, "sequence": "up-down", "hook": True,
                                    "podrida": True}, 12, None),
    "five-down-simultaneous-scoring-variants": ({"players": 5, "sequence": "down",
                                                 "simultaneous": True, "zero_bonus": True,
                                                 "miss_scores_tricks": True}, 13, None),
    "seven-down-up-hook": ({"players": 7, "sequence": "down-up", "hook": True}, 14, None),
    "six-in-progress": ({"players": 6, "hook": True}, 15, 140),
}


def played(options: dict[str, Any], seed: int, stop: int | None) -> dict[str, Any]:
    """Return the record of a game the easy bots play (stopped after ``stop`` actions)."""
    bot = GAME.bot("easy")
    state = GAME.new_game(GAME.rules_from_options(options), seed)
    if stop is None:
        state = play_out(GAME, state, lambda s, seat: bot(GAME.view(s, seat)))
    else:
        state = _stopped(state, bot, stop)
    return GAME.to_record(state)


def _stopped(state: Any, bot: Any, stop: int) -> Any:
    for _ in range(stop):
        chance = GAME.chance_action(state)
        if chance is not None:
            state = GAME.apply(state, chance)[0]
            continue
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, bot(GAME.view(state, seat)))[0]
    return state


def seeded_only(record: dict[str, Any]) -> dict[str, Any]:
    """Return the record without its deals: replay must deal the same cards from the seed."""
    out = json.loads(json.dumps(record))
    for hand in out["hands"]:
        del hand["deal"], hand["trump_card"]
    return out


def write(name: str, record: dict[str, Any], summary: dict[str, Any]) -> None:
    """Write one fixture pair."""
    (OUT / f"{name}.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    (OUT / f"{name}.expected.json").write_text(json.dumps(summary) + "\n", encoding="utf-8")


def main() -> None:
    """Write every fixture."""
    OUT.mkdir(parents=True, exist_ok=True)
    write("rulings-example", RULINGS_RECORD, RULINGS_SUMMARY)
    for name, (options, seed, stop) in GAMES.items():
        record = played(options, seed, stop)
        summary = GAME.replay_summary(GAME.from_record(record))
        write(name, record, summary)
        if name == "four-up-easy":
            write("four-up-easy-seeded-deals", seeded_only(record), summary)


if __name__ == "__main__":
    main()
