"""What the players do at Seven Up's table: stand or beg, give or run, pick three cards to set
aside, play a card, take the screen in couch play, look at the score sheet.

Mouse: click a button of the question, click cards to pick (or unpick) the three to set
aside then the confirm button, click a card to play it. Keys: ← → move among the answers or
cards, 1 / 2 give the first / second answer, Enter chooses (in the set-aside: Space picks the
focused card, Enter confirms once three are picked), S shows the score sheet (G its chart), L the last
trick (any key or click puts it away), Space / Enter /
click skips an animation or dismisses a sheet or hand-off screen; H, U (Ctrl+Z) and B are the kit's
learning aids (:mod:`oh7_desktop.app.kit.aids`). A refused choice says why
in the player's words (the engine's reason code, translated); a card that may not be played
is drawn dimmed.
"""

from __future__ import annotations

from collections.abc import Sequence
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
from oh7_desktop.app.kit.table_zoom import Extra
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games import registry
from oh7_desktop.games.seven_up import (RUN_SIZE, Action, Decide, GameState, Phase, Play, SetAside, decide_of,
                                        illegal_reason, play_of, set_aside_of)

from .director import Director
from .form import GAME
from .geometry import Geometry, sort_key
from .model import SevenUpModel, card_of
from .turns import Turns

ANSWERS = {Phase.STAND_OR_BEG: ("stand", "beg"), Phase.GIVE_OR_RUN: ("give", "run")}
"""The two answers of each question, in the order shown (and keyed 1, 2)."""


@dataclass
class Drawn(BaseDrawn):
    """What the last frame drew that input can hit (the question's answers too)."""

    answers: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    awards: list[tuple[CardKey, pygame.Rect]] = field(default_factory=list)
    """The cards of the points panel (each point's winning card), face up."""


