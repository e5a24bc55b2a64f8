"""What the players do at Oh Hell's table: pick a bid or a card with the mouse or the keys,
take the screen in couch play, look at the score sheet.

Keys: ← → move among the bids or cards, Enter or Space chooses, a digit bids that number
(two digits quickly for 10-15), S shows the score sheet, L the last trick, Space/Enter/click skips an animation
or dismisses a sheet or hand-off screen. A refused choice says why in the player's words (the
engine's reason code, translated); the bid the hook forbids is drawn disabled with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.table.cards import CardPainter
from oh7_desktop.app.table.loop import GameLoop
from oh7_desktop.app.table.kinds import CardKey
from oh7_desktop.app.table.ui import Words
from oh7_desktop.games import registry
from oh7_desktop.games.interface import ReasonArg
from oh7_desktop.games.oh_hell import Bid, GameState, Phase, Play, Reason, explain, illegal_code

from .director import Director
from .form import GAME
from .geometry import Geometry, sort_key
from .model import HellModel, card_of
from .turns import Turns

DIGIT_WINDOW = 0.8
"""Seconds in which a second digit extends the first (to bid 10 to 15)."""


@dataclass
class Drawn:
    """What the last frame drew that input can hit."""

    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    cards: list[tuple[CardKey, pygame.Rect]] = field(default_factory=list)
    bids: list[tuple[int, pygame.Rect]] = field(default_factory=list)


def card_text(card: str) -> str:
    """A card in the player's symbols: ``QS`` -> ``Q♠``, ``TH`` -> ``10♥``."""
    card = card.strip()
    if len(card) != 2:
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_GLYPHS.get(card[1], card[1])


