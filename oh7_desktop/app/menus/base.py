"""What every menu screen shares: felt background, title, a panel of widgets, key hints.

A menu builds its widgets once (labels are translated when drawn), lays them out in
:meth:`MenuScene.layout` from the window size each frame, and gets keyboard navigation,
mouse hover/click, Esc (back) and single-key shortcuts from :meth:`MenuScene.handle`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from oh7_desktop.app import drawn, fonts, widgets
from oh7_desktop.app.cardart import felt
from oh7_desktop.app.menus.scrolling import ScrollView
from oh7_desktop.app.scene import Flow, Scene, Services
from oh7_desktop.app.widgets import GOLD, INK, MUTED, FocusGroup, Widget, px

Action = Callable[[], None]


def tr(services: Services, key: str, **fields: object) -> str:
    """Translate ``key`` with the current language (the key itself if there is no translator)."""
    translator = services.translator
    return str(translator.t(key, **fields)) if translator is not None else key


def flow_of(services: Services) -> Flow:
    """The app's game flow (the shell sets it up before any menu shows)."""
    if services.flow is None:
        raise RuntimeError("no game flow: menus run inside the app's shell")
    return services.flow


def draw_background(surface: pygame.Surface, darken: int = 40) -> None:
    """The green felt, slightly darkened so menu text stands out."""
    surface.blit(felt(surface.get_size()), (0, 0))
    if darken:
        surface.fill((darken, darken, darken), special_flags=pygame.BLEND_RGB_SUB)


def draw_hints(surface: pygame.Surface, hints: Sequence[tuple[str, str]], ui: float, *, backing: bool = False) -> None:
    """Draw ``[key] what`` pairs centred along the bottom edge (on a dark pill over busy scenes);
    at a large text size they shrink to fit the window's width."""
    room = surface.get_width() - px(40, widgets.scale(surface.get_size()))
    ui = min(ui, ui * room / max(1, _hints_width(hints, ui)))
    size = px(17, ui)
    gap = px(26, ui)
    pieces: list[tuple[str, pygame.Surface]] = [(key, fonts.text(text, size, MUTED)) for key, text in hints]
    caps = [max(fonts.text(key, px(15, ui), INK, True).get_width() + px(14, ui), px(26, ui))
            for key, _ in hints]
    total = sum(cap + px(8, ui) + picture.get_width() for cap, (_, picture) in zip(caps, pieces))
    total += gap * max(0, len(pieces) - 1)
    x = (surface.get_width() - total) // 2
    y = surface.get_height() - px(28, ui)
    if backing:
        pill = pygame.Rect(x - px(18, ui), y - px(19, ui), total + px(36, ui), px(38, ui))
        surface.blit(widgets.rounded_panel(pill.size, (6, 20, 12, 235), px(19, ui), (*GOLD, 90), px(1.5, ui)), pill)
    for cap, (key, picture), (_, text) in zip(caps, pieces, hints):
        box = widgets.key_cap(surface, key, (x, y), ui, anchor="midleft")
        x = box.right + px(8, ui)
        surface.blit(picture, picture.get_rect(midleft=(x, y)))
        drawn.note("text", picture.get_rect(midleft=(x, y)), text, surface)
        x += picture.get_width() + gap
        del cap


def _hints_width(hints: Sequence[tuple[str, str]], ui: float) -> int:
    """How wide the key hints are at measure ``ui``."""
    caps = sum(max(fonts.text(key, px(15, ui), INK, True).get_width() + px(14, ui), px(26, ui)) for key, _ in hints)
    words = sum(fonts.text(text, px(17, ui), MUTED).get_width() + px(8, ui) for _, text in hints)
    return caps + words + px(26, ui) * max(0, len(hints) - 1)


def heading_measure(surface: pygame.Surface, ui: float) -> float:
    """The measure of a screen's heading: ``ui``, but at most 125 % of the window's own scale."""
    return min(ui, widgets.scale(surface.get_size()) * 1.25)


def stack_rows(items: Sequence[Widget], area: pygame.Rect, row: int, gap: int) -> int:
    """Give each widget a full-width row of ``row`` pixels from the top of ``area``; return the bottom."""
    y = area.y
    for widget in items:
        widget.rect = pygame.Rect(area.x, y, area.width, row)
        y += row + gap
    return y - gap


