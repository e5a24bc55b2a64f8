"""The hard bot of every game never makes the corpus's forbidden moves (``blunder_positions``)."""

from __future__ import annotations

from typing import Any

import pytest
from blunder_positions import JUDGEMENT, POSITIONS
from blunder_support import position, rule

from oh7_desktop.games import registry


def test_the_corpus_has_twenty_positions_per_game() -> None:
    for name in registry.names():
        assert sum(p[0] == name for p in POSITIONS) >= 20, name


@pytest.mark.parametrize(("name", "options", "seed", "decision"), POSITIONS,
                         ids=[f"{p[0]}-{p[2]}-{p[3]}" for p in POSITIONS])
def test_hard_never_makes_a_forbidden_move(name: str, options: dict[str, Any], seed: int,
                                           decision: int) -> None:
    state, view = position(name, options, seed, decision)
    found = rule(name, state, view)
    assert found is not None, "the position no longer shows the blunder it was chosen for"
    forbidden, why = found
    assert 0 < len(forbidden) < len(view.legal)
    move = registry.get(name).bot("hard")(view)
    assert move not in forbidden, f"hard plays {move}: {why}"


@pytest.mark.parametrize(("name", "options", "seed", "decision", "why"), JUDGEMENT,
                         ids=[f"{p[0]}-{p[2]}-{p[3]}" for p in JUDGEMENT])
@pytest.mark.xfail(strict=True, reason="hard breaks the rule when its bet is all but lost")
def test_hard_breaks_the_rule_when_its_bet_is_all_but_lost(
        name: str, options: dict[str, Any], seed: int, decision: int, why: str) -> None:
    state, view = position(name, options, seed, decision)
    found = rule(name, state, view)
    assert found is not None and why
    assert registry.get(name).bot("hard")(view) not in found[0]
