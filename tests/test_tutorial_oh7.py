"""Oh 7 ?'s tutorial: the real table against bots, a panel explaining each phase as it comes.

Simulated clock (frames of 1/60 s) and the tutorial's fixed deal: nothing here times the machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from unittest import mock

import pygame
import pytest

from oh7_desktop.app.drawn import Box, recording
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import SceneStack, Services, Table
from oh7_desktop.app.tutorial import oh7_advanced, runner, step_panel
from oh7_desktop.app.tutorial.demo import go_on
from oh7_desktop.app.tutorial.oh7 import REBET, SCRIPT, TutorialTable
from oh7_desktop.app.tutorial.pointer import CLOSING, RING, draw_rings
from oh7_desktop.app.tutorial.runner import wrap
from settings_support import table_settings

DT = 1 / 60
LESSONS = {"base": TutorialTable, "advanced": oh7_advanced.TutorialTable}
"""Oh 7 ?'s lessons at its table: the base game's and the advanced game's (its special cards)."""


def _tutorial(language: str, saved: list[Table], reduced_motion: bool = False, lesson: str = "base") -> TutorialTable:
    settings = table_settings(speed="fast", bot_pace="normal", four_colour=True, reduced_motion=reduced_motion)
    return LESSONS[lesson](Services(settings=settings, translator=Translator(language), on_action=saved.append))


def _play_round(scene: TutorialTable, screen: pygame.Surface, frames: int = 8000,
                watch: Callable[[TutorialTable], None] = lambda _: None) -> None:
    """Play until the first round's score sheet is up, the player choosing its first allowed move
    (``watch`` looks at each frame drawn before the player acts)."""
    for _ in range(frames):
        scene.update(DT)
        scene.draw(screen)
        if scene.phase_name() == "score-sheet":
            return
        watch(scene)
        if not go_on(scene) and scene.acting_seat() == 0:
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    raise AssertionError("the round did not end")


@dataclass
class Played:
    """A lesson played once to its first score sheet, what the tests below read of it (the suite's
    time: each play takes a minute on a loaded machine; three tests read each one)."""

    scene: TutorialTable
    stack: SceneStack
    saved: list[Table]
    bodies: list[str]
    """Every panel's words drawn during the play, in order (the closing test adds its own)."""
    shown: list[str]
    """The steps shown once the sheet is up."""
    told: list[tuple[str | None, str]]
    """Every panel drawn during the play: the step shown, its words."""
    bet_panel: pygame.Rect | None
    """The panel at the player's first decision (their bet)."""
    sheet_panel: pygame.Rect | None
    sheet_boxes: list[Box]
    """The panel and what was drawn in a frame drawn with the sheet up."""


_PLAYED: dict[tuple[str, str], Played] = {}


