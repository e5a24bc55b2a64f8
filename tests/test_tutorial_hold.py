"""A tutorial step that explains while nothing is asked of the player waits for them (issue 26,
item 5): the deal's step, the others bidding, the dealer giving or running were shown only while
the table animated, gone before a newcomer could read them. Now the step stays, with "Space or
Enter: go on" on its panel, nobody acting, until Space, Enter or a click on the panel, at every
animation speed ("instant" included).

Simulated clock (frames of 1/60 s) and each tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial import oh7, runner, step_panel
from oh7_desktop.app.tutorial.demo import act
from oh7_desktop.app.tutorial.runner import TutorialRunner
from settings_support import table_settings
from tutorial_support import DT, ENDS, MODULES

READING_FRAMES = 300
"""Frames (5 s) the player reads a held step before going on: it must still be there."""
SECOND = {"oh7": "bet", "oh-hell": "bid", "seven-up": "stand", "red7": "first"}
"""The step after the deal's in each tutorial."""
HELD = {"oh7": ["deal"], "oh-hell": ["deal", "bid"], "seven-up": ["deal", "give"], "red7": ["deal", "first", "rule"]}
"""The steps that wait to be read at instant speed, in order (in Red7 the bots play first: who starts,
then the rule they changed, are told before the player's turn)."""
STEPS = {"oh7": ["deal", "bet", "again", "tricks", "tricks_on", "score"], "oh-hell": ["deal", "bid", "hook", "tricks", "score"],
         "seven-up": ["deal", "stand", "give", "run", "tricks", "points"],
         "red7": ["deal", "first", "rule", "play", "rule", "fold", "scored"]}
"""Each tutorial's steps at instant speed (Oh 7 ?'s shown bets exist only while the show plays)."""


def _short(step: str | None) -> str | None:
    return step.rsplit(".", 1)[1] if step else None


def _tutorial(game: str, speed: str, language: str = "en") -> Any:
    settings = table_settings(speed=speed, bot_pace="normal", four_colour=True)
    return MODULES[game].TutorialTable(Services(settings=settings, translator=Translator(language)))


def _space(scene: Any) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    scene.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))


