"""A tour of real positions at every game's table, and what each frame drew where.

:func:`tour` plays a seeded game with seat 0 a person (the scripted choices below) against easy
bots at instant speed, and stops at the positions a new player meets: a bet or a first decision,
a refused card's reason, a hint, a bot's reason, a practice game over a replay, a play, Red7's
fold confirmation, the score sheet (then Seven Up's question and set-aside of the next deal).
:func:`drawn_at` draws the table at any size and language and returns what it drew
(:mod:`oh7_desktop.app.drawn`); :func:`problems` says what overlaps or does not fit.
``python tests/layout_tour.py OUT [GAME...] [--colour-safe] [--high-contrast]`` saves every position
as a PNG to look at, in the look asked.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame

from oh7_desktop.app import drawn, tables
from oh7_desktop.app.bot_worker import BotWorker
from oh7_desktop.app.game_setup import GameSetup, SeatSetup
from oh7_desktop.app.i18n import Translator
from oh7_desktop.app.scene import Services
from settings_support import table_settings

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
LANGUAGES = ["en", "fr"]
FRAME = 1 / 60


def make(game: str, language: str = "en", seed: int = 3, colour_safe: bool = False, players: int | None = None,
         target: int = 21, options: dict[str, Any] | None = None, mode: str | None = None) -> Any:
    """``game``'s table with seat 0 a person ("You") and easy bots, at instant speed (``players``
    seats, else the game's usual count in this tour; Oh 7 ?: to ``target`` points, in ``mode``,
    else the advanced game at 6 seats and the base game below; the others with the command line's
    ``options``, such as Red7's ``advanced``)."""
    services = Services(settings=table_settings(speed="instant", four_colour=True, bot_pace="normal",
                                                colour_safe=colour_safe),
                        translator=Translator(language), bot_worker=BotWorker(in_process=True))
    entry = tables.get(game)
    if entry.command_line is None:  # Oh 7 ?: its own form
        from oh7_desktop.games.oh7 import Rules

        seats = tuple(SeatSetup("You" if i == 0 else name, "human" if i == 0 else "bot", None if i == 0 else "easy")
                      for i, name in enumerate(["You", "Alice", "Bruno", "Chloé", "Driss", "Emma"][:players or 4]))
        setup = GameSetup("oh7", Rules(mode or ("advanced" if players == 6 else "base"), players or 4, target), seed, seats)
    else:
        players = players or {"seven-up": 2, "red7": 4}.get(game, 5)
        setup = entry.command_line(players, ["human"] + ["easy"] * (players - 1), options, False, seed)
    pygame.display.set_mode(SIZES[1])
    return entry.make_table(services, setup, False)


def settle(table: Any, frames: int = 3000) -> None:
    """Update until the person decides, a score sheet is up, or the game is over."""
    screen = pygame.Surface(SIZES[1])
    for _ in range(frames):
        if table.sheet_open or table.acting_seat() is not None or table.finished:
            break
        table.update(FRAME)
        table.draw(screen)
    table.animator.finish()


def until(table: Any, done: Any, rng: random.Random, frames: int = 6000) -> None:
    """Play on (the person at random) until ``done(table)``."""
    for _ in range(frames):
        if done(table):
            return
        if table.sheet_open:
            table.close_sheet()
        elif table.acting_seat() is not None:
            act(table, rng)
        table.update(FRAME)
    raise AssertionError("the position was not reached")


def act(table: Any, rng: random.Random) -> None:
    """The person makes a legal choice at random (Red7 never folds: its rounds stay long)."""
    seat = table.acting_seat()
    if table.setup.game == "oh7":
        from oh7_desktop.games.oh7 import Phase

        if table.state.phase is Phase.INTERROBANG:
            table.answer_interrobang(False)
        else:
            table.choose(rng.choice([k for k in table.choosable() if table.card_reason(k) is None]))
        return
    legal = [a for a in table.game.legal_actions(table.state, seat) if type(a).__name__ != "Fold"]
    table.apply_action(rng.choice(legal or list(table.game.legal_actions(table.state, seat))))
    table.selected, table.options = None, [] if hasattr(table, "options") else None


