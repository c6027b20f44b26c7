"""The README is the manual: every command the CLI has, and every option it takes, is in it."""

from __future__ import annotations

import re

import typer

from conftest import ROOT
from understory_cli.cli import app


def commands(command, prefix: str = "understory"):
    """(`understory wiki requests`, [each option's long forms]) for every command and subcommand."""
    for name, sub in sorted(getattr(command, "commands", {}).items()):
        full = f"{prefix} {name}"
        options = [[o for o in (*p.opts, *p.secondary_opts) if o.startswith("--")] for p in sub.params]
        yield full, [forms for forms in options if forms and forms != ["--help"]]
        yield from commands(sub, full)


def test_every_command_and_option_is_in_the_readme():
    readme = (ROOT / "README.md").read_text()
    written = set(re.findall(r"--[a-z][\w-]*", readme))
    found = list(commands(typer.main.get_command(app)))
    assert len(found) > 15 and any(name == "understory export-epub" for name, _ in found)
    missing = [name for name, _ in found if name not in readme]
    # an option is documented when one of its forms is (--appendix / --no-appendix)
    missing += [f"{name} {forms[0]}" for name, options in found for forms in options if not written & set(forms)]
    assert not missing, f"not in the README: {missing}"
