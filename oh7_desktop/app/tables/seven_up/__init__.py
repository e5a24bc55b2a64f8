"""Seven Up's table: the 3-by-3 deal, the card turned by the stock, stand / beg and give / run
as questions with their consequences, runs dealt in view, the set-aside picker, six tricks,
the deal's four points shown as they are awarded, and the race to the target on the score
sheet (issue 16, item 4).

:data:`TABLE` is what the app's table registry (:mod:`oh7_desktop.app.tables`) finds for the
game ``seven-up``. The scene (:class:`.scene.SevenUpTable`) is imported only when a game starts;
its cards are the 52-card pack's faces (:data:`oh7_desktop.app.faces.PACK52`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from oh7_desktop.app.faces import PACK52
from oh7_desktop.app.tables import TableEntry

if TYPE_CHECKING:
    from collections.abc import Sequence

    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.review.scene import DealPainter
    from oh7_desktop.app.review.stepper import Replay
    from oh7_desktop.app.scene import Services, Table
    from oh7_desktop.app.tables.options import GameOptions, Label, SeatsChanged, SeatsDraft, Translate


def make_table(services: Services, setup: GameSetup, autoplay: bool) -> Table:
    """Build Seven Up's table scene for ``setup``."""
    from .scene import SevenUpTable

    return SevenUpTable(services, setup, autoplay=autoplay)


def command_line(players: int | None, seats: list[str] | None, rules: dict[str, object] | None,
                 autoplay: bool, seed: int | None) -> GameSetup:
    """A new game from ``oh7 play --game seven-up --seats ... --rules '{"target": 7}'``."""
    from .form import draft_for

    return draft_for(players, seats, rules, autoplay=autoplay).to_setup(seed=seed)


def new_game_options(t: Translate, text: Label, seats_changed: SeatsChanged, remembered: Mapping[str, object],
                     seats_like: SeatsDraft) -> GameOptions:
    """Seven Up's options on the new-game screen, as the player left them last time."""
    from .form import SevenUpDraft
    from .options import SevenUpOptions

    draft = SevenUpDraft.from_remembered(remembered, seats_like.seats, seats_like.names)
    return SevenUpOptions(draft, t, text)


def options_words(options: Mapping[str, object], t: Callable[..., str]) -> list[str]:
    """The race's length: ``to 7 points``."""
    return [t("saves.to_target", target=options["target"])] if "target" in options else []


def make_review(services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> DealPainter:
    """Build the painter of replayed deals (the round review and the replays)."""
    from .review import SevenUpReview

    return SevenUpReview(services, replay, names, humans)


TABLE = TableEntry(game="seven-up", title_key="game.seven-up", make_table=make_table, faces=PACK52,
                   rules_page="RULES-SEVEN-UP.md", command_line=command_line, new_game_options=new_game_options,
                   options_words=options_words, review=make_review)

__all__ = ["TABLE", "command_line", "make_table", "new_game_options"]
