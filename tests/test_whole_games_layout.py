"""Whole games of Oh 7 ?, Oh Hell and Seven Up stay in the window without overlaps (issue 26).

The layout tours (:mod:`test_table_scale`, :mod:`test_table_many_seats`) check fixed positions;
a whole game shows more: later tricks, bids revealed, won tricks piled up, long scores, deals of
ten cards and more, the score sheet, the end. Here seeded games with easy bots, the person
playing at random (:func:`layout_tour.act`), are drawn at every decision of the person, at every
score sheet and at the end, at 100 %, 150 % and 200 % text size, at 1024x640 and 1280x720, in
English and French, with 2 to 7 seats as each game allows: no box overlaps another, nothing
leaves the window, no line is cut, no line of text covers another (:func:`layout_tour.problems`,
:func:`layout_tour.text_overlaps`).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from layout_tour import SIZES, drawn_at_every, make, problems, text_overlaps, whole_game
from oh7_desktop.app import fonts
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.kit.ui import INK, text_lines

SCALES = (100, 150, 200)
GAMES = [("seven-up", 2, "base"), ("oh7", 2, "base"), ("oh7", 3, "base"), ("oh7", 4, "base"), ("oh7", 5, "base"),
         ("oh7", 3, "advanced"), ("oh7", 4, "advanced"), ("oh7", 6, "advanced"),
         ("oh-hell", 3, "base"), ("oh-hell", 4, "base"), ("oh-hell", 5, "base"), ("oh-hell", 6, "base"),
         ("oh-hell", 7, "base")]
"""(game, seats, Oh 7 ?'s mode): every seat count of each game (Oh 7 ?'s advanced game at 5 seats left out:
its table is the base game's at 5 seats with one more suit)."""

KNOWN: dict[tuple[str, int, str], tuple[str, ...]] = {}
"""Problems not fixed yet, by game, as words of the problem's line (its rectangles read ``R``):
the test expects them (xfail) and fails on any other problem, and on a known one no longer seen."""
RECT = re.compile(r"\(-?\d+, -?\d+, \d+, \d+\)")


def _found(game: str, players: int, mode: str) -> tuple[dict[str, str], Counter[str]]:
    """Every problem seen in the whole game, its view and its rectangles read ``R`` (with the first
    stop it was seen at, as drawn), and how many stops of each kind the game made."""
    table = make(game, seed=1, players=players, mode=mode)
    found: dict[str, str] = {}
    stops: Counter[str] = Counter()
    try:
        for stop in whole_game(table, random.Random(1)):
            stops[stop] += 1
            for scale, size, language, boxes in drawn_at_every(table, SCALES, SIZES[:2]):
                for problem in problems(boxes, size) + text_overlaps(boxes):
                    line = f"{scale} % {size[0]}x{size[1]} {language}: {RECT.sub('R', problem)}"
                    found.setdefault(line, f"{stop} {stops[stop]}: {problem}")
    finally:
        table.exit()
    return found, stops


@pytest.mark.parametrize(("game", "players", "mode"), GAMES)
def test_a_whole_game_stays_in_the_window_without_overlaps(game: str, players: int, mode: str) -> None:
    found, stops = _found(game, players, mode)
    assert stops["decision"] >= 10 and stops["sheet"] >= 2 and stops["end"] == 1, stops
    words = KNOWN.get((game, players, mode), ())
    known = [line for line in found if any(word in line for word in words)]
    assert [f"{line} (first at {found[line]})" for line in found if line not in known] == []
    assert [word for word in words if not any(word in line for line in known)] == [], "fixed: drop from KNOWN"
    if known:
        pytest.xfail(f"{len(known)} known problems (KNOWN), first {known[0]}")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_line_wrapped_in_two_ends_on_its_words_not_on_the_separator(language: str) -> None:
    """Oh Hell's corner at 200 % in French read "Annonces : 4 ·" over "plis : 3": the line break
    parts them, the separator goes."""
    words = Translator(language)("hell.bids_total", total=4, cards=3)
    first, second = words.split(" · ")
    size = 26
    lines = text_lines(words, size, INK, False, fonts.text(f"{first} ·", size, INK).get_width() + 2)
    assert [line.get_size() for line in lines] == [fonts.text(part, size, INK).get_size() for part in (first, second)]
