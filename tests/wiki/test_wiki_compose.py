"""compose-wiki with a scripted model: the architect's checked blueprint, parallel workers,
gating by citations, resume, recompose, reader requests."""

from __future__ import annotations

import pytest

from conftest import SAMPLE, chapter_no_at, store_copy
from support.fake_architect import FakeArchitect, is_architect
from support.fake_writer import Joiner, Writer, config
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.ingest.series import slugify
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books, ledger, open_store
from understory_cli.store import points as point_store
from understory_cli.store import requests as request_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.compose import compose
from understory_cli.wiki.planning import NameGates, entry_title_gate


@pytest.fixture
def analyzed(sample_store):
    analyze_extractive(sample_store)
    return sample_store


def test_parallel_workers_write_every_planned_entry_gated_by_citations(analyzed):
    writer = Writer(twist_locator="2.5.8")
    result = compose(analyzed, config(), ScriptedClient(writer, store=analyzed))
    work_id = books.resolve_work(analyzed, None).work_id
    entries = wiki_store.entries(analyzed, work_id)
    pages = wiki_store.pages(analyzed, work_id)
    topics = [p for p in pages if p.kind == "topic"]
    assert result.written == result.entries == len(entries) + len(topics) and topics
    twist = chapter_no_at(analyzed, work_id, "2.5")
    for entry in entries:
        assert entry.source == "model"
        [section] = entry.data.body
        assert section.spans[1].reveal_at == twist  # tagged 1.1, cites 2.5: shown from 2.5
        assert section.spans[0].reveal_at >= entry.title_reveal_at
        assert all(r.slug != "no-such-entry" for r in entry.data.related)
    assert {p.kind for p in pages} >= {"home", "category", "navbox", "topic"}
    [topic] = topics
    assert topic.data["body"][0]["spans"][1]["reveal_at"] == twist and len(topic.data["entries"]) >= 2
    home = next(p for p in pages if p.kind == "home")
    assert home.data["about"]["reveal_at"] == chapter_no_at(analyzed, work_id, "1.1")
    assert home.data["featured_topics"] == [{"slug": topic.slug, "title": topic.title, "reveal_at": topic.reveal_at}]
    assert topic.slug == slugify(topic.title) != "pair"  # addresses come from titles, not from the architect


def test_blueprint_problems_go_back_to_the_architect_before_any_worker(analyzed):
    architect = FakeArchitect(bad_first=True)
    writer = Writer(architect=architect)
    compose(analyzed, config(), ScriptedClient(writer, store=analyzed))
    [problems] = architect.problems
    assert "unknown point id(s) [999999]" in problems and "no-such-category" in problems
    assert "no-such-category" not in {e.category for e in wiki_store.entries(analyzed, 1)}


def test_architect_titles_are_gated_by_the_names_in_them(analyzed):
    """A title the architect made up waits for every name it contains and every point it covers."""
    points = {p.name: p for p in point_store.load_points(analyzed, 1)}
    wren, pilot = points["Wren"], points["Grey Pilot"]
    assert wren.reveal_at < pilot.reveal_at
    names = NameGates(list(points.values()))
    assert entry_title_gate("wren", [wren], names) == wren.reveal_at
    assert entry_title_gate("Wren meets the Grey Pilot", [wren], names) == pilot.reveal_at
    assert entry_title_gate("The keeper's girl", [wren, pilot], names) == pilot.reveal_at


def test_an_invalid_citation_goes_back_to_the_worker(analyzed):
    writer = Writer(bad_first=True)
    compose(analyzed, config(concurrency=2), ScriptedClient(writer, store=analyzed))
    assert writer.errors_seen and all("9.9.9" in e for e in writer.errors_seen)


def test_interrupted_compose_keeps_finished_pages_and_resumes_on_the_same_blueprint(analyzed):
    with pytest.raises(KeyboardInterrupt):
        compose(analyzed, config(concurrency=1), ScriptedClient(Writer(die_after=5), store=analyzed))
    entries = wiki_store.entries(analyzed, 1)
    kept = sum(e.source == "model" for e in entries) + sum(p.kind == "topic" for p in wiki_store.pages(analyzed, 1))
    assert kept == 5
    # the rest is the no-model wiki, written before the architect was asked (issue 39)
    assert {e.inputs_hash for e in entries if e.source == "extractive"} == {""} and len(entries) > 5
    client = ScriptedClient(Writer(), store=analyzed)
    again = compose(analyzed, config(), client)
    assert not any(is_architect(r) for r in client.requests)  # the stored blueprint is reused, not paid for again
    assert again.written == again.entries - 5 > 0
    assert len(wiki_store.entries(analyzed, 1)) + sum(p.kind == "topic" for p in wiki_store.pages(analyzed, 1)) == again.entries


