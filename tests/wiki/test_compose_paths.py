"""compose chooses its own path (a client or none) and reports progress on both; the entry's
JSON has one schema, parsed once when read, stored as its writer gave it."""

from __future__ import annotations

from understory_cli.config import Config
from understory_cli.llm.scripted import ScriptedClient
from understory_cli.progress import Progress
from understory_cli.static_site.collect import collect
from understory_cli.store import books
from understory_cli.store import points as point_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.wiki import EntryData
from understory_cli.wiki.compose import compose
from support.fake_writer import Writer, config as model_config
from test_wiki_compose import analyzed  # noqa: F401, F811 - analyzed: its fixture


def extractive_config() -> Config:
    return Config.model_validate({"provider": "extractive"})


def test_no_client_writes_from_the_records_and_reports_each_entry(analyzed):
    events: list[Progress] = []
    result = compose(analyzed, extractive_config(), progress=events.append)
    entries = wiki_store.entries(analyzed, books.resolve_work(analyzed, None).work_id)
    assert {e.source for e in entries} == {"extractive"} and result.written == len(entries)
    assert {e.stage for e in events} == {"compose"}
    assert events[0].done == 0 and [e.done for e in events[1:]] == list(range(1, len(entries) + 1))
    assert events[-1].done == events[-1].total == len(entries)
    assert {e.label for e in events[1:]} == {e.slug for e in entries}
    events.clear()
    assert compose(analyzed, extractive_config(), progress=events.append).written == 0  # nothing changed
    assert [(e.done, e.total) for e in events] == [(0, 0)]


def test_a_client_writes_with_the_model_and_reports_each_page(analyzed):
    events: list[Progress] = []
    result = compose(analyzed, model_config(), ScriptedClient(Writer(), store=analyzed), progress=events.append)
    entries = wiki_store.entries(analyzed, books.resolve_work(analyzed, None).work_id)
    assert {e.source for e in entries} == {"model"}
    assert {e.stage for e in events} == {"compose"} and events[-1].done == events[-1].total == result.written
    assert sorted(e.done for e in events) == list(range(result.written + 1))


def test_with_no_model_configured_a_client_is_not_asked(analyzed):
    def refuse(request):
        raise AssertionError("the extractive path asked the model")

    compose(analyzed, extractive_config(), ScriptedClient(refuse, store=analyzed))
    assert {e.source for e in wiki_store.entries(analyzed, 1)} == {"extractive"}


def test_the_stored_json_is_what_the_writer_gave_and_old_rows_still_load(analyzed):
    compose(analyzed, extractive_config())
    work_id = books.resolve_work(analyzed, None).work_id
    stored = dict(analyzed.all("SELECT slug, data FROM wiki_entries WHERE work_id = ?", [work_id]))
    for entry in wiki_store.entries(analyzed, work_id):  # parsed once, written back byte for byte
        assert entry.data.to_json() == stored[entry.slug]
    # A row stored before the wiki kept names, steps and appearances: it loads, and the site
    # falls back to the points' aliases for the names it is found by.
    entry = wiki_store.entries(analyzed, work_id)[0]
    old = '{"summary": {"text": "A keeper.", "reveal_at": 1}, "body": [], "infobox": [], "related": [], ' \
          '"track": {"moments": []}}'
    analyzed.all("UPDATE wiki_entries SET data = ? WHERE work_id = ? AND slug = ?", [old, work_id, entry.slug])
    loaded = wiki_store.entry(analyzed, work_id, entry.slug)
    assert loaded.data == EntryData.model_validate_json(old) and loaded.data.names is None
    assert loaded.data.track.appearances == {} and loaded.data.summary.cites == []
    assert loaded.data.to_json() == EntryData.model_validate_json(old).to_json()
    points = {p.point_id: p for p in point_store.load_points(analyzed, work_id)}
    aliases = {a.alias for pid in entry.point_ids for a in points[pid].aliases}
    assert {a.alias for a in collect(analyzed, None).aliases[entry.slug]} == aliases
