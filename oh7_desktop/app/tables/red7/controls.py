"""What the players do at Red7's table: compose a move with the mouse or the keys, fold, take
the screen in couch play, look at the scores.

Mouse: click a card of your hand to pick it, then click your palette or the canvas to send it
there (hovering either shows who would be winning, and which of your cards would count);
``End turn`` plays a palette card alone; a card sent to the canvas ends the turn. Keys: ← →
pick a card, ↑ or P sends it to the palette, C or ↓ to the canvas, Enter ends the turn,
Backspace takes the move back, F folds (twice, so a slip never folds; once when the rules
fold you), S shows the scores (G their chart). An odd card placed on the palette with the action rule opens its
options at once (which card, canvas or deck): digits, the arrows and Enter, or a click choose
one. Space/Enter/click skips an animation or dismisses a screen; H, U (Ctrl+Z) and B are the kit's
learning aids (:mod:`oh7_desktop.app.kit.aids`). A refused part says why in the player's words (the engine's reason code,
translated); parts that cannot lead to a legal move are drawn dimmed with that reason. The kit
(:mod:`oh7_desktop.app.kit.placing`) reads the mouse and the keys; this class says what each
part of a move does.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.anim import Animator, scaled
from oh7_desktop.app.game_setup import GameSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.cards import CardPainter
from oh7_desktop.app.kit.keys import KeyList, named
from oh7_desktop.app.kit.close_look import LookGroup
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.placing import PlaceChoices, PlacingDrawn as Drawn
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.games import registry
from oh7_desktop.games.interface import ReasonArg
from oh7_desktop.games.red7 import Action, Card, Fold, GameState, Move, Standing, preview, view

from .card_words import CARD_ARGS, readable
from .director import Director
from .form import GAME
from .geometry import Geometry, Plan
from .model import Red7Model, card_of, key_of
from .moves import Chain, Choice, MoveChoices
from .turns import Turns

TARGETS = ("palette", "canvas")

__all__ = ["TARGETS", "Controls", "Drawn"]


class Controls(PlaceChoices[GameState, Action]):
    """The table's choices and their reasons; the scene holds the state they act on."""

    state: GameState
    model: Red7Model
    words: Words
    geo: Geometry
    painter: CardPainter
    turns: Turns
    director: Director
    animator: Animator
    options: list[Choice]
    TARGET_KEYS = {pygame.K_UP: "palette", pygame.K_p: "palette", pygame.K_DOWN: "canvas", pygame.K_c: "canvas"}
    shows_last_trick = False  # Red7 has no tricks: no L
    vertical_focus = False  # ↑ ↓ send the picked card to the palette or the canvas

    def __init__(self, services: Services, setup: GameSetup, *, autoplay: bool = False) -> None:
        super().__init__(services, setup, registry.get(GAME), autoplay=autoplay)
        self.plan = Plan()
        self.options = []
        """The ways to carry out the palette card's actions, asked before the turn goes on."""
        self.chain: Chain | None = None
        """The palette card's actions as the player chose them (None: not chosen yet)."""
        self.fold_armed = False
        """A first F (or click on Fold) asked to confirm: the question stays until answered."""
        self._choices: tuple[int, MoveChoices] | None = None
        self._view: tuple[int, object] | None = None

    # -- reasons ---------------------------------------------------------------------------
    def render_arg(self, name: str, value: ReasonArg) -> str:
        """A reason's argument in the player's words (rules, seats and cards by name)."""
        if name == "rule" and isinstance(value, str):
            return self.words(f"red7.rule.{value}")
        if name in ("seat", "turn", "owner") and isinstance(value, int):
            return self.seat_name(value)
        return readable(str(value), self.words) if name in CARD_ARGS else str(value)

    # -- what may be chosen ----------------------------------------------------------------
    def choices(self) -> MoveChoices | None:
        """The acting seat's legal moves (None unless a human decides now)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        if self._choices is None or self._choices[0] != self.state.actions or self._choices[1].seat != seat:
            self._choices = (self.state.actions, MoveChoices(self.state, seat))
        return self._choices[1]

    def choosable(self) -> list[CardKey]:
        """The acting seat's hand in the order shown, less the cards already placed in the move."""
        seat = self.acting_seat()
        if seat is None:
            return []
        placed = {self.plan.palette, self.plan.canvas}
        return sorted(k for k in self.model.hands[seat] if k not in placed)

    def _parts(self) -> tuple[Card | None, Card | None]:
        p, c = self.plan.palette, self.plan.canvas
        return (None if p is None else card_of(p), None if c is None else card_of(c))

    def card_reason(self, key: CardKey) -> str | None:
        """Why this card can go neither to the palette nor to the canvas now (None: it can)."""
        choices = self.choices()
        if choices is None:
            return None
        palette, canvas = self._parts()
        card = card_of(key)
        if choices.usable(card, palette, canvas, self.chain):
            return None
        first = palette is None and not choices.after_draw
        reason = choices.part_reason(card if first else palette, canvas if first else card,
                                     None if first else self.chain)
        return None if reason is None else self.explain(reason)

    def target_reason(self, target: str, key: CardKey | None = None) -> str | None:
        """Why the picked card may not go to ``target`` (None: it may)."""
        choices, key = self.choices(), key if key is not None else self.selected
        if choices is None or key is None:
            return None
        palette, canvas = self._parts()
        chain = None
        if target == "palette":
            if palette is not None:
                return self.words("red7.one_palette_card")
            palette = card_of(key)
        else:
            canvas, chain = card_of(key), self.chain
        reason = choices.part_reason(palette, canvas, chain)
        return None if reason is None else self.explain(reason)

    def can_end_turn(self) -> bool:
        """True if the parts chosen are a whole legal move (a palette card alone, or after a
        3's draw no discard)."""
        choices = self.choices()
        return choices is not None and bool(choices.exact(*self._parts(), self.chain)) and not self.options

    # -- the preview -----------------------------------------------------------------------
    def seat_view(self) -> object:
        """The acting seat's view (cached for the decision)."""
        seat = self.acting_seat()
        if self._view is None or self._view[0] != self.state.actions:
            self._view = (self.state.actions, view(self.state, seat if seat is not None else 0))
        return self._view[1]

    def previewed(self) -> Standing | None:
        """Who would be winning after the move being composed (and the hovered target)."""
        seat, choices = self.acting_seat(), self.choices()
        if seat is None or choices is None or choices.after_draw and self.plan.canvas is None \
                and self.hover_target != "canvas":
            return None
        palette, canvas = self._parts()
        if self.selected is not None and self.hover_target in TARGETS and self.target_reason(self.hover_target) is None:
            if self.hover_target == "palette":
                palette = card_of(self.selected)
            else:
                canvas = card_of(self.selected)
        if palette is None and canvas is None:
            return None
        effects = self.previewed_chain(choices, palette, canvas)
        return preview(self.seat_view(), Move(seat, palette, canvas, effects))  # type: ignore[arg-type]

    def previewed_chain(self, choices: MoveChoices, palette: Card | None, canvas: Card | None) -> Chain:
        """The actions the preview carries out: the option focused, the one chosen, the only
        way; none while the player has not chosen among several (nothing moves quietly)."""
        if self.options:
            option = self.options[self.focus % len(self.options)]
            return option.effects if isinstance(option, Move) else ()
        if self.chain is not None:
            return self.chain
        chains = choices.chains(palette, canvas) if palette is not None else []
        return chains[0] if chains and not choices.asks(chains) else ()

    # -- choosing --------------------------------------------------------------------------
    def pick(self, key: CardKey) -> None:
        """Pick a card of the hand (a card that can go nowhere says why)."""
        cards = self.choosable()
        if key not in cards:
            return
        self.disarm()
        self.selected = key
        self.focus = cards.index(key)
        reason = self.card_reason(key)
        if reason is not None:
            self.say(reason)

    def send(self, target: str) -> bool:
        """Send the picked card to the palette or the canvas; True if taken."""
        key = self.selected
        if key is None or self.acting_seat() is None:
            return False
        self.disarm()
        reason = self.target_reason(target)
        if reason is not None:
            self.refuse(reason)
            return False
        self.plan = Plan(key, self.plan.canvas) if target == "palette" else Plan(self.plan.palette, key)
        self.selected, self.hover_target = None, None
        self.relayout(scaled(0.2, self.speed()))
        if target == "palette" and self.ask_actions():
            return True
        self.go_on()
        return True

    def ask_actions(self) -> bool:
        """The palette card just placed obliges actions: name them and let the player choose
        how (which card, canvas or deck) before the turn goes on; True if asked. Without a
        choice to make (no action, or a 3's draw alone) the only way is taken."""
        choices, seat = self.choices(), self.acting_seat()
        palette, canvas = self._parts()
        if choices is None or seat is None or palette is None:
            return False
        chains = choices.chains(palette, canvas)
        if not choices.asks(chains):
            self.chain = chains[0] if chains else ()
            return False
        self.options = [Move(seat, palette, None, chain) for chain in chains]
        self.focus = 0
        return True

    def go_on(self) -> None:
        """After a part of the move: end the turn when nothing may follow, else put the keys on
        a card that may still go to the canvas."""
        choices = self.choices()
        if self.plan.canvas is not None:
            if choices is not None and choices.exact(*self._parts(), self.chain):
                self.end_turn()
        elif not self.choices_extend_to_canvas():
            self.end_turn()
        elif self.acting_seat() is not None:  # the keys go on with a card that may follow to the canvas
            cards = self.choosable()
            self.selected = next((k for k in cards if self.target_reason("canvas", k) is None), None)
            self.focus = cards.index(self.selected) if self.selected in cards else 0

    def choices_extend_to_canvas(self) -> bool:
        """True if a discard may still follow the palette card chosen."""
        choices = self.choices()
        palette, _ = self._parts()
        return choices is not None and any(isinstance(m, Move) and m.palette == palette and m.canvas is not None
                                           and (self.chain is None or m.effects == self.chain)
                                           for m in choices.moves)

    def end_turn(self) -> bool:
        """Play the move composed (asking which actions first if several fit); True if played."""
        choices, seat = self.choices(), self.acting_seat()
        if choices is None or seat is None:
            return False
        exact = choices.exact(*self._parts(), self.chain)
        if not exact:
            picked = self.card_reason(self.selected) if self.plan.empty and self.selected is not None else None
            reason = choices.part_reason(*self._parts(), self.chain) or choices.reason(*self._parts(), self.chain or ())
            if picked is not None:  # Enter on a picked card that can go nowhere says why, as a click does
                self.refuse(picked)
            elif reason is not None:
                self.refuse(self.explain(reason))
            return False
        if len(exact) > 1:
            self.options = exact
            self.focus = 0
            return False
        self._play(exact[0])
        return True

    def choose_option(self, index: int) -> bool:
        """Choose one of the action rule's ways to carry out the palette card's actions; the
        turn goes on (a discard may follow) or ends."""
        if not 0 <= index < len(self.options):
            return False
        option = self.options[index]
        self.chain = option.effects if isinstance(option, Move) else ()
        self.options = []
        self.relayout(scaled(0.2, self.speed()))
        self.go_on()
        return True

    def _play(self, action: Choice | Fold) -> None:
        self.options, self.selected, self.hover, self.hover_target = [], None, None, None
        self.disarm()
        self.plan, self.chain = Plan(), None
        self.apply_action(action)

    def take_back(self) -> None:
        """Put the move being composed back in the hand."""
        self.disarm()
        if self.plan.empty and not self.options and self.selected is None:
            return
        self.plan, self.options, self.selected, self.chain = Plan(), [], None, None
        self.relayout(scaled(0.2, self.speed()))

    def fold(self) -> bool:
        """Fold. When the rules fold the player (no move keeps them winning, or an empty hand)
        one press folds; else the first press asks, and the question stays until a second press
        folds or another choice answers no. True if folded."""
        choices, seat = self.choices(), self.acting_seat()
        if choices is None or seat is None or not choices.can_fold:
            return False
        if self.fold_armed or not choices.moves:
            self._play(Fold(seat))
            return True
        self.fold_armed = True
        self.say(self.words("red7.fold_confirm"), float("inf"))
        return False

    def disarm(self) -> None:
        """Another choice answers no to the fold's question."""
        if self.fold_armed:
            self.fold_armed, self.flash = False, None

    def refocus(self) -> None:
        """A new decision clears the move and puts the keyboard on the first usable card."""
        if not self.new_decision():
            return
        self.plan, self.options, self.selected, self.chain = Plan(), [], None, None
        self.disarm()
        if self.acting_seat() is not None:
            cards = self.choosable()
            self.focus = next((i for i, key in enumerate(cards) if self.card_reason(key) is None), 0)
            if cards and self.card_reason(cards[self.focus]) is None:
                self.selected = cards[self.focus]

    # -- input -----------------------------------------------------------------------------
    def press(self, name: str) -> None:
        """A button of the table: end the turn, fold, take the move back."""
        if name == "end":
            self.end_turn()
        elif name == "fold":
            self.fold()
        elif name == "back":
            self.take_back()

    def table_keys(self) -> KeyList:
        """Red7's own keys: a place for the picked card, an action's option, take back, fold."""
        return named(self.services, [("↑ / P", "keys.red7.palette"), ("↓ / C", "keys.red7.canvas"),
                                     ("1–9", "keys.red7.option"), ("Backspace", "keys.red7.take_back"),
                                     ("F", "keys.red7.fold")])

    def key_table(self, key: int, typed: str) -> None:
        """F folds; the kit's keys send, choose an option or take back."""
        if key == pygame.K_f:
            self.fold()
        else:
            super().key_table(key, typed)

    def look_groups(self) -> list[LookGroup]:
        """The close look (Z): the canvas's top card (the rule), then every palette with its
        player's name (a folded palette lies face down: only that it folded)."""
        model, said = self.model, self.card_words
        groups = [LookGroup(self.words("look.canvas"), (model.canvas[-1],), "canvas", (said(model.canvas[-1]),))
                  ] if model.canvas else []
        for seat, palette in enumerate(model.palettes):
            area = f"palette_seat{self.geo.slot(seat)}"
            if model.folded[seat]:
                groups.append(LookGroup(self.seat_name(seat), (), area, (), self.words("red7.folded")))
            else:
                groups.append(LookGroup(self.seat_name(seat), tuple(palette), area, tuple(map(said, palette))))
        return groups

    def card_words(self, key: CardKey) -> str:
        """A card in words, as the hints name it ("Green 6 (G)")."""
        return readable(str(card_of(key)), self.words)

    def cards_said_otherwise(self) -> frozenset[str]:
        """The card the note above the canvas names (a card added to a palette, the first
        player's, one back on the deck): the note says that move, once, in the game's words."""
        card = None if self.director.note is None else self.director.note[1].get("card")
        return frozenset() if card is None else frozenset({readable(str(card), self.words)})

    def spoken_turn(self) -> object:
        """A turn of the spoken table: the actions so far and who decides now."""
        return self.state.actions, self.acting_seat()

    def key_of(self, card: Card) -> CardKey:
        """The physical card of ``card``."""
        return key_of(card)
