"""Helpers for the app shell's tests: a placeholder table, an in-process app, synthetic input.

``FakeTable`` stands in for the real table in these tests only: it plays the engine one
action per frame (first legal action), calls the autosave hook like the real table, and
offers the same ``finished`` / ``record()`` / ``state`` / ``phase_name()`` contract.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Scene, Services, Table
from oh7_desktop.games.oh7 import GameState



def _has_table() -> bool:
    try:
        from oh7_desktop.app.tables.oh7.scene import TableScene  # noqa: F401
    except Exception:  # noqa: BLE001 - not landed yet, or broken mid-edit: skip those tests
        return False
    return True


HAS_TABLE = _has_table()
needs_table = pytest.mark.skipif(not HAS_TABLE, reason="the table scene (oh7_desktop.app.tables.oh7) has not landed")


class FakeTable(Table):
    """Plays one engine action per update with the first legal action; Esc opens the game menu."""

    def __init__(self, services: Services, setup: GameSetup, autoplay: bool = False) -> None:
        super().__init__(services)
        from oh7_desktop.games.oh7 import from_record, new_game

        self.setup, self.autoplay = setup, autoplay
        # As the real tables do: a loaded game's ``state`` (the loader's replay) comes first. Any
        # game's setup gets Oh 7 ?'s engine here: another game's rules stand in for Oh 7 ?'s.
        rules: Any = setup.rules
        loaded: Any = setup.state  # the loader's replay of an Oh 7 ? game here
        self.state: GameState = loaded if loaded is not None else \
            from_record(setup.record) if setup.record else new_game(rules, setup.seed)
        self.paused_frames = 0
        self.fail_next_update = False
        self.undone = False
        """Set by a test where a real table's undo would have been used (the history marks such games)."""

    @property
    def undo_used(self) -> bool:
        """Whether undo was used (:attr:`undone`)."""
        return self.undone

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return bool(self.state.is_over())

    def record(self) -> dict[str, Any]:
        """The record so far (with the seats' names)."""
        from oh7_desktop.games.oh7 import to_record

        return to_record(self.state, self.setup.names, include_pending=True)

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over."""
        return tuple(self.state.winners)

    def phase_name(self) -> str:
        """The engine phase."""
        return self.state.phase.value

    def handle(self, event: pygame.event.Event) -> None:
        """Counts the events it sees (Esc is the app's: it opens the in-game menu)."""
        self.events_seen = getattr(self, "events_seen", 0) + 1

    def update(self, dt: float) -> None:
        """Apply one action and call the autosave hook."""
        if self.fail_next_update:
            raise RuntimeError("placeholder table exploded")
        if self.finished:
            return
        from oh7_desktop.games.oh7 import Action, Phase, apply, deal_action, legal_actions

        action: Action = deal_action(self.state) if self.state.phase is Phase.DEAL else legal_actions(self.state)[0]
        self.state, _ = apply(self.state, action)
        hook = self.services.on_action
        if hook is not None:
            hook(self)

    def draw(self, surface: pygame.Surface) -> None:
        """A plain green table."""
        surface.fill((20, 90, 50))


def fake_table(services: Services, setup: GameSetup, autoplay: bool) -> Table:
    """The table factory for in-process apps."""
    return FakeTable(services, setup, autoplay)


def make_app(tmp_path: Path, *args: str, gui: bool = False, as_launched: bool = False) -> Any:
    """An in-process app (1280x720, dummy video driver) with the placeholder table, user files under ``tmp_path``.

    ``gui``: behave as with a real window (notices on screen, not on stderr; errors recover).
    ``as_launched``: the settings file is read after the first frame, as in a real launch (else at once).
    """
    from oh7_desktop.app.main import parse
    from oh7_desktop.app.settings_bridge import UserDirs
    from oh7_desktop.app.shell import App

    options = parse(["--headless", "--frames", "100000", "--size", "1280x720", *args])
    options.headless = not gui
    app = App(options, UserDirs.under(tmp_path), table_factory=fake_table)
    app._prepare()
    if not as_launched:
        app.load_settings()  # as the real loop does before the second frame, which tests skip to
    from oh7_desktop.app.menus.main_menu import MainMenu

    app.stack.push(MainMenu(app.services))
    return app


def frames(app: Any, count: int = 1) -> None:
    """Run ``count`` frames of the app's loop (events posted before are handled)."""
    for _ in range(count):
        app.loop.step(1 / 60)


def send(app: Any, event: pygame.event.Event) -> None:
    """Deliver an event as the loop does: the app's filters first, then the top scene."""
    if not any(accept(event) for accept in app.loop.filters):
        app.stack.handle(event)


def key(app: Any, name: int, *, mod: int = 0, unicode: str = "") -> None:
    """Send a key press (down, then up: a tutorial's step spends the key that went on until released)."""
    send(app, pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=unicode, scancode=0))
    send(app, pygame.event.Event(pygame.KEYUP, key=name, mod=mod, unicode=unicode, scancode=0))


def type_text(app: Any, text: str) -> None:
    """Type text (TEXTINPUT events, as SDL sends them)."""
    for char in text:
        send(app, pygame.event.Event(pygame.TEXTINPUT, text=char))


def click(app: Any, pos: tuple[int, int]) -> None:
    """Move the mouse to ``pos`` and click there."""
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def top(app: Any) -> Scene:
    """The scene on top."""
    scene: Scene | None = app.stack.top
    assert scene is not None
    return scene
