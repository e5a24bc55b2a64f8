"""The tutorial panel's two caches (the suite's time: a lesson searched the panel's room and wrapped
its words again every frame): each answers again without recomputing while nothing changed, and
answers anew, as an uncached computation does, when anything it depends on changes (the boxes, the
window, the words, the text size; for the lines, the look too)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from oh7_desktop.app import contrast
from oh7_desktop.app.tutorial import placing, runner, step_panel
from oh7_desktop.app.tutorial.step_panel import StepWords, first_free_by_size, looks, panel_px

WORDS = StepWords("tutorial.oh7.deal", "Learn to play", "Each player is dealt seven cards; look at yours.", "Space")
LONGER = StepWords(WORDS.step, WORDS.title, f"{WORDS.body} {WORDS.body} {WORDS.body} {WORDS.body}", WORDS.hint)
WINDOW = pygame.Rect(0, 0, 1280, 720)


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    """Each test starts and ends with empty caches and the normal look."""
    pygame.freetype.init()
    step_panel._first_free_by_size.cache_clear()
    runner._panel_lines.cache_clear()
    yield
    contrast.set_high(False)
    step_panel._first_free_by_size.cache_clear()
    runner._panel_lines.cache_clear()


def _uncached(words: StepWords, ui: float, window: pygame.Rect, kept_clear: list[pygame.Rect],
              rather: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    """The room search's answer computed afresh (the cache emptied first)."""
    step_panel._first_free_by_size.cache_clear()
    return first_free_by_size(words, looks(window.size, panel_px(ui)), window, kept_clear, rather)


def test_the_room_search_answers_again_without_searching_while_nothing_changed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    searches: list[int] = []
    real = placing.first_free

    def counted(*arguments: object) -> tuple[int, pygame.Rect] | None:
        searches.append(1)
        return real(*arguments)  # type: ignore[arg-type]

    monkeypatch.setattr(step_panel, "first_free", counted)
    tried, crowd = looks(WINDOW.size, panel_px(1.0)), [pygame.Rect(900, 0, 380, 300)]
    first = first_free_by_size(WORDS, tried, WINDOW, crowd, [])
    done = len(searches)
    assert first is not None and done > 0
    first[1].move_ip(5, 5)  # the caller may move the spot it was given: the cache keeps its own
    again = first_free_by_size(WORDS, list(tried), WINDOW.copy(), [box.copy() for box in crowd], [])
    assert len(searches) == done  # equal arguments: no search
    assert again == (first[0], first[1].move(-5, -5))


def test_the_room_search_answers_anew_when_the_boxes_window_words_or_size_change() -> None:
    tried = looks(WINDOW.size, panel_px(1.0))
    found = first_free_by_size(WORDS, tried, WINDOW, [], [])
    assert found is not None
    spot = found[1]
    changes: dict[str, tuple[StepWords, float, pygame.Rect, list[pygame.Rect], list[pygame.Rect]]] = {
        "a box comes under the spot": (WORDS, 1.0, WINDOW, [spot.copy()], []),
        "a place kept clear if it can be": (WORDS, 1.0, WINDOW, [], [spot.copy()]),
        "a smaller window": (WORDS, 1.0, pygame.Rect(0, 0, 800, 500), [], []),
        "longer words": (LONGER, 1.0, WINDOW, [], []),
        "a larger text size": (WORDS, 2.0, WINDOW, [], []),
    }
    failures = []
    for change, (words, ui, window, kept_clear, rather) in changes.items():
        first_free_by_size(WORDS, tried, WINDOW, [], [])  # the old answer is in the cache
        answer = first_free_by_size(words, looks(window.size, panel_px(ui)), window, kept_clear, rather)
        if answer is None or answer == found or answer != _uncached(words, ui, window, kept_clear, rather):
            failures.append(f"{change}: {answer} (before: {found})")
    assert failures == []


def test_the_panels_lines_are_wrapped_once_while_nothing_changed() -> None:
    first = runner.panel_lines(WORDS.title, WORDS.body, 380, 16)
    again = runner.panel_lines(WORDS.title, WORDS.body, 380, 16)
    assert all(a is b for a, b in zip(first, again, strict=True))  # the same lines, not drawn again
    again.pop()  # the caller's list is its own
    assert len(runner.panel_lines(WORDS.title, WORDS.body, 380, 16)) == len(first)


def test_the_panels_lines_follow_the_words_the_width_the_size_and_the_look() -> None:
    base = runner.panel_lines(WORDS.title, WORDS.body, 380, 16)
    assert len(runner.panel_lines(LONGER.title, LONGER.body, 380, 16)) > len(base)
    assert len(runner.panel_lines(WORDS.title, WORDS.body, 200, 16)) > len(base)
    assert base[0].get_height() < runner.panel_lines(WORDS.title, WORDS.body, 380, 32)[0].get_height()
    assert len(runner.panel_lines(WORDS.title, WORDS.body, 380, 16, "Space")) == len(base)  # in the title's place
    contrast.set_high(True)
    high = runner.panel_lines(WORDS.title, WORDS.body, 380, 16)
    # the look's inks lift dim colours only (the panel's are not): its lines are made for it all the same
    assert len(high) == len(base) and not any(a is b for a, b in zip(high, base, strict=True))
