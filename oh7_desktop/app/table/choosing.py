"""What every card table's input shares: the pointer over cards, a short message when a choice
is refused (the engine's reason, translated), and Space / Enter / a click that dismisses a
hand-off screen or a score sheet, or skips the show.

A game's ``Controls`` subclasses :class:`CardChoices` and adds what its players choose (bids,
answers, cards) with its own ``click`` and ``key``; its scene gives ``words``, ``drawn`` and
the rest (:class:`~oh7_desktop.app.table.loop.GameLoop`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.scene import Services
from oh7_desktop.app.table.kinds import CardKey
from oh7_desktop.app.table.loop import GameLoop, Shows
from oh7_desktop.app.table.ui import Words
from oh7_desktop.games.interface import Game, Reason, ReasonArg

FLASH_SECONDS = 2.5
"""How long a refused choice's reason stays near the hand."""


class SkippableShow(Shows, Protocol):
    """A show the player can skip to its end (:meth:`~oh7_desktop.app.table.show.Show.skip`)."""

    def skip(self) -> None:
        """Show the rest at once."""
        ...


@dataclass
class Drawn:
    """What the last frame drew that input can hit (a game's table adds its own widgets)."""

    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    cards: list[tuple[CardKey, pygame.Rect]] = field(default_factory=list)


def card_text(card: str) -> str:
    """A 52-card pack's card in the player's symbols: ``QS`` -> ``Q♠``, ``TH`` -> ``10♥``.

    >>> card_text("TH"), card_text(" QS"), card_text("?")
    ('10♥', 'Q♠', '?')
    """
    card = card.strip()
    if len(card) != 2:
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_GLYPHS.get(card[1], card[1])


class CardChoices(GameLoop):
    """The input every card table shares; the scene holds the state it acts on."""

    words: Words
    drawn: Drawn
    director: SkippableShow
    animator: Animator

    def __init__(self, services: Services, setup: GameSetup, game: Game[Any, Any, Any, Any],
                 *, autoplay: bool = False) -> None:
        super().__init__(services, setup, game, autoplay=autoplay)
        self.drawn = Drawn()
        self.focus = 0
        self.flash: tuple[str, float] | None = None
        self.hover: CardKey | None = None

    # -- reasons ---------------------------------------------------------------------------
    def render_arg(self, name: str, value: ReasonArg) -> str:
        """A reason's argument in the player's symbols (suits, cards, seats by name)."""
        if name in ("suit", "lead") and isinstance(value, str):
            return SUIT_GLYPHS.get(value, value)
        if name in ("card", "holds"):
            return " ".join(card_text(part) for part in str(value).replace(",", " ").split())
        if name in ("seat", "turn") and isinstance(value, int):
            return self.seat_name(value)
        return str(value)

    def explain(self, reason: Reason) -> str:
        """The engine's reason, translated."""
        return translate(reason, self.game.name, self.words, self.words.has, ReasonStyle(self.render_arg),
                         self.game.explain)

    def refuse(self, reason: str) -> None:
        """Say why a choice is refused, with the error sound."""
        self.say(reason)
        self.play_sound("error")

    def say(self, message: str, seconds: float = FLASH_SECONDS) -> None:
        """Show a short message near the hand."""
        self.flash = (message, self.now() + seconds)

    def now(self) -> float:
        """The table's clock."""
        return self.turns.clock

    def tick_flash(self) -> None:
        """Let an old message go."""
        if self.flash is not None and self.now() > self.flash[1]:
            self.flash = None

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, r in reversed(self.drawn.cards) if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, getattr(event, "unicode", ""))

    def click(self, pos: tuple[int, int]) -> None:
        """A left click (the game's table says what it hits)."""
        raise NotImplementedError

    def key(self, key: int, typed: str) -> None:
        """A key (the game's table says what it does)."""
        raise NotImplementedError

    def overlay_done(self) -> bool:
        """Dismiss a hand-off screen or score sheet, or skip the show; True if one was up."""
        if self.turns.handoff is not None:
            self.turns.confirm_handoff()
            self.viewer_changed()
            return True
        if self.sheet_open:
            self.close_sheet()
            return True
        if self.director.busy or self.animator.busy:
            self.director.skip()
            self.animator.finish()
            return True
        return False

    def toggle_sheet(self) -> None:
        """Open the score sheet to look (S), or close it."""
        if self.sheet_open:
            self.close_sheet()
        elif self.game.round_results(self.state):
            self.open_sheet(manual=True)
