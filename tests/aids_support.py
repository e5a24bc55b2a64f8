"""Test-only advisers for the learning-aids tests (``test_learning_aids.py``): the easy bot's
choice with a fixed reason, and a fixed reason for every bot decision. The module itself is an
:class:`~oh7_desktop.games.capabilities.Advisers`; the tests register it for a game in place of
the game's own (``registry_support.redeclare``; the worker runs in the test's process), so the
kit's aids are checked at every table without the games' own advisers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from oh7_desktop.games import registry
from oh7_desktop.games.interface import Reason

HINT_REASON = Reason.of("wrong_phase")
"""The hint's fixed reason (a code every game's table translates)."""
BOT_REASON = Reason.of("not_your_turn")
"""Every bot decision's fixed reason."""

GAME: list[str] = []
"""The game the adviser answers for (the test sets it)."""
SEEN: list[Any] = []
"""Every view the hint was asked from, in order (the couch-privacy checks read them)."""
EXPLAINED: list[tuple[Any, Any]] = []
"""Every ``(view, action)`` a bot's reason was asked for."""


@dataclass(frozen=True)
class Advice:
    """The adviser's answer: the action and one line of why."""

    action: Any
    reason: Reason


def advise(view: Any) -> Advice:
    """The easy bot's choice from ``view`` (that seat's view only), with the fixed reason."""
    SEEN.append(view)
    return Advice(registry.get(GAME[-1]).bot("easy")(view), HINT_REASON)


def decision_reason(view: Any, action: Any) -> Reason:
    """Why a bot chose ``action``: the fixed reason."""
    EXPLAINED.append((view, action))
    return BOT_REASON


def hindsight_reason(states: Sequence[Any], seat: int) -> Reason | None:
    """Nothing to say in hindsight (the aids tests do not review)."""
    return None
