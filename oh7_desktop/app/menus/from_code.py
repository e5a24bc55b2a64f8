"""New game → From a code: type (or paste) a deal code and play the same deals with the same bots.

A code that cannot be read is one line under the field (a mistyped character is caught by the
code's check character); a game in progress is replaced only after asking, as Load does.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.menus.base import Action, MenuScene, flow_of
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.widgets import Button, TextField


class FromCodeScene(MenuScene):
    """A code field, Play and Back."""

    panel_width = 640
    explained: tuple[int, int] = (0, 0)
    """The explanation as last drawn: its type size and its number of lines."""

    def build(self) -> None:
        """The field (Enter plays), Play, Back."""
        self.field = TextField(self.text("code.field"), max_length=40, label_width=0.22,
                               placeholder=self.text("code.placeholder"), on_submit=lambda _: self.play())
        self.play_button = Button(self.text("code.play"), self.text("key.enter"), on_press=self.play)
        self.back_button = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back)
        self.group.set([self.field, self.play_button, self.back_button], focus=self.field)

    def play(self) -> None:
        """Start the game the code describes (asking before replacing a game in progress)."""
        from oh7_desktop.app.deal_codes import CodeError, setup_from_code

        if not self.field.text.strip():
            self.say(self.t("code.empty"))
            return
        try:
            setup = setup_from_code(self.field.text)
        except CodeError:  # the engine's line is English: the player reads theirs
            self.say(self.t("code.bad", code=self.field.text.strip()[:40]))
            return
        flow = flow_of(self.services)
        start: Action = lambda: flow.start(setup)  # noqa: E731 - the same start, asked or not
        if flow.has_autosave(setup.game) and self.stack is not None:
            self.stack.push(Notice(self.services, self.t("notice.replace_game.title"), self.t("notice.replace_game"),
                                   [(self.t("menu.start"), start), (self.t("menu.cancel"), lambda: None)]))
        else:
            start()

    def title(self) -> str:
        """From a code."""
        return self.t("code.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``from-code``."""
        return "from-code"

    def hints(self) -> list[tuple[str, str]]:
        """Type, play, back."""
        return [("Ctrl+V", self.t("code.paste")), (self.t("key.enter"), self.t("code.play")),
                (self.t("key.esc"), self.t("hint.back"))]

    def draw_extra(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """What a code is, above the panel, wrapped at the size of the screen's text."""
        from oh7_desktop.app import widgets

        size = widgets.px(20, ui)
        lines = widgets.wrap(self.t("code.explain"), size, area.width + widgets.px(120, ui))
        line_h = round(size * 1.35)
        bottom = area.y - widgets.px(36, ui)
        for index, line in enumerate(lines):
            widgets.blit_text(surface, line, size, widgets.INK,
                              (area.centerx, bottom - (len(lines) - 1 - index) * line_h), anchor="midbottom")
        self.explained = (size, len(lines))
