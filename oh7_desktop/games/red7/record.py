"""Game records (rulings, "Game record"): write any game, rebuild any game, summarise it.

A record is a plain ``dict`` ready for ``json``. A round without ``deck`` is dealt from the
seed (:mod:`.dealing`). Each turn names its seat and either ``"fold": true`` or the cards it
moved: ``palette``, ``canvas`` and, with the action rule, ``actions`` (the effects in order:
``{"to_canvas": c}``, ``{"to_deck": c}``, ``{"palette": c}``, ``{"draw": true}``,
``{"take": c, "from": seat}``). Advanced draws are implied by the rule.

A 3's draw splits a turn in two decisions; the record keeps one entry for the turn: after a
draw, ``"canvas": null`` says the mover ended the turn without a discard, ``"fold": true`` that
they folded instead, and an entry with neither is the turn still being decided (only as the
very last turn of a record: a game saved at that moment).
"""

from __future__ import annotations

from typing import Any

from ..interface import RecordError as _GameRecordError
from ..record_header import check_code, check_keys, check_top, check_names, check_version
from ..tracing import note
from .actions import (Action, Deal, Draw, Effect, Finish, Fold, PlayAlso, Take, ToCanvas, ToDeck,
                      move_of)
from .cards import Card, CardError, shown
from .errors import IllegalAction
from .game import apply, deal_action, to_move
from .rules import SCHEMA, Phase, Rules, RulesError
from .state import GameState, RoundLog, TurnLog, new_game

FORMAT = "red7-record"
VERSION = 1
RECORD_KEYS = ("format", "version", "rules", "names", "seed", "rounds")
ROUND_KEYS = ("deck", "turns")
TURN_KEYS = ("seat", "fold", "palette", "canvas", "actions")


class RecordError(_GameRecordError):
    """A record that is malformed or breaks a rule; the message is one plain line."""


def to_record(state: GameState, names: list[str] | None = None, *,
              include_pending: bool = False) -> dict[str, Any]:
    """Return the record of the game so far (Red7 has no secret choices: ``include_pending``
    changes nothing, a turn waiting after a draw is always kept)."""
    rules = state.rules
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION,
        "rules": SCHEMA.write(rules),
    }
    if names is not None:
        record["names"] = list(names)
    record["seed"] = state.seed
    record["rounds"] = [{"deck": [str(c) for c in log.deck],
                         "turns": [_turn_entry(t) for t in log.turns]} for log in state.log]
    return record


def _effect_entry(effect: Effect) -> dict[str, Any]:
    if isinstance(effect, Draw):
        return {"draw": True}
    if isinstance(effect, Take):
        return {"take": str(effect.card), "from": effect.owner}
    key = "to_canvas" if isinstance(effect, ToCanvas) else "to_deck" if isinstance(effect, ToDeck) \
        else "palette"
    return {key: str(effect.card)}


def _turn_entry(turn: TurnLog) -> dict[str, Any]:
    entry: dict[str, Any] = {"seat": turn.seat}
    if turn.palette is not None:
        entry["palette"] = str(turn.palette)
    if turn.effects:
        entry["actions"] = [_effect_entry(e) for e in turn.effects]
    if turn.canvas is not None or (turn.drew and turn.finished and not turn.fold):
        entry["canvas"] = None if turn.canvas is None else str(turn.canvas)
    if turn.fold:
        entry["fold"] = True
    return entry


