"""Oh 7 ?'s advanced lesson (issue 26, item 5): its fixed deal really holds the special cards its
steps talk about, each special's step comes while that card is in the trick on the table, and the
lesson is in the Learn-to-play chooser beside Oh 7 ?. The lesson played start to end, by keys,
and left at random moments: the shared tutorial tests (``test_tutorial_games``, ``test_tutorial_oh7``,
``test_tutorial_app``) take it with the others.

Simulated clock (frames of 1/60 s) and the lesson's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
from oh7_desktop.app.drawn import recording
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.model import card_of
from oh7_desktop.app.tutorial import LABELS, TUTORIALS, oh7_advanced
from oh7_desktop.app.tutorial.demo import act, go_on
from oh7_desktop.games.oh7 import Card, Phase
from app_support import frames, key, make_app, top
from settings_support import table_settings

DT = 1 / 60
SPECIAL: dict[str, Callable[[Card], bool]] = {"star": lambda c: c.is_star, "wild": lambda c: c.is_interrobang,
                                              "naught": lambda c: c.is_naught}
"""A special's step -> what the cards it talks about are."""


KEPT_CLEAR = ("pill", "card", "prompt", "banner", "button", "back", "bet", "score", "face")
"""What the panel never covers: name plates and badges, the trick and trump cards, the prompt,
banners and buttons, the others' face-down cards and the bet cards, the score boxes and the other
face-up cards on the table (the player's own cards are checked from where the table drew them)."""


def _lesson(language: str = "en") -> oh7_advanced.TutorialTable:
    settings = table_settings(speed="fast", bot_pace="normal", four_colour=True)
    return oh7_advanced.TutorialTable(Services(settings=settings, translator=Translator(language)))


def _trick_cards(scene: oh7_advanced.TutorialTable) -> list[Card]:
    """The cards of the trick on the table, in the order they were played."""
    return [card_of(key) for _, key in scene.model.trick]


def test_the_deal_holds_the_specials_and_the_bet_refuses_only_the_interrobang(screen: pygame.Surface) -> None:
    scene = _lesson()
    for _ in range(3000):
        scene.update(DT)
        scene.draw(screen)
        if scene.acting_seat() == 0:
            break
        go_on(scene)  # the deal's step waits to be read
    assert scene.state.phase is Phase.BET and scene.runner.current() == "tutorial.oh7-advanced.bet"
    hand = scene.state.hands[0]
    assert scene.state.rules.mode == "advanced" and len(scene.state.rules.suits) == 3
    assert any(c.is_interrobang for c in hand) and any(c.is_star for c in hand) and any(c.is_naught for c in hand)
    refused = {card_of(k) for k in scene.choosable() if scene.card_reason(k) is not None}
    assert {str(c) for c in refused} == {"?"}  # a star and a naught bet; the ? never does
    scene.exit()


def test_each_special_s_step_comes_with_that_card_in_the_trick_and_the_panel_covers_nothing(
        screen: pygame.Surface) -> None:
    scene, rng = _lesson("fr"), random.Random(0)  # French: the longer words, the taller panel
    seen: dict[str, list[Card]] = {}
    for _ in range(12000):
        scene.update(DT)
        with recording(screen) as boxes:
            scene.draw(screen)
        if not scene.sheet_open and scene.panel is not None:
            covered = [box.label for box in boxes if box.kind in KEPT_CLEAR and scene.panel.colliderect(box.rect)]
            covered += [str(card_of(key)) for key, rect in scene.drawn.card_rects if scene.panel.colliderect(rect)]
            assert covered == [], (scene.runner.current(), covered)
        step = (scene.runner.current() or "").rsplit(".", 1)[1]
        if step in SPECIAL and step not in seen:
            seen[step] = _trick_cards(scene)
            assert any(SPECIAL[step](card) for card in seen[step]), (step, seen[step])
        if scene.phase_name() in ("score-sheet", "game-over"):
            break
        act(scene, rng)
    scene.exit()
    assert set(seen) == set(SPECIAL)
    star_trick = seen["star"]  # the star follows a lead suit that a regular card set before it
    first_star = next(i for i, card in enumerate(star_trick) if card.is_star)
    assert any(card.is_regular for card in star_trick[:first_star])
    log = scene.state.log[0]  # the round as played: the ? met a trump and lost to it
    tricks = [log.plays[i:i + 4] for i in range(0, len(log.plays), 4)]
    wild = next(t for t in tricks if any(c.is_interrobang for c in t))
    assert log.trump is not None and any(c.suit == log.trump for c in wild)
    assert log.trick_winners[tricks.index(wild)] != 0  # the player played the ?, someone's trump won


def test_a_specials_step_never_holds_the_table_once_its_trick_is_gone(screen: pygame.Surface) -> None:
    """A special's step stays up until another kind is played; held for Space, it stopped the
    table after the special's trick had been gathered (the card it explains no longer shown)."""
    scene, rng = _lesson(), random.Random(0)
    held: list[str] = []
    for _ in range(12000):
        scene.update(DT)
        scene.draw(screen)
        step = scene.held()
        if step is not None and step.rsplit(".", 1)[1] in SPECIAL:
            held.append(step)
        if scene.phase_name() in ("score-sheet", "game-over"):
            break
        act(scene, rng)
    scene.exit()
    assert scene.phase_name() in ("score-sheet", "game-over") and held == []


def test_the_chooser_names_the_lesson_beside_oh7_and_opens_it_by_keys(tmp_path: Path) -> None:
    assert list(TUTORIALS)[:2] == ["oh7", "oh7-advanced"]
    assert Translator("fr").t(oh7_advanced_label()) == "Oh 7 ? jeu avancé"
    app = make_app(tmp_path)
    key(app, pygame.K_t, unicode="t")
    frames(app)
    chooser = top(app)
    assert isinstance(chooser, Notice)
    assert [b.label() for b in chooser.buttons][:2] == ["Oh 7 ?", "Oh 7 ? advanced"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(top(app), oh7_advanced.TutorialTable)


def oh7_advanced_label() -> str:
    """The message naming the advanced lesson in the chooser."""
    return LABELS["oh7-advanced"]
