"""Bots think in a worker process so the table keeps animating while they do.

Usage::

    worker = BotWorker()
    job = worker.submit(game.view(state, seat), "medium", "oh7")   # returns at once
    ...                                                 # every frame:
    if job.done():
        action = job.result()                           # always one of view.legal
    worker.shutdown()

``random`` and ``easy`` are fast and run in-process at once; ``medium`` and ``hard`` go to a
``ProcessPoolExecutor`` with one worker (spawn start method, so it behaves the same on every
platform and in a frozen build). :func:`decide` is importable at top level for pickling. If
the bots package fails in any way (missing level, broken pool), the seat still gets a legal
action from a seeded fallback: a player never sees a traceback and a game never stops.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.queues
import os
import random
import sys
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from oh7_desktop.games.interface import SeatView

log = logging.getLogger(__name__)

FAST_LEVELS = frozenset({"random", "easy"})
"""Levels quick enough to decide in the app's own process."""



Action = Any
"""A game's action: opaque here (the game's bot chose it among ``view.legal``)."""


def fallback(view: SeatView) -> Action:
    """A legal action chosen from the view's own seed (used when the bots are unavailable)."""
    return random.Random(view.decision_seed).choice(view.legal)


def decide(view: SeatView, level: str, game: str) -> Action:
    """Return the bot's action for ``view``; never raises while ``view.legal`` is not empty."""
    try:
        from oh7_desktop.games import registry

        action: Action = registry.get(game).bot(level)(view)
        if action in view.legal:
            return action
        log.warning("bot %s chose an illegal action %s; using the fallback", level, action)
    except Exception as error:  # noqa: BLE001 - any bot failure must not stop the game
        log.warning("bot %s failed (%s); using the fallback", level, error)
    return fallback(view)


def _worker_start() -> None:
    """In the worker process: let go of the app's console (a killed app must not leave its
    output pipes held open by us), and quit as soon as the app is gone, however it ended."""
    try:
        quiet = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(quiet, fd)
    except OSError:
        pass
    threading.Thread(target=_watch_parent, name="oh7-parent-watch", daemon=True).start()


def _watch_parent() -> None:
    parent = multiprocessing.parent_process()
    while parent is not None:
        time.sleep(0.2)
        if not parent.is_alive():
            os._exit(0)


T = TypeVar("T")
"""What a worker task computes."""


def settled(future: Future[Any], manager: threading.Thread | None) -> bool:
    """Whether ``future`` will change no more: done, or its pool's ``manager`` thread is gone.

    On Python 3.11 a worker that dies while a job the table cancelled still waits makes the
    manager thread fail (``InvalidStateError``) before it tells the other jobs: they would wait
    for ever, and the table with them.
    """
    return future.done() or (manager is not None and not manager.is_alive())


def answer(future: Future[T], manager: threading.Thread | None) -> T:
    """What ``future`` computed (waits for it); raises BrokenProcessPool if its pool's ``manager``
    thread is gone and left it unanswered (:func:`settled`)."""
    if not future.done() and settled(future, manager):
        raise BrokenProcessPool("the worker died and left this job unanswered")
    return future.result()


class BotJob:
    """One pending decision: poll :meth:`done`, then read :meth:`result`."""

    def __init__(self, view: SeatView, level: str, future: Future[Action] | None = None,
                 action: Action | None = None, *, game: str, manager: threading.Thread | None = None) -> None:
        self.view = view
        self.level = level
        self.game = game
        self.seat = view.seat
        self._future = future
        self._action = action
        self._manager = manager

    def done(self) -> bool:
        """True once the decision is ready (or the worker died leaving it unanswered)."""
        return self._action is not None or (self._future is not None and settled(self._future, self._manager))

    def result(self) -> Action:
        """The decision (waits if it is not ready; falls back in-process if the worker died)."""
        if self._action is None:
            try:
                assert self._future is not None
                self._action = answer(self._future, self._manager)
            except Exception as error:  # noqa: BLE001 - BrokenProcessPool, pickling trouble, a bot crash
                log.warning("bot worker failed (%s); deciding in-process", error)
                self._action = decide(self.view, self.level, self.game)
        return self._action

    def cancel(self) -> None:
        """Forget the decision (the game moved on); a running job is left to finish."""
        if self._future is not None:
            self._future.cancel()


