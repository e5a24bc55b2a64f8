"""Issue 26 at every text size (75-200 %), Oh Hell's and Oh 7 ?'s tables at 1024x640 and 1280x720,
in English and French: the person's bid picker keeps off the note over the trick ("Cy bids 0") and
the trump's caption; the person's name plate ("You · dealer") keeps off the cards of the hand
beside it (they were drawn over its end at 200 %); an Oh 7 ? plate's name and bet stay apart by
a clear gap (7 px at 1024x640 200 %: they read as one word).

Each test plays one position per table once and draws it at every size, language and scale,
collecting every failing case (cheap: no rebuild per case).
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from layout_tour import drawn_at_every, make, problems, settle, until
from oh7_desktop.app import drawn, tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from settings_support import table_settings

SIZES = [(1024, 640), (1280, 720)]
SCALES = (75, 100, 150, 200)


def _table(game: str, players: int, rules: dict[str, object] | None = None, seed: int = 3) -> Any:
    """``game``'s table at instant speed, seat 0 the person against easy bots (``rules`` as the
    command line's)."""
    services = Services(settings=table_settings(speed="instant", four_colour=True, bot_pace="normal"),
                        translator=Translator("en"), bot_worker=BotWorker(in_process=True))
    entry = tables.get(game)
    assert entry.command_line is not None
    setup = entry.command_line(players, ["human"] + ["easy"] * (players - 1), rules, False, seed)
    pygame.display.set_mode(SIZES[1])
    return entry.make_table(services, setup, False)


def _every_look(table: Any, check: Any) -> list[str]:
    """``check(table, size, language, scale, boxes)``'s findings at every size, language and scale."""
    return [f"{size} {language} {scale}%: {problem}"
            for scale, size, language, boxes in drawn_at_every(table, SCALES, SIZES)
            for problem in check(table, size, language, scale, boxes)]


def _card_rects(table: Any) -> list[pygame.Rect]:
    """Where every card rests (the hands, the pack, the trump, the trick, Oh 7 ?'s bet cards), a
    side seat's turned a quarter."""
    if table.setup.game == "oh7":
        from oh7_desktop.app.tables.oh7.geometry import Targets

        placed = Targets(table.geo, table.viewer, table.model.hand_shown, table.reveal_all()).compute(table.model)
    else:
        placed = table.targets()
    rects = []
    for spot in placed.values():
        turned = round(abs(spot.angle)) % 180 == 90
        size = (round(spot.width * 1.4), round(spot.width)) if turned else (round(spot.width), round(spot.width * 1.4))
        rects.append(pygame.Rect((0, 0), size))
        rects[-1].center = (round(spot.x), round(spot.y))
    return rects


def _hell_problems(table: Any, size: tuple[int, int], language: str, scale: int,
                   boxes: list[drawn.Box]) -> list[str]:
    """Overlaps and cuts among what was drawn, and a name plate's words under a card."""
    return problems(boxes, size) + _words_under_cards(table, boxes)


def _words_under_cards(table: Any, boxes: list[drawn.Box]) -> list[str]:
    """Every line of a name plate under a card resting on the table."""
    names = {table.seat_name(seat) for seat in range(table.setup.rules.players)}
    plates = [b.rect for b in boxes if b.kind == "pill" and b.label.split("  ·")[0].removesuffix(" …") in names]
    words = [b.rect for b in boxes if b.kind == "text" and any(plate.contains(b.rect) for plate in plates)]
    return [f"a plate's words {tuple(rect)} under a card {tuple(card)}" for rect in words
            for card in _card_rects(table) if rect.colliderect(card)]


def test_oh_hell_the_bid_picker_and_the_persons_plate_keep_clear_at_every_scale() -> None:
    """The person deals (bids last, a bid refused by the hook) the longest hand, for 3 to 7
    players, and a hand of one card at four, as in the lesson; then plays its first card."""
    found = []
    for players, sequence in [(players, "down") for players in range(3, 8)] + [(4, "up")]:
        table = _table("oh-hell", players, {"sequence": sequence, "hook": True})
        try:
            settle(table)
            assert table.bid_choices() and table.model.dealer == table.viewer
            found += [f"{players} seats, {sequence}, bid: {p}" for p in _every_look(table, _hell_problems)]
            until(table, lambda t: t.acting_seat() is not None and bool(t.choosable()), random.Random(1))
            table.animator.finish()
            found += [f"{players} seats, {sequence}, play: {p}" for p in _every_look(table, _hell_problems)]
        finally:
            table.exit()
    assert found == [], "\n".join(found)


def _plate_gaps(table: Any, size: tuple[int, int], language: str, scale: int, boxes: list[drawn.Box]) -> list[str]:
    """Every plate whose name and bet line are nearer than the height of their letters."""
    found = []
    texts = [b for b in boxes if b.kind == "text"]
    names = {table.seat_name(seat) for seat in range(table.setup.rules.players)}
    for plate in (b for b in boxes if b.kind == "pill" and b.label in names):
        inside = sorted((t.rect for t in texts if plate.rect.contains(t.rect)), key=lambda r: r.left)
        found += [f"{plate.label!r}: {right.left - left.right} px between its name and bet"
                  for left, right in zip(inside, inside[1:])
                  if right.left - left.right < min(left.height, right.height)]
    return found + _words_under_cards(table, boxes)


def test_oh7_a_plates_name_and_bet_stay_apart_at_every_scale() -> None:
    found = []
    for players in (2, 4, 6):
        table = make("oh7", players=players)
        try:
            settle(table)  # to the first trick, every bet shown on its plate
            until(table, lambda t: t.acting_seat() is not None and t.state.phase.name == "PLAY", random.Random(1))
            table.animator.finish()
            found += [f"{players} seats: {p}" for p in _every_look(table, _plate_gaps)]
        finally:
            table.exit()
    assert found == [], "\n".join(found)
