"""Opening the replay viewer on a record, and retrying one of its deals as a practice game.

A practice game is the game's own table started from the deal as it was dealt (same cards,
same seed, so the same bots' decisions for the same positions), pushed over the review. It is
not the flow's game: it writes no autosave and no history (the flow saves and records only its
own table). Its score sheet's Next round plays on with the next round; it ends with the game
(its final sheet dismissed), and Esc leaves it at any time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pygame

from oh7_desktop.app import tables
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.menus.base import MenuScene
from oh7_desktop.app.scene import RoundScoredSignal, Scene, Services, Table
from oh7_desktop.games import registry

from .scene import ReviewScene
from .stepper import DealSteps, NoViewer, Replay, ReplayError

def open_review(services: Services, record: object, names: Sequence[str] | None = None, *,
                seats: Sequence[SeatSetup] | None = None, deal: int | None = None,
                heading: str = "review.heading") -> ReviewScene:
    """Return the viewer of ``record`` at ``deal`` (None: the last finished one). ``seats``
    (as the game was played) lets a deal be retried and names the human seats whose missed
    bets are searched again; raise :class:`ReplayError` with one line for a record that
    cannot be shown."""
    data: dict[str, object] = record if isinstance(record, dict) else {}
    try:
        game = registry.by_record_format(data.get("format"))
        entry = tables.get(game.name)
    except (ValueError, tables.UnknownTable) as error:
        raise ReplayError(str(error)) from None
    if entry.review is None:
        raise NoViewer(f"{game.title} games cannot be replayed step by step yet")
    replay = Replay.of(game, data)
    recorded = cast("list[str] | None", data.get("names"))  # JSON
    shown = list(names or recorded or [f"{i + 1}" for i in range(game.players(replay.rules))])
    humans = tuple(i for i, seat in enumerate(seats or ()) if seat.is_human)
    painter = entry.review(services, replay, shown, humans)
    retry = None
    if seats is not None:
        played = tuple(seats)

        def retry(steps: DealSteps) -> Scene:
            return practise(services, replay, steps, played)
    return ReviewScene(services, replay, painter, deal=deal, retry=retry, heading=heading)


def show_replay(menu: MenuScene, record: object, names: Sequence[str] | None, seats: Sequence[SeatSetup],
                deal: int | None = 0) -> None:
    """Push the viewer of ``record`` over ``menu``, or say in one line under it why it cannot be
    shown (in the player's language for a game without a viewer; else the engine's line)."""
    try:
        scene = open_review(menu.services, record, names, seats=seats, deal=deal)
    except NoViewer:
        menu.say(menu.t("replays.no_viewer"))
        return
    except ReplayError as err:  # the engine's line naming the deal and the rule
        menu.say(str(err))
        return
    menu.say(None)
    if menu.stack is not None:
        menu.stack.push(scene)


def practice_setup(replay: Replay, deal: DealSteps, seats: Sequence[SeatSetup]) -> GameSetup:
    """The game to retry ``deal`` with: the state as it was dealt (the bets to come)."""
    return GameSetup(replay.game.name, replay.rules, replay.seed, tuple(seats),
                     state=deal.steps[0].state)


def practise(services: Services, replay: Replay, deal: DealSteps, seats: Sequence[SeatSetup]) -> Scene:
    """A practice game of ``deal`` (a scene to push over the review)."""
    setup = practice_setup(replay, deal, seats)
    return PracticeScene(services, tables.get(setup.game).make_table(services, setup, False))


class PracticeScene(Scene):
    """A practice table over the review: plays from the deal retried on (Esc leaves)."""

    def __init__(self, services: Services, table: Table) -> None:
        super().__init__(services)
        self.table = table
        self.scored: RoundScoredSignal | None = None
        table.round_scored = self._scored

    def _scored(self, signal: RoundScoredSignal) -> None:
        self.scored = signal

    def enter(self) -> None:
        """The table starts (or resumes) with the screen."""
        self.table.stack = self.stack
        self.table.enter()

    def exit(self) -> None:
        """The table stops its bots' jobs."""
        self.table.exit()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc leaves the practice (unless the table closes something of its own with it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.table.wants_escape():
            self.leave()
            return
        self.table.handle(event)

    def update(self, dt: float) -> None:
        """Play on: the score sheet's Next round plays the next round of the practice, as it
        says; once the game is over and its final sheet dismissed, back to the review (the
        table's typed signal says so, before it could play anything more)."""
        if self.scored is not None and self.scored.game_over and not self.table.sheet_open:
            self.leave()
            return
        self.table.update(dt)

    def leave(self) -> None:
        """Back to the review."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """The table, with a pill in the bottom left corner saying this is practice (every
        table's layout leaves that corner free; over the Menu button it hid the button)."""
        from oh7_desktop.app import drawn, fonts, widgets
        from oh7_desktop.app.menus.base import tr

        self.table.draw(surface)
        ui = widgets.scale(surface.get_size())
        size, pad = widgets.px(15, ui), widgets.px(10, ui)
        text = tr(self.services, "review.practice")
        width = fonts.font(size, True).get_rect(text).width + 2 * pad
        pill = pygame.Rect(0, 0, width, widgets.px(30, ui))
        pill.bottomleft = (widgets.px(14, ui), surface.get_height() - widgets.px(10, ui))
        surface.blit(widgets.rounded_panel(pill.size, (6, 20, 12, 235), pill.height // 2, (*widgets.GOLD, 160),
                                           widgets.px(1.5, ui)), pill)
        widgets.blit_text(surface, text, size, widgets.GOLD, pill.center, anchor="center", bold=True)
        drawn.note("pill", pill, text, surface)

    def phase_name(self) -> str:
        """``practice-`` and the table's phase."""
        return f"practice-{self.table.phase_name()}"


__all__ = ["NoViewer", "PracticeScene", "ReplayError", "open_review", "show_replay", "practice_setup", "practise"]
