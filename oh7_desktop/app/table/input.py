"""Mouse and keyboard at the table: the whole game can be played with either.

Keys: Left/Right choose a card, Enter or Space bets/plays it (1-9 pick a card directly),
L shows the last trick, S or Tab the score sheet (G there: its chart), Y/N answer the ``?`` question, Enter
confirms a hand-off and dismisses the score sheet. Any click or key (but Escape and the
function keys, which belong to the app) skips the animation in progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app.anim import Fade
from oh7_desktop.games.oh7 import Phase

if TYPE_CHECKING:
    from .model import CardKey
    from .scene import TableScene

VIEW_KEYS = {pygame.K_l, pygame.K_s, pygame.K_TAB}
"""Keys that only look (last trick, score sheet): they work during animations, never skip them."""
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PASS_THROUGH = {pygame.K_ESCAPE, *range(pygame.K_F1, pygame.K_F12 + 1), pygame.K_LSHIFT,
                pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR}


def _skippable(scene: TableScene, event: pygame.event.Event) -> bool:
    if not (scene.director.busy or scene.animator.busy):
        return False
    if event.type == pygame.MOUSEBUTTONDOWN:
        return bool(event.button == 1)
    return event.type == pygame.KEYDOWN and event.key not in PASS_THROUGH | VIEW_KEYS


def handle(scene: TableScene, event: pygame.event.Event) -> None:
    """Route one input event."""
    if event.type == pygame.MOUSEMOTION:
        _hover(scene, event.pos)
        return
    if _skippable(scene, event):
        scene.skip()
        return
    if scene.turns.handoff is not None:
        _handoff(scene, event)
    elif scene.sheet_open:
        _sheet(scene, event)
    elif scene.show_last:
        if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key not in PASS_THROUGH - {pygame.K_ESCAPE}):
            scene.show_last = False
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _click(scene, event.pos)
    elif event.type == pygame.KEYDOWN:
        _key(scene, event)


def _handoff(scene: TableScene, event: pygame.event.Event) -> None:
    confirm = event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS
    rect = scene.buttons.get("handoff")
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        confirm = rect is None or rect.collidepoint(event.pos)
    if confirm:
        scene.turns.confirm_handoff()
        scene._viewer_changed()
        scene.play_sound("turn")


def _sheet(scene: TableScene, event: pygame.event.Event) -> None:
    if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
        scene.sheet_chart = not scene.sheet_chart  # the grid or the running totals chart
    elif event.type == pygame.KEYDOWN:
        closing = CONFIRM_KEYS + ((pygame.K_s, pygame.K_TAB, pygame.K_ESCAPE) if scene.sheet_manual else ())
        if event.key in closing:
            scene.close_sheet()
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        switch = scene.buttons.get("sheet_chart")
        if switch is not None and switch.collidepoint(event.pos):
            scene.sheet_chart = not scene.sheet_chart
            return
        rect = scene.buttons.get("sheet")
        if rect is None or rect.collidepoint(event.pos) or scene.sheet_manual:
            scene.close_sheet()


def _hover(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.hover = None
    if scene.acting_seat() is None:
        return
    for key, rect in reversed(scene.card_rects):
        if rect.collidepoint(pos):
            scene.hover = key
            keys = scene.choosable()
            if key in keys:
                scene.focus = keys.index(key)
            return


def _click(scene: TableScene, pos: tuple[int, int]) -> None:
    for name, rect in scene.buttons.items():
        if rect.collidepoint(pos):
            _button(scene, name)
            return
    _hover(scene, pos)
    if scene.hover is not None:
        scene.choose(scene.hover)


def _button(scene: TableScene, name: str) -> None:
    if name == "last":
        scene.show_last = scene.model.last_trick is not None
    elif name == "scores":
        scene.toggle_sheet()
    elif name == "show":
        scene.answer_interrobang(True)
    elif name == "keep":
        scene.answer_interrobang(False)
    elif name == "seen":
        scene.tie_seen()
    elif name == "menu":
        # The app opens its in-game menu on Esc; the button says the same thing with the mouse.
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))


def _key(scene: TableScene, event: pygame.event.Event) -> None:
    key = event.key
    keys = scene.choosable()
    if key in (pygame.K_l,):
        scene.show_last = scene.model.last_trick is not None
    elif key in (pygame.K_s, pygame.K_TAB):
        scene.toggle_sheet()
    elif key == pygame.K_y:
        scene.answer_interrobang(True)
    elif key == pygame.K_n:
        scene.answer_interrobang(False)
    elif scene.tie_looker() is not None:
        if key in CONFIRM_KEYS:
            scene.tie_seen()
    elif scene.state.phase is Phase.INTERROBANG and scene.acting_seat() is not None:
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            scene.dialog_focus = 1 - scene.dialog_focus
        elif key in CONFIRM_KEYS:
            scene.answer_interrobang(scene.dialog_focus == 0)
    elif not keys:
        return
    elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
        step = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}.get(key)
        if step is None:
            scene.focus = 0 if key == pygame.K_HOME else len(keys) - 1
        else:
            scene.focus = (scene.focus + step) % len(keys)
        scene.hover = None
    elif key in CONFIRM_KEYS:
        scene.choose(keys[scene.focus % len(keys)])
    elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(keys):
        scene.focus = key - pygame.K_1
        scene.choose(keys[scene.focus])


def update_lifts(scene: TableScene, dt: float) -> None:
    """Lift the focused (or hovered) card of the acting human, lower the others."""
    seat = scene.acting_seat()
    keys = scene.choosable() if seat is not None else []
    turn = (seat, *scene.turns.turn_id(scene.state)) if seat is not None else None
    if turn is not None and turn != scene.focus_turn:
        # A new decision: the keyboard starts on the first card that may be chosen.
        scene.focus = next((i for i, k in enumerate(keys) if scene.card_reason(k) is None), 0)
    scene.focus_turn = turn
    wanted: set[CardKey] = set()
    if seat is not None and keys:
        if scene.hover is not None:
            wanted.add(scene.hover)
        elif scene.focus < len(keys):
            wanted.add(keys[scene.focus % len(keys)])
    for key in set(scene.lifts) | wanted:
        fade = scene.lifts.setdefault(key, Fade())
        goal = 1.0 if key in wanted and scene.card_reason(key) is None else 0.0
        if fade.goal != goal:
            fade.to(goal, 0.12)
        fade.update(dt)
