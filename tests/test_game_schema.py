"""Each game's options declared once (issue 24, item 3): one schema per game reads ``--rules``,
saved options, deal codes and records strictly, with one clear line for anything wrong, and
writes them back."""

from __future__ import annotations

import random
from typing import Any

import pytest

from oh7_desktop.games import registry
from oh7_desktop.games.capabilities import CAPABILITIES
from oh7_desktop.games.interface import Game, RulesError, play_out
from oh7_desktop.games.schema import Choice, Flag, Number, Schema

GAMES = registry.names()


def _schema(name: str) -> Schema:
    return registry.schema(name)


def _wrong_values(option: Flag | Number | Choice) -> list[Any]:
    """Values of the wrong type or out of range for ``option``."""
    if isinstance(option, Flag):
        return ["no", "false", 0, 1, None, [], 1.0]
    if isinstance(option, Number):
        return [True, False, 4.7, float(option.low), str(option.low), None, option.low - 1, option.high + 1, 10**12]
    return ["sideways", option.choices[0].upper(), 1, True, None, [option.choices[0]]]


@pytest.mark.parametrize("name", GAMES)
def test_defaults_round_trip(name: str) -> None:
    game, schema = registry.get(name), _schema(name)
    rules = game.rules_from_options(schema.defaults())
    assert game.rules_to_options(rules) == schema.defaults()
    assert schema.read(schema.write(rules)) == schema.defaults()


@pytest.mark.parametrize("name", GAMES)
def test_each_wrong_value_is_one_line_naming_the_option(name: str) -> None:
    game, schema = registry.get(name), _schema(name)
    for option in schema:
        for value in _wrong_values(option):
            with pytest.raises(RulesError) as caught:
                game.rules_from_options({**schema.defaults(), option.key: value})
            message = str(caught.value)
            assert "\n" not in message and len(message) < 200, message
            assert option.key in message or "players" in message, message


@pytest.mark.parametrize("name", GAMES)
def test_an_unknown_key_is_refused_with_the_known_ones(name: str) -> None:
    with pytest.raises(RulesError, match=r"unknown rules option\(s\): 'colour' \(expected: "):
        registry.get(name).rules_from_options({"colour": "red"})


@pytest.mark.parametrize(("name", "options", "words"), [
    ("oh-hell", {"players": 4, "hook": "no"}, "hook must be true or false, not 'no'"),
    ("oh-hell", {"players": 4.7}, "players must be a whole number, not 4.7"),
    ("oh-hell", {"players": True}, "players must be a whole number, not True"),
    ("oh-hell", {"players": 8}, "Oh Hell is for 3 to 7 players, not 8"),
    ("oh7", {"target": 10_000}, "the target must be a whole number from 1 to 9999, not 10000"),
    ("oh7", {"mode": "two"}, "unknown mode 'two' (expected one of: 'base', 'advanced')"),
    ("red7", {"actions": 1}, "actions must be true or false, not 1"),
    ("seven-up", {"players": 3}, "Seven Up is for 2 players, not 3"),
    ("seven-up", {"target": 100}, "the target must be a whole number from 1 to 99, not 100"),
])
def test_messages_name_the_option_and_what_is_allowed(name: str, options: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError) as caught:
        registry.get(name).rules_from_options(options)
    assert str(caught.value) == words


def test_a_declaration_whose_default_it_refuses_is_a_bug() -> None:
    with pytest.raises(RulesError):
        Schema("Broken", (Number("players", 9, 2, 4, "setup.players"),))


@pytest.mark.parametrize("name", GAMES)
def test_every_label_is_a_catalog_message(name: str) -> None:
    catalog = (registry.__file__.rsplit("/oh7_desktop/", 1)[0] + "/assets/translations/en.po")
    with open(catalog, encoding="utf-8") as file:
        ids = {line.split('"')[1] for line in file if line.startswith("msgid ")}
    for option in _schema(name):
        assert option.label in ids, option.label
        if isinstance(option, Choice) and option.choice_label:
            assert {option.choice_label + choice for choice in option.choices} <= ids


def _draw(schema: Schema, rng: random.Random) -> dict[str, Any]:
    return {option.key: rng.choice(option.values()) for option in schema}


@pytest.mark.parametrize("name", GAMES)
def test_random_options_from_the_schema_start_a_game(name: str) -> None:
    """Options drawn from the schema are each read back the same, and the game plays with them
    (a combination the game's rules forbid is one line too)."""
    game, schema = registry.get(name), _schema(name)
    rng = random.Random(f"schema-{name}")
    played = 0
    for _ in range(40):
        options = _draw(schema, rng)
        assert schema.read(options) == options
        try:
            rules = game.rules_from_options(options)
        except RulesError as error:
            assert "\n" not in str(error)
            continue
        assert game.rules_to_options(rules) == options
        state = game.new_game(rules, rng.randrange(1 << 32))
        state = game.apply(state, game.chance_action(state))[0]
        assert game.is_over(state) or game.to_move(state)  # a turned jack may win a game to 1
        played += 1
    assert played >= 10


@pytest.mark.parametrize("name", GAMES)
def test_one_random_game_plays_to_the_end(name: str) -> None:
    game, schema = registry.get(name), _schema(name)
    rng = random.Random(f"end-{name}")
    while True:
        try:
            rules = game.rules_from_options({**_draw(schema, rng), **({"target": 5} if "target" in schema.keys else {})})
            break
        except RulesError:
            continue
    bot = game.bot("random")
    end = play_out(game, game.new_game(rules, 11), lambda state, seat: bot(game.view(state, seat)))
    assert game.is_over(end) and game.from_record(game.to_record(end)) is not None


@pytest.mark.parametrize("name", GAMES)
def test_the_entry_agrees_with_the_game(name: str) -> None:
    declared, game = registry.entry(name), registry.get(name)
    assert (declared.title, declared.record_format) == (game.title, game.record_format)
    low, high = declared.players
    for count in range(low - 1, high + 2):
        options = {} if declared.schema.fixed_players else {"players": count}
        try:
            seats = game.players(game.rules_from_options({**declared.schema.defaults(), **options}))
        except RulesError:
            assert not low <= count <= high or declared.schema.fixed_players is None
            continue
        assert seats == (count if not declared.schema.fixed_players else low)
    for capability, functions in CAPABILITIES.items():
        if declared.can(capability):
            offered = declared.replayer() if capability == "replay" else declared.advisers()
            assert all(callable(getattr(offered, function, None)) for function in functions), capability


@pytest.mark.parametrize("name", GAMES)
def test_a_deal_code_carries_every_value_of_every_option(name: str) -> None:
    """Codes write a word option by its place in ``share.WORDS`` (never reordered): each choice
    the schema allows has its place there."""
    from oh7_desktop.games.share import WORDS

    for option in _schema(name):
        if isinstance(option, Choice):
            assert set(option.choices) <= set(WORDS[(name, option.key)]), option.key


def test_declared_adapters_are_games() -> None:
    """Each adapter, declared from its registry entry, is a :class:`Game` to the type checker
    and answers the protocol's names with its entry's."""
    from oh7_desktop.games.oh7.adapter import GAME as OH7
    from oh7_desktop.games.oh_hell.adapter import GAME as OH_HELL
    from oh7_desktop.games.red7.adapter import GAME as RED7
    from oh7_desktop.games.seven_up.adapter import GAME as SEVEN_UP

    games: list[Game[Any, Any, Any, Any]] = [OH7, OH_HELL, SEVEN_UP, RED7]
    assert [game.name for game in games] == list(GAMES)
    assert [registry.get(name) for name in GAMES] == games
