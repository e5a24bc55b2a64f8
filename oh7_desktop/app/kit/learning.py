"""Learning aids at any table: the hint of the decision on screen, undo against bots, and the
bots' reasons for their decisions, all computed in the bot worker (:mod:`.assist`).

The parts here know no game:

- :class:`HintDesk`: the hint the acting human asked for, from that seat's view only, kept
  for its decision and handed to the table once to lift (or focus) the hinted choice;
- :class:`BotDecisions`: each bot's decisions of the round on the table with the view it made
  them from; why it decided is asked of the worker only when a player asks (hover or B);
- :func:`undos_of`: the undo count a resumed game's record carries (its ``undos`` field);
- :class:`Aids`: hint and undo for the person at a table, as every table offers them (the
  shared loop's tables through :mod:`.aids`, Oh 7 ?'s through its ``learn``).

Undo itself is :class:`~.undo.UndoLog`; auto-play :mod:`.autoplay`.

>>> undos_of({"undos": 2}), undos_of({"undos": True}), undos_of(None)
(2, 0, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from oh7_desktop.app.bot_worker import BotWorker, Task
from oh7_desktop.app.kit.assist import Hints, bet_task
from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.app.kit.undo import UndoLog
from oh7_desktop.games.interface import Reason

T = TypeVar("T", bound="SeatTurns[Any, Any]")
P = TypeVar("P")

KEPT_DECISIONS = 24
"""A bot's latest decisions of the round kept for its reason (older ones are not asked about)."""


def undos_of(record: Mapping[str, object] | None) -> int:
    """The undo count a resumed game's record carries (0 when none, or not a count)."""
    count = (record or {}).get("undos", 0)
    return count if isinstance(count, int) and not isinstance(count, bool) and count >= 0 else 0


class HintDesk:
    """The acting human's hint: asked once per decision, shown while the decision lasts."""

    def __init__(self, worker: BotWorker, game: str) -> None:
        self.hints = Hints(worker, game)
        self.asked: Hashable | None = None
        """The decision whose hint the player asked for."""
        self.shown: Hashable | None = None
        """The decision whose hinted choice was lifted (once, so the player may move away)."""

    @property
    def offered(self) -> bool:
        """True when the game has an adviser (the table shows a hint button)."""
        return self.hints.offered

    def ask(self, view: object, turn: Hashable) -> bool:
        """Ask the hint of decision ``turn`` from the seat's ``view`` only. True if asked."""
        if not self.offered:
            return False
        self.hints.ask(view, turn)
        self.asked = turn
        return True

    def found(self, turn: Hashable | None) -> tuple[object, Reason] | None:
        """The asked hint of decision ``turn`` once computed: the action and its reason."""
        if turn is None or turn != self.asked:
            return None
        return self.hints.ready(turn)

    def thinking(self, turn: Hashable | None) -> bool:
        """True while the asked hint of ``turn`` is being computed."""
        return turn is not None and turn == self.asked and self.hints.thinking(turn)

    def to_lift(self, turn: Hashable | None) -> object | None:
        """The hinted action to lift, once for each decision it arrives in (None: nothing new)."""
        if turn is None:
            self.shown = None
        found = self.found(turn)
        if found is None or turn == self.shown:
            return None
        self.shown = turn
        return found[0]

    def forget(self) -> None:
        """The game went back (undo): no hint is kept."""
        self.hints.forget()
        self.asked = self.shown = None


def reason_task(game: str, decisions: Sequence[tuple[object, object]]) -> Reason | None:
    """In the worker: why a bot made the latest of its ``(view, action)`` decisions that the
    game explains (Oh Hell its bid, Seven Up its answer...), None when it explains none."""
    for seen, action in reversed(decisions):
        reason = bet_task(game, seen, action)
        if reason is not None:
            return reason
    return None


