"""Menu widgets drawn at any window size: buttons, choices, text fields and a keyboard focus ring.

Every widget is laid out by its owner (a rectangle per frame) and drawn with :func:`scale`
derived sizes, so text stays readable from 1280x720 to 3840x2160. A :class:`FocusGroup`
gives the whole menu to the keyboard (arrows / Tab move, Enter activates, Left/Right change a
choice, typing edits a field, Esc leaves a field) and to the mouse (hover focuses, except away
from a field being typed in; a click activates, or places the caret in a field).
Labels are callables, evaluated when drawn, so a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.paint import (  # re-exported: menus use widgets.<name>
    RGB as RGB,
    RGBA as RGBA,
    INK as INK,
    MUTED as MUTED,
    DARK as DARK,
    GOLD as GOLD,
    GOLD_DEEP as GOLD_DEEP,
    DANGER as DANGER,
    PANEL as PANEL,
    BUTTON as BUTTON,
    BUTTON_EDGE as BUTTON_EDGE,
    FOCUS as FOCUS,
    DESIGN_SIZE as DESIGN_SIZE,
    scale as scale,
    px as px,
    rounded_panel as rounded_panel,
    blit_text as blit_text,
    dim_below as dim_below,
    wrap as wrap,
    key_cap as key_cap,
)
from oh7_desktop.app.textfield import TextField as TextField
from oh7_desktop.app.widget_base import Text as Text, Widget as Widget, as_text as as_text

T = TypeVar("T")


def _frame(surface: pygame.Surface, rect: pygame.Rect, ui: float, focused: bool, enabled: bool) -> RGB:
    """Draw a control's box (gold when focused) and return the ink to write in it."""
    radius = px(12, ui)
    if focused and enabled:
        glow = rect.inflate(px(10, ui), px(10, ui))
        surface.blit(rounded_panel(glow.size, (240, 192, 64, 60), radius + px(4, ui)), glow)
        surface.blit(rounded_panel(rect.size, (*GOLD, 255), radius, (255, 236, 170, 255), px(2, ui)), rect)
        return DARK
    fill = BUTTON if enabled else (18, 30, 24, 150)
    surface.blit(rounded_panel(rect.size, fill, radius, BUTTON_EDGE, max(1, px(1.5, ui))), rect)
    return INK if enabled else (120, 136, 126)


LABEL_ROOM = 1.4
"""How many times its label's size a button's height is at least: a row squeezed lower than that
(the main menu's two columns at 200 % in a small window) draws the label smaller, inside its frame."""


@dataclass(eq=False)
class Button(Widget):
    """A push button; ``on_press`` runs on Enter, click or its shortcut."""

    on_press: Callable[[], None] = field(default=lambda: None)
    font_size: float = 26

    def activate(self) -> None:
        """Press the button if enabled."""
        if self.enabled():
            self.on_press()

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """A rounded button with its label centred and the shortcut key at the right."""
        ink = _frame(surface, self.rect, ui, focused, self.enabled())
        reserve = 0
        if self.shortcut:
            cap = key_cap(surface, self.shortcut_name(), (self.rect.right - px(12, ui), self.rect.centery), ui,
                          dark=focused and self.enabled())
            reserve = self.rect.right - cap.x + px(8, ui)
        size = min(px(self.font_size, ui), round(self.rect.height / LABEL_ROOM))
        label = self.label()
        half = fonts.font(size, True).get_rect(label).width // 2
        centre_x = self.rect.centerx
        if centre_x + half > self.rect.right - reserve:  # keep the label clear of the key cap
            centre_x = self.rect.x + (self.rect.width - reserve) // 2
        blit_text(surface, label, size, ink, (centre_x, self.rect.centery), bold=True, anchor="center",
                  max_width=self.rect.width - reserve - px(16, ui))


