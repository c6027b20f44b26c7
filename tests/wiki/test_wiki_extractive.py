"""The extractive wiki: entries and pages from the knowledge table, every part gated."""

from __future__ import annotations


import pytest

from conftest import chapter_no_at, store_copy
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.extractive import compose_extractive


@pytest.fixture(scope="module")
def oz_wiki(oz_extractive, tmp_path_factory):
    store = store_copy(oz_extractive, tmp_path_factory.mktemp("ozwiki"))
    compose_extractive(store, work="oz")
    return store


def gated_parts(entry):
    """Every (text, reveal_at) an entry can show."""
    data = entry.data
    yield entry.title, entry.title_reveal_at
    if data.summary:
        yield data.summary.text, data.summary.reveal_at
    for row in data.infobox:
        yield row.value, row.reveal_at
    for section in data.body:
        yield section.heading.text, section.heading.reveal_at
        for span in section.spans:
            yield span.text, span.reveal_at
    for rel in data.related:
        yield rel.title, rel.reveal_at
    for moment in data.track.moments:
        yield moment.note, moment.reveal_at


@pytest.mark.corpus
def test_every_part_is_gated_no_earlier_than_its_evidence(oz_wiki):
    work_id = books.find_work(oz_wiki, "oz").work_id
    chapter_of = books.paragraph_chapters(oz_wiki, work_id)
    entries = wiki_store.entries(oz_wiki, work_id)
    assert 20 <= len(entries) <= 160
    titles = {e.slug: e for e in entries}
    for entry in entries:
        for section in entry.data.body:
            for span in section.spans:
                if section.kind in ("often_with", "appearances"):  # links and places, not claims
                    assert not span.cites and span.reveal_at >= chapter_of.get(span.locator, 0)
                else:
                    assert span.cites and span.reveal_at >= max(chapter_of[c] for c in span.cites)
                assert span.reveal_at >= section.heading.reveal_at
        for rel in entry.data.related:
            assert rel.reveal_at >= max(entry.title_reveal_at, titles[rel.slug].title_reveal_at)
        for chapter, n in entry.data.track.appearances.items():
            assert n > 0 and int(chapter) >= entry.title_reveal_at


@pytest.mark.corpus
def test_nothing_visible_at_2_22_says_tip_is_ozma(oz_wiki):
    work_id = books.find_work(oz_wiki, "oz").work_id
    before = chapter_no_at(oz_wiki, work_id, "2.22")
    for entry in wiki_store.entries(oz_wiki, work_id):
        visible = [text for text, gate in gated_parts(entry) if gate <= before]
        names = " ".join(visible)
        if entry.title in ("Tip", "Ozma", "Princess Ozma"):
            other = "Ozma" if entry.title == "Tip" else "Tip"
            assert not any(other in row.value for row in entry.data.infobox if row.reveal_at <= before), names


@pytest.mark.corpus
def test_main_characters_lead_and_pages_exist(oz_wiki):
    work_id = books.find_work(oz_wiki, "oz").work_id
    pages = {(p.kind, p.slug): p for p in wiki_store.pages(oz_wiki, work_id)}
    home = pages[("home", "index")]
    featured = [f["title"] for f in home.data["featured"]]
    assert "Dorothy" in featured[:5]
    assert any(k == "category" for k, _ in pages) and any(k == "navbox" for k, _ in pages)
    core = [e.title for e in wiki_store.entries(oz_wiki, work_id) if e.tier == "core"]
    assert "Dorothy" in core


def test_recompose_rewrites_only_what_changed(sample_store):
    analyze_extractive(sample_store)
    first = compose_extractive(sample_store)
    assert first.written == first.entries
    assert compose_extractive(sample_store).written == 0
    assert compose_extractive(sample_store, force=True).written == first.entries


def test_requested_pages_are_written_without_a_model_and_gated(sample_store):
    """A reader's `ask` request becomes a page on the next compose-wiki, even extractive."""
    from understory_cli.store import points as point_store
    from understory_cli.store import requests as request_store

    analyze_extractive(sample_store)
    work_id = books.resolve_work(sample_store, None).work_id
    points = {p.name: p for p in point_store.load_points(sample_store, work_id)}
    wren, pilot = points["Wren"], points["Grey Pilot"]
    topic = request_store.add_request(sample_store, work_id, "topic", "Wren and the Grey Pilot",
                                      [wren.point_id, pilot.point_id], "how their paths cross")
    entry = request_store.add_request(sample_store, work_id, "entry", "The keeper's household", [wren.point_id], "")
    both = request_store.add_request(sample_store, work_id, "entry", "Wren", [wren.point_id, pilot.point_id], "")
    compose_extractive(sample_store)
    [page] = [p for p in wiki_store.pages(sample_store, work_id) if p.kind == "topic"]
    assert page.title == topic.title and page.reveal_at == pilot.reveal_at  # the title names the Grey Pilot
    assert [s["heading"]["text"] for s in page.data["body"]] == ["Wren", "Grey Pilot"]
    assert all(s["heading"]["reveal_at"] >= page.reveal_at for s in page.data["body"])
    written = {e.title: e for e in wiki_store.entries(sample_store, work_id)}
    assert written["The keeper's household"].title_reveal_at == wren.reveal_at
    # Two points in one requested entry: nothing says when the book joins them, so the second
    # one's name and records wait for all of their records.
    joined = next(e for e in wiki_store.entries(sample_store, work_id) if e.point_ids == [wren.point_id, pilot.point_id])
    last = max(r.reveal_at for p in (wren, pilot) for r in p.records)
    assert {n.name: n.reveal_at for n in joined.data.names}["Grey Pilot"] == max(pilot.reveal_at, last)
    assert request_store.pending_requests(sample_store, work_id) == []
    slugs = dict((r.request_id, slug) for r, slug in request_store.all_requests(sample_store, work_id))
    assert slugs == {topic.request_id: page.slug, entry.request_id: written["The keeper's household"].slug,
                     both.request_id: joined.slug}


def test_a_paragraph_two_records_quote_is_one_key_passage(sample_store):
    """Old Tamsin's first mention and her naming statement quote the same paragraph (1.1.5)."""
    analyze_extractive(sample_store)
    compose_extractive(sample_store)
    for entry in wiki_store.entries(sample_store, 1):
        for section in entry.data.body:
            if section.kind == "quotes":
                quoted = [(s.text, tuple(s.cites)) for s in section.spans]
                assert len(quoted) == len(set(quoted)), (entry.slug, quoted)
