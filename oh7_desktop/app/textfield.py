"""An editable line of text for the menus: names, slot names, file paths.

A click places the caret where it lands (it never submits); Left/Right/Home/End move it;
typing inserts at the caret; Backspace and Delete remove around it, Ctrl+Delete clears and
Ctrl+V pastes. Ctrl+A selects the whole text: typing or pasting then replaces it, Backspace or
Delete clears it, and moving the caret (or a click) drops the selection. Printable keys are the field's while it has the focus, so no menu shortcut
fires from a letter typed in a field (see :class:`~oh7_desktop.app.widgets.FocusGroup`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from oh7_desktop.app import fonts
from oh7_desktop.app.paint import DARK, FOCUS, INK, RGBA, blit_text, px, rounded_panel
from oh7_desktop.app.widget_base import Text, Widget

CARET_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


@dataclass(eq=False)
class TextField(Widget):
    """A line of text with a caret; typing goes here while it has the focus."""

    text: str = ""
    max_length: int = 24
    on_change: Callable[[str], None] = field(default=lambda text: None)
    on_submit: Callable[[str], None] | None = None
    label_width: float = 0.0
    placeholder: Text = field(default=lambda: "")
    caret: int | None = None
    """Where typing goes, in characters from the start (None: at the end)."""
    all_selected: bool = False
    """Ctrl+A selected the whole text: the next edit replaces it."""
    origin: int = field(default=0, repr=False)
    """Where the text's first character was drawn last (a click finds its character from it)."""
    font_size: int = field(default=22, repr=False)
    takes_text = True

    def spoken(self) -> str:
        """The label and what is typed ("Name: Alice")."""
        return f"{self.label()}: {self.text}"

    @property
    def position(self) -> int:
        """The caret's place, within the text."""
        return len(self.text) if self.caret is None else max(0, min(self.caret, len(self.text)))

    def activate(self) -> None:
        """Enter submits the text if the field has a submit action."""
        if self.on_submit is not None:
            self.on_submit(self.text)

    def click(self, pos: tuple[int, int]) -> None:
        """A click puts the caret at the nearest gap between characters (nothing is submitted)."""
        face = fonts.font(self.font_size)
        edges = [0] + [face.get_rect(self.text[:i]).width for i in range(1, len(self.text) + 1)]
        x = pos[0] - self.origin
        self.all_selected = False
        self.caret = min(range(len(edges)), key=lambda i: abs(edges[i] - x))

    def key(self, event: pygame.event.Event) -> bool:
        """Edit at the caret; claim every printable key so that shortcuts do not fire."""
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if event.key == pygame.K_a and ctrl:
            self.all_selected = bool(self.text)
            return True
        if self.all_selected and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._set("", 0)
            return True
        if event.key in CARET_KEYS or event.key in (pygame.K_HOME, pygame.K_END):
            self.all_selected = False
        at = self.position
        if event.key == pygame.K_BACKSPACE:
            if at > 0:
                self._set(self.text[:at - 1] + self.text[at:], at - 1)
        elif event.key == pygame.K_DELETE:
            if ctrl:
                self._set("", 0)
            else:
                self._set(self.text[:at] + self.text[at + 1:], at)
        elif event.key in CARET_KEYS:
            self.caret = max(0, min(len(self.text), at + CARET_KEYS[event.key]))
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if event.key == pygame.K_HOME else len(self.text)
        elif event.key == pygame.K_v and ctrl:
            self._insert(_clipboard())
        else:
            # Printable keys arrive again as TEXTINPUT: claim them so shortcuts do not fire.
            unicode = getattr(event, "unicode", "")
            return bool(unicode) and unicode.isprintable()
        return True

    def _insert(self, typed: str) -> None:
        if self.all_selected and typed:
            self._set("", 0)  # typing over a selection replaces it
        at = self.position
        typed = typed[: max(0, self.max_length - len(self.text))]
        self._set(self.text[:at] + typed + self.text[at:], at + len(typed))

    def _set(self, text: str, caret: int) -> None:
        self.all_selected = False
        changed = text != self.text
        self.text = text
        if changed:
            self.on_change(text)  # may rewrite self.text (digits only...): the caret stays inside
        self.caret = max(0, min(caret, len(self.text)))

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """Optional label at the left, then the text in a light box with a caret when focused."""
        size = self.font_size = px(22, ui)
        box = self.rect
        if self.label_width > 0:
            cut = round(self.rect.width * self.label_width)
            blit_text(surface, self.label(), size, INK, (self.rect.x + px(4, ui), self.rect.centery),
                      anchor="midleft", max_width=cut - px(10, ui))
            box = pygame.Rect(self.rect.x + cut, self.rect.y, self.rect.width - cut, self.rect.height)
        fill: RGBA = (252, 250, 240, 255) if focused else (236, 236, 226, 235)
        edge: RGBA = FOCUS if focused else (120, 140, 128, 200)
        surface.blit(rounded_panel(box.size, fill, px(10, ui), edge, px(3 if focused else 1.5, ui)), box)
        inner = box.inflate(-px(28, ui), 0)
        shown = self.text or self.placeholder()
        ink = DARK if self.text else (130, 130, 124)
        picture = fonts.text(shown, size, ink, False) if shown else None
        caret_x = fonts.font(size).get_rect(self.text[:self.position]).width if self.position else 0
        # Long text scrolls so the caret stays in view.
        x = min(inner.x, inner.right - px(6, ui) - caret_x)
        self.origin = x
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if picture is not None and self.all_selected and self.text:
            band = picture.get_rect(midleft=(x, inner.centery)).inflate(px(4, ui), px(4, ui))
            pygame.draw.rect(surface, (150, 196, 240), band)  # the selection, behind the text
        if picture is not None:
            surface.blit(picture, picture.get_rect(midleft=(x, inner.centery)))
        if focused:
            half = px(14, ui)
            line_x = x + caret_x + px(1, ui)
            pygame.draw.line(surface, DARK, (line_x, inner.centery - half), (line_x, inner.centery + half),
                             max(1, px(2, ui)))
        surface.set_clip(clip)


def _clipboard() -> str:
    """Return the clipboard's text, or nothing where there is no clipboard (headless)."""
    try:
        text = pygame.scrap.get_text() if hasattr(pygame, "scrap") else ""
    except Exception:  # noqa: BLE001 - no clipboard (headless, odd platform): paste nothing
        return ""
    return "".join(ch for ch in (text or "") if ch.isprintable())