def _spy_panels(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The body and the hint of every tutorial panel drawn from now on."""
    bodies: list[tuple[str, str]] = []
    real = runner.draw_panel

    def spy(surface: pygame.Surface, title: str, body: str, **options: Any) -> pygame.Rect:
        bodies.append((body, options.get("hint", "")))
        return real(surface, title, body, **options)

    monkeypatch.setattr(step_panel, "draw_panel", spy)
    return bodies


def _to_the_end_of_the_deal(scene: Any, screen: pygame.Surface) -> None:
    """Frames until the deal is whole and its show over (nobody acts: the player only watches)."""
    for _ in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if not scene.director.busy and scene.game.chance_action(scene.state) is None:
            return
    raise AssertionError("the deal never ended")


@pytest.mark.parametrize("speed", ["instant", "fast"])
@pytest.mark.parametrize("game", MODULES)
def test_the_deals_step_stays_after_the_deal_until_space_then_the_next_step_comes(
        game: str, speed: str, screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    bodies = _spy_panels(monkeypatch)
    scene = _tutorial(game, speed)
    _to_the_end_of_the_deal(scene, screen)
    applied, go_on = scene.actions_applied, Translator("en").t("tutorial.go_on")
    for _ in range(READING_FRAMES):
        scene.update(DT)
        scene.draw(screen)
        assert _short(scene.runner.current()) == "deal"
        assert bodies[-1][1] == go_on
        assert scene.actions_applied == applied and scene.acting_seat() is None  # nobody acts meanwhile
    _space(scene)
    for _ in range(2):
        scene.update(DT)
        scene.draw(screen)
    scene.exit()
    assert _short(scene.runner.current()) == SECOND[game]
    assert bodies[-1][0].startswith(Translator("en").t(scene.runner.current()))  # the next step's panel


@pytest.mark.parametrize("game", MODULES)
def test_at_instant_speed_every_step_is_shown_and_the_explaining_ones_wait(game: str,
                                                                           screen: pygame.Surface) -> None:
    scene, rng = _tutorial(game, "instant"), random.Random(0)
    held: list[str | None] = []
    waited = 0
    for _ in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if scene.phase_name() in ENDS:
            break
        if scene.held() is not None:
            applied, waited = scene.actions_applied, waited + 1
            if waited == 60:  # a second read, then Space
                held.append(_short(scene.held()))
                _space(scene)
                waited = 0
            continue
        assert waited == 0
        if isinstance(scene, oh7.TutorialTable):
            if scene.acting_seat() == 0:
                scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
        else:
            act(scene, rng)
    scene.exit()
    assert held == HELD[game]
    assert [_short(step) for step in scene.runner.shown] == STEPS[game]
    assert applied < scene.actions_applied


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_click_on_the_held_panel_goes_on_a_click_elsewhere_does_not(language: str, screen: pygame.Surface) -> None:
    scene = _tutorial("seven-up", "instant", language)
    _to_the_end_of_the_deal(scene, screen)
    scene.update(DT)
    scene.draw(screen)
    outside = (scene.panel.left - 20, scene.panel.bottom + 20)
    for pos in (outside, scene.panel.center):
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        scene.update(DT)
        scene.draw(screen)
        if pos == outside:
            assert _short(scene.held()) == "deal"
    scene.exit()
    assert scene.held() is None and _short(scene.runner.current()) == "stand"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_f1_lists_the_key_that_goes_on_while_a_step_waits(language: str, screen: pygame.Surface) -> None:
    scene = _tutorial("seven-up", "instant", language)
    _to_the_end_of_the_deal(scene, screen)
    scene.update(DT)
    scene.draw(screen)
    t = Translator(language).t
    listed = scene.key_help()
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    scene.update(DT)
    scene.draw(screen)
    after = scene.key_help()
    scene.exit()
    assert listed[0] == (f"Space / {t('key.enter')}", t("keys.tutorial.go_on"))
    assert t("keys.tutorial.go_on") not in dict(after).values()
    assert _short(scene.runner.current()) == "stand"  # the player is asked: no wait


def test_the_runner_holds_a_step_only_if_the_learner_was_never_asked_and_never_again_once_read() -> None:
    steps = TutorialRunner({"deal": "t.deal", "bid": "t.bid", "play": "t.play"})
    assert steps.follow("deal", asked=False) == "t.deal"
    assert steps.follow("bid", asked=False) == "t.deal" and steps.held == "t.deal"
    assert steps.go_on() and steps.follow("bid", asked=False) == "t.bid" and steps.held is None
    assert steps.follow("bid", asked=True) == "t.bid"  # the learner is asked now: no wait after it
    assert steps.follow("deal", asked=False) == "t.deal" and steps.held is None
    assert steps.follow("play", asked=False) == "t.play" and steps.held is None  # read once: not again
    assert steps.follow("bid", asked=False) == "t.play" and steps.held == "t.play"
    assert steps.shown == ["t.deal", "t.bid", "t.deal", "t.play"]
    assert steps.go_on() and not steps.go_on()  # one step read, nothing held any more


def test_a_runner_told_nothing_of_the_learner_never_holds() -> None:
    steps = TutorialRunner({"deal": "t.deal", "bid": "t.bid"})
    assert [steps.follow(phase) for phase in ("deal", "bid", "deal")] == ["t.deal", "t.bid", "t.deal"]
    assert steps.held is None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_go_on_hint_takes_the_titles_line_so_a_waiting_panel_is_no_taller(language: str) -> None:
    t = Translator(language).t
    surface = pygame.Surface((1280, 720))
    body = t("tutorial.oh-hell.deal")
    plain = runner.draw_panel(surface, t("tutorial.title"), body)
    hinted = runner.draw_panel(surface, t("tutorial.title"), body, hint=t("tutorial.go_on"))
    narrow = runner.draw_panel(surface, t("tutorial.title"), body, width=200, size=16, hint=t("tutorial.go_on"))
    assert hinted.height <= plain.height  # the panel stays up a while: it covers no more of the table
    assert narrow.height > runner.draw_panel(surface, t("tutorial.title"), body, width=200).height  # after the words
