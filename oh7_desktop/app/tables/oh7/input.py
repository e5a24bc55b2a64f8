"""Mouse and keyboard at the table, turned into intents: the whole game can be played with either.

Keys: Left/Right choose a card, Enter or Space bets/plays it (1-9 pick a card directly),
L shows the last trick, S or Tab the score sheet (G there: its chart, V the round's review, E
its folded explanation), Y/N answer the ``?`` question, Enter
confirms a hand-off and dismisses the score sheet. The learning aids' keys (H hint, U or Ctrl+Z
undo, B a bot's bet reason) are read first, by :mod:`.learn`. Every click or key (but Escape and the
function keys, which belong to the app) skips the animation in progress.

:func:`handle` reads only the frame on screen and what it drew, and returns the intents
(:mod:`.intents`) the scene carries out.
"""

from __future__ import annotations

import pygame

from oh7_desktop.app.kit.intents import (Answer, Choose, CloseSheet, ConfirmHandoff, DialogFocus, Focus,
                                           Intent, OpenMenu, OpenReview, Point, ShowLast, Skip, TieSeen,
                                           ToggleChart, ToggleExplanation, ToggleSheet)
from oh7_desktop.games.oh7 import Phase

from .frame import Drawn, Frame

VIEW_KEYS = {pygame.K_l, pygame.K_s, pygame.K_TAB}
"""Keys that only look (last trick, score sheet): they work during animations, never skip them."""
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PASS_THROUGH = {pygame.K_ESCAPE, *range(pygame.K_F1, pygame.K_F12 + 1), pygame.K_LSHIFT,
                pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR}
BUTTONS: dict[str, Intent] = {"scores": ToggleSheet(), "show": Answer(True), "keep": Answer(False),
                              "seen": TieSeen(), "menu": OpenMenu()}
"""What the table's named buttons do (``last`` depends on there being a last trick)."""


def _skippable(frame: Frame, event: pygame.event.Event) -> bool:
    if not (frame.busy or frame.moving):
        return False
    if event.type == pygame.MOUSEBUTTONDOWN:
        return bool(event.button == 1)
    return event.type == pygame.KEYDOWN and event.key not in PASS_THROUGH | VIEW_KEYS


def handle(event: pygame.event.Event, frame: Frame, drawn: Drawn) -> list[Intent]:
    """The intents of one input event."""
    if event.type == pygame.MOUSEMOTION:
        return [_point(frame, drawn, event.pos)]
    if _skippable(frame, event):
        return [Skip()]
    if frame.handoff is not None:
        return _handoff(event, drawn)
    if frame.sheet_open:
        return _sheet(frame, event, drawn)
    if frame.show_last:
        if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key not in PASS_THROUGH - {pygame.K_ESCAPE}):
            return [ShowLast(False)]
        return []
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return _click(frame, drawn, event.pos)
    if event.type == pygame.KEYDOWN:
        return _key(frame, event)
    return []


def _handoff(event: pygame.event.Event, drawn: Drawn) -> list[Intent]:
    confirm = event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS
    rect = drawn.buttons.get("handoff")
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        confirm = rect is None or rect.collidepoint(event.pos)
    return [ConfirmHandoff()] if confirm else []


def _sheet(frame: Frame, event: pygame.event.Event, drawn: Drawn) -> list[Intent]:
    if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
        return [ToggleChart()]  # the grid or the running totals chart
    if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
        return [OpenReview()]  # step through the round just played
    if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
        return [ToggleExplanation()] if "sheet_explain" in drawn.buttons else []  # only a crowded sheet folds it
    if event.type == pygame.KEYDOWN:
        closing = CONFIRM_KEYS + ((pygame.K_s, pygame.K_TAB, pygame.K_ESCAPE) if frame.sheet_manual else ())
        return [CloseSheet()] if event.key in closing else []
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        switch = drawn.buttons.get("sheet_chart")
        if switch is not None and switch.collidepoint(event.pos):
            return [ToggleChart()]
        review = drawn.buttons.get("review")
        if review is not None and review.collidepoint(event.pos):
            return [OpenReview()]
        explain = drawn.buttons.get("sheet_explain")
        if explain is not None and explain.collidepoint(event.pos):
            return [ToggleExplanation()]
        rect = drawn.buttons.get("sheet")
        if rect is None or rect.collidepoint(event.pos) or frame.sheet_manual:
            return [CloseSheet()]
    return []


def _point(frame: Frame, drawn: Drawn, pos: tuple[int, int]) -> Point:
    return Point(drawn.card_at(pos) if frame.acting is not None else None)


def _click(frame: Frame, drawn: Drawn, pos: tuple[int, int]) -> list[Intent]:
    for name, rect in drawn.buttons.items():
        if rect.collidepoint(pos):
            if name == "last":
                return [ShowLast(frame.model.last_trick is not None)]
            return [BUTTONS[name]] if name in BUTTONS else []
    point = _point(frame, drawn, pos)
    return [point] if point.key is None else [point, Choose(point.key)]


def _key(frame: Frame, event: pygame.event.Event) -> list[Intent]:
    key = event.key
    if key == pygame.K_l:
        return [ShowLast(frame.model.last_trick is not None)]
    if key in (pygame.K_s, pygame.K_TAB):
        return [ToggleSheet()]
    if key in (pygame.K_y, pygame.K_n):
        return [Answer(key == pygame.K_y)]
    if frame.tie_looker is not None:
        return [TieSeen()] if key in CONFIRM_KEYS else []
    if frame.state.phase is Phase.INTERROBANG and frame.acting is not None:
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return [DialogFocus(1 - frame.dialog_focus)]
        return [Answer(frame.dialog_focus == 0)] if key in CONFIRM_KEYS else []
    return _card_key(frame, key)


def _card_key(frame: Frame, key: int) -> list[Intent]:
    keys = frame.choosable
    if not keys:
        return []
    if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
        step = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}.get(key)
        if step is None:
            return [Focus(0 if key == pygame.K_HOME else len(keys) - 1), Point(None)]
        return [Focus((frame.focus + step) % len(keys)), Point(None)]
    if key in CONFIRM_KEYS:
        return [Choose(keys[frame.focus % len(keys)])]
    if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(keys):
        return [Focus(key - pygame.K_1), Choose(keys[key - pygame.K_1])]
    return []
