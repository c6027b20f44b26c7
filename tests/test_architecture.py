"""The dependency arrows of DESIGN §2, enforced by walking the imports."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "understory_cli"
SQL = re.compile(r"\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET|CREATE TABLE)\b")


def modules():
    for path in PACKAGE.rglob("*.py"):
        yield path.relative_to(PACKAGE), ast.parse(path.read_text()), path.read_text()


def imported(tree) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add(("." * node.level) + (node.module or ""))
    return names


def test_nothing_imports_the_cli_and_stages_do_not_print():
    for rel, tree, _ in modules():
        if rel.name in ("cli.py", "__main__.py"):
            continue
        names = imported(tree)
        assert not any(n.endswith("cli") or n == "typer" or n.startswith("rich") for n in names), rel
        prints = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "print"]
        assert not prints, f"{rel} prints"


def test_only_the_store_writes_sql():
    for rel, _, text in modules():
        if rel.parts[0] != "store":
            assert not SQL.search(text), f"{rel} contains SQL"
