"""Red7's banner and turn prompt at a large text size (issue 26 items 1-2: every size 75-200 %,
no overlaps, text that grows).

At 200 % the banner (the line saying who leads under red, a move, the rule changed, a refusal),
centred in its strip between the top seats' palettes and the canvas, covered the bottom of those
palettes' cards; and the turn prompt, held to two lines, shrank back to about its 100 % size (16-18 px
at 1280x720 beside 29 px buttons; 12-14 px at 1024x640). Each table (2, 3 and 4 seats) is drawn at
its first decision once per size, scale and language with the longest note, then with a refusal
in its place; every fault is collected before the asserts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from layout_tour import drawn_at, drawn_at_every, make, settle
from oh7_desktop.app import drawn
from oh7_desktop.app.tables.red7.card_words import readable
from oh7_desktop.app.theme import shrink_floor

SIZES = [(1024, 640), (1280, 720)]
SCALES = (100, 150, 200)
PLAYERS = (2, 3, 4)


@dataclass(frozen=True)
class View:
    """One drawing of the table: where (scale, size, language), what it drew, the banner's words,
    the prompt's area and the buttons' column as laid out for it."""

    scale: int
    size: tuple[int, int]
    language: str
    boxes: tuple[drawn.Box, ...]
    banner: str
    prompt: pygame.Rect
    column: pygame.Rect

    @property
    def where(self) -> str:
        """The view in a fault's words."""
        return f"{self.scale} % {self.size[0]}x{self.size[1]} {self.language}"


def _views_of(table: Any, refusal: bool) -> list[View]:
    """The table at every scale, size and language, the note set to the longest there is (who
    leads under red with which card, who starts), or, with ``refusal``, the same words refused."""
    players, views = table.players, []
    table.director.note = ("red7.note.first", {"leader": 1, "card": "7R", "seat": 2 % players})
    for scale, size, language, boxes in drawn_at_every(table, SCALES, SIZES):
        card = readable("7R", table.words)
        banner = next((b.label for b in boxes if b.kind == "pill" and card in b.label), "")
        if refusal:
            table.flash = (banner, table.now() + 60)
            boxes = drawn_at(table, size, language)[1]
            table.flash = None
        views.append(View(scale, size, language, tuple(boxes), banner, table.geo.area("prompt").rect.copy(),
                          table.geo.area("buttons").rect.copy()))
    return views


@lru_cache(maxsize=None)
def views(players: int) -> tuple[View, ...]:
    """Each table's views (note, then refusal), drawn once for the module's tests."""
    table = make("red7", players=players)
    try:
        settle(table)
        assert table.acting_seat() == 0, "the tour's first decision is the person's"
        return tuple(_views_of(table, False) + _views_of(table, True))
    finally:
        table.exit()


def banner_faults(view: View) -> list[str]:
    """The banner missing, cut, outside the window, or over a card or another box."""
    found = [b for b in view.boxes if b.kind == "pill" and b.label == view.banner]
    if not view.banner or len(found) != 1:
        return [f"{view.where}: the banner {view.banner!r} was not drawn once ({len(found)})"]
    rect, faults = found[0].rect, []
    if not pygame.Rect((0, 0), view.size).contains(rect):
        faults.append(f"{view.where}: the banner {tuple(rect)} leaves the window")
    faults += [f"{view.where}: the banner is cut" for b in view.boxes if b.kind == "cut" and b.label == view.banner]
    for box in view.boxes:
        if box.kind in ("face", "back", *drawn.BOXES) and box is not found[0] and rect.colliderect(box.rect) \
                and not rect.contains(box.rect):
            faults.append(f"{view.where}: the banner {tuple(rect)} covers {box.kind} {box.label!r} {tuple(box.rect)}")
    return faults


def test_red7s_banner_covers_no_card_nor_box_at_any_size() -> None:
    found = [fault for players in PLAYERS for view in views(players) for fault in banner_faults(view)]
    assert found == [], "\n".join(found)


def prompt_sizes(view: View) -> list[int]:
    """The pixel sizes of the turn prompt's lines: the lines inside the prompt's area across, from
    its top down to the buttons (not the keys line, centred on the buttons' column)."""
    return [int(b.label) for b in prompt_lines(view)]


