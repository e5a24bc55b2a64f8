"""A game registered again for one test: with other capabilities or other advisers (its
registry entry replaced in ``registry.ENTRIES`` through ``monkeypatch``, undone after the test).
The bot worker runs in the test's process (``BotWorker(in_process=True)``), so it sees it too."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import ADVISED, Advisers
from oh7_desktop.games.registry import GameEntry


@dataclass(frozen=True)
class Redeclared(GameEntry):
    """A game's entry with the test's advisers in place of its own (when ``given``)."""

    given: Advisers | None = None

    def advisers(self) -> Advisers | None:
        """The test's advisers (the game's own when none are given)."""
        if self.given is None:
            return GameEntry.advisers(self)
        return self.given if self.capabilities & set(ADVISED) else None


def redeclare(monkeypatch: pytest.MonkeyPatch, name: str, *, capabilities: Iterable[str] | None = None,
              advisers: Advisers | None = None) -> Redeclared:
    """Register game ``name`` again for the test, with ``capabilities`` (its own when None) and
    ``advisers`` (its own when None); return the new entry."""
    old = registry.entry(name)
    kept = {f.name: getattr(old, f.name) for f in fields(GameEntry)}
    if capabilities is not None:
        kept["capabilities"] = frozenset(capabilities)
    new = Redeclared(**kept, given=advisers)
    monkeypatch.setattr(registry, "ENTRIES", tuple(new if e.name == name else e for e in registry.ENTRIES))
    return new
