"""The package's shape: no import cycle between its modules (counting imports inside
functions and under `TYPE_CHECKING` too), and small files."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "sheaf"
#: The most lines a module of the package has.
MAXIMUM_LINES = 300
#: Modules still over the limit, each with the reason it is left so.
LONG_MODULES = {"sheaf.cli": "the command line's subcommands; split separately"}


def _modules(root: Path) -> dict[str, tuple[Path, bool]]:
    """Every module under `root` by dotted name, with whether it is a package."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module → the modules of the package it imports (a `from P import m` of a submodule
    counts as importing that submodule)."""
    modules = _modules(root)
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        package = name if is_package else name.rpartition(".")[0]
        imported: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.ImportFrom):
                target = node.module or ""
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                for alias in node.names:
                    if f"{target}.{alias.name}" in modules:
                        imported.add(f"{target}.{alias.name}")
                    elif target in modules:
                        imported.add(target)
        graph[name] = imported - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (each holds a cycle)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_the_package_has_no_import_cycle() -> None:
    assert cycles(import_graph(PACKAGE)) == []


def test_the_cycle_check_finds_a_cycle(tmp_path: Path) -> None:
    package = tmp_path / "demo"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def f() -> None:\n    from demo.c import x\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import y\n")
    assert cycles(import_graph(package)) == [["demo.a", "demo.b", "demo.c"]]
    (package / "c.py").write_text("")
    assert cycles(import_graph(package)) == []


@pytest.mark.parametrize("name", sorted(_modules(PACKAGE)))
def test_modules_are_small(name: str) -> None:
    path, _ = _modules(PACKAGE)[name]
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAXIMUM_LINES or name in LONG_MODULES, f"{name} has {lines} lines"
