"""The bot worker: decisions off the main loop, same answers in or out of process, never a crash."""

from __future__ import annotations

import time

from oh7_desktop.app.bot_worker import BotWorker, decide, fallback
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
