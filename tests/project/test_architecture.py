"""The dependency arrows of DESIGN §2, enforced by walking the imports.

    cli -> pipeline -> stages -> services

Every module of the package belongs to a unit (a top-level module or package); ALLOWED says
which units a unit may import. An arrow not listed fails, naming the file and the import.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from understory_cli.static_site.resources import SCRIPTS, SHELF_SCRIPTS

PACKAGE = Path(__file__).resolve().parents[2] / "understory_cli"
SQL = re.compile(r"\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET|CREATE TABLE)\b")

STAGES = {"ingest", "embed", "analyze", "wiki", "ask", "static_site", "serve", "status", "export"}
# Services, each listed with the services below it that it may use: no cycles, and the store,
# the model client and the agent loop know nothing of the stages or of each other's callers.
SERVICE_ARROWS: dict[str, set[str]] = {
    "text": set(),  # slugs, token estimates, link markup: imports nothing
    "errors": set(),
    "spoilers": set(),
    "config": {"errors"},
    "progress": set(),  # the one progress event stages report
    "store": {"errors", "text"},
    "position": {"errors", "store"},  # locators, the story order, BookIndex, Horizon
    # extractive: the interface languages the setting accepts are the language registry's (extractive/languages.py)
    "reading": {"errors", "extractive", "position", "store"},
    "corrections": {"errors", "store"},  # the reader's corrections applied to the knowledge table
    "extractive": {"text"},
    "recap": {"store"},  # the story so far, condensed from the stored summaries at a position
    "retrieval": {"config", "errors", "llm", "position", "store", "text"},  # llm: the query embedder
    "llm": {"config", "errors", "store", "text"},
    "agents": {"config", "errors", "llm", "text"},
    "prompts": set(),  # prompt templates (data) the stages render
}
SERVICES = set(SERVICE_ARROWS)

ALLOWED: dict[str, set[str]] = {
    "__init__": set(),
    "__main__": {"cli"},
    "cli": STAGES | SERVICES | {"pipeline", "__init__"},
    "pipeline": STAGES | SERVICES,
    **{stage: set(SERVICES) for stage in STAGES},
    **SERVICE_ARROWS,
}
# Stage to stage, each with its reason.
ALLOWED["serve"] |= {"ask", "static_site", "wiki"}  # serve hosts the built site, asks through the ask stage and recomposes what a correction changed
ALLOWED["export"] |= {"static_site"}  # the EPUB's notes show what the site shows at a chapter: its data and gates

# Single modules one unit may borrow from another, each with its reason.
ALLOWED_MODULES = {
    # the site re-checks stored book markup and CSS with ingest's own sanitizer: one allow-list, not two
    ("static_site", "ingest.sanitize"),
    ("static_site", "ingest.assets"),
    # the EPUB export reads the source with ingest's safe container, and marks what it adds
    # the way ingest knows to leave out (re-ingesting the copy reads the same book)
    ("export", "ingest.container"),
    # a plan has the parser re-read the sentence a card was cut from, split as the analysis split it
    ("wiki", "analyze.summarize"),
    ("export", "ingest.xhtml"),
}


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text()
        yield path.relative_to(PACKAGE), ast.parse(text), text


def unit_of(rel: Path) -> str:
    return rel.parts[0].removesuffix(".py")


def imports_of(rel: Path, tree: ast.AST) -> list[tuple[int, str]]:
    """(line, dotted module inside the package) for every import of the package's own modules."""
    package = list(rel.parts[:-1])  # the folder a relative import starts from
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name.split(".", 1)[1]) for a in node.names if a.name.startswith("understory_cli.")]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                if node.module == "understory_cli":
                    found += [(node.lineno, a.name) for a in node.names]
                elif (node.module or "").startswith("understory_cli."):
                    found.append((node.lineno, node.module.split(".", 1)[1]))
                continue
            base = package[:len(package) - (node.level - 1)]
            if node.module:
                found.append((node.lineno, ".".join([*base, node.module])))
            else:  # `from . import x`: a module, or a name defined in the package's __init__
                found += [(node.lineno, ".".join([*base, a.name if _is_module([*base, a.name]) else "__init__"]))
                          for a in node.names]
    return [(line, name) for line, name in found if name]