def each_decision(table: Any, most: int, rng: random.Random, shown: bool = False) -> Iterator[int]:
    """Play a whole game on, stopping at each of the person's decisions (with ``shown``, once the
    show before it ended), at most ``most`` (yielding its number): the caller looks at the table,
    then the person acts at random (:func:`act`) at 100 % text size, if still to act."""
    decisions = 0
    for _ in range(20000):
        if table.finished or decisions >= most:
            return
        if table.sheet_open:
            table.close_sheet()
        elif table.acting_seat() is not None and not (shown and table.director.busy):
            decisions += 1
            yield decisions
            table.services.settings.ui_scale = 100
            if table.acting_seat() is not None:
                act(table, rng)
        table.update(FRAME)


def whole_game(table: Any, rng: random.Random, frames: int = 20000) -> Iterator[str]:
    """Play the whole game (the person at random, :func:`act`), stopping before each decision of
    the person ("decision"), at each score sheet ("sheet", closed after) and at the end ("end")."""
    for _ in range(frames):
        if table.finished:
            table.animator.finish()
            yield "end"
            return
        if table.sheet_open:
            table.animator.finish()
            yield "sheet"
            table.close_sheet()
        elif table.acting_seat() is not None:
            yield "decision"
            act(table, rng)
        table.update(FRAME)
    raise AssertionError("the game did not end")


def tour(table: Any) -> Iterator[str]:
    """Stop at each position worth checking (the caller looks at the table at each)."""
    rng = random.Random(1)
    game = table.setup.game
    settle(table)
    yield "first-decision"
    if _show_a_reason(table):
        yield "refused-card"
    yield from _own_positions(table, game, rng)
    until(table, lambda t: t.sheet_open, rng)
    table.animator.finish()
    yield "score-sheet"
    if game == "seven-up":
        yield from _seven_up_openings(table, rng)


def _show_a_reason(table: Any) -> bool:
    """Point at a card the person may not choose (its reason shows); False if there is none."""
    keys = table.choosable() if table.acting_seat() is not None else []
    bad = [k for k in keys if table.card_reason(k) is not None]
    if not bad:
        return False
    if table.setup.game == "oh7":
        table.selection.hover = bad[0]
    else:
        table.hover = bad[0]
    return True


def _own_positions(table: Any, game: str, rng: random.Random) -> Iterator[str]:
    if game == "oh7":
        yield from _oh7_positions(table, rng)
    elif game == "red7":
        yield from _red7_positions(table, rng)
    else:
        until(table, lambda t: t.acting_seat() is not None and bool(t.choosable()) and _tricks(t), rng)
        yield "play"
        until(table, lambda t: t.acting_seat() is not None and _tricks(t) and _show_a_reason(t), rng)
        yield "refused-card"
        table.hover = None
        table.refuse(table.card_reason(next(k for k in table.choosable() if table.card_reason(k) is not None)))
        yield "refusal"
        table.flash = None


def _seven_up_openings(table: Any, rng: random.Random) -> Iterator[str]:
    """Seven Up's next deal: the person's stand-or-beg question, then (the person begs, the
    dealer runs) the set-aside, the new trump's line above the table."""
    from oh7_desktop.games.seven_up import Phase

    def asked(phases: tuple[Any, ...]) -> Any:
        return lambda t: t.acting_seat() is not None and not t.director.busy and t.state.phase in phases

    until(table, asked((Phase.STAND_OR_BEG, Phase.GIVE_OR_RUN)), rng)
    table.animator.finish()
    yield "question"
    table.choose_answer("beg" if table.state.phase is Phase.STAND_OR_BEG else "run")
    until(table, asked((Phase.SET_ASIDE,)), rng)
    table.animator.finish()
    yield "set-aside"


def _tricks(table: Any) -> bool:
    return table.phase_name() in ("tricks", "play")


def _oh7_positions(table: Any, rng: random.Random) -> Iterator[str]:
    from oh7_desktop.games.oh7 import Phase

    table.ask_hint()
    until(table, lambda t: t.hint() is not None, rng)
    yield "bet-hint"
    until(table, lambda t: t.acting_seat() is not None and t.state.phase is Phase.PLAY, rng)
    table.ask_hint()
    until(table, lambda t: t.hint() is not None, rng)
    yield "play-hint"
    cards = table.bot_bet_cards()
    if cards:
        table.bet_pointed = cards[-1]
        until(table, lambda t: t.bet_line() is not None and "…" not in (t.bet_line() or ""), rng)
        yield "bot-reason"
        table.bet_pointed = None
    table.say(table.words("table.undo_refused"))
    yield "flash"
    table.flash = None
    until(table, lambda t: bool(t.state.history) and t.acting_seat() is not None and t.state.phase is Phase.PLAY
          and t.model.last_trick is not None, rng)
    table.ask_hint()
    until(table, lambda t: t.hint() is not None, rng)
    yield "late-play-hint"


