"""ask, progress, settings and wiki requests from the command line, against a local fake OpenAI server.

The bundled sample book: the Grey Pilot is revealed to be Captain Orrin Vale in 2.5.8,
so a reader at 2.4 must see nothing of chapters 2.5 and 2.6.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner
from werkzeug import Response

from conftest import SAMPLE
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.cli import app
from understory_cli.errors import NotFoundError
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import call, reply
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("askcli") / "sample.duckdb"
    store = open_store(path)
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(store)
    compose_extractive(store)
    store.con.execute("CHECKPOINT").fetchall()
    store.close()
    return path


@pytest.fixture
def db(built, tmp_path):
    shutil.copy(built, tmp_path / "s.duckdb")
    return tmp_path / "s.duckdb"


class FakeModel:
    """A fake OpenAI chat server that plays scripted replies and keeps every request body."""

    def __init__(self, httpserver, tmp_path):
        self.replies = []
        self.requests = []
        self.status = None
        httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(self.handle)
        self.config = tmp_path / "understory.yaml"
        self.config.write_text(
            "provider: openai\nretries: 1\nmodels:\n  main:\n"
            f"    base_url: {httpserver.url_for('/v1')}\n    model: fake-model\n    api_key_env: null\n"
            "    price: {input: 2.0, cached_input: 0.5, output: 8.0}\n")

    def handle(self, http_request):
        self.requests.append(json.loads(http_request.data))
        if self.status:
            return Response('{"error": {"message": "model not found"}}', status=self.status,
                            content_type="application/json")
        answer = self.replies.pop(0)
        message = {"role": "assistant", "content": answer.text, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in answer.tool_calls] or None}
        usage = {"prompt_tokens": 1200, "completion_tokens": 80, "total_tokens": 1280,
                 "prompt_tokens_details": {"cached_tokens": 400}}
        return Response(json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "fake-model",
                                    "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
                                    "usage": usage}), content_type="application/json")

    def tool_messages(self, n):
        return [m["content"] for m in self.requests[n]["messages"] if m["role"] == "tool"]


@pytest.fixture
def model(httpserver, tmp_path):
    return FakeModel(httpserver, tmp_path)


def cli(*args, config=None, db=None, input=None, code=0):
    argv = (["--config", str(config)] if config else []) + [*map(str, args)] + (["--db", str(db)] if db else [])
    result = CliRunner().invoke(app, argv, input=input)
    assert result.exit_code == code, (result.stdout, result.stderr, result.exception)
    return result


def submit(answer, verified=()):
    return reply(None, call("submit_answer", {"answer": answer, "verified_claims": [
        {"claim": c, "locators": locs} for c, locs in verified]}))


def test_extractive_ask_gives_labelled_extracts_within_the_position(db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no understory.yaml here: provider extractive
    result = cli("ask", "Grey Pilot lowered his hood", "--at", "2.4", db=db)
    assert "Extracts, not an answer" in result.stdout and "[2.4." in result.stdout
    assert "[2.5." not in result.stdout and "Orrin Vale" not in result.stdout
    data = json.loads(cli("ask", "Grey Pilot lowered his hood", "--at", "2.4", "--json", db=db).stdout)
    assert data["kind"] == "extracts" and data["citations"]
    assert all(c["locator"].startswith(("1.", "2.1.", "2.2.", "2.3.", "2.4.")) for c in data["citations"])
    assert data["tokens"] == {"input": 0, "cached": 0, "output": 0} and data["cost"] is None


def test_json_answer_has_text_citations_tools_tokens_and_cost(db, model):
    model.replies = [
        reply(None, call("search_wiki", {"query": "Grey Pilot"}),
              call("search_original_text", {"query": "Grey Pilot scarred hands", "mode": "lexical"})),
        reply(None, call("get_full_chapter", {"chapter": "2.4"})),
        submit("The Grey Pilot guides Wren to the drowned bell [2.4.6].",
               verified=[("He stood looking at the bell", ["2.4.6"])]),
    ]
    result = cli("ask", "Who is the Grey Pilot?", "--at", "2.4", "--json", config=model.config, db=db)
    data = json.loads(result.stdout)
    assert {"text", "citations", "tools_used", "tokens", "cost", "verified_claims", "unverified_claims",
            "position", "spoiler_mode", "kind", "conversation_id"} <= set(data)
    assert data["kind"] == "answer" and data["position"] == "2.4" and data["spoiler_mode"] == "auto"
    assert data["citations"] == [{"locator": "2.4.6", "chapter_title": "Chapter 4: Beneath the Marsh",
                                  "text": data["citations"][0]["text"]}]
    assert "stood looking at the bell" in data["citations"][0]["text"]
    assert [t["name"] for t in data["tools_used"]] == ["search_wiki", "search_original_text", "get_full_chapter"]
    assert data["tokens"] == {"input": 3600, "cached": 1200, "output": 240}
    assert data["cost"] == pytest.approx((2400 * 2.0 + 1200 * 0.5 + 240 * 8.0) / 1e6)
    text = json.dumps(model.requests)  # nothing the model was sent lies beyond 2.4
    assert "lowered his hood" not in text and "[2.5." not in text and "The Face Under the Hood" not in text


def test_terminal_answer_shows_tool_lines_markdown_and_sources(db, model):
    model.replies = [reply(None, call("get_wiki_entry", {"slug": "wren"}), call("get_full_chapter", {"chapter": "1.1"})),
                     submit("**Wren** grew up on the quay [1.1.2].", verified=[("Wren and the quay", ["1.1.2"])])]
    result = cli("ask", "Who is Wren?", "--at", "2.4", "--show-sources", config=model.config, db=db)
    assert "The Lantern Keeper: reading up to 2.4, spoilers auto" in result.stderr
    assert "get_wiki_entry" in result.stderr and "get_full_chapter" in result.stderr
    assert "Wren grew up on the quay" in result.stdout and "**" not in result.stdout  # rendered markdown
    assert "Checked against the text" in result.stdout and "1.1.2" in result.stdout
    assert "Wren" in result.stdout and "Chapter 1: The Girl on the Quay" in result.stdout  # card and quote


def test_spoiler_choice_from_the_command_line(db, model):
    model.replies = [reply(None, call("confirm_serious_spoiler", {"reason": "Who he is comes later."})),
                     reply(None, call("get_full_chapter", {"chapter": "2.5"})),
                     submit("He is Captain Orrin Vale [2.5.8].", verified=[("the hood", ["2.5.8"])])]
    result = cli("ask", "Who is the Grey Pilot really?", "--at", "2.4", "--on-spoiler", "full", config=model.config, db=db)
    assert "Spoiler check" in result.stderr and "Who he is comes later." in result.stderr
    assert "Orrin Vale" in result.stdout
    model.replies = [reply(None, call("confirm_serious_spoiler", {"reason": "Who he is comes later."}))]
    result = cli("ask", "Who is the Grey Pilot really?", "--at", "2.4", "--on-spoiler", "cancel", config=model.config,
                 db=db)
    assert "Cancelled" in result.stdout and "Vale" not in result.stdout


def test_a_model_asking_for_later_chapters_under_json_gives_the_extracts_not_a_bare_cancel(db, model):
    """Issue 39: gemma3-270m's reply asked for chapters past the position, `ask --json` had
    no one to ask, and it printed `cancelled` with nothing to read."""
    asked = {}
    for args in (["--json"], []):  # a program reading JSON; no terminal to ask at
        model.replies = [reply(None, call("confirm_serious_spoiler", {"reason": "Who he is comes later."}))]
        asked[bool(args)] = cli("ask", "Who is the Grey Pilot?", "--at", "2.4", *args, config=model.config, db=db)
    assert "not interactive" in asked[False].stderr and "Extracts, not an answer" in asked[False].stdout
    data = json.loads(asked[True].stdout)
    assert data["kind"] == "extracts" and "Extracts, not an answer" in data["text"] and data["citations"]
    assert "a fuller answer would need chapters after 2.4" in data["text"] and "Vale" not in data["text"]
    assert all(c["locator"].startswith(("1.", "2.1.", "2.2.", "2.3.", "2.4.")) for c in data["citations"])
    assert any("no reader was there to choose" in note for note in data["notes"])


def test_progress_settings_and_undo(db, model):
    assert "2.4 Chapter 4: Beneath the Marsh" in cli("progress", "2.4", db=db).stdout
    assert "Reading position: 2.4" in cli("progress", db=db).stdout
    failed = cli("progress", "9.9", db=db, code=1)  # main() turns it into exit 3 and one line
    assert isinstance(failed.exception, NotFoundError) and "no chapter 9.9" in str(failed.exception)
    assert "Reading position: 2.4" in cli("progress", db=db).stdout  # a bad position changes nothing
    model.replies = [reply(None, call("update_reading_settings", {"changes": {"font_size": 26}})),
                     submit("Your font size is now 26.")]
    answer = cli("ask", "Make the font bigger", config=model.config, db=db)  # the saved position is used
    assert "font_size: (default) → 26" in answer.stdout and "understory settings undo" in answer.stdout
    assert "finished chapter 2.4" in model.requests[0]["messages"][1]["content"]
    shown = cli("settings", "show", db=db).stdout
    assert "font_size" in shown and "26" in shown and "by ask" in shown and "2.4" in shown
    assert "font_size: 26 → (default)" in cli("settings", "undo", db=db).stdout
    assert '"dark"' in cli("settings", "set", "theme", "dark", db=db).stdout
    assert "line_height: (default) → 1.9" in cli("settings", "set", "line_height", "1.9", db=db).stdout
    assert "Nothing to undo" not in cli("settings", "undo", db=db).stdout


def test_a_requested_page_is_listed(db, model):
    model.replies = [reply(None, call("search_knowledge_points", {"query": "Tidewardens"})),
                     reply(None, call("request_wiki_page", {"title": "The Tidewardens' guild", "kind": "topic",
                                                            "point_ids": [8], "brief": "who they are, what they do"})),
                     submit("I asked for a topic page about the Tidewardens.")]
    result = cli("ask", "Make a page about the Tidewardens", "--at", "2.4", config=model.config, db=db)
    assert "wiki page requested" in result.stdout
    listed = cli("wiki", "requests", db=db).stdout
    assert "The Tidewardens' guild" in listed and "topic" in listed and "pending" in listed
    [row] = json.loads(cli("wiki", "requests", "--json", db=db).stdout)
    assert row["point_ids"] == [8] and row["status"] == "pending"


def test_conversation_loop_and_continue(db, model):
    model.replies = [submit("Wren lives in Saltmarsh."), submit("She is the lantern keeper's apprentice.")]
    result = cli("ask", "--at", "2.4", config=model.config, db=db, input="Who is Wren?\nWhat does she do?\n\n")
    assert "Saltmarsh" in result.stdout and "apprentice" in result.stdout
    second = [(m["role"], m["content"]) for m in model.requests[1]["messages"]]
    assert ("user", "Who is Wren?") in second and ("assistant", "Wren lives in Saltmarsh.") in second
    model.replies = [submit("Gull Rock.")]
    cli("ask", "Where is the lighthouse?", "--at", "2.4", "--continue", config=model.config, db=db)
    third = [m["content"] for m in model.requests[2]["messages"]]
    assert "What does she do?" in third and third[-1].endswith("Question: Where is the lighthouse?")


def test_a_model_error_is_one_line_and_a_non_zero_exit(db, model):
    model.status = 404
    proc = subprocess.run([sys.executable, "-m", "understory_cli", "--config", str(model.config), "ask", "Who is Wren?",
                           "--at", "2.4", "--db", str(db)], capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "fake-model" in errors[0]


def test_help_has_examples():
    for command in (["ask"], ["progress"], ["settings", "show"], ["settings", "undo"], ["settings", "set"],
                    ["wiki", "requests"]):
        text = cli(*command, "--help").stdout.replace("\n", " ")
        assert "Example: understory " + " ".join(command) in text


@pytest.mark.parametrize("typed, chosen", [("minimize\n", "minimize"), ("full\n", "full"), ("\n", "cancel"),
                                           ("maybe\ncancel\n", "cancel")])
def test_an_interactive_reader_is_asked_and_chooses(monkeypatch, typed, chosen):
    """At a terminal the run pauses on a prompt; an empty answer is the safe default."""
    import io
    from types import SimpleNamespace

    from understory_cli.cli import companion as cli_module

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(sys, "stdin", Terminal(typed))
    choose = cli_module._spoiler_prompt(None)
    assert choose(SimpleNamespace(position="2.4", reason="Who he is comes later.")) == chosen


def test_progress_rejects_a_paragraph_the_book_lacks(db):
    from understory_cli.errors import NotFoundError

    error = cli("progress", "2.3.999", db=db, code=1).exception  # main() prints it and exits with its code
    assert isinstance(error, NotFoundError) and "no paragraph 2.3.999" in str(error) and "2.3.1 to 2.3." in str(error)
    assert "No reading position saved yet" in cli("progress", db=db).stdout
    assert "2.3.x" in str(cli("progress", "2.3.x", db=db, code=1).exception)
    assert "Reading position: 2.3" in cli("progress", "2.3.2", db=db).stdout  # a paragraph it has: its chapter
    assert "Reading position: 2.4" in cli("progress", "2.4", db=db).stdout  # a chapter alone stays valid