def _is_module(parts: list[str]) -> bool:
    return PACKAGE.joinpath(*parts).is_dir() or PACKAGE.joinpath(*parts[:-1], parts[-1] + ".py").is_file()


def violations() -> list[str]:
    units = {unit_of(rel) for rel, _, _ in modules()}
    assert set(ALLOWED) >= units, f"units with no rule: {sorted(units - set(ALLOWED))}"
    out = []
    for rel, tree, _ in modules():
        unit = unit_of(rel)
        for line, target in imports_of(rel, tree):
            target_unit = target.split(".")[0]
            if target_unit == unit or target_unit in ALLOWED[unit]:
                continue
            if any(unit == u and (target == m or target.startswith(m + ".")) for u, m in ALLOWED_MODULES):
                continue
            out.append(f"{rel}:{line} imports {target} ({unit} -> {target_unit} is not an allowed arrow)")
    return out


def test_every_import_follows_an_allowed_arrow():
    found = violations()
    assert not found, "imports against DESIGN §2:\n" + "\n".join(found)


def test_the_walk_sees_relative_and_absolute_imports():
    """The checker itself must be able to fail: a stage in a service, by either spelling."""
    rel = Path("store/points.py")
    for source in ("from ..wiki import gating", "from ..wiki.gating import LINK", "import understory_cli.ask.run",
                   "from understory_cli import serve"):
        [(_, target)] = imports_of(rel, ast.parse(source))
        assert target.split(".")[0] not in ALLOWED["store"], source


def test_nothing_imports_the_cli_and_stages_do_not_print():
    for rel, tree, _ in modules():
        if unit_of(rel) in ("cli", "__main__"):
            continue
        names = {n for _, n in imports_of(rel, tree)}
        names |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        names |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and not node.level}
        assert not any(n == "cli" or n.startswith("cli.") or n == "typer" or n.startswith(("typer.", "rich")) for n in names), rel
        prints = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "print"]
        assert not prints, f"{rel} prints"


def test_only_the_store_writes_sql():
    for rel, _, text in modules():
        if rel.parts[0] != "store":
            assert not SQL.search(text), f"{rel} contains SQL"


# Splitting a string at "." is taking a locator apart: only position.py does that. The
# exceptions split something else, each with its reason.
DOT_SPLITS_ELSEWHERE = {
    "config.py",  # dotted setting keys (embeddings.model)
    "export/package.py",  # a file name's extension
}
LONG_MODULE = 500  # lines; a module past it holds more than one job


def test_only_position_takes_locators_apart_and_only_config_reads_the_provider():
    found = []
    for rel, tree, text in modules():
        where = rel.as_posix()
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("split", "rsplit", "partition", "rpartition") and node.args
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value == "."
                    and where not in ("position.py", *DOT_SPLITS_ELSEWHERE)):
                found.append(f"{where}:{node.lineno} splits at '.' (use understory_cli.position)")
        if where != "config.py" and re.search(r"\.provider\s*[!=]=\s*[\"']extractive", text):
            found.append(f"{where} tests the provider (use config.extractive)")
    assert not found, found


def test_no_module_is_past_the_length_of_one_job():
    """The package's modules, and the tests' and benchmarks' too (a test file past it holds more than one theme)."""
    long = [f"{rel} ({n} lines)" for rel, _, text in modules() if (n := text.count("\n")) > LONG_MODULE]
    for folder in ("tests", "bench"):
        long += [f"{path.relative_to(PACKAGE.parent)} ({n} lines)" for path in sorted((PACKAGE.parent / folder).rglob("*.py"))
                 if (n := path.read_text(encoding="utf-8").count("\n")) > LONG_MODULE]
    assert not long, long


def test_no_site_script_is_past_the_length_of_one_job():
    """The site's scripts too: one component a file (site_assets/core.js mounts them)."""
    scripts = sorted((PACKAGE.parent / "site_assets").glob("*.js"))
    # each one loaded by every page of a work, or by a library's shelf page
    assert len(scripts) >= 6 and {path.name for path in scripts} == set(SCRIPTS) | set(SHELF_SCRIPTS)
    long = [f"{path.name} ({n} lines)" for path in scripts if (n := path.read_text().count("\n")) > LONG_MODULE]
    assert not long, long