class Task(Generic[T]):
    """A computation sent to the worker (:meth:`BotWorker.call`): poll :meth:`done`, then read
    :meth:`result`, which is None if the computation failed (a hint must never stop a game)."""

    def __init__(self, function: Callable[..., T], args: tuple[object, ...],
                 future: Future[T] | None = None, manager: threading.Thread | None = None) -> None:
        self._function, self._args, self._future, self._manager = function, args, future, manager
        self._done = future is None
        self._value: T | None = None
        if future is None:
            self._value = self._run_here()

    def _run_here(self) -> T | None:
        try:
            return self._function(*self._args)
        except Exception as error:  # noqa: BLE001 - a failing aid is logged, the table goes on
            log.warning("worker task %s failed (%s)", getattr(self._function, "__name__", "?"), error)
            return None

    def done(self) -> bool:
        """True once the value is ready (or the computation failed)."""
        return self._done or (self._future is not None and settled(self._future, self._manager))

    def result(self) -> T | None:
        """The value (waits if not ready); None if the computation failed."""
        if not self._done:
            assert self._future is not None
            try:
                self._value = answer(self._future, self._manager)
            except Exception as error:  # noqa: BLE001 - BrokenProcessPool, pickling trouble, a crash in the task
                log.warning("worker task failed (%s)", error)
                self._value = None
            self._done = True
        return self._value

    def cancel(self) -> None:
        """Forget the value (a running computation is left to finish)."""
        if self._future is not None:
            self._future.cancel()


class BotWorker:
    """Runs bot decisions off the main loop; one worker process, started on first need."""

    def __init__(self, in_process: bool = False) -> None:
        self.in_process = in_process
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, view: SeatView, level: str, game: str) -> BotJob:
        """Start deciding for ``view`` at ``level`` with ``game``'s bots; fast levels are decided
        right away."""
        if self.in_process or level in FAST_LEVELS:
            return BotJob(view, level, action=decide(view, level, game), game=game)
        try:
            future = self._executor().submit(decide, view, level, game)
            return BotJob(view, level, future=future, game=game, manager=self._manager())
        except (BrokenProcessPool, OSError, RuntimeError) as error:
            log.warning("cannot start the bot worker (%s); bots think in-process", error)
            self.in_process = True
            return BotJob(view, level, action=decide(view, level, game), game=game)

    def call(self, function: Callable[..., T], *args: object) -> Task[T]:
        """Run ``function(*args)`` (importable at top level, its arguments picklable) off the main
        loop, as a bot decision is: for hints and bots' reasons. In-process when the pool cannot be."""
        if not self.in_process:
            try:
                return Task(function, args, self._executor().submit(function, *args), self._manager())
            except (BrokenProcessPool, OSError, RuntimeError) as error:
                log.warning("cannot start the bot worker (%s); running in-process", error)
                self.in_process = True
        return Task(function, args)

    def _manager(self) -> threading.Thread | None:
        """The pool's thread that hands results back (started by its first submit)."""
        return getattr(self._pool, "_executor_manager_thread", None)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            quiet_resource_tracker()
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_worker_start)
        return self._pool

    def shutdown(self) -> None:
        """Stop the worker process now (a decision in progress and pending jobs are dropped).

        The order matters on Python 3.11. The pool is first told to shut down, cancelling its
        pending jobs: its manager thread then forgets them, those a table cancelled included.
        Only then is the worker terminated. Terminated first, the manager could see the broken
        pool before the shutdown and set an error on a job already cancelled, which raises
        ``InvalidStateError`` in its thread. Last, the manager thread is waited for: left
        running, it could still be closing when the interpreter exits, and Python 3.11 then
        prints a traceback from ``_python_exit`` (a race fixed in 3.13, gh-125451).
        """
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # shutdown() forgets these three; they are kept to end the worker and wait for the pool.
        processes: dict[int, multiprocessing.process.BaseProcess] = getattr(pool, "_processes", None) or {}
        manager: threading.Thread | None = getattr(pool, "_executor_manager_thread", None)
        results: multiprocessing.queues.SimpleQueue[object] | None = getattr(pool, "_result_queue", None)
        pool.shutdown(wait=False, cancel_futures=True)
        for process in list(processes.values()):
            process.terminate()
        if manager is not None:
            manager.join()
        if results is not None:
            results.close()


def quiet_resource_tracker() -> None:
    """Start multiprocessing's resource tracker with its error output on the null device.

    It outlives a killed app to free the worker's semaphores, and then warns about them on
    the terminal ("There appear to be 5 leaked semaphore objects"): not a player's concern.
    It is started once per run, just before the worker; Windows has no tracker.
    """
    if sys.platform == "win32":
        return
    from multiprocessing import resource_tracker

    try:
        saved, null = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(null, 2)  # what the tracker inherits as its stderr
        resource_tracker.ensure_running()
    except (OSError, ValueError):
        pass  # no tracker: the pool starts it itself, warnings and all
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
