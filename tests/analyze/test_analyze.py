"""The analyze stage with a scripted model: tools, validation, spoiler gates, resume, cost."""

from __future__ import annotations

import json

import pytest

from conftest import SAMPLE, chapter_no_at
from support.fake_reader import FakeReader, tool_results
from understory_cli.analyze import run as run_analysis
from understory_cli.analyze.estimate import estimate
from understory_cli.config import Config
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books, ledger, open_store
from understory_cli.store import points as point_store

SAMPLE_CAST = {"Wren": [], "Old Tamsin": ["Tamsin Hale"], "Grey Pilot": [], "Tidewardens": []}


def model_config(**extra) -> Config:
    models = {"main": {"base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None,
                       "context_tokens": 128000, **extra}}
    return Config.model_validate({"provider": "openai", "models": models, "model_recaps": False})  # volumes only


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "a.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    return store


def point_named(store, name):
    work_id = books.resolve_work(store, None).work_id
    return next(p for p in point_store.load_points(store, work_id) if p.name == name)


def chapter_no(store, locator):
    return chapter_no_at(store, books.resolve_work(store, None).work_id, locator)


def test_two_volumes_build_one_table_with_history(store):
    from test_recaps import retelling  # then the story so far (test_recaps.py)
    reader = FakeReader(SAMPLE_CAST)
    client = ScriptedClient(lambda r: retelling(r) if r.prompt_name == "analyze/recap" else reader(r), store=store)
    result = run_analysis(store, client, model_config().model_copy(update={"model_recaps": True}), mode="quality")
    assert [o.volume_no for o in result.analyzed] == [1, 2]
    wren = point_named(store, "Wren")
    assert [r.volume_no for r in wren.records] == [1, 2]
    assert wren.reveal_at == 1 and wren.records[0].evidence[0].startswith("1.1.")
    tamsin = point_named(store, "Old Tamsin")
    assert [a.alias for a in tamsin.aliases] == ["Tamsin Hale"]
    work_id = books.resolve_work(store, None).work_id
    assert sorted(point_store.chapter_summaries(store, work_id)) == list(range(1, 13))
    assert sorted(point_store.glances(store, work_id)) == list(range(1, 13))
    assert sorted(point_store.volume_summaries(store, work_id)) == [1, 2]
    calls = ledger.calls(store, work_id=work_id)
    assert result.recaps is not None and result.recaps.kept == result.recaps.due == 12 + 2  # each chapter, each volume
    assert len(calls) == reader.calls + result.recaps.due and all(c.stage == "analyze" and c.prompt_hash for c in calls)
    runs = ledger.runs(store, work_id=work_id, stage="analyze")
    assert [(r.mode, r.status) for r in runs] == [("quality", "done"), ("quality", "done"), ("recaps", "done")]


def test_alias_is_gated_by_its_evidence_not_by_the_models_tag(store):
    """The Grey Pilot is Orrin Vale from 2.5; tagging it 1.1 must not reveal it earlier."""
    reader = FakeReader({"Grey Pilot": [], "Wren": []}, aliases_at={"Orrin Vale": ("Grey Pilot", "lowered his hood")},
                        spoiler_tag="1.1.1")
    run_analysis(store, ScriptedClient(reader, store=store), model_config(), mode="quality")
    pilot = point_named(store, "Grey Pilot")
    [alias] = [a for a in pilot.aliases if a.alias == "Orrin Vale"]
    twist = chapter_no(store, "2.5")
    assert alias.reveal_at == twist and alias.evidence == ["2.5.8"]
    [record] = [r for r in pilot.records if "Orrin Vale" in r.text]
    assert record.reveal_at == twist and record.tagged_reveal_at == chapter_no(store, "1.1")


def test_a_later_spoiler_tag_moves_the_gate_later(store):
    reader = FakeReader({"Grey Pilot": []}, aliases_at={"the stranger": ("Grey Pilot", "lowered his hood")},
                        spoiler_tag="2.6.1")
    run_analysis(store, ScriptedClient(reader, store=store), model_config(), mode="quality")
    [record] = [r for r in point_named(store, "Grey Pilot").records if "the stranger" in r.text]
    assert record.reveal_at == chapter_no(store, "2.6")


