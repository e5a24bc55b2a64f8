"""The table's ways of looking closer at its cards, shared by every table (a base of each
table's scene): the hover zoom of a face-up table card (:mod:`.table_zoom`) and the close look
at the middle of the table (Z, :mod:`.close_look`), with its spoken words.

The scene records what the pointer rests on and whether the close look is open as it handles
input (:meth:`Looks.look_event`); drawing only reads them (:meth:`Looks.draw_looks`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

from oh7_desktop.app.anim import Animator, Motion
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.close_look import LookGroup, draw_close_look, spoken_look
from oh7_desktop.app.kit.geometry import HAND, TableGeometry
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.spoken import Heard
from oh7_desktop.app.kit.table_zoom import Extra, Pointed, draw_table_zoom, pointed_card
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.app.scene import Table

LOOK_KEY = pygame.K_z
"""Opens and closes the close look (Z, as zoom; Ctrl+Z stays undo)."""


@dataclass
class Looking:
    """What the player looks at closer now: the close look open, the table card pointed at."""

    open: bool = False
    pointed: Pointed | None = None
    heard: Heard = field(default_factory=Heard)
    """What the spoken table said of the cards (:mod:`.spoken`)."""


def trick_groups(trick: Iterable[tuple[int, CardKey]], seat_name: Callable[[int], str],
                 said: Callable[[CardKey], str]) -> list[LookGroup]:
    """The close look's groups of a trick in the middle: each card with its player's name, in
    the order played."""
    return [LookGroup(seat_name(seat), (key,), "trick", (said(key),)) for seat, key in trick]


G = TypeVar("G", bound=TableGeometry)
"""The table's geometry type."""


class Looks(Table, Generic[G]):
    """The hover zoom and the close look of a table; the attributes are the scene's."""

    looking: Looking
    geo: G
    painter: CardPainter
    animator: Animator
    words: Words

    def look_groups(self) -> Sequence[LookGroup]:
        """What the close look shows now: the middle of the table (the game's table says)."""
        return []

    def look_extras(self) -> Sequence[Extra]:
        """Face-up cards drawn apart from the animated ones, magnified too (none by default)."""
        return ()

    def can_look(self) -> bool:
        """True while the table itself is on screen (no hand-off screen, score sheet or last trick)."""
        raise NotImplementedError

    def looking_now(self) -> bool:
        """True while the close look is open and shows."""
        return self.looking.open and self.can_look()

    def look_event(self, event: pygame.event.Event, cards: Iterable[tuple[CardKey, pygame.Rect]],
                   boxes: Sequence[pygame.Rect]) -> bool:
        """Z opens the close look (from the table) or closes it; while it is open, Esc or a click
        closes it and other keys wait. The pointer's motion notes the table card under it, if
        it is on none of the player's ``cards`` and ``boxes`` (buttons, pickers) drawn last. True
        if used."""
        looking = self.looking
        if not self.can_look():
            looking.open = False
        if event.type == pygame.MOUSEMOTION:
            spot = pygame.Rect(event.pos, (1, 1))
            free = spot.collidelist([rect for _, rect in cards] + list(boxes)) < 0
            hit = next((k for k, rect, _ in self.look_extras() if rect.collidepoint(event.pos)), None)
            if hit is None and free:
                hit = pointed_card(self.animator.items(), event.pos, self.geo.area(HAND).rect)
            looking.pointed = None if hit is None else (hit, event.pos)
            return False
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if event.type == pygame.KEYDOWN and event.key == LOOK_KEY and not ctrl and self.can_look():
            looking.open, looking.pointed = not looking.open, None
            return True
        if not looking.open:
            return False
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)
        if clicked or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            looking.open = False
            return True
        return event.type == pygame.KEYDOWN and not pygame.K_F1 <= event.key <= pygame.K_F12

    def draw_looks(self, surface: pygame.Surface, items: Iterable[tuple[Hashable, Motion]]) -> None:
        """Over the table drawn: the close look when open, else the pointed card magnified."""
        if self.looking_now():
            draw_close_look(surface, self.geo, self.painter, self.look_groups(), self.words)
        elif self.can_look():
            draw_table_zoom(surface, self.geo, self.painter, items, self.looking.pointed, self.look_extras())

    def spoken(self) -> str | None:
        """The close look's cards in words while it is open (else the table's live lines)."""
        return spoken_look(self.look_groups(), self.words) if self.looking_now() else super().spoken()

    def card_words(self, key: CardKey) -> str:
        """A card in words, as the game's hints name it (the game's table says)."""
        return str(key)

    def card_reason(self, key: CardKey) -> str | None:
        """Why the acting seat may not play this card now (None: it may; the game's table says)."""
        return None

    def focus_now(self) -> tuple[float, CardKey] | None:
        """When a key last moved the focus to a card of the hand, and that card (None: no key did)."""
        return None

    def cards_said_otherwise(self) -> Collection[str]:
        """The cards (in words) a line of the table says as they are played: not said again as a
        card played (the game's table says which)."""
        return ()

    def spoken_events(self) -> str | None:
        """The cards played since the last frame, then the card a key focused (with why it cannot
        be played, when it cannot)."""
        heard = self.looking.heard
        lines = heard.played(self.look_groups(), self.words, self.cards_said_otherwise())
        focus = self.focus_now()
        focused = heard.focused(None if focus is None else (focus[0], self.card_words(focus[1])))
        if focused is not None and focus is not None:
            reason = self.card_reason(focus[1])
            lines.append(focused if reason is None else self.words("speech.cannot_play", card=focused, reason=reason))
        return ". ".join(lines) or None

    def wants_escape(self) -> bool:
        """Esc closes the close look while it is open."""
        return self.looking_now() or super().wants_escape()
