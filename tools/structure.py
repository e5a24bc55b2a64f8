"""The house's structure rules over a package (``make check`` runs it on ``oh7_desktop``).

Usage: ``python tools/structure.py [PACKAGE_DIR]`` (default ``oh7_desktop``); prints each
breach and a summary line, exits 1 if there is any. The rules:

- no file over 400 lines, no function over 50 lines;
- no import cycle between the package's modules (every import counts, ``TYPE_CHECKING`` ones
  too; importing a parent package does not, as Python has run it first anyway);
- a game's rules (``<package>/games/**``) import only the standard library and
  ``<package>.games`` itself (the app and persistence sit above the games, never below).

It needs nothing but the standard library, and does not import the package it checks.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 50
GAMES = "games"


@dataclass
class Report:
    """What breaks the rules, one line per breach in each list."""

    cycles: list[str] = field(default_factory=list)
    long_files: list[str] = field(default_factory=list)
    long_functions: list[str] = field(default_factory=list)
    game_imports: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when nothing breaks a rule."""
        return not (self.cycles or self.long_files or self.long_functions or self.game_imports)

    def lines(self) -> list[str]:
        """Every breach, then the counts."""
        return ([f"cycle: {c}" for c in self.cycles]
                + [f"file over {MAX_FILE_LINES} lines: {f}" for f in self.long_files]
                + [f"function over {MAX_FUNCTION_LINES} lines: {f}" for f in self.long_functions]
                + [f"game rules import outside the standard library and games: {g}" for g in self.game_imports]
                + [f"{len(self.cycles)} import cycles, {len(self.long_files)} files over {MAX_FILE_LINES} lines, "
                   f"{len(self.long_functions)} functions over {MAX_FUNCTION_LINES} lines, "
                   f"{len(self.game_imports)} game imports outside the rules"])


def modules(root: Path) -> dict[str, Path]:
    """Every module of the package at ``root`` by dotted name (a package by its ``__init__``)."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root.parent).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        found[".".join(parts)] = path
    return found


def imported_names(module: str, is_package: bool, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The absolute names one import statement may load (``from a import b``: ``a`` and ``a.b``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        parts = (module if is_package else module.rpartition(".")[0]).split(".")
        base = ".".join(parts[: len(parts) - node.level + 1])
        full = f"{base}.{node.module}" if node.module else base
    else:
        full = node.module or ""
    return [full] + [f"{full}.{alias.name}" for alias in node.names]


def _own_module(name: str, mods: dict[str, Path]) -> str:
    """The package's module ``name`` lives in ('' when it is not one of the package's)."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name


def _game_import_allowed(name: str, pkg: str) -> bool:
    top = name.partition(".")[0]
    if top == pkg:
        return name == f"{pkg}.{GAMES}" or name.startswith(f"{pkg}.{GAMES}.")
    return top in sys.stdlib_module_names or top == "__future__"


def scan(root: Path, report: Report) -> dict[str, set[str]]:
    """Fill ``report``'s long files, long functions and games' imports; return the import graph."""
    pkg, mods = root.name, modules(root)
    edges: dict[str, set[str]] = {m: set() for m in mods}
    games = f"{pkg}.{GAMES}"
    for module, path in mods.items():
        text = path.read_text(encoding="utf-8")
        shown = path.relative_to(root.parent)
        count = len(text.splitlines())
        if count > MAX_FILE_LINES:
            report.long_files.append(f"{shown} ({count})")
        in_games = module == games or module.startswith(games + ".")
        for node in ast.walk(ast.parse(text, str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    report.long_functions.append(f"{shown}:{node.name} ({length})")
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            names = imported_names(module, path.name == "__init__.py", node)
            loaded = names if isinstance(node, ast.Import) else names[:1]  # ``from a import b``: b may be a name
            if in_games and not all(_game_import_allowed(n, pkg) for n in loaded):
                report.game_imports.append(f"{shown}:{node.lineno} {names[0]}")
            for name in names:
                target = _own_module(name, mods)
                if target and target != module and not module.startswith(target + ".") and target != pkg:
                    edges[module].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def check(root: Path) -> Report:
    """Every breach of the rules in the package at ``root``."""
    report = Report()
    report.cycles = [" ".join(c) for c in cycles(scan(root, report))]
    return report


def main(argv: list[str]) -> int:
    """Check the package named on the command line; 0 when it keeps every rule."""
    root = Path(argv[0] if argv else "oh7_desktop").resolve()
    if not (root / "__init__.py").is_file():
        print(f"structure: {root} is not a package", file=sys.stderr)
        return 2
    report = check(root)
    print("\n".join(report.lines()))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