def _red7_positions(table: Any, rng: random.Random) -> Iterator[str]:
    until(table, lambda t: t.acting_seat() is not None and bool(t.choices().moves), rng)
    move = next(m for m in table.choices().moves if getattr(m, "palette", None) is not None)
    from oh7_desktop.app.tables.red7.model import key_of

    table.pick(key_of(move.palette))
    table.hover_target = "palette"
    yield "preview"
    table.fold()
    yield "fold-confirm"
    table.selected, table.hover_target, table.fold_armed = None, None, None


def drawn_at(table: Any, size: tuple[int, int], language: str, practice: bool = False) -> tuple[pygame.Surface,
                                                                                                  list[drawn.Box]]:
    """Draw the table at ``size`` in ``language`` (over a replay's practice if asked); what it drew."""
    table.services.translator = Translator(language)
    surface = pygame.Surface(size)
    scene: Any = table
    if practice:
        from oh7_desktop.app.review.launch import PracticeScene

        scene = PracticeScene(table.services, table)
    with drawn.recording(surface) as boxes:
        scene.draw(surface)
    return surface, list(boxes)


def drawn_at_every(table: Any, scales: tuple[int, ...], sizes: list[tuple[int, int]]
                   ) -> Iterator[tuple[int, tuple[int, int], str, list[drawn.Box]]]:
    """The table drawn at each of ``scales`` (text and card scale), ``sizes`` and the languages:
    (scale, size, language, what it drew); the scale is back at 100 % afterwards."""
    try:
        for scale in scales:
            table.services.settings.ui_scale = scale
            for size in sizes:
                for language in LANGUAGES:
                    yield scale, size, language, drawn_at(table, size, language)[1]
    finally:
        table.services.settings.ui_scale = 100


CARDS = frozenset({"card", "back", "bet", "face", "pile", "lifted"})
"""The cards a table draws (:mod:`oh7_desktop.app.drawn`): cards may lie over cards (a fan, a
stack, a trick), but no other box and no line of text may cover one."""
PICTURES = CARDS - {"card"}
"""The cards drawn as pictures, which hold no line of text (a ``card`` drawn by hand, Oh 7 ?'s
trump, holds its own caption and suits)."""


KNOWN: dict[str, tuple[str, ...]] = {}
"""Overlaps the stricter check (cards recorded, text counted: issue 26) found at 150 % and 200 %
that are not fixed yet, by game, as words of the problem's line: none left (Red7's star over the
top seats' backs, its target pills over the canvas's and the palette's cards and, in whole games,
the canvas's caption in four-seat advanced games were fixed). The tests expect them (xfail) and
fail on any other problem, and on a known one no longer seen in their tours
(:mod:`test_table_scale`)."""


def split_known(game: str, found: list[str]) -> tuple[list[str], list[str]]:
    """``found`` split into the known overlaps of ``game`` (:data:`KNOWN`) and the rest."""
    known = [line for line in found if any(words in line for words in KNOWN.get(game, ()))]
    return known, [line for line in found if line not in known]


def problems(boxes: list[drawn.Box], size: tuple[int, int]) -> list[str]:
    """Every two boxes that overlap (one inside the other is fine: a button on its panel; but
    nothing may cover a card, even wholly), every line of text over a card, over a box it is not
    inside (its own pill, button or prompt) or over another line, every box or line of text
    outside the window, every line cut."""
    window = pygame.Rect((0, 0), size)
    found = [f"cut: {b.label!r}" for b in boxes if b.kind == "cut"]
    found += [f"outside the window: {b.kind} {b.label!r} {tuple(b.rect)}" for b in boxes
              if b.kind not in ("cut", "shrunk") and not window.contains(b.rect)]
    shown = [b for b in boxes if b.kind in drawn.BOXES or b.kind in CARDS]
    for i, first in enumerate(shown):
        for second in shown[i + 1:]:
            if _overlap(first, second):
                found.append(f"overlap: {_named(first)} and {_named(second)}")
    found += _text_problems([b for b in boxes if b.kind == "text"], shown)
    return found + _crossed(boxes)


