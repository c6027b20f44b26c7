"""No import circle inside the package (issue 27): module A importing B while B, directly or
through others, imports A. Walked with test_architecture's import reader, so imports inside
functions and under TYPE_CHECKING count too: a circle drawn lazily is still one design knot.

A package's `__init__` is a module like any other: `from . import X` from a submodule is an
arrow to it, and so is `from ..analyze import run`.
"""

from __future__ import annotations

import ast
from pathlib import Path

from test_architecture import PACKAGE, imports_of, modules

# Circles known and owned elsewhere, each with what undoes it (none left). The test fails when one is
# gone (take it off the list) as well as when a new one appears.
KNOWN: dict[frozenset[str], str] = {}


def module_name(rel: Path) -> str:
    return ".".join(rel.with_suffix("").parts)


def resolved(target: str) -> str:
    """An import's target as a module: a package means its __init__."""
    parts = target.split(".")
    return f"{target}.__init__" if PACKAGE.joinpath(*parts).is_dir() else target


def import_graph(sources: dict[str, tuple[Path, ast.AST]]) -> dict[str, set[str]]:
    return {name: {resolved(t) for _, t in imports_of(rel, tree)} & set(sources)
            for name, (rel, tree) in sources.items()}


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module, or one importing itself (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1 or node in graph[node]:
                found.append(frozenset(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def package_graph() -> dict[str, set[str]]:
    return import_graph({module_name(rel): (rel, tree) for rel, tree, _ in modules()})


def test_no_import_circle_inside_the_package():
    found = circles(package_graph())
    new = [" -> ".join(sorted(c)) for c in found if c not in KNOWN]
    assert not new, "import circles:\n" + "\n".join(new)
    gone = [why for c, why in KNOWN.items() if c not in found]
    assert not gone, f"a known circle is gone: take it off KNOWN ({gone})"


def test_the_model_layer_has_no_circle():
    """The transport, the probe and the agent loop build on llm/types.py, not on each other."""
    graph = package_graph()
    assert not [c for c in circles(graph) if any(m.startswith(("llm.", "agents.")) for m in c)]
    for name in ("llm.capabilities", "llm.speed", "llm.scripted", "agents.loop", "agents.protocol"):
        assert "llm.client" not in graph[name], name


def test_the_walk_finds_a_circle_through_a_package_and_a_lazy_import():
    """The checker itself must be able to fail."""
    sources = {
        "a.__init__": (Path("a/__init__.py"), ast.parse("def f():\n    from .b import g")),
        "a.b": (Path("a/b.py"), ast.parse("from . import thing")),
        "c": (Path("c.py"), ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import x")),
        "d": (Path("d.py"), ast.parse("import understory_cli.c")),
        "e": (Path("e.py"), ast.parse("from .c import y")),
    }
    assert sorted(map(sorted, circles(import_graph(sources)))) == [["a.__init__", "a.b"], ["c", "d"]]