class BotDecisions:
    """Each bot's decisions of the round on the table, with the view each was made from; the
    reason is worked out in the worker the first time a player asks (never slowing the bots)."""

    def __init__(self, worker: BotWorker, game: str, offered: bool) -> None:
        self.worker, self.game, self.offered = worker, game, offered
        self._round: Hashable | None = None
        self._decisions: dict[int, list[tuple[int, object, object]]] = {}
        self._tasks: dict[int, tuple[int, Task[Reason | None]]] = {}

    def note(self, round_key: Hashable, step: int, seat: int, view: object, action: object) -> None:
        """Bot ``seat`` chose ``action`` from ``view`` at ``step`` (the table's count of applied
        actions) of the round ``round_key``."""
        if round_key != self._round:
            self._round, self._decisions, self._tasks = round_key, {}, {}
        if self.offered and view is not None:
            kept = self._decisions.setdefault(seat, [])
            kept.append((step, view, action))
            del kept[:-KEPT_DECISIONS]

    def _shown(self, round_key: Hashable, seat: int, shown: Callable[[object], bool]) -> list[tuple[int, object, object]]:
        if round_key != self._round:
            return []
        return [kept for kept in self._decisions.get(seat, ()) if shown(kept[2])]

    def known(self, round_key: Hashable, seat: int, shown: Callable[[object], bool] = lambda action: True) -> bool:
        """True when ``seat`` decided something this round, ``shown`` on the table (a secret bid
        is not, until revealed), that may have a reason to tell."""
        return bool(self._shown(round_key, seat, shown))

    def reason(self, round_key: Hashable, seat: int, shown: Callable[[object], bool] = lambda action: True
               ) -> Reason | None:
        """Why ``seat`` made its latest explained decision of the round among those ``shown``:
        asked of the worker the first time (again after a new one), None until ready or none."""
        decisions = self._shown(round_key, seat, shown)
        if not decisions:
            return None
        latest = decisions[-1][0]
        asked = self._tasks.get(seat)
        if asked is None or asked[0] != latest:
            pairs = [(seen, action) for _, seen, action in decisions]
            asked = self._tasks[seat] = (latest, self.worker.call(reason_task, self.game, pairs))
        if not asked[1].done():
            return None
        found: Reason | None = asked[1].result()
        return found

    def waiting(self, round_key: Hashable, seat: int) -> bool:
        """True while ``seat``'s reason is being worked out."""
        asked = self._tasks.get(seat)
        return round_key == self._round and asked is not None and not asked[1].done()

    def take_back(self, step: int) -> None:
        """The game went back to ``step`` (undo): the decisions from there on were never made."""
        for seat, decisions in self._decisions.items():
            decisions[:] = [kept for kept in decisions if kept[0] < step]
            if seat in self._tasks and (not decisions or self._tasks[seat][0] != decisions[-1][0]):
                del self._tasks[seat]


def next_pointed(order: Sequence[P], current: P | None) -> P | None:
    """What B points at next: the one after ``current`` in ``order``, then nothing, then the first.

    >>> next_pointed([1, 2], None), next_pointed([1, 2], 1), next_pointed([1, 2], 2), next_pointed([], None)
    (1, 2, None, None)
    """
    cycle: list[P | None] = [*order, None]
    return cycle[(cycle.index(current) + 1) % len(cycle)] if current in cycle else cycle[0]


class Aids(Generic[T]):
    """Hint and undo for the person at a table: the table holds the state, its turns, its undo
    log and hint desk, and says who acts, what a seat sees and how a reason reads."""

    state: Any
    turns: T
    sheet_open: bool
    undo_log: UndoLog[Any]
    hint_desk: HintDesk

    def acting_seat(self) -> int | None:
        """The human seat that may choose now (the table's)."""
        raise NotImplementedError

    def view_of(self, seat: int) -> object:
        """What ``seat`` sees of the state now (the table's game)."""
        raise NotImplementedError

    def reason_text(self, reason: Reason) -> str:
        """A reason in the player's words (the table's)."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the person's last action and the bots' after it (the table's). True if done."""
        raise NotImplementedError

    def take_aid(self, wanted: str | None) -> bool:
        """Carry out the hint or undo the player asked for (``wanted``, see
        :func:`~.learning_view.learn_key`); True if the key or click was one of them."""
        if wanted == "hint":
            return self.ask_hint()
        if wanted == "undo":
            self.undo()
            return True
        return False

    @property
    def undo_used(self) -> bool:
        """True once undo was used in this game (statistics mark it)."""
        return self.undo_log.count > 0

    def with_undos(self, record: dict[str, object]) -> dict[str, object]:
        """``record`` with how many times undo was used (none: no field)."""
        if self.undo_log.count:
            record["undos"] = self.undo_log.count
        return record

    def decision(self) -> tuple[int, ...] | None:
        """The acting human's decision on screen: ``(seat, *turn)`` (None: nobody's)."""
        seat = self.acting_seat()
        return None if seat is None else (seat, *self.turns.turn_id(self.state))

    def ask_hint(self) -> bool:
        """The acting human asks for a hint: computed in the worker from their view only."""
        turn = self.decision()
        return turn is not None and self.hint_desk.ask(self.view_of(turn[0]), turn)

    def hint(self) -> tuple[object, str] | None:
        """The asked hint of the decision on screen, once computed: the action and its line."""
        found = self.hint_desk.found(self.decision())
        return None if found is None else (found[0], self.reason_text(found[1]))

    def hint_thinking(self) -> bool:
        """True while the asked hint is being computed."""
        return self.hint_desk.thinking(self.decision())

    def undo_seat(self) -> int | None:
        """The human who may take back their last action now (None: undo is refused now)."""
        if not self.undo_log.allowed or self.sheet_open or self.turns.handoff is not None:
            return None
        seat = self.turns.humans[0]
        return seat if self.undo_log.can_undo(seat) else None


__all__ = ["Aids", "BotDecisions", "HintDesk", "KEPT_DECISIONS", "next_pointed", "reason_task", "undos_of"]
