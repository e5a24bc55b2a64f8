"""The rules text: find ``RULES.md``, take its English or French part, and parse its Markdown.

``RULES.md`` sits at the repository root in source, and at the bundle root in a PyInstaller
build (``packaging/oh7.spec`` puts it next to ``assets/``), so :func:`rules_file` looks beside
the assets folder first; ``OH7_RULES`` may name it explicitly. The file holds an English part
then a French part: the split is an explicit marker (``<!-- lang: fr -->``, ``<a id="fr">``)
if there is one, else the heading where the text turns French. The Markdown subset parsed is
what a rules page needs: headings, paragraphs, lists, tables, code blocks, rules. Parts marked
for developers (commands, file formats) are left out: a player's rules never name a file or a
command.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

ENV_VAR = "OH7_RULES"
RULES_NAME = "RULES.md"
_MARKER = re.compile(r"^\s*(?:<!--\s*lang(?:uage)?\s*[:=]\s*(en|fr)\s*-->|<a\s+(?:id|name)=\"(en|fr)\"\s*>\s*</a>)\s*$",
                     re.IGNORECASE)
_FOR_DEVELOPERS = re.compile(r"<!--\s*developers\s*-->.*?<!--\s*/developers\s*-->\n?", re.IGNORECASE | re.DOTALL)
"""Text between ``<!-- developers -->`` and ``<!-- /developers -->`` (commands, file formats):
shown on the repository's pages, left out of the app's rules view."""
_WORDS = re.compile(r"[a-zàâçéèêëîïôûùüÿœ']+", re.IGNORECASE)
_FRENCH = frozenset("le la les des une est et du au aux que qui pour avec dans sur pas plus son ses leur joueur "
                    "joueurs carte cartes pli plis mise atout chaque ne".split())
_ENGLISH = frozenset("the and is of a an to with in on for that which not more each player players card cards "
                     "trick tricks bet trump his her their".split())


class RulesMissing(FileNotFoundError):
    """``RULES.md`` was not found; the message names where it was looked for."""


def rules_file(name: str = RULES_NAME) -> Path:
    """Return the path of ``RULES.md`` (or another game's page, e.g. ``RULES-OH-HELL.md``) in a
    source checkout, an editable install or a frozen bundle."""
    candidates: list[Path] = []
    if os.environ.get(ENV_VAR) and name == RULES_NAME:
        candidates.append(Path(os.environ[ENV_VAR]))
    try:
        from oh7_desktop.app.assets import assets_root

        candidates.append(assets_root().parent / name)
    except FileNotFoundError:
        pass
    candidates.extend(parent / name for parent in Path(__file__).resolve().parents[3:5])
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise RulesMissing(f"{name} not found (looked in: {', '.join(str(c.parent) for c in candidates)})")


def load_rules(lang: str, name: str = RULES_NAME) -> str:
    """Return the rules page ``name`` in ``lang`` (``en`` or ``fr``) as Markdown; raise :class:`RulesMissing`."""
    path = rules_file(name)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise RulesMissing(f"{name} cannot be read ({err})") from None
    text = for_players(text)
    return split_languages(text).get(lang) or text


def for_players(text: str) -> str:
    """Return ``text`` without its parts for developers (marked ``<!-- developers -->`` …
    ``<!-- /developers -->``, in a line or over several lines).

    >>> for_players("Play.<!-- developers --> (`oh7 replay`)<!-- /developers --> End.")
    'Play. End.'
    """
    return _FOR_DEVELOPERS.sub("", text)


def split_languages(text: str) -> dict[str, str]:
    """Return ``{"en": ..., "fr": ...}``: the parts of a bilingual rules file (or the whole for both)."""
    lines = text.splitlines()
    marked = _split_on_markers(lines)
    if marked:
        return marked
    headings = [i for i, line in enumerate(lines) if line.startswith("#")]
    best, best_score = None, 0
    for index in headings[1:]:
        score = _englishness("\n".join(lines[:index])) - _englishness("\n".join(lines[index:]))
        if score > best_score:
            best, best_score = index, score
    if best is None or _englishness("\n".join(lines[best:])) >= 0:
        return {"en": text, "fr": text}
    return {"en": "\n".join(lines[:best]).strip() + "\n", "fr": "\n".join(lines[best:]).strip() + "\n"}


def _split_on_markers(lines: list[str]) -> dict[str, str]:
    parts: dict[str, list[str]] = {}
    current: str | None = None
    for line in lines:
        found = _MARKER.match(line)
        if found:
            current = (found.group(1) or found.group(2)).lower()
            parts.setdefault(current, [])
        elif current is not None:
            parts[current].append(line)
    return {lang: "\n".join(body).strip() + "\n" for lang, body in parts.items()} if len(parts) >= 2 else {}


def _englishness(text: str) -> int:
    """English stop words minus French ones (positive: English)."""
    words = [w.lower() for w in _WORDS.findall(text)]
    return sum(w in _ENGLISH for w in words) - sum(w in _FRENCH for w in words)


@dataclass(frozen=True)
class Block:
    """One piece of the page: ``kind`` is heading, para, item, table, code or rule."""

    kind: str
    text: str = ""
    level: int = 0
    """Heading level (1-6), or list nesting (0, 1...)."""
    marker: str = ""
    cells: tuple[tuple[str, ...], ...] = ()


_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")


BOLD = "\x01"
"""Marks where bold starts and ends in a block's text (see :func:`runs`)."""


def inline(text: str, *, keep_bold: bool = False) -> str:
    """Plain text of inline Markdown: links keep their text, emphasis and code marks go.

    With ``keep_bold``, bold spans are kept between :data:`BOLD` marks.
    """
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", (BOLD + r"\2" + BOLD) if keep_bold else r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)", r"\1", text)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    return text.replace("\\*", "*").replace("\\_", "_").strip()