def scripted_volume_one(bad_calls: list, store) -> ScriptedClient:
    """Round 1 creates Wren; round 2 makes the mistakes; round 3 submits properly."""
    good = FakeReader({"Wren": []})

    def respond(request):
        rounds = sum(1 for m in request.messages if m["role"] == "assistant")
        if "Volume 2" in request.messages[1]["content"]:
            return good(request)
        if rounds == 0:
            return reply(None, call("create_knowledge_points", {"points": [
                {"name": "Wren", "kind": "character", "record": {"text": "An apprentice.", "evidence": ["1.1.2"]}},
                {"name": "Old Tamsin", "kind": "character", "record": {"text": "The keeper.", "evidence": ["1.2.3"]}}]}))
        if rounds == 1:
            return reply(None, *bad_calls)
        return good(request)

    return ScriptedClient(respond, store=store)


@pytest.mark.parametrize("bad, error", [
    (call("append_knowledge_points", {"records": [{"point_id": 1, "text": "x", "evidence": ["1.9.9"]}]}), "unknown locator"),
    (call("append_knowledge_points", {"records": [{"point_id": 1, "text": "x", "evidence": ["2.5.8"]}]}), "unknown locator"),
    (call("append_knowledge_points", {"records": [{"point_id": 99, "text": "x", "evidence": ["1.1.2"]}]}), "unknown point id"),
    (call("add_point_aliases", {"aliases": [{"point_id": 2, "alias": "Wren", "evidence": ["1.1.2"]}]}), "already a name of point 1"),
    (call("append_knowledge_points", {"records": [{"point_id": 1, "text": "  ", "evidence": ["1.1.2"]}]}), "needs text"),
    (call("append_knowledge_points", {"records": [{"point_id": 1, "text": "An apprentice.", "evidence": ["1.1.2"]}]}), "already has this record"),
    (call("create_knowledge_points", {"points": [{"name": "wren", "kind": "c", "record": {"text": "x", "evidence": ["1.1.2"]}}]}), "already exists"),
    (call("submit_volume_summary", {"volume_summary": "v", "chapters": [{"chapter": "1.1", "summary": "s", "glance": "g"}]}), "missing chapter"),
    (call("submit_volume_summary", {"volume_summary": "v", "chapters": [{"chapter": "2.1", "summary": "s", "glance": "g"}]}), "not in this volume"),
    (call("append_knowledge_points", '{"records": [{"point_id": 1, '), "JSON"),
])
def test_validation_errors_go_back_to_the_model(store, bad, error):
    client = scripted_volume_one([bad], store)
    run_analysis(store, client, model_config(), mode="quality")
    third = next(r for r in client.requests if sum(m["role"] == "assistant" for m in r.messages) == 2)
    assert any(error.lower() in text.lower() for text in tool_results(third)), tool_results(third)
    wren = point_named(store, "Wren")
    assert [r.text for r in wren.records if r.volume_no == 1] == ["An apprentice."]  # the bad call changed nothing


def test_interrupted_volume_is_redone_and_finished_ones_are_not_rebilled(store):
    work_id = books.resolve_work(store, None).work_id
    reader = FakeReader(SAMPLE_CAST)

    def dies_in_volume_two(request):
        if "Volume 2" in request.messages[1]["content"] and sum(m["role"] == "assistant" for m in request.messages) == 1:
            raise KeyboardInterrupt
        return reader(request)

    with pytest.raises(KeyboardInterrupt):
        run_analysis(store, ScriptedClient(dies_in_volume_two, store=store), model_config(), mode="quality")
    # Volume 2 holds the text's reading, written before the model started (issue 39): the run
    # stopped, the wiki still has everything no model gives; the model's records are volume 1's.
    assert sorted(point_store.analyzed_volumes(store, work_id)) == [1, 2]
    assert point_store.volumes_from_text(store, work_id) == {2}
    assert all(r.volume_no == 1 for p in point_store.load_points(store, work_id) if p.source == "model"
               for r in p.records)
    billed_v1 = [c for c in ledger.calls(store, work_id=work_id) if c.unit == "volume 1"]
    assert [r.status for r in ledger.runs(store, work_id=work_id)] == ["done", "interrupted"]

    again = ScriptedClient(FakeReader(SAMPLE_CAST), store=store)
    result = run_analysis(store, again, model_config(), mode="quality")
    assert [o.volume_no for o in result.analyzed] == [2] and result.up_to_date == [1]
    assert all("Volume 2" in r.messages[1]["content"] for r in again.requests)
    assert [c for c in ledger.calls(store, work_id=work_id) if c.unit == "volume 1"] == billed_v1
    wren = point_named(store, "Wren")
    assert [r.volume_no for r in wren.records] == [1, 2]  # no duplicate records


