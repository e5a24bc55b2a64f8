"""Draws one frame of the table: felt, furniture, cards, messages and overlays, in that order.

Reads the frame's animated model and layout only; never changes the game.
"""

from __future__ import annotations


import pygame

from oh7_desktop.app.anim import Motion
from oh7_desktop.app.cardart import felt
from oh7_desktop.app.drawn import note
from oh7_desktop.app.kit.cards import dim_felt, visible
from oh7_desktop.app.kit.kinds import CardKey
from oh7_desktop.app.kit.row_open import row_slides
from oh7_desktop.app.kit.zoom import draw_zoom, zoomed_card
from oh7_desktop.app.kit.learning_view import LearnFrame
from oh7_desktop.games.oh7 import Phase

from . import hud, messages, overlays, prompt, sheet
from .frame import Drawn, Frame
from .learn_view import draw_learning





def draw_table(surface: pygame.Surface, frame: Frame, learn: LearnFrame | None = None) -> Drawn:
    """Draw the whole table for this frame (with the learning aids of ``learn``); return what
    input can hit. The prompt comes after every button: it sits above their column."""
    drawn = Drawn()
    if frame.handoff is not None or frame.sheet_open:
        # Full-screen screens hide the table: nothing of it needs drawing (and no hand shows).
        surface.blit(dim_felt(surface.get_size()), (0, 0))
        if frame.handoff is not None:
            overlays.draw_handoff(surface, frame, drawn)
        else:
            sheet.draw_sheet(surface, frame, drawn)
        return drawn
    surface.blit(felt(surface.get_size()), (0, 0))
    drawn.lying = hud.draw_furniture(surface, frame)
    drawn.card_rects = draw_cards(surface, frame, drawn.trick, drawn.lying)
    draw_zoom(surface, frame.geo, frame.painter, drawn.card_rects,  # under the messages
              zoomed_card(frame.hover, frame.focused(), frame.focus_moved_at, frame.clock))
    messages.draw_messages(surface, frame, drawn)
    line = None if learn is None else draw_learning(surface, frame, learn, drawn)
    messages.draw_banner(surface, frame, line)
    prompt.draw_prompt(surface, frame, drawn)
    if frame.show_last:
        overlays.draw_last_trick(surface, frame)
    elif frame.acting is not None and frame.state.phase is Phase.INTERROBANG:
        overlays.draw_question(surface, frame, drawn)
    elif frame.tie_looker is not None:
        overlays.draw_tie_note(surface, frame, drawn)
    return drawn


def draw_cards(surface: pygame.Surface, frame: Frame,
               trick: list[pygame.Rect] | None = None,
               others: list[pygame.Rect] | None = None) -> list[tuple[CardKey, pygame.Rect]]:
    """Every physical card, lowest first; the viewer's own cards lift, dim and glow. Returns
    where the viewer's choosable cards were drawn, lowest first (and adds to ``trick`` where
    the trick's cards were, to ``others`` where the others' hands, the bets and the piles were)."""
    acting = frame.acting
    mine = set(frame.choosable) if acting is not None else set()
    focused = frame.focused()
    winner = _winning_key(frame)
    # The winning card of a finished trick comes on top of the others.
    order = visible(sorted(frame.motions,
                            key=lambda item: item[1].current().z + (50 if item[0] == winner else 0)))
    rects: list[tuple[CardKey, pygame.Rect]] = []
    lift_px = frame.geo.px(34)
    tops = {keys_[-1] for keys_ in (frame.model.deck, frame.model.discard, frame.model.dummy_pile) if keys_}
    in_trick = {key for _, key in frame.model.trick}
    lying = _lying(frame)
    slides = _slides(frame, [(key, motion) for key, motion in order if key in mine], focused)
    for key, motion in order:
        assert isinstance(key, tuple)
        state, lift = "normal", 0.0
        # Stacked piles cast one shadow, not one per card; face-down fans need none either.
        place = motion.current()
        shadow = (place.z >= 300 or place.face_up) or key in tops
        if key in mine:
            lift = frame.lifts.get(key, 0.0) * lift_px
            if key in frame.reasons:
                state = "dimmed-focus" if key == focused else "dimmed"  # the focus always shows
            elif key == frame.hover or key == focused:
                state = "selected"
        glow = winner is not None and key == winner
        if glow:
            state = "selected"
        if key in mine:  # the row opened around the lifted card (:mod:`~oh7_desktop.app.kit.row_open`)
            rect = frame.painter.draw_lifted(surface, key, motion, lift, state, glow, shadow, slides.get(key, 0.0))
            rects.append((key, rect.union(rect.move(0, round(place.y) - rect.centery))))  # lifted and resting
            continue
        rect = frame.painter.draw(surface, key, motion, lift, state, halo=glow, shadow=shadow)
        if key in in_trick:
            note("card", rect, "trick", surface)  # nothing may cover the trick (layout checks)
            if trick is not None:
                trick.append(rect)
        elif key in lying:
            note(lying[key], rect.clip(surface.get_rect()), "", surface)  # never its face: it may be down
            if others is not None and lying[key] != "face":
                others.append(rect.clip(surface.get_rect()))
    return rects


def _slides(frame: Frame, row: list[tuple[CardKey, Motion]], focused: CardKey | None) -> dict[CardKey, float]:
    """How far each of the person's cards slides, their row opened around the pointed or focused
    one (a refused one too, unlifted: :mod:`~oh7_desktop.app.kit.row_open`)."""
    wanted = {key for key, _ in row if key == (frame.hover if frame.hover is not None else focused)}
    return row_slides(row, frame.painter.opening.values(wanted, frame.clock), frame.geo.hand_row_rect(),
                      frame.geo.narrow_reach)


def _lying(frame: Frame) -> dict[CardKey, str]:
    """The others' hands' cards (``back``: face down), the viewer's (``face``) and every bet card
    (``bet``), by key: what a panel drawn over the table keeps clear of too (:mod:`oh7_desktop.app.drawn`)."""
    model = frame.model
    lying = {key: "back" if seat != frame.viewer else "face" for seat, hand in enumerate(model.hands) for key in hand}
    lying.update((key, "bet") for row in model.front for key in row)
    lying.update((key, "bet") for key in model.pending if key is not None)
    lying.update((key, "pile") for pile in (model.deck, model.discard, model.dummy_pile) for key in pile)
    return lying




def _winning_key(frame: Frame) -> CardKey | None:
    """The card that wins the complete trick on show (it glows)."""
    model = frame.model
    if model.trick_winner is None:
        return None
    for seat, key in model.trick:
        if seat == model.trick_winner:
            return key
    return None
