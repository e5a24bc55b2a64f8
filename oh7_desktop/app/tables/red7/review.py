"""Red7's round review and replays: turn by turn (the stepping is the app's own,
:mod:`oh7_desktop.app.review`; what every game's review shares is in
:mod:`oh7_desktop.app.review.painting`).

Each seat's palette (its hand in words), who folded; the canvas with the rule in force; after
each turn who was winning, as the engine said it (``TurnEnded.standing``: the app never works
out a rule); the step's events in the table's own words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oh7_desktop.app.faces import red7_faces
from oh7_desktop.app.kit.ui import Words
from oh7_desktop.app.review.painting import MADE, MISSED, Centre, ReviewPainter, SeatLine, steps_with
from oh7_desktop.app.review.stepper import DealSteps, Replay
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import INK
from oh7_desktop.games.interface import ReasonArg
from oh7_desktop.games.red7 import Phase, events as ev

from .card_words import CARD_ARGS, letters, readable, short
from .director import Director


class Red7Review(ReviewPainter):
    """Draws one round of a replay at a step."""

    game_name = "red7"

    def __init__(self, services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> None:
        # the cards carry the letters the review's texts name them by, in the player's language
        super().__init__(services, replay, names, humans, red7_faces(letters(Words(services))))

    @staticmethod
    def state_at(deal: DealSteps, position: int) -> Any:
        """The table after step ``position`` (a scored round's cards stay until the next deal)."""
        return deal.steps[position].state

    @staticmethod
    def leader_at(deal: DealSteps, position: int) -> int | None:
        """Who was winning after the last turn up to this step (the engine's standing)."""
        for step in reversed(deal.steps[: position + 1]):
            for event in reversed(step.events):
                if isinstance(event, ev.TurnEnded):
                    leader: int | None = event.standing.leader
                    return leader
                if isinstance(event, ev.RoundWon):
                    return int(event.seat)
        return None

    def title(self, deal: DealSteps) -> str:
        """``Round 2``."""
        started = next(e for e in deal.steps[0].events if isinstance(e, ev.RoundStarted))
        return self.words("red7.note.round", round=started.round_number)

    def marks(self, deal: DealSteps) -> list[int]:
        """The steps that end a turn."""
        return steps_with(deal, (ev.TurnEnded, ev.Folded))

    def seat_line(self, deal: DealSteps, position: int, seat: int) -> SeatLine:
        """Winning or folded, the hand in words; the palette's cards."""
        state = self.state_at(deal, position)
        active = bool(state.active[seat])
        parts = [self.words("red7.winning") if active and self.leader_at(deal, position) == seat else
                 "" if active else self.words("red7.folded")]
        parts.append(short(" ".join(str(card) for card in state.hands[seat]), self.words))
        colour = MADE if parts[0] and active else MISSED if not active else INK
        return SeatLine("\n".join(parts).strip("\n"), colour, tuple((str(card), "normal") for card in state.palettes[seat]),
                        leading=active and state.turn == seat and state.phase in (Phase.TURN, Phase.AFTER_DRAW))

    def centre(self, deal: DealSteps, position: int) -> Centre:
        """The rule in force and the canvas (its top card lifted)."""
        state = self.state_at(deal, position)
        rule = str(state.rule)
        heading = self.words("red7.rule_is", rule=self.words(f"red7.rule.{rule}")) + " · " + \
            self.words(f"red7.rule_text.{rule}")
        canvas = list(state.canvas)
        return Centre(heading, tuple((str(card), "", index == len(canvas) - 1) for index, card in enumerate(canvas)))

    def field_words(self, name: str, value: object) -> object:
        """A rule by its colour's name, a card by its name; else as every game's."""
        if name == "rule" and isinstance(value, str):
            return self.words(f"red7.rule.{value}")
        if name == "card" and isinstance(value, str):
            return readable(value, self.words)
        return super().field_words(name, value)

    def render_arg(self, name: str, value: ReasonArg) -> str:
        """A hindsight answer's argument: cards by name, a rule by its colour; else as every game's."""
        if name in CARD_ARGS:
            return readable(str(value), self.words)
        if name == "rule" and isinstance(value, str):
            return self.words(f"red7.rule.{value}")
        return super().render_arg(name, value)

    def lines(self, deal: DealSteps, position: int) -> list[str]:
        """The table's lines for the step, and who is winning after a turn."""
        return self.note_lines(deal.steps[position].events, Director.note_of, self._own_line)

    def _own_line(self, event: object) -> str | None:
        if isinstance(event, ev.TurnEnded):
            leader = event.standing.leader
            return f"{self.words('red7.winning')}: {'—' if leader is None else self.seat_name(leader)}"
        return None

    def missed(self, deal: DealSteps) -> list[int]:
        """The human seats knocked out of the round (they folded)."""
        out = {e.seat for step in deal.steps for e in step.events if isinstance(e, ev.Folded)}
        return [seat for seat in self.humans if seat in out]


__all__ = ["Red7Review"]