def prompt_lines(view: View) -> list[drawn.Box]:
    """The ``size`` boxes of the prompt's lines (see :func:`prompt_sizes`)."""
    buttons = min([b.rect.top for b in view.boxes if b.kind == "button"], default=view.column.bottom)
    return [b for b in view.boxes if b.kind == "size" and view.prompt.left - 1 <= b.rect.left
            and b.rect.right <= view.prompt.right + 1 and view.prompt.top <= b.rect.top < buttons
            and abs(b.rect.centerx - view.column.centerx) > 2]


def button_size(view: View) -> int:
    """The largest size of the buttons' labels (the text the prompt is compared with)."""
    buttons = [b.rect for b in view.boxes if b.kind == "button"]
    return max(int(b.label) for b in view.boxes if b.kind == "size" and any(r.contains(b.rect) for r in buttons))


def test_red7s_turn_prompt_grows_with_the_text_size() -> None:
    found: list[str] = []
    for players in PLAYERS:
        shown = {(v.scale, v.size, v.language): v for v in views(players)[:len(SCALES) * len(SIZES) * 2]}
        for (scale, size, language), view in shown.items():
            sizes, label = prompt_sizes(view), button_size(view)
            if not sizes:
                found.append(f"{players} seats {view.where}: no prompt")
                continue
            lowest = max(b.rect.bottom for b in prompt_lines(view))
            if lowest > min(b.rect.top for b in view.boxes if b.kind == "button"):
                found.append(f"{players} seats {view.where}: the prompt reaches the buttons ({lowest})")
            if min(sizes) < shrink_floor(label):
                found.append(f"{players} seats {view.where}: prompt {sizes} px beside {label} px buttons")
            small = prompt_sizes(shown[(100, size, language)])
            if scale > 100 and min(sizes) < min(small) * scale / 100 * 0.75:
                found.append(f"{players} seats {view.where}: prompt {sizes} px, at 100 % {small} px")
    assert found == [], "\n".join(found)


def test_red7s_prompt_and_preview_lines_are_never_cut() -> None:
    """With a card picked and the palette pointed at, the prompt and the preview's verdict ("You
    would not be winning") wrap at their size: no line of the table is cut."""
    from oh7_desktop.app.tables.red7.model import key_of

    found: list[str] = []
    for players in PLAYERS:
        table = make("red7", players=players)
        try:
            settle(table)
            move = next(m for m in table.choices().moves if getattr(m, "palette", None) is not None)
            table.pick(key_of(move.palette))
            table.hover_target = "palette"
            for scale, size, language, boxes in drawn_at_every(table, SCALES, SIZES):
                found += [f"{players} seats {scale} % {size} {language}: cut {b.label!r}" for b in boxes if b.kind == "cut"]
        finally:
            table.exit()
    assert found == [], "\n".join(found)


def test_red7s_hint_line_keeps_off_the_palettes_at_100_percent() -> None:
    """The hint's line (two or three lines wrapped in the note's strip) covered the top palettes'
    cards even at 100 %; where its wrapped box does not fit the strip it takes the felt left of the
    canvas. (At 150-200 % in French and at 200 % a long hint is still taller than that room.)"""
    import random

    from layout_tour import until

    found: list[str] = []
    table = make("red7", players=4)
    try:
        settle(table)
        table.ask_hint()
        until(table, lambda t: t.hint() is not None, random.Random(1))
        for scale, size, language, boxes in drawn_at_every(table, (100,), SIZES):
            lines = [b.rect for b in boxes if b.kind == "prompt"]
            found += [f"{scale} % {size} {language}: no hint line" for _ in range(1) if len(lines) != 1]
            found += [f"{scale} % {size} {language}: hint {tuple(line)} over {b.kind} {b.label!r} {tuple(b.rect)}"
                      for line in lines for b in boxes if b.kind in ("face", "back", *drawn.BOXES) and b.kind != "prompt"
                      and line.colliderect(b.rect) and not line.contains(b.rect)]
    finally:
        table.exit()
    assert found == [], "\n".join(found)


def test_red7s_prompt_lines_keep_a_gap_between_them() -> None:
    # A line's picture is as tall as its ink: laid edge to edge, "tableau" sat on "Vous seriez en
    # tête" (French, 200 %, the first window of a 1280x720 screen).
    found: list[str] = []
    for players in PLAYERS:
        for view in views(players):
            lines = sorted((b.rect for b in prompt_lines(view)), key=lambda rect: rect.top)
            found += [f"{players} seats {view.where}: {tuple(a)} then {tuple(b)}"
                      for a, b in zip(lines, lines[1:]) if b.top - a.bottom < 2]
    assert found == [], "\n".join(found)
