"""Translations: en/fr parity, fallback to English then to the key, system language."""

from __future__ import annotations

import gettext
import io
import string

import pytest

from oh7_desktop.app import fonts, i18n
from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.catalogs import compile_po, parse_po
from oh7_desktop.app.i18n import Translator, default_language


def _strings(lang: str) -> dict[str, str]:
    """Every message of a catalog (plural forms joined by a newline)."""
    text = asset_path("translations", f"{lang}.po").read_text(encoding="utf-8")
    return {m.msgid: "\n".join(m.strings[i] for i in sorted(m.strings))
            for m in parse_po(text) if m.msgid}


def _catalog(entries: dict[str, str]) -> gettext.GNUTranslations:
    po = "".join(f'msgid "{key}"\nmsgstr "{text}"\n\n' for key, text in entries.items())
    return gettext.GNUTranslations(io.BytesIO(compile_po(po)))


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_en_and_fr_have_the_same_keys_and_placeholders() -> None:
    en, fr = _strings("en"), _strings("fr")
    assert set(en) == set(fr)
    assert len(en) > 100
    for key in en:
        assert _fields(en[key]) == _fields(fr[key]), key


def test_french_uses_the_game_vocabulary() -> None:
    fr = " ".join(_strings("fr").values()).lower()
    for word in ("pli", "pari", "atout", "panier", "perte", "manche", "pantin", "meneur"):
        assert word in fr, word


def test_every_string_can_be_drawn_with_the_shipped_font() -> None:
    chars = "".join(sorted({c for lang in ("en", "fr") for text in _strings(lang).values() for c in text}))
    assert fonts.missing_glyphs(chars.replace("\u00a0", "").replace("\n", "")) == ""


def test_lookup_with_fields() -> None:
    fr = Translator("fr")
    assert fr.t("table.pass_to", name="Alice") == "Passez la main à Alice"
    assert fr.t("table.thinking_short") == "réfléchit" and Translator("en")("table.thinking_short") == "thinking"
    assert fr("table.dummy") == "Pantin"


def test_fallbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    tables = {"en": _catalog({"only.en": "English only {n}", "both": "both"}), "fr": _catalog({"both": "les deux"})}
    monkeypatch.setattr(i18n, "load_catalog", lambda lang: tables.get(lang))
    fr = Translator("fr")
    assert fr.t("both") == "les deux"
    assert fr.t("only.en", n=3) == "English only 3"
    assert fr.t("nowhere.at.all") == "nowhere.at.all"
    assert fr.t("only.en") == "English only {n}"  # a missing field stays visible, no crash
    assert not fr.has("nowhere.at.all") and fr.has("only.en")


def test_unknown_language_is_english() -> None:
    assert Translator("de").lang == "en"
    assert Translator("fr_CA").lang == "fr"


@pytest.mark.parametrize(
    ("env", "expected"),
    [({"LC_ALL": "fr_FR.UTF-8"}, "fr"), ({"LANG": "fr_BE"}, "fr"), ({"LANG": "de_DE.UTF-8"}, "en"),
     ({"LC_ALL": "French_France"}, "fr"), ({"LANG": "en_GB.UTF-8"}, "en")],
)
def test_default_language_from_system(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert default_language() == expected


def test_plural_forms_follow_each_language() -> None:
    en, fr = Translator("en"), Translator("fr")
    assert [en.t("target.points", points=n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert [fr.t("target.points", points=n) for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]
    deck = [fr.t("setup.deck", cards="♠", count=n) for n in (1, 8)]
    assert deck == ["Paquet : ♠ (1 carte)", "Paquet : ♠ (8 cartes)"]
    assert fr.t("target.points", points="") == " points"  # no number (a label): the plural
