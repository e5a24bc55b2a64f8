"""Reading a game record: every field checked, every action replayed through the checked rules.

Errors are one line naming the hand (from 1), the action's place, the card or bid and the
rule: ``hand 3, play 5: seat 1 must follow S (holds 9S) and may not play 4H``.
"""

from __future__ import annotations

from typing import Any

from ..interface import RecordError as _GameRecordError
from ..record_header import check_code, check_keys, check_names, check_top, check_version
from ..tracing import note
from ..pack52 import PACK, Card, CardError
from .actions import Bid, Deal, Play
from .bidding import bid_order
from .game import IllegalAction, apply, deal_action, to_move
from .rules import Phase, Rules, RulesError
from .state import GameState, new_game

FORMAT = "oh-hell-record"
VERSION = 1
HAND_KEYS = ("deal", "trump_card", "bids", "plays")
RECORD_KEYS = ("format", "version", "rules", "names", "seed", "hands")


class RecordError(_GameRecordError):
    """A record that is malformed or breaks a rule; the message is one plain line."""


def _shown(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def from_record(data: Any) -> GameState:
    """Rebuild the game a record describes, checking every action; raise
    :class:`RecordError` naming the hand, the action's place, the card or bid and the rule."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not an Oh Hell record (format is {_shown(data.get('format'))}, "
                          f"expected {FORMAT!r})")
    check_version(data.get("version"), VERSION, RecordError)
    check_top(data, RECORD_KEYS, RecordError)
    try:
        rules = Rules.from_options(data.get("rules"))  # type: ignore[arg-type]
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"seed must be a whole number, not {_shown(seed)}")
    check_names(data.get("names"), rules.players, RecordError)
    check_code(data, "oh-hell", rules.to_options(), seed, rules.players, RecordError)
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise RecordError("hands must be a list")
    state = new_game(rules, seed)
    for number, entry in enumerate(hands, start=1):
        if state.phase is not Phase.DEAL:
            what = (f"the game is over after {rules.hands} hands" if state.is_over()
                    else f"hand {number - 1} is not finished")
            raise RecordError(f"hand {number}: {what}, so no further hand may follow")
        state = _replay_hand(state, entry, f"hand {number}", last=number == len(hands))
    return state


def _replay_hand(state: GameState, entry: Any, where: str, *, last: bool) -> GameState:
    if not isinstance(entry, dict):
        raise RecordError(f"{where}: expected an object with deal, trump_card, bids, plays")
    check_keys(entry, HAND_KEYS, where, RecordError)
    state = _apply(state, _deal_of(state, entry, where), where)
    plays = _cards(entry.get("plays", []), f"{where}, plays")
    state = _replay_bids(state, entry.get("bids", []), where, last=last and not plays)
    for position, card in enumerate(plays, start=1):
        spot = f"{where}, play {position}"
        if state.phase is not Phase.PLAY:
            why = "the bids are not complete" if state.phase is Phase.BID else "the hand is over"
            raise RecordError(f"{spot}: {card} is played but {why}")
        state = _apply(state, Play(to_move(state)[0], card), spot, card)
    return state


def _cards(raw: Any, where: str) -> list[Card]:
    if not isinstance(raw, list):
        raise RecordError(f"{where}: expected a list of cards")
    try:
        return [Card.from_str(item) for item in raw]
    except CardError as error:
        raise RecordError(f"{where}: {error}") from None


def _card(raw: Any, where: str) -> Card:
    try:
        return Card.from_str(raw)
    except CardError as error:
        raise RecordError(f"{where}: {error}") from None


def _deal_of(state: GameState, entry: dict[str, Any], where: str) -> Deal:
    seeded = deal_action(state)
    if "deal" not in entry:
        raw = entry.get("trump_card")
        if raw is not None and _card(raw, f"{where}, trump_card") != seeded.trump_card:
            raise RecordError(f"{where}: trump_card {raw} is not the card the seed turns up "
                              f"({seeded.trump_card}); give the deal too")
        return seeded
    raw_hands = entry["deal"]
    if not isinstance(raw_hands, list) or len(raw_hands) != state.players:
        raise RecordError(f"{where}: deal must list the cards of {state.players} seats")
    hands = tuple(tuple(_cards(h, f"{where}, deal of seat {s}")) for s, h in enumerate(raw_hands))
    raw = entry.get("trump_card")
    trump = None if raw is None else _card(raw, f"{where}, trump_card")
    if trump is None and state.rules.has_trump(state.hand_index):
        raise RecordError(f"{where}: this hand has trump, so the deal needs its trump_card")
    used = {c for h in hands for c in h} | ({trump} if trump is not None else set())
    return Deal(hands, trump, tuple(c for c in PACK if c not in used))


def _replay_bids(state: GameState, raw: Any, where: str, *, last: bool) -> GameState:
    if not isinstance(raw, list) or raw and len(raw) != state.players:
        raise RecordError(f"{where}: bids must list one bid per seat ({state.players})")
    bids = raw or [None] * state.players
    for seat, bid in enumerate(bids):
        if bid is not None and (isinstance(bid, bool) or not isinstance(bid, int)):
            raise RecordError(f"{where}, bid of seat {seat}: {_shown(bid)} is not a whole number")
    sequential = not state.rules.simultaneous
    order = bid_order(state.players, state.dealer) if sequential else range(state.players)
    missing = None
    for seat in order:
        if bids[seat] is None:
            missing = seat if missing is None else missing
        elif missing is not None and sequential:
            raise RecordError(f"{where}, bid of seat {seat}: seat {missing} bids before seat "
                              f"{seat} and has no bid")
        else:
            state = _apply(state, Bid(seat, bids[seat]), f"{where}, bid of seat {seat}")
    if missing is not None and not last:
        raise RecordError(f"{where}: seat {missing} has no bid, but the game goes on "
                          "(cards are played or another hand follows)")
    return state


def _apply(state: GameState, action: Deal | Bid | Play, where: str,
           card: Card | None = None) -> GameState:
    """Apply a recorded action; an illegal one becomes a ``RecordError`` naming ``card``."""
    try:
        after = apply(state, action)[0]
        note(action)  # a replay viewer's trace (tracing.traced)
        return after
    except IllegalAction as error:
        reason = str(error)
        if card is not None and str(card) not in reason:  # "must follow S (holds 9S)"
            reason += f" and may not play {card}"
        raise RecordError(f"{where}: {reason}") from None
