"""Learning aids at any table: the hint of the decision on screen, undo against bots, and the
bots' reasons for their decisions, all computed in the bot worker (:mod:`.assist`).

The parts here know no game:

- :class:`HintDesk`: the hint the acting human asked for, from that seat's view only, kept
  for its decision and handed to the table once to lift (or focus) the hinted choice;
- :class:`BotDecisions`: each bot's decisions of the round on the table with the view it made
  them from; why it decided is asked of the worker only when a player asks (hover or B);
- :func:`undos_of`: the undo count a resumed game's record carries (its ``undos`` field).

Undo itself is :class:`~.undo.UndoLog`; auto-play :mod:`.autoplay`. :mod:`.aids` puts them
together for the tables on the shared loop; Oh 7 ?'s table uses the same parts.

>>> undos_of({"undos": 2}), undos_of({"undos": True}), undos_of(None)
(2, 0, 0)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from oh7_desktop.app.bot_worker import BotWorker, Task
from oh7_desktop.app.kit.assist import Hints, bet_task
from oh7_desktop.games.interface import Reason

KEPT_DECISIONS = 24
"""A bot's latest decisions of the round kept for its reason (older ones are not asked about)."""


def undos_of(record: dict[str, Any] | None) -> int:
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

    def ask(self, view: Any, turn: Hashable) -> bool:
        """Ask the hint of decision ``turn`` from the seat's ``view`` only. True if asked."""
        if not self.offered:
            return False
        self.hints.ask(view, turn)
        self.asked = turn
        return True

    def found(self, turn: Hashable | None) -> tuple[Any, Reason] | None:
        """The asked hint of decision ``turn`` once computed: the action and its reason."""
        if turn is None or turn != self.asked:
            return None
        return self.hints.ready(turn)

    def thinking(self, turn: Hashable | None) -> bool:
        """True while the asked hint of ``turn`` is being computed."""
        return turn is not None and turn == self.asked and self.hints.thinking(turn)

    def to_lift(self, turn: Hashable | None) -> Any | None:
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


def reason_task(game: str, decisions: Sequence[tuple[Any, Any]]) -> Reason | None:
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
        self._decisions: dict[int, list[tuple[int, Any, Any]]] = {}
        self._tasks: dict[int, tuple[int, Task]] = {}

    def note(self, round_key: Hashable, step: int, seat: int, view: Any, action: Any) -> None:
        """Bot ``seat`` chose ``action`` from ``view`` at ``step`` (the table's count of applied
        actions) of the round ``round_key``."""
        if round_key != self._round:
            self._round, self._decisions, self._tasks = round_key, {}, {}
        if self.offered and view is not None:
            kept = self._decisions.setdefault(seat, [])
            kept.append((step, view, action))
            del kept[:-KEPT_DECISIONS]

    def known(self, round_key: Hashable, seat: int) -> bool:
        """True when ``seat`` decided something this round that may have a reason to tell."""
        return round_key == self._round and bool(self._decisions.get(seat))

    def reason(self, round_key: Hashable, seat: int) -> Reason | None:
        """Why ``seat`` made its latest explained decision of the round: asked of the worker the
        first time (again after a new decision), None until ready or when there is none."""
        if not self.known(round_key, seat):
            return None
        decisions = self._decisions[seat]
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
        return self.known(round_key, seat) and asked is not None and not asked[1].done()

    def take_back(self, step: int) -> None:
        """The game went back to ``step`` (undo): the decisions from there on were never made."""
        for seat, decisions in self._decisions.items():
            decisions[:] = [kept for kept in decisions if kept[0] < step]
            if seat in self._tasks and (not decisions or self._tasks[seat][0] != decisions[-1][0]):
                del self._tasks[seat]


__all__ = ["BotDecisions", "HintDesk", "KEPT_DECISIONS", "reason_task", "undos_of"]
