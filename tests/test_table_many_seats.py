"""Every seat count each game allows stays readable at 100 % and 200 % text size (issue 26 item 2).

:mod:`test_table_scale` tours one seat count per game; a colleague rendering 6 and 7 seats at
200 % found Oh Hell's bid pills over the names, Oh 7 ?'s name plates over one another and its
score panel's rows over one another, Oh 7 ?'s "X wins the trick" over "You must follow ...",
and Oh Hell's and Seven Up's line above the trick over the trick's top card in French; then Oh 7
?'s hint line over the card of the seat before the viewer at 6 seats (neither check asked for a
hint at every seat count). Here each table, at every seat count, is drawn at a bid or first
decision, at a play with the trick started (its winner's line up, a refused card pointed at) and
(Oh 7 ?) at a hint asked with the card of the seat before the viewer in the trick, at 100 %, 175 % and 200 %, in English
and French and at three window sizes: nothing overlaps, nothing leaves the window, no two lines
of text cross, no line covers a card of the trick. Positions are reached by a short seeded play
(no whole games).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pygame
import pytest

from layout_tour import LANGUAGES, SIZES, drawn_at, make, problems, settle, split_known, until
from oh7_desktop.app import drawn
from oh7_desktop.app.kit.kinds import CardKey

SEATS = {"oh7": range(2, 7), "oh-hell": range(3, 8), "seven-up": range(2, 3), "red7": range(2, 5)}
"""Every seat count each game allows (Oh 7 ?'s 6 seats play the advanced game)."""
TABLES = [(game, players) for game, counts in SEATS.items() for players in counts]
SCALES = (100, 175, 200)
NOTE = {"oh-hell": "hell.note.trick", "seven-up": "su.note.trick"}
"""The line above the trick while a won trick waits to be gathered."""


def _texts_crossing(boxes: list[drawn.Box]) -> list[str]:
    """Every two lines of text that cross (one line's words drawn over another's)."""
    lines = [b.rect for b in boxes if b.kind == "text"]
    return [f"text over text: {tuple(a)} and {tuple(b)}" for i, a in enumerate(lines) for b in lines[i + 1:]
            if a.inflate(-2, -2).colliderect(b.inflate(-2, -2))]


def _trick_rects(table: Any) -> list[tuple[CardKey, pygame.Rect]]:
    """The trick's cards where they rest (Red7: none; its canvas is checked elsewhere)."""
    if table.setup.game == "red7":
        return []
    if table.setup.game == "oh7":
        from oh7_desktop.app.tables.oh7.geometry import Targets

        placed = Targets(table.geo, table.viewer, table.model.hand_shown, table.reveal_all()).compute(table.model)
    else:
        placed = dict(table.targets())
    rects = []
    for _, key in table.model.trick:
        spot = placed[key]
        rect = pygame.Rect(0, 0, round(spot.width), round(spot.width * 1.4))
        rect.center = (round(spot.x), round(spot.y))
        rects.append((key, rect))
    return rects


def _over_the_trick(table: Any, boxes: list[drawn.Box]) -> list[str]:
    """Every pill or prompt that covers a card of the trick (a rounding pixel aside)."""
    return [f"over the trick: {b.kind} {b.label!r} {tuple(b.rect)} and {key}" for key, card in _trick_rects(table)
            for b in boxes if b.kind in ("pill", "prompt", "banner") and b.rect.colliderect(card.inflate(-4, -4))]


def _positions(table: Any) -> Any:
    """A bid or first decision, then a play with the trick begun, its winner's line up and (where
    there is one) a refused card pointed at, then (Oh 7 ?) a hint late in a trick."""
    rng = random.Random(2)
    settle(table)
    yield "first-decision"
    game = table.setup.game
    if game == "red7":
        return
    until(table, lambda t: t.acting_seat() is not None and len(t.model.trick) >= 1
          and (game != "oh7" or t.state.phase.name == "PLAY")
          and (game == "oh7" or t.phase_name() in ("tricks", "play")), rng)
    table.animator.finish()
    refused = [k for k in table.choosable() if table.card_reason(k) is not None]
    if game == "oh7":
        winner = table.model.trick_winner
        table.model.trick_winner = (table.acting_seat() + 1) % table.setup.rules.players
        if refused:
            table.selection.hover = refused[0]
    else:
        table.director.note = (NOTE[game], {"seat": 1})
        if refused:
            table.hover = refused[0]
    yield "play"
    if game == "oh7":
        table.model.trick_winner, table.selection.hover = winner, None
        yield from _hint_after_the_seat_before(table, rng)


def _hint_after_the_seat_before(table: Any, rng: random.Random) -> Any:
    """Oh 7 ?: the hint's line asked while the trick holds the card of the seat just before the
    viewer (at 6 seats it lies low beside the trump, where the line reached it)."""
    before = table.setup.rules.players - 1
    until(table, lambda t: t.acting_seat() == 0 and t.state.phase.name == "PLAY"
          and any(seat == before for seat, _ in t.model.trick), rng)
    table.ask_hint()
    until(table, lambda t: t.hint() is not None, rng)
    table.animator.finish()
    assert any(seat == before for seat, _ in table.model.trick)
    yield "hint"


@lru_cache(maxsize=None)
def _views(game: str, players: int) -> dict[tuple[int, str], tuple[str, ...]]:
    """What is wrong at each scale and language over every position and window size."""
    found: dict[tuple[int, str], list[str]] = {(scale, lang): [] for scale in SCALES for lang in LANGUAGES}
    table = make(game, players=players)
    try:
        for position in _positions(table):
            for scale in SCALES:
                table.services.settings.ui_scale = scale
                for size in SIZES:
                    for language in LANGUAGES:
                        _, boxes = drawn_at(table, size, language)
                        wrong = problems(boxes, size) + _texts_crossing(boxes) + _over_the_trick(table, boxes)
                        found[(scale, language)] += [f"{position} {size[0]}x{size[1]}: {w}" for w in wrong]
            table.services.settings.ui_scale = 100
    finally:
        table.exit()
    return {view: tuple(lines) for view, lines in found.items()}


CASES = [pytest.param(game, players, scale, language, id=f"{game}-{players}-{scale}-{language}")
         for game, players in TABLES for scale in SCALES for language in LANGUAGES]


@pytest.mark.parametrize(("game", "players", "scale", "language"), CASES)
def test_every_seat_count_stays_clear_at_every_scale(game: str, players: int, scale: int, language: str) -> None:
    known, wrong = split_known(game, list(_views(game, players)[(scale, language)]))
    assert wrong == []
    if known:
        pytest.xfail(f"{len(known)} known overlaps (layout_tour.KNOWN), first {known[0]}")
