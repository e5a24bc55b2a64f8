"""The input of a table where a person composes a move in parts: a card picked from the hand,
then a place to send it (Red7's palette or canvas), options asked on the way (which way to carry
out an action), and a button or Enter that plays the move composed.

Mouse: a click on a card picks it, a click on a place (:attr:`PlacingDrawn.targets`) sends the
picked card there, a click on an option chooses it, a right click takes the move back; pointing
at a place says which one (:attr:`PlaceChoices.hover_target`, for a preview). Keys: ← → pick the
next card (the first press picks the focused one), the game's keys for each place
(:attr:`PlaceChoices.TARGET_KEYS`), a digit chooses an option, Space picks the focused card,
Enter chooses the focused option or plays the move, Backspace takes the move back. A game's
``Controls`` subclasses :class:`PlaceChoices` and says what each part does (:meth:`pick`,
:meth:`send`, :meth:`choose_option`, :meth:`end_turn`, :meth:`take_back`, :meth:`press`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

import pygame

from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.choosing import CardChoices, Drawn, S
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.loop import A
from oh7_desktop.games.interface import Game

DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
"""The digit keys 1-9, each choosing that option."""


@dataclass
class PlacingDrawn(Drawn):
    """What the last frame drew that input can hit, with the places and the options."""

    targets: dict[str, pygame.Rect] = field(default_factory=dict)
    options: list[tuple[int, pygame.Rect]] = field(default_factory=list)


class PlaceChoices(CardChoices[S, A], Generic[S, A]):
    """Pick a card, then send it to a place; the game's table says what each part does."""

    drawn: PlacingDrawn
    options: Sequence[object]
    TARGET_KEYS: Mapping[int, str] = {}
    """The keys that send the picked card to a place, by place name."""

    def __init__(self, services: Services, setup: GameSetup, game: Game[Any, Any, Any, Any],
                 *, autoplay: bool = False) -> None:
        super().__init__(services, setup, game, autoplay=autoplay)
        self.drawn = PlacingDrawn()
        self.hover_target: str | None = None
        self.selected: CardKey | None = None
        self.options = []
        """The options asked before the move goes on (empty: none asked)."""

    # -- what the game's table says ---------------------------------------------------------
    def pick(self, key: CardKey) -> None:
        """Pick a card of the hand."""
        raise NotImplementedError

    def send(self, target: str) -> bool:
        """Send the picked card to the place ``target``; True if taken."""
        raise NotImplementedError

    def choose_option(self, index: int) -> bool:
        """Choose one of the options asked; True if taken."""
        raise NotImplementedError

    def end_turn(self) -> bool:
        """Play the move composed (Enter); True if played."""
        raise NotImplementedError

    def press(self, name: str) -> None:
        """A button of the game's table (the score sheet's and the hand-off's are the kit's)."""

    # -- input --------------------------------------------------------------------------------
    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: which card and which place it is over (a preview may follow)."""
        super().point(pos)
        self.hover_target = next((n for n, r in self.drawn.targets.items() if r.collidepoint(pos)), None)

    def overlay_done(self) -> bool:
        """Dismiss a hand-off screen or score sheet, or skip the show; True if one was up. A
        card still sliding to the move being composed stops there: the click still counts."""
        if self.turns.handoff is None and not self.sheet_open and not self.director.busy:
            self.animator.finish()
            return False
        return super().overlay_done()

    def click_table(self, button: str | None, pos: tuple[int, int]) -> None:
        """A click on a button, an option, a place (with a card picked) or a card."""
        if button is not None:
            if button not in ("handoff", "continue"):  # those two were dismissed already
                self.press(button)
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

    def key_table(self, key: int, typed: str) -> None:
        """A place's key sends the picked card there, a digit chooses an option, Backspace
        takes the move back."""
        if key in self.TARGET_KEYS and not self.options:
            self.send(self.TARGET_KEYS[key])
        elif key == pygame.K_BACKSPACE:
            self.take_back()
        elif key in DIGITS and self.options:
            self.choose_option(DIGITS[key] - 1)

    def picker(self) -> Sequence[object]:
        """The options asked, while asked (the keys then move among them, not the cards)."""
        return self.options

    def choose_focused(self, confirm: bool) -> None:
        """Enter (``confirm``): the focused option, else play the move; Space: the focused
        option, else pick the focused card."""
        if self.options:
            self.choose_option(self.focus % len(self.options))
        elif not confirm:
            cards = self.choosable()
            if cards:
                self.pick(cards[self.focus % len(cards)])
        else:
            self.end_turn()

    def focus_end(self, last: bool) -> None:
        """Home / End: the first or last option, else pick the first or last card (as ← → pick)."""
        super().focus_end(last)
        cards = self.choosable()
        if not self.options and cards:
            self.selected = cards[self.focus % len(cards)]

    def move_focus(self, step: int) -> None:
        """← →: the next option, else pick the next card (nothing picked: the focused one)."""
        cards = self.choosable()
        count = len(self.options) or len(cards)
        if not count:
            return
        self.focus_moved_at = self.now()  # the zoom shows the card a while (kit.zoom)
        if not self.options and self.selected not in cards:  # nothing picked: the first press picks
            self.focus %= count
            self.selected = cards[self.focus]
            return
        if not self.options and self.selected is not None:  # the picked card is where the keys start
            self.focus = cards.index(self.selected)
        self.focus = (self.focus + step) % count
        self.hover = None
        if not self.options:
            self.selected = cards[self.focus]