class MenuScene(Scene):
    """A full-screen menu: override :meth:`build`, :meth:`title`, and maybe :meth:`layout`."""

    panel_width = 620
    row_height = 54
    row_gap = 12

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.group = FocusGroup()
        self.message: str | None = None
        self.message_is_error = True
        self.scrolled = ScrollView()
        """The column's scrolling when it is taller than the window's room (a large text size)."""
        self.build()

    # -- to override ----------------------------------------------------------------------------

    def build(self) -> None:
        """Create the widgets (``self.group.set([...])``)."""

    def title(self) -> str:
        """The heading of the screen."""
        return ""

    def shortcuts(self) -> dict[int, Action]:
        """Single keys that act directly (shown as key caps on the buttons)."""
        return {}

    def hints(self) -> list[tuple[str, str]]:
        """Key hints along the bottom."""
        return [("↑ ↓", self.t("hint.move")), (self.t("key.enter"), self.t("hint.choose")),
                (self.t("key.esc"), self.t("hint.back")), ("F11", self.t("hint.fullscreen"))]

    def key_help(self) -> list[tuple[str, str]]:
        """The hints along the bottom, then each button's own key (F1); PageUp/PageDown if the column scrolls."""
        keys = list(self.hints())
        if self.scrolled.active:
            keys.append(("PgUp PgDn", self.t("hint.page")))
        for widget in self.group.widgets:
            cap = widget.shortcut_name()
            if cap and all(cap != key for key, _ in keys):
                keys.append((cap, widget.label()))
        return keys

    def spoken(self) -> str | None:
        """The spoken table: the screen's title and the focused widget ("Options. Speed: Normal")."""
        focused = self.group.focused
        parts = [self.title(), focused.spoken() if focused is not None else ""]
        return ". ".join(part for part in parts if part) or None

    def back(self) -> None:
        """Esc: leave this screen."""
        if self.stack is not None:
            self.stack.pop()

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Place the widgets in a centred column; return the panel's rectangle."""
        width = min(px(self.panel_width, ui), surface.get_width() - px(72, ui))  # the panel's edge in the window
        row, gap = px(self.row_height, ui), px(self.row_gap, ui)
        count = len(self.group.widgets)
        height = count * row + max(0, count - 1) * gap
        top = max(px(150, ui), (surface.get_height() - height) // 2 + px(20, ui))
        area = pygame.Rect((surface.get_width() - width) // 2, top, width, height)
        stack_rows(self.group.widgets, area, row, gap)
        return area

    # -- shared behaviour -------------------------------------------------------------------------

    def t(self, key: str, **fields: object) -> str:
        """Translate ``key`` in the current language."""
        return tr(self.services, key, **fields)

    def text(self, key: str, **fields: object) -> Callable[[], str]:
        """A label that is translated when drawn (follows language changes)."""
        return lambda: tr(self.services, key, **fields)

    def say(self, message: str | None, *, error: bool = True) -> None:
        """Show a one-line message under the panel (None clears it)."""
        self.message, self.message_is_error = message, error

    def handle(self, event: pygame.event.Event) -> None:
        """Widgets get the event (Esc in a text field leaves the field); else Esc goes back and
        a shortcut key may act. A column taller than the window scrolls (wheel, PageUp/PageDown),
        follows the focus moved by keys, and a click beside its view hits nothing."""
        if self.scrolled.hides(event) or self.scrolled.handle(event):
            return
        if self.group.handle(event):
            self.scrolled.reveal = self.scrolled.reveal or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            action = self.shortcuts().get(event.key)
            if action is not None:
                action()

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, panel of widgets, message and hints."""
        ui = self.services.measure(surface.get_size())
        draw_background(surface)
        self.draw_title(surface, ui)
        area = self.place(surface, ui)
        back = self.draw_column(surface, ui, area)
        self.draw_message(surface, ui, back.bottom + px(14, ui))
        draw_hints(surface, self.hints(), ui)

    def draw_column(self, surface: pygame.Surface, ui: float, area: pygame.Rect, *, edge: int = 70) -> pygame.Rect:
        """The panel behind the column laid out in ``area`` (its view if it scrolls), what is drawn
        in it (clipped to the view), the scroll bar and fades; return the panel's rectangle."""
        view = self.scrolled.view if self.scrolled.active else area
        back = pygame.Rect(area.x, view.y, area.width, view.height).inflate(
            px(56, ui), px(48, ui) if not self.scrolled.active else px(16, ui))
        surface.blit(widgets.rounded_panel(back.size, widgets.PANEL, px(22, ui), (*GOLD, edge), px(2, ui)), back)
        with self.scrolled.clipped(surface):
            self.draw_extra(surface, ui, area)
            self.group.draw(surface, ui)
        self.scrolled.draw_marks(surface, back.right - px(10, ui))
        return back

    def place(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Lay the widgets out (:meth:`layout`) and move them into the room the window leaves
        (scrolled if taller); return the column's rectangle as moved."""
        area = self.layout(surface, ui)
        focused = self.group.focused
        moved = self.scrolled.place(area, self.room(surface, ui), ui, None if focused is None else focused.rect)
        if moved:
            self.shift(moved)
        return area.move(0, moved)

    def room(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Where the column may go: under the title, above the message and the key hints."""
        top, bottom = px(116, heading_measure(surface, ui)), surface.get_height() - px(70, ui)
        if self.message:
            size = px(20, ui)
            lines = widgets.wrap(self.message, size, surface.get_width() - px(120, ui))
            bottom -= px(14, ui) + len(lines) * round(size * 1.35)
        return pygame.Rect(0, top, surface.get_width(), max(px(60, ui), bottom - top))

    def shift(self, dy: int) -> None:
        """Move everything laid out by ``dy`` pixels down (a screen that keeps places of its own
        besides its widgets' rectangles moves them too)."""
        for widget in self.group.widgets:
            widget.rect = widget.rect.move(0, dy)

    def draw_title(self, surface: pygame.Surface, ui: float) -> None:
        """The screen's heading, centred at the top, with a soft shadow (already large: it grows
        at most to 125 % with the text size, leaving the room to the screen's content)."""
        ui = heading_measure(surface, ui)
        centre = (surface.get_width() // 2, px(62, ui))
        widgets.blit_text(surface, self.title(), px(46, ui), (0, 0, 0), (centre[0] + px(3, ui), centre[1] + px(3, ui)),
                          bold=True, anchor="center")
        widgets.blit_text(surface, self.title(), px(46, ui), GOLD, centre, bold=True, anchor="center")

    def draw_extra(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """Anything a screen draws in its panel besides the widgets."""

    def draw_message(self, surface: pygame.Surface, ui: float, y: int) -> None:
        """The one-line message, wrapped if long."""
        if not self.message:
            return
        colour = widgets.DANGER if self.message_is_error else GOLD
        size = px(20, ui)
        for index, line in enumerate(widgets.wrap(self.message, size, surface.get_width() - px(120, ui))):
            widgets.blit_text(surface, line, size, colour, (surface.get_width() // 2, y + index * round(size * 1.35)),
                              anchor="midtop", bold=True)
