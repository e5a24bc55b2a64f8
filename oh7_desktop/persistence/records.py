"""The bridge to the engine: check an embedded game record and sum it up for the saves list.

The games are imported lazily (through the registry, by the save's game name), inside the functions, so that merely importing the
persistence package (for settings, say) costs nothing and stays independent of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class RecordProblem(ValueError):
    """A record the engine refuses; the message is the engine's one line (``deal 1, play 6: ...``)."""


@dataclass(frozen=True)
class RecordSummary:
    """What the saves list shows of a game: the round being played, the scores, whether it ended."""

    round: int
    scores: list[int]
    finished: bool
    winners: list[int]


def check_record(record: dict[str, Any], game: str) -> Any:
    """Replay ``record`` through the game's ``from_record``; return the game state.

    Raises :class:`RecordProblem` with the engine's message for any illegal or malformed
    record. Any other exception from the engine is reported the same way (a file must
    never crash the app), naming the exception so the fault can be traced.
    """
    from oh7_desktop.games import registry

    try:
        return registry.get(game).from_record(record)
    except ValueError as err:  # the engine's RecordError, IllegalAction and CardError
        raise RecordProblem(_one_line(str(err)) or "the game record is not valid") from None
    except Exception as err:  # noqa: BLE001 - a malformed record tripping the engine: still no crash
        raise RecordProblem(f"the game record cannot be read ({type(err).__name__}: {_one_line(str(err))})") from None


def summarize(state: Any, game: str) -> RecordSummary:
    """Sum up a replayed game: the round in play (counting no redeals), last totals, winners."""
    from oh7_desktop.games import registry

    summary = registry.get(game).replay_summary(state)
    deals = [deal for deal in summary.get("deals", []) if not deal.get("redeal")]
    scores: list[int] = []
    for deal in deals:
        if "totals" in deal:
            scores = list(deal["totals"])
    return RecordSummary(
        round=len(deals),
        scores=scores,
        finished=bool(summary.get("finished")),
        winners=list(summary.get("winners", [])),
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())
