"""The frame loop: events to the top scene, update, draw, flip, and everything around them.

Around the scenes the loop handles what belongs to the window (close, resize, F11 fullscreen),
short notices ("toasts") drawn over any scene, screenshots at each scene or phase change,
frame-time statistics, and unexpected errors: the full traceback goes to the rotating log in
the user's log folder (:mod:`.logs`) and the player sees a friendly notice over the menu, never a traceback.
Headless runs (``--headless``) use a fixed 1/60 s step and no frame cap, so they run as fast
as the machine allows and give the same result every time.
"""

from __future__ import annotations

import json
import re
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import drawn, fonts, widgets
from oh7_desktop.app.scene import SceneStack, Services
from oh7_desktop.app.speech import LIVE_KINDS, LiveLines
from oh7_desktop.games.terminal import message_line

if TYPE_CHECKING:
    from oh7_desktop.app.run_options import RunOptions

FPS = 60
HEADLESS_STEP = 1 / FPS
TOAST_SECONDS = 5.0
CRASH_REPEAT_SECONDS = 3.0
"""A second unexpected error this soon after the first ends the run (the menu itself is broken)."""


def window() -> pygame.Surface:
    """The display surface (the window is always open while the loop runs)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("the game window is not open")
    return surface


Place = tuple[tuple[int, int], tuple[int, int]]
"""A window's position and size."""


def set_desktop_fullscreen(on: bool, back_to: Place | None = None) -> Place:
    """Cover the screen with the window (the desktop's size, no mode change), or make it a window
    again, at ``back_to`` if given; return where the window was before. The same window stays
    open throughout (re-creating it with ``set_mode`` lost its size and place under a window
    manager), and the place is set again explicitly: a busy window manager may not restore it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # we draw through the display module
        sdl_window = pygame.Window.from_display_module()
    before = (tuple(sdl_window.position), tuple(sdl_window.size))
    if on:
        sdl_window.set_fullscreen(desktop=True)
    else:
        sdl_window.set_windowed()
        if back_to is not None:
            sdl_window.size, sdl_window.position = back_to[1], back_to[0]
    return before  # type: ignore[return-value]


class FrameStats:
    """Frame times in milliseconds (the work of a frame: events, update, draw, flip; not the wait)."""

    def __init__(self) -> None:
        self.times: list[float] = []

    def add(self, milliseconds: float) -> None:
        """Record one frame."""
        self.times.append(milliseconds)

    def summary(self) -> dict[str, float | int]:
        """Return ``{"count", "median", "p95", "p99", "max"}`` (milliseconds, 3 decimals)."""
        ordered = sorted(self.times)
        if not ordered:
            return {"count": 0, "median": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}

        def pick(share: float) -> float:
            return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 3)

        return {"count": len(ordered), "median": pick(0.5), "p95": pick(0.95), "p99": pick(0.99),
                "max": round(ordered[-1], 3)}

    def write(self, path: Path) -> None:
        """Write :meth:`summary` as JSON to ``path``."""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.summary()) + "\n", encoding="utf-8")


def log_error(log_file: Path, error: BaseException, record: Path | None = None) -> Path | None:
    """Log the traceback of ``error`` in the app's rotating log (see :mod:`.logs`) with the
    game's ``record`` path; return the file, or None if it cannot be written."""
    from oh7_desktop.app.logs import log_error as write

    return write(log_file, error, record)


