"""Translation catalogs: compiled as Babel reads them, nothing missing, nothing unused."""

from __future__ import annotations

import ast
import gettext
import io
from pathlib import Path

import pytest

from oh7_desktop.app.assets import asset_path
from oh7_desktop.app.catalogs import CatalogError, compile_catalogs, compile_po, mo_path, parse_po
from oh7_desktop.userfiles import LANGUAGES

PACKAGE = Path(__file__).resolve().parents[1] / "oh7_desktop"


def _po(lang: str) -> str:
    return asset_path("translations", f"{lang}.po").read_text(encoding="utf-8")


def _ids(lang: str) -> dict[str, list[str]]:
    return {m.msgid: [m.strings[i] for i in sorted(m.strings)] for m in parse_po(_po(lang)) if m.msgid}


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_our_compiler_gives_what_babel_gives(lang: str) -> None:
    from babel.messages import mofile, pofile  # a dev dependency: this check never skips

    babel_catalog = pofile.read_po(io.StringIO(_po(lang)))
    buffer = io.BytesIO()
    mofile.write_mo(buffer, babel_catalog)
    theirs = gettext.GNUTranslations(io.BytesIO(buffer.getvalue()))
    ours = gettext.GNUTranslations(io.BytesIO(compile_po(_po(lang))))
    for msgid, forms in _ids(lang).items():
        if len(forms) == 1:
            assert ours.gettext(msgid) == theirs.gettext(msgid) == forms[0], msgid
        else:
            for n in (0, 1, 2, 5):
                assert ours.ngettext(msgid, msgid, n) == theirs.ngettext(msgid, msgid, n), (msgid, n)
    assert ours.info()["plural-forms"] == theirs.info()["plural-forms"]


def test_every_language_has_every_message_with_its_forms() -> None:
    english = _ids("en")
    for lang in LANGUAGES:
        catalog = _ids(lang)
        missing = sorted(set(english) - set(catalog)) + sorted(k for k, v in catalog.items() if not all(v))
        extra = sorted(set(catalog) - set(english))
        assert (missing, extra) == ([], []), lang
        assert all(len(catalog[k]) == len(english[k]) for k in english), lang


def _used_keys() -> tuple[set[str], set[str], set[str]]:
    """String constants, key prefixes (f"seat.{level}") and suffixes (f"{key}.short") in the code."""
    constants: set[str] = set()
    prefixes: set[str] = set()
    suffixes: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                constants.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                first, last = node.values[0], node.values[-1]
                if isinstance(first, ast.Constant) and str(first.value).endswith("."):
                    prefixes.add(str(first.value))
                if isinstance(last, ast.Constant) and str(last.value).startswith("."):
                    suffixes.add(str(last.value))
            elif (isinstance(node, ast.BinOp) and isinstance(node.left, ast.Constant)
                  and isinstance(node.left.value, str) and node.left.value.endswith(".")):
                prefixes.add(node.left.value)
    return constants, prefixes, suffixes


def test_every_message_is_used_by_the_game() -> None:
    constants, prefixes, suffixes = _used_keys()
    unused = []
    for key in _ids("en"):
        stem, dot, tail = key.rpartition(".")
        used = (key in constants or any(key.startswith(p) for p in prefixes if len(p) > 2)
                or (dot and stem in constants and f".{tail}" in suffixes))
        if not used:
            unused.append(key)
    assert unused == []


def test_compiled_catalogs_are_where_the_game_reads_them(tmp_path: Path) -> None:
    written = compile_catalogs(asset_path("translations"), tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(
        mo_path(Path(), lang).as_posix() for lang in LANGUAGES)
    for path in written:
        assert gettext.GNUTranslations(io.BytesIO(path.read_bytes())).gettext("menu.new_game") != "menu.new_game"


@pytest.mark.parametrize("text", ['msgid "a"\nmsgstr b', 'msgstr "x"', 'msgid "a"\nbogus "b"', '"x"'])
def test_a_broken_catalog_is_one_line_naming_the_place(text: str) -> None:
    with pytest.raises(CatalogError, match=r"^fr.po:\d+: "):
        compile_po(text, "fr.po")


def test_the_languages_are_the_catalogs() -> None:
    assert sorted(p.stem for p in asset_path("translations").glob("*.po")) == sorted(LANGUAGES)
