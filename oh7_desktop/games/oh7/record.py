"""Game records (rulings, "Game records"): write any game, rebuild any game, summarise it.

A record is a plain ``dict`` ready for ``json``. Deals without ``hands`` are drawn from
the seed (:mod:`.dealing`). Two extensions let a save stop anywhere: the last attempt of
the last deal may list ``null`` for seats whose secret bet is not in yet, and the last
deal may say ``"show_interrobang": null`` while the ``?`` holder is still deciding. As the
rulings say, an absent ``show_interrobang`` means the ``?`` was kept.
"""

from __future__ import annotations

from typing import Any, Callable

from .actions import SETTLE_TIE, Action, Bet, Deal, Play, ShowInterrobang
from ..interface import RecordError as _GameRecordError
from ..record_header import check_code, check_keys, check_names, check_top, check_version
from .cards import Card, CardError, shown
from .errors import IllegalAction
from .game import apply, deal_action, to_move
from .rules import SCHEMA, Phase, Rules, RulesError
from .state import DealLog, GameState, new_game

FORMAT = "oh7-record"
VERSION = 1
RECORD_KEYS = ("format", "version", "rules", "names", "seed", "deals")
DEAL_KEYS = ("hands", "dummy_pile", "bets", "show_interrobang", "plays")


class RecordError(_GameRecordError):
    """A record that is malformed or breaks a rule; the message is one plain line."""


def to_record(state: GameState, names: list[str] | None = None, *,
              include_pending: bool = False) -> dict[str, Any]:
    """Return the record of the game so far. ``include_pending`` adds the secret bets of an
    unfinished attempt (``null`` for seats still to bet), so an autosave loses nothing."""
    return _record(state, names, include_pending, _deal_entry)


class RecordWriter:
    """Writes the records of one game's successive states, each finished deal's entry made once.

    The table asks for the record after every action (the autosave); a game of thousands of
    deals then cost tens of milliseconds an action rebuilding deals that never change again.
    A finished deal's log is the same object in every later state, so its entry is kept and
    reused: each record costs the current deal. The entries are shared between the records
    this writer returns, so they must not be changed (the autosave only reads them).

    >>> from oh7_desktop.games.oh7 import Rules, apply, deal_action, new_game
    >>> state = new_game(Rules("base", 3), seed=1)
    >>> writer = RecordWriter()
    >>> state, _ = apply(state, deal_action(state))
    >>> writer.record(state) == to_record(state)
    True
    """

    def __init__(self) -> None:
        self._kept: list[tuple[DealLog, dict[str, Any]]] = []

    def record(self, state: GameState, names: list[str] | None = None, *,
               include_pending: bool = False) -> dict[str, Any]:
        """Return ``to_record(state, names, include_pending=...)``, reusing finished deals' entries."""
        kept, fresh = self._kept, list[tuple[DealLog, dict[str, Any]]]()
        last = len(state.log) - 1

        def entry(log: DealLog, rules: Rules, *, asked: bool = False) -> dict[str, Any]:
            index = len(fresh)
            if index == last:  # the deal in play changes with every action (and may get pending bets)
                return _deal_entry(log, rules, asked=asked)
            same = index < len(kept) and kept[index][0] is log
            fresh.append(kept[index] if same else (log, _deal_entry(log, rules)))
            return fresh[-1][1]

        record = _record(state, names, include_pending, entry)
        self._kept = fresh
        return record


def _record(state: GameState, names: list[str] | None, include_pending: bool,
            entry: Callable[..., dict[str, Any]]) -> dict[str, Any]:
    rules = state.rules
    record: dict[str, Any] = {
        "format": FORMAT, "version": VERSION,
        "rules": SCHEMA.write(rules),
    }
    if names is not None:
        record["names"] = list(names)
    record["seed"] = state.seed
    deciding = state.phase is Phase.INTERROBANG and state.asked is not None
    record["deals"] = [entry(log, rules, asked=deciding and log is state.current) for log in state.log]
    if include_pending and state.phase is Phase.BET and any(c is not None for c in state.pending):
        partial = [None if c is None else str(c) for c in state.pending]
        record["deals"][-1]["bets"].append(partial)
    return record


