"""Translations: ``Translator("fr").t("table.pass_to", name="Alice")`` -> "Passez la main à Alice".

Strings live in gettext catalogs, ``assets/translations/<lang>.po`` (see :mod:`.catalogs`),
compiled to ``assets/locale/<lang>/LC_MESSAGES/oh7.mo`` when the game is installed or built.
Message ids are keys; texts have ``{field}`` placeholders (``str.format`` syntax). A message
with plural forms is chosen by its first whole-number field (``{count} pli`` / ``{count}
plis``), by the language's own plural rule (``ngettext``). A key missing in a language falls
back to English; a key missing everywhere returns the key itself, so a forgotten string shows
up on screen instead of crashing. A missing field leaves its ``{field}`` visible for the same
reason. Add a message to *every* catalog (a test checks none is missing or unused).
"""

from __future__ import annotations

import gettext
import io
import locale
import logging
import os
import string
from functools import lru_cache

from oh7_desktop.app.assets import asset_path, assets_root
from oh7_desktop.userfiles import LANGUAGES

FALLBACK = "en"

log = logging.getLogger(__name__)


class _KeepMissing(dict[str, object]):
    """Format mapping that leaves unknown placeholders as they are."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@lru_cache(maxsize=8)
def load_catalog(lang: str) -> gettext.GNUTranslations | None:
    """Return the compiled catalog of ``lang``: the installed ``.mo``, or the ``.po`` compiled
    now when the ``.mo`` is missing or older (a checkout being edited); None if unreadable."""
    from oh7_desktop.app.catalogs import CatalogError, compile_po, mo_path

    try:
        source = asset_path("translations", f"{lang}.po")
        compiled = mo_path(assets_root() / "locale", lang)
        if compiled.is_file() and compiled.stat().st_mtime >= source.stat().st_mtime:
            data = compiled.read_bytes()
        else:
            data = compile_po(source.read_text(encoding="utf-8"), source.name)
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, CatalogError) as error:
        log.warning("translations for %r unavailable: %s", lang, error)
        return None


def load_strings(lang: str) -> dict[str, str]:
    """Return the singular messages of one language (key -> text), empty if unavailable."""
    catalog = load_catalog(lang)
    messages = _messages(catalog) if catalog is not None else {}
    return {k: v for k, v in messages.items() if isinstance(k, str) and k}


def _messages(catalog: gettext.GNUTranslations) -> dict[object, str]:
    # gettext keeps a catalog's entries in ``_catalog`` (str keys, and (id, form) keys for
    # plural messages); reading it is the only way to know whether a key exists at all.
    return dict(getattr(catalog, "_catalog", {}))


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


def _number(template: str, fields: dict[str, object]) -> int:
    """The number a plural message is about: its first field holding a whole number (without
    one, e.g. a label "{points} points" around an input box, the form for 2)."""
    for _, name, _, _ in string.Formatter().parse(template):
        value = fields.get(name or "")
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 2


class Translator:
    """Looks up interface strings in one language, falling back to English then to the key."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = normalise_language(lang if lang is not None else default_language())
        self._catalogs = [c for c in (load_catalog(self.lang), load_catalog(FALLBACK)) if c is not None]
        self._tables = [_messages(c) for c in self._catalogs]

    def has(self, key: str) -> bool:
        """True if the key exists in this language or in English."""
        return any(key in table or (key, 0) in table for table in self._tables)

    def t(self, key: str, **fields: object) -> str:
        """The text for ``key`` with ``{field}`` placeholders filled in; never raises."""
        template = self._template(key, fields)
        if template is None:
            return key
        if not fields and "{" not in template:
            return template
        try:
            return string.Formatter().vformat(template, (), _KeepMissing(fields))
        except (ValueError, IndexError, AttributeError, KeyError) as error:
            log.warning("bad translation %s/%s: %s", self.lang, key, error)
            return template

    def _template(self, key: str, fields: dict[str, object]) -> str | None:
        """The message of ``key`` in the first catalog that has it; plural forms by the number."""
        for catalog, table in zip(self._catalogs, self._tables):
            if key in table:
                return table[key]
            if (key, 0) in table:
                return catalog.ngettext(key, key, _number(table[(key, 0)], fields))
        return None

    __call__ = t
