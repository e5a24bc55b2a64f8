"""Scenes and the scene stack: the table, menus and overlays all follow one small contract.

A scene handles input, advances its animations by ``dt`` seconds, and draws; drawing
never changes game state. Overlays (``opaque = False``) are drawn over the scenes below
them; only the top scene receives input and updates (so a paused table stays put).
Services are passed in, never global.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import pygame

from oh7_desktop.app.settings_bridge import FirstFrameSettings

if TYPE_CHECKING:
    from pathlib import Path

    from oh7_desktop.app.bot_worker import BotWorker
    from oh7_desktop.app.cardart import CardArt
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.history_service import HistoryService
    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.run_options import RunOptions
    from oh7_desktop.app.settings_bridge import SceneSettings, SettingsBridge, UserDirs
    from oh7_desktop.app.sound import SoundBoard
    from oh7_desktop.app.speech import Announcer
    from oh7_desktop.persistence import LoadResult, SaveFile, SaveStore


class Flow(Protocol):
    """What scenes ask of the game flow (:class:`~oh7_desktop.app.flow.GameFlow`)."""

    table: Table | None
    games_played: int
    setup: GameSetup | None
    """The game being played (as played: ``--autoplay`` seats every bot)."""
    code: str | None
    """Its deal code (None: the setup cannot be one)."""
    dirs: UserDirs
    autosaves_migrated: bool
    """Whether the old single autosave was looked at this run (:mod:`~oh7_desktop.app.game_slots`)."""

    @property
    def autosave_file(self) -> Path:
        """The autosave this flow plays in."""
        ...

    @property
    def store(self) -> SaveStore:
        """The saves folder."""
        ...

    @property
    def owns_autosave(self) -> bool:
        """Whether a scripted run plays in an autosave of its own (not the player's games)."""
        ...

    def has_autosave(self, game: str | None = None) -> bool:
        """Whether there is a game to continue (of ``game``; None: of any game)."""
        ...

    def current_save(self) -> SaveFile | None:
        """The latest autosaved state of the game being played (None outside a game)."""
        ...

    def start(self, setup: GameSetup, save: SaveFile | None = None) -> None:
        """Start a game."""
        ...

    def load(self, save: SaveFile, state: object | None = None) -> None:
        """Play a loaded save (``state``: the loader's replay of it, if at hand)."""
        ...

    def continue_game(self) -> LoadResult:
        """Resume the autosave; return the store's answer (to explain a failure)."""
        ...

    def use_backup(self) -> None:
        """Resume the previous autosave."""
        ...

    def flush(self) -> None:
        """Wait for the autosave being written."""
        ...

    def close_table(self) -> None:
        """Leave the game (it stays autosaved)."""
        ...

    def tick(self, dt: float) -> None:
        """Notice a finished game; run the autoplay schedule."""
        ...

    def escape(self, event: pygame.event.Event) -> bool:
        """Open the in-game menu on Esc unless the table uses Esc itself; True if it did."""
        ...

    def write_record_out(self) -> None:
        """Write the game's record to ``--record-out``."""
        ...


@dataclass
class Services:
    """What scenes share: set up once by the app's shell and handed to every scene.

    Every field is typed; hooks are plain callables. ``settings``: before the first frame a quick
    stand-in read without pydantic (:class:`~oh7_desktop.app.settings_bridge.FirstFrameSettings`),
    then the :class:`Settings` model (tests: often a ``SimpleNamespace`` of a few).
    """

    settings: SceneSettings = field(default_factory=FirstFrameSettings)
    translator: Translator | None = None
    card_art: CardArt | None = None
    sounds: SoundBoard | None = None
    options: RunOptions | None = None
    flow: Flow | None = None
    """Starts, resumes and autosaves games (:class:`~oh7_desktop.app.flow.GameFlow`)."""
    on_action: Callable[[Table], None] | None = None
    """Called by a table after every action it applies (the autosave)."""
    bot_worker: BotWorker | None = None
    """The bots' worker process, shared by the tables of one run."""
    game_menu: Callable[[Table], Scene] | None = None
    """Builds the in-game menu over a table (Esc)."""
    bridge: SettingsBridge | None = None
    dirs: UserDirs | None = None
    apply_settings: Callable[..., None] | None = None
    """Changes settings by name (``apply_settings(speed="fast")``), applied and saved at once."""
    notify: Callable[[str], None] | None = None
    """Shows a one-line notice over whatever is on screen."""
    request_exit: Callable[[int], None] | None = None
    """Asks the app to quit with this status."""
    history: HistoryService | None = None
    """The games' history and statistics (None: not kept this run)."""
    replay_viewer: Callable[..., Scene] | None = None
    """Shows a recorded game move by move, when the app has one."""
    speech: Announcer | None = None
    """Says what the screen shows (Options → Accessibility → Spoken table; None: off)."""

    def measure(self, size: tuple[int, int]) -> float:
        """Return the menus' measure at window ``size``: the window's own scale (:func:`.paint.scale`)
        times the player's text size (``settings.ui_scale``, per cent; 100 if unset or not one of
        :data:`.paint.UI_SCALES`)."""
        from oh7_desktop.app.paint import measure

        return measure(size, getattr(self.settings, "ui_scale", 100))


class Scene:
    """Base class: override what the scene needs; the defaults do nothing."""

    opaque = True

    def __init__(self, services: Services) -> None:
        self.services = services
        self.stack: SceneStack | None = None

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any game state."""

    def key_help(self) -> list[tuple[str, str]]:
        """Every key this scene answers to, with what it does, in the player's language (F1 lists
        them: :mod:`.menus.keys_help`); [] for none."""
        return []

    def spoken(self) -> str | None:
        """What the spoken table says of this scene now (said once each time it changes; None:
        nothing). See :mod:`.speech`."""
        return None

    def spoken_events(self) -> str | None:
        """What the spoken table says of what changed since the last frame besides the lines drawn
        (a table: the cards played, the card focused), asked each frame ``spoken`` is None."""
        return None

    def spoken_turn(self) -> object:
        """The turn the lines drawn now belong to (None: none): within one, a line covered for a
        moment (by a refusal) is not said again when it comes back (:class:`.speech.LiveLines`)."""
        return None

    def phase_name(self) -> str:
        """A short name of what the scene shows now (screenshots are taken when it changes)."""
        return type(self).__name__


@dataclass(frozen=True)
class RoundScoredSignal:
    """A table's signal that a round (the game's scoring unit) was just scored."""

    rounds: int
    """Rounds scored so far in the game."""
    game_over: bool
    """True when that round ended the game."""


class Table(Scene):
    """A game's table scene, as the game flow sees it (every game's table is one)."""

    sheet_open: bool = False
    """True while the score sheet is up (the table plays nothing meanwhile)."""
    round_scored: Callable[[RoundScoredSignal], None] | None = None
    """Called when a round is scored, as its score sheet goes up; the table then plays nothing
    more, in that frame or after, until the sheet is dismissed (the practice over a review
    listens, to end with its one round)."""

    def signal_scored(self, rounds: int, game_over: bool) -> None:
        """Tell :attr:`round_scored`, if anyone listens, that ``rounds`` rounds are scored."""
        if self.round_scored is not None:
            self.round_scored(RoundScoredSignal(rounds, game_over))

    @property
    def finished(self) -> bool:
        """True once the game is over and its final scores were dismissed."""
        raise NotImplementedError

    @property
    def undo_used(self) -> bool:
        """True once undo was used in this game (the history marks it); False at a table without undo."""
        return False

    actions_applied: int = 0
    """Actions applied at this table since it opened (the run's report counts them)."""

    def record(self) -> dict[str, object]:
        """The game's record so far (secret choices already made included, for the autosave)."""
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, else ()."""
        raise NotImplementedError

    def wants_escape(self) -> bool:
        """True when Esc closes something of the table's own (else it opens the in-game menu)."""
        return False


class SceneStack:
    """Scenes on a stack: input and updates go to the top, drawing starts at the top opaque one."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._spent_text: str | None = None

    @property
    def top(self) -> Scene | None:
        """The scene that has the input, if any."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top."""
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene and return it."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> None:
        """Give an input event to the top scene.

        A key that opens or closes a scene is spent: the text SDL sends right after it (the
        ``s`` of the key S that opened Save) does not reach the new scene's text field.
        """
        if event.type == pygame.TEXTINPUT and self._spent_text is not None:
            spent, self._spent_text = self._spent_text, None
            if event.text == spent:
                return
        top = self.top
        if top is not None:
            top.handle(event)
        if event.type == pygame.KEYDOWN:
            typed = getattr(event, "unicode", "")
            self._spent_text = typed if typed and self.top is not top else None

    def update(self, dt: float) -> None:
        """Advance the top scene."""
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene upwards, so overlays show what lies beneath."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
