"""The learning aids with the games' own advisers (their registry entry's ``advisers()``): Seven
Up's and Red7's hint is their adviser's choice from the acting seat's view, with its line of why
in the player's words, and a bot's reason is the adviser's explanation of that bot's decision.
(``test_learning_aids.py`` checks every aid with a test-only adviser; this runs the real ones.)"""

from __future__ import annotations

import random
from importlib import import_module

import pygame
import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import Advisers

from test_learning_aids import AIDS, NAMES, acting, hinted, make, until

REAL = ["oh-hell", "seven-up", "red7"]
"""The games (besides Oh 7 ?) whose own adviser is registered."""


def adviser_of(game: str) -> Advisers:
    """The game's registered advisers (it must explain its bots' decisions too)."""
    declared = registry.entry(game)
    adviser = declared.advisers()
    assert adviser is not None and declared.can("hint") and declared.can("explain")
    assert adviser is import_module(f"{declared.package}.bots.advice")  # the game's own, not a test's
    return adviser


@pytest.mark.parametrize("game", REAL)
def test_the_hint_is_the_games_own_advisers_choice_and_line(game: str, screen: pygame.Surface) -> None:
    table, game_of, adviser = make(game), registry.get(game), adviser_of(game)
    until(table, acting, screen)
    seat = table.acting_seat()
    seen = game_of.view(table.state, seat)
    action, line = hinted(table, screen, False)
    advice = adviser.advise(seen)  # the same adviser, from the same view
    assert action == advice.action and action in game_of.legal_actions(table.state, seat)
    assert line == table.explain(advice.reason) and line
    assert AIDS[game].lifted(table, action), (action, line)


@pytest.mark.parametrize("game", REAL)
def test_a_bots_reason_is_the_games_own_explanation(game: str, screen: pygame.Surface) -> None:
    table, rng, spec = make(game), random.Random(6), AIDS[game]
    game_of, adviser = registry.get(game), adviser_of(game)
    line: str | None = None
    for _ in range(60):  # until a bot's decision the game explains is on the table
        until(table, acting, screen)
        pos = spec.point(table)
        if pos is not None:
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            until(table, lambda t: not t.bot_decisions.waiting(t.round_key(t.state), t.pointed), screen, 2000)
            line = table.learn_frame().bet_line
            if line is not None:
                break
        spec.act(table, rng.choice(list(game_of.legal_actions(table.state, table.acting_seat()))))
    assert line is not None, "no bot decision explained"
    seat = table.pointed
    assert seat is not None and seat != 0 and line.startswith(NAMES[seat])
    key_now = table.round_key(table.state)
    decisions = table.bot_decisions._shown(key_now, seat, table.decision_shown)
    reasons = [adviser.decision_reason(seen, action) for _, seen, action in decisions]
    expected = next(reason for reason in reversed(reasons) if reason is not None)
    assert line == f"{table.seat_name(seat)}: {table.explain(expected)}"
