"""Which games the statistics, the history list and the exports look at: :class:`Filter`.

``kind`` picks games by their marks:

- ``finished``  every finished game (the default; what ``games`` counts)
- ``people``    finished games with at least one person at the table
- ``bots``      finished games played by bots alone (``--autoplay``)
- ``undo``      finished games in which undo was used
- ``abandoned`` games left before the end (a new game replaced them, or the player quit)
- ``all``       everything
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

KINDS = ("finished", "people", "bots", "undo", "abandoned", "all")
_KIND_SQL = {
    "finished": "{t}.status = 'finished'",
    "people": "{t}.status = 'finished' AND {t}.bots_only = 0",
    "bots": "{t}.status = 'finished' AND {t}.bots_only = 1",
    "undo": "{t}.status = 'finished' AND {t}.undo = 1",
    "abandoned": "{t}.status = 'abandoned'",
    "all": "1",
}


class FilterError(ValueError):
    """A filter that cannot be used (an unknown kind); one line."""


@dataclass(frozen=True)
class Filter:
    """Games of one game (``None``: all), mode, player count and kind."""

    game: str | None = None
    mode: str | None = None
    players: int | None = None
    kind: str = "finished"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise FilterError(f"unknown kind of games {self.kind!r} (expected one of: {', '.join(KINDS)})")

    def with_(self, **changes: Any) -> Filter:
        """A copy with some fields changed."""
        return replace(self, **changes)

    def where(self, table: str = "g") -> tuple[str, list[Any]]:
        """The SQL condition on ``games`` (or ``entries``) called ``table``, and its parameters.

        >>> Filter(game="oh7", players=4).where()
        ("g.status = 'finished' AND g.game = ? AND g.players = ?", ['oh7', 4])
        """
        parts = [_KIND_SQL[self.kind].format(t=table)]
        values: list[Any] = []
        for column, value in (("game", self.game), ("mode", self.mode), ("players", self.players)):
            if value is not None:
                parts.append(f"{table}.{column} = ?")
                values.append(value)
        return " AND ".join(parts), values

    def as_dict(self) -> dict[str, Any]:
        """The filter as JSON-ready data (``oh7 stats --json`` prints it)."""
        return {"game": self.game, "mode": self.mode, "players": self.players, "kind": self.kind}
