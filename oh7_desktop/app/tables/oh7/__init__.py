"""Oh 7 ?'s table: deal, bets, the ?, tricks and score sheet, animated (issue 4).

:data:`TABLE` is what the app's table registry (:mod:`oh7_desktop.app.tables`) finds for the
game ``oh7``. The scene (:class:`.scene.TableScene`) is imported only when a game starts;
``python -m oh7_desktop.app.tables.oh7.demo`` is a headless run that saves screenshots of
every phase.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from oh7_desktop.app.tables import TableEntry

from .faces import OH7

if TYPE_CHECKING:
    from collections.abc import Sequence

    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.review.scene import DealPainter
    from oh7_desktop.app.review.stepper import Replay
    from oh7_desktop.app.scene import Services, Table


def make_table(services: Services, setup: GameSetup, autoplay: bool) -> Table:
    """Build Oh 7 ?'s table scene for ``setup``."""
    from .scene import TableScene

    return TableScene(services, setup, autoplay=autoplay)


def make_review(services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> DealPainter:
    """Build Oh 7 ?'s painter of replayed deals (the round review and the replays)."""
    from .review import Oh7Review

    return Oh7Review(services, replay, names, humans)


def options_words(options: Mapping[str, object], t: Callable[..., str]) -> list[str]:
    """The game's length (its mode and players are shown apart): ``to 35 points``."""
    return [t("saves.to_target", target=options["target"])] if "target" in options else []


TABLE = TableEntry(game="oh7", title_key="game.oh7", make_table=make_table, faces=OH7, rules_page="RULES.md",
                   review=make_review, options_words=options_words)

__all__ = ["TABLE", "make_table"]
