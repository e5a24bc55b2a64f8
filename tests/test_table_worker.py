"""The bot worker: decisions off the main loop, same answers in or out of process, never a crash."""

from __future__ import annotations

import multiprocessing.process
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import pytest

from oh7_desktop.app.bot_worker import BotWorker, Task, decide, fallback
from oh7_desktop.games.oh7 import GameState, Rules, apply, deal_action, new_game, view


def _bet_view() -> GameState:
    state = new_game(Rules("base", 4), seed=9)
    state, _ = apply(state, deal_action(state))
    return state


def test_fast_levels_decide_at_once_and_legally() -> None:
    state = _bet_view()
    worker = BotWorker()
    job = worker.submit(view(state, 1), "easy", "oh7")
    assert job.done() and job.result() in view(state, 1).legal
    worker.shutdown()


def test_a_broken_level_falls_back_to_a_legal_seeded_choice() -> None:
    state = _bet_view()
    seat_view = view(state, 2)
    assert decide(seat_view, "no-such-level", "oh7") == fallback(seat_view)
    assert fallback(seat_view) in seat_view.legal


def test_the_worker_process_answers_like_the_app_process() -> None:
    state = _bet_view()
    seat_view = view(state, 3)
    worker = BotWorker()
    try:
        job = worker.submit(seat_view, "medium:2", "oh7")
        deadline = time.monotonic() + 60
        while not job.done() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert job.done()
        assert job.result() == decide(seat_view, "medium:2", "oh7")
    finally:
        worker.shutdown()


def _wait_until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 60
    while not condition():
        assert time.monotonic() < deadline, "the worker never got there"
        time.sleep(0.02)


def _busy_worker(monkeypatch: pytest.MonkeyPatch, cancelled: int) -> tuple[
        list[BaseException | None], BotWorker, list[Task[None]], ProcessPoolExecutor, threading.Thread | None]:
    """A worker given five long tasks, the one at ``cancelled`` (2 or more: still pending)
    cancelled by the table; with the exceptions its threads raise from now on, its pool and the
    pool's manager thread."""
    caught: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: caught.append(args.exc_value))
    worker = BotWorker()
    tasks = [worker.call(time.sleep, 60) for _ in range(5)]
    futures = [task._future for task in tasks]
    # One sleeps in the worker and at most two wait in the pool's call queue (marked running):
    # the ones after them stay pending.
    _wait_until(lambda: futures[1] is not None and futures[1].running())
    pending = futures[cancelled]
    assert pending is not None and pending.cancel()
    pool = worker._pool
    assert pool is not None
    manager: threading.Thread | None = getattr(pool, "_executor_manager_thread", None)  # typeshed mistypes it
    return caught, worker, tasks, pool, manager


def test_shutting_down_with_a_cancelled_pending_job_raises_in_no_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """A job the table cancelled while it waited, then the pool shut down: on Python 3.11 the
    pool's manager thread raised InvalidStateError when it saw the terminated worker before the
    shutdown (it set an error on the cancelled job). Here the worker is made to die and be seen
    dead before shutdown returns, the slow side of that race, every time."""
    caught, worker, tasks, pool, manager = _busy_worker(monkeypatch, cancelled=4)
    for process in list(pool._processes.values()):
        def terminate_and_see_it(process: multiprocessing.process.BaseProcess = process) -> None:
            multiprocessing.process.BaseProcess.terminate(process)
            process.join()
            if manager is not None and manager is not threading.current_thread():
                manager.join(timeout=30)  # the manager sees the broken pool now, not later
        monkeypatch.setattr(process, "terminate", terminate_and_see_it)
    worker.shutdown()
    assert caught == []
    assert [task.result() for task in tasks] == [None] * 5


def test_jobs_left_unanswered_by_a_dead_worker_still_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker killed (out of memory, say) while a job the table cancelled waited: Python
    3.11's pool fails on that job and never tells the jobs after it. They still end (None for a
    task, an in-process decision for a bot), so the table never waits for ever."""
    _, worker, tasks, pool, manager = _busy_worker(monkeypatch, cancelled=2)  # the two after it pending too
    for process in list(pool._processes.values()):
        os.kill(process.pid or 0, signal.SIGKILL)
    assert manager is not None
    manager.join(timeout=60)
    assert [task.done() for task in tasks] == [True] * 5
    assert [task.result() for task in tasks] == [None] * 5
    worker.shutdown()