def error_line(error: BaseException) -> str:
    """One line naming an unexpected error (for stderr and the notice's details)."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


@dataclass
class Toast:
    """A short notice over the screen and the seconds it has left."""

    message: str
    seconds: float


class AppLoop:
    """Runs the scene stack in the window until the stack empties or someone asks to exit."""

    def __init__(self, stack: SceneStack, services: Services, options: RunOptions, log_file: Path, *,
                 recover: Callable[[str, Path | None], None] | None = None) -> None:
        self.stack, self.services, self.options, self.log_file = stack, services, options, log_file
        self.recover = recover
        self.stats = FrameStats()
        self.exit_code: int | None = None
        self.frames = 0
        self.menu_drawn_at: float | None = None
        self.toasts: list[Toast] = []
        self.tickers: list[Callable[[float], None]] = []
        self.preframe: list[Callable[[], None]] = []
        """Called at the start of each frame, before its input (from the second frame on, input
        waits for them: the first frame only draws, so the menu shows as early as possible)."""
        self.filters: list[Callable[[pygame.event.Event], bool]] = []
        """Called with each event before the scenes; returning True keeps it from them."""
        self.on_fullscreen: Callable[[bool], None] | None = None
        self._shot_key: tuple[str, str] | None = None
        self._shots = 0
        self._last_crash = -1e9
        self.record_path: Callable[[], Path | None] = lambda: None
        """Where the game is autosaved, named with every logged error so it can be replayed."""
        self.live = LiveLines()
        """The spoken table's memory of the lines drawn last frame."""
        self._windowed_size = window().get_size()
        self._windowed_place: Place | None = None
        services.notify = self.notify
        services.request_exit = self.request_exit

    def request_exit(self, code: int = 0) -> None:
        """End the run after this frame with exit status ``code``."""
        self.exit_code = code

    def notify(self, message: str) -> None:
        """Show a short message over the screen for a few seconds (headless: print it on stderr)."""
        self.toasts.append(Toast(message, TOAST_SECONDS))
        if self.options.headless:
            print(f"oh7: {message_line(message)}", file=sys.stderr)

    @property
    def windowed_size(self) -> tuple[int, int]:
        """The window's size when not fullscreen (saved in the settings at exit)."""
        return self._windowed_size

    # -- running ------------------------------------------------------------------------------

    def run(self) -> int:
        """Run frames until the end; return the exit status."""
        clock = pygame.time.Clock()
        while self.exit_code is None:
            if self.options.headless:
                self.step(HEADLESS_STEP)
                # A headless run never waits for the clock; without this pause the loop keeps
                # the GIL and the threads that carry the bot worker's answers starve.
                time.sleep(0)
            else:
                self.step(min(clock.tick(FPS) / 1000.0, 0.1))
        return self.exit_code

    def step(self, dt: float) -> None:
        """Run one frame, timed, turning an unexpected error into the friendly notice."""
        began = time.perf_counter()
        try:
            self.frame(dt)
        except Exception as error:  # noqa: BLE001 - no traceback may reach a player
            self._crashed(error)
        self.stats.add((time.perf_counter() - began) * 1000.0)
        self.frames += 1
        if self.stack.top is None and self.exit_code is None:
            self.exit_code = 0
        if self.options.frames is not None and self.frames >= self.options.frames and self.exit_code is None:
            self.exit_code = 0

    def frame(self, dt: float) -> None:
        """One frame: events, update, tickers, draw, screenshot, flip."""
        for hook in list(self.preframe):
            hook()
        # The first frame leaves input queued: it is handled once the settings are fully loaded.
        for event in pygame.event.get() if self.frames else ():
            if not self._handle_window(event) and not any(f(event) for f in self.filters):
                self.stack.handle(event)
        self.stack.update(dt)
        for ticker in list(self.tickers):
            ticker(dt)
        surface = window()
        self._draw(surface)
        self._draw_toasts(surface, dt)
        self._screenshot(surface)
        pygame.display.flip()
        if self.menu_drawn_at is None and self.stack.top is not None:
            self.menu_drawn_at = time.perf_counter()
            if self.options.exit_after_menu:
                self.request_exit(0)

    def _draw(self, surface: pygame.Surface) -> None:
        """Draw the scenes; with the spoken table, say the top scene's line or the new lines drawn."""
        voice, top = self.services.speech, self.stack.top
        if voice is None or top is None:
            self.stack.draw(surface)
            return
        with drawn.recording(surface) as boxes:
            self.stack.draw(surface)
        line = top.spoken()
        if line is None:
            live = self.live.new([b.label for b in boxes if b.kind in LIVE_KINDS], top.spoken_turn())
            line = ". ".join(part for part in (top.spoken_events(), live) if part)
        voice.say(line)

    def _handle_window(self, event: pygame.event.Event) -> bool:
        """Handle what belongs to the window; return True if the scenes must not see it."""
        if event.type == pygame.QUIT:
            self.request_exit(0)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.VIDEORESIZE and not self.is_fullscreen:
            self._windowed_size = (event.w, event.h)
        return False

    @property
    def is_fullscreen(self) -> bool:
        """Whether the window covers the screen."""
        return bool(window().get_flags() & pygame.FULLSCREEN)

    def toggle_fullscreen(self) -> None:
        """Switch between a window and the full screen (F11), keeping the window's size for later."""
        self.set_fullscreen(not self.is_fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        """Cover the screen at the desktop's size, or give the window back as it was."""
        if on == self.is_fullscreen:
            return
        if on:
            self.live = LiveLines()
        """The spoken table's memory of the lines drawn last frame."""
        self._windowed_size = window().get_size()
        try:
            place = set_desktop_fullscreen(on, None if on else self._windowed_place)
            if on:
                self._windowed_place = place
        except pygame.error:  # a driver without windows to switch (dummy): a new display surface
            pygame.display.set_mode((0, 0) if on else self._windowed_size,
                                    pygame.FULLSCREEN if on else pygame.RESIZABLE)
        if self.on_fullscreen is not None:
            self.on_fullscreen(on)

    # -- extras around the scenes -------------------------------------------------------------

    def _draw_toasts(self, surface: pygame.Surface, dt: float) -> None:
        """Draw the newest notices at the top of the screen and age them."""
        self.toasts = [toast for toast in self.toasts if toast.seconds > 0]
        if not self.toasts:
            return
        ui = self.services.measure(surface.get_size())
        y = widgets.px(16, ui)
        for toast in self.toasts[-3:]:
            lines = widgets.wrap(toast.message, widgets.px(20, ui), surface.get_width() - widgets.px(160, ui))
            height = widgets.px(20, ui) * 1.4 * len(lines) + widgets.px(24, ui)
            width = max(fonts.font(widgets.px(20, ui)).get_rect(line).width for line in lines)
            box = pygame.Rect(0, y, width + widgets.px(48, ui), round(height))
            box.centerx = surface.get_width() // 2
            surface.blit(widgets.rounded_panel(box.size, (30, 20, 16, 235), widgets.px(14, ui),
                                               (*widgets.GOLD, 220), widgets.px(2, ui)), box)
            for index, line in enumerate(lines):
                widgets.blit_text(surface, line, widgets.px(20, ui), widgets.INK,
                                  (box.centerx, box.y + widgets.px(12, ui) + round(index * widgets.px(20, ui) * 1.4)),
                                  anchor="midtop")
            y = box.bottom + widgets.px(8, ui)
            toast.seconds -= dt

    def _screenshot(self, surface: pygame.Surface) -> None:
        """Save a PNG when the top scene or its phase changes (``--screenshots DIR``)."""
        folder = self.options.screenshots
        top = self.stack.top
        if folder is None or top is None:
            return
        key = (type(top).__name__, top.phase_name())
        if key == self._shot_key:
            return
        self._shot_key = key
        self._shots += 1
        slug = re.sub(r"[^A-Za-z0-9_.-]+", "-", f"{key[0]}-{key[1]}").strip("-")[:80]
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surface, str(folder / f"{self._shots:04d}-{slug}.png"))
        except (OSError, pygame.error) as err:
            # Say it once and stop taking screenshots: the game itself goes on.
            self.options.screenshots = None
            self.notify(f"screenshots stopped: {folder} cannot be written ({getattr(err, 'strerror', None) or err})")

    def _record(self) -> Path | None:
        """The game's record path for a crash report (None if even that fails)."""
        try:
            return self.record_path()
        except Exception:  # noqa: BLE001 - a crash report must not crash
            return None

    def _crashed(self, error: Exception) -> None:
        """Log an unexpected error; show a notice over a fresh menu, or end the run if that fails too."""
        written = log_error(self.log_file, error, self._record())
        now = time.monotonic()
        repeated = now - self._last_crash < CRASH_REPEAT_SECONDS
        self._last_crash = now
        if self.options.headless or self.recover is None or repeated:
            where = f" (details in {written})" if written else ""
            print(f"oh7: unexpected error: {error_line(error)}{where}", file=sys.stderr)
            self.exit_code = 1
            return
        try:
            self.recover(error_line(error), written)
        except Exception as again:  # noqa: BLE001 - the recovery itself failed: stop cleanly
            log_error(self.log_file, again, self._record())
            print(f"oh7: unexpected error: {error_line(again)}", file=sys.stderr)
            self.exit_code = 1


def clear_stack(stack: SceneStack) -> None:
    """Remove every scene, ignoring errors of scenes that are already broken."""
    while stack.scenes:
        try:
            stack.pop()
        except Exception:  # noqa: BLE001 - a broken scene must not stop the recovery
            pass  # pop() removes the scene before calling its exit(), so this still progresses