class Controls(GameLoop):
    """The table's choices and their reasons; the scene holds the state they act on."""

    state: GameState
    model: HellModel
    words: Words
    drawn: Drawn
    focus: int
    flash: tuple[str, float] | None
    typed: tuple[int, float] | None

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services, setup, registry.get(GAME), autoplay=autoplay)
        self.drawn = Drawn()
        self.focus = 0
        self.flash = None
        self.typed = None
        self.hover: CardKey | None = None
        self.show_last = False
        """The last trick is shown again over the table (L)."""
        self._focus_turn: tuple[int, int] | None = None

    geo: Geometry
    painter: CardPainter
    turns: Turns
    director: Director
    animator: Animator

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
        return translate(reason, GAME, self.words, self.words.has, ReasonStyle(self.render_arg), explain)

    def bid_choices(self) -> list[tuple[int, str | None]]:
        """The acting seat's bids, 0 … hand size, each with why it is refused (None: allowed)."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.BID:
            return []
        cards = len(self.state.hands[seat])
        return [(n, None if (r := illegal_code(self.state, Bid(seat, n))) is None else self.explain(r))
                for n in range(cards + 1)]

    def choosable(self) -> list[CardKey]:
        """The acting seat's cards in the order shown (empty unless it plays now)."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.PLAY:
            return []
        return sorted(self.model.hands[seat], key=sort_key)

    def card_reason(self, key: CardKey) -> str | None:
        """Why the acting seat may not play this card now (None: it may)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        reason = illegal_code(self.state, Play(seat, card_of(key)))
        return None if reason is None else self.explain(reason)

    # -- choosing --------------------------------------------------------------------------
    def choose_bid(self, bid: int) -> bool:
        """The acting seat bids ``bid`` if it may, else hears why. True if taken."""
        seat = self.acting_seat()
        choices = dict(self.bid_choices())
        if seat is None or bid not in choices:
            return False
        reason = choices[bid]
        if reason is not None:
            self.refuse(reason)
            return False
        self.apply_action(Bid(seat, bid))
        return True

    def choose_card(self, key: CardKey) -> bool:
        """The acting seat plays a card if it may, else hears why. True if taken."""
        seat = self.acting_seat()
        if seat is None or key not in self.choosable():
            return False
        reason = self.card_reason(key)
        if reason is not None:
            self.refuse(reason)
            return False
        self.hover = None
        self.apply_action(Play(seat, card_of(key)))
        return True

    def refocus(self) -> None:
        """A new decision puts the keyboard on the first bid or card that may be chosen."""
        seat = self.acting_seat()
        turn = None if seat is None else (seat, self.state.actions)
        if turn is None or turn == self._focus_turn:
            self._focus_turn = turn
            return
        self._focus_turn = turn
        bids = self.bid_choices()
        if bids:
            self.focus = next((i for i, (_, reason) in enumerate(bids) if reason is None), 0)
        else:
            cards = self.choosable()
            self.focus = next((i for i, key in enumerate(cards) if self.card_reason(key) is None), 0)

    def refuse(self, reason: str) -> None:
        """Say why a choice is refused, with the error sound."""
        self.say(reason)
        sounds = self.services.sounds
        if sounds is not None:
            sounds.play("error")

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message near the hand."""
        self.flash = (message, self.now() + seconds)

    def now(self) -> float:
        """The table's clock."""
        return self.turns.clock

    def tick_flash(self) -> None:
        """Let an old message go; a lone ``1`` typed with no second digit bids 1."""
        if self.flash is not None and self.now() > self.flash[1]:
            self.flash = None
        if self.typed is not None and self.now() - self.typed[1] > DIGIT_WINDOW:
            self.typed = None
            self.choose_bid(1)

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """React to the mouse and keyboard."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, r in reversed(self.drawn.cards) if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, getattr(event, "unicode", ""))

    def _overlay_done(self) -> bool:
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

    def click(self, pos: tuple[int, int]) -> None:
        """A left click: a button, a bid, a card, else skip or dismiss what is up."""
        name = next((n for n, r in self.drawn.buttons.items() if r.collidepoint(pos)), None)
        if name == "last" or self.show_last:  # a click anywhere puts the last trick away
            self.toggle_last()
            return
        if name == "sheet":
            self.toggle_sheet()
            return
        if self._overlay_done():
            return
        for bid, rect in self.drawn.bids:
            if rect.collidepoint(pos):
                self.choose_bid(bid)
                return
        for key, rect in reversed(self.drawn.cards):
            if rect.collidepoint(pos):
                self.choose_card(key)
                return

    def toggle_sheet(self) -> None:
        """Open the score sheet to look (S), or close it."""
        if self.sheet_open:
            self.close_sheet()
        elif any(log.scored is not None for log in self.state.log):
            self.open_sheet(manual=True)

    def toggle_last(self) -> None:
        """Show the last trick again (L), or put it away."""
        self.show_last = not self.show_last and self.model.last_trick is not None and not self.sheet_open

    def wants_escape(self) -> bool:
        """Esc puts away the last trick or a score sheet opened to look."""
        return self.show_last or super().wants_escape()

    def key(self, key: int, typed: str) -> None:
        """A key: move, choose, bid by number, sheet, last trick, or skip/dismiss."""
        if self.show_last or key == pygame.K_l:  # any key puts the last trick away
            self.toggle_last()
        elif key == pygame.K_s:
            self.toggle_sheet()
        elif key == pygame.K_ESCAPE and self.sheet_open:
            self.close_sheet()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not self._overlay_done():
                self.choose_focused()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            count = len(self.bid_choices()) or len(self.choosable())
            if count:
                self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % count
                self.hover = None
        elif typed.isdigit() and self.bid_choices():
            self.type_digit(int(typed))

    def choose_focused(self) -> None:
        """Enter/Space: the focused bid or card."""
        bids = self.bid_choices()
        if bids:
            self.choose_bid(bids[self.focus % len(bids)][0])
            return
        cards = self.choosable()
        if cards:
            self.choose_card(self.hover if self.hover in cards else cards[self.focus % len(cards)])

    def type_digit(self, digit: int) -> None:
        """A digit bids at once, unless a second digit could still make a bid of 10-15."""
        most = len(self.bid_choices()) - 1
        if self.typed is not None and self.now() - self.typed[1] <= DIGIT_WINDOW and self.typed[0] * 10 + digit <= most:
            self.typed = None
            self.choose_bid(10 + digit)
            return
        if digit == 1 and most >= 10:
            self.typed = (1, self.now())
            self.focus = 1
            return
        self.typed = None
        self.choose_bid(digit)
