"""Dialogs over the current screen: a notice with buttons, a yes/no question, a text prompt.

They are overlays (``opaque = False``): the screen below stays visible, dimmed. Esc picks
the last button (cancel / close). Used for broken saves (with the backup offered), errors,
confirmations (delete a save, replace the game in progress) and names or file paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from oh7_desktop.app import fonts, widgets
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.scrolling import ScrollView
from oh7_desktop.app.scene import Scene, Services
from oh7_desktop.app.widgets import GOLD, INK, Button, FocusGroup, TextField, px

Choice = tuple[str, Callable[[], None]]
"""A button of a dialog: its (already translated) label and what it does after the dialog closes."""


class DialogScene(Scene):
    """A centred panel over a dimmed screen: title, wrapped text, a row of buttons."""

    opaque = False
    width = 760

    def __init__(self, services: Services, title: str, body: str, choices: Sequence[Choice]) -> None:
        super().__init__(services)
        self.title, self.body = title, body
        self.group = FocusGroup()
        self.buttons = [Button(widgets.as_text(label), on_press=self._closing(action), font_size=22)
                        for label, action in choices]
        self.fields: list[widgets.Widget] = []
        self.error: str | None = None
        self.group.set(self.buttons)
        self.scrolled = ScrollView(shade=(14, 36, 24))
        """The words and buttons' scrolling when the panel is taller than the window (a large text size)."""

    def _closing(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.close()
            action()
        return run

    def close(self) -> None:
        """Remove the dialog, even if an action already put another scene above it."""
        stack = self.stack
        if stack is None or self not in stack.scenes:
            return
        if stack.top is self:
            stack.pop()
        else:
            stack.scenes.remove(self)
            self.exit()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc presses the last button; everything else goes to the widgets (a panel taller than
        the window scrolls: the wheel, PageUp/PageDown, and a move by keys brings the focus in view)."""
        if self.scrolled.hides(event) or self.scrolled.handle(event):
            return
        self.scrolled.reveal = self.scrolled.reveal or event.type == pygame.KEYDOWN
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.buttons:
                self.buttons[-1].activate()
            else:
                self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and len(self.buttons) <= 3:
            focused = self.group.focused
            if focused in self.buttons:
                self.group.move(-1 if event.key == pygame.K_LEFT else 1)
                return
        self.group.handle(event)

    def phase_name(self) -> str:
        """Screenshots name dialogs by their title."""
        return self.title

    def key_help(self) -> list[tuple[str, str]]:
        """The dialog's keys (F1): move between its buttons, choose, Esc for the last button."""
        s = self.services
        return [("← → ↑ ↓", tr(s, "hint.move")), (tr(s, "key.enter"), tr(s, "hint.choose")),
                (tr(s, "key.esc"), self.buttons[-1].label() if self.buttons else tr(s, "hint.back"))]

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below, then the panel at the player's text size; taller than the window
        (a large text size), its words and buttons scroll under the title, as a menu's column."""
        ui = self.services.measure(surface.get_size())
        widgets.dim_below(surface, 150)
        room = surface.get_height() - px(24, widgets.scale(surface.get_size()))
        width, lines, height = self._size(surface, ui)
        size, line_h, row = px(21, ui), round(px(21, ui) * 1.4), px(52, ui)
        panel = pygame.Rect(0, 0, width, min(height, room))
        panel.center = surface.get_rect().center
        surface.blit(widgets.rounded_panel(panel.size, (14, 36, 24, 246), px(20, ui), (*GOLD, 200), px(3, ui)), panel)
        widgets.blit_text(surface, self.title, px(30, ui), GOLD, (panel.centerx, panel.y + px(24, ui)),
                          bold=True, anchor="midtop", max_width=width - px(40, ui))
        full = pygame.Rect(panel.x, panel.y, width, height)  # laid out whole, then moved into the view
        self._place_buttons(full, ui, row)
        area = pygame.Rect(full.x + px(32, ui), full.y + px(80, ui), width - px(64, ui), height - px(94, ui))
        view = pygame.Rect(area.x, area.y, area.width, panel.bottom - px(14, ui) - area.y)
        focused = self.group.focused
        dy = self.scrolled.place(area, view, ui, None if focused is None else focused.rect)
        y = area.y + dy
        with self.scrolled.clipped(surface):
            for line in lines:
                widgets.blit_text(surface, line, size, INK, (area.x, y))
                y += line_h
            for field in self.fields:
                y += px(8, ui)
                field.rect = pygame.Rect(area.x, y, area.width, row)
                y += row + px(6, ui)
            if self.error:
                for line in widgets.wrap(self.error, size, area.width):
                    widgets.blit_text(surface, line, size, widgets.DANGER, (area.x, y), bold=True)
                    y += line_h
            for button in self.buttons:
                button.rect = button.rect.move(0, dy)
            self.group.draw(surface, ui)
        self.scrolled.draw_marks(surface, panel.right - px(8, ui))

    def _size(self, surface: pygame.Surface, ui: float) -> tuple[int, list[str], int]:
        """The panel's width, the body's lines and the panel's height at measure ``ui``."""
        gap = px(16, ui)
        fits = self._button_widths(ui)
        room = surface.get_width() - px(40, ui)
        width = min(max(px(self.width, ui), sum(fits) + gap * (len(fits) - 1) + px(64, ui)), room)
        size = px(21, ui)
        lines = widgets.wrap(self.body, size, width - px(64, ui)) if self.body else []
        line_h = round(size * 1.4)
        row = px(52, ui)
        stacked = self._stacked(ui, width)
        buttons_h = len(self.buttons) * (row + px(12, ui)) - px(12, ui) if stacked else row
        height = px(96, ui) + len(lines) * line_h + len(self.fields) * (row + px(14, ui)) + buttons_h + px(30, ui)
        if self.error:
            height += line_h * len(widgets.wrap(self.error, size, width - px(64, ui)))
        return width, lines, height

    def _place_buttons(self, panel: pygame.Rect, ui: float, row: int) -> None:
        gap = px(16, ui)
        count = len(self.buttons)
        if not count:
            return
        if self._stacked(ui, panel.width):  # many choices, or long ones: a column, easier to read and reach
            width = min(px(420, ui), panel.width - px(64, ui))
            y = panel.bottom - px(26, ui) - count * (row + px(12, ui)) + px(12, ui)
            for button in self.buttons:
                button.rect = pygame.Rect(panel.centerx - width // 2, y, width, row)
                y += row + px(12, ui)
            return
        widths = self._button_widths(ui)
        x = panel.centerx - (sum(widths) + (count - 1) * gap) // 2
        for button, width in zip(self.buttons, widths):
            button.rect = pygame.Rect(x, panel.bottom - row - px(26, ui), width, row)
            x += width + gap

    def _stacked(self, ui: float, width: int) -> bool:
        """Whether the buttons go in a column: more than three, or too wide side by side in ``width``."""
        fits = self._button_widths(ui)
        return len(self.buttons) > 3 or sum(fits) + px(16, ui) * (len(fits) - 1) > width - px(64, ui)

    def _button_widths(self, ui: float) -> list[int]:
        """Each button's width: its label plus margins, at least 200 design pixels."""
        if len(self.buttons) > 3:
            return []
        return [max(px(200, ui), fonts.font(px(22, ui), True).get_rect(b.label()).width + px(56, ui))
                for b in self.buttons]


class Notice(DialogScene):
    """A message with buttons; with no buttons given, a single OK."""

    def __init__(self, services: Services, title: str, body: str, choices: Sequence[Choice] = ()) -> None:
        super().__init__(services, title, body, choices or [(tr(services, "menu.ok"), lambda: None)])


class Prompt(DialogScene):
    """Asks for a line of text; ``on_ok(text)`` returns an error message to show, or None when done."""

    def __init__(self, services: Services, title: str, body: str, initial: str,
                 on_ok: Callable[[str], str | None], *, max_length: int = 60) -> None:
        super().__init__(services, title, body, [])
        self.on_ok = on_ok
        self.field = TextField(widgets.as_text(""), text=initial, max_length=max_length, on_submit=self._submit)
        ok = Button(widgets.as_text(tr(services, "menu.ok")), on_press=lambda: self._submit(self.field.text),
                    font_size=22)
        cancel = Button(widgets.as_text(tr(services, "menu.cancel")), on_press=self.close, font_size=22)
        self.fields = [self.field]
        self.buttons = [ok, cancel]
        self.group.set([self.field, ok, cancel], focus=self.field)

    def _submit(self, text: str) -> None:
        problem = self.on_ok(text)
        if problem is None:
            self.close()
        else:
            self.error = problem
