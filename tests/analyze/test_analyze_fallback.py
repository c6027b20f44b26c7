"""A local model is never worse than no model (issue 25, item 1).

Whatever a model stage fails to produce — a volume with nothing usable, a call past its
deadline, a server that stops answering — is filled by the extractive path and marked, the
stage ends normally with a warning, and the wiki has at least the extractive run's entries.
`strict` (--strict-model) keeps the failure, with nothing of the volume stored.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import SAMPLE
from support.fake_architect import INDEX_ROW
from understory_cli.analyze import run as run_analysis
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.config import Config
from understory_cli.errors import ModelError, UnderstoryError
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import ScriptedClient, reply
from understory_cli.status import work_status
from understory_cli.store import books, ledger, open_store
from understory_cli.store import points as point_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.compose import compose
from understory_cli.wiki.extractive import compose_extractive

BASE_URL = "http://127.0.0.1:9/v1"


def model_config() -> Config:  # the volumes only: the story so far has tests of its own (test_recaps.py)
    return Config.model_validate({"provider": "openai", "model_recaps": False, "models": {"main": {
        "base_url": BASE_URL, "model": "scripted", "api_key_env": None, "context_tokens": 128000}}})


def garbage(request):
    """gemma3-270m on a bad day: words, never a tool call or a valid action."""
    return reply("<start_of_turn> the the the lighthouse lighthouse")


def no_answer(request):
    """A server past its deadline on every call (what the client raises after its retries)."""
    return ModelError("scripted at http://127.0.0.1:9/v1: no answer within 300 s (gave up after 3 attempts)",
                      model="scripted", base_url=BASE_URL, fault="timeout")


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "model.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    return store


@pytest.fixture
def extractive_run(tmp_path):
    """The same book with no model at all: what every model run must at least match."""
    store = open_store(tmp_path / "extractive.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(store)
    config = Config()
    compose_extractive(store, size=(config.wiki.min_entries, config.wiki.max_entries))
    work_id = books.resolve_work(store, None).work_id
    names = {p.name for p in point_store.load_points(store, work_id)}
    titles = {e.title for e in wiki_store.entries(store, work_id)}
    store.close()
    return names, titles


def work_id_of(store) -> int:
    return books.resolve_work(store, None).work_id


def test_a_model_with_nothing_usable_is_filled_from_the_text_and_says_so(store, extractive_run):
    extractive_names, _ = extractive_run
    client = ScriptedClient(garbage, store=store)
    result = run_analysis(store, client, model_config(), mode="fast")
    assert client.requests  # the model was asked
    work_id = work_id_of(store)
    assert [o.volume_no for o in result.analyzed] == [1, 2] and all(o.from_text for o in result.analyzed)
    first = result.analyzed[0]
    assert first.warning.startswith("volume 1: model gave nothing usable; filled from the text (6 chapter summaries,")
    assert sorted(point_store.analyzed_volumes(store, work_id)) == [1, 2]
    points = point_store.load_points(store, work_id)
    assert points and {p.source for p in points} == {"extractive"}
    assert {p.name for p in points} == extractive_names  # the whole extractive cast, not a top few
    assert {s for by in point_store.summary_sources(store, work_id).values() for s in by} == {"extractive"}
    assert all(len(text) > 20 for text in point_store.chapter_summaries(store, work_id).values())
    assert store.one("SELECT count(*) FROM volume_summaries WHERE work_id = ? AND source = 'extractive'",
                     [work_id]) == (2,)
    runs = ledger.runs(store, work_id=work_id, stage="analyze")
    assert [r.status for r in runs] == ["done", "done"]
    assert "volume 1: model gave nothing usable; filled from the text" in runs[0].note
    [status] = work_status(store, model_config())
    assert status.filled[0].startswith("volume 1: model gave nothing usable; filled from the text (6 chapter "
                                       "summaries,") and not status.problems


def test_compose_over_a_model_run_with_no_model_points_has_the_extractive_entries(store, extractive_run):
    _, extractive_titles = extractive_run
    run_analysis(store, ScriptedClient(garbage, store=store), model_config(), mode="fast")
    result = compose(store, model_config(), ScriptedClient(garbage, store=store))
    titles = {e.title for e in wiki_store.entries(store, work_id_of(store))}
    assert extractive_titles and extractive_titles <= titles
    assert result.planned_extractive and result.from_text == result.written


def test_a_server_that_stops_answering_is_asked_once_and_every_volume_is_filled(store, extractive_run):
    extractive_names, extractive_titles = extractive_run
    client = ScriptedClient(no_answer, store=store)
    result = run_analysis(store, client, model_config(), mode="fast")
    assert len(client.requests) == 1  # volume 2 is not sent to a server that stopped answering
    assert all(o.from_text for o in result.analyzed)
    assert "no answer within 300 s" in result.analyzed[0].problem
    assert "not sent to the model" in result.analyzed[1].problem
    work_id = work_id_of(store)
    assert {p.name for p in point_store.load_points(store, work_id)} == extractive_names

    writer = ScriptedClient(no_answer, store=store)
    composed = compose(store, model_config(), writer)
    entries = wiki_store.entries(store, work_id)
    assert extractive_titles <= {e.title for e in entries}
    assert {e.source for e in entries} == {"extractive"} and composed.planned_extractive
    assert len(writer.requests) == 1  # the architect only: no page waits out the deadline again
    assert all(e.inputs_hash == "" for e in entries)  # the next run tries the model again
    [run] = ledger.runs(store, work_id=work_id, stage="compose")
    assert run.status == "done" and "because the server failed (scripted at" in run.note


def test_strict_model_keeps_the_failure_and_stores_nothing_of_the_volume(store):
    work_id = work_id_of(store)
    with pytest.raises(UnderstoryError) as caught:
        run_analysis(store, ScriptedClient(garbage, store=store), model_config(), mode="fast", strict=True)
    assert str(caught.value).startswith("volume 1: the model (scripted at http://127.0.0.1:9/v1) gave nothing usable")
    assert point_store.analyzed_volumes(store, work_id) == {}
    assert point_store.load_points(store, work_id) == []
    assert store.one("SELECT count(*) FROM chapter_summaries WHERE work_id = ?", [work_id]) == (0,)
    assert [r.status for r in ledger.runs(store, work_id=work_id, stage="analyze")] == ["failed"]
    with pytest.raises(ModelError):
        run_analysis(store, ScriptedClient(no_answer, store=store), model_config(), mode="fast", strict=True)
    assert point_store.analyzed_volumes(store, work_id) == {}


def test_strict_compose_keeps_the_server_failure(store):
    analyze_extractive(store)
    with pytest.raises(ModelError):
        compose(store, model_config(), ScriptedClient(no_answer, store=store), strict=True)
    assert wiki_store.entries(store, work_id_of(store)) == []


# -- the command line, over HTTP --------------------------------------------------------

def garbage_server(httpserver):
    from werkzeug import Response

    def handler(http_request):
        message = {"role": "assistant", "content": "the the the lighthouse <unk>"}
        return Response(json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "tiny",
                                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                                    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}),
                        content_type="application/json")

    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(handler)


def cli(*args, db, config):
    cmd = [sys.executable, "-m", "understory_cli", "--config", str(config), *map(str, args), "--db", str(db)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_cli_analyze_with_a_useless_model_exits_0_warns_and_status_says_so(tmp_path, httpserver):
    garbage_server(httpserver)
    config = tmp_path / "understory.yaml"
    config.write_text(f"provider: openai\nretries: 1\nmodels:\n  main:\n    base_url: {httpserver.url_for('/v1')}\n"
                      f"    model: tiny\n    api_key_env: null\n    context_tokens: 32000\n")
    db = tmp_path / "cli.duckdb"
    assert cli("ingest", SAMPLE / "vol1", db=db, config=config).returncode == 0

    strict = cli("analyze", "--mode", "fast", "--strict-model", db=db, config=config)
    assert strict.returncode != 0 and "gave nothing usable" in strict.stderr
    assert "analyze: failed" in " ".join(cli("status", db=db, config=config).stdout.split())

    analyzed = cli("analyze", "--mode", "fast", db=db, config=config)
    assert analyzed.returncode == 0, analyzed.stderr
    warned = " ".join(analyzed.stderr.split())
    assert "warning: volume 1: model gave nothing usable; filled from the text" in warned
    assert "--strict-model" in warned
    status = " ".join(cli("status", db=db, config=config).stdout.split())
    assert "volume 1: model gave nothing usable; filled from the text (6 chapter summaries," in status
    assert "analyze: failed" not in status  # the latest run is done

    composed = cli("compose-wiki", db=db, config=config)
    assert composed.returncode == 0, composed.stderr
    entries = int(composed.stdout.split()[0])
    assert entries > 0 and "from the text" in " ".join(composed.stderr.split())


def test_a_call_past_its_deadline_over_http_ends_in_the_extractive_fill(tmp_path, httpserver):
    """The real client against a server that answers only after `timeout_s`: one abandoned call, then
    every volume from the text, the run done."""
    import time

    from werkzeug import Response

    from understory_cli.llm.client import ChatClient

    def late(http_request):
        time.sleep(1.5)
        return Response("{}", content_type="application/json")

    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(late)
    config = Config.model_validate({"provider": "openai", "retries": 1, "timeout_s": 0.5, "models": {"main": {
        "base_url": httpserver.url_for("/v1"), "model": "slow", "api_key_env": None, "context_tokens": 32000}}})
    store = open_store(tmp_path / "late.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    result = run_analysis(store, ChatClient(config, store, sleep=lambda s: None), config, mode="fast")
    assert [o.from_text for o in result.analyzed] == [True, True]
    assert "within" in result.analyzed[0].problem and "not sent to the model" in result.analyzed[1].problem
    work_id = work_id_of(store)
    assert [c.status for c in ledger.calls(store)] == ["abandoned"]  # asked once, not once per volume
    assert sorted(point_store.analyzed_volumes(store, work_id)) == [1, 2]
    assert {p.source for p in point_store.load_points(store, work_id)} == {"extractive"}


def test_the_whole_pipeline_with_a_useless_model_builds_at_least_the_extractive_wiki(tmp_path, extractive_run):
    from understory_cli.pipeline import run

    _, extractive_titles = extractive_run
    config = Config.model_validate({**model_config().model_dump(), "embeddings": {"provider": "none"}})
    store = open_store(tmp_path / "run.duckdb")
    result = run(store, [SAMPLE / "vol1", SAMPLE / "vol2"], tmp_path / "site", config=config,
                 client=ScriptedClient(garbage, store=store), mode="fast")
    assert all(o.from_text for o in result.analyze.analyzed)
    assert result.site.entries >= len(extractive_titles) > 0
    assert extractive_titles <= {e.title for e in wiki_store.entries(store, work_id_of(store))}
    strict = open_store(tmp_path / "strict.duckdb")
    with pytest.raises(UnderstoryError, match="gave nothing usable"):
        run(strict, [SAMPLE / "vol1", SAMPLE / "vol2"], tmp_path / "strict-site", config=config, mode="fast",
            client=ScriptedClient(garbage, store=strict), strict_model=True)
    assert point_store.analyzed_volumes(strict, work_id_of(strict)) == {}
    assert not (tmp_path / "strict-site").exists()


class FewerArchitect:
    """A working architect that plans the least mentioned points and leaves the major ones
    out on purpose (as blueprint.check allows): not the entries no model would write."""

    def __call__(self, request):
        from support.fake_architect import blueprint_from

        from understory_cli.llm.scripted import call as tool_call

        rows = request.messages[1]["content"].splitlines()
        index = [i for i, line in enumerate(rows) if INDEX_ROW.match(line)]
        reordered = rows[:index[0]] + [rows[i] for i in reversed(index)] + rows[index[-1] + 1:]
        return reply(None, tool_call("submit_blueprint", blueprint_from("\n".join(reordered), "1.1.2")))


def test_an_architect_that_plans_other_entries_is_topped_up_to_the_extractive_ones(store, tmp_path):
    from support.fake_writer import Writer

    sizes = {"min_entries": 4, "max_entries": 10}
    config = Config.model_validate({**model_config().model_dump(), "wiki": sizes})
    extractive = open_store(tmp_path / "extractive-small.duckdb")
    ingest(extractive, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(extractive)
    compose_extractive(extractive, size=(4, 10))
    extractive_titles = {e.title for e in wiki_store.entries(extractive, work_id_of(extractive))}
    extractive.close()

    analyze_extractive(store)
    result = compose(store, config, ScriptedClient(Writer(architect=FewerArchitect()), store=store))
    entries = wiki_store.entries(store, work_id_of(store))
    assert not result.planned_extractive  # the architect's plan was used
    assert extractive_titles <= {e.title for e in entries} and len(entries) >= len(extractive_titles)
    assert {e.source for e in entries if e.title in extractive_titles} == {"extractive"}  # the left-out ones, from the text
    assert any(e.source == "model" for e in entries)  # the architect's own, by the model
    pages = {p.slug for p in wiki_store.pages(store, work_id_of(store)) if p.kind == "category"}
    assert all(e.category in pages for e in entries)  # every entry is filed in a category page
    [run] = ledger.runs(store, work_id=work_id_of(store), stage="compose")
    assert "written from the text (as many as with no model)" in run.note


def test_a_model_that_writes_no_valid_page_is_not_asked_for_the_rest(store, extractive_run):
    _, extractive_titles = extractive_run
    analyze_extractive(store)
    client = ScriptedClient(garbage, store=store)
    result = compose(store, model_config(), client)
    units = {r.unit for r in client.requests}
    pages = {u for u in units if u and not u.startswith(("architect", "line: ")) and "blueprint" not in u}
    entries = wiki_store.entries(store, work_id_of(store))
    assert extractive_titles <= {e.title for e in entries}  # every page still there, from the text
    # two pages in a row with nothing valid, then none more (but those already sent to the other writers)
    assert result.from_text == result.written and 2 <= len(pages) <= 2 + model_config().concurrency - 1 < len(entries)
    # then a line on who each subject is (wiki.lines), given up after three with nothing usable
    assert len([u for u in units if u and u.startswith("line: ")]) == 3 and result.lines and not result.lines.kept
    [run] = ledger.runs(store, work_id=work_id_of(store), stage="compose")
    assert "gave nothing valid for 2 pages in a row" in run.note


def test_a_model_run_stopped_anywhere_leaves_at_least_the_no_model_analysis(store, extractive_run):
    """Issue 39: the text's reading is written first, and each volume the model reads replaces
    only its own; stopped at its first call, or inside volume 2, the store has every name no model gives."""
    from support.fake_reader import FakeReader

    names, _ = extractive_run
    work_id = work_id_of(store)

    def stops(request):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_analysis(store, ScriptedClient(stops, store=store), model_config(), mode="fast")
    assert point_store.volumes_from_text(store, work_id) == {1, 2}
    assert {p.name for p in point_store.load_points(store, work_id)} == names
    assert set(point_store.summary_sources(store, work_id)) == {1, 2}

    reader = FakeReader({"Wren": [], "Old Tamsin": ["Tamsin Hale"]})

    def stops_in_volume_two(request):
        if "Volume 2" in request.messages[1]["content"]:
            raise KeyboardInterrupt
        return reader(request)

    with pytest.raises(KeyboardInterrupt):
        run_analysis(store, ScriptedClient(stops_in_volume_two, store=store), model_config(), mode="fast")
    assert point_store.volumes_from_text(store, work_id) == {2}  # volume 1 is the model's now
    points = point_store.load_points(store, work_id)
    assert {p.name for p in points if p.source == "model"} == {"Wren", "Old Tamsin"}
    assert names <= {n for p in points for n in (p.name, *(a.alias for a in p.aliases))}  # nobody lost
    assert sum(p.name == "Wren" for p in points) == 1  # volume 2's reading builds on the model's Wren

    result = run_analysis(store, ScriptedClient(reader, store=store), model_config(), mode="fast")
    assert [o.volume_no for o in result.analyzed] == [2] and point_store.volumes_from_text(store, work_id) == set()


def test_a_spent_time_budget_leaves_the_later_volumes_with_the_texts_reading(store, monkeypatch):
    """Issue 39 item 3: past --time-budget no volume is begun; each keeps the text's reading."""
    from support.fake_clock import CallClock
    from support.fake_reader import FakeReader
    from understory_cli.analyze import model as model_path

    clock = CallClock(seconds_per_call=100).install(monkeypatch, model_path)
    reader = FakeReader({"Wren": [], "Old Tamsin": ["Tamsin Hale"]})

    def slow_reader(request):
        clock.tick()
        return reader(request)

    config = Config.model_validate({**model_config().model_dump(), "time_budget_s": 150})
    result = run_analysis(store, ScriptedClient(slow_reader, store=store), config, mode="fast")
    assert [o.volume_no for o in result.analyzed] == [1] and result.out_of_time == [2]
    assert point_store.volumes_from_text(store, work_id_of(store)) == {2}
    again = run_analysis(store, ScriptedClient(reader, store=store), model_config(), mode="fast")
    assert [o.volume_no for o in again.analyzed] == [2] and not again.out_of_time
