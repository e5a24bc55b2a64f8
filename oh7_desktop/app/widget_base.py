"""The base of every menu widget: a rectangle set by its owner, a label and an optional key cap.

Labels and key names are callables, evaluated when drawn, so a language change shows at once
(a fixed string is wrapped by :func:`as_text`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

Text = Callable[[], str]


def as_text(value: str | Text) -> Text:
    """Wrap a fixed string as a label callable."""
    if callable(value):
        return value
    return lambda: value


@dataclass(eq=False)
class Widget:
    """Something in a menu: drawn in ``rect`` (set by the owner each frame), maybe focusable."""

    label: Text
    shortcut: str | Text | None = None
    """Key name shown in a key cap (``"N"``, or a callable for a translated name such as Esc);
    the owner binds the key."""
    enabled: Callable[[], bool] = field(default=lambda: True)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focusable = True
    takes_text = False

    def spoken(self) -> str:
        """What the spoken table says when this widget gets the focus: its label (and value)."""
        return self.label()

    def shortcut_name(self) -> str:
        """The key cap's text in the current language ("" for none)."""
        shortcut = self.shortcut
        return shortcut() if callable(shortcut) else shortcut or ""

    def activate(self) -> None:
        """Enter or click."""

    def step(self, delta: int) -> bool:
        """Left (-1) / Right (+1); return whether the widget used the key."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Handle any other key or text event; return whether the widget used it."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A left click inside ``rect``."""
        self.activate()

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """Draw the widget in ``self.rect``."""
