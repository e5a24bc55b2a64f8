"""Red7's hint line and a bot's reason keep to their room at 150 % and 200 % (issue 26).

They stand in for the banner; where the note strip cannot hold them they go to the felt left of
the canvas. A hint is long (the move, then the odds), and there, at 150-200 % in French and at
200 % in English, its lines ran over the canvas's caption, the palette's counting line and the
scored cards. Over seeded games with 2 to 4 players, at each of the person's first decisions with
the hint asked, then with the last bot's reason pointed at, drawn at 150 % and 200 % in English
and French at 1024x640 and 1280x720: nothing overlaps, leaves the window or is cut, and the line
is no smaller than at 100 %.
"""

from __future__ import annotations

from typing import Any

import pytest

from layout_tour import FRAME, drawn_at, problems, text_overlaps
from oh7_desktop.app import drawn
from test_red7_counting_lines import GAMES, SIZES, each_decision, red7_game

DECISIONS = 8
"""The person's decisions looked at in each game."""


def _hinted(table: Any) -> bool:
    """Ask the hint and wait for it (True: it came)."""
    table.ask_hint()
    for _ in range(600):
        if table.hint() is not None:
            break
        table.update(FRAME)
    table.animator.finish()
    return table.hint() is not None and table.acting_seat() is not None


def _pointed(table: Any) -> bool:
    """Point at the last bot with a decision to explain (True: its reason shows)."""
    bots = table.explained_bots()
    table.pointed = bots[-1] if bots else None
    return table.bot_line() is not None


def _line_faults(table: Any, line: str) -> list[str]:
    """What is wrong with the table drawn with ``line`` (the hint's or a bot's) at 150 and 200 %."""
    faults = []
    for scale in (150, 200):
        table.services.settings.ui_scale = scale
        for size in SIZES:
            for language in ("en", "fr"):
                _, boxes = drawn_at(table, size, language)
                shown = next((b for b in boxes if b.kind == "prompt" and b.rect.width and _is_learning(table, b)),
                             None)
                where = f"{scale} % {size} {language}"
                faults += [f"{where}: {p}" for p in problems(boxes, size) + text_overlaps(boxes)]
                faults += [f"{where}: {line!r} not drawn"] if shown is None else \
                    [f"{where}: {b.label} px in {line[:30]!r}" for b in _sizes_in(boxes, shown.rect)
                     if int(b.label) < _at_100(size)]
    table.services.settings.ui_scale = 100
    return faults


def _is_learning(table: Any, box: drawn.Box) -> bool:
    learn = table.learn_frame()
    return box.label in (learn.hint_line, learn.bet_line)


def _sizes_in(boxes: list[drawn.Box], rect: Any) -> list[drawn.Box]:
    return [b for b in boxes if b.kind == "size" and rect.contains(b.rect)]


def _at_100(size: tuple[int, int]) -> int:
    """The line's size at 100 % in a window of ``size`` (22 design pixels, 14 at least)."""
    return max(14, round(22 * min(size[0] / 1920, size[1] / 1080)))


@pytest.mark.parametrize(("players", "advanced"), GAMES)
def test_the_hint_and_a_bots_reason_keep_to_their_room(players: int, advanced: bool) -> None:
    table, seen, faults = red7_game(players, advanced), list[str](), list[str]()
    try:
        for decision in each_decision(table, DECISIONS):
            for kind, shown in (("hint", _hinted), ("bot", _pointed)):
                if shown(table):
                    seen.append(kind)
                    learn = table.learn_frame()
                    line = learn.bet_line or learn.hint_line
                    faults += [f"{kind} at decision {decision}, {f}" for f in _line_faults(table, line)]
                table.pointed = None
    finally:
        table.exit()
    assert {"hint", "bot"} <= set(seen), seen
    assert not faults, "\n".join(faults[:12])