def test_a_new_volume_is_analyzed_alone_on_top_of_the_table(tmp_path):
    store = open_store(tmp_path / "inc.duckdb")
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    run_analysis(store, ScriptedClient(FakeReader(SAMPLE_CAST), store=store), model_config(), work="lantern", mode="fast")
    ingest(store, [SAMPLE / "vol2"], work="lantern")
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=store)
    result = run_analysis(store, client, model_config(), work="lantern", mode="fast")
    assert [o.volume_no for o in result.analyzed] == [2]
    index = client.requests[0].messages[1]["content"]
    assert "| Wren |" in index  # volume 2's agent starts from volume 1's points
    assert run_analysis(store, client, model_config(), work="lantern").analyzed == []


def test_force_and_volume_ranges(store):
    run_analysis(store, ScriptedClient(FakeReader(SAMPLE_CAST), store=store), model_config(), mode="fast")
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=store)
    result = run_analysis(store, client, model_config(), mode="fast", only=(2, 2), force=True)
    assert [o.volume_no for o in result.analyzed] == [2]
    assert [r.volume_no for r in point_named(store, "Wren").records] == [1, 2]


def test_estimate_is_within_thirty_percent_of_a_full_budget_run(store):
    config = model_config(price={"input": 1.0, "cached_input": 0.1, "output": 4.0})
    for mode in ("fast", "quality"):
        expected = estimate(store, config, mode=mode, force=True)
        rounds = config.budget(mode).rounds
        work_id = books.resolve_work(store, None).work_id
        before = sum(t.input_tokens for t in ledger.usage_totals(store, work_id=work_id))
        run_analysis(store, ScriptedClient(FakeReader(SAMPLE_CAST, extra_rounds=rounds - 1), store=store), config,
                mode=mode, force=True)
        spent = sum(t.input_tokens for t in ledger.usage_totals(store, work_id=work_id)) - before
        assert abs(spent - expected.input_tokens) <= 0.3 * expected.input_tokens, (mode, spent, expected.input_tokens)
        assert expected.cost and expected.cost > 0


def test_a_volume_too_long_for_the_context_is_read_in_parts(store):
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=store)
    run_analysis(store, client, model_config(context_tokens=9000), mode="quality")
    firsts = [r.messages[1]["content"] for r in client.requests if len(r.messages) == 2]
    assert len(firsts) > 2 and any("(part 2 of" in f for f in firsts)
    later = next(f for f in firsts if "(part 2 of" in f)
    assert "Your notes on the earlier parts" in later
    work_id = books.resolve_work(store, None).work_id
    assert sorted(point_store.chapter_summaries(store, work_id)) == list(range(1, 13))


def test_fast_mode_skims_and_can_read_what_it_skipped(store):
    """The skimmed prompt leaves paragraphs out and says which; read_paragraphs returns their text."""
    import re

    reader = FakeReader(SAMPLE_CAST)
    gap = re.compile(r"^\[(\d+\.\d+\.\d+)–(\d+\.\d+\.\d+) omitted\]$", re.M)
    asked: list[tuple[str, str]] = []

    def script(request):
        if not any(m["role"] == "assistant" for m in request.messages):  # first round: read the first gap
            start, end = gap.search(request.messages[1]["content"]).groups()
            asked.append((start, end))
            return reply(None, call("read_paragraphs", {"start": start, "end": end}))
        return reader(request)

    client = ScriptedClient(script, store=store)
    run_analysis(store, client, model_config(), mode="fast", only=(1, 1))
    prompt = client.requests[0].messages[1]["content"]
    [(start, end)] = asked
    work_id = books.resolve_work(store, None).work_id
    locators = [p.locator for p in books.story_paragraphs(store, work_id)]
    skipped = [p for p in books.story_paragraphs(store, work_id)
               if locators.index(start) <= locators.index(p.locator) <= locators.index(end)]
    assert skipped and all(f"[{p.locator}] " not in prompt for p in skipped)  # really left out
    read = next(m["content"] for m in client.requests[1].messages if m["role"] == "tool")
    assert read == "\n".join(f"[{p.locator}] {p.text}" for p in skipped)