def test_a_compose_stopped_after_its_first_page_keeps_the_no_model_wiki_and_that_page(analyzed, tmp_path):
    """Issue 39: a killed or sleeping model run is never left with less than no model gives."""
    from understory_cli.wiki.extractive import plan_wiki

    settings = config(concurrency=1)
    no_model = {e.slug: e.title for e in plan_wiki(analyzed, None, (settings.wiki.min_entries,
                                                                    settings.wiki.max_entries)).entries}
    with pytest.raises(KeyboardInterrupt):
        compose(analyzed, settings, ScriptedClient(Writer(die_after=1), store=analyzed))
    entries = {e.slug: e for e in wiki_store.entries(analyzed, 1)}
    assert set(no_model) <= set(entries)
    written = [e for e in entries.values() if e.source == "model"] + \
        [p for p in wiki_store.pages(analyzed, 1) if p.kind == "topic" and p.data.get("inputs_hash")]
    assert len(written) == 1
    from understory_cli.static_site import build_site

    assert build_site(analyzed, tmp_path / "site").entries >= len(no_model)  # the store as left builds a site


def test_a_spent_time_budget_keeps_the_pages_left_from_the_text_for_the_next_run(analyzed, monkeypatch):
    """Issue 39 item 3: past --time-budget no page is begun; those left keep their no-model text."""
    from support.fake_clock import CallClock
    from understory_cli.wiki import compose as compose_module

    clock = CallClock(seconds_per_call=100).install(monkeypatch, compose_module)

    class SlowWriter(Writer):
        def __call__(self, request):
            clock.tick()
            return super().__call__(request)

    budgeted = config(concurrency=1).model_copy(update={"time_budget_s": 250})
    result = compose(analyzed, budgeted, ScriptedClient(SlowWriter(), store=analyzed))
    entries = wiki_store.entries(analyzed, 1)
    by_model = [e for e in entries if e.source == "model"]
    assert by_model and result.out_of_time > 0 and result.from_text == 0
    assert len(by_model) + result.out_of_time <= result.written
    assert all(e.inputs_hash == "" for e in entries if e.source == "extractive")  # asked for again next run
    again = compose(analyzed, config(), ScriptedClient(Writer(), store=analyzed))
    assert again.out_of_time == 0 and {e.source for e in wiki_store.entries(analyzed, 1)} == {"model"}


def test_recompose_after_a_new_volume_touches_only_changed_entries(tmp_path):
    """Volume 2 adds a record to one point: the architect plans again, only that entry is rewritten."""
    from understory_cli.store.points import Record, VolumeAnalysis

    store = open_store(tmp_path / "r.duckdb")
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    analyze_extractive(store, work="lantern")
    first = compose(store, config(), ScriptedClient(Writer(), store=store), work="lantern")
    ingest(store, [SAMPLE / "vol2"], work="lantern")
    work_id = books.find_work(store, "lantern").work_id
    volume = books.volume_infos(store, work_id)[1]
    target = wiki_store.entries(store, work_id)[0]
    record = Record(2, f"{target.title} returns.", ["2.1.2"], None, volume.chapters[0].chapter_no)
    point_store.write_volume_analysis(store, work_id, VolumeAnalysis(
        2, volume.source_sha256, "model", "fast", [], [], [(target.point_ids[0], record)], [], "", volume.last_chapter_no, []))
    writer = Writer()
    client = ScriptedClient(writer, store=store)
    second = compose(store, config(), client, work="lantern")
    assert first.written == first.entries
    assert sum(is_architect(r) for r in client.requests) == 1  # new summaries and records: a new plan
    assert writer.titles == [target.title] and second.written == 1


def test_a_reader_request_becomes_a_page_and_is_marked_written(analyzed):
    work_id = books.resolve_work(analyzed, None).work_id
    wren = next(p for p in point_store.load_points(analyzed, work_id) if p.name == "Wren")
    request = request_store.add_request(analyzed, work_id, "topic", "Wren's lighthouse years", [wren.point_id],
                                        "what Wren does at the lighthouse")
    compose(analyzed, config(), ScriptedClient(Writer(), store=analyzed))
    topic = next(p for p in wiki_store.pages(analyzed, work_id) if p.kind == "topic" and p.title == request.title)
    assert topic.data["body"] and request_store.pending_requests(analyzed, work_id) == []
    assert dict((r.request_id, slug) for r, slug in request_store.all_requests(analyzed, work_id)) == {
        request.request_id: topic.slug}


@pytest.fixture(scope="module")
def oz_analyzed(oz_extractive, tmp_path_factory):
    return store_copy(oz_extractive, tmp_path_factory.mktemp("ozcompose"))


