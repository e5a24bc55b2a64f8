"""The score sheet's life at Oh 7 ?'s table, on the loop's sheet (:class:`GameLoop`): S opens
it to look, V steps through the round just played, E unfolds its explanation where a crowded
sheet folds it, and the last trick is put away when it goes up (a base of :class:`~.scene.TableScene`).
"""

from __future__ import annotations


from oh7_desktop.app.kit import sheet_scroll
from oh7_desktop.app.kit.keys import KeyList, named
from oh7_desktop.app.kit.loop import GameLoop
from oh7_desktop.games.oh7 import Action, GameState, to_record

from .frame import Drawn


class SheetControl(GameLoop[GameState, Action]):
    """Opening and closing the score sheet, and the round review over it."""

    state: GameState
    show_last: bool
    drawn: Drawn
    sheet_unfolded: bool = False
    """The player unfolded the last round's explanation (E); kept for the next sheets, as the chart is."""

    def open_sheet(self, manual: bool) -> None:
        """Put up the score sheet (after a round, at the end, or to look): the last trick goes."""
        super().open_sheet(manual)
        self.show_last = False

    def close_sheet(self) -> None:
        """Dismiss the score sheet: the next round starts, or the game ends. Oh 7 ?'s sheet
        keeps its chart (G) for the next time it goes up."""
        chart = self.sheet_chart
        super().close_sheet()
        self.sheet_chart = chart

    def toggle_explanation(self) -> None:
        """Unfold the folded explanation of a crowded sheet (or fold it again), its first line
        brought to the top of the rounds' view."""
        self.sheet_unfolded = not self.sheet_unfolded
        self.sheet_scroll = sheet_scroll.new_view()

    def key_help(self) -> KeyList:
        """The loop's keys, with E on a sheet crowded enough to fold its explanation."""
        keys = super().key_help()
        if self.sheet_open and not self.sheet_chart and "sheet_explain" in self.drawn.buttons:
            keys[3:3] = named(self.services, [("E", "keys.sheet.explain")])  # after Enter, G and V
        return keys

    def sheet_due(self, scored: int) -> bool:
        """After each scored round, and at the end until the final sheet was dismissed."""
        return scored > self.sheet_round or (self.state.is_over() and not self.final_done)

    def target(self) -> int | None:
        """The points that end the game (the rules' target)."""
        return self.state.rules.target

    def wants_escape(self) -> bool:
        """True when Esc closes something of the table's own (else it opens the game menu)."""
        return self.show_last or (self.sheet_open and self.sheet_manual)

    def toggle_sheet(self) -> None:
        """Open the score sheet to look (S key), or close it."""
        if self.sheet_open:
            self.close_sheet()
        elif self.state.history:
            self.open_sheet(manual=True)

    def open_review(self) -> None:
        """Step through the round just played, over the score sheet (V there). Every finished
        round's cards were all played face up, so a couch game shows no secret here; a round
        in progress is never in the review."""
        if not self.state.history or self.stack is None:
            return
        from oh7_desktop.app.review.launch import ReplayError, open_review

        record: dict[str, object] = to_record(self.state, self.setup.names)
        try:
            scene = open_review(self.services, record, self.setup.names, seats=self.setup.seats)
        except ReplayError as error:  # never expected of the engine's own record: say it, keep playing
            self.say(str(error))
            return
        self.stack.push(scene)

    def say(self, message: str, seconds: float = 2.5) -> None:
        """Show a short message near the hand (the scene's)."""
        raise NotImplementedError
