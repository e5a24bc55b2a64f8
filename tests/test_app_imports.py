"""The app reaches games through the interface: only a game's own table imports that game.

Every module of the package is read (``ast``, every import, ``TYPE_CHECKING`` ones and those
inside functions too). Outside ``oh7_desktop/games/``, no module imports a game's package
(``oh7_desktop/games/<game>/``), only the interface, the registry and what games share beside
them (``names``, ``jsonfile``...), except a table under ``oh7_desktop/app/tables/<game>/``,
which may import its own game's public package (``oh7_desktop.games.<game>``) and nothing
deeper.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "oh7_desktop"


def module_name(path: Path) -> str:
    """The dotted name of a module file of the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


Import = tuple[str, str | None]
"""One import: the module named, and the name taken from it (None for ``import module``)."""


def imports(path: Path) -> list[Import]:
    """Every import of ``path``: ``from a.b import c`` gives ``("a.b", "c")``, ``import a.b`` ``("a.b", None)``."""
    name = module_name(path)
    base = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = base.split(".")
                root = ".".join(parts[: len(parts) - node.level + 1])
                full = f"{root}.{node.module}" if node.module else root
            else:
                full = node.module or ""
            found += [(full, alias.name) for alias in node.names]
    return found


def modules() -> list[Path]:
    """Every module file of the package."""
    return sorted(PACKAGE.rglob("*.py"))


def game_packages() -> set[str]:
    """Names of the games' packages (``oh7_desktop.games.oh7``...)."""
    return {f"oh7_desktop.games.{p.name}" for p in (PACKAGE / "games").iterdir()
            if (p / "__init__.py").exists()}


def forbidden_game_imports(name: str, targets: list[Import]) -> list[Import]:
    """The imports (``targets``) of the module ``name`` that break the rule above (empty if none)."""
    if name.startswith("oh7_desktop.games"):
        return []
    own = "oh7_desktop.games." + name.split(".")[3] if name.startswith("oh7_desktop.app.tables.") else None
    games = game_packages()
    bad = []
    for module, taken in targets:
        whole = module if taken is None else f"{module}.{taken}"
        game = next((g for g in games if whole == g or whole.startswith(g + ".")), None)
        if game is None:
            continue  # not a game: the interface, the registry, or what games share beside them
        if module == own and taken is not None and taken in public_names(own):
            continue
        bad.append((module, taken))
    return bad


def public_names(package: str) -> set[str]:
    """The names a game's package lists in its ``__all__``."""
    init = PACKAGE.parent / Path(*package.split(".")) / "__init__.py"
    for node in ast.walk(ast.parse(init.read_text("utf-8"))):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    return set()


@pytest.mark.parametrize("path", [p for p in modules() if not module_name(p).startswith("oh7_desktop.games")],
                         ids=lambda p: module_name(p))
def test_only_a_games_own_table_imports_that_game_and_only_its_public_package(path: Path) -> None:
    assert forbidden_game_imports(module_name(path), imports(path)) == []


def test_the_rule_catches_what_it_forbids() -> None:
    table, menu = "oh7_desktop.app.tables.oh7.scene", "oh7_desktop.app.menus.new_game"
    public: list[Import] = [("oh7_desktop.games.oh7", "Card"), ("oh7_desktop.games.oh7", "view")]
    inner: list[Import] = [("oh7_desktop.games.oh7.view", "public_cards"), ("oh7_desktop.games.oh7.view", None),
                           ("oh7_desktop.games.oh7", "bots"), ("oh7_desktop.games", "oh7")]
    assert forbidden_game_imports(table, public) == []
    assert forbidden_game_imports(table, public + inner) == inner
    assert forbidden_game_imports(menu, public) == public
    assert forbidden_game_imports(menu, [("oh7_desktop.games", "registry"), ("oh7_desktop.games.interface", "Reason"),
                                         ("oh7_desktop.games.names", "clean_name")]) == []
    assert forbidden_game_imports(table, [("oh7_desktop.games.red7", "Card")]) == [("oh7_desktop.games.red7", "Card")]
    assert forbidden_game_imports("oh7_desktop.persistence.models", [("oh7_desktop.games.oh7.rules", "Rules")]) \
        == [("oh7_desktop.games.oh7.rules", "Rules")]


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (every import; a module importing its own
    package, or a package its own submodule, is not an edge: that is how packages work)."""
    names = {module_name(p): p for p in modules()}
    graph: dict[str, set[str]] = {name: set() for name in names}
    for name, path in names.items():
        for module, taken in imports(path):
            for target in ([f"{module}.{taken}"] if taken else []) + [module]:
                while target and target not in names:
                    target = target.rpartition(".")[0]
                if not target or target == name or name.startswith(target + ".") or target.startswith(name + "."):
                    continue
                graph[name].add(target)
                break
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import each other in a circle (Tarjan's components of size > 1)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_of_the_package_imports_itself_in_a_circle() -> None:
    graph = import_graph()
    assert {"oh7_desktop.app.tables.oh7.draw", "oh7_desktop.app.tables.oh7.input"} <= \
        graph["oh7_desktop.app.tables.oh7.scene"], "the walk sees the table's imports"
    assert cycles(graph) == []


def test_the_cycle_finder_finds_circles() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
