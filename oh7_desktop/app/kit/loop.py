"""The game loop every table scene shares: whose turn it is, the show, the score sheet, settings.

A game's table scene subclasses :class:`GameLoop` and gives it the game (its
:class:`~oh7_desktop.games.interface.Game`), its turn keeping (a
:class:`~oh7_desktop.app.kit.seats.SeatTurns`) and its show (a :class:`Shows`); it keeps for
itself how cards are laid out and drawn (:meth:`GameLoop.relayout`, :meth:`GameLoop.resize`) and
what the players may choose. The engine state changes only in :meth:`GameLoop.apply_action`: a
chance action (the deal), a bot's ready decision, or a human's choice. After each action
``services.on_action`` (the autosave) is called.

Each frame, :meth:`GameLoop.update` advances the show, then lets the next actor act once the
show is over: chance at once, a bot once its answer is in and the table has rested, a human
after a hand-off screen in couch play. When a round is scored the score sheet goes up and the
game waits until it is dismissed (after a while by itself in autoplay).

A table with steps of its own overrides the hooks, each a no-op or the usual way by default:
:meth:`GameLoop.applied` after each applied action, :meth:`GameLoop.show_events` to queue its
events, :meth:`GameLoop.pending_step` before chance and the bots' turn, :meth:`GameLoop.forced`
for auto-play, :meth:`GameLoop.sheet_due` and :meth:`GameLoop.handoff_waits`.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any, Generic, Protocol, TypeVar, cast

from oh7_desktop.app.anim import Animator, scaled
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services, Table
from oh7_desktop.app.kit import pace, sheet_scroll
from oh7_desktop.app.kit.autoplay import FORCED_REST, forced_move
from oh7_desktop.app.kit.geometry import TableGeometry
from oh7_desktop.app.kit.keys import KeyList, table_key_help
from oh7_desktop.app.kit.seats import SeatTurns
from oh7_desktop.app.kit.ui import Words, addressed_seat
from oh7_desktop.app.settings_bridge import BotPace, Speed
from oh7_desktop.games.interface import Game

S = TypeVar("S")
"""The game's state type."""
A = TypeVar("A")
"""The game's action type."""

INSTANT_BUDGET = 0.008
"""At instant speed, seconds of a frame spent playing actions (the frame is still drawn)."""
SHEET_HOLD = 3.0
"""Autoplay: seconds (normal speed) the score sheet stays up before the next round."""
HANDOFF_REST = 0.5
"""Couch play: seconds (normal speed) the last move stays in view, landed, before a hand-off
screen hides the table."""


class Shows(Protocol):
    """A table's show (:class:`~oh7_desktop.app.kit.show.Show`) as the loop drives it."""

    @property
    def busy(self) -> bool:
        """True while steps are still being shown."""
        ...

    def update(self, dt: float) -> None:
        """Advance the show by ``dt`` seconds."""
        ...

    def push(self, events: Iterable[object]) -> None:
        """Queue an action's events to be shown."""
        ...


def starting_state(game: Game[Any, S, A, object], setup: GameSetup) -> S:
    """The state a table starts from: the loader's replayed save, the record, or a new game."""
    if setup.state is not None:
        return cast(S, setup.state)  # the loader replayed this game's save
    if setup.record is not None:
        return game.from_record(setup.record)
    return game.new_game(setup.rules, setup.seed)


