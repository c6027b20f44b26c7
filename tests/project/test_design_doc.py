"""docs/design.md is the map: its tables are the architecture test's rules, and every module and
command it (or the README) names exists. A renamed module fails here until the docs follow it."""

from __future__ import annotations

import importlib
import inspect
import re

import typer

from conftest import ROOT
from test_architecture import ALLOWED, ALLOWED_MODULES, SERVICE_ARROWS, STAGES
from understory_cli.cli import app

DESIGN = ROOT / "docs" / "design.md"
DOCS = [ROOT / "README.md", DESIGN]
PACKAGE = ROOT / "understory_cli"
CODE_SPAN = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)
# A module path as written: understory_cli/..., some/thing.py, a_package/ (no placeholders, no spaces).
PATH = re.compile(r"[\w.-]+(?:/[\w.-]+)*/?")
# Paths the docs name that are not in the repository, each with its reason.
NOT_IN_REPO = {
    "site/": "the repository hooks' name for a built site, which is why the stage is static_site/",
    "data/unlock/": "a folder of the built site",
}
COMMAND = re.compile(r"(?<![\w/.-])understory ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?")


def table(text: str, header: list[str]) -> list[list[str]]:
    """The rows of the markdown table whose header is `header`, as stripped cells."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if [c.strip() for c in line.strip().strip("|").split("|")] == header:
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                rows.append([c.strip() for c in row.strip().strip("|").split("|")])
            return rows
    raise AssertionError(f"docs/design.md has no table headed {header}")


def imports_cell(cell: str) -> tuple[set[str], set[str]]:
    """(units, single modules) a "may import" cell allows: `services` is every service."""
    units: set[str] = set(SERVICE_ARROWS) if re.match(r"services\b", cell) else set()
    names = set(CODE_SPAN.findall(cell))
    assert cell in ("nothing", "services") or names, f"unreadable cell: {cell!r}"
    return units | {n for n in names if "." not in n}, {n for n in names if "." in n}


def unit_name(cell: str) -> str:
    [name] = CODE_SPAN.findall(cell)
    return name


def test_the_stage_table_is_the_architecture_tests_rules():
    rows = table(DESIGN.read_text(), ["stage", "entry function", "result type", "may import"])
    assert {unit_name(r[0]) for r in rows} == STAGES | {"cli", "pipeline"}
    for stage_cell, _, _, allowed in rows:
        stage = unit_name(stage_cell)
        units, borrowed = imports_cell(allowed)
        assert units == ALLOWED[stage], f"{stage}: the doc says {sorted(units)}, the test {sorted(ALLOWED[stage])}"
        assert borrowed == {m for u, m in ALLOWED_MODULES if u == stage}, stage


def test_each_stage_entry_returns_the_result_type_the_table_names():
    for stage_cell, entry_cell, result_cell, _ in table(DESIGN.read_text(), ["stage", "entry function", "result type", "may import"]):
        stage, entry, result = unit_name(stage_cell), unit_name(entry_cell), unit_name(result_cell)
        assert entry.split(".")[0] == stage, f"{entry} is not in {stage}"
        module, _, name = entry.rpartition(".")
        function = getattr(importlib.import_module(f"understory_cli.{module}"), name)
        returned = inspect.signature(function).return_annotation
        returned = returned if isinstance(returned, str) else getattr(returned, "__name__", repr(returned))
        assert returned.replace('"', "") == result, f"{entry} returns {returned}, the doc says {result}"


def test_the_service_table_is_the_architecture_tests_arrows():
    rows = table(DESIGN.read_text(), ["service", "what it holds", "may import"])
    found = {unit_name(name): imports_cell(allowed) for name, _, allowed in rows}
    assert set(found) == set(SERVICE_ARROWS)
    above: set[str] = set()
    for service, (units, borrowed) in found.items():  # in the table's order
        assert units == SERVICE_ARROWS[service] and not borrowed, service
        assert units <= above, f"{service} uses {sorted(units - above)}, listed below it"
        above.add(service)


def code_of(text: str) -> list[str]:
    """Inline code spans and fenced blocks: where the docs write paths and commands."""
    blocks = FENCE.findall(text)
    return blocks + CODE_SPAN.findall(FENCE.sub("", text))


def module_paths(text: str) -> set[str]:
    return {s for s in code_of(text) if PATH.fullmatch(s)
            and (s.endswith((".py", "/")) or s.startswith("understory_cli/"))}


def exists(path: str) -> bool:
    """From the repository's root, or from any package folder (`ja/`, `describe.py` beside their kin)."""
    bases = [ROOT, PACKAGE, *(d for d in PACKAGE.rglob("*") if d.is_dir() and d.name != "__pycache__")]
    return any((base / path).exists() for base in bases)


def test_the_table_reader_reads_what_a_cell_allows():
    assert imports_cell("services, `ask`, `ingest.xhtml`") == (set(SERVICE_ARROWS) | {"ask"}, {"ingest.xhtml"})
    assert imports_cell("nothing") == (set(), set())
    assert imports_cell("`errors`, `text`") == ({"errors", "text"}, set())
    rows = table("| a | b |\n|---|---|\n| `x` | y |\n\nafter", ["a", "b"])
    assert rows == [["`x`", "y"]]


def test_the_path_finder_sees_paths_and_only_paths():
    text = "`cli/shared.py` `understory_cli/x` `describe.py` `zh/` `data/text/N.js` `prompts/<stage>/*.md.j2` `a b/`"
    assert module_paths(text) == {"cli/shared.py", "understory_cli/x", "describe.py", "zh/"}
    assert exists("cli/shared.py") and exists("ja/") and exists("bench/README.md") and not exists("cli/nothing.py")


def test_every_module_path_the_docs_name_exists():
    missing = [f"{doc.name}: {p}" for doc in DOCS for p in sorted(module_paths(doc.read_text()))
               if p not in NOT_IN_REPO and not exists(p)]
    assert not missing, f"named in the docs, not in the repository: {missing}"


def unknown_commands(text: str) -> list[str]:
    """`understory <command>` (and a group's subcommand) written in code that the CLI does not have."""
    top = getattr(typer.main.get_command(app), "commands", {})
    unknown = []
    for code in code_of(text):
        for name, sub in COMMAND.findall(code):
            group = getattr(top.get(name), "commands", None)
            if name not in top or (group is not None and sub and sub not in group):
                unknown.append(f"understory {name} {sub}".rstrip())
    return unknown


def test_the_command_check_can_fail():
    text = "`understory nosuch` `understory settings nosuch` `understory run a.epub` `understory models check`"
    assert unknown_commands(text) == ["understory nosuch", "understory settings nosuch"]


def test_every_command_the_docs_name_exists():
    missing = [f"{doc.name}: {c}" for doc in DOCS for c in unknown_commands(doc.read_text())]
    assert not missing, f"not commands of the CLI: {sorted(set(missing))}"


def test_the_readme_points_at_the_map():
    assert "docs/design.md" in (ROOT / "README.md").read_text()
    assert not (ROOT / "docs" / "design-changes.md").exists()
