"""Game records (``seven-up-record``, rulings "Game record"): write, rebuild and sum up a game.

A record is a plain ``dict`` ready for ``json``. Each deal lists its ``pack`` (top first;
without it the pack is drawn from the seed as :mod:`.dealing` documents), its ``decisions``,
its ``set_aside`` by seat (only after a run that changed the trump) and its ``plays``. The
last deal may stop anywhere: the game is in progress.

One addition the rulings leave open: when the pack runs out during a run and the deal lists
its ``pack``, the packs shuffled after it are listed in ``reshuffled_packs`` (in order; without
``pack`` they too come from the seed). While elder has set aside and the dealer has not,
``to_record(..., include_pending=True)`` writes ``set_aside`` with ``null`` for the dealer
(an autosave loses nothing; a shared record never shows a secret set-aside).
"""

from __future__ import annotations

from typing import Any

from ..interface import RecordError
from ..record_header import check_code, check_names, check_top, check_version
from ..pack52 import Card
from .replaying import DealReplay
from .rules import CARD_POINTS, SCHEMA, Phase, Rules, RulesError, shown
from .state import DealLog, GameState, new_game

FORMAT = "seven-up-record"
VERSION = 1
RECORD_KEYS = ("format", "version", "rules", "names", "seed", "deals")


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def to_record(state: GameState, names: list[str] | None = None, *,
              include_pending: bool = False) -> dict[str, Any]:
    """Return the record of the game so far (``include_pending``: keep a set-aside made while
    the other seat is still choosing, for autosaves)."""
    record: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                              "rules": SCHEMA.write(state.rules)}
    if names is not None:
        record["names"] = list(names)
    record["seed"] = state.seed
    record["deals"] = [_deal_entry(log, include_pending) for log in state.log]
    return record


def _deal_entry(log: DealLog, include_pending: bool) -> dict[str, Any]:
    entry: dict[str, Any] = {"pack": _texts(log.packs[0])}
    if log.reshuffles:
        entry["reshuffled_packs"] = [_texts(p) for p in log.packs[1:]]
    entry["decisions"] = list(log.decisions)
    chosen = [a for a in log.set_aside if a is not None]
    if len(chosen) == 2 or (chosen and include_pending):
        entry["set_aside"] = [None if a is None else _texts(a) for a in log.set_aside]
    entry["plays"] = _texts(log.plays)
    return entry


def from_record(data: Any) -> GameState:
    """Rebuild the game a record describes, checking every action; raise ``RecordError``
    naming the deal, the place, the card or decision and the broken rule."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a Seven Up record (format is {shown(data.get('format'))}, "
                          f"expected {FORMAT!r})")
    check_version(data.get("version"), VERSION, RecordError)
    check_top(data, RECORD_KEYS, RecordError)
    state = new_game(_rules(data.get("rules", {})), _seed(data.get("seed", 0)))
    check_names(data.get("names"), 2, RecordError)
    check_code(data, "seven-up", SCHEMA.write(state.rules), state.seed, 2, RecordError)
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("deals must be a list")
    for number, deal in enumerate(deals, start=1):
        if state.phase is not Phase.DEAL or len(state.log) > state.deal_index:
            what = "the game is over" if state.is_over() else f"deal {number - 1} is not finished"
            raise RecordError(f"deal {number}: {what}, so no further deal may follow")
        state = DealReplay(state, deal, number, last=number == len(deals)).replay()
    return state


def _rules(raw: Any) -> Rules:
    try:
        return Rules(**SCHEMA.read(raw, record=True))
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None


def _seed(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RecordError(f"seed must be a whole number, not {shown(raw)}")
    return raw


def replay_summary(state: GameState) -> dict[str, Any]:
    """Return what ``oh7 replay`` prints (the rulings' shape): every deal so far, and the
    winners. A deal still in progress shows its tricks so far, the card points they hold in
    ``game_points``, ``null`` points and zero ``points``; ``totals`` are the game's now."""
    return {"deals": [_deal_summary(state, log) for log in state.log],
            "finished": state.is_over(), "winners": list(state.winners)}


def _deal_summary(state: GameState, log: DealLog) -> dict[str, Any]:
    out: dict[str, Any] = {"dealer": log.dealer, "trump": log.trump,
                           "turned_jacks": list(log.turned_jacks), "gift": log.gift,
                           "trick_winners": list(log.trick_winners)}
    s = log.scored
    if s is not None:
        out.update(high=s.high, low=s.low, jack=s.jack, game=s.game,
                   game_points=list(s.game_points), points=list(s.points), totals=list(s.totals))
        return out
    counts = [0, 0]
    for at, card in enumerate(log.plays[:2 * len(log.trick_winners)]):
        counts[log.trick_winners[at // 2]] += CARD_POINTS[card.rank]
    out.update(high=None, low=None, jack=None, game=None, game_points=counts, points=[0, 0],
               totals=list(state.totals))
    return out


__all__ = ["FORMAT", "VERSION", "RecordError", "from_record", "replay_summary", "to_record"]
