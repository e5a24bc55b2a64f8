"""What the per-game table tests need to know of each game (``test_tables_registered.py``).

Those tests run once per registered table (:func:`oh7_desktop.app.tables.playable`): the menu
starts the game and Continue brings it back, headless autoplay plays a game that replays to its
scores, the command line refuses bad options, the rules page. A game's specifics (its options,
what to check) are one :class:`TableChecks` in :data:`CHECKS`: a new game is checked by adding
its entry.

Below them, the tools every table test drives a scene with: seats, services, keys and clicks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from oh7_desktop.app.game_setup import SeatSetup
from oh7_desktop.app.scene import Services
from oh7_desktop.app.tables.oh7.scene import TableScene
from oh7_desktop.app.tables.oh_hell.scene import HellTable
from oh7_desktop.app.tables.red7.scene import Red7Table
from oh7_desktop.app.tables.seven_up.options import SevenUpOptions
from oh7_desktop.app.tables.seven_up.scene import SevenUpTable
from oh7_desktop.games import oh7, oh_hell, red7, seven_up
from settings_support import table_settings

Press = Callable[[int], None]
Step = Callable[[int], None]

OWN_TESTS: frozenset[str] = frozenset()
"""Games whose tests of the same things are elsewhere (none: every playable game is checked here)."""


@dataclass(frozen=True)
class TableChecks:
    """One game's parameters and checks for the tests every table passes."""

    table: type[Any]
    """The table scene's class (what the menu must start)."""
    name: str
    """The game's name in English (the rules page's title)."""
    choose: Callable[[Any, Press, Step], None]
    """On the new-game form with the game chosen: check its options, set what the test plays."""
    started: Callable[[Any, Any], None]
    """Check the table the form started (table, form)."""
    mark: Callable[[Any], object]
    """What of the game must come back with Continue."""
    same_game: Callable[[Any, object], None]
    """Check the resumed table against :attr:`mark`."""
    autoplay: tuple[str, ...]
    """``oh7 play`` options of the autoplay game (seats, rules)."""
    from_record: Callable[[dict[str, Any]], Any]
    names: tuple[str, ...]
    """The autoplay game's default names."""
    played_out: Callable[[Any], bool]
    """The autoplay game went to its end as its options say."""
    replay_parts: str
    """The key of ``oh7 replay``'s list of rounds (deals, hands...), each with its totals."""
    refusals: tuple[tuple[tuple[str, ...], str], ...]
    """Bad ``oh7 play`` options and words of the one line that refuses each."""
    rules_page: str
    rules_words: tuple[str, str]
    """Words of the rules page in English and in French."""


def _options_shown(form: Any, press: Press, step: Step) -> None:
    chosen = form.chosen_options
    assert chosen is not None and chosen.widgets[0] in form.group.widgets


def _seven_up_target_11(form: Any, press: Press, step: Step) -> None:
    options = form.chosen_options
    assert isinstance(options, SevenUpOptions) and options.choices["target"] in form.group.widgets
    assert len(form.names) == 2
    form.group.focus_on(options.choices["target"])
    press(pygame.K_RIGHT)  # the target: 7 -> 11
    step(2)


def _actions(table: Any) -> object:
    return table.state.actions


def _same_actions(resumed: Any, played: object) -> None:
    assert resumed.state.actions == played


def _seven_up_same(resumed: Any, played: Any) -> None:
    now = resumed.record()["deals"]  # the same deal, and what was played (the bot may have moved since)
    assert now[0]["pack"] == played[0]["pack"]
    assert now[0]["decisions"][:len(played[0]["decisions"])] == played[0]["decisions"]
    assert resumed.state.rules == seven_up.Rules(11)


def _form_as_is(form: Any, press: Press, step: Step) -> None:
    """Oh 7 ?'s options are the form's own (mode, players, target): its defaults."""
    assert form.chosen_options is None


def _oh7_started(table: Any, form: Any) -> None:
    assert table.state.rules.mode == "base" and table.state.actions >= 0


def _hell_started(table: Any, form: Any) -> None:
    assert table.state.rules == oh_hell.Rules(players=4) and table.state.actions >= 0


def _red7_started(table: Any, form: Any) -> None:
    assert table.state.rules == red7.Rules(form.chosen_options.draft.players) and 2 <= table.players <= 4


def _seven_up_started(table: Any, form: Any) -> None:
    assert table.state.rules == seven_up.Rules(11) and len(table.setup.seats) == 2


