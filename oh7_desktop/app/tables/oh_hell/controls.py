"""What the players do at Oh Hell's table: pick a bid or a card with the mouse or the keys,
take the screen in couch play, look at the score sheet.

Keys: ← → move among the bids or cards, Enter or Space chooses, a digit bids that number
(two digits quickly for 10-15), S shows the score sheet (G its chart), L the last trick,
Space/Enter/click skips an animation or dismisses a sheet or hand-off screen; H, U (Ctrl+Z) and B are
the kit's learning aids (:mod:`oh7_desktop.app.kit.aids`). A refused choice says
why in the player's words (the engine's reason code, translated); the bid the hook forbids is drawn
disabled with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from oh7_desktop.app.anim import Animator
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.keys import KeyList, named
from oh7_desktop.app.faces import card_text
from oh7_desktop.app.kit.choosing import CardChoices, Drawn as BaseDrawn
from oh7_desktop.app.kit.close_look import LookGroup
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.looks import trick_groups
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games import registry
from oh7_desktop.games.oh_hell import Action, Bid, GameState, Phase, Play, illegal_reason

from .director import Director
from .form import GAME
from .geometry import Geometry, sort_key
from .model import HellModel, card_of
from .turns import Turns

DIGIT_WINDOW = 0.8
"""Seconds in which a second digit extends the first (to bid 10 to 15)."""


@dataclass
class Drawn(BaseDrawn):
    """What the last frame drew that input can hit (the bid picker's numbers too)."""

    bids: list[tuple[int, pygame.Rect]] = field(default_factory=list)


class Controls(CardChoices[GameState, Action]):
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
        self.typed = None

    geo: Geometry
    painter: CardPainter
    turns: Turns
    director: Director
    animator: Animator

    # -- what may be chosen now ----------------------------------------------------------------
    def bid_choices(self) -> list[tuple[int, str | None]]:
        """The acting seat's bids, 0 … hand size, each with why it is refused (None: allowed)."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.BID:
            return []
        cards = len(self.state.hands[seat])
        return [(n, None if (r := illegal_reason(self.state, Bid(seat, n))) is None else self.explain(r))
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
        reason = illegal_reason(self.state, Play(seat, card_of(key)))
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
        if not self.new_decision() or self.acting_seat() is None:
            return
        bids = self.bid_choices()
        if bids:
            self.focus = next((i for i, (_, reason) in enumerate(bids) if reason is None), 0)
        else:
            cards = self.choosable()
            self.focus = next((i for i, key in enumerate(cards) if self.card_reason(key) is None), 0)

    def lift_hint(self, action: object) -> None:
        """The hint's bid is focused, or its card lifted."""
        if isinstance(action, Bid):
            bids = [bid for bid, _ in self.bid_choices()]
            if action.bid in bids:
                self.focus = bids.index(action.bid)
        elif isinstance(action, Play):
            self.lift_cards([action.card])

    def decision_shown(self, action: object) -> bool:
        """A bot's bid is explained once it is shown (a secret bid, once the bids are revealed)."""
        return not isinstance(action, Bid) or self.model.bids[action.seat] is not None

    def tick_flash(self) -> None:
        """Let an old message go; a lone ``1`` typed with no second digit bids 1."""
        super().tick_flash()
        if self.typed is not None and self.now() - self.typed[1] > DIGIT_WINDOW:
            self.typed = None
            self.choose_bid(1)

    # -- input -----------------------------------------------------------------------------
    def click_table(self, button: str | None, pos: tuple[int, int]) -> None:
        """A click on a bid or a card."""
        for bid, rect in self.drawn.bids:
            if rect.collidepoint(pos):
                self.choose_bid(bid)
                return
        for key, rect in reversed(self.drawn.cards):
            if rect.collidepoint(pos):
                self.choose_card(key)
                return

    def picker(self) -> list[tuple[int, str | None]]:
        """The bids, while bidding."""
        return self.bid_choices()

    def look_groups(self) -> list[LookGroup]:
        """The close look (Z): the trick in the middle, each card with its player's name."""
        return trick_groups(self.model.trick, self.seat_name, self.card_words)

    def card_words(self, key: CardKey) -> str:
        """A card in words, as the hints name it."""
        return card_text(str(card_of(key)))

    def table_keys(self) -> KeyList:
        """Oh Hell's own keys: a digit bids that many tricks."""
        return named(self.services, [("0–9", "keys.oh_hell.bid")]) if self.bid_choices() else []

    def key_table(self, key: int, typed: str) -> None:
        """A digit bids that number."""
        if typed.isdigit() and self.bid_choices():
            self.type_digit(int(typed))

    def choose_focused(self, confirm: bool = True) -> None:
        """Enter/Space: the focused bid or card (both keys do the same)."""
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
