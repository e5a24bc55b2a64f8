"""Oh Hell's table scene: keeps the engine state, shows its events, takes the players' choices.

``HellTable(services, setup, autoplay=False)`` plays one game. The engine state changes only in
:meth:`HellTable._apply` (a human's bid or card, a bot's ready decision, or the deal). Drawing
(:mod:`.draw`) reads the scene and returns what it drew; input (:mod:`.controls`) turns mouse
and keys into choices. After each action ``services.on_action`` (the autosave) is called.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.table import pace
from oh7_desktop.app.table.cards import CardPainter
from oh7_desktop.app.table.ui import Words
from oh7_desktop.games.oh_hell import (Action, GameState, Phase, apply, deal_action, from_record, new_game,
                                       to_move, to_record)

from . import draw
from .controls import Controls
from .director import Director
from .form import rules_of
from .geometry import Geometry, Targets, deck_origin
from .model import HellModel, card_of
from .turns import Turns

INSTANT_BUDGET = 0.008
"""At instant speed, seconds of a frame spent playing actions (the frame is still drawn)."""
SHEET_HOLD = 3.0
"""Autoplay: seconds (normal speed) the score sheet stays up before the next hand."""


class HellTable(Controls):
    """One game of Oh Hell at the table, from the first deal to the final score sheet."""

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services)
        self.setup = setup
        self.autoplay = autoplay
        self.state: GameState = from_record(setup.record) if setup.record else new_game(rules_of(setup), setup.seed)
        self.players = self.state.rules.players
        self.words = Words(services)
        self.art = CardArt(PACK52, bool(self._setting("four_colour", True)))
        self.painter = CardPainter(self.art, lambda key: str(card_of(key)))
        worker = services.bot_worker
        self._own_worker = worker is None
        self.worker: BotWorker = worker if worker is not None else BotWorker()
        self.turns = Turns(setup, () if autoplay else setup.humans, self.worker, self.speed, self.bot_pace)
        self.model = HellModel.from_state(self.state)
        self.animator = Animator()
        self.director = Director(self.model, self.speed, self.relayout, self.play_sound,
                                 lambda seconds: pace.floor(seconds, self.speed(), self.bot_pace()))
        surface = pygame.display.get_surface()
        self.geo = Geometry(self.players, surface.get_size() if surface else (1920, 1080), self._bottom())
        self.painter.set_widths(self._widths())
        self.sheet_open = self.sheet_manual = self.final_done = False
        self.sheet_timer = 0.0
        self.sheet_round = len(self._scored())
        self.relayout(0.0)

    # -- the contract ---------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the game is over and its final sheet was dismissed."""
        return self.final_done

    def record(self) -> dict[str, Any]:
        """The game record so far (secret bids already chosen included)."""
        return to_record(self.state, self.setup.names, include_pending=True)

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, else ()."""
        return self.state.winners

    def phase_name(self) -> str:
        """What the table shows now: deal, bid, tricks, score-sheet, handoff or game-over."""
        if self.turns.handoff is not None:
            return "handoff"
        if self.sheet_open and not self.sheet_manual:
            return "game-over" if self.state.is_over() else "score-sheet"
        if self.director.busy:
            return "deal" if not self.model.hand_shown else "tricks" if self.model.trick else "bid"
        return {Phase.DEAL: "deal", Phase.BID: "bid", Phase.PLAY: "tricks",
                Phase.GAME_OVER: "game-over"}[self.state.phase]

    def wants_escape(self) -> bool:
        """Esc closes a score sheet opened to look."""
        return self.sheet_open and self.sheet_manual

    # -- settings and services ------------------------------------------------------------
    def _setting(self, name: str, default: Any) -> Any:
        return getattr(self.services.settings, name, default) if self.services.settings else default

    def speed(self) -> str:
        """The animation speed setting."""
        return str(self._setting("speed", "normal"))

    def bot_pace(self) -> str:
        """The bots' pace setting (readable floors, see ``pace``)."""
        return str(self._setting("bot_pace", "normal"))

    def play_sound(self, name: str) -> None:
        """Play a sound effect if a sound board is attached."""
        if self.services.sounds is not None:
            self.services.sounds.play(name)

    def seat_name(self, seat: int) -> str:
        """A seat's name as shown."""
        return self.setup.names[seat]

    @property
    def viewer(self) -> int | None:
        """Whose hand is shown face up (None: nobody's)."""
        return self.turns.viewer

    def reveal_all(self) -> bool:
        """Debug option: every hand face up (bots-only games, never in couch play)."""
        return bool(getattr(self.services.options, "reveal_hands", False)) and not self.turns.humans

    # -- layout ---------------------------------------------------------------------------
    def _bottom(self) -> int:
        for seat in (self.turns.viewer, self.turns.last_viewer):
            if seat is not None:
                return seat
        return self.turns.humans[0] if self.turns.humans else 0

    def _widths(self) -> list[int]:
        lay, size = self.geo.layout, self.geo.size
        return [lay.card_width(size, name) for name in lay.names()] + [lay.card_width(size)]

    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model and viewer."""
        targets = Targets(self.geo, self.viewer, self.reveal_all()).compute(self.model)
        origin = deck_origin(self.geo)
        for key, target in targets.items():
            self.animator.place(key, target, duration, origin=origin)

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        self.geo = Geometry(self.players, size, self._bottom(), self.geo.layout)
        self.painter.set_widths(self._widths())
        self.relayout(0.0)
        self.animator.finish()

    def viewer_changed(self) -> None:
        """Hide or show hands at once (never animate a hidden card turning over)."""
        if self._bottom() != self.geo.bottom:
            self.resize(self.geo.size)
        else:
            self.relayout(0.0)
        self.focus = 0

    # -- the game moves -------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        """Apply one action to the engine state and queue its events to be shown."""
        self.state, events = apply(self.state, action)
        self.director.push(events)
        self.turns.request(self.state)  # the next bots think while this move is shown
        seat = getattr(action, "seat", None)
        if seat is not None and seat in self.turns.humans:
            before = self.turns.viewer
            self.turns.acted(seat)
            if self.turns.viewer != before:
                self.viewer_changed()
        if self.services.on_action is not None:
            self.services.on_action(self)

    def _scored(self) -> list[object]:
        return [log.scored for log in self.state.log if log.scored is not None]

    def update(self, dt: float) -> None:
        """Advance the show, then let the next player (bot, human or chance) act."""
        self.painter.warm()
        self.turns.clock += dt
        self.animator.update(dt)
        self.tick_flash()
        until = time.perf_counter() + INSTANT_BUDGET
        while True:
            self.director.update(dt)
            if self.sheet_open:
                self._sheet_tick(dt)
                break
            dt = 0.0
            self.turns.quiet(self.director.busy)
            if self.director.busy or not self._advance():
                break
            if self.speed() != "instant" or time.perf_counter() > until:
                break
        self.refocus()

    def _sheet_tick(self, dt: float) -> None:
        from oh7_desktop.app.anim import scaled

        if self.autoplay and not self.sheet_manual:
            self.sheet_timer += dt
            if self.sheet_timer >= scaled(SHEET_HOLD, self.speed()):
                self.close_sheet()

    def _advance(self) -> bool:
        """Let whoever must act now act; True if an action was applied."""
        if self.turns.handoff is not None:
            return False
        state = self.state
        scored = len(self._scored())
        if scored > self.sheet_round:
            self.sheet_round = scored
            self.open_sheet(manual=False)
            return False
        if state.phase is Phase.DEAL:
            self._apply(deal_action(state))
            return True
        if state.is_over():
            return False
        self.turns.request(state)
        action = self.turns.ready(state)
        if action is not None:
            self._apply(action)
            return True
        self._show_to(self.turns.human_to_act(state))
        return False

    def _show_to(self, seat: int | None) -> None:
        """Give ``seat`` the screen (after a hand-off in couch play) to decide."""
        if seat is None:
            return
        before = (self.turns.viewer, self.turns.handoff)
        self.turns.prepare(seat)
        if (self.turns.viewer, self.turns.handoff) != before:
            self.viewer_changed()
            if self.turns.viewer == seat:
                self.play_sound("turn")

    # -- the score sheet --------------------------------------------------------------------
    def open_sheet(self, manual: bool) -> None:
        """Put up the score sheet (after a hand, at the end, or to look)."""
        self.sheet_open, self.sheet_manual, self.sheet_timer = True, manual, 0.0

    def close_sheet(self) -> None:
        """Dismiss the score sheet: the next hand starts, or the game ends."""
        was_manual = self.sheet_manual
        self.sheet_open = self.sheet_manual = False
        if not was_manual and self.state.is_over():
            self.final_done = True

    def acting_seat(self) -> int | None:
        """The human seat that may choose now (None while showing, waiting, or hidden)."""
        seat = self.turns.viewer
        if (seat is None or self.director.busy or self.sheet_open or self.turns.handoff is not None
                or seat not in to_move(self.state)):
            return None
        return seat

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table; drawing never changes the game."""
        if surface.get_size() != self.geo.size:
            self.resize(surface.get_size())
        self.drawn = draw.draw_table(surface, self)

    def exit(self) -> None:
        """Leaving the stack: stop our own bot worker."""
        self.turns.cancel()
        if self._own_worker:
            self.worker.shutdown()
