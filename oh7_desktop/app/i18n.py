"""Translations: ``Translator("fr").t("table.pass_to", name="Alice")`` -> "Passez la main à Alice".

Strings live in ``assets/translations/<lang>.json``: one flat object, key -> text with
``{field}`` placeholders (``str.format`` syntax). A key missing in a language falls back to
English; a key missing everywhere returns the key itself, so a forgotten string shows up on
screen instead of crashing. A missing field leaves its ``{field}`` visible for the same reason.
Add a key to *every* language file (a test checks that en and fr have the same keys).
"""

from __future__ import annotations

import json
import locale
import logging
import os
import string
from functools import lru_cache

from oh7_desktop.app.assets import asset_path

LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Supported language codes and their names in their own language."""
FALLBACK = "en"

log = logging.getLogger(__name__)


class _KeepMissing(dict[str, object]):
    """Format mapping that leaves unknown placeholders as they are."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@lru_cache(maxsize=8)
def load_strings(lang: str) -> dict[str, str]:
    """Return the strings of one language (empty if its file is missing or damaged)."""
    try:
        path = asset_path("translations", f"{lang}.json")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        log.warning("translations for %r unavailable: %s", lang, error)
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items() if not str(k).startswith("_")}


def default_language() -> str:
    """The language to start in: ``fr`` if the system locale is French, else ``en``."""
    candidates = [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            # Windows reports e.g. "French_France"; POSIX "fr_FR.UTF-8".
            return "fr" if value.lower().startswith("fr") else "en"
    return FALLBACK


def normalise_language(lang: str | None) -> str:
    """A supported language code for ``lang`` ("fr_CA" -> "fr", unknown -> "en")."""
    code = (lang or "").strip().lower()[:2]
    return code if code in LANGUAGES else FALLBACK


class Translator:
    """Looks up interface strings in one language, falling back to English then to the key."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = normalise_language(lang if lang is not None else default_language())
        self._strings = load_strings(self.lang)
        self._fallback = load_strings(FALLBACK) if self.lang != FALLBACK else self._strings

    def has(self, key: str) -> bool:
        """True if the key exists in this language or in English."""
        return key in self._strings or key in self._fallback

    def t(self, key: str, **fields: object) -> str:
        """The text for ``key`` with ``{field}`` placeholders filled in; never raises."""
        template = self._strings.get(key) or self._fallback.get(key)
        if template is None:
            return key
        if not fields and "{" not in template:
            return template
        try:
            return string.Formatter().vformat(template, (), _KeepMissing(fields))
        except (ValueError, IndexError, AttributeError, KeyError) as error:
            log.warning("bad translation %s/%s: %s", self.lang, key, error)
            return template

    __call__ = t