def from_record(data: Any) -> GameState:
    """Rebuild the game a record describes, checking every action; raise ``RecordError``
    naming the round, the turn and the broken rule."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a Red7 record (format is {shown(data.get('format'))}, "
                          f"expected {FORMAT!r})")
    check_version(data.get("version"), VERSION, RecordError)
    check_top(data, RECORD_KEYS, RecordError)
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"seed must be a whole number, not {shown(seed)}")
    state = new_game(_rules(data.get("rules")), seed)
    check_names(data.get("names"), state.players, RecordError)
    rules = state.rules
    check_code(data, "red7", SCHEMA.write(rules),
               seed, rules.players, RecordError)
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list):
        raise RecordError("rounds must be a list")
    for number, entry in enumerate(rounds, start=1):
        if state.phase is not Phase.DEAL:
            what = "the game is over" if state.is_over() else f"round {number - 1} is not finished"
            raise RecordError(f"round {number}: {what}, so no further round may follow")
        state = _replay_round(state, entry, number, last=number == len(rounds))
    return state


def _rules(raw: Any) -> Rules:
    try:
        return Rules(**SCHEMA.read(raw, required=("players",)))
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None


def _card(raw: Any, where: str) -> Card:
    try:
        return Card.parse(raw)
    except CardError as error:
        raise RecordError(f"{where}: {error}") from None


def _replay_round(state: GameState, entry: Any, number: int, *, last: bool) -> GameState:
    where = f"round {number}"
    if not isinstance(entry, dict):
        raise RecordError(f"{where}: expected an object with deck and turns")
    check_keys(entry, ROUND_KEYS, where, RecordError)
    if "deck" in entry:
        if not isinstance(entry["deck"], list):
            raise RecordError(f"{where}: deck must be a list of cards")
        deal = Deal(tuple(_card(c, f"{where}, deck") for c in entry["deck"]))
    else:
        deal = deal_action(state)
    state = _apply(state, deal, where)
    turns = entry.get("turns", [])
    if not isinstance(turns, list):
        raise RecordError(f"{where}: turns must be a list")
    for index, turn in enumerate(turns, start=1):
        spot = f"{where}, turn {index}"
        if state.phase not in (Phase.TURN, Phase.AFTER_DRAW):
            raise RecordError(f"{spot}: the round is over, so no further turn may follow")
        state = _replay_turn(state, turn, spot, pending_ok=last and index == len(turns))
    return state


def _replay_turn(state: GameState, turn: Any, where: str, *, pending_ok: bool) -> GameState:
    if not isinstance(turn, dict):
        raise RecordError(f"{where}: expected an object with seat and the cards moved")
    check_keys(turn, TURN_KEYS, where, RecordError)
    seat = turn.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise RecordError(f"{where}: seat must be a whole number, not {shown(seat)}")
    fold = turn.get("fold", False)
    if fold is not True and fold is not False:
        raise RecordError(f"{where}: fold must be true or false")
    palette = _optional_card(turn, "palette", where)
    canvas = _optional_card(turn, "canvas", where)
    effects = _effects(turn.get("actions", []), where)
    if palette is None and canvas is None and not effects:
        if not fold:
            raise RecordError(f"{where}: a turn is a fold or names the cards moved")
        return _apply(state, Fold(seat), where)
    drew = bool(effects) and isinstance(effects[-1], Draw)
    state = _apply(state, move_of(seat, palette, None if drew else canvas, effects), where)
    if not drew:
        if fold:
            raise RecordError(f"{where}: a turn that moved cards cannot also fold "
                              "(only a turn that drew may end in a fold)")
        return state
    if fold:
        return _apply(state, Fold(seat), where)
    if "canvas" in turn:
        return _apply(state, Finish(seat, canvas), where)
    if not pending_ok:
        raise RecordError(f"{where}: the turn drew, so it must end with a canvas card "
                          "(null for none) or a fold")
    return state


def _optional_card(turn: dict[str, Any], key: str, where: str) -> Card | None:
    raw = turn.get(key)
    return None if raw is None else _card(raw, f"{where}, {key}")


def _effects(raw: Any, where: str) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise RecordError(f"{where}: actions must be a list")
    out: list[Effect] = []
    for item in raw:
        if not isinstance(item, dict) or not item:
            raise RecordError(f"{where}: each action is an object such as {{\"draw\": true}}")
        out.append(_effect(item, where))
    return tuple(out)


def _effect(item: dict[str, Any], where: str) -> Effect:
    keys = set(item)
    if keys == {"draw"} and item["draw"] is True:
        return Draw()
    if keys == {"take", "from"}:
        owner = item["from"]
        if isinstance(owner, bool) or not isinstance(owner, int):
            raise RecordError(f"{where}: take needs the seat it is taken from")
        return Take(_card(item["take"], f"{where}, take"), owner)
    if len(keys) == 1:
        key = next(iter(keys))
        kinds: dict[str, type[ToCanvas] | type[ToDeck] | type[PlayAlso]] = {
            "to_canvas": ToCanvas, "to_deck": ToDeck, "palette": PlayAlso}
        if key in kinds:
            return kinds[key](_card(item[key], f"{where}, {key}"))
    raise RecordError(f"{where}: unknown action {shown(item)}")


def _apply(state: GameState, action: Action, where: str) -> GameState:
    """Apply a recorded action; an illegal one becomes a ``RecordError`` naming the place."""
    try:
        after = apply(state, action)[0]
        note(action)  # a replay viewer's trace (tracing.traced)
        return after
    except IllegalAction as error:
        raise RecordError(f"{where}: {error}") from None


def replay_summary(state: GameState) -> dict[str, Any]:
    """Return what ``oh7 replay`` prints: every round's outcome so far, and the winners."""
    return {"rounds": [_round_summary(log) for log in state.log],
            "finished": state.is_over(), "winners": list(state.winners)}


def _round_summary(log: RoundLog) -> dict[str, Any]:
    """A round's outcome: ``winner``, ``points`` and ``totals`` are null until it ends."""
    return {"first": log.first, "rule_changes": list(log.rule_changes),
            "out_order": list(log.out_order), "winner": log.winner,
            "scored": [str(c) for c in log.scored],
            "points": None if log.points is None else list(log.points),
            "totals": None if log.totals is None else list(log.totals)}


__all__ = ["FORMAT", "RecordError", "VERSION", "from_record", "replay_summary", "to_record",
           "to_move"]
