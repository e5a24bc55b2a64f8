"""Red7's table: palettes face up in rows, the canvas and its rule, the live "who is winning"
marker and its preview, folds, rounds won and scored, animated (issue 17, item 4).

:data:`TABLE` is what the app's table registry (:mod:`oh7_desktop.app.tables`) finds for the
game ``red7``. The scene (:class:`.scene.Red7Table`) is imported only when a game starts; its
cards are Red7's faces (:data:`oh7_desktop.app.faces.RED7`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from oh7_desktop.app.faces import RED7
from oh7_desktop.app.tables import TableEntry

if TYPE_CHECKING:
    from collections.abc import Sequence

    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.review.scene import DealPainter
    from oh7_desktop.app.review.stepper import Replay
    from oh7_desktop.app.scene import Services, Table
    from oh7_desktop.app.tables.options import GameOptions, Label, SeatsChanged, SeatsDraft, Translate


def make_table(services: Services, setup: GameSetup, autoplay: bool) -> Table:
    """Build Red7's table scene for ``setup``."""
    from .scene import Red7Table

    return Red7Table(services, setup, autoplay=autoplay)


def command_line(players: int | None, seats: list[str] | None, rules: dict[str, object] | None,
                 autoplay: bool, seed: int | None) -> GameSetup:
    """A new game from ``oh7 play --game red7 --players N --seats ... --rules JSON``."""
    from .form import draft_for

    return draft_for(players, seats, rules, autoplay=autoplay).to_setup(seed=seed)


def new_game_options(t: Translate, text: Label, seats_changed: SeatsChanged, remembered: Mapping[str, object],
                     seats_like: SeatsDraft) -> GameOptions:
    """Red7's options on the new-game screen, as the player left them last time."""
    from .form import Red7Draft
    from .options import Red7Options

    draft = Red7Draft.from_remembered(remembered, seats_like.seats, seats_like.names)
    return Red7Options(draft, t, text, seats_changed)


def options_words(options: Mapping[str, object], t: Callable[..., str]) -> list[str]:
    """Each flag of the schema played (the advanced game, the action rule), by its label:
    ``Advanced · Action rule``."""
    from oh7_desktop.games import registry
    from oh7_desktop.games.schema import Flag

    return [t(option.label) for option in registry.schema("red7") if isinstance(option, Flag)
            and options.get(option.key) is True]


def make_review(services: Services, replay: Replay, names: Sequence[str], humans: Sequence[int]) -> DealPainter:
    """Build the painter of replayed deals (the round review and the replays)."""
    from .review import Red7Review

    return Red7Review(services, replay, names, humans)


TABLE = TableEntry(game="red7", title_key="game.red7", make_table=make_table, faces=RED7,
                   rules_page="RULES-RED7.md", command_line=command_line, new_game_options=new_game_options,
                   options_words=options_words, review=make_review)

__all__ = ["TABLE", "command_line", "make_table", "new_game_options"]
