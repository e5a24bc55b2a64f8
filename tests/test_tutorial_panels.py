"""The tutorials' panel at the player's text size (issue 26, items 2 and 5): its words follow the text
size (Options → Accessibility) as the tables' do, it stays inside the window, and it covers nothing
the table drew that the player needs (name plates, badges, the trick's and trump's cards, the
prompt, banners, buttons, the cards), at 100 % and 200 %, 1024x640 and 1280x720, in English and French.

Each tutorial is played once per language at fast speed (by keys, Space on a held step); on a
sample of its frames (each new step, then every :data:`EVERY` frames) the table is drawn at each
text size and window size and the panel checked. Simulated clock and fixed deals: nothing timed.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from oh7_desktop.app.drawn import cover, note, recording
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tutorial import oh7, oh7_advanced
from oh7_desktop.app.tutorial.demo import act
from oh7_desktop.app.tutorial.placing import VITAL
from oh7_desktop.app.tutorial.runner import FONT_PX
from settings_support import table_settings
from test_tutorial_oh7_advanced import KEPT_CLEAR
from tutorial_support import DT, ENDS, MODULES

LESSONS = {**MODULES, "oh7-advanced": oh7_advanced}
"""Every tutorial: the four games' and Oh 7 ?'s advanced lesson."""
LOOKS = [(size, scale) for size in ((1024, 640), (1280, 720)) for scale in (100, 200)]
"""The window sizes and text sizes (%) each sampled frame is drawn at."""
EVERY = 45
"""Frames between two samples within a step."""
CROWDED = {("oh-hell", "fr", "tutorial.oh-hell.hook", (1024, 640), 200),
           ("oh7", "en", "tutorial.oh7.sum", (1024, 640), 200), ("oh7", "fr", "tutorial.oh7.sum", (1024, 640), 200),
           ("red7", "fr", "tutorial.red7.rule", (1024, 640), 200),
           ("red7", "en", "tutorial.red7.rule", (1024, 640), 200)}
"""Moments where no spot is free for the panel, even with its smallest words (measured at 200 % in
the small window: the hook's long French words with the bid picker in the middle, Oh 7 ?'s sum with
every plate and the hand kept clear, Red7's list of rules: in English too since the panel's lines
take the font's own line height, play test 26): there it covers the fewest of
what the player acts on (none) and the least of the rest."""


def _lesson(game: str, language: str) -> Any:
    settings = table_settings(speed="fast", bot_pace="normal", four_colour=True)
    return LESSONS[game].TutorialTable(Services(settings=settings, translator=Translator(language)))


def _cards(scene: Any) -> list[tuple[object, pygame.Rect]]:
    """Every card the table drew last, with where."""
    drawn = scene.drawn
    return list(drawn.card_rects if isinstance(scene, oh7.TutorialTable) else drawn.cards)


def _problems(scene: Any, size: tuple[int, int], scale: int, crowded: bool) -> list[str]:
    """What is wrong with the panel drawn at ``size`` and ``scale`` % (nothing: []); ``crowded``:
    only the prompt and the buttons must stay clear."""
    scene.services.settings.ui_scale = scale
    surface = pygame.Surface(size)
    with recording(surface) as boxes:
        scene.draw(surface)
    panel = scene.panel
    if scene.sheet_open or panel is None or scene.runner.current() is None:
        return []
    found = [] if surface.get_rect().contains(panel) else [f"outside the window: {panel}"]
    if scale == 200 and scene.panel_size <= FONT_PX:
        found.append(f"words not scaled: {scene.panel_size} px")
    kinds = VITAL if crowded else KEPT_CLEAR
    found += [f"{box.kind} {box.label!r}" for box in boxes if box.kind in kinds and panel.colliderect(box.rect)]
    found += [] if crowded else [f"card {key}" for key, rect in _cards(scene) if panel.colliderect(rect)]
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", LESSONS)
def test_the_panel_follows_the_text_size_stays_in_the_window_and_covers_nothing(
        game: str, language: str, screen: pygame.Surface) -> None:
    scene, rng = _lesson(game, language), random.Random(0)
    found: dict[str, list[str]] = {}
    last, since = None, 0
    for _ in range(12000):
        scene.update(DT)
        scene.draw(screen)
        moment = (scene.runner.current(), scene.held())
        since = 0 if moment != last else since + 1
        if since % EVERY == 0:
            for size, scale in LOOKS:
                crowded = (game, language, moment[0], size, scale) in CROWDED
                for problem in _problems(scene, size, scale, crowded):
                    found.setdefault(f"{moment[0]} {size} {scale}%", []).append(problem)
            scene.services.settings.ui_scale = 100
        last = moment
        if scene.phase_name() in ENDS:
            break
        act(scene, rng)
    scene.exit()
    assert found == {}, "\n".join(f"{moment}: {sorted(set(covered))}" for moment, covered in found.items())


def test_a_record_inside_another_of_the_same_screen_passes_its_boxes_on() -> None:
    screen, scratch = pygame.Surface((100, 50)), pygame.Surface((10, 10))
    with recording(screen) as outer:
        note("pill", pygame.Rect(0, 0, 5, 5), "under")
        with recording(screen) as inner:  # a tutorial placing its panel while the app records for speech
            note("pill", pygame.Rect(10, 10, 5, 5), "Bo")
        with recording(scratch):  # a measuring pass on another surface stays apart
            note("pill", pygame.Rect(1, 1, 1, 1), "measured")
        with recording(screen):
            cover(screen)  # a full-screen overlay hides what the outer record saw too
            note("button", pygame.Rect(20, 20, 5, 5), "OK")
    assert [box.label for box in inner] == ["Bo"]
    assert [box.label for box in outer] == ["OK"]
    with recording(screen) as outer:
        with recording(screen):
            note("pill", pygame.Rect(10, 10, 5, 5), "Bo")
    assert [box.label for box in outer] == ["Bo"]
