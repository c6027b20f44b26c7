"""What a weak model (gemma3-270m on llama.cpp, issue 25) hands in, sorted: its usable points
and chapters are kept, its copied template slots and names the book never writes are not,
and the extractive path fills in the rest."""

from __future__ import annotations

import json

import pytest

from conftest import SAMPLE
from understory_cli.analyze import run as run_analysis
from understory_cli.analyze.session import ReadArgs, prose
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books, open_store
from understory_cli.store import points as point_store
from test_analyze import model_config


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "w.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    return store


def test_prose_drops_copied_slots_and_titles_and_keeps_short_sentences():
    titles = ("The Lantern Keeper", "Volume One")
    assert prose("<text>The Lantern Keeper", titles) == ""  # gemma3-270m's chapter summary
    assert prose("<name>", titles) == "" and prose(" 1.1.1 ", titles) == ""
    assert prose("Wren arrives.", titles) == "Wren arrives."
    assert prose("<text>Wren climbs to the lamp.", titles) == "Wren climbs to the lamp."
    assert prose("林冲被逼上梁山", titles) == "林冲被逼上梁山"


def weak(request):
    """One good point among slots and names from nowhere, a chapter of garbage beside a good one."""
    turns = sum(m["role"] == "assistant" for m in request.messages)
    if turns == 0:
        return reply(None, call("create_knowledge_points", {"points": [
            {"name": "t1", "kind": "p1", "record": {"text": "The Lantern Keeper", "evidence": ["1.1.1"]}},
            {"name": "Wren", "kind": "person", "record": {"text": "Wren comes to keep the light.",
                                                           "evidence": ["1.1.3"]}},
            {"name": "Punt #2", "kind": "thing", "record": {"text": "2.1.1", "evidence": ["1.1.1"]}},
            {"name": "Gull Rock", "kind": "place", "record": {"text": "2.1.1", "evidence": ["1.1.2"]}}]}))
    return reply(None, call("submit_volume_summary", {"volume_summary": "<name>", "chapters": [
        {"chapter": "1.1", "summary": "<text>The Lantern Keeper", "glance": "<text>p. 1.1.1"},
        {"chapter": "1.2", "summary": "Wren climbs to the lamp at night.", "glance": "A first night on the rock."}]}))


def test_a_weak_models_good_point_and_chapter_are_kept_and_its_slots_are_not(store):
    client = ScriptedClient(weak, store=store)
    [outcome] = run_analysis(store, client, model_config(), mode="fast").analyzed
    created = client.requests[1].messages[-1]["content"]
    assert '"created": {"Wren":' in created and "'t1' does not occur in the text" in created
    assert "'Punt #2' does not occur" in created and "a record needs text" in created
    work_id = books.resolve_work(store, None).work_id
    points = {p.name: p.source for p in point_store.load_points(store, work_id)}
    assert points["Wren"] == "model" and "t1" not in points and "Punt #2" not in points
    assert "extractive" in points.values()  # the rest of the names, from the text
    summaries = point_store.chapter_summaries(store, work_id)
    sources = dict(store.all("SELECT chapter_no, source FROM chapter_summaries WHERE work_id = ?", [work_id]))
    assert sources[1] == "extractive" and "Lantern Keeper" not in summaries[1]
    assert sources[2] == "model" and summaries[2] == "Wren climbs to the lamp at night."
    assert "<name>" not in point_store.volume_summaries(store, work_id)[1]
    assert outcome.extractive_chapters >= 1 and outcome.extractive_points >= 1


def test_a_json_action_reads_only_paragraphs_of_the_chapters_being_read(store):
    """Under a grammar a small model wrote the tool's own name as the locator, round after round."""
    client = ScriptedClient([reply(json.dumps({"tool": "submit_volume_summary", "arguments": {
        "volume_summary": "Wren learns the light.", "chapters": [
            {"chapter": c, "summary": f"Chapter {c} happens.", "glance": "It opens."}
            for c in ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]]}}))], store=store, protocol="json")
    run_analysis(store, client, model_config(), mode="fast")
    actions = client.requests[0].response_format["json_schema"]["schema"]["anyOf"]
    [read] = [a for a in actions if a["properties"]["tool"]["const"] == "read_paragraphs"]
    start = read["properties"]["arguments"]["properties"]["start"]
    assert "1.1.1" in start["enum"] and "read_paragraphs" not in start["enum"]
    assert all(loc.startswith("1.") for loc in start["enum"])
    assert set(ReadArgs.model_fields) == {"start", "end"}
