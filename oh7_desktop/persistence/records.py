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
    """What the saves list shows of a game: the round (hand, deal) being played, the scores,
    whether it ended; ``unit`` and ``count`` as the game's ``progress`` gives them."""

    round: int
    scores: list[int]
    finished: bool
    winners: list[int]
    unit: str = "round"
    count: int | None = None


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
    """Sum up a replayed game through the game's interface: where it stands (its ``progress``:
    ``hand 6 of 13``), the last totals, the winners."""
    from oh7_desktop.games import registry

    played = registry.get(game)
    progress = played.progress(state)
    return RecordSummary(
        round=progress.number,
        scores=list(progress.scores),
        finished=progress.finished,
        winners=list(played.winners(state)) if progress.finished else [],
        unit=progress.unit,
        count=progress.count,
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())
