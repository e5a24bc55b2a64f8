"""The app put together: settings, window, services, the menu, the game flow and the frame loop.

``App(options, dirs).run()`` returns the exit status; ``close()`` writes what the run was asked
to write (frame statistics, the window size) and shuts pygame down. What the command line asks
for (``--continue``, ``--load``, a new game) is checked before the first frame, so a broken save
in a headless run exits 2 at once, and starts after the menu has been drawn once.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from oh7_desktop.app import anim, contrast, speech, tables
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.flow import GameFlow, TableFactory, default_table
from oh7_desktop.app.history_service import HistoryService
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.desktop import fit_window
from oh7_desktop.app.loop import AppLoop, clear_stack, set_desktop_fullscreen
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.main_menu import MainMenu, explain_autosave
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.run_options import RunOptions, StartupError
from oh7_desktop.app.scene import Scene, SceneStack, Services, Table
from oh7_desktop.app.settings_bridge import SceneSettings, SettingsBridge, UserDirs
from oh7_desktop.app.stopping import StopOnSignals
from oh7_desktop.games.terminal import message_line

CAPTION = "Oh 7 ?"


class App:
    """One run of the game."""

    def __init__(self, options: RunOptions, dirs: UserDirs, *, table_factory: TableFactory = default_table) -> None:
        self.options, self.dirs = options, dirs
        self.closed = False
        try:
            pygame.display.init()
        except pygame.error as err:
            raise StartupError(f"cannot start the display ({err})") from None
        overrides = {k: v for k, v in (("speed", options.speed), ("language", options.language)) if v is not None}
        self.bridge = SettingsBridge(dirs, overrides)
        settings = self.bridge.peek()  # the full settings load after the first frame (pydantic is slow to import)
        contrast.set_high(settings.high_contrast)
        self._open_window(settings)
        self.services = Services(settings=settings, translator=Translator(self.bridge.language),
                                 card_art=CardArt(tables.house_faces(), four_colour=settings.four_colour,
                                                  colour_safe=settings.colour_safe), options=options)
        self.history = HistoryService(dirs.data, enabled=options.history)
        self.services.bridge, self.services.dirs = self.bridge, dirs
        self.services.apply_settings, self.services.game_menu = self.apply_settings, self.game_menu
        self.services.history = self.history
        self.stack = SceneStack()
        self.loop = AppLoop(self.stack, self.services, options, dirs.log_file, recover=self._recover)
        self.flow = GameFlow(self.services, self.stack, dirs, options, request_exit=self.loop.request_exit,
                             notify=self.loop.notify, table_factory=table_factory)
        self.loop.record_path = lambda: self.flow.store.autosave_path  # the store opens lazily
        self.signals = StopOnSignals(self.loop.request_exit)
        self.loop.tickers.append(self.flow.tick)
        self.loop.tickers.append(self._history_notices)
        self._history_idle = 0.0
        self.loop.filters.append(self.flow.escape)
        self.loop.filters.append(self._keys_help)
        self.loop.on_fullscreen = self._fullscreen_changed
        self._pending: list[Callable[[], None]] = []
        self.loop.preframe.append(self._after_first_frame)

    def _open_window(self, settings: SceneSettings) -> None:
        size = self.options.size or tuple(settings.window_size)
        if not self.options.headless:  # a title bar and panels share the screen with the window
            size = fit_window((int(size[0]), int(size[1])), list(pygame.display.get_desktop_sizes()))
        pygame.display.set_caption(CAPTION)
        self._set_icon()
        try:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as err:
            raise StartupError(f"cannot open the game window ({err})") from None
        if settings.fullscreen and not self.options.headless and self.options.size is None:
            # Opened as a window of the saved size first, so leaving fullscreen gives it back.
            try:
                set_desktop_fullscreen(True)
            except pygame.error:
                pass  # stays a window; the player can still press F11
        driver = pygame.display.get_driver()
        if not self.options.headless and driver in ("offscreen", "dummy") and \
                os.environ.get("SDL_VIDEODRIVER", "").lower() != driver:
            # SDL falls back to an invisible driver when DISPLAY is set but unreachable:
            # the game would run with no window at all.
            raise StartupError(f"no display could be opened (SDL fell back to its {driver} driver): "
                               "check DISPLAY, or use --headless --autoplay for a scripted run")
        pygame.key.set_repeat(400, 40)

    @staticmethod
    def _set_icon() -> None:
        try:
            from oh7_desktop.app.assets import asset_path

            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "oh7-64.png"))))
        except (OSError, pygame.error):
            pass  # the window simply keeps the default icon

    # -- running ------------------------------------------------------------------------------

    def run(self) -> int:
        """Check the command line's request, then run the frames; return the exit status."""
        self.signals.install()
        try:
            self._prepare()
        except StartupError as err:
            print(f"oh7: {message_line(str(err))}", file=sys.stderr)
            return 2
        self.stack.push(MainMenu(self.services))
        return self.loop.run()

    def load_settings(self) -> None:
        """Read and check the settings file (a broken one: defaults and a notice); apply what differs."""
        if self.bridge.stored is not None:
            return
        quick = self.services.settings
        settings = self.services.settings = self.bridge.load()
        translator = self.services.translator
        if translator is None or self.bridge.language != translator.lang:
            self.services.translator = Translator(self.bridge.language)
        self._look(settings)
        deck = (settings.four_colour, settings.colour_safe)
        if deck != (quick.four_colour, quick.colour_safe) and self.services.card_art is not None:
            self.services.card_art.four_colour, self.services.card_art.colour_safe = deck
            self.services.card_art.clear()
        if self.bridge.notice:
            self._tell(tr(self.services, "notice.settings_broken.title"), self.bridge.notice)

    def _prepare(self) -> None:
        """Load what the command line names and queue it to start after the menu's first frame."""
        options = self.options
        if options.resume or options.load is not None or options.starts_game:
            self.load_settings()
        if options.resume:
            self._prepare_continue()
        elif options.load is not None:
            from oh7_desktop.persistence import SaveError
            from oh7_desktop.persistence.loader import load_any_with_state

            try:
                save, state = load_any_with_state(options.load)
            except SaveError as err:
                raise StartupError(str(err)) from None
            self._pending.append(self._unless_it_replaces(lambda: self.flow.load(save, state), save.game))
        elif options.starts_game:
            self._pending.append(self._unless_it_replaces(self._new_game_from_options(), self._game_asked()))

    def _game_asked(self) -> str:
        """The game the command line starts (``--code``: the code's; else ``--game``, Oh 7 ? by default)."""
        if self.options.code is not None:
            from oh7_desktop.app.deal_codes import CodeError, setup_from_code

            try:
                return setup_from_code(self.options.code).game
            except CodeError:
                pass  # said in one line when the game starts
        return self.options.game or "oh7"

    def _unless_it_replaces(self, start: Callable[[], None], game: str) -> Callable[[], None]:
        """Guard a game the command line starts: it never silently replaces an unfinished game.

        A scripted run takes its own autosave, moving an unfinished game found there aside (one
        line says where); the player's game is never replaced from the command line: a window
        asks first, as the menu does, and a headless run stops here with one line.
        """
        flow = self.flow
        if flow.owns_autosave:
            from oh7_desktop.persistence import SaveError

            try:
                kept = flow.take_own_autosave()
            except SaveError as err:
                raise StartupError(str(err)) from None
            if kept is not None:
                self._tell(tr(self.services, "notice.replace_game.title"),
                           f"the unfinished game in {flow.autosave_file.name} was kept as {kept.name}")
            return start
        if not flow.has_autosave(game):
            return start
        if self.options.headless:
            from oh7_desktop.persistence.game_autosaves import autosave_name

            raise StartupError(f"an unfinished game is saved ({autosave_name(game)}): continue it with "
                               "--continue, or start a new game from the menu, which asks before replacing it")
        s = self.services
        return lambda: self.stack.push(Notice(s, tr(s, "notice.replace_game.title"), tr(s, "notice.replace_game"),
                                              [(tr(s, "menu.start"), start), (tr(s, "menu.cancel"), lambda: None)]))

    def _prepare_continue(self) -> None:
        from oh7_desktop.app.game_slots import use_latest

        use_latest(self.flow)  # the game played last
        result = self.flow.store.load_autosave()
        save = result.save
        if result.ok and save is not None:
            self._pending.append(lambda: self.flow.load(save, result.state))
        elif self.options.headless:
            raise StartupError(result.message or "no game to continue (no autosave)")
        else:
            self._pending.append(lambda: explain_autosave(self.services, self.stack, result))

    def _new_game_from_options(self) -> Callable[[], None]:
        from oh7_desktop.app.tables.oh7.form import SetupError, draft_for, remembered_choices

        options = self.options
        if options.code is not None:
            return self._game_from_code(options.code)
        if (options.game or "oh7") != "oh7":
            return self._other_game_from_options()
        target = options.target or remembered_choices(self.services.settings.game_options)[1]
        try:
            setup = draft_for(options.mode, options.players, options.seats, target,
                              autoplay=options.autoplay).to_setup(seed=options.seed)
        except SetupError as err:
            raise StartupError(str(err)) from None
        return lambda: self.flow.start(setup)

    def _game_from_code(self, code: str) -> Callable[[], None]:
        """The game of ``--code`` (``--autoplay``: bots in every seat)."""
        from oh7_desktop.app.deal_codes import CodeError, setup_from_code

        try:
            setup = setup_from_code(code)
        except CodeError as err:
            raise StartupError(str(err)) from None
        return lambda: self.flow.start(setup)

    def _other_game_from_options(self) -> Callable[[], None]:
        """A new game of a game other than Oh 7 ? (``--game``, ``--players``, ``--seats``, ``--rules``)."""
        from oh7_desktop.app import tables

        options = self.options
        if options.mode is not None or options.target is not None:
            raise StartupError(f"--mode and --target are Oh 7 ?'s options, not {options.game}'s (use --rules)")
        entry = tables.get(str(options.game))
        if entry.command_line is None:
            raise StartupError(f"{options.game} cannot be started from the command line yet")
        try:
            setup = entry.command_line(options.players, options.seats, options.rules, options.autoplay, options.seed)
        except ValueError as err:
            raise StartupError(str(err)) from None
        return lambda: self.flow.start(setup)

    def _after_first_frame(self) -> None:
        """Once the menu has been drawn (before the next frame's input): settings, sounds, the bot
        worker, then whatever the command line asked for."""
        if self.loop.frames < 1:
            return
        self.loop.preframe.remove(self._after_first_frame)
        self.history.open_in_background()
        self.load_settings()
        if self.services.sounds is None:
            from oh7_desktop.app.sound import SoundBoard

            settings = self.services.settings
            self.services.sounds = SoundBoard(volume=settings.volume, muted=settings.muted)
        if self.services.bot_worker is None:
            from oh7_desktop.app.bot_worker import BotWorker

            # One worker process for the whole run (started on the first medium/hard decision).
            self.services.bot_worker = BotWorker()
        for action in self._pending:
            action()
        self._pending.clear()

    def _tell(self, title: str, message: str) -> None:
        """A notice for the player (headless: one line on stderr)."""
        if self.options.headless:
            print(f"oh7: {message}", file=sys.stderr)
        else:
            # Shown with the command line's requests once the menu is up, on top of them.
            self._pending.append(lambda: self.stack.push(Notice(self.services, title, message)))

    def _history_notices(self, dt: float) -> None:
        """Say in one line what happened to the history (a bad file set aside, a failed write);
        after a second on the main menu, let the history check its pages and ready its statistics
        (on workers: never during a game)."""
        for line in self.history.take_notices():
            self.loop.notify(line)
        self._history_idle = self._history_idle + dt if isinstance(self.stack.top, MainMenu) else 0.0
        if self._history_idle >= 1.0:
            self._history_idle = 0.0
            self.history.idle()

    # -- settings -----------------------------------------------------------------------------

    def _keys_help(self, event: pygame.event.Event) -> bool:
        """F1 anywhere, ? at a table: the keys of the screen in front (again: put them away)."""
        from oh7_desktop.app.menus.keys_help import KeysHelp, asks_for_keys

        if self.stack.top is None or not asks_for_keys(event, self.stack.top):
            return False
        if isinstance(self.stack.top, KeysHelp):
            self.stack.pop()
        else:
            self.stack.push(KeysHelp(self.services, self.stack.top.key_help()))
        return True

    def _look(self, settings: SceneSettings) -> None:
        """Apply the accessibility settings: high contrast, reduced motion, the spoken table."""
        contrast.set_high(settings.high_contrast)
        anim.set_reduced(settings.reduced_motion)
        if settings.speech and self.services.speech is None:
            self.services.speech = speech.Announcer(speech.system_engine())
        elif not settings.speech and self.services.speech is not None:
            self.services.speech.close()
            self.services.speech = None

    def apply_settings(self, **changes: object) -> None:
        """Save the player's changes and apply them at once (language, deck colours, sound, fullscreen)."""
        settings = self.bridge.update(**changes)
        self.services.settings = settings
        if "language" in changes:
            self.services.translator = Translator(self.bridge.language)
        self._look(settings)
        if ("four_colour" in changes or "colour_safe" in changes) and self.services.card_art is not None:
            self.services.card_art.four_colour = settings.four_colour
            self.services.card_art.colour_safe = settings.colour_safe
            self.services.card_art.clear()
        sounds = self.services.sounds
        if sounds is not None and ("volume" in changes or "muted" in changes):
            sounds.set_volume(settings.volume)
            sounds.set_muted(settings.muted)
        if "fullscreen" in changes and not self.options.headless:
            self.loop.set_fullscreen(settings.fullscreen)
        if self.bridge.last_error:
            self.loop.notify(self.bridge.last_error)

    def _fullscreen_changed(self, on: bool) -> None:
        if bool(self.services.settings.fullscreen) != on:
            self.apply_settings(fullscreen=on)

    def game_menu(self, table: Table | None = None) -> Scene:
        """The in-game menu the table opens on Esc (resume, save, load, options, rules, main menu)."""
        from oh7_desktop.app.menus.game_menu import GameMenu

        return GameMenu(self.services)

    def report(self) -> dict[str, object]:
        """What the run did: whether the menu was drawn, frames, actions played at the last table."""
        table = self.flow.table
        return {"menu_drawn": self.loop.menu_drawn_at is not None, "frames": self.loop.frames,
                "table_actions": table.actions_applied if table is not None else 0, "games": self.flow.games_played}

    # -- errors and the end -------------------------------------------------------------------

    def _recover(self, line: str, log_file: Path | None) -> None:
        """After an unexpected error: a fresh menu with a friendly notice (the game stays autosaved)."""
        clear_stack(self.stack)
        self.flow.table = None
        self.stack.push(MainMenu(self.services))
        body = tr(self.services, "error.body", log=str(log_file) if log_file else "-", error=line)
        self.stack.push(Notice(self.services, tr(self.services, "error.title"), body))

    def close(self) -> None:
        """Write the frame statistics, the record and the window size; shut pygame down."""
        if self.closed:
            return
        self.closed = True
        if self.services.speech is not None:
            self.services.speech.close()
        if self.options.frame_stats is not None:
            try:
                self.loop.stats.write(self.options.frame_stats)
            except OSError as err:
                print(f"oh7: {self.options.frame_stats.name}: cannot be written ({err.strerror})", file=sys.stderr)
                self.flow.write_failed = True
        if self.flow.table is not None and not self.flow.table.finished:
            self.flow.write_record_out()
        self.flow.flush()
        from oh7_desktop.app.history_flow import record_left

        record_left(self.flow, quitting=True)  # quitting during a game: it is kept, marked abandoned
        self._history_notices(0.0)
        self.history.close()
        self.flow.release()  # another window may continue the game at once
        worker = self.services.bot_worker
        if worker is not None:
            worker.shutdown()
        if (not self.options.headless and self.options.size is None and not self.loop.is_fullscreen
                and self.bridge.stored is not None):
            size = self.loop.windowed_size
            if tuple(self.bridge.stored.window_size) != size:
                try:
                    self.bridge.update(window_size=size)
                except ValueError:
                    pass  # outside what the settings accept (tiny or huge window): keep the old size
        # Only the window closes: fonts stay usable (they are cached process-wide, and tools or
        # tests may open the app again in the same process); the process exit frees the rest.
        pygame.display.quit()
        self.signals.restore()
