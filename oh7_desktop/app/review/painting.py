"""What every game's round review draws the same way: the seats' rows, the cards on the table,
the step's events in words and the hindsight answers for the human seats that missed.

A game's painter (``app/tables/<game>/review.py``) subclasses :class:`ReviewPainter` and says
only what is its own, from the engine's states and events of the deal (it never works out a
rule): each seat's line and cards (:class:`SeatLine`), the cards on the table
(:class:`Centre`), the step's events in words, which human seats missed. The hindsight
answers come from the game's ``hindsight_reason(states, seat)`` (the ``hindsight`` capability
of its registry entry), searched in the bot worker, never on the frame.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.bot_worker import BotWorker, Task
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.faces import SUIT_GLYPHS, FaceSet
from oh7_desktop.app.kit.kinds import Line
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.app.reasons import ReasonStyle, translate
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import GOLD, INK, MUTED, px
from oh7_desktop.games.interface import Reason, ReasonArg

from .hindsight import has_hindsight, hindsight_task, unit_states
from .stepper import DealSteps, Replay

RGB = tuple[int, int, int]
T = TypeVar("T")
NoteOf = Callable[[object, "Line | None"], "Line | None"]
"""A table director's ``note_of(event, line before) -> line``."""
_CARD = re.compile(r"\b[2-9TJQKA][SHDC]\b")
"""A 52-card pack's card in a reason's argument (``7S`` in ``3: 7S, 4: 2H``)."""
MADE: RGB = (150, 230, 160)
MISSED: RGB = (255, 150, 130)


@dataclass(frozen=True)
class SeatLine:
    """One seat's row: its status under the name, and its cards (``None``: face down; the
    state ``normal`` or ``dimmed``, for a card already played)."""

    status: str = ""
    colour: RGB = INK
    cards: tuple[tuple[str | None, str], ...] = ()
    leading: bool = False


@dataclass(frozen=True)
class Centre:
    """The table's middle after a step: a heading (trump, rule in force) and cards, each with the
    words under it and whether it is lifted in gold (a trick's winner)."""

    heading: str = ""
    cards: tuple[tuple[str, str, bool], ...] = field(default_factory=tuple)


def card_words(card: str) -> str:
    """A 52-card pack's card in the player's symbols (``TH`` -> ``10♥``); other cards as they are."""
    card = card.strip()
    if len(card) != 2 or card[1] not in SUIT_GLYPHS:
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_GLYPHS[card[1]]


class AwaitsAnswers:
    """A painter whose hindsight answers are searched in the bot worker: one task per seat, by deal."""

    _jobs: dict[int, dict[int, Task[Reason | None]]]

    def answers(self, deal: DealSteps) -> Sequence[object]:
        """The answers of this deal (asking the worker for them the first time)."""
        raise NotImplementedError

    def ready(self, deal: DealSteps) -> bool:
        """Whether every answer of this deal is known (True when there is none to give)."""
        self.answers(deal)
        return all(job.done() for job in self._jobs.get(deal.index, {}).values())

    def wait(self, deal: DealSteps, timeout: float = 30.0) -> None:
        """Wait for the answers of this deal (tests, screenshots)."""
        deadline = time.monotonic() + timeout
        while not self.ready(deal) and time.monotonic() < deadline:
            time.sleep(0.01)


def steps_with(deal: DealSteps, kinds: type | tuple[type, ...]) -> list[int]:
    """The steps of ``deal`` with an event of these kinds (the ends of tricks, of turns)."""
    return [i for i, step in enumerate(deal.steps) if any(isinstance(e, kinds) for e in step.events)]