OZ_CAST = {"Dorothy": [], "Scarecrow": [], "Tin Woodman": ["Nick Chopper"], "Tip": [], "Billina": [], "Glinda": []}
XYJ_CAST = {"孙悟空": ["悟空", "美猴王"], "唐僧": ["三藏"], "猪八戒": ["八戒"], "沙僧": ["悟净"], "观音": []}


@pytest.mark.corpus
def test_oz_series_history_across_volumes(oz_store, tmp_path):
    """A point created in volume 1 and appended in volume 3 keeps its whole history."""
    import shutil

    db = tmp_path / "oz.duckdb"
    oz_store.con.execute("CHECKPOINT").fetchall()
    shutil.copy(oz_store.path, db)
    store = open_store(db)
    reader = FakeReader(OZ_CAST)
    result = run_analysis(store, ScriptedClient(reader, store=store), model_config(), work="oz", mode="fast")
    assert [o.volume_no for o in result.analyzed] == [1, 2, 3, 4, 5]
    work_id = books.find_work(store, "oz").work_id
    points = {p.name: p for p in point_store.load_points(store, work_id)}
    dorothy = points["Dorothy"]
    volumes = [r.volume_no for r in dorothy.records]
    assert dorothy.volume_no == 1 and {1, 3} <= set(volumes) and volumes == sorted(set(volumes))
    assert points["Tip"].volume_no == 2 and points["Billina"].volume_no == 3
    assert all(r.reveal_at >= books.volume_infos(store, work_id)[r.volume_no - 1].chapters[0].chapter_no
               for p in points.values() for r in p.records)
    assert len(point_store.chapter_summaries(store, work_id)) == 113


@pytest.mark.corpus
def test_xiyouji_series_analysis(xiyouji_store, tmp_path):
    import shutil

    db = tmp_path / "xyj.duckdb"
    xiyouji_store.con.execute("CHECKPOINT").fetchall()
    shutil.copy(xiyouji_store.path, db)
    store = open_store(db)
    config = model_config().model_copy(update={"seed_candidates": False})  # the finder takes ~20 s here
    run_analysis(store, ScriptedClient(FakeReader(XYJ_CAST), store=store), config, mode="fast")
    work_id = books.resolve_work(store, None).work_id
    points = {p.name: p for p in point_store.load_points(store, work_id)}
    monkey = points["孙悟空"]
    assert monkey.reveal_at == 1 and len({r.volume_no for r in monkey.records}) == 10
    assert {a.alias for a in monkey.aliases} == {"悟空", "美猴王"}
    assert len(point_store.glances(store, work_id)) == 100


