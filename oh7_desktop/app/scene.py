"""Scenes and the scene stack: the table, menus and overlays all follow one small contract.

A scene handles input, advances its animations by ``dt`` seconds, and draws; drawing
never changes game state. Overlays (``opaque = False``) are drawn over the scenes below
them; only the top scene receives input and updates (so a paused table stays put).
Services are passed in, never global.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass
class Services:
    """What scenes share: set up once by the app's main and handed to every scene.

    Fields are filled by ``app.main``; ``extras`` lets a feature attach what it owns
    without changing this class (e.g. the save store, the bot worker pool).
    """

    settings: Any = None
    translator: Any = None
    card_art: Any = None
    sounds: Any = None
    options: Any = None
    extras: dict[str, Any] = field(default_factory=dict)


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

    def phase_name(self) -> str:
        """A short name of what the scene shows now (screenshots are taken when it changes)."""
        return type(self).__name__


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
