"""compose-wiki with a scripted model: parallel workers, gating by citations, resume, recompose."""

from __future__ import annotations

import re
import threading

import pytest

from conftest import SAMPLE
from understory_cli.analyze.offline import analyze_offline
from understory_cli.config import Config
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.compose import compose_with_model
from understory_cli.wiki.extractive import plan_wiki

PASSAGE = re.compile(r"^\[(\d+\.\d+\.\d+)\] ", re.M)


def config(concurrency=4) -> Config:
    return Config.model_validate({"provider": "openai", "concurrency": concurrency, "models": {"main": {
        "base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None}}})


class Writer:
    """Writes an entry from the passages in its prompt; can be told to err first or to die."""

    def __init__(self, *, twist_locator=None, bad_first=False, die_on=None):
        self.twist_locator, self.bad_first, self.die_on = twist_locator, bad_first, die_on
        self.lock = threading.Lock()
        self.errors_seen: list[str] = []

    def __call__(self, request):
        prompt = request.messages[1]["content"]
        title = re.search(r"^# Entry: (.+?) \(", prompt, re.M).group(1)
        if self.die_on and title == self.die_on:
            raise KeyboardInterrupt
        tool_results = [m["content"] for m in request.messages if m["role"] == "tool"]
        with self.lock:
            self.errors_seen.extend(t for t in tool_results if "unknown citation" in t)
        first = PASSAGE.findall(prompt)[0]
        cite = "9.9.9" if self.bad_first and not tool_results else first
        spans = [{"text": f"{title} is introduced here [{cite}]."}]
        if self.twist_locator:
            spans.append({"text": f"The truth about {title} [{self.twist_locator}].", "spoiler_from": "1.1.1"})
        return reply(None, call("submit_entry", {
            "title": title, "summary": {"text": f"{title} [{first}]."},
            "infobox": [{"label": "first seen", "value": first, "cites": [first]}],
            "body": [{"heading": "Story", "spans": spans}], "related": ["wren", "no-such-entry"]}))


@pytest.fixture
def analyzed(tmp_path):
    store = open_store(tmp_path / "w.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_offline(store)
    return store


def test_parallel_workers_write_every_planned_entry_gated_by_citations(analyzed):
    writer = Writer(twist_locator="2.5.8")
    result = compose_with_model(analyzed, ScriptedClient(writer, store=analyzed), config())
    work_id = books.resolve_work(analyzed, None).work_id
    entries = wiki_store.entries(analyzed, work_id)
    assert result.written == result.entries == len(entries) == len(plan_wiki(analyzed).entries)
    twist = books.chapter_no_at(analyzed, work_id, "2.5")
    for entry in entries:
        assert entry.source == "model"
        [section] = entry.data["body"]
        assert section["spans"][1]["reveal_at"] == twist  # tagged 1.1, cites 2.5: shown from 2.5
        assert section["spans"][0]["reveal_at"] >= entry.title_reveal_at
        assert all(r["slug"] != "no-such-entry" for r in entry.data["related"])
    assert {p.kind for p in wiki_store.pages(analyzed, work_id)} >= {"home", "category", "navbox"}


def test_an_invalid_citation_goes_back_to_the_worker(analyzed):
    writer = Writer(bad_first=True)
    compose_with_model(analyzed, ScriptedClient(writer, store=analyzed), config(concurrency=2))
    assert writer.errors_seen and all("9.9.9" in e for e in writer.errors_seen)


def test_interrupted_compose_keeps_finished_entries_and_resumes(analyzed):
    plan = plan_wiki(analyzed)
    victim = plan.entries[-1].point.name
    with pytest.raises(KeyboardInterrupt):
        compose_with_model(analyzed, ScriptedClient(Writer(die_on=victim), store=analyzed), config(concurrency=1))
    work_id = books.resolve_work(analyzed, None).work_id
    kept = {e.slug for e in wiki_store.entries(analyzed, work_id)}
    assert kept and plan.entries[-1].slug not in kept
    client = ScriptedClient(Writer(), store=analyzed)
    again = compose_with_model(analyzed, client, config())
    assert again.written == len(plan.entries) - len(kept) and len(client.requests) == again.written


def test_recompose_after_a_new_volume_touches_only_changed_entries(tmp_path):
    """Volume 2 adds a record to one point: only that point's entry is written again."""
    from understory_cli.store import points as point_store
    from understory_cli.store.points import Record, VolumeAnalysis

    store = open_store(tmp_path / "r.duckdb")
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    analyze_offline(store, work="lantern")
    first = compose_with_model(store, ScriptedClient(Writer(), store=store), config(), work="lantern")
    ingest(store, [SAMPLE / "vol2"], work="lantern")
    work_id = books.find_work(store, "lantern").work_id
    volume = books.volume_infos(store, work_id)[1]
    target = plan_wiki(store, "lantern").entries[0].point
    record = Record(2, f"{target.name} returns.", ["2.1.2"], None, volume.chapters[0].chapter_no)
    point_store.write_volume_analysis(store, work_id, VolumeAnalysis(
        2, volume.source_sha256, "model", "fast", [], [], [(target.point_id, record)], [], "", volume.last_chapter_no, []))
    client = ScriptedClient(Writer(), store=store)
    second = compose_with_model(store, client, config(), work="lantern")
    assert first.written == first.entries and second.written == 1 and len(client.requests) == 1
