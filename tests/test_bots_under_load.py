"""A bot decides the same on a busy machine as on an idle one (issue 13, item 2).

The hard level used to stop its search at a wall-clock cap of 1.2 s, so on a loaded machine
it searched less and chose differently: the same seed gave another game, and a resumed game
did not go on as it would have. A decision now depends on the view (its seed) and the
iteration budget only. The test slows the machine down as far as it goes: every reading of
the clock jumps an hour, so any time limit fires at its first check.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import count

import pytest

from oh7_desktop.games.oh7 import Phase, Rules, SeatView, apply, chance_action, new_game, to_move, view
from oh7_desktop.games.oh7.bots import decide

SEAT = 1
"""The hard seat of the issue's game: seed 107, seats medium, hard, easy, medium."""


def _hard_seat_views(seed: int = 107) -> list[SeatView]:
    """Views of seat 1 along a game played by easy bots: its first bet, and plays early and late
    in the first two rounds (where hard searches; near the end it solves exactly)."""
    state = new_game(Rules("base", 4, 35), seed)
    wanted: list[SeatView] = []
    plays_seen = 0
    while len(wanted) < 5 and not state.is_over():
        chance = chance_action(state)  # the deal, or the settle of a tie nobody is asked about
        if chance is not None:
            state, _ = apply(state, chance)
            continue
        seats = to_move(state)
        if SEAT in seats:
            seat_view = view(state, SEAT)
            if len(seat_view.legal) > 1 and (state.phase is not Phase.PLAY or plays_seen in (0, 1, 7, 8)):
                wanted.append(seat_view)
            plays_seen += state.phase is Phase.PLAY
        for action in [decide(view(state, seat), "easy") for seat in seats]:
            state, _ = apply(state, action)
    return wanted


def _jumping_clock() -> Iterator[float]:
    return (3600.0 * n for n in count(1))


@pytest.fixture
def slowed_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every clock a time limit could read jumps an hour at each reading."""
    ticks = _jumping_clock()
    for name in ("perf_counter", "monotonic", "time", "process_time", "thread_time"):
        monkeypatch.setattr(time, name, lambda: next(ticks))


def test_hard_decides_the_same_on_a_slowed_machine(request: pytest.FixtureRequest) -> None:
    views = _hard_seat_views()
    assert len(views) == 5 and {v.phase for v in views} >= {Phase.BET, Phase.PLAY}
    idle = [decide(v, "hard") for v in views]
    request.getfixturevalue("slowed_machine")
    busy = [decide(v, "hard") for v in views]
    assert busy == idle, "a decision changed with the machine's speed"
