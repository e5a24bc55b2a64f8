"""Seven Up's openings and Red7's keys line at a large text size (issue 26, item 2: no overlaps at
75-200 %).

At 200 % in 1024x640 the words each player said (Beg, Run) lay over the name plates, the new
trump's line of a set-aside over the said word and the "Turned up" caption, and Red7's keys line
wrapped inside its items ("↑" alone at a line's end, "· ⌫ take back" starting the next). Each
test draws its moments once at 1024x640 and 1280x720, 100, 150 and 200 %, English and French, and
collects every fault before it asserts.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from layout_tour import FRAME, LANGUAGES, act, drawn_at, drawn_at_every, make, problems, settle
from oh7_desktop.app import drawn

SIZES = [(1024, 640), (1280, 720)]
SCALES = (100, 150, 200)


def _views(table: Any) -> Iterator[tuple[str, list[drawn.Box], tuple[int, int]]]:
    """The table drawn at every size, scale and language: (where, what it drew, the size)."""
    for scale, size, language, boxes in drawn_at_every(table, SCALES, SIZES):
        yield f"{scale} % {size[0]}x{size[1]} {language}", boxes, size


def text_under_boxes(boxes: list[drawn.Box]) -> list[str]:
    """Every line of text partly under a pill, prompt, button or banner it does not belong to."""
    shown = [b for b in boxes if b.kind in drawn.BOXES and b.kind != "card"]
    found = []
    for line in (b for b in boxes if b.kind == "text"):
        for box in shown:
            common = line.rect.clip(box.rect)
            if common.width > 1 and common.height > 1 and not box.rect.contains(line.rect):
                found.append(f"text {tuple(line.rect)} under {box.kind} {box.label!r} {tuple(box.rect)}")
    return found


def _seven_up_moments(table: Any) -> Iterator[str]:
    """The person's give-or-run (seed 2: the first deal), the set-aside after running, then the
    next deal's stand-or-beg (the person begs)."""
    from oh7_desktop.games.seven_up import Phase

    names = {Phase.GIVE_OR_RUN: "give-or-run", Phase.SET_ASIDE: "set-aside", Phase.STAND_OR_BEG: "stand-or-beg"}
    rng, seen = random.Random(1), set()
    for _ in range(3000):
        if table.sheet_open:
            table.close_sheet()
        elif table.acting_seat() is not None and not table.director.busy:
            phase = table.state.phase
            if phase in names and names[phase] not in seen:
                seen.add(names[phase])
                table.animator.finish()
                yield names[phase]
                if len(seen) == len(names):
                    return
            if phase in (Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN):
                table.choose_answer("beg" if phase is Phase.STAND_OR_BEG else "run")
            else:
                act(table, rng)
        table.update(FRAME)
    raise AssertionError(f"only {sorted(seen)} were reached")


def test_seven_ups_said_words_question_and_set_aside_overlap_nothing_at_large_text() -> None:
    table = make("seven-up", seed=2)
    found: list[str] = []
    try:
        for moment in _seven_up_moments(table):
            for where, boxes, size in _views(table):
                found += [f"{moment} {where}: {p}" for p in problems(boxes, size) + text_under_boxes(boxes)]
                said = [b for b in boxes if b.kind == "pill" and b.label in _said_words()]
                if moment == "set-aside" and len(said) != 2:
                    found.append(f"{moment} {where}: the two said words are not both shown: {said}")
    finally:
        table.exit()
    assert found == []


def _said_words() -> set[str]:
    from oh7_desktop.app.i18n import Translator

    return {Translator(language)(f"su.word.{word}") for language in LANGUAGES
            for word in ("stand", "beg", "give", "run")}


def test_red7s_keys_line_wraps_between_whole_items_at_every_size(monkeypatch: pytest.MonkeyPatch) -> None:
    from oh7_desktop.app.i18n import Translator
    from oh7_desktop.app.kit.ui import MUTED, text as real_text
    from oh7_desktop.app.tables.red7 import draw

    written: list[str] = []

    def spied(content: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        if args[1:2] == (MUTED,):  # the keys line's ink (the prompt, wrapped, may end on "canvas")
            written.append(content)
        return real_text(content, *args, **kwargs)

    monkeypatch.setattr(draw, "text", spied)
    table = make("red7")
    found: list[str] = []
    try:
        settle(table)
        assert table.acting_seat() is not None
        for scale in SCALES:
            table.services.settings.ui_scale = scale
            for size in SIZES:
                for language in LANGUAGES:
                    message = Translator(language)("red7.keys")
                    written.clear()
                    drawn_at(table, size, language)
                    lines = [line for line in written if line in message]
                    where = f"{scale} % {size[0]}x{size[1]} {language}"
                    found += [f"{where}: {line!r} cuts an item of {message!r}" for line in lines
                              if not set(line.split(" · ")) <= set(message.split(" · "))]
                    if not lines:
                        found.append(f"{where}: no keys line at all")
    finally:
        table.services.settings.ui_scale = 100
        table.exit()
    assert found == []
