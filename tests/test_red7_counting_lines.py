"""Red7's counting lines ("2 cards count", "Folded") never meet (issue 26 play tests).

At four players the palettes at the top of the table stand close together; each seat's line
stays in its own room (halfway across the gap to its neighbour's), and the keys' line above the
buttons stays clear of the prompt. Over seeded games with 2 to 4 players, at every decision of
the person (who plays at random, never folding), drawn at 100 % and 200 % text size in English
and French: no box overlaps another, nothing leaves the window, and no line of text covers
another.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from layout_tour import FRAME, KNOWN_RED7_PLAY, act, drawn_at, problems, split_known, text_overlaps
from oh7_desktop.app import tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from settings_support import table_settings

SIZES = [(1024, 640), (1280, 720)]


@pytest.mark.parametrize(("players", "advanced"), [(2, True), (3, True), (4, False), (4, True)])
def test_no_two_lines_meet_at_any_decision(players: int, advanced: bool) -> None:
    services = Services(settings=table_settings(speed="instant", four_colour=True, bot_pace="normal"),
                        translator=Translator("en"), bot_worker=BotWorker(in_process=True))
    entry = tables.get("red7")
    pygame.display.set_mode(SIZES[1])
    assert entry.command_line is not None
    table: Any = entry.make_table(services, entry.command_line(players, ["human"] + ["easy"] * (players - 1),
                                                          {"advanced": advanced}, False, 1), False)
    rng, decisions, wrong = random.Random(1), 0, []
    try:
        for _ in range(20000):
            if table.finished or decisions >= 14:
                break
            if table.sheet_open:
                table.close_sheet()
            elif table.acting_seat() is not None:
                decisions += 1
                for scale in (100, 200):
                    table.services.settings.ui_scale = scale
                    for size in SIZES:
                        for language in ("en", "fr"):
                            _, boxes = drawn_at(table, size, language)
                            # (a line cut short is another defect: the advanced game's round line
                            # in French at 1024x640, reported apart)
                            wrong += [f"{scale} % {size} {language}: {p}" for p in
                                      problems(boxes, size) + text_overlaps(boxes) if not p.startswith("cut")]
                table.services.settings.ui_scale = 100
                act(table, rng)
            table.update(FRAME)
    finally:
        table.exit()
    assert decisions >= 3
    known, wrong = split_known("red7", wrong)
    known += [line for line in wrong if any(words in line for words in KNOWN_RED7_PLAY)]
    wrong = [line for line in wrong if line not in known]
    assert not wrong, "\n".join(wrong)
    if known:
        pytest.xfail(f"{len(known)} known overlaps (layout_tour.KNOWN), first {known[0]}")