@dataclass(eq=False)
class Choice(Widget, Generic[T]):
    """A value picked among ``options`` with Left/Right (or a click on either half): ``◀ value ▶``."""

    options: Sequence[tuple[T, Text]] = ()
    index: int = 0
    on_change: Callable[[T], None] = field(default=lambda value: None)
    label_width: float = 0.42
    """Share of the row taken by the label (0: no label drawn)."""
    font_size: float = 22
    """Size of the label and value (before the UI scale)."""

    @property
    def value(self) -> T:
        """The value shown."""
        return self.options[self.index][0]

    def spoken(self) -> str:
        """The label and the value chosen ("Speed: Normal")."""
        value = self.options[self.index][1]() if self.options else ""
        return f"{self.label()}: {value}" if self.label_width else value

    def set_options(self, options: Sequence[tuple[T, Text]], value: T) -> None:
        """Replace the options, keeping ``value`` selected if it is one of them (else the first)."""
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    def select(self, value: T) -> None:
        """Show ``value`` without calling ``on_change``."""
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)

    def step(self, delta: int) -> bool:
        """Move to the previous or next option, wrapping around; report it."""
        if not self.enabled() or len(self.options) < 2:
            return bool(self.options)
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)
        return True

    def activate(self) -> None:
        """Enter moves to the next option."""
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the left half of the value goes back, on the right half forward."""
        box = self._value_box()
        self.step(-1 if pos[0] < box.centerx else 1)

    def _value_box(self) -> pygame.Rect:
        cut = round(self.rect.width * self.label_width)
        return pygame.Rect(self.rect.x + cut, self.rect.y, self.rect.width - cut, self.rect.height)

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """Label at the left, ``◀ value ▶`` in a box at the right."""
        size = px(self.font_size, ui)
        if self.label_width > 0:
            blit_text(surface, self.label(), size, INK, (self.rect.x + px(4, ui), self.rect.centery),
                      anchor="midleft", max_width=round(self.rect.width * self.label_width) - px(10, ui))
        box = self._value_box()
        ink = _frame(surface, box, ui, focused, self.enabled())
        text = self.options[self.index][1]() if self.options else ""
        blit_text(surface, text, size, ink, box.center, bold=True, anchor="center",
                  max_width=box.width - px(70, ui))
        if self.enabled() and len(self.options) > 1:
            blit_text(surface, "◀", px(18, ui), ink, (box.x + px(14, ui), box.centery), anchor="midleft")
            blit_text(surface, "▶", px(18, ui), ink, (box.right - px(14, ui), box.centery), anchor="midright")


@dataclass(eq=False)
class Label(Widget):
    """A line of text in the flow of a menu (not focusable)."""

    colour: RGB = MUTED
    font_size: float = 20
    bold: bool = False
    focusable = False

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """The text at the left of the row."""
        blit_text(surface, self.label(), px(self.font_size, ui), self.colour,
                  (self.rect.x + px(4, ui), self.rect.centery), anchor="midleft", bold=self.bold,
                  max_width=self.rect.width)


class FocusGroup:
    """The widgets of a menu in keyboard order, with the one that has the focus."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        self.parked = False
        """True after Esc left a text field: nothing has the focus until a move or a click."""
        self._first_focus()

    def set(self, widgets: Sequence[Widget], focus: Widget | None = None) -> None:
        """Replace the widgets, focusing ``focus`` (or keeping the index, or the first one)."""
        self.widgets = list(widgets)
        if focus is not None and focus in self.widgets:
            self.focus, self.parked = self.widgets.index(focus), False
        elif not (0 <= self.focus < len(self.widgets)) or not self._can_focus(self.widgets[self.focus]):
            self._first_focus()

    @property
    def focused(self) -> Widget | None:
        """The widget with the focus, if any."""
        if not self.parked and 0 <= self.focus < len(self.widgets) and self._can_focus(self.widgets[self.focus]):
            return self.widgets[self.focus]
        return None

    def focus_on(self, widget: Widget) -> None:
        """Give the focus to ``widget``."""
        if widget in self.widgets and self._can_focus(widget):
            self.focus, self.parked = self.widgets.index(widget), False

    def move(self, delta: int) -> None:
        """Move the focus to the next (+1) or previous (-1) focusable widget, wrapping."""
        count = len(self.widgets)
        self.parked = False
        for step in range(1, count + 1):
            index = (self.focus + delta * step) % count
            if self._can_focus(self.widgets[index]):
                self.focus = index
                return

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; return whether it was used (so the owner can try shortcuts)."""
        if event.type == pygame.MOUSEMOTION:
            return self._hover(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        focused = self.focused
        if event.type == pygame.TEXTINPUT:
            return focused is not None and focused.key(event)
        if event.type != pygame.KEYDOWN:
            return False
        if focused is not None and focused.takes_text:
            if event.key == pygame.K_ESCAPE:
                self.parked = True  # Esc leaves the field; a second Esc is the screen's
                return True
            if focused.key(event):
                return True
        return self._navigate(event, focused)

    def _navigate(self, event: pygame.event.Event, focused: Widget | None) -> bool:
        key = event.key
        if key in (pygame.K_DOWN, pygame.K_TAB) and not (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
            self.move(1)
        elif key == pygame.K_UP or key == pygame.K_TAB:
            self.move(-1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and focused is not None:
            return focused.step(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            if key == pygame.K_SPACE and focused.takes_text:
                return False
            focused.activate()
        elif focused is not None:
            return focused.key(event)
        else:
            return False
        return True

    def _hover(self, pos: tuple[int, int]) -> bool:
        focused = self.focused
        if focused is not None and focused.takes_text:
            return False  # a field being typed in keeps the focus wherever the mouse goes
        for index, widget in enumerate(self.widgets):
            if self._can_focus(widget) and widget.rect.collidepoint(pos):
                self.focus, self.parked = index, False
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        for index, widget in enumerate(self.widgets):
            if self._can_focus(widget) and widget.rect.collidepoint(pos):
                self.focus, self.parked = index, False
                widget.click(pos)
                return True
        return False

    def draw(self, surface: pygame.Surface, ui: float) -> None:
        """Draw every widget (each in the rectangle its owner gave it)."""
        focused = self.focused
        for widget in self.widgets:
            if widget.rect.width > 0:
                widget.draw(surface, ui, widget is focused)

    def _first_focus(self) -> None:
        self.parked = False
        self.focus = next((i for i, w in enumerate(self.widgets) if self._can_focus(w)), 0)

    @staticmethod
    def _can_focus(widget: Widget) -> bool:
        return widget.focusable and widget.enabled()
