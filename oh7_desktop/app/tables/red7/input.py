"""Mouse and keys at Red7's table, turned into the choices of :mod:`.controls`.

Clicks hit what the last frame drew (:class:`.controls.Drawn`): a button, an option of the
action rule, one of the two targets (palette, canvas), a card of the hand; anything else skips
the show or dismisses the screen that is up. Keys are listed in :mod:`.controls`.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit import sheet_chart

from .controls import Controls

DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
TO_PALETTE = (pygame.K_UP, pygame.K_p)
TO_CANVAS = (pygame.K_DOWN, pygame.K_c)


class Input(Controls):
    """Reads the mouse and the keyboard."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard (a hand just revealed by a hand-off ignores them a moment)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.turns.settling():
            return
        if sheet_chart.chart_event(self, event, self.drawn.buttons) or self.learn_event(event, self.drawn.buttons):
            return
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.take_back()
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: which card and which target it is over (the preview follows)."""
        self.hover = next((k for k, r in reversed(self.drawn.cards) if r.collidepoint(pos)), None)
        self.hover_target = next((n for n, r in self.drawn.targets.items() if r.collidepoint(pos)), None)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click: a button, an option, a target, a card; else skip or dismiss."""
        name = next((n for n, r in self.drawn.buttons.items() if r.collidepoint(pos)), None)
        if name is not None:
            self.press(name)
            return
        if self.overlay_done():
            return
        for index, rect in self.drawn.options:
            if rect.collidepoint(pos):
                self.choose_option(index)
                return
        target = next((n for n, r in self.drawn.targets.items() if r.collidepoint(pos)), None)
        if target is not None and self.selected is not None:
            self.send(target)
            return
        for key, rect in reversed(self.drawn.cards):
            if rect.collidepoint(pos):
                self.pick(key)
                return

    def press(self, name: str) -> None:
        """A button of the table."""
        if name == "sheet":
            self.toggle_sheet()
        elif name in ("handoff", "continue"):
            self.overlay_done()
        elif name == "end":
            self.end_turn()
        elif name == "fold":
            self.fold()
        elif name == "back":
            self.take_back()

    def key(self, key: int) -> None:
        """A key: pick, send, end the turn, take back, fold, scores, or skip/dismiss."""
        if key == pygame.K_s:
            self.toggle_sheet()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not self.overlay_done():
                self._enter(key == pygame.K_SPACE)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_focus(1 if key == pygame.K_RIGHT else -1)
        elif key in TO_PALETTE and not self.options:
            self.send("palette")
        elif key in TO_CANVAS and not self.options:
            self.send("canvas")
        elif key == pygame.K_BACKSPACE:
            self.take_back()
        elif key == pygame.K_f:
            self.fold()
        elif key in DIGITS and self.options:
            self.choose_option(DIGITS[key] - 1)

    def _enter(self, space: bool) -> None:
        """Enter: the focused option, else end the turn; Space picks the focused card."""
        if self.options:
            self.choose_option(self.focus % len(self.options))
        elif space:
            cards = self.choosable()
            if cards:
                self.pick(cards[self.focus % len(cards)])
        else:
            self.end_turn()

    def _move_focus(self, step: int) -> None:
        cards = self.choosable()
        count = len(self.options) or len(cards)
        if not count:
            return
        if not self.options and self.selected not in cards:  # nothing picked: the first press picks
            self.focus %= count
            self.selected = cards[self.focus]
            return
        if not self.options:  # the picked card is where the keys start
            self.focus = cards.index(self.selected)  # type: ignore[arg-type]
        self.focus = (self.focus + step) % count
        self.hover = None
        if not self.options:
            self.selected = cards[self.focus]
