"""A reader merges Tip and Ozma while at 2.22 (the book ties them in 2.23): the wiki, the search
the popup names and the X-Ray EPUB's notes show neither name on the other's page before 2.23, for
anyone reading."""

from __future__ import annotations

import pytest

from conftest import chapter_no_at, store_copy
from understory_cli.corrections import correct
from understory_cli.export.knowledge import Knowledge
from understory_cli.static_site.collect import collect
from understory_cli.static_site.data_files import search_data
from understory_cli.store import books
from understory_cli.store import points as point_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.extractive import compose_extractive


def shown_at(node, progress: int, gate: int = 0):
    """Every string of an entry's JSON a reader at `progress` may be shown: a part's own gate
    (reveal_at, label_reveal_at) holds for everything inside it."""
    if isinstance(node, dict):
        gate = max([gate, *(v for k, v in node.items() if k.endswith("reveal_at") and isinstance(v, int))])
        for value in node.values():
            yield from shown_at(value, progress, gate)
    elif isinstance(node, list):
        for value in node:
            yield from shown_at(value, progress, gate)
    elif isinstance(node, str) and gate <= progress:
        yield node


@pytest.mark.corpus
def test_a_merge_of_tip_and_ozma_opens_where_the_book_ties_them(oz_extractive, tmp_path):
    store = store_copy(oz_extractive, tmp_path)
    work_id = books.find_work(store, "oz").work_id
    correct(store, work_id, "merge", "Tip", "Ozma")  # made by a reader at 2.22
    compose_extractive(store, work="oz")
    before, tied = chapter_no_at(store, work_id, "2.22"), chapter_no_at(store, work_id, "2.23")

    entries = {e.title: e for e in wiki_store.entries(store, work_id)}
    assert "Ozma" not in entries and "Princess Ozma" not in entries
    tip = entries["Tip"]
    data = tip.data.model_dump(mode="json")
    assert tip.title_reveal_at <= before
    assert not any("Ozma" in text for text in shown_at(data, before)), "Ozma on Tip's page before 2.23"
    assert any("Ozma" in text for text in shown_at(data, tied))  # the book has told by then
    assert all(n.reveal_at >= tied for n in tip.data.names if "Ozma" in n.name)
    own = point_store.mentions(store, work_id)[tip.point_ids[0]]  # Tip's own, as the analysis counted them
    assert {int(c): n for c, n in tip.data.track.appearances.items() if int(c) < tied} == \
        {c: n for c, n in own.items() if c < tied}  # Ozma's mentions join from the tie on

    # what the site ships to search, the popup and name highlighting
    collected = collect(store, "oz")
    site = search_data(collected)
    [found] = [e for e in site["entries"] if e["title"] == "Tip"]
    assert {name for name, reveal, _ in found["names"] if reveal <= before} & {"Ozma", "Princess Ozma"} == set()
    assert "Ozma" in {name for name, _, _ in found["names"]}
    assert not any(e["title"] in ("Ozma", "Princess Ozma") for e in site["entries"])

    # the X-Ray EPUB's notes and links (export/knowledge.py reads the same collected data)
    xray = Knowledge(collected)
    assert "Ozma" not in xray.names_at(before) and xray.names_at(tied)["Ozma"] == tip.slug
    early, late = xray.note(tip.slug, before), xray.note(tip.slug, tied)
    assert not any("Ozma" in str(v) for v in vars(early).values()) and "Ozma" in late.aliases