def test_analyze_over_http_against_a_fake_openai_server(tmp_path, httpserver, monkeypatch):
    """The same stage through the real client: JSON on the wire, usage from the server, the ledger."""
    from werkzeug import Response

    from understory_cli.llm.client import ChatClient
    from understory_cli.llm.scripted import Request

    monkeypatch.setenv("UNDERSTORY_TEST_KEY", "sk-test")
    reader = FakeReader(SAMPLE_CAST)
    failures = iter([429])

    def handler(http_request):
        status = next(failures, None)
        if status:
            return Response('{"error": {"message": "slow down"}}', status=status, headers={"Retry-After": "0"},
                            content_type="application/json")
        body = json.loads(http_request.data)
        answer = reader(Request(body["messages"], body.get("tools"), body.get("tool_choice"), "analyze", None, "main"))
        message = {"role": "assistant", "content": answer.text, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in answer.tool_calls]}
        usage = {"prompt_tokens": answer.usage.input, "completion_tokens": answer.usage.output,
                 "total_tokens": answer.usage.total, "prompt_tokens_details": {"cached_tokens": answer.usage.cached}}
        return Response(json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "fake",
                                    "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
                                    "usage": usage}), content_type="application/json")

    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(handler)
    config = Config.model_validate({"provider": "openai", "retries": 3, "model_recaps": False, "models": {"main": {
        "base_url": httpserver.url_for("/v1"), "model": "fake", "api_key_env": "UNDERSTORY_TEST_KEY"}}})
    store = open_store(tmp_path / "http.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    result = run_analysis(store, ChatClient(config, store, sleep=lambda s: None), config, mode="quality")
    [outcome] = result.analyzed
    assert outcome.points_created == 4
    calls = ledger.calls(store)
    assert [c.status for c in calls] == ["retry", "ok", "ok"]
    assert calls[2].cached_tokens > 0 and outcome.usage.cached == calls[2].cached_tokens


def test_a_volume_without_story_chapters_costs_nothing(tmp_path):
    from conftest import CORPORA

    store = open_store(tmp_path / "t.duckdb")
    ingest(store, [CORPORA / "epub" / "readest" / "zh-lightnovel-template_no-fonts.epub"], allow_empty=True)
    client = ScriptedClient([], store=store)
    result = run_analysis(store, client, model_config(), mode="fast")
    assert [o.volume_no for o in result.analyzed] == [1] and client.requests == []


def weak_reader(request):
    """A small model: one valid point and three chapters, then submissions that never complete."""
    assistant_turns = sum(m["role"] == "assistant" for m in request.messages)
    if "Volume 2" in request.messages[1]["content"]:
        return reply("I am not sure what to do.")
    if assistant_turns == 0:
        return reply(None, call("create_knowledge_points", {"points": [
            {"name": "Wren", "kind": "character", "record": {"text": "An apprentice keeper.", "evidence": ["1.1.2"]}}]}),
            call("submit_volume_summary", {"chapters": [
                {"chapter": "1.1", "summary": "Wren arrives.", "glance": "A new keeper.", "related_point_ids": [1]},
                {"chapter": "1.2", "summary": "The lamp.", "glance": "Night duty.", "related_point_ids": [77]}]}))
    if assistant_turns == 1:
        return reply(None, call("submit_volume_summary", {"volume_summary": "Wren learns the light.", "chapters": [
            {"chapter": "1.3", "summary": "A storm.", "glance": "Weather turns."}]}))
    return reply(None, call("submit_volume_summary", {"volume_summary": "Still reading.", "chapters": []}))


def test_a_weak_models_valid_work_is_kept_and_the_rest_filled_extractive(store):
    work_id = books.resolve_work(store, None).work_id
    client = ScriptedClient(weak_reader, store=store)
    result = run_analysis(store, client, model_config(), mode="fast", only=(1, 1))
    [outcome] = result.analyzed
    assert (outcome.chapters, outcome.extractive_chapters) == (6, 3) and outcome.extractive_points >= 1
    assert "missing chapter(s) 1.4, 1.5, 1.6" in outcome.problem and "fix it" not in outcome.problem
    sources = dict(store.all("SELECT chapter_no, source FROM chapter_summaries WHERE work_id = ?", [work_id]))
    assert [sources[n] for n in range(1, 7)] == ["model"] * 3 + ["extractive"] * 3
    summaries = point_store.chapter_summaries(store, work_id)
    assert summaries[1] == "Wren arrives." and len(summaries[4]) > 20  # the extractive summary quotes the text
    glances = point_store.glances(store, work_id)
    assert glances[2].point_ids == []  # the unknown id was left out, the chapter kept
    assert store.one("SELECT summary, source FROM volume_summaries WHERE work_id = ?", [work_id]) == \
        ("Still reading.", "model")  # the latest volume summary handed in, though its submission was rejected
    points = point_store.load_points(store, work_id)
    assert [p.name for p in points if p.source == "model"] == ["Wren"]
    extractive = [p for p in points if p.source == "extractive"]
    assert extractive and all(p.records and p.records[0].evidence for p in extractive)
    assert not any(p.name == "Wren" for p in extractive)  # a name the model covered is not added twice
    assert point_store.summary_sources(store, work_id)[1] == {"model": 3, "extractive": 3}
    [run] = ledger.runs(store, work_id=work_id, stage="analyze")
    assert run.status == "done" and "3 of 6 chapter summaries by the model, 3 extractive" in run.note
    # the forced submit was tried three times, each time told what is still missing
    forced = [r for r in client.requests if r.tool_choice]
    assert len(forced) == 3 and "missing chapter(s) 1.4, 1.5, 1.6" in forced[-1].messages[-1]["content"]


def summaries_only_reader(request):
    """A small model that summarises every chapter well and names nobody."""
    chapters = [f"1.{n}" for n in range(1, 7)]
    return reply(None, call("submit_volume_summary", {"volume_summary": "Wren keeps the light.", "chapters": [
        {"chapter": c, "summary": f"Chapter {c}.", "glance": "A night at the lighthouse."} for c in chapters]}))


def test_a_model_that_names_nobody_gets_the_extractive_names(store):
    work_id = books.resolve_work(store, None).work_id
    result = run_analysis(store, ScriptedClient(summaries_only_reader, store=store), model_config(), mode="fast",
                     only=(1, 1))
    [outcome] = result.analyzed
    assert (outcome.chapters, outcome.extractive_chapters, outcome.problem) == (6, 0, None)
    assert outcome.extractive_points >= 3
    points = point_store.load_points(store, work_id)
    assert {p.source for p in points} == {"extractive"} and "Wren" in {p.name for p in points}
    assert point_store.summary_sources(store, work_id)[1] == {"model": 6}  # the model's summaries stay


def test_strict_model_fails_a_volume_with_nothing_valid_in_words_for_a_person(store):
    work_id = books.resolve_work(store, None).work_id
    run_analysis(store, ScriptedClient(weak_reader, store=store), model_config(), mode="fast", only=(1, 1))
    with pytest.raises(Exception) as caught:
        run_analysis(store, ScriptedClient(weak_reader, store=store), model_config(), mode="fast", strict=True)
    message = str(caught.value)
    assert message.startswith("volume 2: the model (scripted at http://127.0.0.1:9/v1) gave nothing usable")
    assert "try a larger model" in message and "fix it" not in message
    # nothing of the model's stored for volume 2: it keeps the text's reading the first run wrote
    assert sorted(point_store.analyzed_volumes(store, work_id)) == [1, 2]
    assert point_store.volumes_from_text(store, work_id) == {2}
    assert [r.status for r in ledger.runs(store, work_id=work_id, stage="analyze")] == ["done", "failed"]


def test_the_submission_schema_names_the_chapters_that_are_due(store):
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=store)
    run_analysis(store, client, model_config(), mode="quality", only=(1, 1))
    submit = next(t for t in client.requests[0].tools if t["function"]["name"] == "submit_volume_summary")
    chapters = submit["function"]["parameters"]["properties"]["chapters"]
    assert chapters["maxItems"] == 6
    assert submit["function"]["parameters"]["$defs"]["ChapterArg"]["properties"]["chapter"]["enum"] == \
        [f"1.{n}" for n in range(1, 7)]