@pytest.mark.corpus
def test_the_oz_series_gets_a_checked_fully_gated_wiki(oz_analyzed):
    """The shared series: 'Tip is Ozma', cited at 2.23 and tagged safe from 1.1, shows from 2.23."""
    store = oz_analyzed
    work_id = books.find_work(store, "oz").work_id
    reveal = next(p.locator for p in books.story_paragraphs(store, work_id, volume=2)
                  if p.locator.startswith("2.23.") and "Ozma" in p.text)
    compose(store, config(), ScriptedClient(Writer(twist_locator=reveal), store=store), work="oz")
    chapter_of = books.paragraph_chapters(store, work_id)
    twist = chapter_no_at(store, work_id, "2.23")
    entries = wiki_store.entries(store, work_id)
    assert 20 <= len(entries) <= 160
    for entry in entries:
        spans = [span for section in entry.data.body for span in section.spans]
        if entry.source == "model":  # the others are the architect's left-outs, written from the text
            assert spans[1].reveal_at == max(twist, entry.title_reveal_at)  # never before its own entry
        for span in [entry.data.summary, *spans]:
            assert all(c in chapter_of for c in span.cites)
            assert span.reveal_at >= max([chapter_of[c] for c in span.cites] + [entry.title_reveal_at])
        for row in entry.data.infobox:  # rows from the text without cites ('appears in') are no claims
            assert row.reveal_at >= max([chapter_of[c] for c in row.cites or []] + [0])
    for page in wiki_store.pages(store, work_id):
        for row in page.data.get("rows", []):
            assert all(e["reveal_at"] >= 1 for e in row["entries"])
            assert row["label_reveal_at"] >= min(e["reveal_at"] for e in row["entries"])


def test_core_writers_can_read_entries_already_written(analyzed):
    """Writers share the wiki so far: a core entry's writer reads an entry written before it."""
    seen = []

    class Reader(Writer):
        def __call__(self, request):
            if is_architect(request):
                return self.architect(request)
            tools = [t["function"]["name"] for t in request.tools or []]
            results = [m["content"] for m in request.messages if m["role"] == "tool"]
            if "read_wiki_entry" in tools and not results:
                return reply(None, call("read_wiki_entry", {"slug": "wren"}))
            seen.extend(results)
            return super().__call__(request)

    compose(analyzed, config(concurrency=1), ScriptedClient(Reader(), store=analyzed))
    assert any(r.startswith("# Wren") for r in seen) and any("no entry 'wren' has been written yet" in r for r in seen)


def test_an_entry_joining_two_identities_hides_the_second_until_the_book_joins_them(analyzed):
    """Grey Pilot + Vale: Vale's names, his chapters in the track and what cites him wait for 2.5.8."""
    work_id = books.resolve_work(analyzed, None).work_id
    architect = Joiner(joined_at="2.5.8")
    compose(analyzed, config(), ScriptedClient(Writer(architect=architect), store=analyzed))
    assert any("covers several points: give joined_at" in p for p in architect.problems)
    joined = chapter_no_at(analyzed, work_id, "2.5")
    [pilot] = [e for e in wiki_store.entries(analyzed, work_id) if e.title == "Grey Pilot"]
    points = {p.name: p for p in point_store.load_points(analyzed, work_id)}
    vale = next(p for name, p in points.items() if "Vale" in name)
    assert pilot.slug == "grey-pilot" and "vale" not in pilot.slug  # the address names only the title
    names = {n.name: n.reveal_at for n in pilot.data.names}
    assert names["Grey Pilot"] == points["Grey Pilot"].reveal_at
    assert all(names[n] >= joined for n in (vale.name, *(a.alias for a in vale.aliases)))
    vale_only = set(point_store.mentions(analyzed, work_id).get(vale.point_id, {})) - \
        set(point_store.mentions(analyzed, work_id).get(points["Grey Pilot"].point_id, {}))
    assert all(int(c) >= joined for c in pilot.data.track.appearances if int(c) in vale_only)
    for span in (s for section in pilot.data.body for s in section.spans):
        if "Vale" in span.text or set(span.cites) & {loc for r in vale.records for loc in r.evidence}:
            assert span.reveal_at >= joined
    # The writer's related links, and every list the architect filed it in, wait for the join too.
    assert pilot.data.related and all(r.reveal_at >= joined for r in pilot.data.related)
    listed = [e for page in wiki_store.pages(analyzed, work_id)
              for e in page.data.get("entries", []) + [x for row in page.data.get("rows", []) for x in row["entries"]]
              if e["slug"] == pilot.slug and page.kind in ("category", "navbox")]
    assert listed and all(e["reveal_at"] >= joined for e in listed)