class GameLoop(Table, Generic[S, A]):
    """A game at its table from the first deal to the final score sheet (game-independent part)."""

    turns: SeatTurns[S, A]
    director: Shows
    animator: Animator
    words: Words
    geo: TableGeometry
    shows_last_trick = True
    """The game gathers tricks: L shows the last one again (its key is listed only then)."""
    vertical_focus = True
    """↑ ↓ move the keyboard's focus as ← → do (False: the table gives them a meaning of its own)."""

    def __init__(self, services: Services, setup: GameSetup, game: Game[Any, S, A, object],
                 *, autoplay: bool = False, state: S | None = None) -> None:
        super().__init__(services)
        self.setup = setup
        self.game = game
        self.state: S = starting_state(game, setup) if state is None else state
        self.autoplay = autoplay
        self.players = game.players(setup.rules)
        worker = services.bot_worker
        self._own_worker = worker is None
        self.worker: BotWorker = worker if worker is not None else BotWorker()
        self.sheet_open = self.sheet_manual = self.final_done = False
        self.sheet_timer = 0.0
        self.sheet_chart = False
        """The open score sheet shows its running totals chart (G, :mod:`.sheet_chart`)."""
        self.chart_colours: list[tuple[int, int, int]] | None = None
        """The seats' chart colours, read from the profiles once (:func:`.sheet_chart.profile_colours`)."""
        self.sheet_scroll = sheet_scroll.new_view()
        """How far the open sheet's rounds are scrolled (:mod:`.sheet_scroll`)."""
        self.sheet_round = len(game.round_results(self.state))
        self.actions_applied = 0
        """Actions applied at this table since it opened (a resumed game's earlier ones not counted)."""

    # -- the contract ---------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the game is over and its final sheet was dismissed."""
        return self.final_done

    def record(self) -> dict[str, object]:
        """The game record so far (secret choices already made included, for the autosave)."""
        return self.game.to_record(self.state, self.setup.names, include_pending=True)

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, else ()."""
        return self.game.winners(self.state) if self.game.is_over(self.state) else ()

    def wants_escape(self) -> bool:
        """Esc closes a score sheet opened to look, or leaves its chart."""
        return self.sheet_open and (self.sheet_manual or self.sheet_chart)

    def key_help(self) -> KeyList:
        """The keys of the table now (F1 or ?): the phase's, the table's own, the aids."""
        return table_key_help(self)

    def table_keys(self) -> KeyList:
        """The game's own keys while a person decides (bids, answers, places); none by default."""
        return []

    # -- settings and services ------------------------------------------------------------
    def speed(self) -> Speed:
        """The animation speed setting."""
        return self.services.settings.speed

    def bot_pace(self) -> BotPace:
        """The bots' pace setting (readable floors, see ``pace``)."""
        return self.services.settings.bot_pace

    def play_sound(self, name: str) -> None:
        """Play a sound effect if a sound board is attached."""
        if self.services.sounds is not None:
            self.services.sounds.play(name)

    def seat_name(self, seat: int) -> str:
        """A seat's name as shown (the default person's name in the player's language)."""
        return str(self.words.name(self.setup.names[seat]))

    def addressed(self) -> int | None:
        """The seat the table speaks to as "you" (one person playing; none in couch play)."""
        return None if self.autoplay else addressed_seat(self.setup.humans)

    @property
    def viewer(self) -> int | None:
        """Whose hidden cards are shown face up (None: nobody's)."""
        return self.turns.viewer

    def reveal_all(self) -> bool:
        """Debug option: every hand face up (bots-only games, never in couch play)."""
        options = self.services.options
        return options is not None and options.reveal_hands and not self.turns.humans

    def target(self) -> int | None:
        """The points that end the game (the chart's target line; None: the game has no target)."""
        return None

    def bottom_seat(self) -> int:
        """The seat drawn nearest the player: the viewer, else the last one, else the first human."""
        for seat in (self.turns.viewer, self.turns.last_viewer):
            if seat is not None:
                return seat
        return self.turns.humans[0] if self.turns.humans else 0

    # -- what the game's table provides ---------------------------------------------------
    def relayout(self, duration: float) -> None:
        """Send every card to its place for the current model and viewer."""
        raise NotImplementedError

    def resize(self, size: tuple[int, int]) -> None:
        """Fit the table to a new window size (or a turned table): cards snap to their places."""
        raise NotImplementedError

    def viewer_changed(self) -> None:
        """Hands were hidden or shown: put them at once where they now belong (never animate a
        hidden card turning over; a new bottom seat turns the table), and start the choice afresh."""
        if self.bottom_seat() != self.geo.bottom:
            self.resize(self.geo.size)
        else:
            self.relayout(0.0)
        self.reset_choice()

    def reset_choice(self) -> None:
        """Forget the card or answer being chosen (another person now sits at the table)."""

    def tick(self, dt: float) -> None:
        """What the table does each frame before the show advances (messages, selection)."""

    def settled(self) -> None:
        """What the table does each frame once the game has moved as far as it can."""

    def applied(self, before: S, action: A, events: tuple[object, ...]) -> None:
        """After each applied action, before its events are shown: what the table keeps of it
        (``before`` is the state it was applied to; undo notes, the bots' reasons)."""

    def show_events(self, events: tuple[object, ...], action: A) -> None:
        """Queue an applied action's events to be shown (a table whose show wants the action
        too passes it on)."""
        self.director.push(events)

    def pending_step(self, state: S) -> bool | None:
        """A step of the table's own before chance and the bots' turn (a moment every seat
        must wait through, a private question): True if it applied an action, False to wait
        this frame, None when there is none and the turn goes on as usual."""
        return None

    def sheet_due(self, scored: int) -> bool:
        """Whether the score sheet goes up now, ``scored`` rounds being scored (by default: a
        round was scored since the sheet last went up)."""
        return scored > self.sheet_round

    def handoff_waits(self) -> bool:
        """True while the last move must stay in view before a hand-off screen hides the table
        (by default until it has landed and rested :data:`HANDOFF_REST`)."""
        return self.animator.busy or not self.turns.rested(scaled(HANDOFF_REST, self.speed()))

    # -- the game moves -------------------------------------------------------------------
    def apply_action(self, action: A) -> None:
        """Apply one action to the engine state and queue its events to be shown."""
        before, (self.state, events) = self.state, self.game.apply(self.state, action)
        self.actions_applied += 1
        self.applied(before, action, events)
        self.show_events(events, action)
        self.turns.request(self.state)  # the next bots think while this move is shown
        seat = self.game.actor(action)
        if seat is not None and seat in self.turns.humans:
            viewer = self.turns.viewer
            self.turns.acted(seat)
            if self.turns.viewer != viewer:
                self.viewer_changed()
        if self.services.on_action is not None:
            self.services.on_action(self)

    def update(self, dt: float) -> None:
        """Advance the show, then let the next player (bot, human or chance) act. At instant
        speed, as many actions as fit in a few milliseconds are played per frame."""
        self.turns.clock += dt
        self.animator.update(dt)
        self.tick(dt)
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
        self.settled()

    def _advance(self) -> bool:
        """Let whoever must act now act; True if an action was applied."""
        if self.turns.handoff is not None:
            return False
        state = self.state
        scored = len(self.game.round_results(state))
        if self.sheet_due(scored):
            self.sheet_round = scored
            self.open_sheet(manual=False)
            self.signal_scored(scored, self.game.is_over(state))
            return False
        pending = self.pending_step(state)
        if pending is not None:
            return pending
        chance = self.game.chance_action(state)
        if chance is not None:
            self.apply_action(chance)
            self.turns.dealt()
            return True
        if self.game.is_over(state):
            return False
        self.turns.request(state)
        action = self.turns.ready(state)
        if action is not None:
            self.apply_action(action)
            return True
        forced = self.forced(state)
        if forced is not None:  # auto-play: the person has no choice; it goes after a bot's short rest
            rest = min(pace.rest("play", self.speed(), self.bot_pace()), FORCED_REST)
            if not self.turns.rested(rest):
                return False
            self.apply_action(forced)
            return True
        self.show_to(self.turns.human_to_act(state))
        return False

    def forced(self, state: S) -> A | None:
        """A person's forced action that auto-play plays (None: none, or the option is off)."""
        if not self.services.settings.auto_forced or not self.turns.humans:
            return None
        return forced_move(self.game, state, self.turns.humans)

    def show_to(self, seat: int | None) -> None:
        """Give ``seat`` the screen (after a hand-off in couch play) to decide."""
        if seat is None:
            return
        if self.turns.hands_off(seat) and self.handoff_waits():
            return  # everyone sees the last move land before the screen is hidden
        before = (self.turns.viewer, self.turns.handoff)
        self.turns.prepare(seat)
        if (self.turns.viewer, self.turns.handoff) != before:
            self.viewer_changed()
            if self.turns.viewer == seat:
                self.play_sound("turn")

    def acting_seat(self) -> int | None:
        """The human seat that may choose now (None while showing, waiting, or hidden)."""
        seat = self.turns.viewer
        if (seat is None or self.director.busy or self.sheet_open or self.turns.handoff is not None
                or seat not in self.game.to_move(self.state)):
            return None
        return seat

    # -- the score sheet --------------------------------------------------------------------
    def _sheet_tick(self, dt: float) -> None:
        if self.autoplay and not self.sheet_manual:
            self.sheet_timer += dt
            if self.sheet_timer >= scaled(SHEET_HOLD, self.speed()):
                self.close_sheet()

    def open_sheet(self, manual: bool) -> None:
        """Put up the score sheet (after a round, at the end, or to look)."""
        self.sheet_open, self.sheet_manual, self.sheet_timer = True, manual, 0.0
        self.sheet_scroll = sheet_scroll.new_view()

    def close_sheet(self) -> None:
        """Dismiss the score sheet: the next round starts, or the game ends."""
        was_manual = self.sheet_manual
        self.sheet_open = self.sheet_manual = self.sheet_chart = False
        if not was_manual and self.game.is_over(self.state):
            self.final_done = True

    def exit(self) -> None:
        """Leaving the stack: stop waiting for bots, and stop our own bot worker."""
        self.turns.cancel()
        if self._own_worker:
            self.worker.shutdown()


AnyLoop = GameLoop[Any, Any]
"""A table on the shared loop, whatever its game (for helpers every table shares)."""