def test_json_actions_narrow_the_chapters_to_those_still_due(store):
    """A model driven through JSON actions is offered, each time, only the chapters still missing."""
    def actions(request):
        turns = sum(m["role"] == "assistant" for m in request.messages)
        if turns == 0:
            return reply(json.dumps({"tool": "submit_volume_summary", "arguments": {"chapters": [
                {"chapter": "1.1", "summary": "Wren arrives.", "glance": "A new keeper."},
                {"chapter": "1.2", "summary": "The lamp.", "glance": "Night duty."}]}}))
        return reply(json.dumps({"tool": "submit_volume_summary", "arguments": {
            "volume_summary": "Wren learns the light.", "chapters": [
                {"chapter": c, "summary": f"Summary of {c}.", "glance": "Next."} for c in ("1.3", "1.4", "1.5", "1.6")]}}))

    client = ScriptedClient(actions, store=store, protocol="json")
    [outcome] = run_analysis(store, client, model_config(), mode="fast", only=(1, 1)).analyzed
    assert outcome.extractive_chapters == 0 and outcome.problem is None
    first, second = (r.response_format["json_schema"]["schema"]["anyOf"] for r in client.requests)

    def due(actions, tool):
        spec = next(a for a in actions if a["properties"]["tool"]["const"] == tool)
        return spec["properties"]["arguments"]["properties"]["chapters"]["items"]["properties"]["chapter"]["enum"]

    assert due(first, "submit_volume_summary") == [f"1.{n}" for n in range(1, 7)]
    assert due(second, "submit_volume_summary") == ["1.3", "1.4", "1.5", "1.6"]
    assert client.requests[0].tools is None  # the tools travel in the prompt and the schema, not natively