def played(language: str, lesson: str, screen: pygame.Surface) -> Played:
    """``lesson`` in ``language`` played to its first score sheet, once per module; the panels'
    words drawn are noted as the closing test's spy noted them."""
    if (language, lesson) not in _PLAYED:
        saved: list[Table] = []
        bodies: list[str] = []
        told: list[tuple[str | None, str]] = []
        real = runner.draw_panel

        def spy(surface: pygame.Surface, title: str, body: str, **options: object) -> pygame.Rect:
            bodies.append(body)
            told.append((scene.runner.current(), body))
            return real(surface, title, body, **options)  # type: ignore[arg-type]

        bets: list[pygame.Rect | None] = []

        def at_the_bet(scene: TutorialTable) -> None:
            if scene.acting_seat() == 0 and not bets:
                bets.append(scene.panel and scene.panel.copy())

        scene, stack = _tutorial(language, saved, lesson=lesson), SceneStack()
        stack.push(scene)
        with mock.patch.object(step_panel, "draw_panel", spy):
            _play_round(scene, screen, watch=at_the_bet)
        shown = list(scene.runner.shown)
        with recording(screen) as boxes:
            scene.draw(screen)
        sheet_panel = scene.panel and scene.panel.copy()
        _PLAYED[(language, lesson)] = Played(scene, stack, saved, bodies, shown, told, bets[0] if bets else None,
                                             sheet_panel, list(boxes))
    return _PLAYED[(language, lesson)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tutorial_shows_each_step_in_order_and_saves_nothing(screen: pygame.Surface, language: str) -> None:
    play = played(language, "base", screen)
    shown, saved = play.shown, play.saved
    assert shown[0] == "tutorial.oh7.deal"
    assert shown[-1] == "tutorial.oh7.score"
    for step in ("tutorial.oh7.bet", "tutorial.oh7.sum", "tutorial.oh7.tricks"):
        assert step in shown
    assert shown.index("tutorial.oh7.bet") < shown.index("tutorial.oh7.sum") < shown.index("tutorial.oh7.tricks")
    assert set(shown) <= set(SCRIPT.values())
    # The fixed deal's bets add up to 7 once: the lesson shows the rule at work and the re-bet.
    assert shown.index("tutorial.oh7.sum") < shown.index(REBET) < shown.index("tutorial.oh7.tricks")
    assert saved == []  # the tutorial is never autosaved as a game
    translator = Translator(language)
    assert all(translator.t(step) != step for step in shown)


TAUGHT = {
    "en": {"deal": ("Each player gets 7 cards, valued 0 to 7", "put aside", "A round is 7 tricks"),
           "bet": ("a 0 says none", "Win exactly your bet"),
           "tricks_on": ("who leads the next one", "aim for exactly your bet"),
           "again": ("A third sum of 7 means a new deal",),
           "tricks": ("The trick's winner leads the next one",),
           "score": ("Reach 21 (the target) on a made bet to win",)},
    "fr": {"deal": ("Chaque joueur reçoit 7 cartes, de valeur 0 à 7", "mises de côté", "Une manche se joue en 7 plis"),
           "bet": ("un 0 n'en annonce aucun", "Faites exactement votre pari"),
           "tricks_on": ("qui mène le suivant", "visez exactement votre pari"),
           "again": ("Une troisième somme de 7 et on redistribue",),
           "tricks": ("Le vainqueur du pli mène le suivant",),
           "score": ("Gagne qui atteint 21 (l’objectif) sur un pari réussi",)},
}
"""Step -> what its panel must tell, found untaught by a newcomer's play tests (issue 26, item 5): the 7
cards and 7 tricks, the cards' values and the set-aside cards, a 0 bet and that an exact bet scores,
who leads after a trick and the count to aim at (seven tricks passed under one step), the redeal
after a third sum of 7, the game's end."""


@pytest.mark.parametrize("language", sorted(TAUGHT))
def test_each_new_teaching_line_is_shown_at_its_step(screen: pygame.Surface, language: str) -> None:
    told = played(language, "base", screen).told
    for step, words in TAUGHT[language].items():
        bodies = [body for shown, body in told if shown == f"tutorial.oh7.{step}"]
        assert bodies and all(part in bodies[-1] for part in words), (step, bodies[-1:])


@pytest.mark.parametrize("lesson", LESSONS)
def test_the_panel_stays_clear_of_the_hand_and_of_the_sheets_rows_and_buttons(screen: pygame.Surface, lesson: str) -> None:
    play = played("fr", lesson, screen)
    # at the player's bet: the panel sits in the top half, above the hand
    assert play.bet_panel is not None and play.bet_panel.bottom < screen.get_height() // 2
    panel = play.sheet_panel
    assert panel is not None
    covered = [(box.kind, box.label) for box in play.sheet_boxes
               if box.kind in ("text", "row", "button") and panel.colliderect(box.rect)]
    assert covered == []  # the score sheet's rows, its explanation beside the panel, its buttons stay readable


def test_wrap_breaks_long_words_into_lines_within_the_width() -> None:
    lines = wrap("one two three four five six", 9, len)
    assert lines == ["one two", "three", "four five", "six"]


@pytest.mark.parametrize(("reduced", "lesson"), [(False, "base"), (True, "base"), (False, "advanced")])
def test_rings_mark_the_allowed_cards_only_at_the_players_decisions(screen: pygame.Surface, reduced: bool,
                                                                    lesson: str) -> None:
    scene = _tutorial("en", [], reduced_motion=reduced, lesson=lesson)
    judged = bots = 0
    labels: set[str] = set()
    for _ in range(8000):
        scene.update(DT)
        with recording(screen) as boxes:
            scene.draw(screen)
        rings = [box.rect for box in boxes if box.kind == "ring"]
        labels |= {box.label for box in boxes if box.kind == "ring"}
        if scene.phase_name() == "score-sheet":
            break
        if scene.acting_seat() is None:
            assert rings == []
            bots += 1
            go_on(scene)
            continue
        allowed = [rect for key, rect in scene.drawn.card_rects if scene.card_reason(key) is None]
        refused = [rect for key, rect in scene.drawn.card_rects if scene.card_reason(key) is not None]
        assert len(rings) == len(allowed) > 0
        # each ring goes round the part of its card left showing (a fanned card's left strip)
        assert all(any(ring.collidepoint(card.left + 2, card.centery) for ring in rings) for card in allowed)
        assert not any(ring.collidepoint(card.left + 12, card.centery) for ring in rings for card in refused)
        judged += 1
        scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    scene.exit()
    assert judged > 0 and bots > 0
    assert labels == {"steady" if reduced else "pulse"}


@pytest.mark.parametrize("steady", [False, True])
def test_a_ring_pulses_with_the_clock_unless_steady(steady: bool) -> None:
    frames = []
    for clock in (0.0, 0.3):
        surface = pygame.Surface((100, 100))
        draw_rings(surface, [pygame.Rect(40, 40, 20, 20)], clock, steady)
        frames.append(pygame.image.tobytes(surface, "RGB"))
        assert surface.get_at((40 - 5, 50))[:3] == RING  # the ring is drawn around the target
    assert (frames[0] == frames[1]) is steady


@pytest.mark.parametrize(("language", "lesson"), [("en", "base"), ("fr", "base"), ("fr", "advanced")])
def test_the_closing_panel_comes_with_the_score_and_enter_leaves(screen: pygame.Surface, language: str, lesson: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    play = played(language, lesson, screen)
    scene, stack, bodies = play.scene, play.stack, list(play.bodies)
    real = runner.draw_panel

    def spy(surface: pygame.Surface, title: str, body: str, **options: object) -> pygame.Rect:
        bodies.append(body)
        return real(surface, title, body, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(step_panel, "draw_panel", spy)
    scene.draw(screen)
    translator = Translator(language)
    closing = translator.t(CLOSING, game=translator.t("game.oh7"))
    assert closing not in " ".join(bodies[:-2]) and bodies[-1].endswith(closing)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    scene.exit()
    assert stack.top is None