def test_one_failing_writer_does_not_lose_the_others(analyzed):
    """One entry's request refused as made (HTTP 400): that page from the text, the others by the
    model; a re-run retries it. With --strict-model it is reported after every other page is stored."""
    from understory_cli.errors import UnderstoryError
    from understory_cli.llm.client import ModelError

    class Flaky(Writer):
        def __call__(self, request):
            if not is_architect(request) and "# Entry: Wren (" in request.messages[1]["content"]:
                raise ModelError("m at u: HTTP 400: the request exceeds the context", model="m", base_url="u",
                                 status=400)
            return super().__call__(request)

    with pytest.raises(UnderstoryError, match=r"1 of \d+ pages could not be written; run it again"):
        compose(analyzed, config(), ScriptedClient(Flaky(), store=analyzed), strict=True)
    stored = {e.title for e in wiki_store.entries(analyzed, 1)}
    assert "Wren" not in stored and len(stored) >= len(point_store.load_points(analyzed, 1)) - 1  # every other entry

    result = compose(analyzed, config(), ScriptedClient(Flaky(), store=analyzed), force=True)
    entries = {e.title: e for e in wiki_store.entries(analyzed, 1)}
    assert entries["Wren"].source == "extractive" and entries["Wren"].inputs_hash == ""
    assert {e.source for t, e in entries.items() if t != "Wren"} == {"model"}  # one HTTP error stops nothing else
    assert result.from_text == 1
    writer = Writer()
    again = compose(analyzed, config(), ScriptedClient(writer, store=analyzed))
    assert writer.titles == ["Wren"] and again.written == 1
    assert {e.title: e.source for e in wiki_store.entries(analyzed, 1)}["Wren"] == "model"


def test_a_server_failing_past_its_retries_stops_compose_keeping_the_pages_written(analyzed):
    """Issue 40: repeated 5xx is the server's trouble, not the model's: an error, nothing filled."""
    from understory_cli.llm.client import ModelError

    class Failing(Writer):
        def __call__(self, request):
            if not is_architect(request) and "# Entry: Wren (" in request.messages[1]["content"]:
                raise ModelError("m at u: HTTP 500: internal (gave up after 3 attempts)", model="m", base_url="u",
                                 status=500, fault="server")
            return super().__call__(request)

    with pytest.raises(ModelError, match="HTTP 500"):
        compose(analyzed, config(), ScriptedClient(Failing(), store=analyzed), force=True)
    entries = wiki_store.entries(analyzed, 1)
    # none filled: Wren's page is still the no-model one written before the architect (issue 39),
    # with no inputs hash, so the next run asks the model for it again
    assert {(e.source, e.inputs_hash) for e in entries if e.title == "Wren"} == {("extractive", "")}
    assert {e.source for e in entries if e.inputs_hash} <= {"model"}
    assert [r.status for r in ledger.runs(analyzed, work_id=1, stage="compose")][-1] == "failed"


def test_a_weak_model_gives_a_wiki_from_the_text_where_its_own_work_is_not_valid(analyzed):
    """No valid blueprint: the extractive plan; a writer that never submits: its page from the records."""

    class Weak(Writer):
        def __call__(self, request):
            if is_architect(request):
                return reply("I think the wiki should have many pages.")  # never a blueprint
            if "# Entry: Wren (" in request.messages[1]["content"]:
                return reply(None, call("submit_entry", '{"title": "Wren", "summary": '))  # cut off, every time
            return super().__call__(request)

    client = ScriptedClient(Weak(), store=analyzed, may_switch=False)  # native tools: this script speaks only them
    result = compose(analyzed, config(), client)
    assert result.planned_extractive and result.from_text == 1
    entries = {e.title: e for e in wiki_store.entries(analyzed, 1)}
    assert entries["Wren"].source == "extractive" and entries["Wren"].data.body
    assert {e.source for t, e in entries.items() if t != "Wren"} == {"model"}
    assert result.written == result.entries
    assert any(p.kind == "home" for p in wiki_store.pages(analyzed, 1))
    [run] = ledger.runs(analyzed, work_id=1, stage="compose")
    assert run.status == "done" and "1 of them from the text" in run.note and "without the architect" in run.note


def test_a_topic_written_from_the_text_shows_its_brief_only_after_everything_it_covers(analyzed):
    """The architect's brief is written with the whole book in view: a fallback page waits for it."""
    from understory_cli.wiki.extractive import extractive_page
    from understory_cli.wiki.planning import PlannedTopic

    points = point_store.load_points(analyzed, 1)[:3]
    topic = PlannedTopic(slug="who-the-pilot-is", title="The Pilot", brief="How the Grey Pilot turns out to be Vale",
                         points=points, reveal_at=1, entries=[], inputs_hash="h")
    page = extractive_page(topic, None)
    latest = max(r.reveal_at for p in points for r in p.records)
    assert latest > 1 and page.data["summary"]["reveal_at"] == latest