def test_status_tells_the_truth_about_failed_killed_filled_and_changed(store, tmp_path):
    import subprocess
    import sys

    from understory_cli.store.ledger import start_run

    work_id = books.resolve_work(store, None).work_id
    run_analysis(store, ScriptedClient(weak_reader, store=store), model_config(), mode="fast", only=(1, 1))
    with pytest.raises(Exception):
        run_analysis(store, ScriptedClient(weak_reader, store=store), model_config(), mode="fast", strict=True)
    start_run(store, work_id, "compose", "model")  # a compose killed with -9: never finished
    store.all("UPDATE volumes SET source_sha256 = 'edited' WHERE volume_no = 1")  # the book changed since
    db = store.path
    store.close()
    status = subprocess.run([sys.executable, "-m", "understory_cli", "status", "--db", db],
                            capture_output=True, text=True, timeout=120, cwd=tmp_path)
    text = " ".join(status.stdout.split())
    assert status.returncode == 0, status.stderr
    assert "volume 1: 3 of 6 chapter summaries by the model, 3 extractive;" in text
    assert "analyze: failed" in text and "volume 2: the model (scripted" in text
    assert "compose: interrupted" in text and "understory compose-wiki" in text
    assert "the text of volume 1 changed since it was analyzed" in text


def test_run_without_a_client_is_the_extractive_path_and_both_paths_report_progress(store):
    from understory_cli.analyze import run

    events = []
    result = run(store, None, model_config(), progress=events.append)  # a model configured, no client: extractive
    assert [o.volume_no for o in result.analyzed] == [1, 2]
    assert {p.source for p in point_store.load_points(store, 1)} == {"extractive"}
    assert {e.stage for e in events} == {"analyze"} and (events[-1].done, events[-1].total) == (2, 2)

    events.clear()
    reader = FakeReader(SAMPLE_CAST)
    result = run(store, ScriptedClient(reader, store=store), model_config(), mode="fast", force=True,
                 progress=events.append)
    assert [o.volume_no for o in result.analyzed] == [1, 2] and point_named(store, "Wren").source == "model"
    rounds = [e for e in events if "round" in e.detail]
    assert rounds and rounds[0].label == "volume 1" and rounds[0].detail["round"] == 1 and rounds[0].done == 0
    assert (events[-1].done, events[-1].total, events[-1].label) == (2, 2, "volume 2 written")


def test_a_switch_to_json_actions_carries_to_the_next_volume_and_leaves_the_client_alone(store):
    """The model never calls a tool: volume 1 switches after two text replies, volume 2 starts with JSON."""
    from understory_cli.llm import ActionMode

    reader = FakeReader(SAMPLE_CAST)

    def talker(request):
        if request.response_format is None:
            return reply("I have read the volume.")
        action = {"tool": "submit_volume_summary", "arguments": reader._submit(request.messages[1]["content"])}
        return reply(json.dumps(action))

    client = ScriptedClient(talker, store=store)
    result = run_analysis(store, client, model_config(), mode="fast")
    assert [o.volume_no for o in result.analyzed] == [1, 2]
    by_volume = [[r for r in client.requests if r.unit == f"volume {n}"] for n in (1, 2)]
    assert [r.response_format is None for r in by_volume[0]] == [True, True, False]
    assert all(r.response_format is not None and r.tools is None for r in by_volume[1])
    assert client.actions == ActionMode("tools")  # nothing set on the (shared) client
