"""Settings for tables built in tests: every setting the kit reads, with the app's defaults."""

from __future__ import annotations

from types import SimpleNamespace

TABLE_DEFAULTS: dict[str, object] = {"speed": "normal", "bot_pace": "normal", "four_colour": True,
                                     "colour_safe": False, "auto_forced": False, "auto_finish": False,
                                     "reduced_motion": False, "ui_scale": 100}
"""What a table reads from ``services.settings`` (read directly, so a test's settings carry them all)."""


def table_settings(**settings: object) -> SimpleNamespace:
    """Settings for a table: the defaults above, with ``settings`` in their place."""
    return SimpleNamespace(**{**TABLE_DEFAULTS, **settings})
