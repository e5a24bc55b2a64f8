"""Game records (rulings, "Game record"): write any game, rebuild and check any game, sum it up.

A record is a plain ``dict`` ready for ``json``. A hand without ``deal`` is dealt from the
seed (:mod:`.dealing`). The last hand may stop anywhere: its ``bids`` may hold ``null`` for
seats that have not bid (in turn: the seats after the last one that bid), and it may have
fewer ``plays`` than the hand has cards. With simultaneous bids, the bids of an unfinished
bidding are secret: a record written for sharing leaves them ``null``, an autosave
(``include_pending``) keeps them, and reading one makes them secret choices again.

>>> record = {"format": "oh-hell-record", "version": 1, "rules": {"players": 4}, "seed": 7,
...           "hands": [{"deal": [["7H"], ["2C"], ["KD"], ["AS"]], "trump_card": "4D",
...                      "bids": [0, 1, 1, 0], "plays": ["2C", "KD", "AS", "7H"]}]}
>>> summary = replay_summary(from_record(record))
>>> summary["hands"][0]["points"], summary["finished"]
([10, 0, 11, 10], False)
"""

from __future__ import annotations

from typing import Any

from .events import HandScored
from .record_read import FORMAT, VERSION, RecordError, from_record
from .rules import Phase
from .state import GameState, HandLog


def to_record(state: GameState, names: list[str] | None = None, *,
              include_pending: bool = False) -> dict[str, Any]:
    """Return the record of the game so far. ``include_pending`` keeps the secret bids
    already chosen in an unfinished simultaneous bidding (for autosaves, never for sharing)."""
    record: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                              "rules": state.rules.to_options()}
    if names is not None:
        record["names"] = list(names)
    record["seed"] = state.seed
    record["hands"] = [_hand_entry(log) for log in state.log]
    secret = state.phase is Phase.BID and state.rules.simultaneous
    if include_pending and secret and any(b is not None for b in state.pending):
        record["hands"][-1]["bids"] = list(state.pending)
    return record


def _hand_entry(log: HandLog) -> dict[str, Any]:
    return {
        "deal": [[str(c) for c in hand] for hand in log.deal],
        "trump_card": None if log.trump_card is None else str(log.trump_card),
        "bids": list(log.bids),
        "plays": [str(c) for c in log.plays],
    }


def replay_summary(state: GameState) -> dict[str, Any]:
    """Return what ``oh7 replay`` prints: every hand's outcome so far, and the winners."""
    return {"hands": [_hand_summary(log, state.players) for log in state.log],
            "finished": state.is_over(), "winners": list(state.winners)}


def _hand_summary(log: HandLog, players: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "cards": log.cards, "dealer": log.dealer,
        "trump": None if log.trump_card is None else log.trump_card.suit,
        "bids": list(log.bids), "trick_winners": list(log.trick_winners),
        "tricks_won": [log.trick_winners.count(s) for s in range(players)],
    }
    scored: HandScored | None = log.scored
    if scored is not None:
        out.update(points=list(scored.points), totals=list(scored.totals))
    return out


__all__ = ["FORMAT", "VERSION", "RecordError", "from_record", "replay_summary", "to_record"]
