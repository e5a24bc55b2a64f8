"""The replay viewer: a recorded game's finished deals, step by step, forward and back.

The same screen is the round review (after the score sheet, the round just played) and the
menu's *Replays* (any saved game or record file, deal by deal). The stepping is the app's own,
over a :class:`~.stepper.Replay`; the game's table draws a deal at a step (a
:class:`DealPainter` made by its ``TableEntry.review``).

Keys: Left/Right a step, Up/Down a trick (to the step that ends it), Home/End the deal's first
and last step, Page Up/Page Down the previous and next deal, R retries the deal (a practice
game from its bets), Esc goes back. Every key has its button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.game_setup import SeatSetup
from oh7_desktop.app.menus.base import Action, MenuScene, draw_background, draw_hints
from oh7_desktop.app.scene import Scene, Services
from oh7_desktop.app.widgets import GOLD, Button, px

from .stepper import DealSteps, Replay


class DealPainter(Protocol):
    """What a game's table draws and says of one deal at one step."""

    def title(self, deal: DealSteps) -> str:
        """The deal's heading (``Round 3``)."""
        ...

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a trick (Up/Down jump between them)."""
        ...

    def draw(self, surface: pygame.Surface, area: pygame.Rect, ui: float, deal: DealSteps, position: int) -> None:
        """Draw the deal after step ``position`` inside ``area``."""
        ...


Retry = Callable[[DealSteps], Scene]
"""Makes a practice game of this deal from its bets (a scene pushed over the review)."""


class ReviewScene(MenuScene):
    """Steps through the finished deals of a replay (see the module's docstring)."""

    def __init__(self, services: Services, replay: Replay, painter: DealPainter, *, deal: int | None = None,
                 retry: Retry | None = None, heading: str = "review.heading") -> None:
        self.replay, self.painter, self.retry_deal = replay, painter, retry
        self.heading = heading
        self.deal_number = len(replay.deals) - 1 if deal is None else max(0, min(deal, len(replay.deals) - 1))
        self.position = 0
        super().__init__(services)

    def build(self) -> None:
        """The stepping buttons, Retry and Back, each with its key."""
        has_deals = lambda: bool(self.replay.deals)  # noqa: E731 - a small predicate
        self.buttons = {
            "first": Button(widgets.as_text("|◀"), self.text("key.home"), on_press=self.first, font_size=20,
                            enabled=has_deals),
            "back_trick": Button(self.text("review.trick_back"), "↑", on_press=lambda: self.trick(-1), font_size=18,
                                 enabled=has_deals),
            "previous": Button(widgets.as_text("◀"), "←", on_press=lambda: self.step(-1), font_size=20,
                               enabled=has_deals),
            "next": Button(widgets.as_text("▶"), "→", on_press=lambda: self.step(1), font_size=20, enabled=has_deals),
            "next_trick": Button(self.text("review.trick_next"), "↓", on_press=lambda: self.trick(1), font_size=18,
                                 enabled=has_deals),
            "last": Button(widgets.as_text("▶|"), self.text("key.end"), on_press=self.last, font_size=20,
                           enabled=has_deals),
            "previous_deal": Button(self.text("review.deal_back"), "PgUp", on_press=lambda: self.go_deal(-1),
                                    font_size=18, enabled=lambda: self.deal_number > 0),
            "next_deal": Button(self.text("review.deal_next"), "PgDn", on_press=lambda: self.go_deal(1), font_size=18,
                                enabled=lambda: self.deal_number < len(self.replay.deals) - 1),
            "retry": Button(self.text("review.retry"), "R", on_press=self.retry, font_size=18,
                            enabled=lambda: self.retry_deal is not None and bool(self.replay.deals)),
            "close": Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back, font_size=18),
        }
        self.group.set(list(self.buttons.values()), focus=self.buttons["next"])

    # -- stepping --------------------------------------------------------------------------------
    @property
    def deal(self) -> DealSteps | None:
        """The deal shown (None: the record has no finished deal)."""
        return self.replay.deals[self.deal_number] if self.replay.deals else None

    def step(self, delta: int) -> None:
        """One step forward (+1) or back (-1), within the deal."""
        deal = self.deal
        if deal is not None:
            self.position = max(0, min(len(deal.steps) - 1, self.position + delta))

    def first(self) -> None:
        """The cards as dealt."""
        self.position = 0

    def last(self) -> None:
        """The deal's last step (the round scored)."""
        deal = self.deal
        if deal is not None:
            self.position = len(deal.steps) - 1

    def trick(self, delta: int) -> None:
        """To the end of the next (+1) or previous (-1) trick."""
        deal = self.deal
        if deal is None:
            return
        marks = self.painter.marks(deal)
        if delta > 0:
            self.position = next((m for m in marks if m > self.position), len(deal.steps) - 1)
        else:
            self.position = next((m for m in reversed(marks) if m < self.position), 0)

    def go_deal(self, delta: int) -> None:
        """The previous or next deal, from its first step."""
        number = max(0, min(len(self.replay.deals) - 1, self.deal_number + delta))
        if number != self.deal_number:
            self.deal_number, self.position = number, 0

    def retry(self) -> None:
        """Play this deal again from its bets (a practice game)."""
        deal = self.deal
        if deal is not None and self.retry_deal is not None and self.stack is not None:
            self.stack.push(self.retry_deal(deal))

    # -- the screen ------------------------------------------------------------------------------
    def title(self) -> str:
        """The deal's heading, and where in the game it is."""
        deal = self.deal
        if deal is None:
            return self.t(self.heading)
        return self.painter.title(deal)

    def phase_name(self) -> str:
        """Screenshots call this screen ``review``."""
        return "review"

    def shortcuts(self) -> dict[int, Action]:
        """One key per button (Left/Right/Up/Down step here instead of moving the focus)."""
        return {pygame.K_LEFT: lambda: self.step(-1), pygame.K_RIGHT: lambda: self.step(1),
                pygame.K_UP: lambda: self.trick(-1), pygame.K_DOWN: lambda: self.trick(1),
                pygame.K_HOME: self.first, pygame.K_END: self.last, pygame.K_PAGEUP: lambda: self.go_deal(-1),
                pygame.K_PAGEDOWN: lambda: self.go_deal(1), pygame.K_r: self.retry}

    def hints(self) -> list[tuple[str, str]]:
        """Stepping, tricks, deals, back."""
        return [("← →", self.t("review.hint.step")), ("↑ ↓", self.t("review.hint.trick")),
                ("PgUp PgDn", self.t("review.hint.deal")), (self.t("key.esc"), self.t("hint.back"))]

    def handle(self, event: pygame.event.Event) -> None:
        """The stepping keys act at once (the arrows do not move the focus here); else the menu's."""
        if event.type == pygame.KEYDOWN and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            action = self.shortcuts().get(event.key)
            if action is not None:
                action()
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title, the deal as the game draws it, the buttons and the hints."""
        ui = widgets.scale(surface.get_size())
        draw_background(surface)
        self.draw_title(surface, ui)
        deal = self.deal
        bar_h = px(44, ui)
        bottom = surface.get_height() - px(56, ui)
        area = pygame.Rect(px(30, ui), px(128, ui), surface.get_width() - px(60, ui),
                           bottom - bar_h * 2 - px(30, ui) - px(128, ui))
        if deal is not None:
            caption = self.t("review.position", step=self.position + 1, steps=len(deal.steps),
                             deal=self.deal_number + 1, deals=len(self.replay.deals))
            widgets.blit_text(surface, caption, px(17, ui), GOLD, (surface.get_width() // 2, px(108, ui)),
                              anchor="center")
            self.painter.draw(surface, area, ui, deal, self.position)
        else:
            widgets.blit_text(surface, self.t("review.no_deal"), px(22, ui), GOLD, area.center, anchor="center")
        self._layout_buttons(surface, ui, bottom - bar_h * 2 - px(10, ui), bar_h)
        self.group.draw(surface, ui)
        self.draw_message(surface, ui, bottom + px(2, ui))
        draw_hints(surface, self.hints(), ui)

    def _layout_buttons(self, surface: pygame.Surface, ui: float, top: int, height: int) -> None:
        """Two rows: the stepping buttons, then deals, Retry and Back."""
        rows: Sequence[Sequence[str]] = (("first", "back_trick", "previous", "next", "next_trick", "last"),
                                         ("previous_deal", "next_deal", "retry", "close"))
        gap = px(10, ui)
        for index, names in enumerate(rows):
            width = min(px(210, ui), (surface.get_width() - px(60, ui) - gap * (len(names) - 1)) // len(names))
            x = (surface.get_width() - (width * len(names) + gap * (len(names) - 1))) // 2
            for name in names:
                self.buttons[name].rect = pygame.Rect(x, top + index * (height + gap), width, height)
                x += width + gap


def seat_setups(names: Sequence[str], kinds: Sequence[str], levels: Sequence[str | None]) -> tuple[SeatSetup, ...]:
    """The seats of a game to retry, as its save says they were played."""
    return tuple(SeatSetup(name, kind, level) for name, kind, level in zip(names, kinds, levels))


__all__ = ["DealPainter", "Retry", "ReviewScene", "seat_setups"]
