"""Oh Hell's table: deal, the turned trump card, bids (in turn or secret), tricks and the score
sheet, animated (issue 15, item 4).

:data:`TABLE` is what the app's table registry (:mod:`oh7_desktop.app.tables`) finds for the
game ``oh-hell``. The scene (:class:`.scene.HellTable`) is imported only when a game starts;
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
    """Build Oh Hell's table scene for ``setup``."""
    from .scene import HellTable

    return HellTable(services, setup, autoplay=autoplay)


def command_line(players: int | None, seats: list[str] | None, rules: dict[str, object] | None,
                 autoplay: bool, seed: int | None) -> GameSetup:
    """A new game from ``oh7 play --game oh-hell --players N --seats ... --rules JSON``."""
    from .form import draft_for

    return draft_for(players, seats, rules, autoplay=autoplay).to_setup(seed=seed)


def new_game_options(t: Translate, text: Label, seats_changed: SeatsChanged, remembered: Mapping[str, object],
                     seats_like: SeatsDraft) -> GameOptions:
    """Oh Hell's options on the new-game screen, as the player left them last time."""
    from .form import HellDraft
    from .options import HellOptions

    draft = HellDraft.from_remembered(remembered, seats_like.seats, seats_like.names)
    return HellOptions(draft, t, text, seats_changed)


def options_words(options: Mapping[str, object], t: Callable[..., str]) -> list[str]:
    """The sequence of hands and each variant played: ``Up, then down · Hook``."""
    words = [t(f"hell.seq.{options['sequence']}")] if options.get("sequence") else []
    return words + [t(f"hell.opt.{flag}") for flag, on in options.items() if on is True]


def make_review(services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> DealPainter:
    """Build the painter of replayed deals (the round review and the replays)."""
    from .review import OhHellReview

    return OhHellReview(services, replay, names, humans)


TABLE = TableEntry(game="oh-hell", title_key="game.oh-hell", make_table=make_table, faces=PACK52,
                   rules_page="RULES-OH-HELL.md", command_line=command_line, new_game_options=new_game_options,
                   options_words=options_words, review=make_review)

__all__ = ["TABLE", "command_line", "make_table", "new_game_options"]