def _crossed(boxes: list[drawn.Box]) -> list[str]:
    """Every line of text, pill or other box drawn before a target's outline (under it) that the
    outline's edge crosses: in part inside it (a pill drawn after it, its caption, covers the edge)."""
    found = []
    for at, outline in enumerate(boxes):
        if outline.kind == "outline":
            found += [f"outline {outline.label!r} {tuple(outline.rect)} across {_named(line)}"
                      for line in boxes[:at] if (line.kind == "text" or line.kind in drawn.BOXES - {"card"})
                      and outline.rect.colliderect(line.rect) and not outline.rect.contains(line.rect)]
    return found


def text_overlaps(boxes: list[drawn.Box]) -> list[str]:
    """Every two lines of text (or a line and a pill or button) that cover each other in part."""
    shown = [b for b in boxes if b.kind == "text" or (b.kind in drawn.BOXES and b.kind != "card")]
    return [f"{a.kind} {a.label!r} {tuple(a.rect)} and {b.kind} {b.label!r} {tuple(b.rect)}"
            for i, a in enumerate(shown) for b in shown[i + 1:]
            if a.rect.colliderect(b.rect) and not (a.rect.contains(b.rect) or b.rect.contains(a.rect))]


def _named(box: drawn.Box) -> str:
    return f"{box.kind} {box.label!r} {tuple(box.rect)}"


def _overlap(first: drawn.Box, second: drawn.Box) -> bool:
    """Whether two boxes overlap as the check forbids (a rounding pixel aside where a card is one)."""
    if first.kind in CARDS and second.kind in CARDS:
        return False
    if first.kind in CARDS or second.kind in CARDS:
        return first.rect.inflate(-2, -2).colliderect(second.rect.inflate(-2, -2))
    return first.rect.colliderect(second.rect) and not (first.rect.contains(second.rect)
                                                        or second.rect.contains(first.rect))


def _told(line: drawn.Box, box: drawn.Box, shown: list[drawn.Box]) -> bool:
    """Whether ``line`` lies in a box of its own that is already told overlapping ``box``."""
    return any(own.kind not in CARDS and own.rect.contains(line.rect) and own is not box and _overlap(own, box)
               for own in shown)


def _text_problems(lines: list[drawn.Box], shown: list[drawn.Box]) -> list[str]:
    """Every line of text over a card (but its own, inside it), over a box not holding it whole, or over another line (a
    line's shadow, the same size a few pixels off, excepted)."""
    found = [f"text over {_named(box)}: {tuple(line.rect)}" for line in lines for box in shown
             if line.rect.inflate(-2, -2).colliderect(box.rect.inflate(-2, -2))
             and (box.kind in PICTURES or not box.rect.contains(line.rect)) and not _told(line, box, shown)]
    for i, first in enumerate(lines):
        for second in lines[i + 1:]:
            common = first.rect.clip(second.rect)
            near = max(4, first.rect.height // 8)
            shadow = first.rect.size == second.rect.size and abs(first.rect.x - second.rect.x) <= near \
                and abs(first.rect.y - second.rect.y) <= near
            if common.width > 1 and common.height > 1 and not shadow:
                found.append(f"text over text: {tuple(first.rect)} and {tuple(second.rect)}")
    return found


def main(argv: list[str]) -> int:
    """Save every position of every game at every size and language under ``argv[0]``
    (``--colour-safe``, ``--high-contrast``: in that look, as Options → Accessibility sets it;
    ``--scale=150``: at that text and card scale; ``--players=3``: with that many seats)."""
    from oh7_desktop.app import contrast

    looks = {"--colour-safe", "--high-contrast"}
    numbers = {a.split("=")[0]: int(a.split("=")[1]) for a in argv if a.startswith(("--scale=", "--players="))}
    args = [a for a in argv if a not in looks and not a.startswith(("--scale=", "--players="))]
    out = Path(args[0] if args else "layout-tour")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    contrast.set_high("--high-contrast" in argv)
    for game in (args[1:] or tables.playable()):
        table = make(game, colour_safe="--colour-safe" in argv, players=numbers.get("--players"))
        table.services.settings.ui_scale = numbers.get("--scale", 100)
        for position in tour(table):
            for size in SIZES:
                for language in LANGUAGES:
                    for practice in ((False, True) if position == "first-decision" else (False,)):
                        surface, boxes = drawn_at(table, size, language, practice)
                        name = f"{game}-{position}{'-practice' if practice else ''}-{size[0]}x{size[1]}-{language}"
                        pygame.image.save(surface, str(out / f"{name}.png"))
                        for problem in problems(boxes, size):
                            print(name, problem)
        table.exit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