class Controls(CardChoices[GameState, Action]):
    """The table's choices and their reasons; the scene holds the state they act on."""

    state: GameState
    model: SevenUpModel
    words: Words
    drawn: Drawn
    setup: GameSetup
    geo: Geometry
    painter: CardPainter
    turns: Turns
    director: Director
    animator: Animator

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services, setup, registry.get(GAME), autoplay=autoplay)
        self.drawn = Drawn()
        self.picked: list[CardKey] = []
        """The cards picked so far to set aside (the acting seat's, before confirming)."""

    # -- what may be chosen now ----------------------------------------------------------------
    def answers(self) -> tuple[str, ...]:
        """The acting seat's two answers to the question asked now (empty if none)."""
        seat = self.acting_seat()
        return () if seat is None else ANSWERS.get(self.state.phase, ())

    def setting_aside(self) -> bool:
        """True while the acting seat picks the three cards it sets aside."""
        return self.acting_seat() is not None and self.state.phase is Phase.SET_ASIDE

    def choosable(self) -> list[CardKey]:
        """The acting seat's cards in the order shown (empty unless it plays or sets aside now)."""
        seat = self.acting_seat()
        if seat is None or self.state.phase not in (Phase.PLAY, Phase.SET_ASIDE):
            return []
        return sorted(self.model.hands[seat], key=lambda k: sort_key(k, self.model.trump))

    def card_reason(self, key: CardKey) -> str | None:
        """Why the acting seat may not play this card now (None: it may)."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.PLAY:
            return None
        reason = illegal_reason(self.state, play_of(seat, card_of(key)))
        return None if reason is None else self.explain(reason)

    def aside_reason(self) -> str | None:
        """Why the cards picked cannot be set aside yet (None: they can)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        reason = illegal_reason(self.state, set_aside_of(seat, [card_of(k) for k in self.picked]))
        return None if reason is None else self.explain(reason)

    # -- choosing --------------------------------------------------------------------------
    def choose_answer(self, answer: str) -> bool:
        """The acting seat says ``answer`` (stand, beg, give, run) if it may. True if taken."""
        seat = self.acting_seat()
        if seat is None or answer not in self.answers():
            return False
        reason = illegal_reason(self.state, decide_of(seat, answer))
        if reason is not None:
            self.refuse(self.explain(reason))
            return False
        self.apply_action(decide_of(seat, answer))
        return True

    def choose_card(self, key: CardKey) -> bool:
        """Play a card, or pick / unpick it for the set-aside. True if something changed."""
        seat = self.acting_seat()
        if seat is None or key not in self.choosable():
            return False
        if self.state.phase is Phase.SET_ASIDE:
            return self.pick(key)
        reason = self.card_reason(key)
        if reason is not None:
            self.refuse(reason)
            return False
        self.hover = None
        self.apply_action(play_of(seat, card_of(key)))
        return True

    def pick(self, key: CardKey) -> bool:
        """Pick a card for the set-aside (or put it back); a fourth one is refused."""
        if key in self.picked:
            self.picked.remove(key)
            return True
        if len(self.picked) >= RUN_SIZE:
            self.refuse(self.words("su.aside.three", count=RUN_SIZE))
            return False
        self.picked.append(key)
        return True

    def confirm_aside(self) -> bool:
        """Set the picked cards aside if they are three (else say why). True if taken."""
        seat = self.acting_seat()
        if seat is None or self.state.phase is not Phase.SET_ASIDE:
            return False
        reason = self.aside_reason()
        if reason is not None:
            self.refuse(reason)
            return False
        action = set_aside_of(seat, [card_of(k) for k in self.picked])
        self.picked, self.hover = [], None
        self.apply_action(action)
        return True

    def refocus(self) -> None:
        """A new decision puts the keyboard on the first answer or card that may be chosen."""
        if not self.new_decision():
            return
        self.picked = []
        cards = self.choosable()
        self.focus = next((i for i, key in enumerate(cards) if self.card_reason(key) is None), 0)

    def lift_hint(self, action: object) -> None:
        """The hint's answer is focused, its card lifted, or its three cards picked to set aside."""
        if isinstance(action, Decide) and action.decision in self.answers():
            self.focus = self.answers().index(action.decision)
        elif isinstance(action, Play):
            self.lift_cards([action.card])
        elif isinstance(action, SetAside):
            self.picked = self.lift_cards(action.cards)

    def decision_shown(self, action: object) -> bool:
        """A bot's set-aside stays secret: only its answers and plays are explained."""
        return not isinstance(action, SetAside)

    # -- input -----------------------------------------------------------------------------
    def click_table(self, button: str | None, pos: tuple[int, int]) -> None:
        """A click on the set-aside's confirm button, an answer or a card."""
        if button == "aside":
            self.confirm_aside()
            return
        for answer, rect in self.drawn.answers:
            if rect.collidepoint(pos):
                self.choose_answer(answer)
                return
        for key, rect in reversed(self.drawn.cards):
            if rect.collidepoint(pos):
                self.choose_card(key)
                return

    def picker(self) -> Sequence[object]:
        """The answers to the trump question, while it is asked."""
        return self.answers()

    def table_keys(self) -> KeyList:
        """Seven Up's own keys: 1 or 2 gives the first or second answer (stand/beg, give/run)."""
        return named(self.services, [("1 / 2", "keys.seven_up.answer")]) if self.answers() else []

    def key_table(self, key: int, typed: str) -> None:
        """1 and 2 choose the first or second answer."""
        if key in (pygame.K_1, pygame.K_2, pygame.K_KP1, pygame.K_KP2) and self.answers():
            self.choose_answer(self.answers()[0 if key in (pygame.K_1, pygame.K_KP1) else 1])

    def look_extras(self) -> list[Extra]:
        """The points panel's cards, magnified too when pointed at."""
        return [(key, rect, "award") for key, rect in self.drawn.awards]

    def look_groups(self) -> list[LookGroup]:
        """The close look (Z): the trick in the middle, each card with its player's name."""
        return trick_groups(self.model.trick, self.seat_name, self.card_words)

    def card_words(self, key: CardKey) -> str:
        """A card in words, as the hints name it."""
        return card_text(str(card_of(key)))

    def choose_focused(self, confirm: bool) -> None:
        """Enter/Space: the focused answer or card; in the set-aside, Space picks the focused
        card and Enter confirms once three are picked (else picks too)."""
        answers = self.answers()
        if answers:
            self.choose_answer(answers[self.focus % len(answers)])
            return
        cards = self.choosable()
        if self.setting_aside() and confirm and len(self.picked) == RUN_SIZE:
            self.confirm_aside()
        elif cards:
            self.choose_card(self.hover if self.hover in cards else cards[self.focus % len(cards)])
