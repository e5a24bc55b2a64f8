"""Oh 7 ?'s drawing of the round review and the replays (the stepping is the app's own:
:mod:`oh7_desktop.app.review`).

Every hand face up as dealt, one row per seat (cards already played greyed), the bet attempts
beside it, the trick on the table with its winner and why, the step's events in words, and
for each human seat that missed its bet the answer to "could I have made it?" (searched by the
game in the bot worker's process: up to 0.1 s for one seat, never on the frame).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from oh7_desktop.app import widgets
from oh7_desktop.app.cardart import CardArt
from oh7_desktop.app.bot_worker import BotWorker, Task
from oh7_desktop.app.review.hindsight import has_hindsight, hindsight_task, unit_states
from oh7_desktop.app.review.painting import AwaitsAnswers, draw_words, steps_with
from oh7_desktop.app.review.stepper import DealSteps, Replay
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.app.widgets import GOLD, INK, MUTED, px
from oh7_desktop.games.interface import Reason
from oh7_desktop.games.oh7 import DUMMY, SUIT_SYMBOLS, Card, CardError, Phase, events as ev

from .faces import OH7
from .geometry import sort_key
from .review_board import Board, Narrator, board_at, trick_on_table

MADE = (150, 230, 160)
MISSED = (255, 150, 130)


class Oh7Review(AwaitsAnswers):
    """Draws one deal of a replay at a step (see :class:`~oh7_desktop.app.review.scene.DealPainter`)."""

    def __init__(self, services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> None:
        self.replay = replay
        self.names = list(names)
        self.humans = tuple(humans)
        self.words = Words(services)
        shared = services.card_art
        self.art = shared if shared is not None and shared.faces is OH7 else CardArt(OH7)
        self.narrator = Narrator(self.words, self.seat_name)
        self.worker = services.bot_worker
        self._jobs: dict[int, dict[int, Task[Reason | None]]] = {}

    def seat_name(self, seat: int) -> str:
        """A seat's name (the dummy's in the player's language)."""
        if seat == DUMMY:
            return self.words("table.dummy")
        return self.words.name(self.names[seat]) if 0 <= seat < len(self.names) else str(seat + 1)

    # -- what the scene asks ----------------------------------------------------------------------
    def title(self, deal: DealSteps) -> str:
        """The deal's heading: its round number."""
        state = deal.steps[-1].state
        rounds = sum(1 for log in state.log[: deal.index + 1] if log.scored is not None)
        scored = state.log[deal.index].scored is not None
        return self.words("review.title", number=rounds) if scored else self.words("review.title_redeal")

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a trick (Up/Down jump between them)."""
        return steps_with(deal, ev.TrickWon)

    def lines(self, deal: DealSteps, position: int) -> list[str]:
        """What happened at this step, in words."""
        board = board_at(deal, position, self.players)
        return self.narrator.lines(deal.steps[position].events, board.trump)

    @property
    def players(self) -> int:
        """Seats at the table."""
        return int(self.replay.final.players)

    def answers(self, deal: DealSteps) -> list[tuple[str, bool]]:
        """For each human seat that missed its bet: could it have made it? (text, yes); a line
        saying it is being worked out until the search is done."""
        scored = deal.steps[-1].state.log[deal.index].scored
        played = any(s.state.phase is Phase.PLAY for s in deal.steps)
        if scored is None or not played or not has_hindsight(self.replay.game.name):
            return []
        missed = [seat for seat in self.humans if not scored.made[seat]]
        jobs = self._jobs.get(deal.index)
        if jobs is None:
            states = unit_states(self.replay.game, deal)
            jobs = self._jobs[deal.index] = {seat: self._search(states, seat) for seat in missed}
        out = []
        for seat in missed:
            job = jobs[seat]
            if not job.done():
                out.append((self.words("review.searching", name=self.seat_name(seat)), False))
            elif (reason := job.result()) is None:  # the search failed (logged by the worker)
                out.append((self.words("review.search_failed", name=self.seat_name(seat)), False))
            else:
                out.append((self._answer(seat, reason), reason.code == "could_make"))
        return out

    def _search(self, states: tuple[object, ...], seat: int) -> Task[Reason | None]:
        """The search for one seat (the game's ``hindsight_reason`` over the deal's states): in
        the bot worker's process (here, without one)."""
        worker = self.worker if self.worker is not None else BotWorker(in_process=True)
        return worker.call(hindsight_task, self.replay.game.name, states, seat)

    def _answer(self, seat: int, reason: Reason) -> str:
        """The engine's answer in the player's language, cards with their symbols."""
        name = self.seat_name(seat)
        if reason.code == "could_make":
            plays = []
            for item in str(reason.get("plays", "")).split(", "):
                number, _, card = item.partition(": ")
                plays.append(self.words("review.play_at", card=_symbol(card), number=number))
            return self.words("review.could_make", name=name, bet=reason.get("bet"), plays=", ".join(plays))
        counts = str(reason.get("tricks", "")).replace(" or ", ", ").split(", ")
        tricks = counts[0] if len(counts) == 1 else self.words("review.or", first=", ".join(counts[:-1]),
                                                                last=counts[-1])
        return self.words("review.could_not_make", name=name, bet=reason.get("bet"), tricks=tricks)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, area: pygame.Rect, ui: float, deal: DealSteps, position: int) -> None:
        """The seats' rows on the left, the trick and the words on the right."""
        board = board_at(deal, position, self.players)
        left = pygame.Rect(area.x, area.y, round(area.width * 0.56), area.height)
        right = pygame.Rect(left.right + px(20, ui), area.y, area.right - left.right - px(20, ui), area.height)
        log = deal.steps[0].state.log[deal.index]
        rows = self.players + (1 if log.rest and deal.steps[0].state.rules.has_dummy else 0)
        row_h = left.height // max(1, rows)
        for seat in range(self.players):
            self._row(surface, ui, pygame.Rect(left.x, left.y + seat * row_h, left.width, row_h), board, seat)
        if rows > self.players:
            self._dummy_row(surface, ui, pygame.Rect(left.x, left.y + self.players * row_h, left.width, row_h),
                            board, log.rest)
        y = self._trick(surface, ui, right, board, trick_on_table(board, deal, position))
        clip = surface.get_clip()
        words = pygame.Rect(right.x, y, right.width, right.bottom - y)
        surface.set_clip(words.clip(clip) if clip else words)  # long answers never run under the buttons
        self._words(surface, ui, words, deal, position, board)
        surface.set_clip(clip)

    def _row(self, surface: pygame.Surface, ui: float, row: pygame.Rect, board: Board, seat: int) -> None:
        """A seat: its name, bet and tricks, its hand as dealt (played cards greyed), its bets."""
        name = self.seat_name(seat) + ("  ▶" if board.leader == seat else "")
        widgets.blit_text(surface, name, px(18, ui), GOLD, (row.x, row.y + px(4, ui)), bold=True,
                          max_width=px(200, ui))
        status = self._status(board, seat)
        if status:
            colour = INK if board.scored is None else MADE if board.scored.made[seat] else MISSED
            widgets.blit_text(surface, status, px(15, ui), colour, (row.x, row.y + px(28, ui)), max_width=px(200, ui))
        width = self._card_width(row, ui)
        x = row.x + px(210, ui)
        left = list(board.hands[seat])
        for card in sorted(board.dealt[seat], key=lambda c: sort_key((int(c), 0))):  # as the table holds a hand
            shown = card in left
            if shown:
                left.remove(card)
            self.art.draw(surface, str(card), (x, row.y + px(4, ui)), width, "normal" if shown else "dimmed",
                          shadow=False)
            x += round(width * 0.72)
        x += px(16, ui)
        for number, attempt in enumerate(board.attempts, start=1):
            state = "normal" if number == len(board.attempts) else "dimmed"  # earlier attempts failed
            self.art.draw(surface, str(attempt[seat]), (x, row.y + px(4, ui)), round(width * 0.8), state,
                          shadow=False)
            x += round(width * 0.8) + px(6, ui)

    def _status(self, board: Board, seat: int) -> str:
        if board.scored is not None:
            return self.words("review.result", bet=board.scored.bets[seat], tricks=board.scored.tricks_won[seat],
                              points=f"{board.scored.points[seat]:+d}")
        if board.leader is not None and board.attempts:
            return self.words("table.bet_and_tricks", bet=board.attempts[-1][seat].value, tricks=board.won[seat])
        return ""

    def _dummy_row(self, surface: pygame.Surface, ui: float, row: pygame.Rect, board: Board,
                   pile: Sequence[Card]) -> None:
        widgets.blit_text(surface, self.seat_name(DUMMY), px(18, ui), GOLD, (row.x, row.y + px(4, ui)), bold=True)
        width = self._card_width(row, ui)
        x = row.x + px(210, ui)
        seen = list(board.dummy_seen)
        for card in pile:  # a card never turned up stays face down: nobody saw it at the table
            turned = card in seen
            if turned:
                seen.remove(card)
            state = "normal" if card in board.dummy else "dimmed"
            self.art.draw(surface, str(card) if turned else None, (x, row.y + px(4, ui)), width,
                          state if turned else "normal", shadow=False)
            x += round(width * 0.72)

    @staticmethod
    def _card_width(row: pygame.Rect, ui: float) -> int:
        by_height = (row.height - px(10, ui)) / 1.4
        by_width = (row.width - px(210, ui)) / (7 * 0.72 + 3 * 0.9)
        return max(20, round(min(by_height, by_width, px(90, ui))))

    def _trick(self, surface: pygame.Surface, ui: float, area: pygame.Rect, board: Board,
               trick: list[tuple[int, Card]]) -> int:
        """The trick on the table (the winner's card lifted in gold); return the y below."""
        trump = SUIT_SYMBOLS.get(board.trump or "", "")
        heading = self.words("table.trump_is", suit=trump) if trump else ""
        widgets.blit_text(surface, heading, px(20, ui), GOLD, (area.x, area.y), bold=True)
        count = max(1, len(trick))
        width = max(24, min(px(64, ui), (area.width - px(10, ui) * count) // max(count, 4)))
        winner = board.last_trick.seat if board.last_trick is not None and list(board.last_trick.cards) == trick \
            else None
        y = area.y + px(34, ui)
        for index, (seat, card) in enumerate(trick):
            x = area.x + index * (width + px(10, ui))
            self.art.draw(surface, str(card), (x, y), width, "selected" if seat == winner else "normal")
            widgets.blit_text(surface, self.seat_name(seat), px(14, ui), INK,
                              (x + width // 2, y + round(width * 1.4) + px(4, ui)), anchor="midtop",
                              max_width=width + px(8, ui))
        return y + round(width * 1.4) + px(30, ui)

    def _words(self, surface: pygame.Surface, ui: float, area: pygame.Rect, deal: DealSteps, position: int,
               board: Board) -> None:
        """The step's events in words, then the answers to "could I have made my bet?"."""
        answers = self.answers(deal) if position == len(deal.steps) - 1 else []
        draw_words(surface, ui, area, self.narrator.lines(deal.steps[position].events, board.trump),
                   self.words("review.could_title"), [(text, MADE if yes else MUTED) for text, yes in answers])


def _symbol(card: str) -> str:
    try:
        return Card.from_str(card).symbol
    except CardError:
        return card
