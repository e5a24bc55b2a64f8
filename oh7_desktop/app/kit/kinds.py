"""Small names every table uses: a physical card, and a line of text to translate."""

from __future__ import annotations

CardKey = tuple[int, int]
"""A physical card: ``(code, copy)`` (two copies of one card are ``(c, 0)`` and ``(c, 1)``)."""

Line = tuple[str, dict[str, object]]
"""A line of text to show: a translation key and its arguments."""