CHECKS: dict[str, TableChecks] = {
    "oh7": TableChecks(
        table=TableScene, name="Oh 7 ?", choose=_form_as_is, started=_oh7_started,
        mark=_actions, same_game=_same_actions,
        autoplay=("--seats", "easy,easy,easy,easy", "--rules", '{"mode": "base", "target": 21}'),
        from_record=oh7.from_record, names=("Alice", "Bruno", "Chloé", "Daniel"),
        played_out=lambda state: max(state.totals) >= 21, replay_parts="deals",
        refusals=((("--players", "9"), "3 to 5 players"), (("--rules", '{"hook": true}'), "'hook'"),
                  (("--target", "0"), "1-9999")),
        rules_page="RULES.md", rules_words=("Oh 7", "pari")),
    "oh-hell": TableChecks(
        table=HellTable, name="Oh Hell", choose=_options_shown, started=_hell_started,
        mark=_actions, same_game=_same_actions,
        autoplay=("--seats", "easy,easy,easy,easy", "--rules", '{"sequence": "down", "hook": true, "zero_bonus": true}'),
        from_record=oh_hell.from_record, names=("Alice", "Bruno", "Chloé", "Daniel"),
        played_out=lambda state: len(state.history) == 13, replay_parts="hands",
        refusals=((("--target", "21"), "--target"), (("--rules", '{"hook": true, "simultaneous": true}'), "hook"),
                  (("--players", "8"), "3 to 7")),
        rules_page="RULES-OH-HELL.md", rules_words=("Oh Hell", "")),
    "red7": TableChecks(
        table=Red7Table, name="Red7", choose=_options_shown, started=_red7_started,
        mark=_actions, same_game=_same_actions,
        autoplay=("--seats", "easy,easy,easy", "--rules", '{"advanced": true, "actions": true}'),
        from_record=red7.from_record, names=("Alice", "Bruno", "Chloé"),
        played_out=lambda state: True, replay_parts="rounds",
        refusals=((("--rules", '{"hook": true}'), "hook"), (("--players", "5"), "2 to 4")),
        rules_page="RULES-RED7.md", rules_words=("even", "règles du jeu")),
    "seven-up": TableChecks(
        table=SevenUpTable, name="Seven Up", choose=_seven_up_target_11, started=_seven_up_started,
        mark=lambda table: table.record()["deals"], same_game=_seven_up_same,
        autoplay=("--seats", "easy,easy", "--rules", '{"target": 7}'),
        from_record=seven_up.from_record, names=("Alice", "Bruno"),
        played_out=lambda state: max(state.totals) >= 7, replay_parts="deals",
        refusals=((("--players", "3"), "2 players"), (("--rules", '{"target": 0}'), "from 1 to 99"),
                  (("--rules", '{"hook": true}'), "'hook'"), (("--target", "21"), "--target")),
        rules_page="RULES-SEVEN-UP.md", rules_words=("Seven Up", "aîné")),
}
"""Each registered table's checks, by game name (the registry's)."""


# -- driving a table scene (the table tests' shared tools) -------------------------------------------

DT = 1 / 60
"""One frame at 60 frames a second."""


def seats_for(names: list[str], players: int, humans: int = 1, level: str | None = "easy") -> tuple[SeatSetup, ...]:
    """The first ``humans`` seats are people, the others bots of ``level``, named from ``names``."""
    return tuple(SeatSetup(names[i], "human" if i < humans else "bot", None if i < humans else level)
                 for i in range(players))


def table_services(speed: str = "instant", **settings: Any) -> Services:
    """Services with the settings a table reads (speed, four colours, and ``settings``)."""
    return Services(settings=table_settings(speed=speed, four_colour=True, **settings))


def key(scene: Any, code: int, *, text: str = "", mod: int = 0) -> None:
    """Press a key on the scene (``text``: what it types)."""
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text))


def click(scene: Any, pos: tuple[int, int], screen: pygame.Surface | None = None) -> None:
    """Move the pointer to ``pos`` and press the left button there (then draw, given a screen)."""
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    if screen is not None:
        scene.draw(screen)


INTERROBANG_RECORD: dict[str, Any] = {
    "format": "oh7-record", "version": 1, "rules": {"mode": "advanced", "players": 3, "target": 21},
    "seed": 190, "deals": [{"hands": [["4H", "5H", "0S", "0H", "3*", "1*", "?"],
                                      ["1S", "4S", "4*", "N", "N", "5S", "1H"],
                                      ["3H", "6H", "2*", "2H", "7H", "6S", "3S"]],
                            "bets": [["4H", "4S", "3S"]], "show_interrobang": None, "plays": []}]}
"""An Oh 7 ? deal of three whose ``?`` holder (seat 0) must answer the question."""


def play_to_the_end(scene: Any, screen: pygame.Surface, act: Callable[[bool], bool],
                    watch: Callable[[Any], None] | None = None, frames: int = 40000) -> int:
    """Update and draw ``scene`` until its game is finished, the people acting through events
    (``act(mouse)`` acts once if a person can, by mouse one action in two); ``watch`` sees
    every frame drawn. Returns the people's actions."""
    actions = 0
    for _ in range(frames):
        if scene.finished:
            return actions
        scene.update(DT)
        scene.draw(screen)
        if watch is not None:
            watch(scene)
        if act(actions % 2 == 0):
            actions += 1
            scene.draw(screen)
            if watch is not None:
                watch(scene)
    raise AssertionError("the game did not finish")


def play_a_legal_card(scene: Any, rng: random.Random, mouse: bool) -> None:
    """At a table on the kit's card choices: play a random legal card, by a click on its visible
    strip or by the arrows and Space."""
    cards = scene.choosable()
    target = rng.choice([k for k in cards if scene.card_reason(k) is None])
    if mouse:
        rect = dict(scene.drawn.cards)[target]
        click(scene, (rect.left + 4, rect.centery))
        return
    while cards[scene.focus % len(cards)] != target:
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_SPACE)
