"""What every table's headless screenshots share (``python -m oh7_desktop.app.tables.<game>.demo
OUT``): a display without a window, frames run until a person decides, and a picture saved
under a name that says the game, the size, the language and the moment.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from oh7_desktop.app.game_setup import SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.settings_bridge import FirstFrameSettings, Speed
from oh7_desktop.app.kit.choosing import AnyChoices

FRAME = 1 / 60
"""One frame at 60 per second."""


def start(argv: list[str], default: str) -> Path:
    """A display and fonts without a window; the folder given (else ``default``), made."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(argv[0] if argv else default)
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    return out


def services(language: str, speed: Speed = "instant") -> Services:
    """What a table needs to run without a window: its speed, four-colour cards, a language (every
    other setting its default)."""
    settings = FirstFrameSettings(four_colour=True)
    settings.speed = speed
    return Services(settings=settings, translator=Translator(language))


def seats(names: Sequence[str], players: int) -> tuple[SeatSetup, ...]:
    """Seat 0 a person, the others easy bots, named from ``names``."""
    return tuple(SeatSetup(names[i], "human" if i == 0 else "bot", None if i == 0 else "easy")
                 for i in range(players))


def settle(scene: AnyChoices, screen: pygame.Surface, frames: int = 600) -> None:
    """Run frames until the table waits for the person (or a sheet is up, or the game ended)."""
    for _ in range(frames):
        scene.update(FRAME)
        scene.draw(screen)
        if scene.sheet_open or scene.acting_seat() is not None or scene.finished:
            return


def save(scene: AnyChoices, screen: pygame.Surface, path: Path, saved: list[Path]) -> None:
    """Draw the table and save it as ``path`` (added to ``saved``)."""
    scene.draw(screen)
    pygame.image.save(screen, str(path))
    saved.append(path)


def shoot_phases(scene: AnyChoices, screen: pygame.Surface, out: Path, stem: str, wanted: list[str],
                 play: Callable[[], object], *, steps: int, phase: Callable[[], str] | None = None) -> list[Path]:
    """Play ``scene`` until each ``wanted`` moment was saved once (``<stem>-<moment>.png`` in
    ``out``) or the game ended: every score sheet is closed, ``play`` makes the person's move
    otherwise; ``phase`` says the moment shown (else the scene's :meth:`phase_name`). Returns
    the pictures' paths; the scene is left."""
    saved: list[Path] = []
    for _ in range(steps):
        settle(scene, screen)
        shown = phase() if phase is not None else scene.phase_name()
        if shown in wanted:
            wanted.remove(shown)
            save(scene, screen, out / f"{stem}-{shown}.png", saved)
        if scene.finished or not wanted:
            break
        if scene.sheet_open:
            scene.close_sheet()
        else:
            play()
    scene.exit()
    return saved
