"""Where the main menu meets the tutorials: the chooser (``Learn a game``) and the offer made on the
very first launch ("New to Oh 7 ? Learn by playing a short round").

The offer is made once: either answer is saved in the settings (``tutorial_offered``), and the
tutorials stay in the menu (T). A headless run, or one that goes straight to a game, never asks.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from oh7_desktop.app import tutorial
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.menus.notice import Choice, Notice
from oh7_desktop.app.menus.save_words import game_name
from oh7_desktop.app.scene import Scene, SceneStack, Services


def open_tutorial(services: Services, stack: SceneStack, game: str) -> None:
    """Start ``game``'s tutorial over what is on screen."""
    stack.push(tutorial.scene_class(game)(services))


def learn(services: Services, stack: SceneStack) -> None:
    """Open the only tutorial directly, or a chooser listing the games that have one."""
    games = list(tutorial.TUTORIALS)
    if len(games) == 1:
        open_tutorial(services, stack, games[0])
        return
    choices: list[Choice] = [(_label(services, game), _opener(services, stack, game)) for game in games]
    choices.append((tr(services, "menu.back"), lambda: None))
    stack.push(Notice(services, tr(services, "tutorial.choose.title"), tr(services, "tutorial.choose"), choices))


def _label(services: Services, game: str) -> str:
    """The menu's name of a lesson: its game's, or its own (Oh 7 ? advanced)."""
    label = tutorial.LABELS.get(game)
    return game_name(services, game) if label is None else tr(services, label)


def _opener(services: Services, stack: SceneStack, game: str) -> Callable[[], None]:
    return lambda: open_tutorial(services, stack, game)


def should_offer(services: Services) -> bool:
    """Whether this launch offers the tutorial: settings loaded and never offered, a player at a window."""
    options = services.options
    if options is None or options.headless or options.starts_game or services.apply_settings is None:
        return False
    return not services.settings.tutorial_offered


def offer(services: Services, stack: SceneStack, menu: Scene) -> None:
    """Ask once whether to learn by playing; either answer is remembered."""

    def answered(learning: bool) -> None:
        if services.apply_settings is not None:
            services.apply_settings(tutorial_offered=True)
        if learning and stack.top is menu:
            learn(services, stack)

    choices: list[Choice] = [(tr(services, "tutorial.offer.learn"), lambda: answered(True)),
                             (tr(services, "tutorial.offer.later"), lambda: answered(False))]
    stack.push(OfferNotice(services, tr(services, "tutorial.offer.title"), tr(services, "tutorial.offer"), choices))


class OfferNotice(Notice):
    """The first launch's question: its first button (learn) also answers to T, Esc means not now."""

    def handle(self, event: pygame.event.Event) -> None:
        """T presses "Learn", as on the menu; the rest as any dialog."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.buttons[0].activate()
            return
        super().handle(event)
