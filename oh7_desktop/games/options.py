"""Read a game's options given on the command line (``--rules JSON``): the one reader of
``oh7 play``, ``oh7 tournament`` and anything else taking ``--rules``.

The text is read as strictly as a record (:func:`oh7_desktop.games.jsonfile.parse_json`: no key
twice, no NaN, nesting bounded so ``[[[[...`` is refused without recursion), at most
:data:`MAX_OPTIONS_BYTES` long, and must be an object. :func:`check_options` then checks it with
the game's option schema (:mod:`.schema`: types and ranges, a flag is ``true`` or ``false``, never
``"no"``) and its rules (combinations).
Every fault is an :class:`OptionsError` whose message is one line. Standard library only.

>>> read_options('{"hook": true}')
{'hook': True}
>>> read_options('{"hook": true, "hook": false}')
Traceback (most recent call last):
...
oh7_desktop.games.options.OptionsError: --rules is not valid JSON (the key 'hook' appears twice in one object)
>>> check_options("oh-hell", {"hook": "no"})
Traceback (most recent call last):
...
oh7_desktop.games.options.OptionsError: --rules: hook must be true or false, not 'no'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import registry
from .interface import GameError
from .jsonfile import JsonFileError, parse_json

MAX_OPTIONS_BYTES = 4096
"""Longest ``--rules`` text accepted (a game's options are a few dozen bytes)."""


class OptionsError(GameError):
    """Options that cannot be read or played with; the message is one line."""


def read_options(text: str, flag: str = "--rules") -> dict[str, Any]:
    """Return the JSON object ``text``; raise :class:`OptionsError` (one line naming ``flag``)."""
    payload = text.encode("utf-8", "surrogateescape")
    if len(payload) > MAX_OPTIONS_BYTES:
        raise OptionsError(f"{flag} is too long ({len(payload):,} bytes; at most {MAX_OPTIONS_BYTES:,})")
    if not payload.strip():
        raise OptionsError(f"{flag} is empty (expected a JSON object such as '{{\"players\": 4}}')")
    try:
        value = parse_json(payload, flag)
    except JsonFileError as error:
        raise OptionsError(f"{flag} is {error.reason}") from None
    if not isinstance(value, dict):
        raise OptionsError(f"{flag} must be a JSON object such as '{{\"players\": 4}}', not {type(value).__name__}")
    return value


def check_options(game: str, options: Mapping[str, Any], flag: str = "--rules") -> Any:
    """Return the rules ``options`` give ``game`` (missing keys take the schema's defaults);
    raise :class:`OptionsError` with the schema's or the game's reason."""
    try:
        return registry.get(game).rules_from_options({**default_options(game), **options})
    except GameError as error:
        raise OptionsError(f"{flag}: {error}") from None


def default_options(game: str) -> dict[str, Any]:
    """Every option of ``game`` with its declared default."""
    return registry.schema(game).defaults()


__all__ = ["MAX_OPTIONS_BYTES", "OptionsError", "check_options", "default_options", "read_options"]
