"""Every table runs on the kit's game loop, and the loop's hooks for a table's own steps are
called as they say, whatever the game (issue 24 item 1).

The hooks: :meth:`GameLoop.applied` after each applied action (with the state before it),
:meth:`GameLoop.pending_step` before chance and the bots' turn (Oh 7 ?'s tie), and
:meth:`GameLoop.sheet_due` (when the score sheet goes up). Driven here on Oh Hell's table, so
they are checked away from Oh 7 ?, whose own tests drive them through its table.
"""

from __future__ import annotations

from typing import Any

import pytest

from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games import oh_hell
from settings_support import table_settings

DT = 1 / 60


class HookedHell(HellTable):
    """Oh Hell's table with the hooks overridden: a few frames of waiting before anything moves,
    every applied action kept, and a sheet that never goes up."""

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        self.waits = 5
        self.seen: list[tuple[Any, Any, tuple[Any, ...]]] = []
        super().__init__(services, setup, autoplay=autoplay)

    def applied(self, before: Any, action: Any, events: tuple[Any, ...]) -> None:
        self.seen.append((before, action, events))

    def pending_step(self, state: Any) -> bool | None:
        if self.waits > 0:
            self.waits -= 1
            return False
        return None

    def sheet_due(self, scored: int) -> bool:
        return False


def hooked() -> HookedHell:
    """Three bots playing Oh Hell at instant speed, in this process."""
    services = Services(settings=table_settings(speed="instant", four_colour=True, bot_pace="normal"),
                        bot_worker=BotWorker(in_process=True))
    seats = tuple(SeatSetup(name, "bot", "easy") for name in ("Ann", "Bob", "Cid"))
    return HookedHell(services, GameSetup("oh-hell", oh_hell.Rules(3, sequence="up"), 5, seats), autoplay=True)


@pytest.mark.parametrize("table", [TableScene, HellTable, SevenUpTable, Red7Table])
def test_every_table_runs_on_the_game_loop(table: type[object]) -> None:
    assert issubclass(table, GameLoop)


def test_a_pending_step_holds_the_game_and_each_applied_action_is_seen_with_the_state_before() -> None:
    scene = hooked()
    start = scene.state
    for _ in range(5):
        scene.update(DT)
    assert scene.state is start and not scene.seen  # the table's own step waited: not even the deal
    for _ in range(3000):
        if len(scene.game.round_results(scene.state)) >= 2:
            break
        scene.update(DT)
    assert len(scene.game.round_results(scene.state)) >= 2 and not scene.sheet_open  # sheet_due said no
    assert scene.seen[0][0] is start
    for (before, action, events), after in zip(scene.seen, [*(s[0] for s in scene.seen[1:]), scene.state]):
        assert scene.game.apply(before, action) == (after, events)
    scene.exit()