class ReviewPainter(AwaitsAnswers):
    """Draws one deal of a replay at a step (a :class:`~.scene.DealPainter`); the game's
    subclass gives what is its own (the methods that raise ``NotImplementedError``)."""

    game_name = ""

    def __init__(self, services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int],
                 faces: FaceSet) -> None:
        self.replay, self.names, self.humans = replay, list(names), tuple(humans)
        self.words = Words(services)
        shared = services.card_art
        self.art = shared if shared is not None and shared.faces is faces else CardArt(faces)
        self.worker = services.bot_worker
        self._jobs: dict[int, dict[int, Task[Reason | None]]] = {}
        self._names: dict[int, str] = {}
        self.players = int(replay.game.players(replay.rules))
        """Seats at the table."""
        self._folded: tuple[tuple[int, int], Any] | None = None

    def seat_name(self, seat: int) -> str:
        """A seat's name as the table shows it (looked up once: the review asks for it often)."""
        name = self._names.get(seat)
        if name is None:
            name = self._names[seat] = self.words.name(self.names[seat]) if 0 <= seat < len(self.names) \
                else str(seat + 1)
        return name

    def at_step(self, deal: DealSteps, position: int, fold: Callable[[], T]) -> T:
        """``fold()``, the deal as it stood after a step, worked out once per step shown."""
        key = (deal.index, position)
        if self._folded is None or self._folded[0] != key:
            self._folded = (key, fold())
        value: T = self._folded[1]
        return value


    # -- what the game says -----------------------------------------------------------------------
    def title(self, deal: DealSteps) -> str:
        """The deal's heading."""
        raise NotImplementedError

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a trick or a turn (Up/Down jump between them)."""
        raise NotImplementedError

    def seat_line(self, deal: DealSteps, position: int, seat: int) -> SeatLine:
        """One seat's row after step ``position``."""
        raise NotImplementedError

    def centre(self, deal: DealSteps, position: int) -> Centre:
        """The table's middle after step ``position``."""
        raise NotImplementedError

    def lines(self, deal: DealSteps, position: int) -> list[str]:
        """What happened at this step, in words."""
        raise NotImplementedError

    def missed(self, deal: DealSteps) -> list[int]:
        """The human seats that missed in this deal (bid missed, point lost, knocked out)."""
        raise NotImplementedError

    def render_arg(self, name: str, value: ReasonArg) -> str:
        """A reason's argument in the player's symbols (cards, suits, seats by name)."""
        if name in ("suit", "lead") and isinstance(value, str):
            return SUIT_GLYPHS.get(value, value)
        if name in ("card", "cards", "plays", "holds", "move", "line"):
            return _CARD.sub(lambda found: card_words(found.group(0)), str(value))
        if name in ("seat", "turn", "winner") and isinstance(value, int):
            return self.seat_name(value)
        return str(value)

    def field_words(self, name: str, value: object) -> object:
        """A table line's field as the player reads it (seats by name, suits and cards by symbol)."""
        if name in ("seat", "leader", "winner") and isinstance(value, int) and not isinstance(value, bool):
            return self.seat_name(value)
        if name == "suit" and isinstance(value, str):
            return SUIT_GLYPHS.get(value, value)
        if name == "card" and isinstance(value, str):
            return card_words(value)
        return value

    def note_lines(self, events: Sequence[object], note_of: NoteOf,
                   own: Callable[[object], str | None] = lambda event: None) -> list[str]:
        """The table's own lines (its director's ``note_of``) for these events, one per event
        that has one, in the player's words; ``own(event)``, when not None, is the review's line."""
        out: list[str] = []
        before: Line | None = None
        for event in events:
            mine = own(event)
            if mine is not None:
                out.append(mine)
                continue
            line = note_of(event, before)
            if line is not None and line is not before:  # ``before`` back: the event says nothing new
                out.append(self.words(line[0], **{k: self.field_words(k, v) for k, v in line[1].items()}))
            before = line
        return out

    def explain(self, reason: Reason) -> str:
        """An engine reason in the player's language."""
        return translate(reason, self.game_name, self.words, self.words.has, ReasonStyle(self.render_arg),
                         self.replay.game.explain)

    # -- hindsight -----------------------------------------------------------------------------------
    def answers(self, deal: DealSteps) -> list[str]:
        """For each human seat that missed: the game's hindsight answer (a line saying it is
        being worked out until the search is done; nothing when the game has no hindsight)."""
        if not has_hindsight(self.game_name):
            return []
        jobs = self._jobs.get(deal.index)
        if jobs is None:
            worker = self.worker if self.worker is not None else BotWorker(in_process=True)
            states = unit_states(self.replay.game, deal)
            jobs = self._jobs[deal.index] = {seat: worker.call(hindsight_task, self.game_name, states, seat)
                                             for seat in self.missed(deal)}
        out = []
        for seat, job in jobs.items():
            if not job.done():
                out.append(self.words("review.searching", name=self.seat_name(seat)))
            elif (reason := job.result()) is not None:  # None: nothing to ask, or the search failed (logged)
                out.append(f"{self.seat_name(seat)}: {self.explain(reason)}")
        return out

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, area: pygame.Rect, ui: float, deal: DealSteps, position: int) -> None:
        """The seats' rows on the left, the table's middle and the words on the right."""
        left = pygame.Rect(area.x, area.y, round(area.width * 0.56), area.height)
        right = pygame.Rect(left.right + px(20, ui), area.y, area.right - left.right - px(20, ui), area.height)
        rows = [self.seat_line(deal, position, seat) for seat in range(self.players)]
        row_h = min(left.height // max(1, len(rows)), px(170, ui))
        most = max([len(row.cards) for row in rows] + [1])
        for seat, row in enumerate(rows):
            self._row(surface, ui, pygame.Rect(left.x, left.y + seat * row_h, left.width, row_h), seat, row, most)
        y = self._centre(surface, ui, right, self.centre(deal, position))
        clip = surface.get_clip()
        words = pygame.Rect(right.x, y, right.width, max(0, right.bottom - y))
        surface.set_clip(words.clip(clip) if clip else words)  # long answers never run under the buttons
        self._words(surface, ui, words, deal, position)
        surface.set_clip(clip)

    def _row(self, surface: pygame.Surface, ui: float, row: pygame.Rect, seat: int, line: SeatLine,
             most: int) -> None:
        name = self.seat_name(seat) + ("  ▶" if line.leading else "")
        widgets.blit_text(surface, name, px(18, ui), GOLD, (row.x, row.y + px(4, ui)), bold=True, max_width=px(200, ui))
        parts = [wrapped for part in line.status.split("\n") if part for wrapped in widgets.wrap(part, px(15, ui), px(200, ui))]
        for index, part in enumerate(parts):  # long lines wrap (never shrink) within the name's column
            widgets.blit_text(surface, part, px(15, ui), line.colour, (row.x, row.y + px(28 + 20 * index, ui)),
                              max_width=px(200, ui))
        room = row.width - px(210, ui)
        # one card size for the whole screen (a new size is a new drawing of every face): many
        # cards overlap more instead of shrinking
        width = max(20, round(min((row.height - px(10, ui)) / 1.4, room / 4, px(80, ui))))
        step = min(width * 0.62, (room - width) / max(1, most - 1))
        x = float(row.x + px(210, ui))
        for card, state in line.cards:
            self.art.draw(surface, card, (round(x), row.y + px(4, ui)), width, state, shadow=False)
            x += step

    def _centre(self, surface: pygame.Surface, ui: float, area: pygame.Rect, centre: Centre) -> int:
        """The heading and the cards on the table; return the y below them."""
        y = area.y
        if centre.heading:
            widgets.blit_text(surface, centre.heading, px(20, ui), GOLD, (area.x, y), bold=True, max_width=area.width)
        y += px(34, ui)
        if not centre.cards:
            return y
        count = len(centre.cards)
        width = max(24, min(px(64, ui), (area.width - px(10, ui) * count) // max(count, 4)))
        for index, (card, label, lifted) in enumerate(centre.cards):
            x = area.x + index * (width + px(10, ui))
            self.art.draw(surface, card, (x, y), width, "selected" if lifted else "normal")
            if label:
                widgets.blit_text(surface, label, px(14, ui), INK, (x + width // 2, y + round(width * 1.4) + px(4, ui)),
                                  anchor="midtop", max_width=width + px(8, ui))
        return y + round(width * 1.4) + px(30, ui)

    def _words(self, surface: pygame.Surface, ui: float, area: pygame.Rect, deal: DealSteps, position: int) -> None:
        answers = self.answers(deal) if position == len(deal.steps) - 1 else []
        draw_words(surface, ui, area, self.lines(deal, position), self.words("review.hindsight_title"),
                   [(text, MUTED) for text in answers])


def draw_words(surface: pygame.Surface, ui: float, area: pygame.Rect, lines: Sequence[str], title: str,
               answers: Sequence[tuple[str, RGB]]) -> None:
    """A step's lines, then (when there are any) the hindsight answers under their title."""
    y = area.y
    size = px(16, ui)
    for line in lines:
        y = paragraph(surface, line, size, INK, area.x, y, area.width)
    if answers:
        y += px(10, ui)
        widgets.blit_text(surface, title, px(18, ui), GOLD, (area.x, y), bold=True)
        y += px(26, ui)
    for text, colour in answers:
        y = paragraph(surface, text, size, colour, area.x, y, area.width)


def paragraph(surface: pygame.Surface, text: str, size: int, colour: RGB, x: int, y: int, width: int) -> int:
    """Draw wrapped text; return the y below it."""
    for line in widgets.wrap(text, size, width):
        widgets.blit_text(surface, line, size, colour, (x, y))
        y += round(size * 1.3)
    return y + round(size * 0.3)


__all__ = ["AwaitsAnswers", "Centre", "MADE", "MISSED", "NoteOf", "ReviewPainter", "SeatLine", "card_words", "draw_words", "paragraph", "steps_with"]