def _deal_entry(log: DealLog, rules: Rules, *, asked: bool = False) -> dict[str, Any]:
    entry: dict[str, Any] = {"hands": [[str(c) for c in hand] for hand in log.hands]}
    if rules.has_dummy:
        entry["dummy_pile"] = [str(c) for c in log.rest]
    entry["bets"] = [[str(c) for c in attempt] for attempt in log.attempts]
    if log.show_interrobang is not None or asked:
        entry["show_interrobang"] = log.show_interrobang  # None: the holder is deciding
    entry["plays"] = [str(c) for c in log.plays]
    return entry


def from_record(data: Any, trace: list[Action] | None = None) -> GameState:
    """Rebuild the game a record describes, checking every action; raise ``RecordError``
    naming the deal, the action's position, the card and the broken rule. ``trace``, if
    given, receives every action applied, chance actions included, in order (a replay
    viewer applies them one by one)."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not an Oh 7 record (format is {shown(data.get('format'))}, expected {FORMAT!r})")
    check_version(data.get("version"), VERSION, RecordError)
    check_top(data, RECORD_KEYS, RecordError)
    state = new_game(_rules(data.get("rules")), _seed(data.get("seed", 0)))
    check_names(data.get("names"), state.players, RecordError)
    rules = state.rules
    check_code(data, "oh7", SCHEMA.write(rules), state.seed,
               rules.players, RecordError)
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("deals must be a list")
    for number, deal in enumerate(deals, start=1):
        if state.phase is not Phase.DEAL:
            what = "the game is over" if state.is_over() else f"deal {number - 1} is not finished"
            raise RecordError(f"deal {number}: {what}, so no further deal may follow")
        state = _replay_deal(state, deal, number, last=number == len(deals), trace=trace)
    return state


def _rules(raw: Any) -> Rules:
    try:
        return Rules(**SCHEMA.read(raw, required=("mode", "players")))
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None


def _seed(raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RecordError(f"seed must be a whole number, not {shown(raw)}")
    return raw


def _cards(raw: Any, where: str, *, allow_null: bool = False) -> list[Card | None]:
    if not isinstance(raw, list):
        raise RecordError(f"{where}: expected a list of cards")
    out: list[Card | None] = []
    for item in raw:
        if item is None and allow_null:
            out.append(None)
            continue
        try:
            out.append(Card.from_str(item))
        except CardError as error:
            raise RecordError(f"{where}: {error}") from None
    return out


def _known(cards: list[Card | None]) -> list[Card]:
    return [c for c in cards if c is not None]


def _replay_deal(state: GameState, deal: Any, number: int, *, last: bool, trace: list[Action] | None) -> GameState:
    where = f"deal {number}"
    if not isinstance(deal, dict):
        raise RecordError(f"{where}: expected an object")
    check_keys(deal, DEAL_KEYS, where, RecordError)
    state = _apply(state, _deal_of(state, deal, where), where, trace=trace)
    bets = deal.get("bets", [])
    if not isinstance(bets, list):
        raise RecordError(f"{where}: bets must be a list of attempts")
    for attempt_no, attempt in enumerate(bets, start=1):
        partial = last and attempt_no == len(bets)
        state = _replay_attempt(state, attempt, f"{where}, attempt {attempt_no}", partial, trace)
    plays = _known(_cards(deal.get("plays", []), f"{where}, plays"))
    if state.phase is Phase.INTERROBANG:
        state = _settle_tie(state, deal, where, still_open=last and not plays, trace=trace)
    for position, card in enumerate(plays, start=1):
        spot = f"{where}, play {position}"
        if state.phase is not Phase.PLAY:
            raise RecordError(f"{spot}: {card} is played but {_why_no_play(state)}")
        state = _apply(state, Play(to_move(state)[0], card), spot, card, trace=trace)
    return state


def _settle_tie(state: GameState, deal: dict[str, Any], where: str, *, still_open: bool,
                trace: list[Action] | None) -> GameState:
    """Settle a tie for first leader as the record says (``still_open``: the record may stop
    while the ``?`` holder decides)."""
    if state.asked is None:
        return _apply(state, SETTLE_TIE, f"{where}, tie", trace=trace)  # nobody asked: show_interrobang is ignored
    show = deal.get("show_interrobang", False)  # absent: kept (rulings)
    if show is None and still_open:
        return state  # saved while the ? holder decides: the decision is still to come
    if not isinstance(show, bool):
        raise RecordError(f"{where}: show_interrobang must be true or false")
    return _apply(state, ShowInterrobang(state.asked, show), f"{where}, ? decision", trace=trace)


def _why_no_play(state: GameState) -> str:
    if state.phase is Phase.BET:
        return "the bets are not settled"
    if state.phase is Phase.INTERROBANG:
        return "the ? decision is missing"
    return "the deal is over (seven tricks played or redealt)"


def _deal_of(state: GameState, deal: dict[str, Any], where: str) -> Deal:
    if "hands" not in deal:
        if state.rules.has_dummy and "dummy_pile" in deal:
            raise RecordError(f"{where}: a dummy_pile needs the hands too (without both, "
                              "the deal is drawn from the seed)")
        return deal_action(state)
    hands = deal["hands"]
    if not isinstance(hands, list) or len(hands) != state.players:
        raise RecordError(f"{where}: hands must list {state.players} hands")
    cards = [tuple(_known(_cards(h, f"{where}, hand of seat {s}"))) for s, h in enumerate(hands)]
    if state.rules.has_dummy:
        if "dummy_pile" not in deal:
            raise RecordError(f"{where}: a two-player deal with hands needs its dummy_pile")
        rest = tuple(_known(_cards(deal["dummy_pile"], f"{where}, dummy_pile")))
    else:
        rest = _discard(state, cards)
    return Deal(tuple(cards), rest)


def _discard(state: GameState, hands: list[tuple[Card, ...]]) -> tuple[Card, ...]:
    from collections import Counter

    from .cards import deck

    left = Counter(deck(state.rules.mode, state.players)) - Counter(c for h in hands for c in h)
    return tuple(sorted(left.elements()))


def _replay_attempt(state: GameState, attempt: Any, where: str, partial: bool,
                    trace: list[Action] | None) -> GameState:
    if state.phase is not Phase.BET:
        raise RecordError(f"{where}: no bet is expected here ({_why_no_bet(state)})")
    cards = _cards(attempt, where, allow_null=partial)
    if len(cards) != state.players:
        raise RecordError(f"{where}: expected {state.players} bet cards, found {len(cards)}")
    for seat, card in enumerate(cards):
        if card is not None:
            state = _apply(state, Bet(seat, card), f"{where}, seat {seat}", trace=trace)
    return state


def _why_no_bet(state: GameState) -> str:
    return "the bets were settled" if state.phase is not Phase.DEAL else "the deal was redealt"


def _apply(state: GameState, action: Action, where: str, card: Card | None = None, *,
           trace: list[Action] | None = None) -> GameState:
    """Apply a recorded action (noted in ``trace``); an illegal one becomes a ``RecordError``
    that names ``card``."""
    try:
        after = apply(state, action)[0]
        if trace is not None:
            trace.append(action)
        return after
    except IllegalAction as error:
        reason = str(error)
        if card is not None and str(card) not in reason:  # e.g. "must follow H (holds 2H)"
            reason += f" and may not play {card}"
        raise RecordError(f"{where}: {reason}") from None


def replay_summary(state: GameState) -> dict[str, Any]:
    """Return what ``oh7 replay`` prints: every deal's outcome so far, and the winners."""
    return {
        "deals": [_deal_summary(log, state.players) for log in state.log],
        "finished": state.is_over(),
        "winners": list(state.winners),
    }


def _deal_summary(log: DealLog, players: int) -> dict[str, Any]:
    out: dict[str, Any] = {"redeal": log.redeal}
    if log.redeal or log.first_leader is None:
        return out
    final = log.attempts[-1]
    out.update(bets=[c.value for c in final], first_leader=log.first_leader, trump=log.trump,
               trick_winners=list(log.trick_winners))
    if log.scored is None:
        won = [log.trick_winners.count(s) for s in range(players)]
        out["tricks_won"] = won
        return out
    s = log.scored
    out.update(tricks_won=list(s.tricks_won), losses=list(s.losses), basket=s.basket,
               points=list(s.points), totals=list(s.totals))
    return out
