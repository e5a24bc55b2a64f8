"""Hints and bots' reasons at any game's table, computed in the bot worker.

A game offers them through the capabilities of its registry entry
(:class:`~oh7_desktop.games.registry.GameEntry`): ``hint`` and ``explain``, served by its
advisers (:class:`~oh7_desktop.games.capabilities.Advisers`), imported in the worker process
only (the app's own process never runs them):

- ``advise(view) -> advice`` with ``advice.action`` (one of ``view.legal``: the hard level's
  choice for the seat) and ``advice.reason`` (a :class:`Reason` the table translates);
- ``decision_reason(view, action) -> Reason | None``: why a bot made ``action`` from ``view``
  (its view when it decided), or None when the game has nothing to say.

(Hindsight, the third adviser, is the round review's: :mod:`oh7_desktop.app.review.hindsight`.)
A game without ``hint`` simply has no hint button. :class:`Hints` keeps the one hint of the
decision on screen; :class:`BetReasons` the bots' reasons of the round on the table.

>>> hint_task("no such game", None) is None, bet_task("no such game", None, None) is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Hashable

from oh7_desktop.app.bot_worker import BotWorker, Task
from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import Advisers
from oh7_desktop.games.interface import Reason


def advisers_for(game: str, capability: str) -> Advisers | None:
    """In the worker: the advisers of ``game`` if it offers ``capability`` (else None)."""
    return registry.entry(game).advisers() if registry.offers(game, capability) else None


def hint_task(game: str, view: object) -> tuple[object, Reason] | None:
    """In the worker: the game's hint for ``view`` as ``(action, reason)`` (None: no hint)."""
    advisers = advisers_for(game, "hint")
    if advisers is None:
        return None
    advice = advisers.advise(view)
    return advice.action, advice.reason


def bet_task(game: str, view: object, action: object) -> Reason | None:
    """In the worker: why the seat of ``view`` decided ``action`` (None: the game says nothing)."""
    advisers = advisers_for(game, "explain")
    return None if advisers is None else advisers.decision_reason(view, action)


class Hints:
    """The hint of the decision on screen: asked once per decision, forgotten when it passes."""

    def __init__(self, worker: BotWorker, game: str) -> None:
        self.worker, self.game = worker, game
        self.turn: Hashable | None = None
        self._task: Task[tuple[object, Reason] | None] | None = None

    @property
    def offered(self) -> bool:
        """True when the game offers hints (the table shows a hint button)."""
        return registry.offers(self.game, "hint")

    def ask(self, view: object, turn: Hashable) -> None:
        """Start computing the hint of decision ``turn`` from the seat's ``view`` (once a turn)."""
        task = self._task
        if self.turn == turn and task is not None and not (task.done() and task.result() is None):
            return  # asked already (a failed one is asked again)
        self.forget()
        self.turn, self._task = turn, self.worker.call(hint_task, self.game, view)

    def thinking(self, turn: Hashable) -> bool:
        """True while the hint of ``turn`` is being computed."""
        return self.turn == turn and self._task is not None and not self._task.done()

    def ready(self, turn: Hashable) -> tuple[object, Reason] | None:
        """The hint of ``turn`` once computed (None before, or for another decision)."""
        if self.turn != turn or self._task is None or not self._task.done():
            return None
        found: tuple[object, Reason] | None = self._task.result()
        return found

    def forget(self) -> None:
        """The decision passed (or another seat has the screen): no hint is kept."""
        if self._task is not None:
            self._task.cancel()
        self.turn, self._task = None, None


class BetReasons:
    """The bots' reasons for their bets, by ``(round, attempt, seat)``: each bot's view is kept
    as it bets; the reason is worked out in the worker the first time a player asks for it
    (never slowing the bots' own thinking otherwise), then kept for the round on the table."""

    def __init__(self, worker: BotWorker, game: str) -> None:
        self.worker, self.game = worker, game
        self._round: Hashable | None = None
        self._bets: dict[tuple[int, int], tuple[object, object]] = {}
        self._tasks: dict[tuple[int, int], Task[Reason | None]] = {}

    def note(self, round_key: Hashable, attempt: int, seat: int, view: object, action: object) -> None:
        """A bot bet ``action`` from ``view``: keep them for its reason."""
        if round_key != self._round:
            self._round, self._bets, self._tasks = round_key, {}, {}
        if registry.offers(self.game, "explain"):
            self._bets.setdefault((attempt, seat), (view, action))

    def reason(self, round_key: Hashable, attempt: int, seat: int) -> Reason | None:
        """The reason of ``seat``'s bet in ``attempt`` of the round: asked of the worker the
        first time, None until it is ready (see :meth:`known`)."""
        if round_key != self._round or (attempt, seat) not in self._bets:
            return None
        task = self._tasks.get((attempt, seat))
        if task is None:
            view, action = self._bets[(attempt, seat)]
            task = self._tasks[(attempt, seat)] = self.worker.call(bet_task, self.game, view, action)
        if not task.done():
            return None
        found: Reason | None = task.result()
        return found

    def known(self, round_key: Hashable, attempt: int, seat: int) -> bool:
        """True when ``seat``'s bet of ``attempt`` has a reason to tell (ready or coming)."""
        return round_key == self._round and (attempt, seat) in self._bets


__all__ = ["BetReasons", "Hints", "advisers_for", "bet_task", "hint_task"]