def runs(text: str) -> list[tuple[str, bool]]:
    """Split a block's text into (text, bold) runs."""
    return [(part, index % 2 == 1) for index, part in enumerate(text.split(BOLD)) if part]


def plain(text: str) -> str:
    """A block's text without its bold marks."""
    return text.replace(BOLD, "")


def parse(markdown: str) -> list[Block]:
    """Parse the Markdown subset into blocks."""
    blocks: list[Block] = []
    paragraph: list[str] = []
    lines = markdown.splitlines()
    i = 0

    def flush() -> None:
        if paragraph:
            blocks.append(Block("para", inline(" ".join(paragraph), keep_bold=True)))
            paragraph.clear()

    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        item = _ITEM.match(line)
        if stripped.startswith("```"):
            flush()
            block, i = _code(lines, i)
            blocks.append(block)
        elif not stripped or stripped.startswith("<!--"):
            flush()
        elif stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            blocks.append(Block("heading", inline(stripped.lstrip("#")), level=min(level, 6)))
        elif re.fullmatch(r"(-{3,}|\*{3,}|_{3,})", stripped):
            flush()
            blocks.append(Block("rule"))
        elif stripped.startswith("|"):
            flush()
            block, i = _table(lines, i)
            blocks.append(block)
            continue
        elif item is not None:
            flush()
            block, i = _item(lines, i, item)
            blocks.append(block)
        else:
            paragraph.append(stripped)
        i += 1
    flush()
    return blocks


def _code(lines: list[str], i: int) -> tuple[Block, int]:
    """The fenced code block opening at line ``i``; returns it and the index of its closing fence."""
    i += 1
    code: list[str] = []
    while i < len(lines) and not lines[i].strip().startswith("```"):
        code.append(lines[i].rstrip())
        i += 1
    return Block("code", "\n".join(code)), i


def _table(lines: list[str], i: int) -> tuple[Block, int]:
    """The table starting at line ``i`` (its separator row dropped); returns it and the next line's index."""
    rows: list[tuple[str, ...]] = []
    while i < len(lines) and lines[i].strip().startswith("|"):
        cells = tuple(inline(c, keep_bold=True) for c in lines[i].strip().strip("|").split("|"))
        if not all(re.fullmatch(r":?-{2,}:?", plain(c).strip()) for c in cells if c.strip()) or not any(cells):
            rows.append(cells)
        i += 1
    return Block("table", cells=tuple(rows)), i


def _item(lines: list[str], i: int, item: re.Match[str]) -> tuple[Block, int]:
    """The list item at line ``i`` with its indented continuation lines; returns it and its last line's index."""
    indent, marker, body = item.groups()
    parts = [body]
    while i + 1 < len(lines) and lines[i + 1].startswith("  ") and lines[i + 1].strip() \
            and not _ITEM.match(lines[i + 1]):
        i += 1
        parts.append(lines[i].strip())
    bullet = "•" if marker in "-*+" else marker
    return Block("item", inline(" ".join(parts), keep_bold=True), level=len(indent.expandtabs(4)) // 2,
                 marker=bullet), i
